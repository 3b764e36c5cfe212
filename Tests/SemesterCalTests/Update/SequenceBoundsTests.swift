import ICalendar
@testable import SemesterCal
import XCTest

/// A previous calendar is a file on disk that people and other tools edit: an extreme SEQUENCE in
/// it must neither trap `update`/`sync` (it did: "arithmetic overflow" every night) nor be written
/// back out of RFC 5545's range (a signed 32-bit INTEGER, and never negative for SEQUENCE).
final class SequenceBoundsTests: XCTestCase {
    private func event(sequence: String?, summary: String) -> ICalComponent {
        var properties: [ICalProperty] = [
            ICalProperty(name: "UID", value: "u1@semestercal"),
            ICalProperty(name: "DTSTAMP", value: "20200101T000000Z"),
            ICalProperty(name: "DTSTART", value: "20201012T080000"),
            .text("SUMMARY", summary),
        ]
        if let sequence { properties.insert(ICalProperty(name: "SEQUENCE", value: sequence), at: 2) }
        return ICalComponent(name: "VEVENT", properties: properties)
    }

    private func revisedSequence(previous: String?) -> String? {
        let old = ICalComponent(name: "VCALENDAR", components: [event(sequence: previous, summary: "Mathe")])
        let fresh = ICalComponent(name: "VCALENDAR", components: [event(sequence: nil, summary: "Mathe II")])
        let (calendar, revised) = CalendarRevision.sequence(fresh, previous: old)
        XCTAssertEqual(revised, 1)
        return calendar.components[0].first("SEQUENCE")?.value
    }

    func test_a_changed_event_counts_on_from_an_ordinary_sequence() {
        XCTAssertEqual(revisedSequence(previous: "4"), "5")
        XCTAssertEqual(revisedSequence(previous: nil), "1")
    }

    func test_a_sequence_at_or_beyond_the_32_bit_maximum_stays_at_it() {
        XCTAssertEqual(revisedSequence(previous: "2147483647"), "2147483647")
        XCTAssertEqual(revisedSequence(previous: "9223372036854775807"), "2147483647", "Int.max must not overflow")
        XCTAssertEqual(revisedSequence(previous: "99999999999999999999999"), "2147483647", "more digits than an Int holds")
    }

    func test_a_negative_or_unreadable_sequence_counts_as_zero() {
        XCTAssertEqual(revisedSequence(previous: "-5"), "1")
        XCTAssertEqual(revisedSequence(previous: "-9223372036854775808"), "1")
        XCTAssertEqual(revisedSequence(previous: "abc"), "1")
        XCTAssertEqual(revisedSequence(previous: "+7"), "8")
    }
}
