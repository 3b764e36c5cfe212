import XCTest
@testable import SemesterCal

/// The closed world at clause level (SEMANTICS.md §4a): in a clause that reads a week or a date
/// for the sessions, a word the reader does not know makes the row not understood, however far
/// from the date it stands; in a clause without one it is a remark. Written with their expected
/// outcomes before the reader ran on them.
final class UnknownWordTests: CommentPhraseTestCase {
    func test_an_unknown_word_in_a_clause_with_a_date_flags_however_far_from_it() {
        assertFlagged("KW 44 bis KW 50 und im Januar dann eher sporadisch", day: "Mittwoch")
        assertFlagged("from week 44 on Wednesdays and in January occasionally on Fridays", day: "Mittwoch")
        assertFlagged("ab 4.11. jeweils im Anschluss an das Kolloquium der Fakultät", day: "Mittwoch")
    }

    func test_an_english_negation_with_an_apostrophe_is_read_whole() {
        // "won't": the auxiliary before the apostrophe belongs to the negation, it is not an unknown word.
        var expected = weekly("Mittwoch")
        expected.removeAll { $0 == "2020-12-16" }
        assertDates("Lecture won't take place on 2020-12-16.", day: "Mittwoch", expected)
        assertDates("the lecture doesn't take place on 16 Dec", day: "Mittwoch", expected)
        var summer = weekly("Freitag", term: "SS2021")
        summer.removeAll { ["2021-05-14", "2021-05-21"].contains($0) }
        assertDates("class won't meet in weeks 19 - 20", day: "Freitag", summer, term: "SS2021")
    }

    func test_an_unknown_word_in_a_clause_without_a_date_is_a_remark() {
        let fromWeek44 = weekly("Mittwoch").filter { $0 >= "2020-10-28" }
        assertDates("ab KW 44, Skript wird vorab bereitgestellt", day: "Mittwoch", fromWeek44)
        assertDates("starts week 44; slides are uploaded beforehand", day: "Mittwoch", fromWeek44)
    }

    func test_what_follows_then_must_be_read() {
        // "dann eher sporadisch": the series goes on in a way no rule read.
        assertFlagged("KW 44 bis KW 50, danach nur noch unregelmässig nach Absprache", day: "Mittwoch")
        assertFlagged("ab KW 43 wöchentlich, dann bis Semesterende seltener", day: "Mittwoch")
        assertFlagged("weekly from week 43, then more sporadically", day: "Mittwoch")
        // A known continuation stays understood; after an end, what follows is outside the series.
        assertDates("KW 41 online, danach Präsenz", day: "Mittwoch", weekly("Mittwoch"))
        let untilWeek50 = weekly("Mittwoch").filter { $0 <= "2020-12-09" }
        assertDates("nur bis KW 50, danach selbstständige Projektarbeit", day: "Mittwoch", untilWeek50)
        assertDates("lectures until week 50, afterwards independent project work", day: "Mittwoch", untilWeek50)
        assertDates("KW 41-50 außer KW 45; danach Projektphase", day: "Mittwoch", untilWeek50.filter { $0 != "2020-11-04" })
    }

    func test_a_date_before_an_event_that_times_the_sessions_flags() {
        // "ab 4.11. nach dem Kolloquium": the sessions after the event, or the event's date?
        assertFlagged("ab 4.11. nach dem Kolloquium", day: "Mittwoch")
        assertFlagged("ab 4.11. immer nach der Klausurbesprechung", day: "Mittwoch")
        assertFlagged("from 11 Nov always after the midterm exam", day: "Mittwoch")
        assertFlagged("ab KW 46 im Anschluss an die Prüfung", day: "Mittwoch")
        // The event named first: its date is the event's, the lecture is unchanged.
        assertDates("Klausur am 4.11. nach der Vorlesung", day: "Mittwoch", weekly("Mittwoch"))
        assertDates("midterm exam on 4 Nov after the lecture", day: "Mittwoch", weekly("Mittwoch"))
    }
}
