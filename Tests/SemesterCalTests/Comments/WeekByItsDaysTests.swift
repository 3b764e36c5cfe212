import XCTest
@testable import SemesterCal

/// A week named by its days: "KW 44 (26.-30.10.)", "Woche vom 16.11. bis 20.11.", "week of Nov
/// 16-20". The days say which ISO week is meant; where they do not lie in one week, or not in the
/// week whose number stands beside them, the comment contradicts itself. Each phrase was written with
/// its expected dates before the reader ran on it: three of them were silently wrong before (the
/// days were read as a range of "only" dates, or as a start and an end), the others flagged.
final class WeekByItsDaysTests: CommentPhraseTestCase {
    /// A week number restated by the days of that week, in brackets: the week, as if alone.
    func test_a_week_restated_by_its_days_is_that_week() {
        assertDates("Kalenderwoche 44 (26.-30.10.)", day: "Montag", ["2020-10-26"])
        assertDates("KW 45 (02.11.-06.11.)", day: "Montag", ["2020-11-02"])
        assertDates("week 47 (Nov 16-20)", day: "Montag", ["2020-11-16"])
        assertDates("Vorlesung nur in KW 41 (5.-9.10.) und KW 42 (12.-16.10.)", day: "Dienstag", ["2020-10-06", "2020-10-13"])
        assertDates("Kalenderwoche 44 (26.-30.10.) entfällt", day: "Montag", weekly("Montag").filter { $0 != "2020-10-26" })
        assertDates("Ausfall KW 45 (02.11.-06.11.)", day: "Dienstag", weekly("Dienstag").filter { $0 != "2020-11-03" })
        assertDates("KW 50 (7.12.-11.12.) und KW 51 (14.12.-18.12.) entfallen", day: "Mittwoch",
                    weekly("Mittwoch").filter { $0 != "2020-12-09" && $0 != "2020-12-16" })
        assertDates("KW 53 (28.12.2020 - 01.01.2021) entfällt", day: "Freitag", weekly("Freitag").filter { $0 != "2021-01-01" })
        assertDates("Beginn erst KW 43 (19.-23.10.)", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("KW 17 (26.4.-30.4.) keine Übung", day: "Mittwoch", weekly("Mittwoch", term: "SS2021").filter { $0 != "2021-04-28" }, term: "SS2021")
    }

    /// "Woche vom 16.11. bis 20.11.", "in der Woche 9.-13.11.", "week of Nov 16-20": the week
    /// holding those days.
    func test_a_week_named_by_its_first_and_last_day_is_that_week() {
        assertDates("Woche vom 16.11. bis 20.11.", day: "Freitag", ["2020-11-20"])
        assertDates("in der Woche 9.-13.11.", day: "Mittwoch", ["2020-11-11"])
        assertDates("week of Nov 16-20", day: "Donnerstag", ["2020-11-19"])
        assertDates("no lecture in the week of Nov 16-20", day: "Donnerstag", weekly("Donnerstag").filter { $0 != "2020-11-19" })
        assertDates("in der Woche 9.-13.11. keine Vorlesung", day: "Mittwoch", weekly("Mittwoch").filter { $0 != "2020-11-11" })
        assertDates("Beginn in der Woche vom 19.10. bis 23.10.", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-21" })
        assertDates("Woche 28.12.-1.1. keine VL", day: "Montag", weekly("Montag").filter { $0 != "2020-12-28" })
    }

    /// Days that do not lie in the week named beside them, or in one week at all.
    func test_days_that_are_not_the_week_flag() {
        assertFlagged("KW 45 (9.-13.11.) entfällt", day: "Montag")
        assertFlagged("week 47 (Nov 23-27)", day: "Montag")
        assertFlagged("Woche vom 16.11. bis 27.11.", day: "Montag")
        assertFlagged("Beginn erst KW 43 (12.-16.10.)", day: "Donnerstag")
    }

    /// A week in brackets after a date without its year: the term's year says whether it holds the
    /// date ("starts 12 Oct (week 42)").
    func test_a_week_restating_a_date_without_its_year_is_checked_in_the_term() {
        assertDates("starts 12 Oct (week 42)", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-12" })
        assertDates("Beginn am 24.03. (KW 12)", day: "Mittwoch", weekly("Mittwoch", term: "SS2021").filter { $0 >= "2021-03-24" }, term: "SS2021")
        assertFlagged("starts 12 Oct (week 43)", day: "Montag")
        assertFlagged("Beginn am 24.03. (KW 13)", day: "Mittwoch", term: "SS2021")
    }
}
