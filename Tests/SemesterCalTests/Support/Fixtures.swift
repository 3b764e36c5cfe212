import ICalendar
@testable import SemesterCal

/// Small builders so tests read like the contract: `plan("14-tägig ab KW 42", on: .wednesday, in: "WS2020")`.
enum Fixtures {
    static let weekdays = ["Montag": 1, "Dienstag": 2, "Mittwoch": 3, "Donnerstag": 4, "Freitag": 5, "Samstag": 6, "Sonntag": 7]

    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    static func dates(_ isos: String...) -> [CalendarDate] { isos.map(date) }

    static func row(comment: String = "", day: String = "Montag", style: String = "Vorlesung Fixzeit",
                    start: String = "08:00", end: String = "09:30", startDate: String? = nil, endDate: String? = nil,
                    label: String = "Mathematik", id: String = "1", room: String = "FA007", splus: String = "Mathe§abc%1 $ 2",
                    docent: String = "Lecturer 1", group: String = "", index: Int = 0, file: String = "test.json") -> LectureRow {
        func time(_ t: String) -> LocalTime {
            let p = t.split(separator: ":").map { Int($0)! }
            return LocalTime(hour: p[0], minute: p[1])!
        }
        return LectureRow(
            source: RowSource(file: file, index: index), id: id, label: label, docent: docent, type: "HF", style: style,
            group: group, weekday: weekdays[day]!, startTime: time(start), endTime: time(end),
            startDate: startDate.map(date), endDate: endDate.map(date), room: room, splusName: splus,
            comment: comment, sp: "-")
    }

    static func plan(_ comment: String, day: String = "Montag", term: String = "WS2020", holidays: Bool = false) -> PlannedLecture {
        LecturePlanner(term: Term(parsing: term)!, profile: .hochschuleHof, appliesLectureFreeDays: holidays)
            .plan(row: row(comment: comment, day: day))
    }

    static func isoDates(_ comment: String, day: String = "Montag", term: String = "WS2020") -> [String] {
        plan(comment, day: day, term: term).dates.map(\.iso)
    }
}
