import ICalendar
import XCTest
@testable import SemesterCal

/// The events' order in a calendar (`CalendarExporter.Order`) replaced a sort by the text
/// "YYYY-MM-DD HH:MM UID[ YYYY-MM-DD]". Calendars must not change: both orders must agree on
/// every pair, ties of date and time included, split-off dates' UIDs and overrides.
final class EventOrderTests: XCTestCase {
    private struct Event {
        let first: CalendarDate
        let start: LocalTime
        let uid: String
        let overridden: CalendarDate?

        var text: String {
            "\(first.iso) \(start) \(uid)" + (overridden.map { " \($0.iso)" } ?? "")
        }

        var order: CalendarExporter.Order {
            CalendarExporter.Order(first: first, start: start, uid: uid, overridden: overridden)
        }
    }

    func test_the_order_is_that_of_the_text_it_replaced() {
        var generator = SystemRandomNumberGenerator()
        let base = CalendarDate(year: 2020, month: 10, day: 5)!
        // Few values of each part, so that most pairs tie on some of them.
        let lectureUIDs = ["sc-0a1b@semestercal", "sc-0a1b0@semestercal", "sc-ff@semestercal", "sc-0A1b@semestercal"]
        func uid() -> String {
            let lecture = lectureUIDs.randomElement(using: &generator)!
            guard Bool.random(using: &generator) else { return lecture }
            // A date split off the series: "<lecture>-YYYYMMDD@…".
            let at = lecture.firstIndex(of: "@")!
            return lecture[..<at] + "-\(base.adding(days: Int.random(in: 0..<3, using: &generator)).basic)" + lecture[at...]
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
        // The sort by plain numbers (`sortedPositions`) gives the positions the texts' sort gives.
        XCTAssertEqual(CalendarExporter.Order.sortedPositions(count: events.count) { events[$0].order },
                       events.indices.sorted { events[$0].text < events[$1].text })
    }

    func test_the_sort_by_numbers_agrees_for_short_and_non_ascii_uids() {
        var generator = SystemRandomNumberGenerator()
        let first = CalendarDate(year: 2020, month: 10, day: 5)!, start = LocalTime(hour: 8, minute: 0)!
        // Short UIDs, UIDs equal in their first 8 bytes, and ones whose first bytes are not ASCII
        // (a combining accent after "e" sorts as "é" would).
        let uids = ["a", "ab", "ab\u{1}", "abcdefgh", "abcdefghi", "abcdefgha", "abcdefg\u{301}", "abcdefgé", "sc-e\u{301}x@s",
                    "sc-éx@s", "sc-ex@s", "sc-ü@s", "Sc", "", "abcdefgh\u{301}", "abcdefgi"]
        for _ in 0..<20 {
            let events = (0..<60).map { _ in
                Event(first: first, start: start, uid: uids.randomElement(using: &generator)!,
                      overridden: Bool.random(using: &generator) ? nil : first.adding(days: 7))
            }
            XCTAssertEqual(CalendarExporter.Order.sortedPositions(count: events.count) { events[$0].order },
                           events.indices.sorted { events[$0].order < events[$1].order })
        }
    }

    func test_across_years_months_and_the_end_of_the_day() {
        let texts = [("2020-12-31", 23, 59), ("2021-01-01", 0, 0), ("2021-01-10", 8, 0), ("2021-02-01", 7, 59), ("2019-10-01", 12, 0)]
        let events = texts.map { date, hour, minute in
            let parts = date.split(separator: "-").map { Int($0)! }
            return Event(first: CalendarDate(year: parts[0], month: parts[1], day: parts[2])!, start: LocalTime(hour: hour, minute: minute)!,
                         uid: "sc-1@semestercal", overridden: nil)
        }
        XCTAssertEqual(events.sorted { $0.order < $1.order }.map(\.text), events.map(\.text).sorted())
    }
}
