import ICalendar
import XCTest
@testable import SemesterCal

final class TextReportRendererTests: XCTestCase {
    private typealias F = ReportFixtures

    private func text(_ changes: [OccurrenceChange], _ language: String = "de", notices: [ReportNotice] = [],
                      today: String = F.monday, showPast: Bool = false, colors: Bool = false) -> String {
        TextReportRenderer.render(F.report(changes, notices: notices),
                                  options: F.options(language, today: today, showPast: showPast, colors: colors))
    }

    func test_every_kind_is_described_in_german_grouped_by_day_in_time_order() {
        XCTAssertEqual(text(F.everyKind.reversed()), """
            Mo 12.10.2020
              08:00–09:30  Mathematik — fällt aus
              10:00–11:30  Physik — verschoben auf Di 13.10. 10:00–11:30
              14:00–15:30  Chemie — Raum FA007 → FB105

            Di 13.10.2020
              08:00–09:30  Biologie — neu
              12:00–13:30  Geografie — entfällt aus dem Plan
              14:00–15:30  Kunst — findet wieder statt
              16:00–17:30  Literatur — geändert: Beschreibung

            """)
    }

    func test_every_kind_is_described_in_english() {
        XCTAssertEqual(text(F.everyKind, "en"), """
            Mon 2020-10-12
              08:00–09:30  Mathematik — cancelled
              10:00–11:30  Physik — moved to Tue 2020-10-13 10:00–11:30
              14:00–15:30  Chemie — room FA007 → FB105

            Tue 2020-10-13
              08:00–09:30  Biologie — new
              12:00–13:30  Geografie — removed from the timetable
              14:00–15:30  Kunst — takes place again
              16:00–17:30  Literatur — changed: description

            """)
    }

    func test_nothing_changed_says_so_in_one_line() {
        XCTAssertEqual(text([]), "Keine Änderungen.\n")
        XCTAssertEqual(text([], "en"), "No changes.\n")
    }

    func test_past_changes_are_hidden_and_counted_in_a_closing_line() {
        let report = text([F.pastCancellation, F.cancelled])
        XCTAssertFalse(report.contains("05.10.2020"))
        XCTAssertTrue(report.hasPrefix("Mo 12.10.2020\n"))
        XCTAssertTrue(report.hasSuffix("\n\n1 vergangene Änderung ausgeblendet (--all zeigt sie)\n"))

        let later = text([F.pastCancellation, F.cancelled, F.moved], "en", today: "2020-10-14")
        XCTAssertEqual(later, "No upcoming changes.\n\n3 past changes hidden (--all shows them)\n")
        XCTAssertTrue(text([F.pastCancellation, F.cancelled], today: "2020-10-14")
            .contains("2 vergangene Änderungen ausgeblendet (--all zeigt sie)"))
    }

    func test_show_past_lists_past_changes_and_has_no_hidden_line() {
        let report = text([F.pastCancellation, F.cancelled], showPast: true)
        XCTAssertEqual(report, """
            Mo 05.10.2020
              08:00–09:30  Mathematik — fällt aus

            Mo 12.10.2020
              08:00–09:30  Mathematik — fällt aus

            """)
    }

    func test_move_from_a_past_day_is_listed_under_its_new_day() {
        let move = F.change(.moved,
                            old: F.occurrence("2020-10-05", "10:00", "11:30", summary: "Physik"),
                            new: F.occurrence(F.tuesday, "12:00", "13:30", summary: "Physik"), fields: ["date", "time"])
        XCTAssertEqual(text([move]), """
            Di 13.10.2020
              12:00–13:30  Physik — verschoben von Mo 05.10. 10:00–11:30

            """)
        XCTAssertEqual(text([move], "en", showPast: true), """
            Mon 2020-10-05
              10:00–11:30  Physik — moved to Tue 2020-10-13 12:00–13:30

            """)
    }

    func test_move_within_the_day_names_only_the_new_times_and_room_not_the_description() {
        let move = F.change(.moved,
                            old: F.occurrence(F.monday, "08:00", "09:30", location: "FA007"),
                            new: F.occurrence(F.monday, "12:00", "13:30", location: "FB105", description: "neu"),
                            fields: ["time", "location", "description"])
        XCTAssertEqual(text([move]), """
            Mo 12.10.2020
              08:00–09:30  Mathematik — verschoben auf 12:00–13:30, Raum FA007 → FB105

            """)
    }

    func test_move_with_a_new_title_names_the_old_title() {
        let move = F.change(.moved,
                            old: F.occurrence(F.monday, "08:00", "09:30", summary: "Mathe"),
                            new: F.occurrence(F.monday, "12:00", "13:30"),
                            fields: ["time", "summary"])
        XCTAssertEqual(text([move]), """
            Mo 12.10.2020
              08:00–09:30  Mathematik — verschoben auf 12:00–13:30, geändert: Titel (vorher „Mathe“)

            """)
    }

    func test_move_into_another_year_names_the_year() {
        let move = F.change(.moved, old: F.occurrence("2020-12-21", "08:00", "09:30"),
                            new: F.occurrence("2021-01-11", "08:00", "09:30"), fields: ["date"])
        XCTAssertTrue(text([move], today: "2020-12-01").contains("verschoben auf Mo 11.01.2021 08:00–09:30"))
    }

    func test_all_day_occurrences_come_first_and_say_so() {
        let excursion = F.change(.added, old: nil,
                                 new: F.occurrence(F.monday, "00:00", "00:00", uid: "sc-x@semestercal", summary: "Exkursion", allDay: true))
        XCTAssertEqual(text([F.cancelled, excursion]), """
            Mo 12.10.2020
              ganztägig    Exkursion — neu
              08:00–09:30  Mathematik — fällt aus

            """)
        XCTAssertTrue(text([excursion], "en").contains("  all day      Exkursion — new\n"))
    }

    func test_room_change_leaves_out_the_common_address_and_names_missing_rooms() {
        XCTAssertTrue(text([F.roomChanged]).contains("Raum FA007 → FB105"))
        let fromNowhere = F.change(.roomChanged, old: F.occurrence(F.monday, "08:00", "09:30", location: ""),
                                   new: F.occurrence(F.monday, "08:00", "09:30", location: "FB105"), fields: ["location"])
        XCTAssertTrue(text([fromNowhere]).contains("Raum (kein Raum) → FB105"))
        XCTAssertTrue(text([fromNowhere], "en").contains("room (no room) → FB105"))
    }

    func test_changed_title_shows_the_old_one() {
        let renamed = F.change(.otherChanged, old: F.occurrence(F.monday, "08:00", "09:30", summary: "Mathe 1"),
                               new: F.occurrence(F.monday, "08:00", "09:30", summary: "Mathematik 1"), fields: ["summary"])
        XCTAssertTrue(text([renamed]).contains("Mathematik 1 — geändert: Titel (vorher „Mathe 1“)\n"))
        XCTAssertTrue(text([renamed], "en").contains("Mathematik 1 — changed: title (was “Mathe 1”)\n"))
    }

    func test_notices_follow_in_their_own_section_undated_first() {
        let notices = [ReportNotice(message: "Änderung passt zu keinem Termin", date: F.date("2020-10-14")),
                       ReportNotice(message: "Zeile 3 nicht verstanden")]
        XCTAssertEqual(text([F.cancelled], notices: notices), """
            Mo 12.10.2020
              08:00–09:30  Mathematik — fällt aus

            Hinweise
              • Zeile 3 nicht verstanden
              • Mi 14.10.2020: Änderung passt zu keinem Termin

            """)
        XCTAssertTrue(text([], "en", notices: notices).hasPrefix("No changes.\n\nNotices\n  • Zeile 3"))
    }

    func test_initial_calendar_is_one_line_plus_notices() {
        let options = F.options()
        let initial = F.report(F.everyKind, initial: (23, 312))
        XCTAssertEqual(TextReportRenderer.render(initial, options: options),
                       "Neuer Kalender: 23 Termine (312 Einzeltermine) geschrieben.\n")
        XCTAssertEqual(TextReportRenderer.render(F.report([], initial: (1, 1)), options: F.options("en")),
                       "New calendar: 1 event (1 occurrence) written.\n")
        let withNotice = F.report([], notices: [ReportNotice(message: "Zeile 3 nicht verstanden")], initial: (23, 312))
        XCTAssertEqual(TextReportRenderer.render(withNotice, options: options), """
            Neuer Kalender: 23 Termine (312 Einzeltermine) geschrieben.

            Hinweise
              • Zeile 3 nicht verstanden

            """)
    }

    func test_colours_only_when_asked() {
        XCTAssertFalse(text(F.everyKind).contains("\u{1B}"))
        let coloured = text(F.everyKind, colors: true)
        XCTAssertTrue(coloured.contains("\u{1B}[1mMo 12.10.2020\u{1B}[0m\n"))
        XCTAssertTrue(coloured.contains("Mathematik — \u{1B}[31mfällt aus\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("Geografie — \u{1B}[31mentfällt aus dem Plan\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("Biologie — \u{1B}[32mneu\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("Kunst — \u{1B}[32mfindet wieder statt\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("Physik — \u{1B}[33mverschoben"))
        XCTAssertTrue(coloured.contains("Chemie — \u{1B}[33mRaum"))
        XCTAssertTrue(coloured.contains("Literatur — geändert: Beschreibung\n"))
    }

    func test_control_characters_from_the_calendar_cannot_break_lines_or_reach_the_terminal() {
        let evil = F.change(.added, old: nil, new: F.occurrence(F.monday, "08:00", "09:30", summary: "Ma\nthe\u{1B}[2J"))
        let report = text([evil], notices: [ReportNotice(message: "a\r\nb")])
        XCTAssertFalse(report.contains("\u{1B}"))
        XCTAssertFalse(report.contains("\r"))
        XCTAssertTrue(report.contains("  08:00–09:30  Ma the [2J — neu\n"))
        XCTAssertTrue(report.contains("  • a  b\n"))
    }

    func test_same_report_gives_the_same_text() {
        XCTAssertEqual(text(F.everyKind), text(F.everyKind.shuffled()))
    }
}
