import ICalendar
import XCTest

final class CalendarExpansionTests: XCTestCase {
    private let winter = window(d(2020, 9, 1), d(2021, 3, 1))

    private func expansion(_ body: [String], in range: Range<Int>? = nil,
                           file: StaticString = #filePath, line: UInt = #line) -> CalendarExpansion {
        CalendarExpansion(calendar: parseLines(calendarLines(body), file: file, line: line), window: range ?? winter)
    }

    /// What a comparison of two calendars looks at.
    private struct Key: Hashable, CustomStringConvertible {
        let uid: String
        let recurrenceID: Int?
        let start: Int?
        let end: Int?
        let isCancelled: Bool
        let isOverride: Bool
        let location: String?

        var description: String {
            "\(uid) rid=\(recurrenceID ?? -1) \(start ?? -1)-\(end ?? -1)\(isCancelled ? " cancelled" : "")\(isOverride ? " override" : "") \(location ?? "")"
        }
    }

    private func keys(_ expansion: CalendarExpansion) -> [Key] {
        expansion.occurrences.map {
            Key(uid: $0.uid, recurrenceID: $0.recurrenceID.instant, start: $0.start.instant, end: $0.end.instant,
                isCancelled: $0.isCancelled, isOverride: $0.isOverride, location: $0.component.first("LOCATION")?.textValue)
        }
    }

    private let series = [
        "BEGIN:VEVENT",
        "UID:ana@test",
        "SEQUENCE:0",
        "DTSTART;TZID=Europe/Berlin:20201005T094500",
        "DTEND;TZID=Europe/Berlin:20201005T111500",
        "RRULE:FREQ=WEEKLY;UNTIL=20201123T084500Z",
        "SUMMARY:Analysis",
        "LOCATION:H 1",
        "END:VEVENT",
    ]

    func test_an_override_replaces_the_instance_its_recurrence_id_names_in_any_zone() {
        let result = expansion(series + [
            // Moves 12 Oct (CEST) to the afternoon, named by TZID.
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID;TZID=Europe/Berlin:20201012T094500",
            "DTSTART;TZID=Europe/Berlin:20201012T140000", "DTEND;TZID=Europe/Berlin:20201012T153000",
            "SUMMARY:Analysis (verlegt)", "LOCATION:H 2", "END:VEVENT",
            // Moves 2 Nov (CET) to another room, named in UTC.
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID:20201102T084500Z",
            "DTSTART;TZID=Europe/Berlin:20201102T094500", "DTEND;TZID=Europe/Berlin:20201102T111500",
            "LOCATION:H 3", "END:VEVENT",
        ])
        XCTAssertEqual(result.occurrences.count, 8)
        XCTAssertTrue(result.warnings.isEmpty, "\(result.warnings)")
        let moved = result.occurrences.filter(\.isOverride)
        XCTAssertEqual(moved.map(\.start.local), [dt(2020, 10, 12, 14, 0), dt(2020, 11, 2, 9, 45)])
        XCTAssertEqual(moved.map(\.end.local), [dt(2020, 10, 12, 15, 30), dt(2020, 11, 2, 11, 15)])
        XCTAssertEqual(moved.map { $0.component.first("LOCATION")?.value }, ["H 2", "H 3"])
        // The recurrence ID is the original start, in the series' zone, however it was written.
        XCTAssertEqual(moved.map(\.recurrenceID), [
            ResolvedTime(instant: utcSeconds(2020, 10, 12, 7, 45), local: dt(2020, 10, 12, 9, 45), tzid: "Europe/Berlin"),
            ResolvedTime(instant: utcSeconds(2020, 11, 2, 8, 45), local: dt(2020, 11, 2, 9, 45), tzid: "Europe/Berlin"),
        ])
        // The replaced instances are gone; the others are the master's.
        XCTAssertEqual(result.occurrences.filter { !$0.isOverride }.map(\.start.local.date.day), [5, 19, 26, 9, 16, 23])
        XCTAssertTrue(result.occurrences.filter { !$0.isOverride }.allSatisfy { $0.component.first("RECURRENCE-ID") == nil })
    }

    func test_a_recurrence_id_in_utc_and_one_with_tzid_name_the_same_instance() {
        let override = { (recurrenceID: String, sequence: Int, room: String) in [
            "BEGIN:VEVENT", "UID:ana@test", "SEQUENCE:\(sequence)", recurrenceID,
            "DTSTART;TZID=Europe/Berlin:20201013T094500", "DTEND;TZID=Europe/Berlin:20201013T111500",
            "LOCATION:\(room)", "END:VEVENT",
        ] }
        let byTZID = expansion(series + override("RECURRENCE-ID;TZID=Europe/Berlin:20201012T094500", 1, "H 2"))
        let byUTC = expansion(series + override("RECURRENCE-ID:20201012T074500Z", 1, "H 2"))
        XCTAssertEqual(keys(byTZID), keys(byUTC))
        XCTAssertEqual(byTZID.occurrences.map(\.recurrenceID), byUTC.occurrences.map(\.recurrenceID))
        XCTAssertEqual(byUTC.occurrences.filter(\.isOverride).map(\.recurrenceID.local), [dt(2020, 10, 12, 9, 45)])
        XCTAssertFalse(byUTC.occurrences.contains { $0.start.local == dt(2020, 10, 12, 9, 45) })
        // Both in one calendar: two overrides of one instance; the higher SEQUENCE wins.
        let both = expansion(series + override("RECURRENCE-ID;TZID=Europe/Berlin:20201012T094500", 1, "H 2")
                             + override("RECURRENCE-ID:20201012T074500Z", 2, "H 3"))
        XCTAssertEqual(both.occurrences.count, 8)
        XCTAssertEqual(both.occurrences.filter(\.isOverride).map { $0.component.first("LOCATION")?.value }, ["H 3"])
        XCTAssertEqual(both.warnings.count, 1)
    }

    func test_cancelled_instances_are_kept_and_flagged() {
        let result = expansion(series + [
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID;TZID=Europe/Berlin:20201019T094500",
            "DTSTART;TZID=Europe/Berlin:20201019T094500", "DTEND;TZID=Europe/Berlin:20201019T111500",
            "STATUS:CANCELLED", "END:VEVENT",
            "BEGIN:VEVENT", "UID:gone@test", "DTSTART:20201006T100000Z", "RRULE:FREQ=WEEKLY;COUNT=2",
            "STATUS:CANCELLED", "END:VEVENT",
        ])
        XCTAssertEqual(result.occurrences.filter(\.isCancelled).map { "\($0.uid) \($0.start.local.date)" },
                       ["gone@test 2020-10-06", "gone@test 2020-10-13", "ana@test 2020-10-19"])
        XCTAssertEqual(result.occurrences.filter { $0.uid == "ana@test" }.count, 8)
    }

    func test_an_override_matching_no_instance_is_still_an_occurrence() {
        let result = expansion(series + [
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID;TZID=Europe/Berlin:20201007T094500",
            "DTSTART;TZID=Europe/Berlin:20201007T094500", "DTEND;TZID=Europe/Berlin:20201007T111500", "END:VEVENT",
            "BEGIN:VEVENT", "UID:lonely@test", "RECURRENCE-ID:20201008T080000Z",
            "DTSTART:20201008T090000Z", "END:VEVENT",
        ])
        XCTAssertEqual(result.occurrences.filter { $0.uid == "ana@test" }.count, 9)
        let orphan = result.occurrences.first { $0.uid == "lonely@test" }
        XCTAssertEqual(orphan?.isOverride, true)
        XCTAssertEqual(orphan?.recurrenceID, .utc(dt(2020, 10, 8, 8, 0)))
        XCTAssertEqual(orphan?.start, .utc(dt(2020, 10, 8, 9, 0)))
        XCTAssertEqual(orphan?.end, orphan?.start, "no DTEND and no master: zero length")
    }

    func test_overrides_follow_their_own_times_into_and_out_of_the_window() {
        let october = zonedSeconds(2020, 10, 1, 0, 0)..<zonedSeconds(2020, 11, 1, 0, 0)
        let result = expansion(series + [
            // An October instance moved to November: leaves the window.
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID;TZID=Europe/Berlin:20201026T094500",
            "DTSTART;TZID=Europe/Berlin:20201104T094500", "END:VEVENT",
            // A November instance moved to October: enters it, keeping the master's length.
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID;TZID=Europe/Berlin:20201109T094500",
            "DTSTART;TZID=Europe/Berlin:20201030T120000", "END:VEVENT",
        ], in: october)
        XCTAssertEqual(result.occurrences.map(\.start.local), [
            dt(2020, 10, 5, 9, 45), dt(2020, 10, 12, 9, 45), dt(2020, 10, 19, 9, 45), dt(2020, 10, 30, 12, 0),
        ])
        XCTAssertEqual(result.occurrences.last?.end.local, dt(2020, 10, 30, 13, 30))
    }

    func test_of_two_overrides_for_one_instance_the_higher_sequence_wins() {
        let override = { (sequence: Int, room: String) in [
            "BEGIN:VEVENT", "UID:ana@test", "SEQUENCE:\(sequence)", "RECURRENCE-ID;TZID=Europe/Berlin:20201012T094500",
            "DTSTART;TZID=Europe/Berlin:20201012T094500", "DTEND;TZID=Europe/Berlin:20201012T111500",
            "LOCATION:\(room)", "END:VEVENT",
        ] }
        let result = expansion(series + override(2, "new") + override(1, "old"))
        XCTAssertEqual(result.occurrences.filter(\.isOverride).map { $0.component.first("LOCATION")?.value }, ["new"])
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertEqual(result.occurrences.count, 8)
    }

    func test_this_and_future_overrides_replace_only_their_own_instance() {
        let result = expansion(series + [
            "BEGIN:VEVENT", "UID:ana@test", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/Berlin:20201102T094500",
            "DTSTART;TZID=Europe/Berlin:20201102T080000", "DTEND;TZID=Europe/Berlin:20201102T093000", "END:VEVENT",
        ])
        XCTAssertEqual(result.occurrences.map(\.start.local.time.hour), [9, 9, 9, 9, 8, 9, 9, 9])
    }

    func test_occurrences_are_sorted_by_start_then_uid() {
        let result = expansion([
            "BEGIN:VEVENT", "UID:b", "DTSTART:20201005T080000Z", "RRULE:FREQ=DAILY;COUNT=2", "END:VEVENT",
            "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Europe/Berlin:20201005T100000", "RRULE:FREQ=DAILY;COUNT=2", "END:VEVENT",
            "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20201004", "END:VEVENT",
        ])
        XCTAssertEqual(result.occurrences.map(\.uid), ["c", "a", "b", "a", "b"])
    }

    func test_problems_with_single_events_are_reported_and_the_rest_is_expanded() throws {
        let result = expansion([
            "BEGIN:VEVENT", "UID:ok", "DTSTART;TZID=Nowhere/Special:20201005T080000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:broken", "SUMMARY:no start", "END:VEVENT",
            "BEGIN:VEVENT", "UID:odd", "DTSTART:20201005T080000Z", "RRULE:FREQ=MINUTELY", "END:VEVENT",
            "BEGIN:VEVENT", "UID:ok", "DTSTART:20201006T080000Z", "END:VEVENT",
        ])
        XCTAssertEqual(result.warnings, [
            .unknownTimeZone(tzid: "Nowhere/Special"),
            .duplicateEvent(uid: "ok"),
            .eventSkipped(uid: "broken", line: 8, error: .missingStart),
            .eventSkipped(uid: "odd", line: 15, error: .unsupportedRule(part: "FREQ", value: "MINUTELY")),
        ])
        XCTAssertEqual(try XCTUnwrap(result.warnings.dropFirst(2).first).description, "line 8: event 'broken' was skipped: the event has no DTSTART")
        XCTAssertEqual(result.occurrences.map(\.start), [.floating(dt(2020, 10, 5, 8, 0)), .utc(dt(2020, 10, 6, 8, 0))])
    }

    func test_an_unreadable_value_names_the_line_of_its_property_and_makes_the_event_unreadable() {
        // Each event: BEGIN on line 4, UID on 5, the unreadable property on 6.
        let cases: [(lines: [String], quoted: String)] = [
            (["DTSTART;TZID=Europe/Berlin:2020X005T080000"], "DTSTART value '2020X005T080000'"),
            (["DTEND:2020-10-05", "DTSTART:20201005T080000Z"], "DTEND value '2020-10-05'"),
            (["DURATION:P1X", "DTSTART:20201005T080000Z"], "DURATION value 'P1X'"),
            (["RRULE:FREQ=WEEKLY;BYDAY=XX", "DTSTART:20201005T080000Z"], "RRULE BYDAY=XX is invalid"),
            (["EXDATE:garbage", "DTSTART:20201005T080000Z"], "EXDATE value 'garbage'"),
            (["RDATE;VALUE=PERIOD:20201012T080000Z/soon", "DTSTART:20201005T080000Z"], "RDATE value '20201012T080000Z/soon'"),
        ]
        for (lines, quoted) in cases {
            let warnings = expansion(["BEGIN:VEVENT", "UID:u"] + lines + ["END:VEVENT"]).warnings
            XCTAssertEqual(warnings.map(\.line), [6], "\(lines)")
            XCTAssertEqual(warnings.map(\.isUnreadableEvent), [true], "\(lines)")
            XCTAssertTrue(warnings.first?.description.hasPrefix("line 6: event 'u'") ?? false, "\(warnings)")
            XCTAssertTrue(warnings.first?.description.contains(quoted) ?? false, "\(warnings)")
        }
        let override = expansion([
            "BEGIN:VEVENT", "UID:u", "DTSTART:20201005T080000Z", "RRULE:FREQ=DAILY;COUNT=2", "END:VEVENT",
            "BEGIN:VEVENT", "UID:u", "RECURRENCE-ID:20201006T08", "DTSTART:20201006T100000Z", "END:VEVENT",
        ])
        XCTAssertEqual(override.warnings.map(\.line), [11])
        XCTAssertEqual(override.warnings.map(\.isUnreadableEvent), [true])
    }

    func test_limits_and_unknown_zones_are_warnings_without_making_an_event_unreadable() {
        let result = CalendarExpansion(calendar: parseLines(calendarLines([
            "BEGIN:VEVENT", "UID:endless", "DTSTART;TZID=Nowhere/Special:20201005T080000", "RRULE:FREQ=DAILY", "END:VEVENT",
        ])), window: winter, maximumOccurrencesPerEvent: 10)
        XCTAssertEqual(result.warnings, [.unknownTimeZone(tzid: "Nowhere/Special"), .occurrenceLimitReached(uid: "endless", limit: 10)])
        XCTAssertEqual(result.warnings.filter(\.isUnreadableEvent), [])
        XCTAssertEqual(result.warnings.map(\.line), [nil, nil])
    }

    func test_the_occurrence_cap_applies_per_event_and_is_reported() {
        let result = CalendarExpansion(calendar: parseLines(calendarLines([
            "BEGIN:VEVENT", "UID:endless", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY", "END:VEVENT",
            "BEGIN:VEVENT", "UID:short", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY;COUNT=3", "END:VEVENT",
        ])), window: window(d(1900, 1, 1), d(2100, 1, 1)))
        XCTAssertEqual(result.occurrences.count, 50_003)
        XCTAssertEqual(result.warnings, [.occurrenceLimitReached(uid: "endless", limit: 50_000)])
    }

    // MARK: - Interoperability

    /// A semester series as semestercal writes it: TZID on every time, a generated
    /// VTIMEZONE, UNTIL in UTC, EXDATEs for the holidays, an override and a cancellation.
    private func semestercalStyle() throws -> ICalComponent {
        let berlin = "Europe/Berlin"
        let master = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "ana-mo@semestercal"),
            .utcDateTime("DTSTAMP", dt(2020, 9, 1, 0, 0)),
            .dateTime("DTSTART", dt(2020, 11, 2, 9, 45), tzid: berlin),
            .dateTime("DTEND", dt(2020, 11, 2, 11, 15), tzid: berlin),
            .recurrence(RecurrenceRule(frequency: .weekly, until: .utc(dt(2021, 1, 25, 8, 45)))),
            .dateTimes("EXDATE", [dt(2020, 12, 21, 9, 45), dt(2020, 12, 28, 9, 45)], tzid: berlin),
            .text("SUMMARY", "Analysis, Vorlesung"),
            .text("LOCATION", "Hörsaal 1"),
        ])
        let moved = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "ana-mo@semestercal"),
            .dateTime("RECURRENCE-ID", dt(2020, 11, 16, 9, 45), tzid: berlin),
            .dateTime("DTSTART", dt(2020, 11, 17, 12, 0), tzid: berlin),
            .dateTime("DTEND", dt(2020, 11, 17, 13, 30), tzid: berlin),
            .text("SUMMARY", "Analysis, Vorlesung"),
            .text("LOCATION", "Hörsaal 2"),
        ])
        let cancelled = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "ana-mo@semestercal"),
            .dateTime("RECURRENCE-ID", dt(2021, 1, 11, 9, 45), tzid: berlin),
            .dateTime("DTSTART", dt(2021, 1, 11, 9, 45), tzid: berlin),
            .dateTime("DTEND", dt(2021, 1, 11, 11, 15), tzid: berlin),
            .raw("STATUS", "CANCELLED"),
            .text("LOCATION", "Hörsaal 1"),
        ])
        let block = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "block@semestercal"),
            .date("DTSTART", d(2021, 2, 15)),
            .date("DTEND", d(2021, 2, 18)),
        ])
        let calendar = ICalComponent(name: "VCALENDAR", properties: [.raw("VERSION", "2.0")], components: [
            try VTimeZoneBuilder.component(forZone: berlin, years: 2020...2021), master, moved, cancelled, block,
        ])
        // Through the writer and back, as a real file would be read.
        return try ICalendarReader.parse(ICalendarWriter.serialize(calendar))
    }

    func test_a_calendar_written_in_another_style_has_the_same_occurrences() throws {
        // The same events by another producer: UTC everywhere, COUNT instead of UNTIL,
        // lower-case names, bare LF, folds in other places (with TAB), DURATION, no VTIMEZONE.
        let handWritten = [
            "begin:vcalendar",
            "version:2.0",
            "prodid:-//hand//EN",
            "begin:vevent",
            "uid:ana-mo@semestercal",
            "dtstart:20201102T084500Z",
            "duration:PT1H30M",
            "rrule:freq=weekly;count=13",
            "exdate:20201221T084500Z,",
            "\t20201228T084500Z",
            "summary:Analysis\\, Vorle",
            " sung",
            "location:Hörsaal 1",
            "end:vevent",
            "begin:vevent",
            "uid:ana-mo@semestercal",
            "recurrence-id:20201116T084500Z",
            "dtstart:20201117T110000Z",
            "dtend:20201117T123000Z",
            "location:Hörs",
            " aal 2",
            "end:vevent",
            "begin:vevent",
            "uid:ana-mo@semestercal",
            "recurrence-id:20210111T084500Z",
            "dtstart:20210111T084500Z",
            "dtend:20210111T101500Z",
            "status:cancelled",
            "location:Hörsaal 1",
            "end:vevent",
            "begin:vevent",
            "uid:block@semestercal",
            "dtstart;value=date:20210215",
            "duration:P3D",
            "end:vevent",
            "end:vcalendar",
        ].joined(separator: "\n")
        let theirs = CalendarExpansion(calendar: try ICalendarReader.parse(handWritten), window: winter)
        let ours = CalendarExpansion(calendar: try semestercalStyle(), window: winter)

        XCTAssertEqual(ours.occurrences.count, 12)  // 13 Mondays − 2 holidays + the block
        XCTAssertEqual(keys(theirs), keys(ours))
        XCTAssertTrue(theirs.warnings.isEmpty && ours.warnings.isEmpty, "\(theirs.warnings) \(ours.warnings)")
        // All-day events compare by their dates.
        XCTAssertEqual(theirs.occurrences.last?.start, ours.occurrences.last?.start)
        XCTAssertEqual(theirs.occurrences.last?.end, .allDay(d(2021, 2, 18)))
        XCTAssertEqual(ours.occurrences.filter(\.isCancelled).map(\.start.local), [dt(2021, 1, 11, 9, 45)])
    }

    func test_an_outlook_calendar_with_its_own_time_zone_matches_the_iana_equivalent() throws {
        let event = { (tzid: String) in [
            "BEGIN:VEVENT",
            "UID:outlook@test",
            "DTSTART;TZID=\(tzid):20201005T094500",
            "DTEND;TZID=\(tzid):20201005T111500",
            "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20210201T084500Z",
            "EXDATE;TZID=\(tzid):20201116T094500",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:outlook@test",
            "RECURRENCE-ID;TZID=\(tzid):20201019T094500",
            "DTSTART;TZID=\(tzid):20201020T080000",
            "DTEND;TZID=\(tzid):20201020T093000",
            "END:VEVENT",
        ] }
        let outlook = expansion(outlookBerlinZone + event("W. Europe Standard Time"))
        let iana = expansion(event("Europe/Berlin"))
        XCTAssertTrue(outlook.warnings.isEmpty, "\(outlook.warnings)")
        XCTAssertEqual(outlook.occurrences.count, 8)
        XCTAssertEqual(keys(outlook), keys(iana))
        XCTAssertEqual(outlook.occurrences.filter { !$0.isOverride }.map(\.start.local.time),
                       Array(repeating: LocalTime(hour: 9, minute: 45), count: 7))
        XCTAssertEqual(outlook.occurrences.first?.start.tzid, "W. Europe Standard Time")
    }
}
