import Foundation
import Workflows
import TimetableService

/// One line on standard error that `fetch` rewrites as downloads finish — only on a terminal
/// and not under CI (`CI=true`); otherwise silent, so logs hold only results and errors.
final class ProgressLine: @unchecked Sendable {
    // @unchecked: the counters are only touched under `lock`.
    private let lock = NSLock()
    private let total: Int
    private var done = 0
    private var failed = 0
    private var running = 0
    private var shown = false

    init(total: Int) { self.total = total }

    /// True when standard error is a terminal and `CI` is not set to true.
    static func isWanted(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let ci = environment["CI"]?.lowercased() ?? ""
        return isatty(STDERR_FILENO) != 0 && ci != "true" && ci != "1"
    }

    func handle(_ event: FetchEvent) {
        lock.lock()
        defer { lock.unlock() }
        var note = ""
        switch event {
        case .started(let item):
            running += 1
            note = item.fileName
        case .retrying(let item, let attempt, let reason):
            note = "retrying \(item.fileName) after attempt \(attempt): \(reason)"
        case .finished(let result):
            if case .cancelled = result.outcome { return }
            running = max(0, running - 1)
            done += 1
            if result.failure != nil { failed += 1 }
            note = result.item.fileName
        }
        var line = "fetch: \(done)/\(total) done"
        if failed > 0 { line += ", \(failed) failed" }
        if running > 0 { line += ", \(running) running" }
        line += " – " + note
        if line.count > 110 { line = String(line.prefix(109)) + "…" }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        shown = true
    }

    /// Clears the line before the results are printed.
    /// `handle(_:)` as a fetcher's event handler.
    var eventHandler: @Sendable (FetchEvent) -> Void { { [self] event in handle(event) } }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
