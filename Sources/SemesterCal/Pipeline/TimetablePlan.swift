import Foundation
import ICalendar

/// Everything planned from a set of inputs: the single source of truth for
/// `explain`, `convert` and later commands.
public struct TimetablePlan: Sendable {
    public let term: Term
    public let lectures: [PlannedLecture]
    /// Rows merged into another row of the same slot.
    public let merged: [MergedRow]
    /// Valid rows that could not be scheduled (no weekday, ...).
    public let skippedRows: [SkippedRow]
    /// How many rows were read from the inputs.
    public let rowsRead: Int
    /// The change feed matched to the planned occurrences.
    public let changes: ChangeSet

    /// Reads and plans all sources together. Throws on the first invalid input.
    public static func make(sources: [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner) throws(TimetableError) -> TimetablePlan {
        var memo = planner.makeMemo()
        return try make(sources: sources, changeFeeds: changeFeeds, planner: planner, memo: &memo)
    }

    /// `make(sources:changeFeeds:planner:)` with the planner's memo kept by the caller, so that
    /// the plans of one run (a calendar per input file) read each distinct comment once.
    public static func make(sources: [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner,
                            memo: inout LecturePlanner.Memo) throws(TimetableError) -> TimetablePlan {
        var rows: [LectureRow] = []
        var skipped: [SkippedRow] = []
        for source in sources {
            let result = try TimetableReader.read(data: source.data, file: source.name)
            rows += result.rows
            skipped += result.skipped
        }
        let (lectures, merged) = planner.plan(rows, memo: &memo)
        var feed: [ScheduleChange] = []
        for source in changeFeeds { feed += try ChangeFeedReader.read(data: source.data, file: source.name) }
        return TimetablePlan(term: planner.term, lectures: lectures, merged: merged, skippedRows: skipped,
                             rowsRead: rows.count + skipped.count, changes: ChangeApplier.apply(feed, to: lectures))
    }

    public var notUnderstood: [PlannedLecture] { lectures.filter { !$0.understood } }

    /// The explanation of every planned row, with the rows merged into it.
    public var explanations: [RowExplanation] {
        var mergedInto: [RowSource: [RowSource]] = [:]
        for m in merged { mergedInto[m.into, default: []].append(m.source) }
        return lectures.map {
            RowExplanation($0, merged: mergedInto[$0.row.source] ?? [],
                           changes: changes.changes(forUID: $0.uid).values.sorted { $0.originalStart < $1.originalStart })
        }
    }

    /// Rows whose comment was read into at least one cue or that have no comment,
    /// over rows with a comment: the corpus statistic in the test log.
    public var commentStatistics: (withComment: Int, understood: Int) {
        let commented = lectures.filter { !$0.row.comment.trimmingSpaces().isEmpty }
        return (commented.count, commented.filter(\.understood).count)
    }
}
