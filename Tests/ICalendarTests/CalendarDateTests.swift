import ICalendar
import XCTest

final class CalendarDateTests: XCTestCase {
    func test_day_number_round_trips_over_a_400_year_span() {
        let start = d(1900, 1, 1).dayNumber
        let end = d(2300, 1, 1).dayNumber
        XCTAssertEqual(end - start, 146_097, "a 400-year Gregorian cycle has 146097 days")
        var previous: CalendarDate?
        for number in start...end {
            let date = CalendarDate(dayNumber: number)
            XCTAssertEqual(date.dayNumber, number)
            XCTAssertEqual(CalendarDate(year: date.year, month: date.month, day: date.day), date)
            if let previous {
                XCTAssertLessThan(previous, date)
                XCTAssertEqual(previous.adding(days: 1), date)
            }
            previous = date
        }
    }

    func test_epoch_is_day_zero_and_dates_before_it_are_negative() {
        XCTAssertEqual(d(1970, 1, 1).dayNumber, 0)
        XCTAssertEqual(d(1969, 12, 31).dayNumber, -1)
        XCTAssertEqual(d(2000, 3, 1).dayNumber, 11_017)
        XCTAssertEqual(CalendarDate(dayNumber: -1), d(1969, 12, 31))
    }

    func test_weekdays_of_known_dates() {
        XCTAssertEqual(d(1970, 1, 1).weekday, .thursday)
        XCTAssertEqual(d(2000, 1, 1).weekday, .saturday)
        XCTAssertEqual(d(2020, 10, 5).weekday, .monday)
        XCTAssertEqual(d(2021, 1, 18).isoWeekday, 1)
        XCTAssertEqual(d(1969, 7, 20).weekday, .sunday)
        XCTAssertEqual(d(1900, 1, 1).weekday, .monday)
        XCTAssertEqual(d(2024, 2, 29).weekday, .thursday)
    }

    func test_leap_years_follow_the_gregorian_rule() {
        XCTAssertTrue(CalendarDate.isLeapYear(2000))
        XCTAssertTrue(CalendarDate.isLeapYear(2024))
        XCTAssertFalse(CalendarDate.isLeapYear(1900))
        XCTAssertFalse(CalendarDate.isLeapYear(2100))
        XCTAssertFalse(CalendarDate.isLeapYear(2021))
        XCTAssertNotNil(CalendarDate(year: 2020, month: 2, day: 29))
        XCTAssertNil(CalendarDate(year: 2021, month: 2, day: 29))
        XCTAssertNil(CalendarDate(year: 1900, month: 2, day: 29))
        XCTAssertEqual(d(2020, 2, 28).adding(days: 1), d(2020, 2, 29))
        XCTAssertEqual(d(2021, 2, 28).adding(days: 1), d(2021, 3, 1))
        XCTAssertEqual(d(2020, 1, 1).days(until: d(2021, 1, 1)), 366)
    }

    func test_invalid_dates_and_times_are_rejected() {
        XCTAssertNil(CalendarDate(year: 2020, month: 13, day: 1))
        XCTAssertNil(CalendarDate(year: 2020, month: 4, day: 31))
        XCTAssertNil(CalendarDate(year: 0, month: 1, day: 1))
        XCTAssertNil(LocalTime(hour: 24, minute: 0))
        XCTAssertNil(LocalTime(hour: 0, minute: 60))
    }

    func test_basic_forms_format_and_parse_back() {
        let value = dt(2020, 10, 5, 8, 15, 30)
        XCTAssertEqual(value.basic, "20201005T081530")
        XCTAssertEqual(LocalDateTime(basic: "20201005T081530"), value)
        XCTAssertEqual(CalendarDate(basic: "00010101"), d(1, 1, 1))
        XCTAssertEqual(d(5, 3, 7).basic, "00050307")
        XCTAssertNil(CalendarDate(basic: "2020105"))
        XCTAssertNil(CalendarDate(basic: "2021+229"))
        XCTAssertNil(CalendarDate(basic: "20210229"))
        XCTAssertNil(LocalDateTime(basic: "20201005 081530"))
        XCTAssertNil(LocalDateTime(basic: "20201005T081530Z"))
    }

    func test_seconds_since_epoch_round_trips_including_before_1970() {
        for value in [dt(1970, 1, 1, 0, 0), dt(1969, 12, 31, 23, 59, 59), dt(2020, 3, 29, 2, 30), dt(1901, 6, 1, 12, 0)] {
            XCTAssertEqual(LocalDateTime(secondsSinceEpoch: value.secondsSinceEpoch), value)
        }
        XCTAssertEqual(dt(1969, 12, 31, 23, 59, 59).secondsSinceEpoch, -1)
        XCTAssertEqual(dt(2020, 10, 25, 23, 0).adding(seconds: 3600), dt(2020, 10, 26, 0, 0))
    }
}
