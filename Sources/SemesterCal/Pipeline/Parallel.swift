import Dispatch
import Foundation

/// Work split into pieces that run on the machine's cores at the same time, with every result
/// put in a fixed place: how the work was split, or which piece finished first, never shows in
/// the output. Only pure work is split (planning, making events); the pieces share nothing
/// mutable but the slots they fill.
public enum Parallel {
    /// How many pieces to split large work into: one per core, at most 8.
    public static let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// How many pieces `count` items of about `perPiece` each make, at most `width`. `width`
    /// is asked only for two pieces or more: its first use reads the processor count and the
    /// cgroup's quota (0.4 M instructions, a sixtieth of a small `convert`).
    public static func pieces(for count: Int, per perPiece: Int) -> Int {
        let wanted = count / perPiece
        return wanted < 2 ? wanted : min(width, wanted)
    }

    /// `body(0)`, …, `body(count - 1)`, run on up to `width` threads at once, their results in
    /// index order.
    public static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        map(count, state: {}) { _, i in body(i) }
    }

    /// `map(count, body)` on threads only when `worthThreads`, else on the calling thread:
    /// starting the threads costs about half a millisecond, more than small work takes.
    public static func map<T: Sendable>(_ count: Int, onThreadsIf worthThreads: Bool, _ body: @Sendable (Int) -> T) -> [T] {
        worthThreads ? map(count, body) : (0..<count).map { body($0) }
    }

    /// `body(&state, i)` for every `i` in `0..<count`, results in index order, on up to `width`
    /// threads at once. Each thread makes one `state` (a cache such as a planner's memo) and
    /// keeps it for every index it takes; a thread takes the next index when it is done with
    /// one, so a slow item (or a busy core) does not hold the others up.
    public static func map<State, T: Sendable>(_ count: Int, state: @Sendable () -> State,
                                               _ body: @Sendable (inout State, Int) -> T) -> [T] {
        let threads = count > 1 ? min(width, count) : count
        guard threads > 1 else {
            var state = state()
            return (0..<count).map { body(&state, $0) }
        }
        let results = Slots<T>(count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var own = state()
            while let i = next.take(below: count) { results.set(i, body(&own, i)) }
        }
        return results.values
    }

    /// Makes `make(0)`, …, `make(count - 1)` at once on up to `width` threads and hands each
    /// to `use` in index order, as soon as it and all before it are made; `use` is called on one
    /// thread at a time. Only the items made ahead of the next one to be used are held, and a
    /// thread waits before it makes one more than `2 × width` ahead: a long output made in many
    /// pieces never exists whole, however slowly one piece or `use` goes. Stops at the first
    /// error (of `make` or `use`, the first in index order) and throws it.
    public static func forEachInOrder<T: Sendable>(_ count: Int, make: @Sendable (Int) throws -> T,
                                                   use: @Sendable (T) throws -> Void) throws {
        guard count > 1 else {
            for i in 0..<count { try use(try make(i)) }
            return
        }
        let queue = InOrder<T>(window: 2 * width)
        // `concurrentPerform` hands out the indices in increasing order, so the next item to be
        // used is always being made by a thread that does not wait.
        DispatchQueue.concurrentPerform(iterations: count) { i in
            guard queue.waitForTurn(i) else { return }
            queue.deliver(i, Result { try make(i) }, to: use)
        }
        if let error = queue.error { throw error }
    }

    /// Lets `value` go on another thread: the caller goes on (to flush and rename its files)
    /// while a large plan's million small objects are freed. It helps only when nothing else
    /// holds `value`; a process that exits meanwhile just ends, its memory with it.
    ///
    /// The block waits until the caller has dropped its reference to the block: otherwise, when the
    /// block ran first, the caller's reference was the last and the value was freed on the caller's
    /// thread after all (a race `ParallelReleaseTests` caught in a CI run).
    public static func releaseInBackground<T: Sendable>(_ value: consuming T) {
        let callerLetGo = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .utility).async { [value] in
            callerLetGo.wait()
            withExtendedLifetime(value) {}
        }
        callerLetGo.signal()
    }

    /// An array of `count` elements made in `pieces` contiguous ranges at once: `make(range,
    /// put)` calls `put(i, element)` once for every index `i` of its range. The elements are
    /// made in their final place, not gathered from pieces (copying 100,000 planned lectures
    /// retains and releases every string of them).
    public static func array<T: Sendable>(count: Int, pieces: Int,
                                          _ make: @Sendable (Range<Int>, _ put: (Int, consuming T) -> Void) -> Void) -> [T] {
        let pieces = max(1, min(pieces, count))
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SharedPointer(base: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: pieces) { piece in
                let range = Self.range(piece, of: pieces, count: count)
                var filled = 0
                make(range) { index, element in
                    precondition(range.contains(index), "Parallel.array: index \(index) outside its piece \(range)")
                    (base.base! + index).initialize(to: element)
                    filled += 1
                }
                precondition(filled == range.count, "Parallel.array: piece \(range) made \(filled) elements")
            }
            initialized = count
        }
    }

    /// The `piece`th of `pieces` contiguous, nearly equal ranges covering `0..<count`.
    public static func range(_ piece: Int, of pieces: Int, count: Int) -> Range<Int> {
        (count * piece / pieces)..<(count * (piece + 1) / pieces)
    }
}

/// The result slots of `Parallel.map`, filled from several threads.
private final class Slots<T>: @unchecked Sendable {
    // @unchecked: `slots` is only touched under `lock`.
    private let lock = NSLock()
    private var slots: [T?]

    init(_ count: Int) {
        slots = [T?](repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// Hands out 0, 1, 2, … to whichever thread asks next.
private final class Counter: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// The items of `Parallel.forEachInOrder` made ahead of the next one to be used.
private final class InOrder<T>: @unchecked Sendable {
    // @unchecked: every property is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var waiting: [Int: Result<T, any Error>] = [:]
    private var next = 0
    private var firstError: (any Error)?
    /// How far ahead of the next item to be used an item may be made.
    private let window: Int

    init(window: Int) {
        self.window = window
    }

    var error: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return firstError
    }

    /// Waits until item `index` is at most `window` ahead of the next to be used; false once
    /// an item has failed (nothing more is made).
    func waitForTurn(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while firstError == nil, index - next > window { condition.wait() }
        return firstError == nil
    }

    /// Item `index` is made: uses it and every waiting item after it, in order.
    func deliver(_ index: Int, _ item: Result<T, any Error>, to use: (T) throws -> Void) {
        condition.lock()
        defer { condition.unlock() }
        waiting[index] = item
        while firstError == nil, let ready = waiting.removeValue(forKey: next) {
            next += 1
            do { try use(try ready.get()) } catch { firstError = error }
        }
        if firstError != nil { waiting.removeAll() }
        condition.broadcast()
    }
}

/// Values handed to the threads of a parallel run: each is taken once, by the thread that
/// works on it, and no longer held here, so it is let go as soon as that thread is done with
/// it (a run's plans are let go one by one as their calendars are made).
public final class Handover<T: Sendable>: @unchecked Sendable {
    // @unchecked: `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [T?]

    public init(_ items: [T]) {
        self.items = items
    }

    /// The `index`th value; it must not have been taken before.
    public func take(_ index: Int) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let item = items[index] else { preconditionFailure("Handover: item \(index) taken twice") }
        items[index] = nil
        return item
    }
}

/// The buffer `Parallel.array` fills: each piece initializes only the elements of its own
/// range, and the buffer is handed out only after `concurrentPerform` has returned (which
/// orders every write before it).
private struct SharedPointer<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>?
}

/// Values gathered from the threads of a parallel run, in the order they come.
public final class Collector<T: Sendable>: @unchecked Sendable {
    // @unchecked: `gathered` is only touched under `lock`.
    private let lock = NSLock()
    private var gathered: [T] = []

    public init() {}

    public func append(_ item: T) {
        lock.withLock { gathered.append(item) }
    }

    public var items: [T] {
        lock.withLock { gathered }
    }
}
