import Foundation
import XCTest
@testable import SemesterCal

/// `Parallel.releaseInBackground` frees a plan on another thread while `convert` flushes its
/// files: the value must still be let go, and not on the caller's thread.
final class ParallelReleaseTests: XCTestCase {
    private final class Tracked: Sendable {
        let freed: @Sendable (Bool) -> Void
        init(freed: @escaping @Sendable (Bool) -> Void) { self.freed = freed }
        deinit { freed(Thread.isMainThread) }
    }

    func test_the_value_is_let_go_on_another_thread() {
        let released = expectation(description: "released")
        let onMain = LockedFlag()
        Parallel.releaseInBackground(Tracked { isMain in
            onMain.set(isMain)
            released.fulfill()
        })
        wait(for: [released], timeout: 5)
        XCTAssertFalse(onMain.value)
    }

    private final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set(_ value: Bool) { lock.withLock { flag = value } }
        var value: Bool { lock.withLock { flag } }
    }
}
