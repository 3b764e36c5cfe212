import ICalendar
import XCTest

/// `d(2020, 10, 5)`: a date that must exist.
func d(_ year: Int, _ month: Int, _ day: Int, file: StaticString = #filePath, line: UInt = #line) -> CalendarDate {
    guard let date = CalendarDate(year: year, month: month, day: day) else {
        XCTFail("invalid test date \(year)-\(month)-\(day)", file: file, line: line)
        return CalendarDate(dayNumber: 0)
    }
    return date
}

/// `dt(2020, 10, 5, 8, 0)`: a date-time that must exist.
func dt(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> LocalDateTime {
    LocalDateTime(date: d(year, month, day), time: LocalTime(hour: hour, minute: minute, second: second)!)
}

/// Physical lines of serialized output (the final CRLF does not start another line).
func physicalLines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\r\n")
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// RFC 5545 unfolding: remove every CRLF followed by one space or tab.
///
/// Works on octets: a string search would treat " " + combining mark as one
/// Character and miss the fold in front of it.
func unfold(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if index + 2 < bytes.count, bytes[index] == 0x0D, bytes[index + 1] == 0x0A,
           bytes[index + 2] == 0x20 || bytes[index + 2] == 0x09 {
            index += 3
        } else {
            out.append(bytes[index])
            index += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}

/// Asserts every physical line fits in 75 octets and every line break is CRLF.
func assertWellFormed(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() {
        if byte == 0x0A { XCTAssertTrue(index > 0 && bytes[index - 1] == 0x0D, "bare LF at \(index)", file: file, line: line) }
        if byte == 0x0D { XCTAssertTrue(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "bare CR at \(index)", file: file, line: line) }
    }
    XCTAssertTrue(text.hasSuffix("\r\n"), "output must end with CRLF", file: file, line: line)
    for physical in physicalLines(text) {
        XCTAssertLessThanOrEqual(physical.utf8.count, 75, "too long: \(physical)", file: file, line: line)
    }
}

/// The output's physical lines as raw octets, split at CRLF (so a split UTF-8
/// sequence would show up, which splitting a `String` could hide).
func physicalByteLines(_ text: String) -> [[UInt8]] {
    var lines: [[UInt8]] = [[]]
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
            lines.append([])
            index += 2
        } else {
            lines[lines.count - 1].append(bytes[index])
            index += 1
        }
    }
    if lines.last == [] { lines.removeLast() }
    return lines
}

/// True when the octets are complete, valid UTF-8 on their own.
func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    // Decoding replaces invalid or truncated sequences, which changes the octets.
    Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
}
