import XCTest
@testable import SemesterCal

/// Set 54's largest flagged families: phases by counted sessions ("die ersten 4 Termine wöchentlich,
/// ab dem 5. Termin 14-tägig") and by the parity of the week ("bis KW 46 wöchentlich, danach nur in
/// geraden KW"). New wordings, none copied from the set; expectations written before the reader ran.
/// A later phase's rhythm is counted from its own first date (SEMANTICS.md §4: "counted from its first
/// remaining date").
final class Set54PhaseTests: CommentPhraseTestCase {
    func test_phases_by_counted_sessions() {
        assertDates("die ersten 3 Termine wöchentlich, ab dem 4. Termin 14-tägig", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-09", "2020-11-23", "2020-12-07", "2020-12-21", "2021-01-04", "2021-01-18"])
        // Written with these dates; flagged after the reader ran: a later rhythm of two weeks or more after
        // counted sessions, with no start of its own, counts from the next date for set 54's writer and from
        // a rhythm's length after the last counted session for sets 49, 50 and 53's (b49-306, b50-379,
        // b53-079, b53-130). The dates written are the best guess.
        assertFlagged("first 4 sessions weekly, then every other week", day: "Mittwoch",
                      bestGuess: ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-13"])
        assertFlagged("Termin 1-5 wöchentlich, Rest 14-tägig", day: "Dienstag",  // flagged after the reader ran, as above
                      bestGuess: ["2020-10-06", "2020-10-13", "2020-10-20", "2020-10-27", "2020-11-03", "2020-11-10", "2020-11-24", "2020-12-08", "2020-12-22", "2021-01-05", "2021-01-19"])
        assertDates("ab dem 4. Termin nur noch alle 14 Tage", day: "Donnerstag",
                    ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-11-05", "2020-11-19", "2020-12-03", "2020-12-17", "2020-12-31", "2021-01-14"])
        assertDates("Beginn KW 42; nach dem 3. Termin 14-tägig", day: "Montag",
                    ["2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-16", "2020-11-30", "2020-12-14", "2020-12-28", "2021-01-11"])
        assertFlagged("die ersten zwei Sitzungen wöchentlich, danach dreiwöchentlich", day: "Freitag", term: "SS2021",  // as above
                      bestGuess: ["2021-03-19", "2021-03-26", "2021-04-02", "2021-04-23", "2021-05-14", "2021-06-04", "2021-06-25"])
        assertFlagged("weekly for the first five classes, fortnightly afterwards", day: "Donnerstag",  // as above
                      bestGuess: ["2020-10-01", "2020-10-08", "2020-10-15", "2020-10-22", "2020-10-29", "2020-11-05", "2020-11-19", "2020-12-03", "2020-12-17", "2020-12-31", "2021-01-14"])
        // Added after the reader ran: a weekly phase after counted sessions needs no start of its own.
        assertDates("die ersten 3 Termine 14-tägig, danach wöchentlich", day: "Dienstag",
                    ["2020-10-06", "2020-10-20", "2020-11-03"] + weekly("Dienstag", from: "2020-11-10"))
    }

    func test_counted_sessions_with_an_exclusion() {
        // After the counted phase: removed after the rhythm, as every exclusion.
        // Flagged after the reader ran, as in `test_phases_by_counted_sessions`; the same with the start said
        // was added then and reads.
        assertFlagged("erste 4 Termine wöchentl., dann 14-tägig, außer KW 49", day: "Mittwoch",
                      bestGuess: ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-18", "2020-12-16", "2020-12-30", "2021-01-13"])
        assertDates("erste 4 Termine wöchentl., ab dem 5. Termin 14-tägig, außer KW 49", day: "Mittwoch",
                    ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-18", "2020-12-16", "2020-12-30", "2021-01-13"])
        // Inside the counted sessions: does the cancelled one count? Not said.
        assertFlagged("erste 3 Termine wöchentlich, dann 14-tägig; KW 42 entfällt", day: "Montag")
        // Counted from the end: which dates the first rhythm leaves is not said.
        assertFlagged("14-tägig, die letzten 4 Termine wöchentlich", day: "Montag")
    }

    func test_phases_by_the_parity_of_the_week() {
        assertDates("bis KW 46 wöchentlich, danach nur in geraden KW", day: "Montag",
                    ["2020-10-05", "2020-10-12", "2020-10-19", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-23", "2020-12-07", "2020-12-21", "2021-01-11"])
        assertDates("ab KW 47 nur noch ungerade Wochen, vorher jede Woche", day: "Mittwoch",
                    ["2020-10-07", "2020-10-14", "2020-10-21", "2020-10-28", "2020-11-04", "2020-11-11", "2020-11-18", "2020-12-02", "2020-12-16", "2020-12-30", "2021-01-06", "2021-01-20"])
        assertDates("odd weeks until week 45, then every week", day: "Dienstag",
                    ["2020-10-06", "2020-10-20", "2020-11-03", "2020-11-10", "2020-11-17", "2020-11-24", "2020-12-01", "2020-12-08", "2020-12-15", "2020-12-22", "2020-12-29", "2021-01-05", "2021-01-12", "2021-01-19"])
        assertDates("gerade KW bis KW 18, ab KW 19 wöchentlich", day: "Donnerstag",
                    ["2021-03-25", "2021-04-08", "2021-04-22", "2021-05-06", "2021-05-13", "2021-05-20", "2021-05-27", "2021-06-03", "2021-06-10", "2021-06-17", "2021-06-24", "2021-07-01", "2021-07-08"], term: "SS2021")
        assertDates("in ungeraden Wochen bis KW 45, ab KW 46 in geraden", day: "Montag",
                    ["2020-10-05", "2020-10-19", "2020-11-02", "2020-11-09", "2020-11-23", "2020-12-07", "2020-12-21", "2021-01-11"])
    }
}
