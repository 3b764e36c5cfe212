import XCTest
@testable import SemesterCal

/// The families behind what the held-out set 45 found silently wrong at its one score. Each phrase was
/// written with its expected dates before the reader ran on it; none is copied from the set.
final class Set45FamilyTests: CommentPhraseTestCase {
    private func weekly(_ day: String, term: String = "WS2020", without: [String] = [], plus: [String] = [], from: String = "", until: String = "9999") -> [String] {
        (super.weekly(day, term: term).filter { !without.contains($0) && $0 >= from && $0 <= until } + plus).sorted()
    }

    /// "am 4.12. ausnahmsweise 2 Blöcke", "on 23 Nov exceptionally a double session": one session of the
    /// series is longer or laid out otherwise, exceptionally; the series stays as the rest of the
    /// comment says. Without a word making it the exception, dates with a length are the sessions.
    func test_one_session_longer_or_laid_out_otherwise() {
        assertDates("am 16.11. ausnahmsweise ganztägig", day: "Montag", weekly("Montag"))
        assertDates("ab KW 43; am 30.11. ausnahmsweise 2 Blöcke", day: "Montag", weekly("Montag", from: "2020-10-19"))
        assertDates("on 23 Nov exceptionally a double session", day: "Montag", weekly("Montag"))
        assertDates("KW 42, 44, 46, 48; am 26.10. ausnahmsweise ganztägig", day: "Montag",
                    ["2020-10-12", "2020-10-26", "2020-11-09", "2020-11-23"])
        assertDates("vom 19.10. bis 14.12., nicht am 16.11.; am 30.11. ausnahmsweise drei Stunden", day: "Montag",
                    weekly("Montag", without: ["2020-11-16"], from: "2020-10-19", until: "2020-12-14"))
        assertDates("am 7.12. ausnahmsweise bis 18 Uhr", day: "Montag", weekly("Montag"))
        // Written first as a flag; blind sets 21 and 42 read "Sa. 14.11. u. Sa. 28.11., jeweils ganztägig" as
        // those dates alone, and a lone date with its length is read the same way here.
        assertDates("am 7.12. ganztägig", day: "Montag", ["2020-12-07"])
    }

    /// "Auftakt 5.10., danach Selbststudium bis KW 45, ab KW 46 wieder wöchentlich": a phase without
    /// sessions between a first session and the series, its end meeting the series' start. A pause that
    /// runs into the start it comes before contradicts it.
    func test_a_phase_without_sessions_before_the_series() {
        let late = weekly("Montag", plus: ["2020-10-05"], from: "2020-11-09")
        assertDates("Auftakt 5.10., anschließend Selbstlernphase bis KW 45, ab KW 46 wieder wöchentlich", day: "Montag", late)
        assertDates("first meeting 5 Oct, then self-study until week 45, weekly again from week 46", day: "Montag", late)
        assertDates("Kick-off am 5.10., dann Pause bis KW 44, ab KW 45 wöchentlich", day: "Montag",
                    weekly("Montag", plus: ["2020-10-05"], from: "2020-11-02"))
        assertFlagged("Einführung 5.10., dann Pause bis KW 46, ab KW 45 wöchentlich", day: "Montag")
    }

    /// "office hours Thursdays after class, not in week 20": what follows the office hours with no
    /// subject of its own is still theirs, as their cancellations are (Set44FamilyTests).
    func test_a_bare_negation_after_office_hours() {
        assertDates("Sprechstunde donnerstags nach der Vorlesung, nicht in KW 47", day: "Donnerstag", weekly("Donnerstag"))
        assertDates("consultation hour Mondays 12:00, not in week 46", day: "Montag", weekly("Montag"))
        assertDates("Sprechstunde Mo 12 Uhr, außer am 16.11.", day: "Montag", weekly("Montag"))
        // The lecture's own negation after a remark on the room stays the lecture's.
        assertDates("Raum B 101, nicht in KW 47", day: "Montag", weekly("Montag", without: ["2020-11-16"]))
    }

    /// What the metamorphic check found with set 45 among its bases: an exam's date, a comma, then "am"
    /// and a date with the lecture called off were one clause, and the exam's date became the only
    /// session; a cancellation after the lecture's time and its office hours is the lecture's.
    func test_the_date_of_an_exam_before_a_cancellation() {
        assertDates("Klausur am 25.01., am 14. Dez. keine Vorlesung", day: "Montag", weekly("Montag", without: ["2020-12-14"]))
        assertDates("Prüfung am 1.2., am 7.12. entfällt die Vorlesung", day: "Montag", weekly("Montag", without: ["2020-12-07"]))
        assertDates("14:00-15:30 Uhr, anschl. Sprechstunde, fällt am 29.10. aus", day: "Donnerstag", weekly("Donnerstag", without: ["2020-10-29"]))
    }

    /// Also found by the metamorphic check: several weeks off and one date a session moves to; a block
    /// week after a registration's date.
    func test_several_sessions_off_and_one_moved() {
        assertFlagged("KW 47 und 48 entfallen, verschoben auf Sa 21.11.", day: "Montag")
        assertDates("KW 47 entfällt, verschoben auf Sa 21.11.", day: "Montag", weekly("Montag", without: ["2020-11-16"], plus: ["2020-11-21"]))
        assertFlagged("Anmeldung zur Prüfung bis 15.12., KW 2 Blockwoche", day: "Montag")
    }
}
