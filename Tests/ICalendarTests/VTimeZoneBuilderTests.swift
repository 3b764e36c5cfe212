import ICalendar
import XCTest

final class VTimeZoneBuilderTests: XCTestCase {
    /// (kind, DTSTART, TZOFFSETFROM, TZOFFSETTO) of every observance, in order.
    private func observances(_ zone: ICalComponent) -> [[String]] {
        zone.components.map { observance in
            [observance.name] + ["DTSTART", "TZOFFSETFROM", "TZOFFSETTO"].map { observance.first($0)?.value ?? "-" }
        }
    }

    func test_berlin_2020_2021_is_one_yearly_pair_with_local_onsets_in_the_old_offset() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        XCTAssertEqual(zone.name, "VTIMEZONE")
        XCTAssertEqual(zone.first("TZID")?.value, "Europe/Berlin")
        XCTAssertEqual(observances(zone), [
            ["DAYLIGHT", "19960331T020000", "+0100", "+0200"],
            ["STANDARD", "19961027T030000", "+0200", "+0100"],
        ])
    }

    func test_observances_recur_yearly_from_the_rules_start_without_until_or_rdate() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "America/New_York", years: 2020...2020)
        XCTAssertTrue(zone.components.allSatisfy { $0.first("RDATE") == nil })
        XCTAssertEqual(zone.components.map { $0.first("RRULE")?.value ?? "-" },
                       ["FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"])
        XCTAssertEqual(observances(zone), [
            ["DAYLIGHT", "20070311T020000", "-0500", "-0400"],
            ["STANDARD", "20071104T020000", "-0400", "-0500"],
        ])
    }

    func test_southern_hemisphere_zone_lists_its_april_change_first() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Australia/Sydney", years: 2021...2021)
        XCTAssertEqual(observances(zone), [
            ["STANDARD", "20080406T030000", "+1100", "+1000"],
            ["DAYLIGHT", "20081005T020000", "+1000", "+1100"],
        ])
    }

    func test_utc_has_a_single_standard_observance_with_zero_offset() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "UTC", years: 2020...2021)
        XCTAssertEqual(zone.first("TZID")?.value, "UTC")
        XCTAssertEqual(observances(zone), [["STANDARD", "19700101T000000", "+0000", "+0000"]])
    }

    func test_zone_without_daylight_saving_gets_its_fixed_offset() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Asia/Tokyo", years: 2020...2030)
        XCTAssertEqual(observances(zone), [["STANDARD", "19700101T000000", "+0900", "+0900"]])
    }

    func test_permanent_offset_change_without_dst_is_included() throws {
        // Volgograd moved from +04 to +03 on 2020-12-27 02:00 local time.
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Volgograd", years: 2020...2021)
        XCTAssertEqual(observances(zone), [
            ["STANDARD", "19700101T000000", "+0400", "+0400"],
            ["STANDARD", "20201227T020000", "+0400", "+0300"],
        ])
    }

    func test_tzname_is_written_only_for_alphabetic_abbreviations() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        for observance in zone.components {
            guard let name = observance.first("TZNAME")?.value else { continue }
            XCTAssertTrue(name.allSatisfy { $0.isASCII && $0.isLetter }, name)
        }
    }

    func test_tzname_comes_from_the_zone_database_independent_of_the_machine_locale() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "America/New_York", years: 2020...2020)
        XCTAssertEqual(zone.components.map { [$0.name, $0.first("TZNAME")?.value ?? "-"] },
                       [["DAYLIGHT", "EDT"], ["STANDARD", "EST"]])
    }

    func test_offsets_format_with_sign_and_seconds_only_when_needed() {
        XCTAssertEqual(VTimeZoneBuilder.formatOffset(3600), "+0100")
        XCTAssertEqual(VTimeZoneBuilder.formatOffset(0), "+0000")
        XCTAssertEqual(VTimeZoneBuilder.formatOffset(-18_000), "-0500")
        XCTAssertEqual(VTimeZoneBuilder.formatOffset(19_800), "+0530")
        XCTAssertEqual(VTimeZoneBuilder.formatOffset(-(3 * 3600 + 30 * 60)), "-0330")
        XCTAssertEqual(VTimeZoneBuilder.formatOffset(3208), "+005328")
    }

    func test_unknown_zone_throws_an_error_naming_it() {
        XCTAssertThrowsError(try VTimeZoneBuilder.component(forZone: "Mars/Olympus_Mons", years: 2020...2021)) { error in
            XCTAssertEqual(error as? TimeZoneError, .unknownZone("Mars/Olympus_Mons"))
            XCTAssertTrue(String(describing: error).contains("Mars/Olympus_Mons"))
        }
    }

    func test_years_outside_the_supported_range_throw() {
        XCTAssertThrowsError(try VTimeZoneBuilder.component(forZone: "UTC", years: 0...2020)) { error in
            XCTAssertEqual(error as? TimeZoneError, .yearsOutOfRange(0...2020))
        }
    }

    func test_serialized_vtimezone_is_well_formed_and_deterministic() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        let text = ICalendarWriter.serialize(zone)
        assertWellFormed(text)
        XCTAssertEqual(text, ICalendarWriter.serialize(try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)))
        let lines = physicalLines(text)
        XCTAssertEqual(Array(lines.prefix(6)), [
            "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
            "BEGIN:DAYLIGHT", "DTSTART:19960331T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "TZOFFSETFROM:+0100",
        ])
        XCTAssertEqual(lines.last, "END:VTIMEZONE")
    }

    func test_vtimezone_agrees_with_the_offset_calculator_throughout_the_range() throws {
        // Walk 2020-2021 in 6-hour steps; the offset the VTIMEZONE implies must match.
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        let expansion = try ObservanceExpansion(zone, through: 2021)
        let calculator = ZoneOffsetCalculator()
        var instant = dt(2020, 1, 1, 0, 0).secondsSinceEpoch
        let end = dt(2022, 1, 1, 0, 0).secondsSinceEpoch
        while instant < end {
            let utc = LocalDateTime(secondsSinceEpoch: instant)
            XCTAssertEqual(expansion.offset(atUTC: instant), try calculator.offsetSeconds(atUTC: utc, zone: "Europe/Berlin"), "\(utc)")
            instant += 6 * 3600
        }
    }
}
