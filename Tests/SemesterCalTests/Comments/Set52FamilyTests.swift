import XCTest
@testable import SemesterCal

/// The families behind what held-out set 52 found silently wrong at its first score (scored with the
/// reader after set 51's families). The phrases are new wordings of each family, none copied from the
/// set; their expectations were written down before the reader ran on them.
final class Set52FamilyTests: CommentPhraseTestCase {
    /// "wegen der Exkursion …", "due to the field trip …": a reason names what caused the change; the
    /// clause is still about the session it moves or cancels.
    func test_a_reason_does_not_make_the_clause_about_the_activity() {
        assertDates("wegen der Exkursion wird die Vorlesung vom 3.12. auf Freitag, 4.12. verlegt", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-12-03"], plus: ["2020-12-04"]))
        assertDates("because of the field trip, no class on 12 Nov", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-11-12"]))
        assertDates("aufgrund der Exkursion entfällt die Übung am 18.11.", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-11-18"]))
        // Expected dates when written; flagged after the reader ran, for another reason than the family's:
        // 21 May is a Friday and the comment names no other weekday than the row's, which the planner
        // flags as a possible slip in the date (SeriesPlanner.checkWeekdays). The reason no longer
        // makes the clause about the visit; with the weekday named the dates are read (the next phrase).
        assertFlagged("due to the company visit the session of 19 May moves to 21 May", day: "Mittwoch", term: "SS2021",
                      bestGuess: weekly("Mittwoch", term: "SS2021", without: ["2021-05-19"], plus: ["2021-05-21"]))
        assertDates("due to the company visit the session of 19 May moves to Friday 21 May", day: "Mittwoch",
                    weekly("Mittwoch", term: "SS2021", without: ["2021-05-19"], plus: ["2021-05-21"]), term: "SS2021")
    }

    /// "Do statt Mi in KW 45": in the weeks named the session is on the other weekday.
    func test_another_weekday_instead_of_the_rows_in_some_weeks() {
        assertDates("in KW 45 Donnerstag statt Mittwoch", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-11-04"], plus: ["2020-11-05"]))
        assertDates("KW 48: Fr statt Do", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-11-26"], plus: ["2020-11-27"]))
        assertDates("on Wednesday instead of Monday in week 46", day: "Montag",
                    weekly("Montag", without: ["2020-11-09"], plus: ["2020-11-11"]))
        assertDates("ausnahmsweise Mi statt Di in KW 16", day: "Dienstag",
                    weekly("Dienstag", term: "SS2021", without: ["2021-04-20"], plus: ["2021-04-21"]), term: "SS2021")
    }

    /// "verlegt wg. Feiertag": a session moved, and neither which one nor where to is said.
    func test_a_move_without_its_dates() {
        assertFlagged("Termin verschoben (Feiertag)", day: "Montag")
        assertFlagged("moved due to public holiday", day: "Donnerstag")
        assertFlagged("Vorlesung verlegt wg. Dienstreise", day: "Dienstag")
    }

    /// "(BW 2 + IM 2) - IM 2 erst ab KW 44": a bound for one course of the row's list (as set 51's
    /// "für WI 3 nur bis KW 47"): the others go on, and which dates the row has is not said.
    func test_a_course_of_the_list_as_the_subject_of_a_bound() {
        assertFlagged("(BW 2 + IM 2) - IM 2 erst ab KW 44", day: "Freitag")
        assertFlagged("(MI 3 + WI 3), WI 3 nur bis 2.12.", day: "Mittwoch")
        assertFlagged("(Inf 3 + MI 3) MI 3 from week 45 only", day: "Montag")
    }

    /// "3 Gruppen im Wechsel, jede Gruppe alle 3 Wochen": each group's rhythm; the groups take turns,
    /// so the slot is held every week (SEMANTICS §4).
    func test_each_groups_rhythm_in_a_rota() {
        assertDates("3 Gruppen im Wechsel, jede Gruppe alle 3 Wochen", day: "Dienstag", weekly("Dienstag"))
        assertDates("two lab groups, each every other week", day: "Donnerstag", weekly("Donnerstag"))
        assertDates("Gruppen A und B abwechselnd, jede Gruppe 14-tägig, ab KW 42", day: "Montag",
                    weekly("Montag", from: "2020-10-12"))
    }

    /// "Zoom-Gruppe 1: …": a mode word joined to a session noun names the session, not a clause about
    /// the mode; the groups' dates are the row's.
    func test_a_mode_word_joined_to_a_group_or_course() {
        assertDates("Zoom-Gruppe 1: 12.10., 26.10. / Gruppe 2: 19.10., 2.11.", day: "Montag",
                    ["2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02"])
        assertDates("Online-Kurs A: 5.11., 19.11.; Kurs B: 12.11., 26.11.", day: "Donnerstag",
                    ["2020-11-05", "2020-11-12", "2020-11-19", "2020-11-26"])
    }

    /// "KW 44-47 (26.10.–16.11.)": dates in brackets restate a span of weeks; when they name other
    /// weeks, one of the two is wrong.
    func test_a_span_restated_in_dates() {
        assertDates("KW 44-47 (26.10.–16.11.)", day: "Montag", ["2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16"])
        assertFlagged("KW 44-47 (2.11.–23.11.)", day: "Montag")
        assertDates("weeks 12-15 (22 Mar - 12 Apr)", day: "Montag", ["2021-03-22", "2021-03-29", "2021-04-05", "2021-04-12"], term: "SS2021")
        assertFlagged("KW 12-15 (29.3.-19.4.)", day: "Montag", term: "SS2021")
    }

    /// "Abgabe der Übungsblätter 14-tägig (ab 2.11.)": brackets after a clause about something else
    /// belong to it.
    func test_brackets_after_a_clause_about_something_else() {
        assertDates("Abgabe der Übungsblätter 14-tägig (ab 2.11.)", day: "Montag", weekly("Montag"))
        assertDates("Hausaufgaben jede Woche (erste Abgabe 19.10.)", day: "Montag", weekly("Montag"))
        assertDates("quiz in Moodle every two weeks (from 9 Nov)", day: "Montag", weekly("Montag"))
    }

    /// "Übungsblätter 14-tägig": the rhythm of the worksheets, not of the sessions.
    func test_the_rhythm_of_worksheets() {
        assertDates("neue Aufgabenblätter alle 2 Wochen", day: "Dienstag", weekly("Dienstag"))
        assertDates("problem sets fortnightly", day: "Freitag", weekly("Freitag"))
        assertDates("Übungsblatt jede zweite Woche", day: "Mittwoch", weekly("Mittwoch"))
        assertDates("Übung jede zweite Woche", day: "Mittwoch",
                    ["2020-10-07", "2020-10-21", "2020-11-04", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-13"])
    }

    /// "KW 43 + 44, dann wieder 49 + 50": a list of weeks goes on after "then".
    func test_a_list_of_weeks_going_on_after_then() {
        assertDates("KW 42, 43, danach 47 und 48", day: "Montag", ["2020-10-12", "2020-10-19", "2020-11-16", "2020-11-23"])
        assertDates("weeks 12 and 13, then 18 and 19", day: "Montag", ["2021-03-22", "2021-03-29", "2021-05-03", "2021-05-10"], term: "SS2021")
        assertDates("KW 45/46 und später nochmal 50/51", day: "Donnerstag", ["2020-11-05", "2020-11-12", "2020-12-10", "2020-12-17"])
    }

    /// "KW 12, 14, 1b": a mistyped item of a list of weeks.
    func test_a_mistyped_item_of_a_list_of_weeks() {
        assertFlagged("KW 42, 44, 4b", day: "Montag")
        assertFlagged("KW 41, 4a, 45", day: "Dienstag")
        assertFlagged("wk 12, 14, l6", day: "Montag", term: "SS2021")
    }

    /// "Okt./Nov. wöchentlich, Dez. und Jan. 14tägig": phases named by months; a phase of two months in
    /// a row counts on from one month into the next.
    func test_phases_named_by_months() {
        assertDates("Okt + Nov wöchentlich, Dez/Jan alle 2 Wochen", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16", "2020-11-23",
                     "2020-11-30", "2020-12-07", "2020-12-21", "2021-01-04", "2021-01-18"])
        assertDates("Oct–Nov weekly, Dec and Jan every other week", day: "Donnerstag",
                    ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29", "2020-11-05", "2020-11-12", "2020-11-19",
                     "2020-11-26", "2020-12-03", "2020-12-17", "2020-12-31", "2021-01-14"])
        assertDates("März/April jede Woche, Mai bis Juli 14-täglich", day: "Dienstag",
                    ["2021-03-16", "2021-03-23", "2021-03-30", "2021-04-06", "2021-04-13", "2021-04-20", "2021-04-27",
                     "2021-05-04", "2021-05-18", "2021-06-01", "2021-06-15", "2021-06-29"], term: "SS2021")
    }

    /// "ab KW 46 nur noch alle zwei Wochen, bis dahin wöchentlich": the rhythm before a later phase's
    /// start, said after it.
    func test_the_rhythm_before_a_later_phase_said_after_it() {
        assertDates("ab KW 46 nur noch alle zwei Wochen, bis dahin wöchentlich", day: "Mittwoch",
                    ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-11", "2020-11-25", "2020-12-09",
                     "2020-12-23", "2021-01-06", "2021-01-20"])
        assertDates("every other week from week 18, before that weekly", day: "Donnerstag",
                    ["2021-03-18", "2021-03-25", "2021-04-01", "2021-04-08", "2021-04-15", "2021-04-22", "2021-04-29",
                     "2021-05-06", "2021-05-20", "2021-06-03", "2021-06-17", "2021-07-01"], term: "SS2021")
        assertDates("ab Dezember dreiwöchig, davor jede Woche", day: "Freitag",
                    ["2020-10-02", "2020-10-09", "2020-10-16", "2020-10-23", "2020-10-30", "2020-11-06", "2020-11-13", "2020-11-20",
                     "2020-11-27", "2020-12-04", "2020-12-25", "2021-01-15"])
    }

    /// "zunächst wöchentlich (KW 41–44), ab KW 45 dreiwöchig": a first rhythm said to come first.
    func test_a_first_rhythm_said_to_come_first() {
        assertDates("anfangs wöchentlich (KW 42-45), ab KW 46 14-tägig", day: "Montag",
                    ["2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-23", "2020-12-07", "2020-12-21",
                     "2021-01-04", "2021-01-18"])
        assertDates("initially weekly (weeks 12-15), every third week from week 16", day: "Montag",
                    ["2021-03-22", "2021-03-29", "2021-04-05", "2021-04-12", "2021-04-19", "2021-05-10", "2021-05-31", "2021-06-21"],
                    term: "SS2021")
    }
}
