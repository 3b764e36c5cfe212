import ICalendar
import XCTest
@testable import SemesterCal

final class SeriesEncoderTests: XCTestCase {
    func test_single_date_is_a_single_event() {
        let s = SeriesEncoder.encode(Fixtures.dates("2020-10-05"))
        XCTAssertEqual(s.map(\.rhythm), [.single])
    }

    func test_consecutive_days_are_daily() {
        let s = SeriesEncoder.encode(Fixtures.dates("2021-03-08", "2021-03-09", "2021-03-10"))
        XCTAssertEqual(s.map(\.rhythm), [.daily])
        XCTAssertEqual(s[0].last.iso, "2021-03-10")
    }

    func test_fortnightly_dates_become_interval_2_without_exceptions() {
        let s = SeriesEncoder.encode(Fixtures.dates("2020-10-14", "2020-10-28", "2020-11-11"))
        XCTAssertEqual(s.map(\.rhythm), [.weekly(interval: 2)])
        XCTAssertEqual(s[0].exceptions, [])
    }

    func test_gaps_become_exceptions() {
        let s = SeriesEncoder.encode(Fixtures.dates("2020-10-05", "2020-10-12", "2020-10-26"))
        XCTAssertEqual(s.map(\.rhythm), [.weekly(interval: 1)])
        XCTAssertEqual(s[0].exceptions.map(\.iso), ["2020-10-19"])
    }

    func test_fortnightly_with_a_gap_keeps_interval_2() {
        let s = SeriesEncoder.encode(Fixtures.dates("2020-10-14", "2020-10-28", "2020-11-25"))
        XCTAssertEqual(s.map(\.rhythm), [.weekly(interval: 2)])
        XCTAssertEqual(s[0].exceptions.map(\.iso), ["2020-11-11"])
    }

    func test_date_on_another_weekday_is_split_off() {
        let s = SeriesEncoder.encode(Fixtures.dates("2020-04-20", "2020-04-25", "2020-04-27", "2020-05-04"))
        XCTAssertEqual(s.count, 2)
        XCTAssertEqual(s[0].rhythm, .weekly(interval: 1))
        XCTAssertEqual(s[1].first.iso, "2020-04-25")
        XCTAssertTrue(s[1].isSeparate)
    }

    func test_encoding_reproduces_the_dates() {
        // Expand each encoded series and compare with the input: no date lost or invented.
        let inputs = [Fixtures.dates("2020-10-07", "2020-10-21", "2020-10-28", "2020-11-11", "2020-11-18", "2020-12-02", "2020-12-09", "2021-01-20"),
                      Fixtures.dates("2020-10-05", "2020-10-06", "2020-10-12")]
        for dates in inputs {
            var expanded: [CalendarDate] = []
            for s in SeriesEncoder.encode(dates) {
                switch s.rhythm {
                case .single: expanded.append(s.first)
                case .daily: expanded += (0...s.first.days(until: s.last)).map { s.first.adding(days: $0) }
                case .weekly(let n):
                    expanded += stride(from: s.first.dayNumber, through: s.last.dayNumber, by: 7 * n)
                        .map(CalendarDate.init(dayNumber:)).filter { !s.exceptions.contains($0) }
                }
            }
            XCTAssertEqual(expanded.sorted(), dates.sorted())
        }
    }
}
