import ICalendar
import XCTest

final class ReaderRobustnessTests: XCTestCase {
    private func validCalendarBytes() throws -> [UInt8] {
        let lines = calendarLines([
            "BEGIN:VTIMEZONE",
            "TZID:W. Europe Standard Time",
            "BEGIN:STANDARD",
            "DTSTART:16010101T030000",
            "TZOFFSETFROM:+0200",
            "TZOFFSETTO:+0100",
            "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
            "END:STANDARD",
            "BEGIN:DAYLIGHT",
            "DTSTART:16010101T020000",
            "TZOFFSETFROM:+0100",
            "TZOFFSETTO:+0200",
            "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
            "END:DAYLIGHT",
            "END:VTIMEZONE",
            "BEGIN:VEVENT",
            "UID:fuzz@example.org",
            "DTSTART;TZID=W. Europe Standard Time:20201005T094500",
            "DTEND;TZID=Europe/Berlin:20201005T111500",
            "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20210201T084500Z;BYDAY=MO,WE",
            "EXDATE;TZID=Europe/Berlin:20201019T094500,20201021T094500",
            "RDATE;VALUE=PERIOD:20201107T090000Z/PT1H",
            #"SUMMARY;LANGUAGE=de:Grüße\, 😀 \; ein sehr langer Titel der gefaltet wird weil er lang ist"#,
            #"ATTENDEE;CN="Doe, Jane: PhD";ROLE=CHAIR:mailto:jane@example.org"#,
            "BEGIN:VALARM",
            "TRIGGER:-PT15M",
            "END:VALARM",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:fuzz@example.org",
            "RECURRENCE-ID:20201102T084500Z",
            "DTSTART;TZID=Europe/Berlin:20201103T100000",
            "DURATION:PT2H",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:monthly@example.org",
            "DTSTART;VALUE=DATE:20201030",
            "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=20",
            "END:VEVENT",
        ])
        let calendar = try ICalendarReader.parse(calendarText(lines))
        return ICalendarWriter.serializeBytes(calendar)
    }

    /// Parse either returns or throws; whatever it returns can be written, read
    /// again and expanded without crashing.
    private func exercise(_ bytes: [UInt8]) {
        guard let calendar = try? ICalendarReader.parse(bytes: bytes) else { return }
        _ = try? ICalendarReader.parse(ICalendarWriter.serialize(calendar))
        let expansion = CalendarExpansion(calendar: calendar, window: window(d(2020, 9, 1), d(2021, 9, 1)),
                                          maximumOccurrencesPerEvent: 2_000)
        _ = expansion.occurrences.count
    }

    func test_thousands_of_random_mutations_of_a_valid_calendar_never_crash() throws {
        let original = try validCalendarBytes()
        var random = SeededGenerator(seed: 5545)
        let snippets: [[UInt8]] = ["\r\n", "\n", "\r", "\r\n ", ":", ";", ",", "\"", "=", "BEGIN:VEVENT\r\n",
                                   "END:VEVENT\r\n", "END:VCALENDAR\r\n", "\\", "T", "Z", "-", "99", ";COUNT=0",
                                   "FREQ=DAILY", "BYSETPOS=-1", "TZID=", "\u{00}", "ü", "😀"].map { Array($0.utf8) }
        var parsed = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                guard !bytes.isEmpty else { break }
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
                case 2: bytes.remove(at: position)
                case 3: bytes.insert(contentsOf: snippets.randomElement(using: &random) ?? [], at: position)
                case 4:
                    let end = min(bytes.count, position + Int.random(in: 1...80, using: &random))
                    bytes.insert(contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &random))
                default: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
                }
            }
            if (try? ICalendarReader.parse(bytes: bytes)) != nil { parsed += 1 }
            exercise(bytes)
        }
        // The mutations must leave a fair share of parseable calendars, or the
        // expansion code would not be exercised.
        XCTAssertGreaterThan(parsed, 300)
    }

    func test_random_bytes_never_crash() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                // Mostly printable ASCII and line breaks, some arbitrary bytes.
                Int.random(in: 0..<10, using: &random) == 0 ? UInt8.random(in: 0...255, using: &random)
                    : [UInt8(ascii: ":"), UInt8(ascii: ";"), 0x0A, 0x0D, 0x20, UInt8(ascii: "\"")].randomElement(using: &random)
                        ?? UInt8.random(in: 0x41...0x5A, using: &random)
            }
            exercise(bytes)
            exercise(Array("BEGIN:VCALENDAR\r\n".utf8) + bytes + Array("\r\nEND:VCALENDAR\r\n".utf8))
        }
    }

    func test_hostile_values_in_an_otherwise_valid_event_do_not_crash_or_hang() throws {
        let hostile = [
            "RRULE:FREQ=DAILY;INTERVAL=999999999999999999",
            "RRULE:FREQ=YEARLY;INTERVAL=999999999999999999;COUNT=999999999999999999",
            "RRULE:FREQ=DAILY;COUNT=999999999;BYMONTH=2;BYMONTHDAY=30",
            "RRULE:FREQ=YEARLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=1,2,3,4,5,6,7,8,9,10,11,12;BYMINUTE=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59",
            "RRULE:FREQ=MONTHLY;BYSETPOS=-366,366;BYMONTHDAY=-31,31",
            "RRULE:FREQ=WEEKLY;WKST=XX",
            "DURATION:P999999999W",
            "DURATION:-P1D",
            "DTEND:99991231T235959Z",
            "EXDATE:00000000T000000,99999999",
            "RDATE;VALUE=PERIOD:20201005T080000/",
            "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU",
            "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=-1MO",
            "RRULE:FREQ=MONTHLY;BYDAY=53MO,-53SU",
        ]
        let starts = ["DTSTART:20201005T080000Z", "DTSTART;TZID=Europe/Berlin:20201005T080000",
                      "DTSTART;TZID=Europe/Berlin:99991231T235959", "DTSTART;VALUE=DATE:00010101"]
        var warnings: [ExpansionWarning] = []
        for start in starts {
            for line in hostile {
                let text = calendarText(calendarLines(["BEGIN:VEVENT", "UID:h", start, line, "END:VEVENT"]))
                let calendar = try ICalendarReader.parse(text)
                let expansion = CalendarExpansion(calendar: calendar, window: window(d(1, 1, 1), d(9999, 12, 31)),
                                                  maximumOccurrencesPerEvent: 1_000)
                XCTAssertLessThanOrEqual(expansion.occurrences.count, 1_000, line)
                warnings += expansion.warnings
            }
        }
        XCTAssertTrue(warnings.contains(.searchLimitReached(uid: "h", periods: 500_000)), "\(Set(warnings))")
        XCTAssertTrue(warnings.contains(.occurrenceLimitReached(uid: "h", limit: 1_000)))
    }
}
