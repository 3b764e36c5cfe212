import XCTest
@testable import SemesterCal

/// Families that sealed set 16 found (scored once: 218/228 exact, 2 silently wrong), each in
/// wordings of its own, written with their expected dates before the reader ran on them: a
/// fortnight as a noun, two rhythms at once, alternate weeks, the parts of the hours per week,
/// abbreviated session nouns, the date of something else, and the reason after "wegen".
final class Set16FamilyTests: CommentPhraseTestCase {
    private let everyOtherMondayFromWeek42 = ["2020-10-12", "2020-10-26", "2020-11-09", "2020-11-23", "2020-12-07", "2020-12-21", "2021-01-04", "2021-01-18"]

    func test_a_fortnight_is_every_second_week() {
        assertDates("once a fortnight, first session Oct 9", day: "Freitag",
                    ["2020-10-09", "2020-10-23", "2020-11-06", "2020-11-20", "2020-12-04", "2020-12-18", "2021-01-01", "2021-01-15"])
        assertDates("every fortnight from week 42", day: "Montag", everyOtherMondayFromWeek42)
        assertDates("einmal alle zwei Wochen ab KW 42", day: "Montag", everyOtherMondayFromWeek42)
        assertDates("once a fortnight", day: "Montag",
                    ["2020-10-05", "2020-10-19", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14", "2020-12-28", "2021-01-11"])
    }

    func test_two_rhythms_at_once_flag() {
        assertFlagged("KW 43-47, 14-tägig und wöchentlich im Wechsel", day: "Freitag")
        assertFlagged("mal wöchentlich, mal 14-tägig", day: "Montag")
    }

    func test_alternate_weeks_are_every_second_week() {
        assertDates("on alternate weeks starting week 42", day: "Donnerstag",
                    ["2020-10-15", "2020-10-29", "2020-11-12", "2020-11-26", "2020-12-10", "2020-12-24", "2021-01-07", "2021-01-21"])
        assertDates("in alternating weeks from 12 Oct", day: "Montag", everyOtherMondayFromWeek42)
    }

    func test_the_parts_of_the_hours_per_week_are_counts() {
        assertDates("4 SWS (2 V + 2 Ü), Gruppe 2", day: "Mittwoch", weekly("Mittwoch"))
        assertDates("3 SWS: 2 VL, 1 Übg", day: "Mittwoch", weekly("Mittwoch"))
    }

    func test_abbreviated_session_nouns() {
        assertDates("letzte Veranst. am 25.06.", day: "Freitag", weekly("Freitag", term: "SS2021").filter { $0 <= "2021-06-25" }, term: "SS2021")
        assertDates("erste Veranst. 23.10.", day: "Freitag", weekly("Freitag").filter { $0 >= "2020-10-23" })
    }

    func test_the_date_of_an_exam_or_a_registration_is_not_a_session() {
        assertDates("exam date 29 Jan, lectures start week 43", day: "Freitag", weekly("Freitag").filter { $0 >= "2020-10-23" })
        assertDates("registration date: 2 Oct", day: "Montag", weekly("Montag"))
        assertDates("Prüfungstermin 3.2.2021", day: "Montag", weekly("Montag"))
    }

    func test_a_reason_after_wegen_is_not_a_date() {
        assertDates("Ausfall KW 49 u. 50 wg. Projektwoche", day: "Montag", weekly("Montag").filter { !["2020-11-30", "2020-12-07"].contains($0) })
        assertDates("entfällt am 18.11. wegen Exkursionswoche", day: "Mittwoch", weekly("Mittwoch").filter { $0 != "2020-11-18" })
    }
}
