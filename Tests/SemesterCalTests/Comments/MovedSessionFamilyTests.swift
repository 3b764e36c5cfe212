import XCTest
@testable import SemesterCal

/// A session moved to another day, in the wordings held-out set 47 showed the reader did not know
/// (other verbs, the old date after "vom" or "on", the new weekday in brackets after its date, a
/// make-up in the next clause). Each phrase was written with its expected dates or flag before the
/// reader ran on it; none is copied from the set.
final class MovedSessionFamilyTests: CommentPhraseTestCase {
    private let ss = "SS2021"

    func test_a_move_with_both_dates_and_the_new_weekday_named() {
        assertDates("Die Vorlesung vom 10.11. wird auf Mittwoch, 11.11., verschoben", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-11-10"], plus: ["2020-11-11"]))
        assertDates("Tue 24 Nov lecture moves to Wed 25 Nov", day: "Dienstag", weekly("Dienstag", without: ["2020-11-24"], plus: ["2020-11-25"]))
        assertDates("the Nov 12 lecture moves to Wed Nov 11", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-12"], plus: ["2020-11-11"]))
        assertDates("Thursday Nov 19 class is held on Friday Nov 20 instead", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-11-19"], plus: ["2020-11-20"]))
        assertDates("the session on June 11 is brought forward to Thu June 10", day: "Freitag",
                    weekly("Freitag", term: ss, without: ["2021-06-11"], plus: ["2021-06-10"]), term: ss)
        assertDates("Verschiebung: Di 15.6. → Mi 16.6., 9:45 Uhr", day: "Dienstag",
                    weekly("Dienstag", term: ss, without: ["2021-06-15"], plus: ["2021-06-16"]), term: ss)
        assertDates("Die Vorlesung am 7.12. findet am Samstag, den 12.12.2020 statt", day: "Montag",
                    weekly("Montag", without: ["2020-12-07"], plus: ["2020-12-12"]))
    }

    /// "am 3.12. (Do)": the weekday in brackets after the date names it.
    func test_the_new_weekday_in_brackets_after_its_date() {
        assertDates("statt am 1.12. findet die Vorlesung am 3.12. (Do) statt", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-12-01"], plus: ["2020-12-03"]))
        assertDates("Vorlesung am 9.12. fällt aus und wird am 11.12. (Fr) nachgeholt", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-12-09"], plus: ["2020-12-11"]))
    }

    /// A cancellation, then the make-up in a clause of its own.
    func test_a_make_up_after_the_cancellation() {
        assertDates("we skip Nov 4 and catch up on Sat Nov 7", day: "Mittwoch", weekly("Mittwoch", without: ["2020-11-04"], plus: ["2020-11-07"]))
        assertDates("no class on Dec 10 - makeup on Monday Dec 14", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-12-10"], plus: ["2020-12-14"]))
        assertDates("Sat 22 May is cancelled and made up on Fri 28 May", day: "Samstag",
                    weekly("Samstag", term: ss, without: ["2021-05-22"], plus: ["2021-05-28"]), term: ss)
        assertDates("am 5.5. fällt die Vorlesung aus; Nachholung am Montag, 10. Mai", day: "Mittwoch",
                    weekly("Mittwoch", term: ss, without: ["2021-05-05"], plus: ["2021-05-10"]), term: ss)
    }

    /// The weeks named, and one of their sessions moved.
    func test_a_move_inside_the_weeks_named() {
        assertDates("KW 19–23; die Vorlesung am 21.5. wird am Do, 20.5. gehalten", day: "Freitag",
                    ["2021-05-14", "2021-05-20", "2021-05-28", "2021-06-04", "2021-06-11"], term: ss)
    }

    /// "11/11" is the same day in either order.
    func test_a_slash_date_the_same_in_either_order() {
        assertDates("no class on 11/11", day: "Mittwoch", weekly("Mittwoch", without: ["2020-11-11"]))
    }

    /// A new date on another weekday than the row's, without that weekday named: flagged, as before.
    func test_a_new_date_on_another_weekday_not_named() {
        assertFlagged("Oct 26 class moved to Oct 28", day: "Montag")
    }
}
