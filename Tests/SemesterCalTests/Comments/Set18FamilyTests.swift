import XCTest
@testable import SemesterCal

/// Families that sealed set 18 found (scored once: 212/229 exact, 2 silently wrong), each in
/// wordings of its own, written with their expected dates before the reader ran on them: "Wo"
/// without its dot before a week number, and a list of dates said to be weekly.
final class Set18FamilyTests: CommentPhraseTestCase {
    func test_wo_before_a_week_number_is_a_week_word_without_its_dot() {
        assertDates("Wo 12 / Wo 15 / Wo 18", day: "Dienstag", ["2021-03-23", "2021-04-13", "2021-05-04"], term: "SS2021")
        assertDates("Wo 44-46", day: "Mittwoch", ["2020-10-28", "2020-11-04", "2020-11-11"])
        assertDates("nicht in Wo 47", day: "Mittwoch", weekly("Mittwoch").filter { $0 != "2020-11-18" })
    }

    func test_a_list_of_dates_said_to_be_weekly_flags() {
        assertFlagged("Termine: 14.10./28.10./11.11. – wöchentlich", day: "Mittwoch")
        assertFlagged("weekly, on 14 Oct, 4 Nov and 2 Dec", day: "Mittwoch")
        // One date and "weekly" is where the series starts.
        assertDates("wöchentlich ab 4.11.", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-11-04" })
    }
}
