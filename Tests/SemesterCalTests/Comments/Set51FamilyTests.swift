import XCTest
@testable import SemesterCal

/// The families behind what held-out set 51 found silently wrong at its first score (scored with the
/// reader after set 50's families). The phrases are new wordings of each family, none copied from the
/// set; their expectations were written down before the reader ran on them.
final class Set51FamilyTests: CommentPhraseTestCase {
    /// "Mo: Gr. A (KW 42-45), Mi: Gr. B (KW 46-49)": weeks given for a weekday are that weekday's; the
    /// other weekday's weeks belong to another row.
    func test_weeks_given_for_a_weekday() {
        assertDates("Mo: Gr. A (KW 42-45), Mi: Gr. B (KW 46-49)", day: "Montag", ["2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02"])
        assertDates("Mo: Gr. A (KW 42-45), Mi: Gr. B (KW 46-49)", day: "Mittwoch", ["2020-11-11", "2020-11-18", "2020-11-25", "2020-12-02"])
    }

    /// A bound for one course of the row's list ("für WI 3 nur bis KW 47"): the others go on; which
    /// dates this row has is not said.
    func test_a_bound_for_one_course_of_the_list() {
        assertFlagged("(MI 3 + WI 3) ab KW 43, für WI 3 nur bis KW 47", day: "Montag")
    }

    /// Groups' weeks as closed lists (no "…"): the weeks named, not a rota from the first on.
    func test_closed_lists_of_the_groups_weeks() {
        assertDates("Gr. 1 KW 43/45/47, Gr. 2 KW 44/46/48 – same lab", day: "Dienstag",
                    ["2020-10-20", "2020-10-27", "2020-11-03", "2020-11-10", "2020-11-17", "2020-11-24"])
    }

    /// "Mon 19 Oct - first session": a date, then what it is after a dash.
    func test_a_first_session_named_after_its_date() {
        assertDates("Mon 19 Oct - first session", day: "Montag",
                    ["2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16", "2020-11-23", "2020-11-30",
                     "2020-12-07", "2020-12-14", "2020-12-21", "2020-12-28", "2021-01-04", "2021-01-11", "2021-01-18"])
    }

    /// "Termine → Moodle": an arrow to where the dates are kept.
    func test_an_arrow_to_where_the_dates_are() {
        assertFlagged("Termine → Moodle", day: "Montag")
        assertFlagged("Termine -> Aushang", day: "Dienstag")
    }

    /// A week number no year has ("KW 54"): a typo.
    func test_a_week_no_year_has() {
        assertFlagged("KW 52/54", day: "Montag")
        assertFlagged("nur KW 55", day: "Montag")
    }

    /// Weeks and months that do not meet: no date is left, or one of them is wrong.
    func test_weeks_and_months_that_do_not_meet() {
        assertFlagged("KW 44-46, nur im Dezember", day: "Montag")
    }

    /// The same week called off and named for a session, or named as the only week.
    func test_a_week_called_off_and_named() {
        assertFlagged("KW 47 entfällt – KW 47 Abschlusspräsentation", day: "Montag")
        assertFlagged("nur KW 46 + KW 46 entfällt", day: "Montag")
        assertFlagged("only week 50, no class in week 50", day: "Montag")
    }

    /// Second pass: the date of the last session, then after a dash what it is, in the German order.
    /// Written before the reader ran.
    func test_a_last_session_named_after_its_date() {
        assertDates("11.1. – letzte Sitzung", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16",
                     "2020-11-23", "2020-11-30", "2020-12-07", "2020-12-14", "2020-12-21", "2020-12-28", "2021-01-04", "2021-01-11"])
    }
}
