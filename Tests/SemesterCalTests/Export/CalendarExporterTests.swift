import ICalendar
import XCTest
@testable import SemesterCal

final class CalendarExporterTests: XCTestCase {
    private let term = Term(parsing: "WS2020")!
    private let stamp = LocalDateTime(date: CalendarDate(iso: "2020-10-01")!, time: LocalTime(hour: 0, minute: 0)!)

    private func calendar(_ rows: [LectureRow]) throws -> String {
        let planner = LecturePlanner(term: term, profile: .hochschuleHof)
        let exporter = CalendarExporter(profile: .hochschuleHof, calendarName: "Test, WS", timestamp: stamp)
        return ICalendarWriter.serialize(try exporter.calendar(for: planner.plan(rows).lectures))
    }

    func test_weekly_row_has_rrule_until_in_utc_and_christmas_exdates() throws {
        let ics = try calendar([Fixtures.row(day: "Montag", start: "09:45", end: "11:15")])
        XCTAssertTrue(ics.contains("DTSTART;TZID=Europe/Berlin:20201005T094500\r\n"))
        XCTAssertTrue(ics.contains("RRULE:FREQ=WEEKLY;UNTIL=20210118T084500Z\r\n"))
        XCTAssertTrue(ics.contains("EXDATE;TZID=Europe/Berlin:20201228T094500,20210104T094500\r\n"))
    }

    func test_not_understood_row_is_marked_in_description_and_categories() throws {
        let ics = try calendar([Fixtures.row(comment: "Termine nach Plan")])
        XCTAssertTrue(ics.contains("DESCRIPTION:⚠ Termine unsicher"))
        XCTAssertTrue(ics.contains("CATEGORIES:Vorlesung,Termine unsicher\r\n"))
    }

    func test_summary_names_the_kind_when_not_a_lecture_and_location_has_the_campus() throws {
        let ics = try calendar([Fixtures.row(style: "Übungen Fixzeit", label: "Analysis")])
        XCTAssertTrue(ics.contains("SUMMARY:Analysis (Übung)\r\n"))
        XCTAssertTrue(ics.contains("LOCATION:FA007\\, Campus Hof\\, Alfons-Goppel-Platz 1\\, 95028 Hof\r\n"))
    }

    func test_a_group_is_named_once_without_the_services_brackets() throws {
        let cases = [("(Gruppe I)", "Gruppe I"), ("(Gruppe IV) ", "Gruppe IV"), ("Gr. B", "Gruppe B"), ("A", "Gruppe: A"),
                     ("(Labor 2)", "Gruppe: Labor 2"), ("Gruppe", "Gruppe: Gruppe")]
        for (raw, shown) in cases {
            let ics = try calendar([Fixtures.row(group: raw)])
            let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
            XCTAssertTrue(unfolded.contains("\\nArt: Vorlesung Fixzeit\\n\(shown)\\n"), "\(raw): \(unfolded)")
        }
        let none = try calendar([Fixtures.row(group: "  ")])
        XCTAssertFalse(none.contains("Gruppe"), "a blank group gives no line")
        XCTAssertEqual(EventWording.groupLine("(Gruppe II)", .english), "Group II")
    }

    func test_a_calendar_without_events_still_has_a_component() throws {
        // RFC 5545 §3.6: a calendar holds one or more components; eleven corpus files have no rows.
        let ics = try calendar([])
        let calendar = try ICalendarReader.parse(bytes: Array(ics.utf8))
        XCTAssertEqual(calendar.components.map(\.name), ["VTIMEZONE"])
        XCTAssertTrue(ics.contains("TZID:Europe/Berlin\r\n"))
        XCTAssertTrue(ics.contains("DTSTART:19961027T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\n"),
                      "the zone's yearly rules, as for a calendar with events")
    }

    func test_exam_block_is_categorised() throws {
        let ics = try calendar([Fixtures.row(comment: "Klausurtermin", style: "Blockveranstaltung", startDate: "2021-02-01", endDate: "2021-02-01")])
        XCTAssertTrue(ics.contains("CATEGORIES:Blockveranstaltung,Prüfung\r\n"))
        let events = try ICalendarReader.parse(bytes: Array(ics.utf8)).components(named: "VEVENT")
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.allSatisfy { $0.first("RRULE") == nil }, "a single date, not a series")
    }

    func test_calendar_header_and_deterministic_bytes() throws {
        let rows = [Fixtures.row(day: "Montag", index: 0), Fixtures.row(day: "Dienstag", splus: "X§1%2 $ 2", index: 1)]
        let a = try calendar(rows)
        let b = try calendar(rows.reversed())
        XCTAssertEqual(a, b, "event order must not depend on input order")
        XCTAssertTrue(a.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        XCTAssertTrue(a.contains("METHOD:PUBLISH\r\n"))
        XCTAssertTrue(a.contains("X-WR-CALNAME:Test\\, WS\r\n"))
        XCTAssertTrue(a.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"))
        XCTAssertTrue(a.hasSuffix("END:VCALENDAR\r\n"))
    }

    func test_reminders_are_display_alarms_sorted_once_each_and_not_on_cancelled_instances() throws {
        let planner = LecturePlanner(term: term, profile: .hochschuleHof)
        let row = Fixtures.row(day: "Montag", start: "09:45", end: "11:15", splus: "Mathe§abc%1 $ 2")
        let feed = Data("""
            {"changes": [
              {"id": "1", "label": "Mathematik", "splusname": "Mathe§abc%1 $ 2 Vertretung01", "reason": "Krankheit",
               "original": {"day": "Montag", "time": "09:45", "date": "12.10.2020", "room": "FA007"}, "alternative": null},
              {"id": "2", "label": "Mathematik", "splusname": "Mathe§abc%1 $ 2 Vertretung01",
               "original": {"day": "Montag", "time": "09:45", "date": "19.10.2020", "room": "FA007"},
               "alternative": {"day": "Montag", "time": "09:45", "date": "19.10.2020", "room": "FB105"}}
            ]}
            """.utf8)
        let changes = ChangeApplier.apply(try ChangeFeedReader.read(data: feed, file: "feed.json"), to: planner.plan([row]).lectures)
        let exporter = CalendarExporter(profile: .hochschuleHof, calendarName: "x", timestamp: stamp, reminderMinutes: [15, 0, 15, 60])
        let calendar = try exporter.calendar(for: planner.plan([row]).lectures, changes: changes)
        let events = calendar.components(named: "VEVENT")
        XCTAssertEqual(events.count, 3)
        for event in events {
            let triggers = event.components(named: "VALARM").map { $0.first("TRIGGER")?.value ?? "" }
            if event.first("STATUS")?.value == "CANCELLED" {
                XCTAssertEqual(triggers, [], "no reminder for a lecture that does not take place")
            } else {
                XCTAssertEqual(triggers, ["PT0S", "-PT15M", "-PT60M"])
                XCTAssertEqual(event.components(named: "VALARM").first?.first("ACTION")?.value, "DISPLAY")
            }
        }
        let plain = try CalendarExporter(profile: .hochschuleHof, calendarName: "x", timestamp: stamp)
            .calendar(for: planner.plan([row]).lectures)
        XCTAssertTrue(plain.components(named: "VEVENT").allSatisfy { $0.components.isEmpty }, "no reminders unless asked")
    }
}
