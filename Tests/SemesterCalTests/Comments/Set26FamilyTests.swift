import XCTest
@testable import SemesterCal

/// The families of the round that sealed sets 26 and 27, in wordings of their own, each written with
/// its expected dates before the reader ran on it. Set 26 was scored once on its arrival and set 27
/// only after these fixes (the scores are in `BlindSetTests`); these phrasings are not copied from them.
final class Set26FamilyTests: CommentPhraseTestCase {
    /// "by appointment", "upon request", "nach Absprache": the dates are arranged elsewhere.
    func test_dates_arranged_case_by_case_are_flagged() {
        assertFlagged("sessions by appointment", day: "Montag")
        assertFlagged("dates by arrangement with the lecturer", day: "Montag")
        assertFlagged("Termine nach Absprache mit dem Dozenten", day: "Dienstag")
        assertFlagged("Termine auf Anfrage", day: "Dienstag")
        assertFlagged("by appointment only", day: "Mittwoch")
        assertFlagged("meetings upon request", day: "Mittwoch")
    }

    /// "kein Ersatztermin", "no make-up session": the cancelled dates are not replaced; the cancellation says which.
    func test_no_replacement_after_a_cancellation() {
        assertDates("Am 18.11. und 25.11. fällt die Vorlesung aus, kein Ersatztermin", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-11-25"].contains($0) })
        assertDates("entfällt am 2.12., kein Ersatztermin", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-12-02"].contains($0) })
        assertDates("KW 47 fällt aus, wird nicht nachgeholt", day: "Montag", weekly("Montag").filter { !["2020-11-16"].contains($0) })
        assertDates("no class on Nov 18, no make-up session", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("Ausfall 9.12. (ohne Ersatz)", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-12-09"].contains($0) })
        assertDates("cancelled in week 46, no replacement", day: "Donnerstag", weekly("Donnerstag").filter { !["2020-11-12"].contains($0) })
    }

    /// "Schluss ist in der 2. KW", "Ende der Vorlesungsreihe in KW 53": an end.
    func test_end_nouns_with_a_copula_or_a_series_noun() {
        assertDates("Schluss ist in der 2. KW", day: "Mittwoch", weekly("Mittwoch").filter { $0 <= "2021-01-13" })
        assertDates("Ende der Vorlesungsreihe in KW 53", day: "Freitag", weekly("Freitag").filter { $0 <= "2021-01-01" })
        assertDates("Schluss: KW 50", day: "Montag", weekly("Montag").filter { $0 <= "2020-12-07" })
        assertDates("Vorlesungsschluss in KW 2", day: "Dienstag", weekly("Dienstag").filter { $0 <= "2021-01-12" })
        assertDates("Ende der Veranstaltungsreihe am 15.12.", day: "Dienstag", weekly("Dienstag").filter { $0 <= "2020-12-15" })
    }

    /// "erster Termin für diese Gruppe: 21.10.": the aside between the bound and its date is passed over.
    func test_a_first_or_last_session_for_this_group() {
        assertDates("(WI 3) erster Termin für diese Gruppe: 21.10.", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-21" })
        assertDates("first session for this group: Oct 21", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-21" })
        assertDates("letzter Termin für diese Gruppe am 16.12.", day: "Mittwoch", weekly("Mittwoch").filter { $0 <= "2020-12-16" })
    }

    /// "Klausur am 14.01. in der letzten Vorlesung": the last session's date, named before it.
    func test_an_exam_in_the_last_session_dates_it() {
        assertDates("Prüfung am 21.01. in der letzten Vorlesung", day: "Donnerstag", weekly("Donnerstag"))
        assertDates("Klausur am 14.01. in der letzten Vorlesung", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2021-01-14" })
        assertDates("exam in the last session on Jan 13", day: "Mittwoch", weekly("Mittwoch").filter { $0 <= "2021-01-13" })
    }

    /// "KW 11 Einführung, anschließend ab KW 15", "Kick-off in KW 41, then weekly from KW 44": the first session's week, then the series.
    func test_a_first_session_week_before_the_series() {
        assertDates("KW 11 Einführung, anschließend ab KW 15 wöchentlich", day: "Mittwoch", weekly("Mittwoch", term: "SS2021").filter { !["2021-03-24", "2021-03-31", "2021-04-07"].contains($0) }, term: "SS2021")
        assertDates("Einführung am 7.10., danach ab KW 43", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-10-14"].contains($0) })
        assertDates("Kick-off in KW 41, then weekly from KW 44", day: "Montag", weekly("Montag").filter { !["2020-10-12", "2020-10-19"].contains($0) })
    }

    /// "1. Termin 13.10., 2. Termin 3.11.", "Termin 1: 13.10., Termin 2: 3.11.": only those dates.
    func test_sessions_counted_with_their_dates() {
        assertDates("1. Termin 13.10., 2. Termin 3.11., 3. Termin 1.12.", day: "Dienstag", ["2020-10-13", "2020-11-03", "2020-12-01"])
        assertDates("Termin 1: 13.10., Termin 2: 3.11.", day: "Dienstag", ["2020-10-13", "2020-11-03"])
        assertDates("1st session Oct 13, 2nd session Nov 3", day: "Dienstag", ["2020-10-13", "2020-11-03"])
    }

    /// "KW 16, KW 18, KW 20, KW 22 ..., KW 26": each item with its week word.
    func test_lists_that_go_on_to_a_named_last_item() {
        assertDates("KW 16, KW 18, KW 20, KW 22 ..., KW 26", day: "Freitag", ["2021-04-23", "2021-05-07", "2021-05-21", "2021-06-04", "2021-06-18", "2021-07-02"], term: "SS2021")
        assertDates("KW 41, 43, 45, ..., 51", day: "Montag", ["2020-10-05", "2020-10-19", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14"])
        assertDates("3.11., 17.11., ... 15.12.", day: "Dienstag", ["2020-11-03", "2020-11-17", "2020-12-01", "2020-12-15"])
    }

    /// "im 14-Tages-Rhythmus", "Zwei-Wochen-Rhythmus", "2-Wochen-Takt".
    func test_rhythm_compounds() {
        assertDates("im 14-Tages-Rhythmus ab KW 43", day: "Mittwoch", ["2020-10-21", "2020-11-04", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-13"])
        assertDates("im Zwei-Wochen-Rhythmus ab KW 43", day: "Mittwoch", ["2020-10-21", "2020-11-04", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-13"])
        assertDates("2-Wochen-Takt ab KW 43", day: "Mittwoch", ["2020-10-21", "2020-11-04", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-13"])
        assertDates("im 3-Wochen-Rhythmus ab KW 42", day: "Montag", ["2020-10-12", "2020-11-02", "2020-11-23", "2020-12-14", "2021-01-04"])
    }

    /// "zwischen KW 44 und KW 50", "between weeks 44 and 50", "zwischen dem 2.11. und dem 14.12.".
    func test_ranges_between_two_ends() {
        assertDates("fortnightly between CW 45 and CW 3", day: "Mittwoch", ["2020-11-04", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-13"])
        assertDates("zwischen KW 44 und KW 50", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-26" && $0 <= "2020-12-07" })
        assertDates("between weeks 44 and 50", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-26" && $0 <= "2020-12-07" })
        assertDates("zwischen dem 2.11. und dem 14.12.", day: "Montag", weekly("Montag").filter { $0 >= "2020-11-02" && $0 <= "2020-12-14" })
    }

    /// "Samstagsvorlesung" on a Saturday row is its series; "Montagsübung" on a Tuesday row is flagged; "Berufsbegleitende" is no end.
    func test_weekday_compounds_name_the_weekday() {
        assertDates("Samstagsvorlesung für Berufsbegleitende", day: "Samstag", weekly("Samstag"))
        assertDates("Freitagstermin, Gruppe 2", day: "Freitag", weekly("Freitag"))
        assertFlagged("Montagsübung", day: "Dienstag")
    }

    /// "10 Min. Pause", "a 10-minute break": a break inside each session, not a cancellation.
    func test_a_short_break_inside_the_session() {
        assertDates("90 Minuten, 10 Min. Pause", day: "Mittwoch", weekly("Mittwoch", term: "SS2021"), term: "SS2021")
        assertDates("inkl. 15 min Pause", day: "Mittwoch", weekly("Mittwoch", term: "SS2021"), term: "SS2021")
        assertDates("with a 10-minute break", day: "Mittwoch", weekly("Mittwoch", term: "SS2021"), term: "SS2021")
    }

    /// "bis KW 46, danach Projektarbeit": a remark after an end; after an open series ("ab KW 42, danach Projektarbeit") the end is not said.
    func test_something_else_after_the_lectures() {
        assertDates("Vorlesung vom 24. März bis 19. Mai, danach Projektphase", day: "Mittwoch", weekly("Mittwoch", term: "SS2021").filter { $0 >= "2021-03-24" && $0 <= "2021-05-19" }, term: "SS2021")
        assertDates("Vorlesung bis KW 46, danach Projektarbeit", day: "Montag", weekly("Montag").filter { $0 <= "2020-11-09" })
        assertDates("KW 42-46, then project work", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-12" && $0 <= "2020-11-09" })
        assertFlagged("ab KW 42, danach Projektarbeit", day: "Montag")
    }

    // Families of set 27 (scored once after the fixes above), in wordings of their own.

    /// "t.b.a.": the letters with their dots.
    func test_tba_with_dots_is_flagged() {
        assertFlagged("t.b.a.", day: "Montag")
        assertFlagged("Termine: t.b.a.", day: "Montag")
        assertFlagged("T.B.A.", day: "Dienstag")
    }

    /// "KW 44-4x", "CW 17-2O": the range's end is no week.
    func test_a_range_with_a_mistyped_end_is_flagged() {
        assertFlagged("KW 44-4x", day: "Freitag")
        assertFlagged("CW 17-2O", day: "Donnerstag", term: "SS2021")
        assertFlagged("KW 42 - 5o", day: "Montag")
    }

    /// "Group 1 odd, group 2 even calendar weeks": every week.
    func test_groups_in_english_week_parities_share_the_room() {
        assertDates("Group 1 odd, group 2 even calendar weeks, same lab", day: "Montag", weekly("Montag", term: "SS2021"), term: "SS2021")
        assertDates("group A even weeks, group B odd weeks", day: "Dienstag", weekly("Dienstag"))
        assertDates("Gruppe 1 ungerade, Gruppe 2 gerade KW", day: "Dienstag", weekly("Dienstag"))
    }

    /// "bis KW 16 online, ab KW 17 im Labor C 104": the place from then; alone, the bound is flagged.
    func test_a_lab_named_by_its_code_after_a_mode() {
        assertDates("bis KW 16 online, ab KW 17 im Labor C 104", day: "Mittwoch", weekly("Mittwoch", term: "SS2021"), term: "SS2021")
        assertDates("bis KW 45 per Zoom, ab KW 46 im Lab B 012", day: "Donnerstag", weekly("Donnerstag"))
        assertFlagged("ab KW 46 im Labor C 104", day: "Donnerstag")
    }

    /// "hybrid (room + Zoom) from CW 46": the bound after the bracket is still the mode's.
    func test_a_bracket_inside_a_mode_clause() {
        assertDates("hybrid (room + Zoom) from CW 46, before that online only", day: "Mittwoch", weekly("Mittwoch"))
        assertDates("Präsenz (Hörsaal 2) ab KW 46, vorher nur online", day: "Mittwoch", weekly("Mittwoch"))
    }

    /// "findet nicht statt in KW 49 u. 50": cancelled, not moved.
    func test_stattfinden_is_no_moved_session() {
        assertDates("findet nicht statt in KW 49 u. 50", day: "Dienstag", weekly("Dienstag").filter { !["2020-12-01", "2020-12-08"].contains($0) })
        assertDates("Vorlesung findet nicht statt am 16.11.", day: "Montag", weekly("Montag").filter { !["2020-11-16"].contains($0) })
        assertDates("the class does not take place in week 47", day: "Montag", weekly("Montag").filter { !["2020-11-16"].contains($0) })
    }

    /// "KW 46 entfällt, KW 50 ebenso".
    func test_likewise_continues_a_cancellation() {
        assertDates("KW 42 bis KW 2 - KW 46 entfällt, KW 50 ebenso", day: "Dienstag", ["2020-10-13", "2020-10-20", "2020-10-27", "2020-11-03", "2020-11-17", "2020-11-24", "2020-12-01", "2020-12-15", "2020-12-22", "2020-12-29", "2021-01-05", "2021-01-12"])
        assertDates("KW 45 fällt aus, KW 48 ebenfalls", day: "Montag", weekly("Montag").filter { !["2020-11-02", "2020-11-23"].contains($0) })
        assertDates("no class in week 45, week 48 likewise", day: "Montag", weekly("Montag").filter { !["2020-11-02", "2020-11-23"].contains($0) })
    }

    /// "KW-17 bis KW-24".
    func test_week_words_glued_with_a_hyphen() {
        assertDates("KW-17 bis KW-24", day: "Dienstag", weekly("Dienstag", term: "SS2021").filter { $0 >= "2021-04-27" && $0 <= "2021-06-15" }, term: "SS2021")
        assertDates("ab KW-44", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-26" })
    }

    /// "Beginn 1. Vorlesung: 19.10.2020".
    func test_the_start_of_the_first_lecture() {
        assertDates("Beginn 1. Vorlesung: 19.10.2020", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-19" })
        assertDates("Beginn der 1. Vorlesung am 21.10.", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-21" })
    }

    /// "(jeweils 2 Blöcke)": a count, not a week.
    func test_blocks_counted_on_a_day() {
        assertDates("Fr. 23.10., Fr. 6.11. (jeweils 2 Blöcke)", day: "Freitag", ["2020-10-23", "2020-11-06"])
        assertDates("23.10. und 6.11., je 3 Blocks", day: "Freitag", ["2020-10-23", "2020-11-06"])
    }

    /// "aller zwei Wochen", "jede 2te Woche", "im Zwei-Wochen-Abstand".
    func test_more_interval_spellings() {
        assertDates("aller zwei Wochen ab KW 43", day: "Montag", ["2020-10-19", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14", "2020-12-28", "2021-01-11"])
        assertDates("jede 2te Woche, Beginn in KW 41", day: "Dienstag", ["2020-10-06", "2020-10-20", "2020-11-03", "2020-11-17", "2020-12-01", "2020-12-15", "2020-12-29", "2021-01-12"])
        assertDates("alle 2ten Wochen ab KW 42", day: "Dienstag", ["2020-10-13", "2020-10-27", "2020-11-10", "2020-11-24", "2020-12-08", "2020-12-22", "2021-01-05", "2021-01-19"])
        assertDates("Samstags im Zwei-Wochen-Abstand ab 27.3.", day: "Samstag", ["2021-03-27", "2021-04-10", "2021-04-24", "2021-05-08", "2021-05-22", "2021-06-05", "2021-06-19", "2021-07-03"], term: "SS2021")
        assertDates("im 14-Tage-Abstand ab KW 42", day: "Montag", ["2020-10-12", "2020-10-26", "2020-11-09", "2020-11-23", "2020-12-07", "2020-12-21", "2021-01-04", "2021-01-18"])
    }

    /// "Mo 15.3. Einführung, danach ab KW 14", "Tue 6 Oct intro, regular classes from Tue 3 Nov".
    func test_a_dated_kickoff_with_its_weekday() {
        assertDates("Mo 15.3. Einführung, danach ab KW 14", day: "Montag", weekly("Montag", term: "SS2021").filter { !["2021-03-22", "2021-03-29"].contains($0) }, term: "SS2021")
        assertDates("Tue 6 Oct intro, regular classes from Tue 3 Nov, last one 15 Dec", day: "Dienstag", ["2020-10-06", "2020-11-03", "2020-11-10", "2020-11-17", "2020-11-24", "2020-12-01", "2020-12-08", "2020-12-15"])
        assertDates("Mi, 7.10. Auftakt; dann wöchentlich ab KW 44", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-10-14", "2020-10-21"].contains($0) })
    }

    // A family of my own beyond the sets: undetermined dates said in other words than the listed phrases.

    /// "nach Vereinb.", "auf Nachfrage", "arranged individually", "nur bei Bedarf", "n.V.": a stem of arranging or announcing in a clause about the sessions flags, whatever phrase it stands in.
    func test_sessions_arranged_case_by_case_whatever_the_phrase() {
        assertFlagged("Übung nach Absprache", day: "Montag")
        assertFlagged("classes by arrangement", day: "Montag")
        assertFlagged("lab sessions on request", day: "Montag")
        assertFlagged("Vorlesung nach Vereinbarung", day: "Montag")
        assertFlagged("Sitzungen werden individuell vereinbart", day: "Montag")
        assertFlagged("meetings arranged individually", day: "Montag")
        assertFlagged("Praktikum: Termine in Absprache", day: "Montag")
        assertFlagged("Tutorium auf Nachfrage", day: "Montag")
        assertFlagged("sessions when needed", day: "Montag")
        assertFlagged("nur bei Bedarf", day: "Montag")
        assertFlagged("Blocktermine werden abgestimmt", day: "Montag")
        assertFlagged("dates announced in the first lecture", day: "Montag")
        assertFlagged("Termine in der ersten Vorlesung", day: "Montag")
        assertFlagged("Terminplanung über Moodle", day: "Montag")
        assertFlagged("schedule via e-mail", day: "Montag")
        assertFlagged("Zeiten laut Plan im Intranet", day: "Montag")
        assertFlagged("dates: see course page", day: "Montag")
        assertFlagged("Termine folgen", day: "Montag")
        assertFlagged("nähere Infos folgen", day: "Montag")
        assertFlagged("wird noch festgelegt", day: "Montag")
        assertFlagged("to be scheduled", day: "Montag")
        assertFlagged("TBD", day: "Montag")
        assertFlagged("n.V.", day: "Montag")
        assertFlagged("nach Vereinb.", day: "Montag")
    }

    /// "bis auf KW 45", "abgesehen von KW 45", "during weeks 47-48", "Vorlesung ruht in KW 45" ("not on 11/18" stays flagged).
    func test_more_ways_to_leave_weeks_out() {
        assertDates("no lectures during weeks 47-48", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-11-25"].contains($0) })
        assertDates("in KW 47 und 48 keine VL", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-11-25"].contains($0) })
        assertDates("VL entfällt KW 47+48", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-11-25"].contains($0) })
        assertDates("except for the week of Nov 16", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("skip week 45", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04"].contains($0) })
        // A month/day with the day above 12 is read since stop 38 (WrittenDateFamilyTests); until then flagged.
        assertDates("not on 11/18", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("excl. 18.11.", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("bis auf KW 45", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04"].contains($0) })
        assertDates("abgesehen von KW 45", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04"].contains($0) })
        assertDates("mit Ausnahme von KW 45", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04"].contains($0) })
        assertDates("außer am 18.11. und 25.11.", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-11-25"].contains($0) })
        assertDates("fällt in der Woche vom 16.11. aus", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("KW 45: keine Vorlesung (Exkursion)", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04"].contains($0) })
        assertDates("18.11. frei", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("am 18.11. vorlesungsfrei", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("Vorlesung ruht in KW 45", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04"].contains($0) })
        assertDates("pausiert KW 45-46", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-04", "2020-11-11"].contains($0) })
        assertDates("no session Nov 18 & Dec 2", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-12-02"].contains($0) })
        assertDates("ausser 18.11", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("entfällt: 18.11., 25.11.", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18", "2020-11-25"].contains($0) })
        assertFlagged("Ausfall in KW 47 wegen Dienstreise, Nachholtermin wird bekannt gegeben", day: "Mittwoch")
        assertFlagged("KW 47 fällt aus und wird am 27.11. nachgeholt", day: "Mittwoch")
        assertDates("ab KW 43 jede Woche außer KW 47", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-10-07", "2020-10-14", "2020-11-18"].contains($0) })
        assertDates("bis einschließlich KW 50, ausgenommen KW 47", day: "Mittwoch", ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-11", "2020-11-25", "2020-12-02", "2020-12-09"])
        assertDates("KW 42 bis KW 50 ohne KW 47", day: "Mittwoch", ["2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-11", "2020-11-25", "2020-12-02", "2020-12-09"])
    }

    /// "statt 18.11. am 25.11.": left out, and the new date added; on another weekday only when the comment names it.
    func test_a_moved_date_after_statt() {
        assertFlagged("statt 18.11. am 20.11.", day: "Mittwoch")
        assertDates("statt Mi 18.11. am Fr 20.11.", day: "Mittwoch", ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-11", "2020-11-20", "2020-11-25", "2020-12-02", "2020-12-09", "2020-12-16", "2020-12-23", "2020-12-30", "2021-01-06", "2021-01-13", "2021-01-20"])
        // Revised in stop 39 (was the series without 18.11.): 25.11. already has a session, so the moved one
        // is a second session that day at a time not said (set 49's writer flags this family).
        assertFlagged("statt 18.11. am 25.11.", day: "Mittwoch")
    }

    /// Starts and ends said in other words: "Vorlesungsstart", "commencing", "first meeting", "endet mit KW 51", "final session", "Laufzeit", "von KW 43 an" (written as a week alone before "an" was read: it came out KW 43 only, certain), "los geht es am 22.10.". "nur bis Weihnachten" was written with dates and stays flagged.
    func test_starts_and_ends_in_other_words() {
        assertDates("Vorlesungsstart: 22.10.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("los geht es am 22.10.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("Start erst am 22. Oktober", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("begins on Oct 22nd", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("commencing 22 October", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("first meeting: October 22", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("1. Treffen am 22.10.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("ab dem 22.10.2020 wöchentlich", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("letzte Stunde 17.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertDates("endet mit KW 51", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertDates("runs until Dec 17", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertDates("ends in week 51", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertDates("final session 17 Dec", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertDates("letzter Vorlesungstag: 17.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 <= "2020-12-17" })
        assertFlagged("nur bis Weihnachten", day: "Donnerstag")
        assertFlagged("bis zu den Weihnachtsferien", day: "Donnerstag")
        assertDates("von KW 43 an", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("ab der 43. Kalenderwoche", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("starting calendar week 43", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" })
        assertDates("from wk 43 to wk 50", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" && $0 <= "2020-12-10" })
        assertDates("KW 43 – KW 50 (8 Termine)", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" && $0 <= "2020-12-10" })
        assertDates("Laufzeit: 22.10. - 17.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" && $0 <= "2020-12-17" })
        assertDates("Zeitraum 22.10.–17.12.2020", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" && $0 <= "2020-12-17" })
        assertDates("im Zeitraum vom 22.10. bis 17.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" && $0 <= "2020-12-17" })
        assertDates("Oct 22 through Dec 17", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-10-22" && $0 <= "2020-12-17" })
        assertDates("erst ab November", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-11-05" })
        assertDates("nur im Dezember", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-12-03" && $0 <= "2020-12-31" })
        assertDates("only in November and December", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-11-05" && $0 <= "2020-12-31" })
        assertDates("bis Ende Januar", day: "Donnerstag", weekly("Donnerstag"))
        assertFlagged("startet nach den Herbstferien", day: "Donnerstag")
        assertFlagged("Beginn: 2. Vorlesungswoche", day: "Donnerstag")
        assertFlagged("Beginn in der zweiten Semesterwoche", day: "Donnerstag")
    }

    /// Exams, submissions, registrations, talks, rooms, modes, lecturers, material beside the series ("Übungsblatt 1 am 13.10." was one date, certain). Written with dates, and flagged: "Gruppeneinteilung in der ersten Sitzung", "… danach keine Termine mehr", "Ab KW 46 Übung statt Vorlesung".
    func test_clauses_about_something_else_keep_the_series() {
        assertDates("Klausur am 19.01.", day: "Dienstag", weekly("Dienstag"))
        assertDates("exam on Jan 19 in this slot", day: "Dienstag", weekly("Dienstag"))
        assertDates("Abgabe Projektbericht bis 15.12.", day: "Dienstag", weekly("Dienstag"))
        assertDates("Anmeldung bis 20.10. per Mail", day: "Dienstag", weekly("Dienstag"))
        assertDates("Referate ab KW 46", day: "Dienstag", weekly("Dienstag"))
        assertDates("Präsentationen in KW 50 und 51", day: "Dienstag", weekly("Dienstag"))
        assertDates("Zwischentest am 24.11. (in der Vorlesung)", day: "Dienstag", weekly("Dienstag"))
        assertFlagged("Gruppeneinteilung in der ersten Sitzung", day: "Dienstag")
        assertDates("Raumänderung ab 3.11.: B 105", day: "Dienstag", weekly("Dienstag"))
        assertDates("ab 3.11. neuer Raum B 105", day: "Dienstag", weekly("Dienstag"))
        assertDates("online bis 3.11., dann Präsenz", day: "Dienstag", weekly("Dienstag"))
        assertDates("until Nov 3 online, afterwards on campus", day: "Dienstag", weekly("Dienstag"))
        assertDates("Dozentenwechsel ab KW 48", day: "Dienstag", weekly("Dienstag"))
        assertDates("ab KW 48 übernimmt Prof. Maier", day: "Dienstag", weekly("Dienstag"))
        assertDates("Skript ab 13.10. im Moodle", day: "Dienstag", weekly("Dienstag"))
        assertDates("Hausaufgaben jeweils bis Montag", day: "Dienstag", weekly("Dienstag"))
        assertDates("Übungsblatt 1 am 13.10.", day: "Dienstag", weekly("Dienstag"))
        assertDates("Probeklausur in KW 2", day: "Dienstag", weekly("Dienstag"))
        assertDates("Vorträge der Studierenden am 1.12. und 8.12.", day: "Dienstag", weekly("Dienstag"))
        assertFlagged("Klausur in der Vorlesung am 12.01., danach keine Termine mehr", day: "Dienstag")
        assertFlagged("Ab KW 46 Übung statt Vorlesung", day: "Dienstag")
        assertDates("Prüfung: 26.01.2021, 10 Uhr", day: "Dienstag", weekly("Dienstag"))
        assertDates("Präsenzpflicht am 13.10.", day: "Dienstag", weekly("Dienstag"))
    }

    /// "Exkursion am 17.11. statt Vorlesung" (was the full series, certain), "am 17.11. Exkursion (keine Vorlesung)": no session that day.
    func test_something_else_in_place_of_the_session() {
        assertDates("Exkursion am 17.11. statt Vorlesung", day: "Dienstag", weekly("Dienstag").filter { !["2020-11-17"].contains($0) })
        assertDates("am 17.11. Exkursion (keine Vorlesung)", day: "Dienstag", weekly("Dienstag").filter { !["2020-11-17"].contains($0) })
    }

    // Families of set 28 (scored once, sealed, after all the fixes above).

    /// "vom 20.11. bis 13.11." was read into the next year, certain; a range crossing the new year takes its years from the term.
    func test_a_date_range_running_backwards_is_flagged() {
        assertFlagged("vom 4.12. bis 27.11.", day: "Freitag")
        assertFlagged("14.12.–7.12.", day: "Montag")
        assertFlagged("keine VL vom 10.12. bis 3.12.", day: "Donnerstag")
        assertDates("vom 14.12. bis 11.1.", day: "Montag", weekly("Montag").filter { $0 >= "2020-12-14" && $0 <= "2021-01-11" })
    }

    /// "Vorlesungszeitraum 13.10.–15.12." was a room ("-raum"), and the full series certain.
    func test_a_period_compound_is_no_room() {
        assertDates("Vorlesungszeitraum 13.10.–15.12.", day: "Dienstag", weekly("Dienstag").filter { $0 >= "2020-10-13" && $0 <= "2020-12-15" })
        assertDates("Veranstaltungszeitraum: KW 42 bis KW 50", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-12" && $0 <= "2020-12-07" })
        assertDates("Kurszeitraum 20.10. - 8.12.", day: "Dienstag", weekly("Dienstag").filter { $0 >= "2020-10-20" && $0 <= "2020-12-08" })
    }

    /// "KW 41, 43, 45 online; KW 47, 49, 51 Präsenz": only those weeks, or every week? Ranges that meet say only the mode (and weeks in modes alone, with none for the sessions, were flagged already).
    func test_weeks_named_for_two_modes_with_a_gap_are_flagged() {
        assertFlagged("KW 42, 44 online; KW 46, 48 Präsenz", day: "Montag")
        assertFlagged("online: KW 41-43, Präsenz: KW 47-50", day: "Montag")
        assertFlagged("KW 41-45 online, KW 46-3 Präsenz", day: "Montag")
    }

    /// A reason before the cancellation ("Dienstreise:"), "bis zum" in a range, "einmaliger Termin", "bis KW 50 inkl.". (A month with its year is in `Set29FamilyTests`.)
    func test_cheap_families_of_set_28() {
        assertDates("Dienstreise: keine VL in KW 47", day: "Montag", weekly("Montag").filter { !["2020-11-16"].contains($0) })
        assertDates("wegen Konferenz entfällt die VL am 18.11.", day: "Mittwoch", weekly("Mittwoch").filter { !["2020-11-18"].contains($0) })
        assertDates("vom 2.11.2020 bis zum 30.11.2020", day: "Montag", weekly("Montag").filter { $0 >= "2020-11-02" && $0 <= "2020-11-30" })
        assertDates("vom 2.11. bis zum 30.11.", day: "Montag", weekly("Montag").filter { $0 >= "2020-11-02" && $0 <= "2020-11-30" })
        assertDates("einmaliger Termin am 10.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-12-10" && $0 <= "2020-12-10" })
        assertDates("einmalige Sitzung: 10.12.", day: "Donnerstag", weekly("Donnerstag").filter { $0 >= "2020-12-10" && $0 <= "2020-12-10" })
        assertDates("until CW 50 incl.", day: "Montag", weekly("Montag").filter { $0 <= "2020-12-07" })
        assertDates("bis KW 50 inkl.", day: "Montag", weekly("Montag").filter { $0 <= "2020-12-07" })
    }
}
