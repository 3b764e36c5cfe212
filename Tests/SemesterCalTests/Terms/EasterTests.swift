import ICalendar
import SemesterCal
import XCTest

final class EasterTests: XCTestCase {
    func test_easter_sunday_matches_published_dates() {
        let known = [
            1583: "1583-04-10", 1600: "1600-04-02", 1700: "1700-04-11", 1818: "1818-03-22", 1900: "1900-04-15",
            1943: "1943-04-25", 2000: "2000-04-23", 2008: "2008-03-23", 2011: "2011-04-24", 2019: "2019-04-21",
            2020: "2020-04-12", 2021: "2021-04-04", 2024: "2024-03-31", 2025: "2025-04-20", 2038: "2038-04-25",
            2285: "2285-03-22", 4200: "4200-04-20", 9999: "9999-03-28",
        ]
        for (year, iso) in known {
            XCTAssertEqual(Easter.sunday(year: year).iso, iso, "Easter \(year)")
        }
    }

    func test_easter_is_a_sunday_between_march_22_and_april_25_in_every_gregorian_year() {
        for year in 1583...9999 {
            let easter = Easter.sunday(year: year)
            XCTAssertEqual(easter.year, year)
            XCTAssertEqual(easter.isoWeekday, 7, "\(easter)")
            let earliest = CalendarDate(year: year, month: 3, day: 22)!
            let latest = CalendarDate(year: year, month: 4, day: 25)!
            XCTAssertTrue(earliest <= easter && easter <= latest, "\(easter)")
        }
    }
}
