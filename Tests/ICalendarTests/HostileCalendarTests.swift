import Foundation
@testable import ICalendar
import XCTest

/// Calendars built to hurt (issue 4): absurd line lengths and nesting for the
/// reader, and small files whose expansion used to take minutes or gigabytes.
/// Each is read or rejected, and expanded, within seconds.
final class HostileCalendarTests: XCTestCase {
    /// 2020-09-01 ..< 2021-09-01, a year around the winter term.
    private let year = window(d(2020, 9, 1), d(2021, 9, 1))

    /// Runs `body`, failing when it takes longer than `seconds` (generous: debug build, busy CI).
    private func within<T>(_ seconds: TimeInterval, _ what: String, file: StaticString = #filePath, line: UInt = #line,
                           _ body: () throws -> T) rethrows -> T {
        let start = Date()
        let result = try body()
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, seconds, "\(what) took \(elapsed) s", file: file, line: line)
        return result
    }

    private func event(_ lines: [String]) -> [String] { ["BEGIN:VEVENT"] + lines + ["END:VEVENT"] }

    // MARK: - Reader

    func test_lines_of_10k_characters_read_folded_or_not() throws {
        let summary = String(repeating: "Ökonometrie 😀 ", count: 800)  // > 10,000 characters
        XCTAssertGreaterThan(summary.count, 10_000)
        let lines = calendarLines(event(["UID:long", "DTSTART:20201005T080000Z", "SUMMARY:\(summary)"]))
        let unfolded = try ICalendarReader.parse(calendarText(lines))
        XCTAssertEqual(unfolded.components.first?.first("SUMMARY")?.value, summary)
        // Written back, the line is folded every 75 octets and reads the same.
        let written = ICalendarWriter.serializeBytes(unfolded)
        XCTAssertEqual(try ICalendarReader.parse(bytes: written), unfolded)

        let garbage = "BEGIN:VCALENDAR\r\n" + String(repeating: "x", count: 10_000) + "\r\nEND:VCALENDAR\r\n"
        XCTAssertEqual(parseError(garbage), .malformedLine(line: 2, problem: .missingValueSeparator))
    }

    func test_a_10k_character_rrule_expands_quickly() throws {
        let days = Array(repeating: "MO,TU,WE,TH,FR,SA,SU", count: 500).joined(separator: ",")
        let calendar = parseLines(calendarLines(event(["UID:r", "DTSTART:20201005T080000Z", "RRULE:FREQ=DAILY;BYDAY=\(days)"])))
        let expansion = within(10, "expansion") { CalendarExpansion(calendar: calendar, window: year) }
        XCTAssertEqual(expansion.occurrences.count, 331)  // every day from 2020-10-05 to 2021-08-31
    }

    func test_begin_vevent_nested_10k_deep_is_rejected_at_the_depth_limit() {
        let text = "BEGIN:VCALENDAR\r\n" + String(repeating: "BEGIN:VEVENT\r\n", count: 10_000)
            + String(repeating: "END:VEVENT\r\n", count: 10_000) + "END:VCALENDAR\r\n"
        let error = within(5, "parse") { parseError(text) }
        XCTAssertEqual(error, .nestingTooDeep(line: 33, limit: 32))
    }

    func test_begin_without_end_names_the_unclosed_component() {
        XCTAssertEqual(parseError("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n"),
                       .unterminatedComponent(line: 2, name: "VEVENT"))
        XCTAssertEqual(parseError("BEGIN:VCALENDAR\r\n" + String(repeating: "BEGIN:VEVENT\r\nEND:VEVENT\r\n", count: 10_000)),
                       .unterminatedComponent(line: 1, name: "VCALENDAR"))
        XCTAssertEqual(parseError("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" + String(repeating: "END:VEVENT\r\n", count: 10_000)),
                       .endWithoutBegin(line: 3, name: "VEVENT"))
        XCTAssertEqual(parseError("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n"),
                       .mismatchedEnd(line: 3, expected: "VEVENT", found: "VCALENDAR", beginLine: 2))
    }

    // MARK: - Expansion budget (found while fuzzing: small files, minutes and gigabytes)

    /// 20,000 daily events (1.6 MB) used to expand to 14.6 million occurrences:
    /// 80 s and 7.5 GB. The calendar as a whole now has a cap.
    func test_many_daily_events_stop_at_the_calendar_occurrence_cap() {
        let body = (0..<2_000).flatMap { event(["UID:\($0)", "DTSTART:20200101T080000Z", "RRULE:FREQ=DAILY"]) }
        let calendar = parseLines(calendarLines(body))
        let expansion = within(20, "expansion") {
            CalendarExpansion(calendar: calendar, window: year, maximumOccurrences: 20_000)
        }
        XCTAssertLessThanOrEqual(expansion.occurrences.count, 20_000)
        XCTAssertGreaterThan(expansion.occurrences.count, 19_000)
        XCTAssertEqual(expansion.warnings.filter { if case .calendarLimitReached = $0 { return true }; return false }.count, 1,
                       "\(expansion.warnings.prefix(3))")
        XCTAssertEqual(CalendarExpansion.defaultMaximumOccurrences, 200_000)
    }

    /// The budget grows with the calendar (issue 12): 100 daily events over a year are 36,500
    /// occurrences. Written in 300 properties, they ask for more than 16 per property and
    /// stop at 4,800; the same events among 30 properties each (an honest calendar says more
    /// about each event) are read whole.
    func test_the_budget_grows_with_the_calendars_size_and_stops_a_terse_file() {
        func daily(_ padding: Int) -> ICalComponent {
            let body = (0..<100).flatMap { i in
                event(["UID:\(i)", "DTSTART:20200101T080000Z", "RRULE:FREQ=DAILY"]
                      + (0..<padding).map { "X-NOTE-\($0):note" })
            }
            return parseLines(calendarLines(body))
        }
        let terse = daily(0), wordy = daily(27)
        XCTAssertEqual(CalendarExpansion.Allowance(of: terse, leastOccurrences: 1_000).occurrences, 4_800)
        XCTAssertEqual(CalendarExpansion.Allowance(of: wordy, leastOccurrences: 1_000).occurrences, 48_000)
        XCTAssertEqual(CalendarExpansion.Allowance(of: terse).occurrences, 200_000, "small files get the least budget")

        let stopped = CalendarExpansion(calendar: terse, window: year, allowance: .init(of: terse, leastOccurrences: 1_000))
        XCTAssertLessThanOrEqual(stopped.occurrences.count, 4_800)
        XCTAssertGreaterThan(stopped.occurrences.count, 4_000)
        XCTAssertTrue(stopped.warnings.contains { if case .calendarLimitReached = $0 { return true }; return false })

        let whole = CalendarExpansion(calendar: wordy, window: year, allowance: .init(of: wordy, leastOccurrences: 1_000))
        XCTAssertEqual(whole.occurrences.count, 100 * 365)
        XCTAssertFalse(whole.warnings.contains { if case .calendarLimitReached = $0 { return true }; return false })
    }

    /// COUNT must be counted from DTSTART: from the year 1 with 1,440 times a day that
    /// was a billion candidate times, 7 s for a 373-byte file (a minute in a debug build).
    func test_a_count_rule_with_a_thousand_times_a_day_from_the_year_1_is_cut_short() {
        let hours = (0...23).map(String.init).joined(separator: ",")
        let minutes = (0...59).map(String.init).joined(separator: ",")
        let calendar = parseLines(calendarLines(event([
            "UID:minutes", "DTSTART:00010101T000000Z",
            "RRULE:FREQ=DAILY;COUNT=999999999;BYHOUR=\(hours);BYMINUTE=\(minutes)",
        ])))
        let expansion = within(10, "expansion") { CalendarExpansion(calendar: calendar, window: year) }
        XCTAssertEqual(expansion.occurrences.count, 0)
        XCTAssertTrue(expansion.warnings.contains { if case .searchLimitReached(uid: "minutes", _) = $0 { return true }; return false },
                      "\(expansion.warnings)")
    }

    /// Each of these rules searches 500,000 empty periods: a thousand of them (110 KB)
    /// took 14 s in a release build. The calendar's work budget stops them (here a
    /// smaller one than the default ten million, to keep the test quick).
    func test_a_thousand_events_searching_empty_periods_stop_at_the_calendar_work_budget() {
        let body = (0..<1_000).flatMap {
            event(["UID:\($0)", "DTSTART:00010101T000000Z", "RRULE:FREQ=DAILY;COUNT=1000;BYMONTH=2;BYMONTHDAY=30"])
        }
        let calendar = parseLines(calendarLines(body))
        let expansion = within(10, "expansion") {
            CalendarExpansion(calendar: calendar, window: year, maximumOccurrencesPerEvent: 50_000,
                              maximumOccurrences: 200_000, maximumWork: 1_000_000)
        }
        XCTAssertEqual(expansion.occurrences.count, 0)
        let limits = expansion.warnings.compactMap { warning -> String? in
            if case .calendarLimitReached(let uid) = warning { return uid }
            return nil
        }
        XCTAssertEqual(limits, ["2"], "two events use up a million units of work: \(expansion.warnings.prefix(4))")
        XCTAssertEqual(CalendarExpansion.defaultMaximumWork, 10_000_000)
    }

    /// Every tail of a TZID with thousands of `/` was tried as an IANA name: quadratic,
    /// 11 s for 16 KB.
    func test_a_tzid_of_thousands_of_pieces_is_looked_up_quickly() {
        let tzid = "/" + String(repeating: "a/", count: 20_000) + "Europe/Berlin"
        let calendar = parseLines(calendarLines(event(["UID:z", "DTSTART;TZID=\(tzid):20201005T080000"])))
        let expansion = within(5, "expansion") { CalendarExpansion(calendar: calendar, window: year) }
        // The tail is an IANA name, as for Mozilla's "/mozilla.org/20050126_1/Europe/Berlin".
        XCTAssertEqual(expansion.occurrences.first?.start.instant, utcSeconds(2020, 10, 5, 6))
        XCTAssertEqual(expansion.resolver.source(of: "/mozilla.org/20050126_1/Europe/Berlin"), .iana("Europe/Berlin"))
        XCTAssertEqual(expansion.resolver.source(of: "/a/b/c/d/America/Argentina/Buenos_Aires"),
                       .iana("America/Argentina/Buenos_Aires"))
    }

    /// Hundreds of VTIMEZONEs whose observances change every day for 300 years.
    func test_many_hostile_time_zone_definitions_are_read_within_a_budget() {
        var body: [String] = []
        for index in 0..<300 {
            body += ["BEGIN:VTIMEZONE", "TZID:Zone \(index)"]
            for (kind, hour, from, to) in [("STANDARD", "00", "+0100", "+0200"), ("DAYLIGHT", "12", "+0200", "+0100")] {
                body += ["BEGIN:\(kind)", "DTSTART:19000101T\(hour)0000", "TZOFFSETFROM:\(from)", "TZOFFSETTO:\(to)",
                         "RRULE:FREQ=DAILY", "END:\(kind)"]
            }
            body += ["END:VTIMEZONE"]
        }
        body += event(["UID:e", "DTSTART;TZID=Zone 0:20201005T080000", "DTEND;TZID=Zone 299:20201005T100000"])
        let calendar = parseLines(calendarLines(body))
        let expansion = within(20, "expansion") { CalendarExpansion(calendar: calendar, window: year) }
        XCTAssertEqual(expansion.occurrences.count, 1)
        XCTAssertTrue(expansion.warnings.contains { warning in
            if case .unreadableTimeZone(tzid: "Zone 299", let reason) = warning { return reason.contains("too long") }
            return false
        }, "\(expansion.warnings.prefix(4))")
    }
}
