import Dispatch
import Foundation
import Workflows
import TimetableService

/// Runs async library work from a synchronous command, with Ctrl-C (SIGINT) and SIGTERM
/// cancelling it: the first signal cancels the task, which stops its requests and writes
/// nothing more; a second one removes any temporary file being written and exits at once.
enum Interruptible {
    /// Exit status after an interruption (128 + SIGINT), as shells report it, for SIGTERM too.
    static let exitStatus: Int32 = 130

    /// Runs `body` under a `SignalWatch` of its own.
    static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> (value: T, interrupted: Bool) {
        let watch = SignalWatch.install()
        defer { watch.uninstall() }
        return run(watching: watch, body)
    }

    /// Runs `body` under `watch`, which a command holds for longer (`sync`: from the start to
    /// the delivered report): a signal while `body` runs cancels it.
    static func run<T: Sendable>(watching watch: SignalWatch, _ body: @escaping @Sendable () async -> T) -> (value: T, interrupted: Bool) {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            box.value = await body()
            done.signal()
        }
        watch.onFirstSignal { task.cancel() }
        done.wait()
        watch.onFirstSignal(nil)
        let interrupted = watch.isRequested
        if interrupted { TemporaryFiles.shared.removeAll() }
        return (box.value!, interrupted)
    }
}

/// SIGINT and SIGTERM caught from `install()` to `uninstall()`: the first one is remembered (and
/// runs the current cancel action, if any) so the command can stop where it is safe to; a second
/// one removes any temporary download being written and exits with 130 at once.
final class SignalWatch: @unchecked Sendable {
    // @unchecked: `count` and `cancel` are only touched under `lock`; `sources` only by the
    // installing thread.
    private let lock = NSLock()
    private var count = 0
    private var cancel: (@Sendable () -> Void)?
    private var sources: [DispatchSourceSignal] = []
    private static let signals = [SIGINT, SIGTERM]

    private init() {}

    static func install() -> SignalWatch {
        let watch = SignalWatch()
        watch.sources = signals.map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { watch.received() }
            source.resume()
            return source
        }
        return watch
    }

    func uninstall() {
        for source in sources { source.cancel() }
        sources = []
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    /// True once a signal came.
    var isRequested: Bool { lock.withLock { count > 0 } }

    /// What the first signal does besides being remembered (nil: nothing). Set while a signal
    /// has already come, it runs at once.
    func onFirstSignal(_ action: (@Sendable () -> Void)?) {
        let runNow = lock.withLock { () -> Bool in
            cancel = action
            return count > 0
        }
        if runNow { action?() }
    }

    private func received() {
        let (number, action) = lock.withLock { () -> (Int, (@Sendable () -> Void)?) in
            count += 1
            return (count, cancel)
        }
        if number == 1 {
            action?()
        } else {
            TemporaryFiles.shared.removeAll()
            let message = "semestercal: interrupted again: stopped at once\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(Interruptible.exitStatus)
        }
    }
}

/// A value handed from the task to the waiting thread.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // @unchecked: written once by the task before `done.signal()`, read after `done.wait()`.
    var value: T?
}
