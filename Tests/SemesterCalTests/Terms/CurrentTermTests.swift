import ICalendar
import XCTest
@testable import SemesterCal

/// `"term": "current"`: the term whose lectures run today; between terms, the one that ended
/// for the first half of the break and the next one from its middle on.
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

    func test_in_the_first_half_of_a_break_the_term_that_ended_stays_current() {
        // WS2020 ends Fri 2021-01-22, SS2021 starts Mon 2021-03-15: 52 days, the switch is on 2021-02-17.
        XCTAssertEqual(current("2021-01-23"), "WS2020", "the day after WS2020's last day")
        XCTAssertEqual(current("2021-02-10"), "WS2020", "exam weeks after the winter term")
        XCTAssertEqual(current("2021-02-16"), "WS2020", "the last day before the middle of the break")
        // SS2024 ends Wed 2024-07-10, WS2024 starts Tue 2024-10-01: 83 days, the switch is on 2024-08-21.
        XCTAssertEqual(current("2024-07-11"), "SS2024", "the day after SS2024's last day")
        XCTAssertEqual(current("2024-08-20"), "SS2024")
    }

    func test_from_the_middle_of_a_break_on_it_is_the_next_term() {
        XCTAssertEqual(current("2021-02-17"), "SS2021")
        XCTAssertEqual(current("2024-08-21"), "WS2024", "summer break, second half")
        XCTAssertEqual(current("2024-03-15"), "SS2024", "the Friday before SS2024's first Monday")
    }

    func test_overrides_of_the_profile_count() throws {
        let delayed = try InstitutionProfile.hochschuleHof.checkedOverride(for: Term(parsing: "SS2020")!,
                                                                            firstDay: CalendarDate(iso: "2020-04-20"), lastDay: nil)
        XCTAssertEqual(current("2020-04-01", delayed), "SS2020")
        XCTAssertEqual(current("2020-04-20", delayed), "SS2020")
    }
}
