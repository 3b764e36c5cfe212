import ICalendar
import XCTest

/// Seconds since the epoch of a UTC date-time.
func utcSeconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int {
    dt(year, month, day, hour, minute).secondsSinceEpoch
}

/// Seconds since the epoch of a wall time in an IANA zone.
func zonedSeconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int,
                  zone: String = "Europe/Berlin") -> Int {
    (try? ZoneOffsetCalculator().utc(from: dt(year, month, day, hour, minute), zone: zone).secondsSinceEpoch) ?? 0
}

/// A window from 00:00 UTC on `from` to 00:00 UTC on `to`.
func window(_ from: CalendarDate, _ to: CalendarDate) -> Range<Int> {
    from.dayNumber * 86_400..<to.dayNumber * 86_400
}

/// Joins lines with `ending` (CRLF by default), with a final line end.
func calendarText(_ lines: [String], ending: String = "\r\n") -> String {
    lines.map { $0 + ending }.joined()
}

/// Parses lines, failing the test (and returning an empty component) on error.
func parseLines(_ lines: [String], ending: String = "\r\n",
                file: StaticString = #filePath, line: UInt = #line) -> ICalComponent {
    do {
        return try ICalendarReader.parse(calendarText(lines, ending: ending))
    } catch {
        XCTFail("unexpected parse error: \(error)", file: file, line: line)
        return ICalComponent("VCALENDAR")
    }
}

/// The error `parse` throws for `text`, or nil (with a test failure) if it succeeds.
func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ICalendarParseError? {
    do {
        _ = try ICalendarReader.parse(text)
        XCTFail("expected a parse error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Wraps VEVENT lines in a VCALENDAR (plus any extra components' lines before them).
func calendarLines(_ body: [String]) -> [String] {
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + body + ["END:VCALENDAR"]
}

/// Deterministic pseudo-random numbers (SplitMix64), so fuzz runs are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
