import Foundation
import ICalendar
@testable import SemesterCal

/// Builders for report tests: one occurrence is `occurrence("2020-10-12", "08:00", "09:30")`.
enum ReportFixtures {
    static let monday = "2020-10-12"
    static let tuesday = "2020-10-13"

    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    static func at(_ iso: String, _ time: String) -> LocalDateTime {
        let p = time.split(separator: ":").map { Int($0)! }
        return LocalDateTime(date: date(iso), time: LocalTime(hour: p[0], minute: p[1])!)
    }

    static func occurrence(_ day: String, _ start: String, _ end: String, uid: String = "sc-1@semestercal",
                           summary: String = "Mathematik", location: String = "FA007", description: String = "",
                           cancelled: Bool = false, allDay: Bool = false, originalStart: LocalDateTime? = nil) -> OccurrenceSnapshot {
        OccurrenceSnapshot(uid: uid, originalStart: originalStart ?? at(day, start), start: at(day, start), end: at(day, end),
                           isAllDay: allDay, summary: summary, location: location, description: description,
                           isCancelled: cancelled)
    }

    static func change(_ kind: OccurrenceChange.Kind, old: OccurrenceSnapshot?, new: OccurrenceSnapshot?,
                       fields: [String] = []) -> OccurrenceChange {
        OccurrenceChange(kind: kind, uid: (old ?? new)!.uid, old: old, new: new, fields: fields)
    }

    static func report(_ changes: [OccurrenceChange], notices: [ReportNotice] = [],
                       initial: (events: Int, occurrences: Int)? = nil, name: String = "Informatik WS2020") -> ChangeReport {
        ChangeReport(calendarName: name, diff: CalendarDiff(changes: changes, oldCount: 10, newCount: 10),
                     notices: notices, initialCalendar: initial)
    }

    static func options(_ language: String = "de", today: String = monday, showPast: Bool = false,
                        colors: Bool = false) -> ReportOptions {
        ReportOptions(today: date(today), showPast: showPast, colors: colors, language: language)
    }

    // One change of every kind, Monday and Tuesday.

    static let cancelled = change(.cancelled,
        old: occurrence(monday, "08:00", "09:30", uid: "sc-math@semestercal"),
        new: occurrence(monday, "08:00", "09:30", uid: "sc-math@semestercal", cancelled: true))
    static let moved = change(.moved,
        old: occurrence(monday, "10:00", "11:30", uid: "sc-phys@semestercal", summary: "Physik"),
        new: occurrence(tuesday, "10:00", "11:30", uid: "sc-phys@semestercal", summary: "Physik",
                        originalStart: at(monday, "10:00")),
        fields: ["date"])
    static let roomChanged = change(.roomChanged,
        old: occurrence(monday, "14:00", "15:30", uid: "sc-chem@semestercal", summary: "Chemie", location: "FA007, Campus Hof"),
        new: occurrence(monday, "14:00", "15:30", uid: "sc-chem@semestercal", summary: "Chemie", location: "FB105, Campus Hof"),
        fields: ["location"])
    static let added = change(.added, old: nil,
        new: occurrence(tuesday, "08:00", "09:30", uid: "sc-bio@semestercal", summary: "Biologie"))
    static let removed = change(.removed,
        old: occurrence(tuesday, "12:00", "13:30", uid: "sc-geo@semestercal", summary: "Geografie"), new: nil)
    static let reinstated = change(.reinstated,
        old: occurrence(tuesday, "14:00", "15:30", uid: "sc-art@semestercal", summary: "Kunst", cancelled: true),
        new: occurrence(tuesday, "14:00", "15:30", uid: "sc-art@semestercal", summary: "Kunst"))
    static let otherChanged = change(.otherChanged,
        old: occurrence(tuesday, "16:00", "17:30", uid: "sc-lit@semestercal", summary: "Literatur", description: "Dozent A"),
        new: occurrence(tuesday, "16:00", "17:30", uid: "sc-lit@semestercal", summary: "Literatur", description: "Dozent B"),
        fields: ["description"])

    static let everyKind = [cancelled, moved, roomChanged, added, removed, reinstated, otherChanged]

    /// A cancellation a week before Monday.
    static let pastCancellation = change(.cancelled,
        old: occurrence("2020-10-05", "08:00", "09:30", uid: "sc-math@semestercal"),
        new: occurrence("2020-10-05", "08:00", "09:30", uid: "sc-math@semestercal", cancelled: true))
}
