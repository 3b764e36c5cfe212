import ICalendar
import XCTest
@testable import SemesterCal

final class MarkdownReportRendererTests: XCTestCase {
    private typealias F = ReportFixtures

    private func markdown(_ changes: [OccurrenceChange], _ language: String = "de", notices: [ReportNotice] = [],
                          name: String = "Informatik WS2020", today: String = F.monday, showPast: Bool = false,
                          colors: Bool = false) -> String {
        MarkdownReportRenderer.render(F.report(changes, notices: notices, name: name),
                                      options: F.options(language, today: today, showPast: showPast, colors: colors))
    }

    func test_heading_with_name_and_counts_then_a_table_per_day_in_german() {
        XCTAssertEqual(markdown(F.everyKind + [F.pastCancellation], notices: [ReportNotice(message: "Zeile 3 nicht verstanden")]), """
            # Informatik WS2020 — 7 Änderungen

            1× neu, 1× aus dem Plan entfernt, 1× fällt aus, 1× findet wieder statt, 1× verschoben, 1× Raum geändert, 1× Details geändert

            ## Mo 12.10.2020

            | Zeit | Veranstaltung | Änderung |
            | --- | --- | --- |
            | 08:00–09:30 | Mathematik | fällt aus |
            | 10:00–11:30 | Physik | verschoben auf Di 13.10. 10:00–11:30 |
            | 14:00–15:30 | Chemie | Raum FA007 → FB105 |

            ## Di 13.10.2020

            | Zeit | Veranstaltung | Änderung |
            | --- | --- | --- |
            | 08:00–09:30 | Biologie | neu |
            | 12:00–13:30 | Geografie | entfällt aus dem Plan |
            | 14:00–15:30 | Kunst | findet wieder statt |
            | 16:00–17:30 | Literatur | geändert: Beschreibung |

            ## Hinweise

            - Zeile 3 nicht verstanden

            _1 vergangene Änderung ausgeblendet (--all zeigt sie)_

            """)
    }

    func test_every_kind_in_english() {
        let report = markdown(F.everyKind, "en")
        XCTAssertTrue(report.hasPrefix("# Informatik WS2020 — 7 changes\n\n1× new, 1× removed, 1× cancelled, 1× reinstated, "
            + "1× moved, 1× room changed, 1× details changed\n\n## Mon 2020-10-12\n\n| Time | Event | Change |\n"))
        for row in ["| 08:00–09:30 | Mathematik | cancelled |", "| 10:00–11:30 | Physik | moved to Tue 2020-10-13 10:00–11:30 |",
                    "| 14:00–15:30 | Chemie | room FA007 → FB105 |", "| 08:00–09:30 | Biologie | new |",
                    "| 12:00–13:30 | Geografie | removed from the timetable |", "| 14:00–15:30 | Kunst | takes place again |",
                    "| 16:00–17:30 | Literatur | changed: description |"] {
            XCTAssertTrue(report.contains(row + "\n"), row)
        }
        XCTAssertFalse(report.contains("hidden"))
    }

    func test_past_changes_hidden_and_counted_unless_show_past() {
        XCTAssertEqual(markdown([F.pastCancellation], "en"), """
            # Informatik WS2020

            No upcoming changes.

            _1 past change hidden (--all shows it)_

            """)
        let all = markdown([F.pastCancellation, F.cancelled], showPast: true)
        XCTAssertTrue(all.hasPrefix("# Informatik WS2020 — 2 Änderungen\n\n2× fällt aus\n\n## Mo 05.10.2020\n"))
        XCTAssertFalse(all.contains("ausgeblendet"))
    }

    func test_no_changes_and_initial_calendar() {
        XCTAssertEqual(markdown([]), "# Informatik WS2020\n\nKeine Änderungen.\n")
        let initial = MarkdownReportRenderer.render(F.report([], initial: (23, 312)), options: F.options("en"))
        XCTAssertEqual(initial, "# Informatik WS2020\n\nNew calendar: 23 events (312 occurrences) written.\n")
        XCTAssertEqual(markdown([], name: ""), "# Stundenplan\n\nKeine Änderungen.\n")
    }

    func test_calendar_text_is_escaped_and_never_coloured() {
        let tricky = F.change(.added, old: nil, new: F.occurrence(F.monday, "08:00", "09:30", summary: "A|B *fett* <b>\nC"))
        let report = markdown([tricky], name: "WS_2020 #1", colors: true)
        XCTAssertTrue(report.hasPrefix("# WS\\_2020 \\#1 — 1 Änderung\n"))
        XCTAssertTrue(report.contains("| 08:00–09:30 | A\\|B \\*fett\\* \\<b\\> C | neu |\n"))
        XCTAssertFalse(report.contains("\u{1B}"))
    }

    func test_same_report_gives_the_same_markdown() {
        XCTAssertEqual(markdown(F.everyKind), markdown(F.everyKind.shuffled()))
    }
}
