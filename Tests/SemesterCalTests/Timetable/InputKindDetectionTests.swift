import Foundation
import XCTest
@testable import SemesterCal

/// `InputKind.of` tells timetables, change feeds and calendars apart by their top level only.
final class InputKindDetectionTests: XCTestCase {
    private func kind(_ text: String) -> InputKind { InputKind.of(Data(text.utf8)) }

    func test_timetable_shapes() {
        XCTAssertEqual(kind(#"{"schedule": []}"#), .timetable)
        XCTAssertEqual(kind(#"  {"myschedule": [{"label": "x"}]}"#), .timetable)
        XCTAssertEqual(kind("[]"), .timetable)
        XCTAssertEqual(kind("\u{FEFF}{\"schedule\": []}"), .timetable, "a byte order mark is skipped")
        XCTAssertEqual(kind(#"{"schedule": [{"#), .timetable, "the key decides; the timetable reader reports the broken rest")
    }

    func test_keys_before_the_deciding_one_are_skipped_whatever_their_value() {
        XCTAssertEqual(kind(#"{"version": 3.1, "schedule": []}"#), .timetable)
        XCTAssertEqual(kind(#"{"version": "3.1", "changes": []}"#), .changeFeed)
        XCTAssertEqual(kind(#"{"meta": {"changes": [1, {"schedule": "\"}"}]}, "changes": []}"#), .changeFeed,
                       "keys nested in another value, and quotes escaped in strings, do not decide")
        XCTAssertEqual(kind(#"{"ok": true, "n": null, "list": [[], {}], "myschedule": []}"#), .timetable)
    }

    func test_calendars() {
        XCTAssertEqual(kind("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), .calendar)
        XCTAssertEqual(kind("\u{FEFF}begin:vcalendar\n"), .calendar)
        XCTAssertEqual(kind("BEGIN:VEVENT\r\n"), .unknown)
    }

    func test_anything_else_is_left_to_the_reader() {
        for text in ["", "   ", "{}", #"{"other": 1}"#, "not json", #"{"version": [1, 2"#, "42"] {
            XCTAssertEqual(kind(text), .unknown, text)
        }
    }
}
