import XCTest
@testable import SemesterCal

/// Dates and spans in wordings set 47 left flagged: slash dates whose order one item of the list
/// fixes, ordinal days sharing a month after "the", a cancellation after the date's comma, typed-short
/// month names, a negated span "from … through …". Each phrase was written with its expected dates
/// or flag before the reader ran on it (the span family was fixed first on set 47's own case).
final class WrittenDateListTests: CommentPhraseTestCase {
    /// "12/10, 26/10, 9/11": a list of slash dates is written in one order; an item above 12 fixes it.
    func test_a_slash_list_in_one_order() {
        assertDates("Termine: 19/10, 2/11, 16/11, 30/11", day: "Montag", ["2020-10-19", "2020-11-02", "2020-11-16", "2020-11-30"])
        assertDates("sessions on 4/11 and 18/11", day: "Mittwoch", ["2020-11-04", "2020-11-18"])
        assertDates("sessions on 11/4 and 11/18", day: "Mittwoch", ["2020-11-04", "2020-11-18"])
        assertFlagged("sessions on 4/11 and 11/18", day: "Mittwoch")
    }

    /// "the 3rd and the 10th of May": days after "the", sharing the month named last.
    func test_ordinal_days_after_the_article() {
        assertDates("we skip the 2nd and the 9th of November", day: "Montag", weekly("Montag", without: ["2020-11-02", "2020-11-09"]))
        assertDates("except the 21st and the 28th of December", day: "Montag", weekly("Montag", without: ["2020-12-21", "2020-12-28"]))
    }

    /// "Die Vorlesung am Dienstag, 1. Juni, fällt aus.": the cancellation after the date's comma.
    func test_a_cancellation_after_the_dates_comma() {
        assertDates("Die Vorlesung am Montag, 30. November, fällt aus.", day: "Montag", weekly("Montag", without: ["2020-11-30"]))
        assertDates("Am Montag, den 7.12., ist die Vorlesung abgesagt", day: "Montag", weekly("Montag", without: ["2020-12-07"]))
    }

    func test_there_wont_be_any() {
        assertDates("there won't be any class on 7 December", day: "Montag", weekly("Montag", without: ["2020-12-07"]))
    }

    /// "Oktbr.", "Aprl": a month name typed short, its letters in order.
    func test_month_names_typed_short() {
        assertDates("Beginn 19. Oktbr.", day: "Montag", weekly("Montag", from: "2020-10-19"))
        assertDates("Start: 19th Octbr", day: "Montag", weekly("Montag", from: "2020-10-19"))
        assertDates("Ende 14. Dezbr.", day: "Montag", weekly("Montag", until: "2020-12-14"))
    }

    /// "no sessions from 20 May through 3 June": a span left out.
    func test_a_negated_span_from_through() {
        assertDates("no lectures from 23 Nov through 7 Dec", day: "Montag", weekly("Montag", without: ["2020-11-23", "2020-11-30", "2020-12-07"]))
        assertDates("no class from wk 48 to wk 49", day: "Montag", weekly("Montag", without: ["2020-11-23", "2020-11-30"]))
    }
}
