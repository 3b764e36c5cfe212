import Foundation
import SemesterCal

/// `explain`: how each row was understood and on which dates it takes place — the same planner
/// as `convert`, so what it says is what the calendar holds.
public enum ExplainWorkflow {
    public struct Result: Sendable {
        /// Every input row, merged rows included, in input order (or only the uncertain ones).
        public let rows: [RowExplanation]
        /// Rows not understood, of all rows.
        public let notUnderstood: Int
        /// Rows with a comment, and how many of them were understood.
        public let withComment: Int
        public let understood: Int
    }

    public static func run(timetables: [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner,
                           onlyUncertain: Bool = false, log: NoticeLog) throws -> Result {
        let plan = try Planning.plan(timetables, feeds: changeFeeds, with: planner)
        for unmatched in plan.changes.unmatched { log.warn(.unmatchedChange, unmatched.description) }
        // Rows that could not be scheduled have no dates to explain: named here, as by convert.
        log.termMismatch(of: [plan])
        log.skippedRows(of: plan)
        var rows = plan.explanations
        if onlyUncertain { rows = rows.filter { !$0.understood } }
        let stats = plan.commentStatistics
        return Result(rows: rows, notUnderstood: plan.notUnderstood.count, withComment: stats.withComment, understood: stats.understood)
    }
}
