import ICalendar
import XCTest
@testable import SemesterCal

/// The events' order in a calendar (`CalendarExporter.Order`) replaced a sort by the text
/// "YYYY-MM-DD HH:MM UID[ YYYY-MM-DD]", and UIDs are held as numbers (`SlotUID`,
/// `CalendarExporter.EventUID`). Calendars must not change: both orders must agree on every
/// pair, ties of date and time included, split-off dates' UIDs and overrides, and the numbers
/// must spell the UIDs the texts were.
final class EventOrderTests: XCTestCase {
    private struct Event {
        let first: CalendarDate
        let start: LocalTime
        let uid: CalendarExporter.EventUID
        let overridden: CalendarDate?

        var text: String {
            "\(first.iso) \(start) \(uid.text)" + (overridden.map { " \($0.iso)" } ?? "")
        }

        var order: CalendarExporter.Order {
            CalendarExporter.Order(first: first, start: start, uid: uid, overridden: overridden)
        }
    }

    func test_the_order_is_that_of_the_text_it_replaced() {
        var generator = SystemRandomNumberGenerator()
        let base = CalendarDate(year: 2020, month: 10, day: 5)!
        // Few values of each part, so that most pairs tie on some of them: hashes that differ in
        // their first or last digit only, the smallest and largest, and lectures without a UID.
        let slots: [SlotUID?] = [SlotUID(0x0a1b_0000_0000_0000), SlotUID(0x0a1b_0000_0000_0001), SlotUID(0xff00_0000_0000_0000),
                                 SlotUID(0), SlotUID(.max), SlotUID(0x0a1c_0000_0000_0000), nil]
        func uid() -> CalendarExporter.EventUID {
            let slot = slots.randomElement(using: &generator)!
            // A date split off the series: "<lecture>-YYYYMMDD@…".
            let splitOff = Bool.random(using: &generator) ? nil : base.adding(days: [0, 1, 2, 40][Int.random(in: 0..<4, using: &generator)])
            return CalendarExporter.EventUID(slot: slot, splitOff: splitOff)
        }
        let events = (0..<400).map { _ in
            Event(first: base.adding(days: Int.random(in: 0..<3, using: &generator)),
                  start: LocalTime(hour: [8, 9, 17][Int.random(in: 0..<3, using: &generator)], minute: [0, 45][Int.random(in: 0..<2, using: &generator)],
                                   second: Int.random(in: 0..<2, using: &generator))!,
                  uid: uid(),
                  overridden: Bool.random(using: &generator) ? nil : base.adding(days: 7 * Int.random(in: 0..<3, using: &generator)))
        }
        for a in events {
            for b in events {
                XCTAssertEqual(a.order < b.order, a.text < b.text, "\(a.text) / \(b.text)")
            }
        }
        XCTAssertEqual(events.sorted { $0.order < $1.order }.map(\.text), events.map(\.text).sorted())
    }

    /// The numbers spell the UIDs the lectures had as text: the slot's, and a split-off date's
    /// as `SeriesEncoder.Series.uid(ofLecture:)` makes it from the slot's.
    func test_uids_are_spelt_as_before() throws {
        let slot = SlotUID(0x0123_4567_89ab_cdef)
        XCTAssertEqual(slot.text, "sc-0123456789abcdef@semestercal")
        XCTAssertEqual(CalendarExporter.EventUID(slot: slot).text, slot.text)
        let date = CalendarDate(year: 2021, month: 1, day: 9)!
        let split = try XCTUnwrap(SeriesEncoder.encode([date, CalendarDate(year: 2021, month: 1, day: 11)!]).first { $0.isSeparate })
        XCTAssertEqual(CalendarExporter.EventUID(slot: slot, splitOff: split.first).text, split.uid(ofLecture: slot.text))
        XCTAssertEqual(CalendarExporter.EventUID(slot: slot, splitOff: date).text, "sc-0123456789abcdef-20210109@semestercal")
        XCTAssertEqual(CalendarExporter.EventUID(slot: nil, splitOff: date).text, "")
        XCTAssertEqual(CalendarExporter.EventUID(slot: nil).text, "")
    }

    func test_across_years_months_and_the_end_of_the_day() {
        let texts = [("2020-12-31", 23, 59), ("2021-01-01", 0, 0), ("2021-01-10", 8, 0), ("2021-02-01", 7, 59), ("2019-10-01", 12, 0)]
        let events = texts.map { date, hour, minute in
            let parts = date.split(separator: "-").map { Int($0)! }
            return Event(first: CalendarDate(year: parts[0], month: parts[1], day: parts[2])!, start: LocalTime(hour: hour, minute: minute)!,
                         uid: CalendarExporter.EventUID(slot: SlotUID(1)), overridden: nil)
        }
        XCTAssertEqual(events.sorted { $0.order < $1.order }.map(\.text), events.map(\.text).sorted())
    }
}
