import XCTest
@testable import SemesterCal

/// The families behind what held-out set 57 found silently wrong, and the largest families it found
/// flagged where the dates are clear, at its first score (taken once, with the binary of the session's
/// start, 1143f5e). New wordings, none copied from the set; expectations written before the reader
/// ran on them.
final class Set57FamilyTests: CommentPhraseTestCase {
    /// What is covered when ("Kap. 3-5 in KW 45"): a clause about the material, not the sessions.
    func test_a_syllabus_with_weeks_leaves_the_series() {
        assertDates("Kapitel 1-3 in KW 44, Kapitel 4-6 in KW 46", day: "Montag", weekly("Montag"))
        assertDates("wöchentlich; Thema Regression in KW 48", day: "Dienstag", weekly("Dienstag"))
        assertDates("chapter 5 in week 47, chapter 6 in week 48", day: "Mittwoch", weekly("Mittwoch"))
        assertDates("Folien 20-35 werden in KW 45 besprochen", day: "Donnerstag", weekly("Donnerstag"))
        assertDates("Kap. 2 in KW 43; KW 47 entfällt", day: "Montag", weekly("Montag", without: ["2020-11-16"]))
    }

    /// A start or end tied to a period the data has no date for: flagged.
    func test_a_start_or_end_tied_to_an_undated_period() {
        assertFlagged("Beginn erst nach den Herbstferien", day: "Montag")
        assertFlagged("starts after the autumn break", day: "Dienstag")
        assertFlagged("Start nach der Exkursionswoche", day: "Mittwoch")
        assertFlagged("Ende vor der Projektwoche", day: "Donnerstag")
    }

    /// "bis Ende des Jahres": until 31 December, as "bis Ende November" is until 30 November.
    func test_until_the_end_of_the_year() {
        assertDates("bis Jahresende", day: "Donnerstag", weekly("Donnerstag", until: "2020-12-31"))
        assertDates("läuft bis zum Ende des Jahres", day: "Montag", weekly("Montag", until: "2020-12-31"))
        assertDates("until the end of the year", day: "Freitag", weekly("Freitag", until: "2020-12-31"))
        assertDates("Die Übung beginnt am 15.10. und wird bis Ende des Jahres angeboten", day: "Donnerstag",
                    weekly("Donnerstag", from: "2020-10-15", until: "2020-12-31"))
    }

    /// "in KW 46 nur Mo" in a course on several weekdays: the other weekday's session is dropped that
    /// week; "only" is about the weekday, not the week.
    func test_one_weekday_only_in_a_week() {
        assertDates("Mo + Do; in KW 46 nur Mo", day: "Montag", weekly("Montag"))
        assertDates("Mo + Do; in KW 46 nur Mo", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-12"]))
        assertDates("Tue/Fri course, week 49 Tuesday only", day: "Freitag", weekly("Freitag", without: ["2020-12-04"]))
        assertDates("Tue/Fri course, week 49 Tuesday only", day: "Dienstag", weekly("Dienstag"))
        assertDates("Di+Do, KW 50 nur Donnerstag", day: "Dienstag", weekly("Dienstag", without: ["2020-12-08"]))
    }

    /// Months in Roman numerals ("26.IV."), as typed in some offices.
    func test_roman_numeral_months() {
        assertDates("ab 2.XI.", day: "Montag", weekly("Montag", from: "2020-11-02"))
        assertDates("bis 15.I.2021", day: "Freitag", weekly("Freitag", until: "2021-01-15"))
        assertDates("entfällt am 8.XII.", day: "Dienstag", weekly("Dienstag", without: ["2020-12-08"]))
        assertDates("ab 19.IV.", day: "Montag", weekly("Montag", term: "SS2021", from: "2021-04-19"), term: "SS2021")
    }

    /// Plans on display somewhere, phases not given: the dates are not in the data.
    func test_plans_on_display_elsewhere() {
        assertFlagged("Termine hängen am Institut aus", day: "Montag")
        assertFlagged("Zeitplan liegt in der Bibliothek aus", day: "Dienstag")
        assertFlagged("the schedule is posted at the department office", day: "Mittwoch")
        assertFlagged("Kurs läuft in mehreren Phasen", day: "Donnerstag")
    }

    /// A labelled part after the dates ("Ort: …") is a clause of its own.
    func test_a_label_after_the_dates_starts_a_clause() {
        assertDates("die Seminare finden nur an diesen Tagen statt: 17.10., 31.10. und 14.11. Ort: Hörsaal 2", day: "Samstag",
                    ["2020-10-17", "2020-10-31", "2020-11-14"])
        assertDates("Termine nur 6.11. und 20.11. Ort: Campus Kulmbach", day: "Freitag", ["2020-11-06", "2020-11-20"])
        assertDates("sessions on 9 Oct and 23 Oct only. Location: online", day: "Freitag", ["2020-10-09", "2020-10-23"])
    }

    /// Blocks over several weeks: the row's weekday in them (writers 6, 9, 41 and 57: b6-081, b6-130,
    /// b9-146, b41-252); a block within one week whose days are not said stays flagged (writers disagree).
    func test_blocks_over_several_weeks() {
        assertDates("Blockphase 9.11.–30.11.", day: "Montag", ["2020-11-09", "2020-11-16", "2020-11-23", "2020-11-30"])
        assertDates("Intensivphase KW 45–47", day: "Dienstag", ["2020-11-03", "2020-11-10", "2020-11-17"])
        assertDates("Blockseminar vom 7.11. bis 28.11. (samstags)", day: "Samstag", ["2020-11-07", "2020-11-14", "2020-11-21", "2020-11-28"])
        assertDates("Block: Fr 6.11. – Fr 27.11.", day: "Freitag", ["2020-11-06", "2020-11-13", "2020-11-20", "2020-11-27"])
        assertDates("Block I: KW 43–44, Block II: KW 1–2", day: "Montag", ["2020-10-19", "2020-10-26", "2021-01-04", "2021-01-11"])
        assertDates("Kompaktphase im Dezember (alle Dienstage)", day: "Dienstag",
                    ["2020-12-01", "2020-12-08", "2020-12-15", "2020-12-22", "2020-12-29"])
        assertFlagged("Blockwoche 16.–20.11.", day: "Montag")
    }

    /// A course on several weekdays: a clause that keeps one weekday as it is ("Mittwoch wie gewohnt",
    /// "Donnerstag durchgehend"), and a date of the other weekday called off.
    func test_several_weekdays_one_kept_as_it_is() {
        assertDates("Mo/Mi; Mo-Termin in KW 47 entfällt, Mittwoch wie gewohnt", day: "Mittwoch", weekly("Mittwoch"))
        assertDates("Mo/Mi; Mo-Termin in KW 47 entfällt, Mittwoch wie gewohnt", day: "Montag", weekly("Montag", without: ["2020-11-16"]))
        assertDates("Di/Fr – Freitag nur bis KW 46, Dienstag durchgehend", day: "Dienstag", weekly("Dienstag"))
        assertDates("Di/Fr – Freitag nur bis KW 46, Dienstag durchgehend", day: "Freitag", weekly("Freitag", until: "2020-11-15"))
        assertDates("Di und Do; am Do 19.11. entfällt", day: "Dienstag", weekly("Dienstag"))
        assertDates("Di und Do; am Do 19.11. entfällt", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-19"]))
    }

    /// Typos in week words and weekdays, and ordinal days written "12ten".
    func test_typos_and_ordinal_days() {
        assertDates("Kalednerwoche 46 entfällt", day: "Montag", weekly("Montag", without: ["2020-11-09"]))
        assertDates("ab Mitwoch, 11.11.", day: "Mittwoch", weekly("Mittwoch", from: "2020-11-11"))
        assertDates("ab dem 12ten November", day: "Donnerstag", weekly("Donnerstag", from: "2020-11-12"))
    }

    /// Two cancellations after a comma, each of its own subject (the metamorphic check, set 57 held out,
    /// seed 19: "Sprechstunde entfällt in KW 45, am 15.12. keine Vorlesung" was one clause about the
    /// lecture). Written after the fix, in other words.
    func test_two_cancellations_each_of_its_own_subject() {
        assertDates("Fragestunde entfällt in KW 46, am 1.12. keine Vorlesung", day: "Dienstag", weekly("Dienstag", without: ["2020-12-01"]))
        assertDates("office hours cancelled in week 47, no lecture on 8 Dec", day: "Dienstag", weekly("Dienstag", without: ["2020-12-08"]))
    }

    /// "lesen" as lecturers use it: to give the lecture ("kann ich am 19.11. nicht lesen", "liest ab KW 44").
    func test_lesen_is_giving_the_lecture() {
        assertDates("Am 26.11. kann ich leider nicht lesen.", day: "Donnerstag", weekly("Donnerstag", without: ["2020-11-26"]))
        assertDates("Frau Dr. K. liest erst ab KW 44", day: "Montag", weekly("Montag", from: "2020-10-26"))
        assertDates("In KW 49 lese ich nicht", day: "Mittwoch", weekly("Mittwoch", without: ["2020-12-02"]))
    }

    /// A cancellation that points back to the week or dates of a reason given before it ("Ich bin in
    /// KW 47 auf einer Tagung, die Vorlesung entfällt in dieser Woche"), as lecturers write in e-mails.
    func test_a_cancellation_pointing_back_to_the_reasons_dates() {
        assertDates("Ich bin in KW 47 auf einer Tagung, die Vorlesung entfällt in dieser Woche.", day: "Montag",
                    weekly("Montag", without: ["2020-11-16"]))
        assertDates("Am 9.12. habe ich Prüfungsaufsicht, an diesem Tag fällt die VL aus.", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-12-09"]))
        assertDates("I am travelling in week 49, so there is no lecture that week.", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-12-01"]))
        assertDates("Am 1. und 8. Dezember bin ich auf Dienstreise. Die beiden Termine entfallen.", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-12-01", "2020-12-08"]))
        assertDates("Wegen einer Konferenz vom 16. bis 20.11. fällt die Sitzung in dieser Woche aus.", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-11-19"]))
        assertDates("I'm away on 26 Nov and 3 Dec; both lectures are cancelled.", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-11-26", "2020-12-03"]))
        // Nothing before it to point back to.
        assertFlagged("Die Vorlesung entfällt in dieser Woche.", day: "Montag")
    }

    /// "Unterbrechung" as a pause, as "Pause" is read.
    func test_an_interruption_is_a_pause() {
        assertDates("wöchentlich; Unterbrechung von KW 48 bis KW 50", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-11-24", "2020-12-01", "2020-12-08"]))
        assertDates("Vorlesung in KW 46 unterbrochen", day: "Montag", weekly("Montag", without: ["2020-11-09"]))
    }

    /// Dates after a label, separated by spaces only.
    func test_dates_separated_by_spaces() {
        assertDates("Termine: 16.10. 30.10. 13.11.", day: "Freitag", ["2020-10-16", "2020-10-30", "2020-11-13"])
    }
}
