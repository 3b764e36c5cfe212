import ICalendar
import XCTest
@testable import SemesterCal

final class ReportDatesTests: XCTestCase {
    func test_day_headings_for_a_whole_week_in_both_languages() {
        let week = (0..<7).map { ReportFixtures.date("2020-10-12").adding(days: $0) }
        XCTAssertEqual(week.map { Messages.german.dayHeading($0) },
                       ["Mo 12.10.2020", "Di 13.10.2020", "Mi 14.10.2020", "Do 15.10.2020", "Fr 16.10.2020",
                        "Sa 17.10.2020", "So 18.10.2020"])
        XCTAssertEqual(week.map { Messages.english.dayHeading($0) },
                       ["Mon 2020-10-12", "Tue 2020-10-13", "Wed 2020-10-14", "Thu 2020-10-15", "Fri 2020-10-16",
                        "Sat 2020-10-17", "Sun 2020-10-18"])
    }

    func test_short_days_leave_out_the_year_only_when_it_is_the_same() {
        let reference = ReportFixtures.date("2020-12-21")
        XCTAssertEqual(Messages.german.dayInLine(ReportFixtures.date("2020-12-22"), reference), "Di 22.12.")
        XCTAssertEqual(Messages.german.dayInLine(ReportFixtures.date("2021-01-04"), reference), "Mo 04.01.2021")
        XCTAssertEqual(Messages.english.dayInLine(ReportFixtures.date("2021-01-04"), reference), "Mon 2021-01-04")
    }

    func test_rfc_5322_dates_use_english_names_for_every_month() {
        let months = (1...12).map { month in
            ReportDates.rfc5322(LocalDateTime(date: CalendarDate(year: 2021, month: month, day: 1)!,
                                              time: LocalTime(hour: 23, minute: 59, second: 59)!))
        }
        XCTAssertEqual(months.first, "Fri, 01 Jan 2021 23:59:59 +0000")
        XCTAssertEqual(months.last, "Wed, 01 Dec 2021 23:59:59 +0000")
        XCTAssertEqual(months.map { String($0.dropFirst(8).prefix(3)) },
                       ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }
}
