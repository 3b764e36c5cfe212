import ICalendar
import XCTest
@testable import SemesterCal

/// `"term": "current"`: the term whose lectures run today, or the next one between terms.
final class CurrentTermTests: XCTestCase {
    private func current(_ day: String, _ profile: InstitutionProfile = .hochschuleHof) -> String {
        Term.current(on: CalendarDate(iso: day)!, profile: profile).code
    }

    func test_during_the_lecture_period_it_is_that_term() {
        XCTAssertEqual(current("2020-10-01"), "WS2020", "first day of WS2020")
        XCTAssertEqual(current("2021-01-22"), "WS2020", "last day of WS2020 lies in the next year")
        XCTAssertEqual(current("2020-12-31"), "WS2020")
        XCTAssertEqual(current("2024-05-02"), "SS2024")
        XCTAssertEqual(current("2024-03-18"), "SS2024", "first day of SS2024")
    }

    func test_between_lecture_periods_it_is_the_next_term() {
        XCTAssertEqual(current("2021-02-10"), "SS2021", "exam weeks after the winter term")
        XCTAssertEqual(current("2024-08-15"), "WS2024", "summer break")
        XCTAssertEqual(current("2024-03-15"), "SS2024", "the Friday before SS2024's first Monday")
        XCTAssertEqual(current("2024-07-11"), "WS2024", "the day after SS2024's last day")
    }

    func test_overrides_of_the_profile_count() throws {
        let delayed = try InstitutionProfile.hochschuleHof.checkedOverride(for: Term(parsing: "SS2020")!,
                                                                            firstDay: CalendarDate(iso: "2020-04-20"), lastDay: nil)
        XCTAssertEqual(current("2020-04-01", delayed), "SS2020")
        XCTAssertEqual(current("2020-04-20", delayed), "SS2020")
    }
}
