import Dispatch
import Foundation
import Workflows
import TimetableService

/// Runs async library work from a synchronous command, with Ctrl-C (SIGINT) and SIGTERM
/// cancelling it: the first signal cancels the task, which stops its requests and writes
/// nothing more; a second one removes any temporary file being written and exits at once.
enum Interruptible {
    /// Exit status after an interruption (128 + SIGINT), as shells report it.
    static let exitStatus: Int32 = 130

    static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> (value: T, interrupted: Bool) {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            box.value = await body()
            done.signal()
        }
        let signals = [SIGINT, SIGTERM]
        let counter = InterruptCounter()
        let sources = signals.map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if counter.increment() == 1 {
                    task.cancel()
                } else {
                    TemporaryFiles.shared.removeAll()
                    _exit(exitStatus)
                }
            }
            source.resume()
            return source
        }
        done.wait()
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
        let interrupted = counter.count > 0
        if interrupted { TemporaryFiles.shared.removeAll() }
        return (box.value!, interrupted)
    }
}

/// A value handed from the task to the waiting thread.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // @unchecked: written once by the task before `done.signal()`, read after `done.wait()`.
    var value: T?
}

private final class InterruptCounter: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
