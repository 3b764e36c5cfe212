import XCTest
@testable import SemesterCal

/// Sessions and weeks counted from the start or the end of the series or the lecture period ("die
/// letzten drei Termine entfallen", "nur die ersten 4 Wochen", "ab der zweiten Vorlesungswoche"), and
/// small ordinals of "Woche" that could count either calendar weeks or weeks of the lecture period.
/// Each phrase was written with its expected dates or flag before the reader ran on it; the flagged
/// cases of sets 42 and 44–46 pointed at the family, none is copied from them.
final class SessionsAtTheEdgesTests: CommentPhraseTestCase {
    private let ss = "SS2021"

    /// Sessions counted: the first or last N dates of the series the rest of the comment plans.
    func test_the_first_or_last_sessions_called_off_or_kept() {
        assertDates("die letzten drei Termine entfallen", day: "Montag",
                    weekly("Montag", term: ss, without: ["2021-06-21", "2021-06-28", "2021-07-05"]), term: ss)
        assertDates("Die ersten beiden Sitzungen fallen aus", day: "Montag",
                    weekly("Montag", term: ss, without: ["2021-03-15", "2021-03-22"]), term: ss)
        assertDates("only the first three sessions", day: "Montag", ["2021-03-15", "2021-03-22", "2021-03-29"], term: ss)
        assertDates("the last two classes are cancelled", day: "Montag",
                    weekly("Montag", term: ss, without: ["2021-06-28", "2021-07-05"]), term: ss)
        assertDates("letzte Vorlesung entfällt", day: "Montag", weekly("Montag", term: ss, without: ["2021-07-05"]), term: ss)
        assertDates("nur die ersten 4 Termine", day: "Montag", ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26"])
        assertDates("Die letzten zwei Termine entfallen", day: "Mittwoch", weekly("Mittwoch", without: ["2021-01-13", "2021-01-20"]))
    }

    /// Sessions are counted once the lecture-free days are gone: with Hof's Christmas break (28.12.
    /// and 4.1. are off), the last three Monday sessions are 21.12., 11.1. and 18.1. Revised after set
    /// 48: the break lies among them, and whether the writer counted it is not said, so the row is
    /// flagged (Set48FamilyTests); the best guess stays the count after the break.
    func test_sessions_are_counted_after_the_lecture_free_days() {
        let planned = Fixtures.plan("die letzten drei Termine entfallen", day: "Montag", holidays: true)
        XCTAssertFalse(planned.understood)
        XCTAssertEqual(planned.dates.last?.iso, "2020-12-14")
        XCTAssertEqual(planned.skipped.filter { $0.reason == "die letzten drei Termine entfallen" }.map(\.date.iso), ["2020-12-21", "2021-01-11", "2021-01-18"])
    }

    /// The count applies to the series the other cues plan: after an interval and after exclusions.
    func test_the_count_applies_to_the_planned_series() {
        assertDates("14-tägig, die letzten beiden Termine entfallen", day: "Montag",
                    ["2021-03-15", "2021-03-29", "2021-04-12", "2021-04-26", "2021-05-10", "2021-05-24", "2021-06-07"], term: ss)
        // Revised in stop 39 (was the five sessions left after KW 42): the metamorphic check counts before
        // the cancellation (the first five, KW 42 among them off), this phrase counted after it; both are
        // possible, so a session the comment calls off among those counted is flagged (Set49FamilyTests).
        assertFlagged("nur die ersten 5 Termine, KW 42 entfällt", day: "Montag")
        assertDates("die ersten beiden und die letzten beiden Termine entfallen", day: "Montag",
                    weekly("Montag", without: ["2020-10-05", "2020-10-12", "2021-01-11", "2021-01-18"]))
    }

    /// Found by the metamorphic check (set 47 held out): a date the comment adds among those it counts
    /// out. Which of the two holds is not said.
    func test_a_named_date_among_the_sessions_counted_out() {
        assertFlagged("die letzten zwei Termine entfallen, zusätzlich am 11.1.", day: "Montag")
    }

    /// No count with a plural, or more sessions than the series has: not determined.
    func test_counts_that_say_nothing_or_too_much() {
        assertFlagged("die letzten Termine entfallen", day: "Montag", term: ss)
        assertFlagged("die ersten 20 Termine", day: "Montag")
    }

    /// Weeks counted: weeks of the lecture period, from the week of its first day.
    func test_the_first_or_last_weeks_of_the_lecture_period() {
        assertDates("nur die ersten 4 Wochen", day: "Montag", ["2021-03-15", "2021-03-22", "2021-03-29", "2021-04-05"], term: ss)
        assertDates("in den letzten zwei Wochen der Vorlesungszeit keine Vorlesung", day: "Montag",
                    weekly("Montag", term: ss, without: ["2021-06-28", "2021-07-05"]), term: ss)
        assertDates("in den ersten vier Wochen der Vorlesungszeit", day: "Donnerstag", ["2021-03-18", "2021-03-25", "2021-04-01", "2021-04-08"], term: ss)
        assertDates("the first 4 weeks online, then on campus", day: "Montag", weekly("Montag", term: ss), term: ss)
    }

    /// "ab der zweiten Vorlesungswoche", "ab der 3. Woche des Semesters": a week of the lecture period.
    func test_a_start_in_a_counted_week_of_the_lecture_period() {
        assertDates("ab der zweiten Vorlesungswoche", day: "Montag", weekly("Montag", term: ss, from: "2021-03-22"), term: ss)
        assertDates("ab der 3. Woche des Semesters", day: "Montag", weekly("Montag", term: ss, from: "2021-03-29"), term: ss)
        assertDates("erst ab der 2. Semesterwoche", day: "Montag", weekly("Montag", term: ss, from: "2021-03-22"), term: ss)
        // Found by set 47 (a crash: no week counted): the first week of the period is the whole series.
        assertDates("ab der ersten Vorlesungswoche", day: "Montag", weekly("Montag", term: ss), term: ss)
    }

    /// The winter term 2020/21 starts on a Thursday: whether the half week of 1–2 October is the
    /// first week is not said. Revised after the reader ran: the Thursday row and "in den ersten vier
    /// Wochen der Vorlesungszeit" on a Thursday were first written with dates (KW 40 as the first
    /// week); held-out sets 38 and 43 flag weeks counted from this period for Thursday and Friday rows
    /// too, and "KW 41-44" is a third reading, so every row is flagged.
    func test_weeks_counted_from_a_lecture_period_that_starts_mid_week() {
        assertFlagged("nur die ersten 4 Wochen", day: "Montag")
        assertFlagged("ab der 3. Woche des Semesters", day: "Montag")
        assertFlagged("ab der 3. Woche des Semesters", day: "Donnerstag")
        assertFlagged("in den ersten vier Wochen der Vorlesungszeit", day: "Donnerstag")
        assertDates("nur in den letzten 3 Wochen", day: "Freitag", ["2021-01-08", "2021-01-15", "2021-01-22"])
    }

    /// "ab der 2. Woche": the second calendar week, or the second week of lectures? With "KW" or a
    /// week number of the term it is the calendar week; "jede 2. Woche" is a rhythm.
    func test_a_small_ordinal_week_without_a_week_word_of_the_calendar() {
        assertFlagged("ab der 2. Woche", day: "Montag")
        assertFlagged("ab der 2. Woche", day: "Montag", term: ss)
        assertDates("ab der 2. KW", day: "Montag", ["2021-01-11", "2021-01-18"])
        assertDates("ab der 44. Woche", day: "Montag", weekly("Montag", from: "2020-10-26"))
        assertDates("jede 2. Woche", day: "Montag", ["2021-03-15", "2021-03-29", "2021-04-12", "2021-04-26", "2021-05-10",
                                                      "2021-05-24", "2021-06-07", "2021-06-21", "2021-07-05"], term: ss)
    }
}
