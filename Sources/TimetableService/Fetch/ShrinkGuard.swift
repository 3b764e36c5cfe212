import Foundation
import ICalendar
import SemesterCal

/// Holds back an answer that would take away much of what the previous download had — the way a
/// broken service fails: an outage answered with `{"schedule": []}` and HTTP 200, a half-filled
/// database, a change feed that briefly forgets every change. Taken as they are, such answers
/// remove lectures from every subscriber's calendar, or bring back cancelled ones.
///
/// Held back (the previous download is kept, the run ends with trouble) unless `accept` is set
/// (`--accept-shrink`), as rsync's `--max-delete` does:
/// - a timetable that lost more than half of its rows (every row included);
/// - a change feed in which every change of the previous download that is still to come (on or
///   after `today`) is gone at once.
public struct ShrinkGuard: Sendable {
    /// Changes dated from this day on count as still to come; nil: every change does.
    public var today: CalendarDate?
    /// Accepts every shrink (the operator has checked the service).
    public var accept: Bool

    public init(today: CalendarDate? = nil, accept: Bool = false) {
        self.today = today
        self.accept = accept
    }

    /// Why `answer` may not replace the file at `path`, or nil.
    func refusal(of answer: ValidatedResponse, replacing path: String, name: String) -> FetchFailure? {
        guard !accept, let previous = FileManager.default.contents(atPath: path) else { return nil }
        switch answer.kind {
        case .schedule:
            guard let read = try? TimetableReader.read(data: previous, file: name) else { return nil }
            let before = read.rows.count + read.skipped.count
            guard before > 0, answer.count * 2 < before else { return nil }
            let what = answer.count == 0 ? "an empty timetable" : "a timetable of \(answer.count) \(answer.count == 1 ? "row" : "rows")"
            return FetchFailure(kind: .shrunk, reason: "held back: the service answered with \(what), but the previous download has \(before) rows;"
                                    + " kept the previous one (pass --accept-shrink if the timetable really shrank)")
        case .changes:
            guard let old = try? ChangeFeedReader.read(data: previous, file: name),
                  let new = try? ChangeFeedReader.read(data: answer.body, file: name) else { return nil }
            let coming = Set(old.filter { change in today.map { change.original.date >= $0 } ?? true }.map(Self.identity))
            guard !coming.isEmpty, coming.isDisjoint(with: new.map(Self.identity)) else { return nil }
            return FetchFailure(kind: .shrunk, reason: "held back: every one of the \(coming.count) coming \(coming.count == 1 ? "change" : "changes") of the previous download"
                                    + " is gone from the service's answer at once; kept the previous one (pass --accept-shrink if they were really withdrawn)")
        default:
            return nil
        }
    }

    /// A change is the same change when the service's id and the original date agree.
    private static func identity(_ change: ScheduleChange) -> String { "\(change.id)|\(change.original.date)" }
}
