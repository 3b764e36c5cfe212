import Foundation
import ICalendar

/// Renders a `ChangeReport` as JSON for scripts (schema version 1, documented in docs/reports.md).
///
/// ```json
/// {
///   "calendar" : "Informatik WS2020",
///   "changes" : [ { "date" : "2020-10-12", "fields" : [ ], "kind" : "cancelled", "new" : {…}, "old" : {…},
///                   "summary" : "Mathematik", "uid" : "sc-…@semestercal" } ],
///   "initial" : null,
///   "notices" : [ { "date" : null, "message" : "…" } ],
///   "schemaVersion" : 1,
///   "summary" : { "added" : 0, "cancelled" : 1, "moved" : 0, "otherChanged" : 0, "reinstated" : 0,
///                 "removed" : 0, "roomChanged" : 0, "total" : 1 }
/// }
/// ```
/// Keys sorted, pretty-printed, UTF-8, ending in a newline: the same report gives the same bytes.
/// Unlike the text reports it lists every change, past ones too (`showPast` does not apply),
/// and has no language: kinds and fields are fixed identifiers, dates ISO 8601.
public enum JSONReportRenderer {
    /// The `schemaVersion` written; raised only when a key is removed or changes meaning.
    public static let schemaVersion = 1

    /// The report as JSON. `options` do not change the output (all changes are included,
    /// nothing is translated); the parameter keeps the renderers interchangeable.
    public static func render(_ report: ChangeReport, options: ReportOptions) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(Document(report))
            data.append(0x0A)
            return data
        } catch {
            // Only strings, integers, booleans and nulls are encoded: JSONEncoder cannot fail on them.
            preconditionFailure("encoding a change report as JSON failed: \(error)")
        }
    }

    /// The top-level object.
    private struct Document: Encodable {
        let report: ChangeReport

        init(_ report: ChangeReport) { self.report = report }

        enum CodingKeys: String, CodingKey { case schemaVersion, calendar, initial, summary, changes, notices }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(JSONReportRenderer.schemaVersion, forKey: .schemaVersion)
            try c.encode(report.calendarName, forKey: .calendar)
            try c.encode(report.initialCalendar.map { Initial(events: $0.events, occurrences: $0.occurrences) }, forKey: .initial)
            var summary = ["total": report.diff.changes.count]
            for kind in OccurrenceChange.Kind.allCases {
                summary[kind.rawValue] = report.diff.changes.count { $0.kind == kind }
            }
            try c.encode(summary, forKey: .summary)
            try c.encode(report.diff.changes.map(Change.init), forKey: .changes)
            try c.encode(ReportSelection.ordered(report.notices), forKey: .notices)
        }
    }

    /// `initial`: the size of a first calendar.
    private struct Initial: Encodable {
        let events: Int
        let occurrences: Int
    }

    /// One element of `changes`.
    private struct Change: Encodable {
        let change: OccurrenceChange

        enum CodingKeys: String, CodingKey { case kind, uid, date, summary, fields, old, new }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(change.kind.rawValue, forKey: .kind)
            try c.encode(change.uid, forKey: .uid)
            try c.encode(change.affectedDate.iso, forKey: .date)
            try c.encode(change.summary, forKey: .summary)
            try c.encode(change.fields, forKey: .fields)
            try c.encode(change.old, forKey: .old)
            try c.encode(change.new, forKey: .new)
        }
    }
}
