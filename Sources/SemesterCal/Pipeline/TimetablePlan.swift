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
    /// The rows of `merged`, by where they came from: `explain` lists each of them too.
    let mergedRowsRead: [RowSource: LectureRow]

    /// Reads and plans all sources together. Throws on the first invalid input.
    public static func make(sources: [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner) throws(TimetableError) -> TimetablePlan {
        var memo = planner.makeMemo()
        return try make(sources: sources, changeFeeds: changeFeeds, planner: planner, memo: &memo)
    }

    /// Plans several groups of timetables (a calendar each) on all cores at once: each thread keeps
    /// one memo for the groups it plans, and the threads share the comments' readings (all
    /// timetables of a run have the same term). Each group is let go once it is planned (a
    /// timetable of 100,000 rows is 30 MB). One result per group, in order.
    public static func makeAll(_ groups: Handover<[TimetableSource]>, count: Int, changeFeeds: [TimetableSource] = [],
                               planner: LecturePlanner) -> [Result<TimetablePlan, TimetableError>] {
        let memo = planner.makeMemo()
        return Parallel.map(count, state: { memo.sibling() }) { memo, i in
            Result { () throws(TimetableError) in
                try make(sources: groups.take(i), changeFeeds: changeFeeds, planner: planner, memo: &memo)
            }
        }
    }

    /// `make(sources:changeFeeds:planner:)` with the planner's memo kept by the caller, so that
    /// the plans of one run (a calendar per input file) read each distinct comment once.
    /// The sources are consumed: each input's bytes are let go once its rows are read, before
    /// the planning (100,000 rows are 33 MB of JSON).
    static func make(sources: consuming [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner,
                            memo: inout LecturePlanner.Memo) throws(TimetableError) -> TimetablePlan {
        var rows: [LectureRow] = []
        var skipped: [SkippedRow] = []
        sources.reverse()
        while let source = sources.popLast() {
            let result = try TimetableReader.read(source)
            rows += result.rows
            skipped += result.skipped
        }
        let (lectures, merged) = planner.plan(rows, memo: &memo)
        var feed: [ScheduleChange] = []
        for source in changeFeeds { feed += try ChangeFeedReader.read(data: source.data, file: source.name) }
        var mergedRowsRead: [RowSource: LectureRow] = [:]
        if !merged.isEmpty {
            let sources = Set(merged.map(\.source))
            for row in rows where sources.contains(row.source) { mergedRowsRead[row.source] = row }
        }
        return TimetablePlan(term: planner.term, lectures: lectures, merged: merged, skippedRows: skipped,
                             rowsRead: rows.count + skipped.count, changes: ChangeApplier.apply(feed, to: lectures),
                             mergedRowsRead: mergedRowsRead)
    }

    public var notUnderstood: [PlannedLecture] { lectures.filter { !$0.understood } }

    /// The explanation of every row read and scheduled: each planned row, followed by the rows
    /// merged into it (each with its own id and `mergedInto`, and the event's dates).
    public var explanations: [RowExplanation] {
        var mergedInto: [RowSource: [RowSource]] = [:]
        for m in merged { mergedInto[m.into, default: []].append(m.source) }
        var out: [RowExplanation] = []
        out.reserveCapacity(lectures.count + merged.count)
        for lecture in lectures {
            let applied = changes.changes(forUID: lecture.uid).values.sorted { $0.originalStart < $1.originalStart }
            let sources = mergedInto[lecture.row.source] ?? []
            out.append(RowExplanation(lecture, merged: sources, changes: applied))
            for source in sources {
                guard let row = mergedRowsRead[source] else { continue }
                out.append(RowExplanation(mergedRow: row, into: lecture, changes: applied))
            }
        }
        return out
    }

    /// Rows whose comment was read into at least one cue or that have no comment,
    /// over rows with a comment: the corpus statistic in the test log.
    public var commentStatistics: (withComment: Int, understood: Int) {
        let commented = lectures.filter { !$0.row.comment.trimmingSpaces().isEmpty }
        return (commented.count, commented.filter(\.understood).count)
    }
}
