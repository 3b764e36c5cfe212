import Foundation
import XCTest
@testable import ICalendar

/// Offsets and conversions come from a per-process table of each zone's transitions
/// (`CachedZone`); they must equal what asking Foundation every time gives.
final class ZoneCacheTests: XCTestCase {
    private let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Europe/Moscow",
                         "Pacific/Apia", "America/Sao_Paulo", "Africa/Casablanca", "UTC", "Asia/Kathmandu"]

    func test_cached_offsets_and_conversions_equal_Foundations() throws {
        var generator = SystemRandomNumberGenerator()
        let calculator = ZoneOffsetCalculator()
        for identifier in zones {
            let rules = try ZoneRules(identifier: identifier)
            let zone = try CachedZone.named(identifier)
            // Random instants over 1850...2150, and the seconds around every transition.
            var instants = (0..<400).map { _ in Int.random(in: -3_786_825_600...5_680_281_600, using: &generator) }
            for transition in zone.table.transitions.prefix(200) {
                instants += [-3_601, -1, 0, 1, 3_600].map { transition.instant + $0 }
            }
            for instant in instants {
                XCTAssertEqual(zone.offset(atUTC: instant), rules.offset(atUTC: instant), "\(identifier) offset at \(instant)")
                XCTAssertEqual(try calculator.offsetSeconds(atUTC: LocalDateTime(secondsSinceEpoch: instant), zone: identifier),
                               rules.offset(atUTC: instant))
                // Wall times near transitions fall into gaps and overlaps.
                let wall = LocalDateTime(secondsSinceEpoch: instant + rules.offset(atUTC: instant))
                XCTAssertEqual(try calculator.utc(from: wall, zone: identifier), calculator.utc(from: wall, rules: rules),
                               "\(identifier) wall \(wall)")
            }
        }
    }

    func test_unknown_zones_stay_unknown() {
        XCTAssertThrowsError(try CachedZone.named("Mars/Olympus_Mons"))
        XCTAssertThrowsError(try ZoneOffsetCalculator().utc(from: LocalDateTime(secondsSinceEpoch: 0), zone: "Mars/Olympus_Mons"))
    }

    /// A zone's table is read through 2038 unless a later year is asked for (the VTIMEZONE of a
    /// later calendar): then it is read further, kept for what follows, and starts as before.
    func test_a_later_year_reads_the_table_further() throws {
        let identifier = "America/New_York"
        let usual = try CachedZone.named(identifier)
        XCTAssertGreaterThanOrEqual(usual.lastYear, CachedZone.usualLastYear)
        let later = try CachedZone.named(identifier, throughYear: 2071)
        XCTAssertGreaterThanOrEqual(later.lastYear, 2071)
        XCTAssertEqual(try CachedZone.named(identifier).lastYear, later.lastYear)
        XCTAssertEqual(Array(later.table.transitions.prefix(usual.table.transitions.count)), usual.table.transitions)
        XCTAssertTrue(later.table.transitions.contains { LocalDateTime(secondsSinceEpoch: $0.instant).date.year == 2071 })
        // The rule of a calendar of 2070...2071 is read as from a table of every year.
        let whole = CachedZone(rules: try ZoneRules(identifier: identifier), throughYear: CachedZone.lastYearRead)
        XCTAssertEqual(ZoneRegime(transitions: later.table.transitions, throughYear: 2071),
                       ZoneRegime(transitions: whole.table.transitions, throughYear: 2071))
        XCTAssertEqual(try VTimeZoneBuilder.component(forZone: identifier, years: 2070...2071).components.count, 2)
    }
}
