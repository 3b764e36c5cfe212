import XCTest
@testable import SemesterCal

/// Comments whose parts the reader reads one by one, but which say two different things about
/// the dates once planned: the row is flagged, never planned as if one part were not there.
final class StatementConflictTests: XCTestCase {
    private func assertFlagged(_ comment: String, day: String, file: StaticString = #filePath, line: UInt = #line) {
        let planned = Fixtures.plan(comment, day: day)
        XCTAssertFalse(planned.understood, "“\(comment)” planned as certain: \(planned.dates.map(\.iso))", file: file, line: line)
    }

    private func assertUnderstood(_ comment: String, day: String, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let planned = Fixtures.plan(comment, day: day)
        XCTAssertTrue(planned.understood, "“\(comment)”: \(planned.problems)", file: file, line: line)
        XCTAssertEqual(planned.dates.count, count, "“\(comment)”", file: file, line: line)
    }

    func test_a_stated_weekday_that_is_not_the_dates_flags_also_without_a_comma() {
        assertFlagged("Beginn Mo 13.10.", day: "Montag")  // 13 Oct 2020 is a Tuesday
        assertUnderstood("Beginn Di 13.10.", day: "Dienstag", count: 15)
    }

    func test_a_start_weeks_before_the_only_weeks_named_flags() {
        assertFlagged("nur KW 45, Beginn KW 41 wöchentlich", day: "Dienstag")
        assertUnderstood("KW 43-50, Beginn 20.10.", day: "Dienstag", count: 8)
    }

    func test_a_date_left_out_twice_may_be_an_exception_to_the_exclusion() {
        assertFlagged("no lecture in Nov., except Nov 10", day: "Dienstag")
        assertFlagged("keine Vorlesung im November, außer am 10.11.", day: "Dienstag")
        assertUnderstood("keine Vorlesung im November", day: "Dienstag", count: 12)
    }

    func test_every_other_week_in_one_parity_is_that_parity_without_a_week_53() {
        let planned = Fixtures.plan("14-täglich in ungeraden KW", day: "Mittwoch", term: "SS2021")
        XCTAssertTrue(planned.understood)
        XCTAssertEqual(planned.dates.map(\.isoWeek.week), [11, 13, 15, 17, 19, 21, 23, 25, 27])
        // Winter 2020/21 has a week 53: every second week and every odd week part there.
        XCTAssertFalse(Fixtures.plan("14-täglich in ungeraden KW", day: "Mittwoch").understood)
    }
}
