import ICalendar
import XCTest

final class RecurrenceExpanderTests: XCTestCase {
    private let autumn2020 = window(d(2020, 9, 1), d(2021, 3, 1))

    /// Expands the single VEVENT made of `lines` (plus any VTIMEZONE lines in `zones`).
    private func expand(_ lines: [String], zones: [String] = [], in range: Range<Int>? = nil,
                        maximumOccurrences: Int = RecurrenceExpander.defaultMaximumOccurrences,
                        file: StaticString = #filePath, line: UInt = #line) throws -> RecurrenceExpander.Expansion {
        let calendar = parseLines(calendarLines(zones + ["BEGIN:VEVENT", "UID:e@test"] + lines + ["END:VEVENT"]), file: file, line: line)
        let event = try XCTUnwrap(calendar.components(named: "VEVENT").first, file: file, line: line)
        let expander = RecurrenceExpander(resolver: TimeZoneResolver(calendar: calendar), maximumOccurrences: maximumOccurrences)
        return try expander.expand(event, in: range ?? autumn2020)
    }

    private func starts(_ expansion: RecurrenceExpander.Expansion) -> [LocalDateTime] {
        expansion.occurrences.map(\.start.local)
    }

    func test_biweekly_rule_keeps_its_wall_time_across_the_dst_change_and_honours_until_and_exdate() throws {
        let expansion = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T094500",
            "DTEND;TZID=Europe/Berlin:20201005T111500",
            "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20201214T084500Z;BYDAY=MO",
            "EXDATE;TZID=Europe/Berlin:20201116T094500",
        ])
        XCTAssertEqual(starts(expansion), [
            dt(2020, 10, 5, 9, 45), dt(2020, 10, 19, 9, 45), dt(2020, 11, 2, 9, 45), dt(2020, 11, 30, 9, 45), dt(2020, 12, 14, 9, 45),
        ])
        XCTAssertEqual(expansion.occurrences.map(\.end.local.time), Array(repeating: LocalTime(hour: 11, minute: 15), count: 5))
        // Before the change (CEST, +02:00) and after it (CET, +01:00). Guarded: a regression that
        // loses occurrences fails here instead of crashing the test process.
        guard expansion.occurrences.count == 5 else { return XCTFail("expected 5 occurrences, got \(expansion.occurrences.count)") }
        XCTAssertEqual(expansion.occurrences[1].start.instant, utcSeconds(2020, 10, 19, 7, 45))
        XCTAssertEqual(expansion.occurrences[2].start.instant, utcSeconds(2020, 11, 2, 8, 45))
        XCTAssertEqual(expansion.occurrences[2].end.instant, utcSeconds(2020, 11, 2, 10, 15))
        XCTAssertTrue(expansion.occurrences.allSatisfy { $0.start.tzid == "Europe/Berlin" && $0.recurrenceID == $0.start })
        XCTAssertFalse(expansion.isTruncated)

        // UNTIL is inclusive and compared as an instant: one second earlier drops the last date.
        let earlier = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T094500",
            "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20201214T084459Z",
        ])
        XCTAssertEqual(starts(earlier).last, dt(2020, 11, 30, 9, 45))
    }

    func test_exdate_matches_by_instant_whatever_zone_it_is_written_in() throws {
        let expansion = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T094500",
            "RRULE:FREQ=WEEKLY;COUNT=6",
            "EXDATE:20201012T074500Z",                              // UTC
            "EXDATE;TZID=America/New_York:20201019T034500",         // same instant in New York
            "EXDATE:20201026T094500",                               // floating: wall time in the event's zone
            "EXDATE;VALUE=DATE:20201102",                           // a whole day
            "EXDATE;TZID=Europe/Berlin:20201109T100000",            // no such instance: no effect
        ])
        XCTAssertEqual(starts(expansion), [dt(2020, 10, 5, 9, 45), dt(2020, 11, 9, 9, 45)])
    }

    func test_count_counts_dtstart_and_excluded_instances() throws {
        let expansion = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T094500",
            "RRULE:FREQ=WEEKLY;COUNT=5",
            "EXDATE;TZID=Europe/Berlin:20201019T094500",
        ])
        XCTAssertEqual(starts(expansion), [dt(2020, 10, 5, 9, 45), dt(2020, 10, 12, 9, 45), dt(2020, 10, 26, 9, 45), dt(2020, 11, 2, 9, 45)])
    }

    func test_weekly_byday_lists_give_each_named_day() throws {
        let expansion = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T081500",
            "DTEND;TZID=Europe/Berlin:20201005T094500",
            "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6",
        ])
        XCTAssertEqual(starts(expansion).map(\.date), [
            d(2020, 10, 5), d(2020, 10, 7), d(2020, 10, 12), d(2020, 10, 14), d(2020, 10, 19), d(2020, 10, 21),
        ])
    }

    func test_week_start_decides_which_weeks_a_biweekly_rule_uses() throws {
        // RFC 5545 3.8.5.3: the same rule with WKST=MO and WKST=SU.
        let monday = try expand(["DTSTART;TZID=America/New_York:19970805T090000",
                                 "RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO"],
                                in: window(d(1997, 1, 1), d(1998, 1, 1)))
        XCTAssertEqual(starts(monday).map(\.date.day), [5, 10, 19, 24])
        let sunday = try expand(["DTSTART;TZID=America/New_York:19970805T090000",
                                 "RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU"],
                                in: window(d(1997, 1, 1), d(1998, 1, 1)))
        XCTAssertEqual(starts(sunday).map(\.date.day), [5, 17, 19, 31])
    }

    func test_monthly_rules_with_ordinal_weekdays_and_month_days() throws {
        let lastFriday = try expand(["DTSTART;TZID=Europe/Berlin:20201030T140000", "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4"])
        XCTAssertEqual(starts(lastFriday).map(\.date), [d(2020, 10, 30), d(2020, 11, 27), d(2020, 12, 25), d(2021, 1, 29)])

        let firstMonday = try expand(["DTSTART:20201005T100000Z", "RRULE:FREQ=MONTHLY;BYDAY=1MO;UNTIL=20210131T000000Z"])
        XCTAssertEqual(starts(firstMonday).map(\.date), [d(2020, 10, 5), d(2020, 11, 2), d(2020, 12, 7), d(2021, 1, 4)])

        let lastDay = try expand(["DTSTART;VALUE=DATE:20201031", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=5"])
        XCTAssertEqual(starts(lastDay).map(\.date), [d(2020, 10, 31), d(2020, 11, 30), d(2020, 12, 31), d(2021, 1, 31), d(2021, 2, 28)])

        // The 31st is skipped in months without one.
        let thirtyFirst = try expand(["DTSTART;VALUE=DATE:20201031", "RRULE:FREQ=MONTHLY;COUNT=3"])
        XCTAssertEqual(starts(thirtyFirst).map(\.date), [d(2020, 10, 31), d(2020, 12, 31), d(2021, 1, 31)])

        // Last weekday of the month: BYSETPOS picks from the month's candidates.
        let lastWorkday = try expand(["DTSTART;VALUE=DATE:20201030", "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3"])
        XCTAssertEqual(starts(lastWorkday).map(\.date), [d(2020, 10, 30), d(2020, 11, 30), d(2020, 12, 31)])
    }

    func test_yearly_rules_with_months_and_ordinals() throws {
        let expansion = try expand(["DTSTART;VALUE=DATE:20201101", "RRULE:FREQ=YEARLY;BYMONTH=3,11;BYDAY=1SU"],
                                   in: window(d(2020, 1, 1), d(2023, 1, 1)))
        XCTAssertEqual(starts(expansion).map(\.date), [d(2020, 11, 1), d(2021, 3, 7), d(2021, 11, 7), d(2022, 3, 6), d(2022, 11, 6)])
        // Without BYxxx parts: DTSTART's month and day; 29 February only in leap years.
        let leap = try expand(["DTSTART;VALUE=DATE:20200229", "RRULE:FREQ=YEARLY;COUNT=3"], in: window(d(2020, 1, 1), d(2030, 1, 1)))
        XCTAssertEqual(starts(leap).map(\.date), [d(2020, 2, 29), d(2024, 2, 29), d(2028, 2, 29)])
        // Ordinals count within the year when there is no BYMONTH: the 20th Monday.
        let twentieth = try expand(["DTSTART;VALUE=DATE:20200518", "RRULE:FREQ=YEARLY;BYDAY=20MO;COUNT=3"],
                                   in: window(d(2020, 1, 1), d(2023, 1, 1)))
        XCTAssertEqual(starts(twentieth).map(\.date), [d(2020, 5, 18), d(2021, 5, 17), d(2022, 5, 16)])
    }

    func test_daily_rules_and_times_from_byhour() throws {
        let daily = try expand(["DTSTART;TZID=Europe/Berlin:20201023T080000", "DURATION:PT1H30M",
                                "RRULE:FREQ=DAILY;UNTIL=20201027T070000Z"])
        XCTAssertEqual(starts(daily), (23...27).map { dt(2020, 10, $0, 8, 0) })
        XCTAssertEqual(daily.occurrences.map { ($0.end.instant ?? 0) - ($0.start.instant ?? 0) }, Array(repeating: 5400, count: 5))

        let twice = try expand(["DTSTART:20201005T093000Z", "RRULE:FREQ=DAILY;BYHOUR=9,14;BYMINUTE=30;COUNT=4"])
        XCTAssertEqual(starts(twice), [dt(2020, 10, 5, 9, 30), dt(2020, 10, 5, 14, 30), dt(2020, 10, 6, 9, 30), dt(2020, 10, 6, 14, 30)])

        // A DTSTART that is not an instance of its rule still counts as the first (RFC 5545 3.8.5.3).
        let unsynchronised = try expand(["DTSTART:20201005T090000Z", "RRULE:FREQ=DAILY;BYHOUR=9,14;BYMINUTE=30;COUNT=3"])
        XCTAssertEqual(starts(unsynchronised), [dt(2020, 10, 5, 9, 0), dt(2020, 10, 5, 9, 30), dt(2020, 10, 5, 14, 30)])
    }

    func test_a_day_long_duration_is_nominal_across_a_dst_change() throws {
        let expansion = try expand(["DTSTART;TZID=Europe/Berlin:20201024T120000", "DURATION:P1D"])
        let occurrence = try XCTUnwrap(expansion.occurrences.first)
        XCTAssertEqual(occurrence.end.local, dt(2020, 10, 25, 12, 0))
        XCTAssertEqual((occurrence.end.instant ?? 0) - (occurrence.start.instant ?? 0), 25 * 3600)
    }

    func test_rdates_add_instances_in_the_events_zone_without_duplicates() throws {
        let expansion = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T094500",
            "DTEND;TZID=Europe/Berlin:20201005T111500",
            "RDATE;TZID=Europe/Berlin:20201005T094500,20201010T120000",   // the first repeats DTSTART
            "RDATE:20201107T090000Z",
            "RDATE;VALUE=DATE:20201212",                                   // a date gets DTSTART's time
            "RDATE;VALUE=PERIOD:20201219T090000Z/PT3H",                    // a period has its own length
            "EXDATE:20201107T090000Z",                                     // EXDATE removes RDATEs too
        ])
        XCTAssertEqual(starts(expansion), [dt(2020, 10, 5, 9, 45), dt(2020, 10, 10, 12, 0), dt(2020, 12, 12, 9, 45), dt(2020, 12, 19, 10, 0)])
        XCTAssertTrue(expansion.occurrences.allSatisfy { $0.start.tzid == "Europe/Berlin" })
        // Every other instance keeps the event's length.
        XCTAssertEqual(expansion.occurrences.map { ($0.end.instant ?? 0) - ($0.start.instant ?? 0) }, [5400, 5400, 5400, 3 * 3600])
    }

    func test_an_rdate_period_ends_at_its_own_end_or_after_its_own_duration() throws {
        let expansion = try expand([
            "DTSTART;TZID=Europe/Berlin:20201005T080000", "DTEND;TZID=Europe/Berlin:20201005T093000",
            "RDATE;VALUE=PERIOD:20201030T120000Z/PT2H,20201031T120000Z/20201031T130000Z",
            "RDATE;VALUE=PERIOD;TZID=Europe/Berlin:20201101T100000/20201101T090000",  // ends before it starts
        ])
        XCTAssertEqual(expansion.occurrences.map { "\($0.start) – \($0.end)" }, [
            "2020-10-05 08:00 Europe/Berlin – 2020-10-05 09:30 Europe/Berlin",
            "2020-10-30 13:00 Europe/Berlin – 2020-10-30 15:00 Europe/Berlin",
            "2020-10-31 13:00 Europe/Berlin – 2020-10-31 14:00 Europe/Berlin",
            "2020-11-01 10:00 Europe/Berlin – 2020-11-01 10:00 Europe/Berlin",
        ])
        // In an all-day event an instance is a whole day, as the event's.
        let allDay = try expand(["DTSTART;VALUE=DATE:20201005", "RDATE;VALUE=PERIOD:20201012T120000Z/PT2H"])
        XCTAssertEqual(allDay.occurrences.map(\.end), [.allDay(d(2020, 10, 6)), .allDay(d(2020, 10, 13))])
    }

    func test_a_floating_event_has_wall_times_but_no_instants() throws {
        let expansion = try expand([
            "DTSTART:20201005T080000", "DTEND:20201005T093000", "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE:20201019T080000",
        ])
        XCTAssertEqual(starts(expansion), [dt(2020, 10, 5, 8, 0), dt(2020, 10, 12, 8, 0), dt(2020, 10, 26, 8, 0)])
        XCTAssertTrue(expansion.occurrences.allSatisfy { $0.start.instant == nil && $0.end.instant == nil && $0.start.tzid == nil })
        XCTAssertEqual(expansion.occurrences.map(\.end.local.time), Array(repeating: LocalTime(hour: 9, minute: 30), count: 3))
    }

    func test_an_all_day_event_spanning_several_days() throws {
        let single = try expand(["DTSTART;VALUE=DATE:20210215", "DTEND;VALUE=DATE:20210218"])
        XCTAssertEqual(single.occurrences.count, 1)
        let occurrence = try XCTUnwrap(single.occurrences.first)
        XCTAssertEqual(occurrence.start, .allDay(d(2021, 2, 15)))
        XCTAssertEqual(occurrence.end, .allDay(d(2021, 2, 18)))
        XCTAssertTrue(occurrence.start.isAllDay && occurrence.start.instant == nil)

        // Without DTEND an all-day event lasts one day; a window ending on its first day still sees it.
        let weekly = try expand(["DTSTART;VALUE=DATE:20210215", "RRULE:FREQ=WEEKLY;COUNT=3"], in: window(d(2021, 2, 22), d(2021, 2, 23)))
        XCTAssertEqual(weekly.occurrences.map(\.start), [.allDay(d(2021, 2, 22))])
        XCTAssertEqual(weekly.occurrences.first?.end, .allDay(d(2021, 2, 23)))
    }

    func test_only_instances_overlapping_the_window_are_returned() throws {
        // A rule without end that started long before the window.
        let endless = try expand(["DTSTART;TZID=Europe/Berlin:19900101T100000", "DTEND;TZID=Europe/Berlin:19900101T110000",
                                  "RRULE:FREQ=DAILY"],
                                 in: zonedSeconds(2020, 10, 5, 10, 30)..<zonedSeconds(2020, 10, 7, 10, 0))
        // 5 Oct 10:00-11:00 overlaps the window start; 7 Oct 10:00 starts at its (exclusive) end.
        XCTAssertEqual(starts(endless), [dt(2020, 10, 5, 10, 0), dt(2020, 10, 6, 10, 0)])

        // COUNT rules are counted from DTSTART even when the window is much later.
        let counted = try expand(["DTSTART:19900101T100000Z", "RRULE:FREQ=WEEKLY;COUNT=1000"],
                                 in: window(d(2009, 1, 1), d(2009, 2, 1)))
        XCTAssertEqual(starts(counted).map(\.date), [d(2009, 1, 5), d(2009, 1, 12), d(2009, 1, 19), d(2009, 1, 26)])
        let exhausted = try expand(["DTSTART:19900101T100000Z", "RRULE:FREQ=WEEKLY;COUNT=1000"],
                                   in: window(d(2010, 1, 1), d(2011, 1, 1)))
        XCTAssertTrue(exhausted.occurrences.isEmpty)
    }

    func test_expansion_stops_at_the_occurrence_cap_and_says_so() throws {
        let expansion = try expand(["DTSTART;TZID=Europe/Berlin:19000101T090000", "RRULE:FREQ=DAILY"],
                                   in: window(d(1900, 1, 1), d(2200, 1, 1)))
        XCTAssertEqual(expansion.occurrences.count, 50_000)
        XCTAssertTrue(expansion.isTruncated)
        XCTAssertEqual(expansion.warnings, [.occurrenceLimitReached(uid: "e@test", limit: 50_000)])
        XCTAssertEqual(expansion.occurrences.last?.start.local, dt(1900, 1, 1, 9, 0).adding(seconds: 49_999 * 86_400))

        let small = try expand(["DTSTART:20201005T090000Z", "RRULE:FREQ=DAILY"], maximumOccurrences: 10)
        XCTAssertEqual(small.occurrences.count, 10)
        XCTAssertTrue(small.isTruncated)
    }

    func test_events_that_cannot_be_expanded_throw_typed_errors() throws {
        let cases: [([String], ExpansionError)] = [
            (["SUMMARY:no start"], .missingStart),
            (["DTSTART:2020-10-05"], .invalidValue(.invalidDateTime(property: "DTSTART", value: "2020-10-05"))),
            (["DTSTART:20201005T090000Z", "DURATION:1h"], .invalidValue(.invalidDuration(property: "DURATION", value: "1h"))),
            (["DTSTART:20201005T090000Z", "RRULE:FREQ=HOURLY"], .unsupportedRule(part: "FREQ", value: "HOURLY")),
            (["DTSTART:20201005T090000Z", "RRULE:FREQ=YEARLY;BYWEEKNO=20"], .unsupportedRule(part: "BYWEEKNO", value: "20")),
            (["DTSTART:20201005T090000Z", "RRULE:FREQ=MONTHLY;BYMONTHDAY=32"],
             .invalidRulePart(part: "BYMONTHDAY", value: "32", expected: "days ±1...31")),
            (["DTSTART:20201005T090000Z", "RRULE:FREQ=WEEKLY;COUNT=2;UNTIL=20201010"],
             .invalidRule(value: "FREQ=WEEKLY;COUNT=2;UNTIL=20201010", error: .untilWithCount)),
        ]
        for (lines, expected) in cases {
            XCTAssertThrowsError(try expand(lines), "\(lines)") { error in
                XCTAssertEqual(error as? ExpansionError, expected)
            }
        }
        // X- parts are ignored; unreadable EXDATEs are ignored with a warning.
        let tolerant = try expand(["DTSTART:20201005T090000Z", "RRULE:FREQ=DAILY;COUNT=2;X-NAME=1", "EXDATE:tomorrow"])
        XCTAssertEqual(tolerant.occurrences.count, 2)
        XCTAssertEqual(tolerant.warnings, [.valueIgnored(uid: "e@test", line: 8, error: .invalidDateTime(property: "EXDATE", value: "tomorrow"))])
    }
}
