import Foundation
import SemesterCal
import Workflows
import XCTest

final class ExplainWorkflowTests: XCTestCase {
    func test_every_row_is_explained_and_only_uncertain_filters() throws {
        let sources = try WorkflowFixtures.samples()
        let all = try ExplainWorkflow.run(timetables: sources, planner: WorkflowFixtures.winter2020, log: NoticeLog())
        XCTAssertGreaterThan(all.rows.count, 20)
        XCTAssertGreaterThan(all.notUnderstood, 0)
        let uncertain = try ExplainWorkflow.run(timetables: sources, planner: WorkflowFixtures.winter2020, onlyUncertain: true, log: NoticeLog())
        XCTAssertEqual(uncertain.rows.count, uncertain.rows.filter { !$0.understood }.count)
        XCTAssertLessThan(uncertain.rows.count, all.rows.count)
        XCTAssertLessThanOrEqual(all.understood, all.withComment)
    }
}
