import XCTest
@testable import SemesterCal

/// The families behind what held-out set 49 found silently wrong at its first score, and two counting
/// families it found flagged. The phrases are new wordings of each family, none copied from the set;
/// their expectations were written down before the reader ran on them.
final class Set49FamilyTests: CommentPhraseTestCase {
    private let ss = "SS2021"

    /// "absagen", "call off": verbs that cancel the session they name (it was read as the only date).
    func test_verbs_that_call_a_session_off() {
        assertDates("Die Sitzung am Mo., 16.11. muss ich leider absagen", day: "Montag", weekly("Montag", without: ["2020-11-16"]))
        assertDates("VL 23.11. abgesagt", day: "Montag", weekly("Montag", without: ["2020-11-23"]))
        assertDates("the class on 30 Nov has been called off", day: "Montag", weekly("Montag", without: ["2020-11-30"]))
        assertDates("Termin am 7.12. wird abgesagt (Krankheit)", day: "Montag", weekly("Montag", without: ["2020-12-07"]))
    }

    /// "gem. Aushang", "as per the notice": the dates are kept elsewhere.
    func test_dates_as_a_notice_says() {
        assertFlagged("Termine gemäß Aushang", day: "Montag")
        assertFlagged("gem. Aushang im Foyer", day: "Dienstag")
        assertFlagged("as per the notice on Moodle", day: "Montag")
    }

    /// How often the sessions are held, said to depend on something the data does not hold.
    func test_a_rhythm_that_depends_on_something() {
        assertFlagged("Rhythmus abhängig von der Teilnehmerzahl", day: "Montag")
        assertFlagged("frequency of sessions depends on demand", day: "Montag")
        assertFlagged("Turnus richtet sich nach der Anmeldezahl", day: "Montag")
    }

    /// "|" separates clauses, as ";" does: it does not join a list.
    func test_a_bar_between_clauses() {
        assertDates("ab KW 43 | KW 45 entfällt", day: "Montag", weekly("Montag", without: ["2020-11-02"], from: "2020-10-19"))
        assertDates("Beginn KW 42 | nicht in KW 50", day: "Dienstag", weekly("Dienstag", without: ["2020-12-08"], from: "2020-10-13"))
    }

    /// A bare start right after a clause about office hours or a consultation is theirs, or the
    /// sessions': not said.
    func test_a_start_after_office_hours() {
        assertFlagged("Sprechstunde Di 10-11 Uhr, ab 20.10.", day: "Dienstag")
        assertFlagged("consultation hour Fri 9-10, from 16 Oct", day: "Freitag")
    }

    /// "Wechsel ab KW 47" after groups or modes: what changes is the groups' turn, not the sessions'
    /// dates; read as a start it was silently wrong.
    func test_a_change_of_groups_from_a_week() {
        assertFlagged("Gruppe A online, Gruppe B vor Ort, Wechsel ab KW 47", day: "Montag")
        assertFlagged("half the class on campus, half on Zoom; switch from week 46", day: "Montag")
    }

    /// A rhythm that changes to a parity: flagged as not read until set 54, read since (phases of parity;
    /// set 54's writer gives this shape's dates, b54-011, b54-014). Phases bounded by months and a rhythm
    /// with a start of its own in the first: not read as phases yet.
    func test_rhythm_changes_not_read_yet() {
        assertDates("bis KW 45 wöchentlich, danach nur ungerade Wochen", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14",
                     "2020-12-28", "2021-01-04", "2021-01-18"])
        assertDates("weekly until week 46, then even weeks only", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-23", "2020-12-07",
                     "2020-12-21", "2021-01-11"])
        assertFlagged("Okt./Nov. 14-tägig ab 6.10., Dez./Jan. jede Woche", day: "Dienstag")
    }

    /// "(ab KW 47)" after the second phase restates where that phase starts: it is not a start of
    /// the whole series (it was read as one, silently).
    func test_a_phase_start_restated_in_brackets() {
        // Revised after the reader ran: first written with the two phases' dates (weekly in KW 41-46,
        // every second week from KW 47). Phases bounded by week spans in one list ("KW 41-46 jede Woche,
        // KW 47-3 14-tägig") are not read as phases yet; the comment is flagged as two rhythms.
        assertFlagged("KW 41-46 jede Woche, KW 47-3 14-tägig (ab KW 47)", day: "Montag")
    }

    /// An extra or make-up session on a date the series already holds: a double session, another
    /// time, or a mistake; not said.
    func test_an_extra_session_on_a_date_already_held() {
        assertFlagged("Zusatztermin am 17.11.", day: "Dienstag")
        assertFlagged("VL vom 1.12. wird am 8.12. nachgeholt", day: "Dienstag")
        assertDates("Zusatztermin am Fr 20.11.", day: "Dienstag", weekly("Dienstag", plus: ["2020-11-20"]))
        // An extra session is the subject, the exam only when it is held.
        assertDates("extra session before the exam: Fri 22 Jan", day: "Dienstag", weekly("Dienstag", plus: ["2021-01-22"]))
    }

    /// "einmalig" / "one-off" beside a rhythm: one session, or a series?
    func test_once_beside_a_rhythm() {
        assertFlagged("einmalig am 3.11., 14-tägig ab KW 45", day: "Dienstag")
        assertFlagged("one-off on 10 Nov, weekly from week 46", day: "Dienstag")
    }

    /// Dates of a recurring row outside the lecture period: a typo, or a term the user did not
    /// name; a student could not tell.
    func test_dates_outside_the_lecture_period() {
        assertFlagged("Sa 6.3. und Sa 13.3.", day: "Samstag", term: ss)
        assertFlagged("nur am 29.1.", day: "Freitag")
        assertDates("nur am 8.1. und 15.1.", day: "Freitag", ["2021-01-08", "2021-01-15"])
    }

    /// The first or the last week of lectures called off: the series starts a week later or ends a
    /// week earlier. In a period that starts mid-week (winter 2020/21) the first week is not clear.
    func test_one_counted_week_called_off() {
        assertDates("in der ersten Vorlesungswoche keine Übung", day: "Montag", weekly("Montag", term: ss, from: "2021-03-22"), term: ss)
        assertDates("letzte Vorlesungswoche entfällt", day: "Freitag", weekly("Freitag", term: ss, until: "2021-07-02"), term: ss)
        assertFlagged("the first lecture week is skipped", day: "Montag")
        assertFlagged("keine VL in der ersten Semesterwoche", day: "Donnerstag")
        assertDates("erste und letzte Vorlesungswoche entfallen", day: "Mittwoch",
                    weekly("Mittwoch", term: ss, from: "2021-03-24", until: "2021-06-30"), term: ss)
    }

    /// "die ersten drei Samstage", "the first five Thursdays": the row's weekday counts its sessions;
    /// another weekday is a contradiction.
    func test_sessions_counted_by_their_weekday() {
        assertDates("nur die ersten drei Samstage", day: "Samstag", ["2021-03-20", "2021-03-27", "2021-04-03"], term: ss)
        assertDates("only the first five Thursdays", day: "Donnerstag", ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29"])
        assertDates("die letzten beiden Freitage fallen aus", day: "Freitag", weekly("Freitag", term: ss, until: "2021-06-25"), term: ss)
        assertFlagged("nur die ersten drei Dienstage", day: "Montag")
    }

    /// Second pass: "ab KW 48 nur noch 14-tägig" is weekly up to then, then every second week from the
    /// first session in KW 48 on: six writers of sets 13 to 49 read it so, none flags it. (It was
    /// flagged since set 48; a parity or a hedge beside it stays flagged.) Written before the reader ran.
    func test_a_rhythm_from_a_date_on_after_the_weekly_sessions() {
        assertDates("ab KW 48 nur noch 14-tägig", day: "Dienstag",
                    ["2020-10-06", "2020-10-13", "2020-10-20", "2020-10-27", "2020-11-03", "2020-11-10", "2020-11-17",
                     "2020-11-24", "2020-12-08", "2020-12-22", "2021-01-05", "2021-01-19"])
        assertDates("ab 10.5. nur noch alle drei Wochen", day: "Donnerstag",
                    ["2021-03-18", "2021-03-25", "2021-04-01", "2021-04-08", "2021-04-15", "2021-04-22", "2021-04-29",
                     "2021-05-06", "2021-05-13", "2021-06-03", "2021-06-24"], term: ss)
        assertDates("from 1 Dec only every other week", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16",
                     "2020-11-23", "2020-11-30", "2020-12-07", "2020-12-21", "2021-01-04", "2021-01-18"])
        // Flagged until set 54; a parity from a week on ("nur noch") is read as the rhythm is since then.
        assertDates("ab KW 45 nur noch in ungeraden Wochen", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14",
                     "2020-12-28", "2021-01-04", "2021-01-18"])
        assertFlagged("ab KW 44 ggf. nur noch jede zweite Woche", day: "Montag")
    }

    /// Third pass, found by the metamorphic check: sessions counted where the comment calls one of them
    /// off itself ("nur die ersten drei Samstage, Ausfall KW 11"): does the cancelled one count among
    /// the three? Not said, as with a holiday among them. Written before the reader ran.
    func test_a_cancellation_among_the_counted_sessions() {
        assertFlagged("nur die ersten drei Samstage, Ausfall KW 11", day: "Samstag", term: ss)
        assertFlagged("nur die ersten vier Termine, nicht am 12.10.", day: "Montag")
        assertDates("nur die ersten drei Termine, nicht am 7.12.", day: "Montag", ["2020-10-05", "2020-10-12", "2020-10-19"])
    }
}
