import XCTest
@testable import SemesterCal

/// Families stop 43 left flagged or open, written (with their dates) before the reader ran on them.
final class OpenEndsFamilyTests: CommentPhraseTestCase {
    /// A week's number with its full stop ends the sentence when a sentence opens after it: "weeks 48
    /// and 49. No lectures …" is two sentences, not an ordinal "49." before a noun.
    func test_a_weeks_number_ends_its_sentence() {
        assertDates("I'm at a conference in weeks 48 and 49. No lectures during that time.", day: "Montag",
                    weekly("Montag", without: ["2020-11-23", "2020-11-30"]))
        assertDates("Dienstreise in KW 50 und 51. Keine Vorlesung in dieser Zeit.", day: "Montag",
                    weekly("Montag", without: ["2020-12-07", "2020-12-14"]))
        assertDates("Keine Vorlesung in KW 47 und 48. Bitte nutzen Sie die Zeit für Ihr Projekt.", day: "Dienstag",
                    weekly("Dienstag", without: ["2020-11-17", "2020-11-24"]))
        assertDates("Lehrbeauftragter verreist in Woche 45. The lecture is cancelled that week.", day: "Mittwoch",
                    weekly("Mittwoch", without: ["2020-11-04"]))
        // An ordinal before its noun stays an ordinal.
        assertDates("Beginn in der 43. Woche", day: "Montag", weekly("Montag", from: "2020-10-19"))
    }

    /// In a course on two weekdays, a cancelled date on the other weekday is that weekday's row's
    /// business: the row's own series stays, and nothing is in doubt.
    func test_a_cancelled_date_on_the_courses_other_weekday() {
        let comment = "Mo/Mi, am Mittwoch nur bis 25.11., am 2.11. keine Vorlesung"
        assertDates(comment, day: "Mittwoch", weekly("Mittwoch", until: "2020-11-25"))
        assertDates(comment, day: "Montag", weekly("Montag", without: ["2020-11-02"]))
        assertDates("Di + Do; entfällt am 10.11.", day: "Donnerstag", weekly("Donnerstag"))
        assertDates("Di + Do; entfällt am 10.11.", day: "Dienstag", weekly("Dienstag", without: ["2020-11-10"]))
        assertDates("Mo und Fr, nicht am 7.12. und 11.12.", day: "Freitag", weekly("Freitag", without: ["2020-12-11"]))
        // Without the course's weekdays, a date off the row's weekday is a typo or another course's.
        assertFlagged("entfällt am 10.11.", day: "Donnerstag")
    }
}
