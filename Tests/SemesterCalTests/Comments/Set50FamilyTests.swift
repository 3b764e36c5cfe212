import XCTest
@testable import SemesterCal

/// The families behind what held-out set 50 found silently wrong at its first score (scored with the
/// reader after set 49's families). The phrases are new wordings of each family, none copied from the
/// set; their expectations were written down before the reader ran on them.
final class Set50FamilyTests: CommentPhraseTestCase {
    /// A bar after a rhythm word separates the phases it parts; it joins no list of weeks.
    func test_a_bar_after_a_rhythm() {
        assertFlagged("KW 42–45 wöchentlich | KW 46–2 nur gerade Wochen", day: "Montag")
    }

    /// "exam prep", "Klausurvorbereitung", "exam review session": sessions of the course before the exam,
    /// not the exam; dates added for them are sessions.
    func test_exam_preparation_sessions_are_sessions() {
        assertDates("weekly until 17 Dec, plus an exam review session on 14 Jan", day: "Donnerstag",
                    ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29", "2020-11-05", "2020-11-12",
                     "2020-11-19", "2020-11-26", "2020-12-03", "2020-12-10", "2020-12-17", "2021-01-14"])
        assertDates("bis KW 50 wöchentlich, danach Prüfungsvorbereitung am 11.1. und 18.1.", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16",
                     "2020-11-23", "2020-11-30", "2020-12-07", "2021-01-11", "2021-01-18"])
    }

    /// "3 x im Semester", "twice per term": how many sessions, not when.
    func test_a_number_of_sessions_in_the_term() {
        assertFlagged("Tutorium 3 x im Semester", day: "Montag")
        assertFlagged("the tutorial meets twice per term", day: "Dienstag")
        assertFlagged("findet dreimal im Semester statt", day: "Mittwoch")
    }

    /// Groups in weeks of both parities, the week noun said once for both: every week.
    func test_groups_in_both_parities_with_the_noun_said_once() {
        assertDates("Gruppe 1 gerade, Gruppe 2 ungerade KW", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16",
                     "2020-11-23", "2020-11-30", "2020-12-07", "2020-12-14", "2020-12-21", "2020-12-28", "2021-01-04",
                     "2021-01-11", "2021-01-18"])
    }

    /// "(erster Termin 3.11.)" after "ab November 14-tägig": the first session of that phase, not the
    /// series' start.
    func test_the_first_session_of_a_phase_by_month() {
        assertDates("im Oktober wöchentlich, ab November 14-tägig (erster Termin 3.11.)", day: "Dienstag",
                    ["2020-10-06", "2020-10-13", "2020-10-20", "2020-10-27", "2020-11-03", "2020-11-17", "2020-12-01",
                     "2020-12-15", "2020-12-29", "2021-01-12"])
    }

    /// Weeks named for two modes, and a session of the series in none of them: held, or not?
    func test_a_session_outside_the_weeks_two_modes_name() {
        assertFlagged("Präsenz KW 42, 44 – online KW 43, 45 – ab KW 46 keine Vorlesung mehr", day: "Mittwoch")
    }
}
