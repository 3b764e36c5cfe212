import XCTest
@testable import SemesterCal

/// Families that sealed set 17 found (scored once: 231/244 exact, 3 silently wrong), each in
/// wordings of its own, written with their expected dates before the reader ran on them: a
/// hyphenated submission noun, a session replaced by something else, and a date in brackets
/// after a week that must be that week's.
final class Set17FamilyTests: CommentPhraseTestCase {
    func test_a_hyphenated_hand_in_is_a_submission() {
        assertDates("hand-in until 2021-01-12", day: "Dienstag", weekly("Dienstag"))
        assertDates("project hand-in by 15 Jan", day: "Dienstag", weekly("Dienstag"))
    }

    func test_a_session_replaced_by_something_else_flags() {
        assertFlagged("around week 20 a field trip replaces one lecture", day: "Mittwoch", term: "SS2021")
        assertFlagged("eine Exkursion ersetzt die Vorlesung in KW 47", day: "Mittwoch")
    }

    func test_a_date_in_brackets_after_a_week_must_be_in_that_week() {
        assertFlagged("starts week 44 (Tuesday 3 Nov)", day: "Dienstag")
        assertFlagged("Beginn KW 44 (3.11.2020)", day: "Dienstag")
        assertFlagged("ab KW 44 (Di, 3. Nov.)", day: "Dienstag")
    }
}
