import ICalendar

/// What the human-readable reports (text, Markdown, mail) show: the changes grouped by
/// day, those entirely in the past left out unless `showPast`, and the notices in order.
///
/// A change is past when every day it touches (its old and its new date) is before
/// `today`. It is listed under the first day it touches — with `showPast` its affected
/// date, otherwise the first day it touches from `today` on, so a lecture moved from
/// last week to next week appears under next week ("verschoben von …").
struct ReportSelection: Sendable {
    /// One heading of the report and the changes listed under it.
    struct Day: Sendable {
        let date: CalendarDate
        let changes: [OccurrenceChange]
    }

    let days: [Day]
    /// Changes left out because they lie entirely before `today`.
    let hiddenCount: Int
    /// Undated notices first (in the given order), then by date.
    let notices: [ReportNotice]

    init(report: ChangeReport, options: ReportOptions) {
        var byDay: [CalendarDate: [OccurrenceChange]] = [:]
        var hidden = 0
        for change in report.diff.changes {
            let touched = [change.old?.start.date, change.new?.start.date].compactMap { $0 }.sorted()
            let day = options.showPast ? touched.first : touched.first { $0 >= options.today }
            guard let day else {
                hidden += 1
                continue
            }
            byDay[day, default: []].append(change)
        }
        days = byDay.keys.sorted().map { date in
            let kindOrder = OccurrenceChange.Kind.allCases
            let sorted = byDay[date]!.sorted { a, b in
                let ka = ReportSelection.sortKey(a, on: date), kb = ReportSelection.sortKey(b, on: date)
                if ka != kb { return ka < kb }
                if a.summary != b.summary { return a.summary < b.summary }
                if a.uid != b.uid { return a.uid < b.uid }
                return kindOrder.firstIndex(of: a.kind)! < kindOrder.firstIndex(of: b.kind)!
            }
            return Day(date: date, changes: sorted)
        }
        hiddenCount = hidden
        notices = ReportSelection.ordered(report.notices)
    }

    /// The number of changes listed.
    var visibleCount: Int { days.reduce(0) { $0 + $1.changes.count } }

    /// Notices in report order: undated first, then by date; ties keep their given order.
    static func ordered(_ notices: [ReportNotice]) -> [ReportNotice] {
        notices.enumerated().sorted { a, b in
            switch (a.element.date, b.element.date) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }

    /// The occurrence whose times a change shows when listed under `day`: the old one for
    /// removals and for moves away from `day`, otherwise the new one.
    static func shownOccurrence(_ change: OccurrenceChange, on day: CalendarDate) -> OccurrenceSnapshot {
        guard let old = change.old else { return change.new! }
        guard let new = change.new else { return old }
        if change.kind == .removed || (change.kind == .moved && old.start.date == day) { return old }
        return new
    }

    /// All-day occurrences first, then by start time.
    private static func sortKey(_ change: OccurrenceChange, on day: CalendarDate) -> Int {
        let shown = shownOccurrence(change, on: day)
        return shown.isAllDay ? -1 : shown.start.time.secondsSinceMidnight
    }
}
