import XCTest
@testable import SemesterCal

/// The families behind what development set 38 found silently wrong: small words that change what a
/// date means ("bis einschließlich", "ausschließlich", "außerhalb", "nach", "nur noch", "auch", "nicht"
/// after a cancellation), lists of excluded weeks that repeat their week word, and cues that disagree.
/// Each phrase was written with its expected dates before the reader ran on it; none is copied from
/// the set.
final class Set38FamilyTests: CommentPhraseTestCase {
    /// "vom 23.11. bis einschließlich 7.12.", "from 2 Nov up to and including 16 Nov": the whole span.
    func test_inclusive_words_inside_a_span() {
        assertDates("keine Vorlesung vom 16.11. bis einschließlich 30.11.", day: "Montag",
                    weekly("Montag").filter { $0 < "2020-11-16" || $0 > "2020-11-30" })
        assertDates("Übung vom 2.11. bis einschl. 16.11.", day: "Montag", ["2020-11-02", "2020-11-09", "2020-11-16"])
        assertDates("until and including CW 24", day: "Donnerstag", weekly("Donnerstag", term: "SS2021").filter { $0 <= "2021-06-17" }, term: "SS2021")
        assertDates("bis und mit KW 50", day: "Montag", weekly("Montag").filter { $0 <= "2020-12-07" })
    }

    /// "bis KW 50 (ausschließlich)", "bis ausschließlich KW 50", "until week 50, exclusive": the bound's
    /// week is left out. "startet nach KW 44": the week after.
    func test_exclusive_bounds() {
        assertDates("Vorlesung bis KW 49 (ausschließlich)", day: "Dienstag", weekly("Dienstag").filter { $0 <= "2020-11-24" })
        assertDates("bis ausschließlich KW 49", day: "Dienstag", weekly("Dienstag").filter { $0 <= "2020-11-24" })
        assertDates("Übung startet nach KW 43", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-28" })
        assertDates("starts after week 43", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-28" })
    }

    /// "außerhalb der KW 19–21": those weeks left out (they were read as the only weeks, silently).
    func test_outside_weeks_leaves_them_out() {
        assertDates("außerhalb der KW 47-49 jeden Montag", day: "Montag", weekly("Montag").filter { $0 < "2020-11-16" || $0 > "2020-11-30" })
        assertDates("every Monday outside weeks 47 to 49", day: "Montag", weekly("Montag").filter { $0 < "2020-11-16" || $0 > "2020-11-30" })
    }

    /// "außer KW 13, KW 20", "ohne KW 45, KW 47": every week of the list is left out (the second was
    /// read as the only week).
    func test_an_exclusion_list_that_repeats_its_week_word() {
        assertDates("KW 42-51 ohne KW 45, KW 48", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-12" && $0 <= "2020-12-14" && $0 != "2020-11-02" && $0 != "2020-11-23" })
        assertDates("außer KW 45, KW 48", day: "Montag", weekly("Montag").filter { $0 != "2020-11-02" && $0 != "2020-11-23" })
        assertDates("except week 45 and week 48", day: "Montag", weekly("Montag").filter { $0 != "2020-11-02" && $0 != "2020-11-23" })
    }

    /// "KW 48 entfällt nicht!", "fällt nicht aus": a cancellation denied. Which weeks then change is not
    /// said in so many words: flagged.
    func test_a_denied_cancellation_flags() {
        assertFlagged("KW 47 entfällt nicht!", day: "Montag")
        assertFlagged("Vorlesung am 23.11. fällt nicht aus", day: "Montag")
    }

    /// "nur noch am 14.12. und 11.1.": only these still; whether the sessions before them took place
    /// is not said. "auch in KW 53": also, beside the series.
    func test_only_still_and_also() {
        assertFlagged("Vorlesung nur noch am 7.12. und 14.12.", day: "Montag")
        assertFlagged("only on 7 Dec and 14 Dec from now on", day: "Montag")
        assertDates("Vorlesung findet auch in KW 53 statt", day: "Dienstag", weekly("Dienstag"))
        assertDates("wöchentlich bis KW 51, auch am 5.1.", day: "Dienstag", weekly("Dienstag").filter { $0 <= "2020-12-15" } + ["2021-01-05"])
    }

    /// Cues that disagree: dates in weeks of the other parity; a parity up to a week and then every week;
    /// an end tied to a holiday season next to a rhythm.
    func test_cues_that_disagree_flag() {
        // (13.10. and 27.10. lie in the even weeks 42 and 44: the first wording agreed; these do not.)
        assertFlagged("nur gerade KW, Termine 20.10. und 3.11.", day: "Dienstag")
        // Read since set 54 (phases of parity, `CueKind.parityPhase`); set 54's writer gives this shape's
        // dates (b54-015): odd weeks up to KW 46, every week after it.
        assertDates("bis KW 46 in ungeraden Wochen, danach wöchentlich", day: "Donnerstag",
                    ["2020-10-08", "2020-10-22", "2020-11-05", "2020-11-19", "2020-11-26", "2020-12-03", "2020-12-10", "2020-12-17",
                     "2020-12-24", "2020-12-31", "2021-01-07", "2021-01-14", "2021-01-21"])
        assertFlagged("alle 3 Wochen ab 14.10., Ende vor Weihnachten", day: "Mittwoch")
    }

    /// Development set 39's silent errors as families: a week word glued to its preposition ("abKW42",
    /// "bisKW 50"), a misspelt month after "ab" ("ab Aprill"), "onwards", "vor Ort" as a mode, a room
    /// code after a bound in a room's bracket, changes announced elsewhere, groups meeting by a plan.
    func test_set_39_families() {
        assertDates("(WI 3) - Übung - abKW43; entf. KW47", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-19" && $0 != "2020-11-16" })
        assertDates("bisKW 50", day: "Montag", weekly("Montag").filter { $0 <= "2020-12-07" })
        assertFlagged("ab Aprill", day: "Freitag", term: "SS2021")
        // One letter off a long month is that month, as before.
        assertDates("bis Dezembre", day: "Montag", weekly("Montag").filter { $0 <= "2020-12-31" })
        assertDates("calendar week 49 onwards", day: "Montag", weekly("Montag").filter { $0 >= "2020-11-30" })
        assertDates("online bis 3.11., ab 10.11. vor Ort", day: "Dienstag", weekly("Dienstag"))
        assertDates("Raum: FB 104 (ab KW 46 FB 012)", day: "Mittwoch", weekly("Mittwoch"))
        assertFlagged("evtl. Terminverschiebungen, siehe Aushang", day: "Freitag")
        assertFlagged("- Praktikum - ab KW 44 (Gruppen laut Aushang)", day: "Donnerstag")
        assertDates("jede 2. Woche ab dem 15.10. (Gr. A), Gr. B siehe eigene Zeile", day: "Donnerstag",
                    ["2020-10-15", "2020-10-29", "2020-11-12", "2020-11-26", "2020-12-10", "2020-12-24", "2021-01-07", "2021-01-21"])
        assertFlagged("Beginn nach der Einführungswoche", day: "Montag")
    }
}
