import XCTest
@testable import SemesterCal

/// Families that stop 42's note left open and that announcements are made of: time changes on a
/// date, pauses said in words, a later sentence pointing back to an earlier one's weeks, ranges in
/// other spellings, corrections. Written before the reader ran on them (stop 43).
final class AnnouncementFamilyTests: CommentPhraseTestCase {
    /// Another time of day on a date, or a longer session. I expected the weekly series (times of day
    /// are not cues, SEMANTICS §4a); the reader flags them, by the decision of set 53 (docs/comments.md):
    /// the dates stay, but the calendar would show the row's time on them. That decision stands; the
    /// expectations follow it. Three of these were read as the only date, certain and wrong, before.
    func test_a_time_change_on_a_date_is_flagged() {
        assertFlagged("am 25.11. beginnt die VL erst um 10 Uhr", day: "Mittwoch")
        assertFlagged("on 3 Dec from 14:00 instead", day: "Donnerstag")
        assertFlagged("Am 17.11. ausnahmsweise 10:00-11:30", day: "Dienstag")
        assertFlagged("Doppelstunde am 9.12.", day: "Mittwoch")
        assertFlagged("KW 45: Beginn 9:00 statt 8:15", day: "Montag")
        assertFlagged("ab KW 46 immer erst um 10 Uhr", day: "Montag")
        assertFlagged("am 25.11. erst um 10 Uhr, am 2.12. entfällt", day: "Mittwoch", bestGuess: weekly("Mittwoch", without: ["2020-12-02"]))
    }

    /// A pause said in words removes the weeks it spans; the resumption confirms its end.
    func test_a_pause_in_words() {
        assertDates("Die Vorlesung pausiert ab 16.11. für zwei Wochen", day: "Montag",
                    weekly("Montag", without: ["2020-11-16", "2020-11-23"]))
        assertDates("the lecture pauses for two weeks from 16 Nov; we resume on 30 Nov", day: "Montag",
                    weekly("Montag", without: ["2020-11-16", "2020-11-23"]))
        assertDates("Pause vom 16.11. bis 29.11., weiter ab 30.11.", day: "Montag",
                    weekly("Montag", without: ["2020-11-16", "2020-11-23"]))
        assertDates("Unterbrechung KW 47–48, danach wieder wöchentlich", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-11-17", "2020-11-24"]))
        assertDates("2 Wochen Pause ab KW 47", day: "Dienstag", weekly("Dienstag", without: ["2020-11-17", "2020-11-24"]))
        assertDates("pausiert in KW 50 und 51", day: "Dienstag", weekly("Dienstag", without: ["2020-12-08", "2020-12-15"]))
        assertFlagged("nach der Pause geht es am 7.12. weiter", day: "Montag")
    }

    /// A later sentence says what happens to the lecture in the weeks or dates an earlier one gave a
    /// reason for. One stays flagged: office hours called off in the reason's week, where the reader does
    /// not say that the lecture stays (I expected the weekly series).
    func test_a_later_sentence_points_back() {
        assertDates("Quick update: I have to travel in week 48, so there is no class that week.", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-11-24"]))
        assertDates("Ich bin vom 23.11. bis 27.11. auf Dienstreise. Die Vorlesung fällt in diesem Zeitraum aus.", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-11-25"]))
        assertDates("Liebe Studierende, in KW 49 bin ich krankgeschrieben. In dieser Zeit finden keine Vorlesungen statt.",
                    day: "Montag", weekly("Montag", without: ["2020-11-30"]))
        assertDates("Strike on 12 Nov. Please note: that day the lecture is cancelled.", day: "Donnerstag",
                    weekly("Donnerstag", without: ["2020-11-12"]))
        assertFlagged("Ich bin in KW 47 auf einer Tagung. Die Sprechstunde entfällt in dieser Woche.", day: "Montag")
    }

    /// Corrections and lifted cancellations. "nicht X, sondern Y" is read; a session confirmed "after
    /// all", or a cancellation lifted, answers something the comment does not hold: flagged (I expected
    /// the weekly series; "after all" was read as the only date, certain and wrong, before).
    func test_corrections() {
        assertDates("Korrektur: es entfällt nicht KW 45, sondern KW 46", day: "Montag", weekly("Montag", without: ["2020-11-09"]))
        assertFlagged("update: the session on 12 Nov does take place after all", day: "Donnerstag")
        assertFlagged("Termin 3.12. bleibt doch bestehen", day: "Donnerstag")
        assertFlagged("Der Ausfall am 3.12. wurde aufgehoben", day: "Donnerstag")
    }

    /// Ranges of dates and weeks in other spellings: only the sessions inside.
    func test_ranges_in_other_spellings() {
        let november = ["2020-11-02", "2020-11-09", "2020-11-16", "2020-11-23"]
        assertDates("vom 2. bis 23.11.", day: "Montag", november)
        assertDates("2.–23. Nov.", day: "Montag", november)
        assertDates("Nov 2 - Nov 23", day: "Montag", november)
        assertDates("KW 44 bis einschl. KW 47", day: "Dienstag", ["2020-10-27", "2020-11-03", "2020-11-10", "2020-11-17"])
        assertDates("weeks 44 thru 47", day: "Dienstag", ["2020-10-27", "2020-11-03", "2020-11-10", "2020-11-17"])
        assertDates("zw. KW 44 und 47", day: "Montag", ["2020-10-26", "2020-11-02", "2020-11-09", "2020-11-16"])
    }
}
