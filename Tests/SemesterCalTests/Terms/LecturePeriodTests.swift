import Foundation
import ICalendar
import SemesterCal
import XCTest

private func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

final class LecturePeriodTests: XCTestCase {
    private let hof = InstitutionProfile.hochschuleHof

    private func period(_ code: String, in profile: InstitutionProfile = .hochschuleHof) -> LecturePeriod {
        profile.lecturePeriod(for: Term(parsing: code)!)
    }

    // MARK: The examples of SEMANTICS.md section 1

    func test_winter_2020_runs_from_thursday_october_1_to_friday_january_22() {
        XCTAssertEqual(period("WS2020"), LecturePeriod(firstDay: day("2020-10-01"), lastDay: day("2021-01-22")))
        XCTAssertEqual(day("2020-10-01").isoWeekday, 4)
        XCTAssertEqual(day("2021-01-22").isoWeekday, 5)
    }

    func test_summer_term_start_on_sunday_moves_to_monday() {
        // 2020-03-15 is a Sunday.
        XCTAssertEqual(period("SS2020"), LecturePeriod(firstDay: day("2020-03-16"), lastDay: day("2020-07-10")))
    }

    func test_winter_term_start_on_sunday_moves_to_monday_and_thursday_end_stays() {
        // 2023-10-01 is a Sunday, 2024-01-25 a Thursday.
        XCTAssertEqual(period("WS2023"), LecturePeriod(firstDay: day("2023-10-02"), lastDay: day("2024-01-25")))
    }

    func test_summer_term_start_on_friday_moves_to_monday_and_wednesday_end_stays() {
        // 2024-03-15 is a Friday, 2024-07-10 a Wednesday.
        XCTAssertEqual(period("SS2024"), LecturePeriod(firstDay: day("2024-03-18"), lastDay: day("2024-07-10")))
    }

    func test_winter_term_start_on_saturday_moves_to_monday() {
        // 2022-10-01 is a Saturday.
        XCTAssertEqual(period("WS2022").firstDay, day("2022-10-03"))
    }

    func test_winter_term_end_on_monday_moves_back_to_friday() {
        // 2021-01-25 is a Monday.
        XCTAssertEqual(period("WS2020").lastDay, day("2021-01-22"))
    }

    func test_summer_term_end_on_saturday_moves_back_to_friday() {
        // 2021-07-10 is a Saturday.
        XCTAssertEqual(period("SS2021").lastDay, day("2021-07-09"))
    }

    // MARK: The rule over 30 years

    func test_rule_invariants_hold_for_both_seasons_2010_to_2039_and_every_weekday_case_occurs() {
        var nominalStartWeekdays: [TermSeason: Set<Int>] = [:]
        var nominalEndWeekdays: [TermSeason: Set<Int>] = [:]
        for year in 2010...2039 {
            for season in TermSeason.allCases {
                // The nominal days, written out here rather than taken from the profile.
                let nominalFirst = season == .summer
                    ? CalendarDate(year: year, month: 3, day: 15)! : CalendarDate(year: year, month: 10, day: 1)!
                let nominalLast = season == .summer
                    ? CalendarDate(year: year, month: 7, day: 10)! : CalendarDate(year: year + 1, month: 1, day: 25)!
                let term = Term(season: season, year: year)
                let period = hof.lecturePeriod(for: term)
                let label = "\(term) nominal \(nominalFirst)..\(nominalLast) got \(period)"

                XCTAssertTrue((1...4).contains(period.firstDay.isoWeekday), "first day must be Mon-Thu: \(label)")
                XCTAssertTrue((0...3).contains(nominalFirst.days(until: period.firstDay)), "first day 0-3 days after nominal: \(label)")
                if (1...4).contains(nominalFirst.isoWeekday) {
                    XCTAssertEqual(period.firstDay, nominalFirst, "a Mon-Thu first day stays: \(label)")
                } else {
                    XCTAssertEqual(period.firstDay.isoWeekday, 1, "a Fri-Sun first day becomes Monday: \(label)")
                }

                XCTAssertTrue((2...5).contains(period.lastDay.isoWeekday), "last day must be Tue-Fri: \(label)")
                XCTAssertTrue((0...3).contains(period.lastDay.days(until: nominalLast)), "last day 0-3 days before nominal: \(label)")
                if (2...5).contains(nominalLast.isoWeekday) {
                    XCTAssertEqual(period.lastDay, nominalLast, "a Tue-Fri last day stays: \(label)")
                } else {
                    XCTAssertEqual(period.lastDay.isoWeekday, 5, "a Sat-Mon last day becomes Friday: \(label)")
                }

                nominalStartWeekdays[season, default: []].insert(nominalFirst.isoWeekday)
                nominalEndWeekdays[season, default: []].insert(nominalLast.isoWeekday)
            }
        }
        for season in TermSeason.allCases {
            XCTAssertEqual(nominalStartWeekdays[season], Set(1...7), "\(season): every start weekday case is covered")
            XCTAssertEqual(nominalEndWeekdays[season], Set(1...7), "\(season): every end weekday case is covered")
        }
    }

    func test_period_contains_both_ends_and_nothing_outside() {
        let winter = period("WS2020")
        XCTAssertTrue(winter.contains(day("2020-10-01")))
        XCTAssertTrue(winter.contains(day("2020-12-31")))
        XCTAssertTrue(winter.contains(day("2021-01-22")))
        XCTAssertFalse(winter.contains(day("2020-09-30")))
        XCTAssertFalse(winter.contains(day("2021-01-23")))
        XCTAssertFalse(winter.isEmpty)
        XCTAssertEqual(winter.description, "2020-10-01..2021-01-22")
    }

    func test_rule_works_at_the_ends_of_the_calendar() {
        XCTAssertEqual(period("SS1583").firstDay, day("1583-03-15"))
        XCTAssertEqual(hof.lecturePeriod(for: Term(season: .winter, year: 9998)).lastDay.year, 9999)
    }

    // MARK: Overrides

    func test_summer_2020_override_moves_first_day_to_april_20_and_keeps_the_last_day() {
        let delayed = hof.withOverride(for: Term(parsing: "SS2020")!, firstDay: day("2020-04-20"), lastDay: nil)
        XCTAssertEqual(period("SS2020", in: delayed), LecturePeriod(firstDay: day("2020-04-20"), lastDay: day("2020-07-10")))
        XCTAssertEqual(period("WS2020", in: delayed), period("WS2020"), "other terms keep the rule")
        XCTAssertEqual(period("SS2021", in: delayed), period("SS2021"), "other terms keep the rule")
    }

    func test_second_override_keeps_the_day_the_first_one_set() {
        let term = Term(season: .summer, year: 2020)
        let both = hof.withOverride(for: term, firstDay: day("2020-04-20"), lastDay: nil)
            .withOverride(for: term, firstDay: nil, lastDay: day("2020-07-24"))
        XCTAssertEqual(both.lecturePeriod(for: term), LecturePeriod(firstDay: day("2020-04-20"), lastDay: day("2020-07-24")))
    }

    func test_override_with_no_days_changes_nothing() {
        XCTAssertEqual(hof.withOverride(for: Term(season: .summer, year: 2020), firstDay: nil, lastDay: nil), hof)
    }

    func test_override_day_is_taken_as_given_without_weekday_shift() {
        // 2020-10-03 is a Saturday: an explicit first day is not moved.
        let odd = hof.withOverride(for: Term(season: .winter, year: 2020), firstDay: day("2020-10-03"), lastDay: nil)
        XCTAssertEqual(period("WS2020", in: odd).firstDay, day("2020-10-03"))
    }

    func test_override_in_profile_json_applies_and_accepts_any_term_spelling() throws {
        let json = InstitutionProfile.hofProfileJSON.replacingOccurrences(
            of: #""termOverrides": {}"#,
            with: #""termOverrides": {"SoSe 2020": {"firstDay": "2020-04-20"}, "WS2021": {"lastDay": "2022-02-04"}}"#)
        let profile = try InstitutionProfile.parse(json: Data(json.utf8), source: "test.json")
        XCTAssertEqual(period("SS2020", in: profile), LecturePeriod(firstDay: day("2020-04-20"), lastDay: day("2020-07-10")))
        XCTAssertEqual(period("WS2021", in: profile), LecturePeriod(firstDay: day("2021-10-04"), lastDay: day("2022-02-04")))
    }

    func test_checked_override_rejects_a_period_that_ends_before_it_starts() {
        XCTAssertThrowsError(try hof.checkedOverride(for: Term(season: .summer, year: 2020), firstDay: day("2020-07-20"), lastDay: nil)) {
            guard case ProfileError.badOverride(let term, let reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(term.code, "SS2020")
            XCTAssertTrue(reason.contains("ends before it starts"), reason)
        }
    }

    func test_checked_override_rejects_a_day_outside_the_terms_years() {
        XCTAssertThrowsError(try hof.checkedOverride(for: Term(season: .summer, year: 2020), firstDay: day("2021-04-20"), lastDay: nil)) {
            XCTAssertEqual("\($0)", "lecture period override for SS2020: 2021-04-20 is not in SoSe 2020")
        }
        XCTAssertNoThrow(try hof.checkedOverride(for: Term(season: .winter, year: 2020), firstDay: nil, lastDay: day("2021-02-05")))
    }
}
