import XCTest
@testable import SemesterCal

/// Dates written in ways the reader did not know: month first with a slash ("12/21", as English
/// writers do), and month-name dates separated by semicolons. Each phrase was written with its
/// expected dates or flag before the reader ran on it; the flagged cases of sets 40–46 pointed at
/// the family, none is copied from them.
final class WrittenDateFamilyTests: CommentPhraseTestCase {
    /// "12/21": month and day, read only where no day/month order could be meant (the day above 12)
    /// and not in a list of weeks.
    func test_month_first_with_a_slash() {
        assertDates("no sessions on 12/21 and 12/28", day: "Montag", weekly("Montag", without: ["2020-12-21", "2020-12-28"]))
        assertDates("no class on 11/17", day: "Dienstag", weekly("Dienstag", without: ["2020-11-17"]))
        assertDates("meets on 10/15, 10/22 and 10/29", day: "Donnerstag", ["2020-10-15", "2020-10-22", "2020-10-29"])
        assertDates("the session on 11/30 won't take place", day: "Montag", weekly("Montag", without: ["2020-11-30"]))
        assertDates("11/18: no lecture", day: "Mittwoch", weekly("Mittwoch", without: ["2020-11-18"]))
        assertDates("last class 12/14/2020", day: "Montag", weekly("Montag", until: "2020-12-14"))
        assertDates("from 10/19", day: "Montag", weekly("Montag", from: "2020-10-19"))
    }

    /// Both numbers 12 or less: 9 November or 11 September? Weeks and groups stay as they were.
    func test_slashes_that_are_not_a_month_and_day() {
        assertFlagged("no class 11/9", day: "Montag")
        assertDates("KW 12/13", day: "Montag", ["2021-03-22", "2021-03-29"], term: "SS2021")
        assertDates("Gruppe 1/2", day: "Montag", weekly("Montag", term: "SS2021"), term: "SS2021")
    }

    /// "Oct 14; Oct 28; Nov 11": a list of dates, whatever separates them.
    func test_month_name_dates_separated_by_semicolons() {
        assertDates("Oct 14; Oct 28; Nov 11", day: "Mittwoch", ["2020-10-14", "2020-10-28", "2020-11-11"])
        assertDates("Dates: 6 Apr; 4 May; 1 Jun", day: "Dienstag", ["2021-04-06", "2021-05-04", "2021-06-01"], term: "SS2021")
        assertDates("Nov 2nd; Nov 16th; Nov 30th", day: "Montag", ["2020-11-02", "2020-11-16", "2020-11-30"])
        assertDates("Start Oct 12; Nov 9 cancelled", day: "Montag", weekly("Montag", without: ["2020-11-09"], from: "2020-10-12"))
    }
}
