import XCTest
@testable import SemesterCal

/// The silent errors of blind set 33 as families, each phrase written with its expected dates before
/// the reader ran on it: weeks named beside an interval, dates chained by dashes, a vague time for
/// something that happens in the lecture. Set 33's score is in `BlindSetTests`; these wordings are
/// not copied from it.
final class IntervalListTests: CommentPhraseTestCase {
    /// "14-tägig: KW 42, 44, 46", "3-wöchig: KW 41, 44, 47": single weeks named beside an interval are the rhythm's dates, not thinned again (before this round every second of them was kept, silently); weeks that are not the rhythm's distance apart flag; a range ("14-tägig KW 42-48") is thinned.
    func test_weeks_named_beside_an_interval_are_its_weeks() {
        assertDates("14-tägig: KW 42, 44, 46", day: "Mittwoch", ["2020-10-14", "2020-10-28", "2020-11-11"])
        assertDates("alle 2 Wochen (KW 42, 44, 46, 48)", day: "Mittwoch", ["2020-10-14", "2020-10-28", "2020-11-11", "2020-11-25"])
        assertFlagged("14-tägig, KW 41, 43, 47", day: "Mittwoch")
        assertDates("3-wöchig: KW 41, 44, 47", day: "Mittwoch", ["2020-10-07", "2020-10-28", "2020-11-18"])
        assertDates("14-tägig ab KW 13 (13., 15., 17. KW)", day: "Mittwoch", ["2021-03-31", "2021-04-14", "2021-04-28"], term: "SS2021")
        assertDates("every other week: weeks 50, 52, 1, 3", day: "Montag", ["2020-12-07", "2020-12-21", "2021-01-04", "2021-01-18"])
        assertDates("14-tägig in den Wochen 45, 47, 49, außer KW 47", day: "Donnerstag", ["2020-11-05", "2020-12-03"])
        assertDates("14-tägig: KW 42, 44, 46, 48 (ab KW 44 online)", day: "Dienstag", ["2020-10-13", "2020-10-27", "2020-11-10", "2020-11-24"])
        assertDates("14-tägig KW 42-48", day: "Dienstag", ["2020-10-13", "2020-10-27", "2020-11-10", "2020-11-24"])
        assertFlagged("zweiwöchentlich in KW 43, 45 und 48", day: "Freitag")
    }

    /// "Termine 21.10. - 4.11. - 18.11.": three or more dates chained by dashes are a list; two are a range.
    func test_dates_chained_by_dashes_are_a_list() {
        assertDates("Termine 21.10. - 4.11. - 18.11.", day: "Mittwoch", ["2020-10-21", "2020-11-04", "2020-11-18"])
        assertDates("Termine: 14.10 - 28.10 - 11.11 - 25.11", day: "Mittwoch", ["2020-10-14", "2020-10-28", "2020-11-11", "2020-11-25"])
        assertDates("21.10. - 4.11.", day: "Mittwoch", weekly("Mittwoch").filter { $0 >= "2020-10-21" && $0 <= "2020-11-04" })
        assertDates("dates: Oct 22 - Nov 5 - Nov 19", day: "Donnerstag", ["2020-10-22", "2020-11-05", "2020-11-19"])
    }

    /// "Referate zum Ende des Semesters hin", "Gastvortrag Anfang Dezember (in der Vorlesung)": something that may take the place of sessions, at a time not given (blind sets 12, 27, 30, 32 and 33 flag it). An exam's vague time and an activity's stated week leave the series as it is.
    func test_a_vague_time_for_something_in_the_lecture_flags() {
        assertFlagged("Referate zum Ende des Semesters hin", day: "Montag")
        assertFlagged("Zwischenpräsentation gegen Mitte November", day: "Montag")
        assertFlagged("zum Jahresende hin Projektarbeit statt Vorlesung", day: "Montag")
        assertDates("Vorlesung wöchentlich, Präsentationen in KW 50", day: "Montag", weekly("Montag"))
        assertDates("Klausur gegen Ende des Semesters", day: "Montag", weekly("Montag"))
        assertFlagged("Gastvortrag Anfang Dezember (in der Vorlesung)", day: "Montag")
        assertFlagged("towards the end of term student presentations", day: "Montag")
    }
}
