import ICalendar
import XCTest

/// Outlook's definition of Central European time (as exported by Outlook/Exchange).
let outlookBerlinZone = [
    "BEGIN:VTIMEZONE",
    "TZID:W. Europe Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16010101T030000",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010101T020000",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
]

final class TimeZoneResolverTests: XCTestCase {
    private func resolver(_ body: [String]) -> TimeZoneResolver {
        TimeZoneResolver(calendar: parseLines(calendarLines(body)))
    }

    func test_dates_floating_and_utc_values_need_no_zone() {
        let resolver = resolver([])
        XCTAssertEqual(resolver.resolve(.date(d(2020, 10, 5))), .allDay(d(2020, 10, 5)))
        XCTAssertEqual(resolver.resolve(.date(d(2020, 10, 5))).isAllDay, true)
        XCTAssertNil(resolver.resolve(.floating(dt(2020, 10, 5, 8, 0))).instant)
        let utc = resolver.resolve(.utc(dt(2020, 10, 5, 6, 0)))
        XCTAssertEqual(utc.instant, utcSeconds(2020, 10, 5, 6, 0))
        XCTAssertEqual(utc.tzid, "UTC")
    }

    func test_an_iana_tzid_is_resolved_with_the_system_zone_database() {
        let resolver = resolver([])
        let resolved = resolver.resolve(.zoned(dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin"))
        XCTAssertEqual(resolved, ResolvedTime(instant: utcSeconds(2020, 10, 5, 6, 0), local: dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin"))
        XCTAssertEqual(resolver.wallTime(at: utcSeconds(2021, 1, 18, 7, 0), tzid: "Europe/Berlin"), dt(2021, 1, 18, 8, 0))
        XCTAssertEqual(resolver.source(of: "Europe/Berlin"), .iana("Europe/Berlin"))
        XCTAssertTrue(resolver.warnings.isEmpty)
    }

    func test_an_iana_name_wins_over_a_vtimezone_of_the_same_name() {
        let resolver = resolver([
            "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
            "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0500", "TZOFFSETTO:+0500", "END:STANDARD",
            "END:VTIMEZONE",
            "BEGIN:VEVENT", "DTSTART;TZID=Europe/Berlin:20201005T080000", "END:VEVENT",
        ])
        XCTAssertEqual(resolver.instant(of: dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin"), utcSeconds(2020, 10, 5, 6, 0))
    }

    func test_tzids_with_a_globally_unique_prefix_find_their_iana_zone() {
        let resolver = resolver([])
        XCTAssertEqual(resolver.source(of: "/Europe/Berlin"), .iana("Europe/Berlin"))
        XCTAssertEqual(resolver.source(of: "/mozilla.org/20050126_1/Europe/Berlin"), .iana("Europe/Berlin"))
        XCTAssertEqual(resolver.instant(of: dt(2020, 7, 1, 12, 0), tzid: "/mozilla.org/20050126_1/Europe/Berlin"),
                       utcSeconds(2020, 7, 1, 10, 0))
    }

    func test_an_outlook_vtimezone_with_yearly_rules_agrees_with_the_iana_zone() {
        let resolver = resolver(outlookBerlinZone + ["BEGIN:VEVENT", "DTSTART;TZID=W. Europe Standard Time:20201005T080000", "END:VEVENT"])
        let custom = "W. Europe Standard Time"
        XCTAssertEqual(resolver.source(of: custom), .vtimezone)
        XCTAssertTrue(resolver.warnings.isEmpty, "\(resolver.warnings)")
        // Every hour (and a few odd minutes) of four years, both directions, including gaps and overlaps.
        var wall = dt(2019, 1, 1, 0, 0)
        while wall < dt(2023, 1, 1, 0, 0) {
            XCTAssertEqual(resolver.instant(of: wall, tzid: custom), resolver.instant(of: wall, tzid: "Europe/Berlin"), "\(wall)")
            let instant = wall.secondsSinceEpoch
            XCTAssertEqual(resolver.offset(at: instant, tzid: custom), resolver.offset(at: instant, tzid: "Europe/Berlin"), "\(wall)")
            wall = wall.adding(seconds: 3600 + (wall.time.hour == 2 ? 30 * 60 : 0))
        }
        // The RFC rules for the transition days: the gap shifts forward, the overlap takes the first.
        XCTAssertEqual(resolver.resolve(.zoned(dt(2020, 3, 29, 2, 30), tzid: custom)).local, dt(2020, 3, 29, 3, 30))
        XCTAssertEqual(resolver.instant(of: dt(2020, 10, 25, 2, 30), tzid: custom), utcSeconds(2020, 10, 25, 0, 30))
    }

    func test_semestercals_own_vtimezone_with_yearly_rules_is_read_as_written() throws {
        // semestercal's own style (VTimeZoneBuilder: a yearly RRULE pair), under a name Foundation does not know.
        var zone = try VTimeZoneBuilder.component(forZone: "America/New_York", years: 2020...2021)
        zone.properties = [.text("TZID", "Eastern (custom)")]
        let calendar = ICalComponent(name: "VCALENDAR", components: [zone])
        let resolver = TimeZoneResolver(calendar: calendar)
        XCTAssertEqual(resolver.source(of: "Eastern (custom)"), .vtimezone)
        var instant = utcSeconds(2020, 1, 1, 12, 0)
        while instant < utcSeconds(2021, 12, 31, 0, 0) {
            XCTAssertEqual(resolver.offset(at: instant, tzid: "Eastern (custom)"), resolver.offset(at: instant, tzid: "America/New_York"))
            instant += 5 * 3600 + 17 * 60
        }
    }

    func test_rdate_observances_and_microsofts_fifth_sunday_mean_what_they_say() {
        let resolver = resolver([
            "BEGIN:VTIMEZONE", "TZID:Custom RDATE",
            "BEGIN:STANDARD", "DTSTART:19701025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
            "RDATE:20201025T030000,20211031T030000", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:20200329T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
            "RDATE:20210328T020000", "END:DAYLIGHT",
            "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:Custom Fifth Sunday",
            "BEGIN:STANDARD", "DTSTART:16010101T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
            "RRULE:FREQ=YEARLY;BYDAY=5SU;BYMONTH=10", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
            "RRULE:FREQ=YEARLY;BYDAY=5SU;BYMONTH=3", "END:DAYLIGHT",
            "END:VTIMEZONE",
        ])
        for tzid in ["Custom RDATE", "Custom Fifth Sunday"] {
            // 2021: DST from 28 March to 31 October. March 2021 has only four Sundays,
            // so a strict reading of 5SU would never switch to summer time that year.
            XCTAssertEqual(resolver.offset(at: utcSeconds(2021, 3, 28, 0, 59), tzid: tzid), 3600, tzid)
            XCTAssertEqual(resolver.offset(at: utcSeconds(2021, 3, 28, 1, 0), tzid: tzid), 7200, tzid)
            XCTAssertEqual(resolver.offset(at: utcSeconds(2021, 10, 31, 0, 59), tzid: tzid), 7200, tzid)
            XCTAssertEqual(resolver.offset(at: utcSeconds(2021, 10, 31, 1, 0), tzid: tzid), 3600, tzid)
            XCTAssertEqual(resolver.offset(at: utcSeconds(2020, 7, 1, 0, 0), tzid: tzid), 7200, tzid)
        }
    }

    func test_an_unknown_tzid_is_floating_and_reported_once() {
        let resolver = resolver([
            "BEGIN:VEVENT", "DTSTART;TZID=Mars/Olympus_Mons:20201005T080000",
            "EXDATE;TZID=Mars/Olympus_Mons:20201012T080000", "END:VEVENT",
        ])
        XCTAssertEqual(resolver.warnings, [.unknownTimeZone(tzid: "Mars/Olympus_Mons")])
        XCTAssertEqual(resolver.source(of: "Mars/Olympus_Mons"), .unresolved)
        XCTAssertEqual(resolver.resolve(.zoned(dt(2020, 10, 5, 8, 0), tzid: "Mars/Olympus_Mons")), .floating(dt(2020, 10, 5, 8, 0)))
        XCTAssertNil(resolver.wallTime(at: 0, tzid: "Mars/Olympus_Mons"))
        XCTAssertTrue(resolver.warnings[0].description.contains("Mars/Olympus_Mons"))
    }

    func test_an_unusable_vtimezone_is_reported_and_its_times_are_floating() {
        let resolver = resolver([
            "BEGIN:VTIMEZONE", "TZID:Broken",
            "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0100", "TZOFFSETTO:one hour", "END:STANDARD",
            "END:VTIMEZONE",
            "BEGIN:VEVENT", "DTSTART;TZID=Broken:20201005T080000", "END:VEVENT",
        ])
        XCTAssertEqual(resolver.warnings.count, 3, "\(resolver.warnings)")
        XCTAssertEqual(resolver.warnings.last, .unknownTimeZone(tzid: "Broken"))
        XCTAssertTrue(resolver.warnings.contains { if case .unreadableTimeZone("Broken", _) = $0 { return true } else { return false } })
        XCTAssertNil(resolver.resolve(.zoned(dt(2020, 10, 5, 8, 0), tzid: "Broken")).instant)
    }
}
