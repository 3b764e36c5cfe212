import XCTest
@testable import SemesterCal

/// Dates said to be provisional: "ab KW 44 (voraussichtlich)", "Beginn 19.10. (Änderungen
/// vorbehalten)", "starts week 43 (provisional)". The hedge stands in a clause of its own, which
/// names no date, and the dates were read as certain. Each phrase was written with its expected
/// reading before the reader ran on it (9 of the first 10 were silently wrong then).
final class ProvisionalDatesTests: CommentPhraseTestCase {
    /// A hedge on the comment's dates, in brackets, after a comma or a dash, in German and English.
    func test_a_hedge_in_a_clause_of_its_own_flags_the_dates() {
        assertFlagged("ab KW 44 (voraussichtlich)", day: "Montag")
        assertFlagged("ab KW 44 (noch nicht bestätigt)", day: "Montag")
        assertFlagged("KW 42-46 (Planung vorläufig)", day: "Montag")
        assertFlagged("Beginn 19.10. (Änderungen vorbehalten)", day: "Montag")
        assertFlagged("Start 19.10., subject to change", day: "Montag")
        assertFlagged("starts week 43 (provisional)", day: "Montag")
        assertFlagged("ab KW 43, unverbindlich", day: "Montag")
        assertFlagged("Termine 12.10./26.10. - noch nicht final", day: "Montag")
        assertFlagged("14-tägig ab KW 42 (Stand heute)", day: "Montag")
        assertFlagged("ab KW 44 (unter Vorbehalt)", day: "Freitag")
        assertFlagged("ab KW 44 (tentative)", day: "Freitag")
        assertFlagged("KW 42, 44, 46 - Termine können sich noch ändern", day: "Mittwoch")
        assertFlagged("dates may change: Oct 14, Oct 28", day: "Mittwoch")
        assertFlagged("Beginn KW 43 (evtl.)", day: "Dienstag")
        assertFlagged("Start in week 45 (not yet confirmed)", day: "Dienstag")
        assertFlagged("wöchentlich ab 3.11. - vorbehaltlich der Raumvergabe", day: "Dienstag")
        assertFlagged("KW 17-25 (vorläufiger Plan)", day: "Dienstag", term: "SS2021")
        assertFlagged("every other week from week 16, preliminary", day: "Dienstag", term: "SS2021")
    }

    /// Without a date in the comment, a hedge on the sessions themselves flags too: whether they
    /// take place is not certain.
    func test_a_hedge_on_the_sessions_themselves_flags() {
        assertFlagged("Vorlesung findet unter Vorbehalt statt", day: "Montag")
        assertFlagged("Termine vorläufig", day: "Montag")
        assertFlagged("schedule is provisional", day: "Montag")
    }

    /// A hedge on something else leaves the sessions' dates as the comment states them; so does a
    /// plain "ggf." before what the sessions include.
    func test_a_hedge_on_something_else_leaves_the_dates() {
        assertDates("Raum unter Vorbehalt, ab KW 43", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-19" })
        assertDates("ab KW 43 (online, ggf. Präsenz)", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-19" })
        assertDates("Klausur voraussichtlich in KW 5, Beginn KW 42", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-12" })
        assertDates("14-tägig ab KW 42, Raum vorläufig FB 101", day: "Mittwoch", ["2020-10-14", "2020-10-28", "2020-11-11", "2020-11-25", "2020-12-09", "2020-12-23", "2021-01-06", "2021-01-20"])
        assertDates("ab KW 43, Übungsblätter evtl. auch auf Englisch", day: "Montag", weekly("Montag").filter { $0 >= "2020-10-19" })
        assertDates("Vorlesung (4 SWS)", day: "Montag", weekly("Montag"))
    }
}
