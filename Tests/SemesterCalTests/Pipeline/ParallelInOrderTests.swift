import Foundation
import XCTest
@testable import SemesterCal

/// `Parallel.forEachInOrder` makes a calendar's parts at once and writes them in order: the parts
/// must come in order, the first error in order must win, and no thread may run far ahead of the
/// part being written (else a slow part or a slow disk lets the whole calendar pile up).
final class ParallelInOrderTests: XCTestCase {
    /// What the threads saw: the parts used so far, and the furthest a part was made ahead of them.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var used: [Int] = []
        private var furthestAhead = 0

        func made(_ i: Int) { lock.withLock { furthestAhead = max(furthestAhead, i - used.count) } }
        func use(_ i: Int) { lock.withLock { used.append(i) } }
        var result: (used: [Int], furthestAhead: Int) { lock.withLock { (used, furthestAhead) } }
    }

    func test_parts_are_used_in_order_and_made_at_most_a_window_ahead_of_a_slow_one() throws {
        let log = Log()
        try Parallel.forEachInOrder(200, make: { i in
            if i == 0 || i == 100 { Thread.sleep(forTimeInterval: 0.05) }  // slow parts: the others could run on
            log.made(i)
            return i
        }, use: { log.use($0) })
        let (used, furthestAhead) = log.result
        XCTAssertEqual(used, Array(0..<200))
        XCTAssertLessThanOrEqual(furthestAhead, 2 * Parallel.width)
    }

    func test_the_first_error_in_order_is_thrown_and_nothing_after_it_is_used() {
        struct Failure: Error, Equatable { let part: Int }
        let log = Log()
        XCTAssertThrowsError(try Parallel.forEachInOrder(50, make: { i in
            if i == 30 { throw Failure(part: 30) }
            if i == 20 { Thread.sleep(forTimeInterval: 0.02); throw Failure(part: 20) }
            return i
        }, use: { log.use($0) })) { error in
            XCTAssertEqual(error as? Failure, Failure(part: 20))
        }
        XCTAssertEqual(log.result.used, Array(0..<20))
    }
}
