import Foundation
import ICalendar
import SemesterCal
import XCTest

private func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

final class LectureFreeDaysTests: XCTestCase {
    private let hof = InstitutionProfile.hochschuleHof

    /// The days of the Christmas break in one calendar year that are not holidays.
    private func breakDays(_ year: Int) -> [String: String] {
        let days = ["01-02", "01-03", "01-04", "01-05", "12-24", "12-27", "12-28", "12-29", "12-30", "12-31"]
        return Dictionary(uniqueKeysWithValues: days.map { ("\(year)-\($0)", "Weihnachtspause") })
    }

    private func lectureFreeDays(inYear year: Int) -> [String: String] {
        let days = hof.lectureFreeDays(from: CalendarDate(year: year, month: 1, day: 1)!,
                                       through: CalendarDate(year: year, month: 12, day: 31)!)
        return Dictionary(uniqueKeysWithValues: days.map { ($0.key.iso, $0.value) })
    }

    func test_bavarian_holidays_and_christmas_break_2020() {
        let holidays = [
            "2020-01-01": "Neujahr", "2020-01-06": "Heilige Drei Könige", "2020-04-10": "Karfreitag",
            "2020-04-13": "Ostermontag", "2020-05-01": "Tag der Arbeit", "2020-05-21": "Christi Himmelfahrt",
            "2020-06-01": "Pfingstmontag", "2020-06-11": "Fronleichnam", "2020-08-15": "Mariä Himmelfahrt",
            "2020-10-03": "Tag der Deutschen Einheit", "2020-11-01": "Allerheiligen",
            "2020-12-25": "1. Weihnachtsfeiertag", "2020-12-26": "2. Weihnachtsfeiertag",
        ]
        XCTAssertEqual(lectureFreeDays(inYear: 2020), holidays.merging(breakDays(2020)) { _, _ in "clash" })
    }

    func test_bavarian_holidays_and_christmas_break_2021() {
        let holidays = [
            "2021-01-01": "Neujahr", "2021-01-06": "Heilige Drei Könige", "2021-04-02": "Karfreitag",
            "2021-04-05": "Ostermontag", "2021-05-01": "Tag der Arbeit", "2021-05-13": "Christi Himmelfahrt",
            "2021-05-24": "Pfingstmontag", "2021-06-03": "Fronleichnam", "2021-08-15": "Mariä Himmelfahrt",
            "2021-10-03": "Tag der Deutschen Einheit", "2021-11-01": "Allerheiligen",
            "2021-12-25": "1. Weihnachtsfeiertag", "2021-12-26": "2. Weihnachtsfeiertag",
        ]
        XCTAssertEqual(lectureFreeDays(inYear: 2021), holidays.merging(breakDays(2021)) { _, _ in "clash" })
    }

    func test_bavarian_holidays_and_christmas_break_2024() {
        let holidays = [
            "2024-01-01": "Neujahr", "2024-01-06": "Heilige Drei Könige", "2024-03-29": "Karfreitag",
            "2024-04-01": "Ostermontag", "2024-05-01": "Tag der Arbeit", "2024-05-09": "Christi Himmelfahrt",
            "2024-05-20": "Pfingstmontag", "2024-05-30": "Fronleichnam", "2024-08-15": "Mariä Himmelfahrt",
            "2024-10-03": "Tag der Deutschen Einheit", "2024-11-01": "Allerheiligen",
            "2024-12-25": "1. Weihnachtsfeiertag", "2024-12-26": "2. Weihnachtsfeiertag",
        ]
        XCTAssertEqual(lectureFreeDays(inYear: 2024), holidays.merging(breakDays(2024)) { _, _ in "clash" })
    }

    func test_christmas_break_spans_the_year_end_with_holiday_names_winning() {
        let days = hof.lectureFreeDays(from: day("2020-12-20"), through: day("2021-01-10"))
        let expected: [CalendarDate: String] = [
            day("2020-12-24"): "Weihnachtspause", day("2020-12-25"): "1. Weihnachtsfeiertag",
            day("2020-12-26"): "2. Weihnachtsfeiertag", day("2020-12-27"): "Weihnachtspause",
            day("2020-12-28"): "Weihnachtspause", day("2020-12-29"): "Weihnachtspause",
            day("2020-12-30"): "Weihnachtspause", day("2020-12-31"): "Weihnachtspause",
            day("2021-01-01"): "Neujahr", day("2021-01-02"): "Weihnachtspause",
            day("2021-01-03"): "Weihnachtspause", day("2021-01-04"): "Weihnachtspause",
            day("2021-01-05"): "Weihnachtspause", day("2021-01-06"): "Heilige Drei Könige",
        ]
        XCTAssertEqual(days, expected)
    }

    func test_break_that_started_last_year_is_found_from_a_january_range() {
        let days = hof.lectureFreeDays(from: day("2021-01-04"), through: day("2021-01-04"))
        XCTAssertEqual(days, [day("2021-01-04"): "Weihnachtspause"])
    }

    func test_winter_2020_lecture_period_loses_its_holidays_and_break() {
        let period = hof.lecturePeriod(for: Term(season: .winter, year: 2020))
        let days = hof.lectureFreeDays(from: period.firstDay, through: period.lastDay)
        XCTAssertEqual(days.count, 1 + 1 + 14)  // 3 October, 1 November, 24 December .. 6 January
        XCTAssertEqual(days[day("2020-10-03")], "Tag der Deutschen Einheit")
        XCTAssertNil(days[day("2020-10-01")])
    }

    func test_reformation_day_was_a_holiday_in_2017_only() {
        XCTAssertEqual(lectureFreeDays(inYear: 2017)["2017-10-31"], "Reformationstag")
        XCTAssertNil(lectureFreeDays(inYear: 2016)["2016-10-31"])
        XCTAssertNil(lectureFreeDays(inYear: 2018)["2018-10-31"])
    }

    func test_german_unity_day_counts_from_1990() {
        XCTAssertNil(lectureFreeDays(inYear: 1989)["1989-10-03"])
        XCTAssertEqual(lectureFreeDays(inYear: 1990)["1990-10-03"], "Tag der Deutschen Einheit")
    }

    func test_first_and_last_gregorian_years_work_including_easter_holidays() {
        let first = lectureFreeDays(inYear: 1583)
        XCTAssertEqual(first["1583-04-08"], "Karfreitag")  // Easter 1583-04-10
        XCTAssertEqual(first["1583-01-02"], "Weihnachtspause")
        let last = lectureFreeDays(inYear: 9999)
        XCTAssertEqual(last["9999-03-29"], "Ostermontag")  // Easter 9999-03-28
        XCTAssertEqual(last["9999-12-31"], "Weihnachtspause")
        XCTAssertEqual(last.count, 13 + 10)
    }

    func test_every_year_from_1583_to_9999_has_thirteen_holidays_and_the_break() {
        let days = hof.lectureFreeDays(from: day("1583-01-01"), through: day("9999-12-31"))
        let years = 9999 - 1583 + 1
        // Christi Himmelfahrt falls on 1 May when Easter is on 23 March: one day, two holidays.
        let ascensionOnMayDay = (1583...9999).filter { Easter.sunday(year: $0) == CalendarDate(year: $0, month: 3, day: 23) }
        XCTAssertTrue(ascensionOnMayDay.contains(2008))
        // 13 holidays and 10 further break days a year (Tag der Deutschen Einheit only from 1990),
        // plus Reformationstag 2017.
        XCTAssertEqual(days.count, years * 23 - (1990 - 1583) + 1 - ascensionOnMayDay.count)
        XCTAssertEqual(days[day("2008-05-01")], "Tag der Arbeit", "the holiday listed first names a shared day")
    }

    func test_empty_or_reversed_range_gives_no_days() {
        XCTAssertEqual(hof.lectureFreeDays(from: day("2021-01-02"), through: day("2021-01-01")), [:])
        XCTAssertEqual(hof.lectureFreeDays(from: day("2021-07-01"), through: day("2021-07-31")), [:])
    }

    func test_profile_without_holidays_or_breaks_has_no_lecture_free_days() {
        var bare = hof
        bare.holidays = []
        bare.breaks = []
        XCTAssertEqual(bare.lectureFreeDays(from: day("2020-01-01"), through: day("2020-12-31")), [:])
    }

    func test_one_off_break_applies_in_its_year_only_and_holidays_listed_first_win() throws {
        let json = InstitutionProfile.hofProfileJSON.replacingOccurrences(
            of: #"{ "name": "Weihnachtspause", "from": "12-24", "through": "01-06" }"#,
            with: #"""
            { "name": "Brückentag", "from": "2021-05-14", "through": "2021-05-14" },
            { "name": "Corona-Pause", "from": "2020-12-16", "through": "2021-01-10" },
            { "name": "Pfingstferien", "from": "05-25", "through": "05-29", "firstYear": 2021, "lastYear": 2021 }
            """#)
        let profile = try InstitutionProfile.parse(json: Data(json.utf8), source: "test.json")
        let days = profile.lectureFreeDays(from: day("2020-01-01"), through: day("2022-12-31"))
        XCTAssertEqual(days[day("2021-05-14")], "Brückentag")
        XCTAssertEqual(days[day("2020-12-16")], "Corona-Pause")
        XCTAssertEqual(days[day("2021-01-06")], "Heilige Drei Könige")
        XCTAssertEqual(days[day("2021-01-10")], "Corona-Pause")
        XCTAssertNil(days[day("2021-12-24")], "the yearly Christmas break was replaced")
        XCTAssertEqual(days[day("2021-05-25")], "Pfingstferien")
        XCTAssertEqual(days[day("2021-05-24")], "Pfingstmontag")
        XCTAssertNil(days[day("2020-05-26")])
        XCTAssertNil(days[day("2022-05-25")])
    }
}
