import XCTest
@testable import SemesterCal

final class TokenizerTests: XCTestCase {
    private func kinds(_ text: String) -> [Token.Kind] { Tokenizer.tokenize(text).map(\.kind) }

    func test_glued_week_marker_and_number_are_split() {
        XCTAssertEqual(kinds("KW45"), [.weekMarker, .number(45)])
    }

    func test_calendar_week_and_week_KW_merge_into_one_marker() {
        XCTAssertEqual(kinds("begin: calendar week 18"), [.word("begin"), .symbol(":"), .weekMarker, .number(18)])
        XCTAssertEqual(kinds("start week KW 18"), [.word("start"), .weekMarker, .number(18)])
    }

    func test_dates_with_and_without_year() {
        XCTAssertEqual(kinds("14.10./4.11."), [.date(day: 14, month: 10, year: nil), .symbol("/"), .date(day: 4, month: 11, year: nil)])
        XCTAssertEqual(kinds("08.10.20"), [.date(day: 8, month: 10, year: 20)])
        XCTAssertEqual(kinds("23.04.2020"), [.date(day: 23, month: 4, year: 2020)])
    }

    func test_ordinal_before_week_marker() {
        XCTAssertEqual(kinds("41. - 48. KW"), [.ordinal(41), .symbol("-"), .ordinal(48), .weekMarker])
    }

    func test_malformed_restated_date_is_one_token() {
        XCTAssertEqual(kinds("(= 15.0.06.20)"), [.symbol("("), .symbol("="), .malformedDate, .symbol(")")])
    }

    func test_fourteen_tägig_without_hyphen() {
        XCTAssertEqual(kinds("14tägig"), [.number(14), .word("tägig")])
    }

    func test_time_of_day_is_not_a_date() {
        XCTAssertEqual(kinds("11:00 Uhr"), [.time(hour: 11, minute: 0), .word("uhr")])
    }

    func test_semester_half_ordinal_is_not_a_date() {
        XCTAssertEqual(kinds("1.Semhälfte"), [.ordinal(1), .word("semhälfte")])
    }

    func test_typographic_dashes_read_as_hyphen() {
        XCTAssertEqual(kinds("KW 41–46"), [.weekMarker, .number(41), .symbol("-"), .number(46)])
    }
}
