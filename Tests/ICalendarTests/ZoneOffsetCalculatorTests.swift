import ICalendar
import XCTest

final class ZoneOffsetCalculatorTests: XCTestCase {
    private let calculator = ZoneOffsetCalculator()

    func test_berlin_winter_time_is_one_hour_ahead_of_utc() throws {
        XCTAssertEqual(try calculator.utc(from: dt(2021, 1, 18, 8, 0), zone: "Europe/Berlin"), dt(2021, 1, 18, 7, 0))
        XCTAssertEqual(try calculator.local(fromUTC: dt(2021, 1, 18, 7, 0), zone: "Europe/Berlin"), dt(2021, 1, 18, 8, 0))
    }

    func test_berlin_summer_time_is_two_hours_ahead_of_utc() throws {
        XCTAssertEqual(try calculator.utc(from: dt(2020, 7, 6, 8, 0), zone: "Europe/Berlin"), dt(2020, 7, 6, 6, 0))
        XCTAssertEqual(try calculator.local(fromUTC: dt(2020, 7, 6, 6, 0), zone: "Europe/Berlin"), dt(2020, 7, 6, 8, 0))
    }

    func test_conversion_crosses_midnight_and_year_boundaries() throws {
        XCTAssertEqual(try calculator.utc(from: dt(2021, 1, 1, 0, 30), zone: "Europe/Berlin"), dt(2020, 12, 31, 23, 30))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 12, 31, 20, 0), zone: "America/New_York"), dt(2021, 1, 1, 1, 0))
    }

    func test_wall_time_in_the_spring_gap_is_shifted_forward_by_the_gap() throws {
        // 2020-03-29 02:30 does not exist in Berlin; read with the old offset (+01:00).
        let utc = try calculator.utc(from: dt(2020, 3, 29, 2, 30), zone: "Europe/Berlin")
        XCTAssertEqual(utc, dt(2020, 3, 29, 1, 30))
        XCTAssertEqual(try calculator.local(fromUTC: utc, zone: "Europe/Berlin"), dt(2020, 3, 29, 3, 30))
        // The edges of the gap.
        XCTAssertEqual(try calculator.utc(from: dt(2020, 3, 29, 1, 59, 59), zone: "Europe/Berlin"), dt(2020, 3, 29, 0, 59, 59))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 3, 29, 2, 0), zone: "Europe/Berlin"), dt(2020, 3, 29, 1, 0))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 3, 29, 3, 0), zone: "Europe/Berlin"), dt(2020, 3, 29, 1, 0))
    }

    func test_wall_time_in_the_autumn_overlap_takes_the_earlier_instant() throws {
        // 2020-10-25 02:30 happens twice in Berlin: first at +02:00 (00:30Z), then at +01:00 (01:30Z).
        XCTAssertEqual(try calculator.utc(from: dt(2020, 10, 25, 2, 30), zone: "Europe/Berlin"), dt(2020, 10, 25, 0, 30))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 10, 25, 2, 0), zone: "Europe/Berlin"), dt(2020, 10, 25, 0, 0))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 10, 25, 3, 0), zone: "Europe/Berlin"), dt(2020, 10, 25, 2, 0))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 10, 25, 1, 59, 59), zone: "Europe/Berlin"), dt(2020, 10, 24, 23, 59, 59))
        XCTAssertEqual(try calculator.local(fromUTC: dt(2020, 10, 25, 1, 30), zone: "Europe/Berlin"), dt(2020, 10, 25, 2, 30))
    }

    func test_local_to_utc_and_back_round_trips_outside_gaps() throws {
        var local = dt(2020, 1, 1, 0, 15)
        while local < dt(2022, 1, 1, 0, 0) {
            let utc = try calculator.utc(from: local, zone: "Europe/Berlin")
            XCTAssertEqual(try calculator.local(fromUTC: utc, zone: "Europe/Berlin"), local)
            local = local.adding(seconds: 7 * 3600 + 13 * 60)  // drifts through all times of day
            if local.date == d(2020, 3, 29) || local.date == d(2021, 3, 28), local.time.hour == 2 {
                local = local.adding(seconds: 3600)  // skip the non-existent hour
            }
        }
    }

    func test_utc_and_fixed_offset_zones_convert_by_their_constant_offset() throws {
        XCTAssertEqual(try calculator.utc(from: dt(2020, 3, 29, 2, 30), zone: "UTC"), dt(2020, 3, 29, 2, 30))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 7, 1, 9, 0), zone: "Asia/Tokyo"), dt(2020, 7, 1, 0, 0))
        XCTAssertEqual(try calculator.utc(from: dt(2020, 7, 1, 9, 0), zone: "Asia/Kolkata"), dt(2020, 7, 1, 3, 30))
    }

    func test_a_skipped_calendar_day_resolves_to_the_following_day() throws {
        // Samoa skipped 2011-12-30 entirely (UTC-10 to UTC+14).
        let utc = try calculator.utc(from: dt(2011, 12, 30, 12, 0), zone: "Pacific/Apia")
        XCTAssertEqual(utc, dt(2011, 12, 30, 22, 0))
        XCTAssertEqual(try calculator.local(fromUTC: utc, zone: "Pacific/Apia"), dt(2011, 12, 31, 12, 0))
    }

    func test_unknown_zone_throws_an_error_naming_it() {
        XCTAssertThrowsError(try calculator.utc(from: dt(2020, 1, 1, 0, 0), zone: "Europe/Atlantis")) { error in
            XCTAssertEqual(error as? TimeZoneError, .unknownZone("Europe/Atlantis"))
            XCTAssertTrue("\(error)".contains("Europe/Atlantis"))
        }
        XCTAssertThrowsError(try calculator.local(fromUTC: dt(2020, 1, 1, 0, 0), zone: ""))
    }
}
