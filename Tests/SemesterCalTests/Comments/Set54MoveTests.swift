import XCTest
@testable import SemesterCal

/// Set 54's largest family still flagged after its silently wrong ones were read: single moves in the
/// office's and lecturers' words. New wordings, none copied from the set; expectations written before
/// the reader ran on them. A new date on another weekday must have its weekday named (else the
/// planner's check for a slip in a date flags it, by design).
final class Set54MoveTests: CommentPhraseTestCase {
    /// "nicht am 12.11., sondern am Fr 13.11.": the session of the first date is on the second.
    func test_not_on_one_date_but_on_another() {
        assertDates("nicht am 3.11., sondern am Mi 4.11.", day: "Dienstag", weekly("Dienstag", without: ["2020-11-03"], plus: ["2020-11-04"]))
        // The second date is one of the series' own: the first is left out, nothing is added.
        assertDates("Vorlesung nicht am 17.11., sondern erst am 24.11.", day: "Dienstag", weekly("Dienstag", without: ["2020-11-17"]))
        assertDates("not on 12 Nov but on Friday 13 Nov", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-12"], plus: ["2020-11-13"]))
        assertFlagged("nicht am 10.11. sondern am 12.11.", day: "Dienstag")
    }

    /// "in KW 44 ausnahmsweise am Montag", "in wk 52 and 53 on Mon instead", "am 2.11. stattdessen
    /// dienstags": in these weeks or on these dates the session is on another weekday.
    func test_another_weekday_in_some_weeks_or_on_some_dates() {
        assertDates("in KW 46 ausnahmsweise am Mittwoch", day: "Dienstag", weekly("Dienstag", without: ["2020-11-10"], plus: ["2020-11-11"]))
        assertDates("immer montags, nur in KW 50 am Donnerstag", day: "Montag", weekly("Montag", without: ["2020-12-07"], plus: ["2020-12-10"]))
        assertDates("in weeks 51 and 53 on Tuesday instead", day: "Montag",
                    weekly("Montag", without: ["2020-12-14", "2020-12-28"], plus: ["2020-12-15", "2020-12-29"]))
        // Written with the Wednesday of that week; flagged after the reader ran: a date and another weekday
        // without the new date is that week's day for set 54's writer (b54-187) and not said for set 47's
        // (b47-385, "which Friday is not given"). With the new date named, or a week, it reads.
        assertFlagged("am 9.11. stattdessen am Mittwoch", day: "Montag", bestGuess: weekly("Montag", without: ["2020-11-09"], plus: ["2020-11-11"]))
        assertDates("in KW 48 stattdessen freitags", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-26"], plus: ["2020-11-27"]))
        assertDates("am 15.10. ausnahmsweise Freitag (16.10.)", day: "Donnerstag", weekly("Donnerstag", without: ["2020-10-15"], plus: ["2020-10-16"]))
    }

    /// "VL vom 4.5. wird auf den 6.5. gelegt", "wandert die Sitzung vom 21.4. auf Do, 22.4.": other verbs of moving.
    func test_other_verbs_of_moving() {
        assertDates("Sitzung vom 10.11. wird auf den Do 12.11. gelegt", day: "Dienstag", weekly("Dienstag", without: ["2020-11-10"], plus: ["2020-11-12"]))
        assertDates("die Vorlesung wandert vom 2.12. auf Fr, 4.12.", day: "Mittwoch", weekly("Mittwoch", without: ["2020-12-02"], plus: ["2020-12-04"]))
    }

    /// "mittwochs, ab KW 20 freitags", "bis KW 45 freitags, danach donnerstags", "ab KW 47 Di statt Mo": the
    /// sessions move to another weekday from a week on (set 54's writer keeps them in the row's
    /// calendar, as every moved session). Written before the reader ran on them.
    func test_the_weekday_changes_from_a_week_on() {
        let thursdaysFrom26Nov = ["2020-11-26", "2020-12-03", "2020-12-10", "2020-12-17", "2020-12-24", "2020-12-31", "2021-01-07", "2021-01-14", "2021-01-21"]
        assertDates("dienstags, ab KW 48 donnerstags", day: "Dienstag", weekly("Dienstag", until: "2020-11-22") + thursdaysFrom26Nov)
        assertDates("bis KW 46 montags, danach mittwochs", day: "Montag",
                    weekly("Montag", until: "2020-11-15") + ["2020-11-18", "2020-11-25", "2020-12-02", "2020-12-09", "2020-12-16", "2020-12-23", "2020-12-30", "2021-01-06", "2021-01-13", "2021-01-20"])
        assertDates("ab KW 45 Do statt Di", day: "Dienstag",
                    weekly("Dienstag", until: "2020-11-01") + ["2020-11-05", "2020-11-12", "2020-11-19"] + thursdaysFrom26Nov)
        assertDates("exception: in week 49 we meet on Friday", day: "Donnerstag", weekly("Donnerstag", without: ["2020-12-03"], plus: ["2020-12-04"]))
    }
}
