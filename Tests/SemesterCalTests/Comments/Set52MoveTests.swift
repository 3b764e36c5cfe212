import XCTest
@testable import SemesterCal

/// Moves in the timetable office's and lecturers' words, the family set 52 flagged most often where
/// its writer gave dates (scored after set 52's first families). New wordings, none copied from the
/// set; the expectations were written down before the reader ran on them.
final class Set52MoveTests: CommentPhraseTestCase {
    /// "2.12. verlegt auf Do 3.12.", "Termin 30.11. -> Di 1.12.": the date a session leaves, before the
    /// move word, and the date it moves to after it.
    func test_the_date_left_before_the_move_word() {
        assertDates("Termin 9.11. → Mi 11.11.", day: "Montag", weekly("Montag", without: ["2020-11-09"], plus: ["2020-11-11"]))
        assertDates("7.12. wird auf Di 8.12. verschoben", day: "Montag", weekly("Montag", without: ["2020-12-07"], plus: ["2020-12-08"]))
        assertDates("Moved: 3 Dec -> 4 Dec (Fri)", day: "Donnerstag", weekly("Donnerstag", without: ["2020-12-03"], plus: ["2020-12-04"]))
        assertDates("Vorlesung 13.11. verlegt auf 12.11. (Do) und 27.11. auf 26.11. (Do)", day: "Freitag",
                    weekly("Freitag", without: ["2020-11-13", "2020-11-27"], plus: ["2020-11-12", "2020-11-26"]))
        assertDates("21.4. verlegt auf Do 22.4., 5.5. verlegt auf Do 6.5.", day: "Mittwoch",
                    weekly("Mittwoch", term: "SS2021", without: ["2021-04-21", "2021-05-05"], plus: ["2021-04-22", "2021-05-06"]), term: "SS2021")
        assertDates("Die für den 2.12. geplante Vorlesung findet am Fr., 4.12. statt", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-12-02"], plus: ["2020-12-04"]))
    }

    /// "Start verschoben auf KW 44", "Beginn auf 22.10. verschoben (urspr. 8.10.)": the start moved is
    /// the series' start.
    func test_the_start_moved() {
        assertDates("Start verschoben auf KW 43", day: "Dienstag", weekly("Dienstag", from: "2020-10-20"))
        assertDates("Beginn auf 29.10. verschoben (ursprünglich 15.10.)", day: "Donnerstag", weekly("Donnerstag", from: "2020-10-29"))
        assertDates("start of lectures moved from 6 Oct to 13 Oct", day: "Dienstag", weekly("Dienstag", from: "2020-10-13"))
        assertDates("Vorlesungsbeginn um eine Woche verschoben auf 19.10.", day: "Montag", weekly("Montag", from: "2020-10-19"))
    }

    /// "erste Vorlesung nicht am 8.10., sondern erst am 15.10.": the first session named by what it is not.
    func test_the_first_session_not_then_but_later() {
        assertDates("erste Vorlesung nicht am 6.10., sondern erst am 20.10.", day: "Dienstag", weekly("Dienstag", from: "2020-10-20"))
        assertDates("Beginn nicht in KW 11, sondern erst in KW 12", day: "Montag", weekly("Montag", term: "SS2021", from: "2021-03-22"), term: "SS2021")
        assertDates("first class not on 17 March but on 24 March", day: "Mittwoch", weekly("Mittwoch", term: "SS2021", from: "2021-03-24"), term: "SS2021")
    }

    /// "Verlegung in KW 46 auf Dienstag", "ab KW 15 auf Dienstag verlegt": the sessions of a week, or
    /// from a week on, move to another weekday.
    func test_moves_to_another_weekday_in_or_from_a_week() {
        assertDates("Verlegung in KW 47 auf Mittwoch", day: "Montag", weekly("Montag", without: ["2020-11-16"], plus: ["2020-11-18"]))
        assertDates("in week 45 the lecture moves to Friday", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-05"], plus: ["2020-11-06"]))
        assertDates("ab KW 48 auf Donnerstag verlegt", day: "Dienstag",
                    ["2020-10-06", "2020-10-13", "2020-10-20", "2020-10-27", "2020-11-03", "2020-11-10", "2020-11-17", "2020-11-26",
                     "2020-12-03", "2020-12-10", "2020-12-17", "2020-12-24", "2020-12-31", "2021-01-07", "2021-01-14", "2021-01-21"])
        assertDates("from week 16 the class moves to Tuesdays", day: "Montag",
                    ["2021-03-15", "2021-03-22", "2021-03-29", "2021-04-05", "2021-04-12", "2021-04-20", "2021-04-27", "2021-05-04",
                     "2021-05-11", "2021-05-18", "2021-05-25", "2021-06-01", "2021-06-08", "2021-06-15", "2021-06-22", "2021-06-29",
                     "2021-07-06"], term: "SS2021")
    }
}
