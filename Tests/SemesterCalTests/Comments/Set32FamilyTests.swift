import XCTest
@testable import SemesterCal

/// The families of the round that sealed set 32, in wordings of their own, each written with its
/// expected dates before the reader ran on it. They come from three sources: a metamorphic run
/// (clauses of known effect added to blind-set comments the reader had read exactly: "verschoben
/// auf …", "KW 44 Blockwoche", "…, KW 5" after an exam), the silent errors of set 32 (months in
/// brackets after weeks, "Termine im Moodle-Kurs", "nach Einteilung", weeks named for two modes),
/// and a targeted set a helper wrote without the code (`fam39h`, last and first sessions, restated
/// starts, pauses, bare weeks after a negation). Set 32 was scored once, before these fixes (its
/// score is in `BlindSetTests`); these phrasings are not copied from it or from the targeted set.
final class Set32FamilyTests: CommentPhraseTestCase {
    /// "erste Stunde am 8.10., KW 5", "KW 10, 11" in a summer term: a week the lecture period does not reach holds no session of the row; weeks inside it stay exact.
    func test_weeks_named_outside_the_lecture_period_flag() {
        assertFlagged("erste Stunde am 8.10., KW 5", day: "Donnerstag")
        assertFlagged("KW 2, 3, 4", day: "Montag")
        assertDates("KW 25 - 28", day: "Dienstag", weekly("Dienstag", term: "SS2021").filter { $0 >= "2021-06-22" }, term: "SS2021")
        assertFlagged("Auftakt 2.10., dann KW 4 und 5", day: "Freitag")
        assertDates("KW 43, 45 und 47", day: "Mittwoch", ["2020-10-21", "2020-11-04", "2020-11-18"])
        assertDates("KW 11, 12, 13", day: "Montag", weekly("Montag", term: "SS2021").filter { $0 <= "2021-03-29" }, term: "SS2021")
        assertFlagged("KW 10, 11", day: "Montag", term: "SS2021")
    }

    /// "kick-off 18 March, …, nicht in KW 11": a session added on the row's day in a week the comment cancels; a session on another day of that week stays ("stattdessen Mittwoch 4.11."). A cancellation the rhythm already skips changes nothing (three blind writers read it so).
    func test_an_added_session_in_a_cancelled_week_flags() {
        assertFlagged("kick-off 18 March, then every week from CW 14, nicht in KW 11", day: "Donnerstag", term: "SS2021")
        assertFlagged("Einführung am 1.10., ab KW 43 wöchentlich, außer KW 40", day: "Donnerstag")
        assertDates("nicht in KW 45, stattdessen Mittwoch 4.11.", day: "Donnerstag", ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29", "2020-11-04", "2020-11-12", "2020-11-19", "2020-11-26", "2020-12-03", "2020-12-10", "2020-12-17", "2020-12-24", "2020-12-31", "2021-01-07", "2021-01-14", "2021-01-21"])
        assertDates("14-tägig ab KW 42, außer KW 43", day: "Donnerstag", ["2020-10-15", "2020-10-29", "2020-11-12", "2020-11-26", "2020-12-10", "2020-12-24", "2021-01-07", "2021-01-21"])
        assertDates("14-tägig ab KW 41, außer KW 45", day: "Montag", ["2020-10-05", "2020-10-19", "2020-11-16", "2020-11-30", "2020-12-14", "2020-12-28", "2021-01-11"])
        // Weeks before the start ("außer KW 42" beside "ab KW 44"): one of the numbers is probably wrong
        // (blind set 35 flags "bis KW 47 außer KW 49"); flagged since this round. Right before it, a restatement.
        assertFlagged("ab KW 44 wöchentlich, außer KW 42", day: "Montag")
        assertDates("ab KW 44 wöchentlich, außer KW 43", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-26" })
        assertDates("14-tägig ab KW 41, außer KW 52 und 53", day: "Montag", ["2020-10-05", "2020-10-19", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14", "2021-01-11"])
        assertDates("alle zwei Wochen ab KW 42, nicht in KW 47", day: "Dienstag", ["2020-10-13", "2020-10-27", "2020-11-10", "2020-11-24", "2020-12-08", "2020-12-22", "2021-01-05", "2021-01-19"])
        assertDates("alle zwei Wochen ab KW 42, nicht in KW 46", day: "Dienstag", ["2020-10-13", "2020-10-27", "2020-11-24", "2020-12-08", "2020-12-22", "2021-01-05", "2021-01-19"])
        assertFlagged("KW 42-50, außer KW 51", day: "Mittwoch")
        assertDates("Kalenderwochen 43 bis 47, nicht in KW 45", day: "Mittwoch", ["2020-10-21", "2020-10-28", "2020-11-11", "2020-11-18"])
        assertDates("in geraden KW, außer KW 45", day: "Donnerstag", ["2020-10-01", "2020-10-15", "2020-10-29", "2020-11-12", "2020-11-26", "2020-12-10", "2020-12-24", "2021-01-14"])
    }

    /// "verschoben auf 10.11." alone flags (which session does not take place?); with the old date ("Termin am Di 3.11. entfällt, verschoben auf Mi 4.11.") it is read. Moves to another weekday than the row's flag, as every date on another day does unless the comment names the day.
    func test_a_moved_session_needs_the_date_it_leaves() {
        assertFlagged("verschoben auf 10.11.", day: "Dienstag")
        assertFlagged("wöchentlich, Termin verlegt auf 17.11.", day: "Dienstag")
        assertDates("Termin am Di 3.11. entfällt, verschoben auf Mi 4.11.", day: "Dienstag", ["2020-10-06", "2020-10-13", "2020-10-20", "2020-10-27", "2020-11-04", "2020-11-10", "2020-11-17", "2020-11-24", "2020-12-01", "2020-12-08", "2020-12-15", "2020-12-22", "2020-12-29", "2021-01-05", "2021-01-12", "2021-01-19"])
        assertFlagged("moved to 12 Nov", day: "Dienstag")
        assertFlagged("Vorlesung vom 3.11. auf 5.11. verschoben", day: "Dienstag")
        assertFlagged("postponed to Thu 12 Nov (from Tue 10 Nov)", day: "Dienstag")
        assertFlagged("Ersatztermin 19.11.", day: "Dienstag")
    }

    /// "Blockwoche KW 44", "in KW 44 als Block": the sessions gathered in a week, on days the row does not give.
    func test_a_block_week_on_a_weekly_row_flags() {
        assertFlagged("Blockwoche KW 44", day: "Donnerstag")
        assertFlagged("wöchentlich, KW 44 Blockwoche", day: "Donnerstag")
        assertFlagged("in KW 44 als Block", day: "Donnerstag")
        assertFlagged("Block in week 44", day: "Donnerstag")
        assertDates("( 4 SWS Block )", day: "Donnerstag", weekly("Donnerstag"))
    }

    /// "plus an extra session on Tue Dec 1" is read; rooms with dotted numbers are not read yet and stay flagged; exams split by a comma are read.
    func test_extra_sessions_rooms_and_exams() {
        assertDates("weekly, plus an extra session on Tue Dec 1", day: "Donnerstag", ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29", "2020-11-05", "2020-11-12", "2020-11-19", "2020-11-26", "2020-12-01", "2020-12-03", "2020-12-10", "2020-12-17", "2020-12-24", "2020-12-31", "2021-01-07", "2021-01-14", "2021-01-21"])
        assertFlagged("additional session on 9 Dec", day: "Donnerstag")
        assertDates("extra class Nov 20 (Fri)", day: "Donnerstag", ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29", "2020-11-05", "2020-11-12", "2020-11-19", "2020-11-20", "2020-11-26", "2020-12-03", "2020-12-10", "2020-12-17", "2020-12-24", "2020-12-31", "2021-01-07", "2021-01-14", "2021-01-21"])
        assertFlagged("ab KW 42, Raumwechsel ab KW 45 (H 0.02)", day: "Donnerstag")
        assertFlagged("room change from week 46: B 1.13", day: "Donnerstag")
        assertDates("Hörsaal H 0.02", day: "Donnerstag", weekly("Donnerstag"))
        // Read since the round of sets 34-43: the week or date after an exam with none of its own is its date.
        assertDates("Prüfung: schriftlich, KW 5", day: "Donnerstag", weekly("Donnerstag"))
        assertDates("Klausur: mündlich, 4.2.21", day: "Donnerstag", weekly("Donnerstag"))
    }

    /// "KW 45-48 (November)": the months say where the weeks lie; months the weeks do not lie in flag; "und im Dezember" adds a month.
    func test_months_in_brackets_restating_weeks() {
        assertDates("KW 45-48 (November)", day: "Montag", weekly("Montag").filter { $0 >= "2020-11-02" && $0 <= "2020-11-23" })
        assertDates("weeks 41-44 (October)", day: "Mittwoch", weekly("Mittwoch").filter { $0 <= "2020-10-28" })
        assertFlagged("KW 49-51 (Okt.)", day: "Montag")
        assertDates("KW 42-45 und im Dezember", day: "Dienstag", ["2020-10-13", "2020-10-20", "2020-10-27", "2020-11-03", "2020-12-01", "2020-12-08", "2020-12-15", "2020-12-22", "2020-12-29"])
    }

    /// "Termine im Moodle-Kurs", "Praktikum nach Einteilung": the dates are elsewhere.
    func test_dates_kept_in_a_course_page_or_by_assignment() {
        assertFlagged("wöchentlich, Termine im Moodle-Kurs", day: "Donnerstag")
        assertFlagged("Termine auf der Kursseite in Moodle", day: "Donnerstag")
        assertFlagged("14-tägig, dates in the Moodle course", day: "Donnerstag")
        assertFlagged("Termine im Stud.IP", day: "Donnerstag")
        assertDates("Unterlagen im Moodle-Kurs", day: "Donnerstag", weekly("Donnerstag"))
        assertFlagged("Praktikum nach Einteilung", day: "Donnerstag", term: "SS2021")
        assertFlagged("Termine nach Gruppeneinteilung", day: "Donnerstag", term: "SS2021")
        assertFlagged("Liste der Termine im Sekretariat", day: "Donnerstag", term: "SS2021")
    }

    /// "KW 42-46 online, KW 47-51 in Präsenz, im Januar keine Vorlesung": a cancellation outside the weeks named for the modes leaves open whether the sessions have other weeks.
    func test_weeks_for_modes_with_only_a_cancellation_for_the_sessions() {
        assertFlagged("KW 42-46 online, KW 47-51 in Präsenz, im Januar keine Vorlesung", day: "Freitag")
        assertFlagged("weeks 41-45 remote, weeks 46-50 on site, not in week 53", day: "Freitag")
        assertDates("online bis KW 46, danach Präsenz, nicht in KW 53", day: "Freitag", weekly("Freitag").filter { !["2021-01-01"].contains($0) })
    }

    /// "letztmalig am 3.12.", "zum letzten Mal am 17.12.", "Schlusstermin: 10.12.": the end of the series.
    func test_the_last_session_in_other_words() {
        assertDates("Schlusstermin: 10.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-10" })
        assertDates("letztmalig am 3.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-03" })
        assertDates("zum letzten Mal am 17.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertDates("final session on Dec 10", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-10" })
        assertDates("Abschlusstermin 14.1.", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2021-01-14" })
    }

    /// "Beginn KW 44 – Dienstag, 27. Okt.", "Vorlesungsbeginn am 20.10. – KW 43": the date restates the week; one in another week flags.
    func test_a_start_restated_after_a_dash() {
        assertDates("Beginn KW 44 – Dienstag, 27. Okt.", day: "Dienstag", weekly("Dienstag").filter { $0 >= "2020-10-27" })
        assertDates("Start: KW 43 - 20.10.", day: "Dienstag", weekly("Dienstag").filter { $0 >= "2020-10-20" })
        assertFlagged("Beginn KW 44 – 20.10.", day: "Dienstag")
        assertDates("Beginn: 42. KW – Do, 15. Oktober – außer KW 50", day: "Donnerstag", weekly("Donnerstag").filter { !["2020-10-01", "2020-10-08", "2020-12-10"].contains($0) })
        assertDates("Vorlesungsbeginn am 20.10. – KW 43", day: "Dienstag", weekly("Dienstag").filter { $0 >= "2020-10-20" })
    }

    /// "KW 43 (19.10.) bis KW 48 (23.11.)": one range; an end whose date lies in another week flags.
    func test_a_range_whose_ends_restate_their_dates() {
        assertDates("KW 43 (19.10.) bis KW 48 (23.11.)", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-19" && $0 <= "2020-11-23" })
        assertFlagged("KW 43 (19.10.) - KW 48 (30.11.)", day: "Montag")
        assertDates("week 15 (14 Apr) to week 20 (19 May)", day: "Mittwoch", weekly("Mittwoch", term: "SS2021").filter { $0 >= "2021-04-14" && $0 <= "2021-05-19" }, term: "SS2021")
    }

    /// "Mo 9.11. bis Mo 30.11. keine Vorlesung, weiter ab 7.12.": the series resumes right after the pause; a resumption weeks later flags (are the weeks between off too?).
    func test_the_series_goes_on_after_a_pause() {
        assertDates("Mo 9.11. bis Mo 30.11. keine Vorlesung, weiter ab 7.12.", day: "Montag", ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-12-07", "2020-12-14", "2020-12-21", "2020-12-28", "2021-01-04", "2021-01-11", "2021-01-18"])
        assertDates("vom 16.11. bis 30.11. entfällt die Vorlesung, danach weiter ab 7.12.", day: "Montag", weekly("Montag").filter { !["2020-11-16", "2020-11-23", "2020-11-30"].contains($0) })
        assertDates("KW 47-49 keine Vorlesung, weiter ab KW 50", day: "Montag", weekly("Montag").filter { !["2020-11-16", "2020-11-23", "2020-11-30"].contains($0) })
        assertFlagged("Pause vom 30.11. bis 14.12., weiter am 11.1.", day: "Montag")
        assertDates("Pause vom 30.11. bis 14.12., weiter am 21.12.", day: "Montag", weekly("Montag").filter { !["2020-11-30", "2020-12-07", "2020-12-14"].contains($0) })
    }

    /// "(evtl. Zusatztermin)", "ggf. Zusatztermine": sessions besides the series, without their dates.
    func test_a_possible_extra_session_flags() {
        assertFlagged("Termine: 5.11., 19.11. (evtl. Zusatztermin)", day: "Donnerstag")
        assertFlagged("wöchentlich, ggf. Zusatztermine", day: "Donnerstag")
        assertFlagged("weekly; an additional session may be added", day: "Donnerstag")
    }

    /// "Vorlesungsbeginn jedoch erst KW 43", "start however only in week 43": the contrast stands between the start word and its week.
    func test_a_start_after_a_contrast() {
        assertDates("Vorlesungsbeginn jedoch erst KW 43", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("online bis KW 44; Beginn aber erst in KW 42", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-15" })
        assertDates("start however only in week 43", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("Beginn allerdings erst am 22.10.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
    }

    /// "KW 41–50, aber nicht 45", "ab KW 44, entfällt 46 + 51": numbers right after a negation, in a
    /// comment that names weeks and no dates before them, are weeks; "nicht Gruppe 3" stays a group.
    func test_bare_weeks_after_a_negation() {
        assertDates("KW 42–49, aber nicht 46", day: "Mittwoch", ["2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-18", "2020-11-25", "2020-12-02"])
        assertDates("ab KW 45, entfällt 47 + 50", day: "Dienstag", weekly("Dienstag").filter { $0 >= "2020-11-03" && !["2020-11-17", "2020-12-08"].contains($0) })
        assertDates("from week 14, not 18, 21", day: "Montag", weekly("Montag", term: "SS2021").filter { $0 >= "2021-04-05" && !["2021-05-03", "2021-05-24"].contains($0) }, term: "SS2021")
        assertDates("KW 41 bis 51, nicht Gruppe 3", day: "Freitag", weekly("Freitag").filter { $0 >= "2020-10-09" && $0 <= "2020-12-18" })
        assertFlagged("ab 12.10., nicht 26", day: "Montag")
    }
}
