import ICalendar
import XCTest
@testable import SemesterCal

final class LecturePlannerTests: XCTestCase {
    private let ws2020 = Term(parsing: "WS2020")!

    func test_holidays_and_christmas_break_are_skipped_with_their_names() {
        let planner = LecturePlanner(term: ws2020, profile: .hochschuleHof)
        let plan = planner.plan(row: Fixtures.row(day: "Freitag"))
        let skipped = Dictionary(uniqueKeysWithValues: plan.skipped.map { ($0.date.iso, $0.reason) })
        XCTAssertEqual(skipped["2020-12-25"], "1. Weihnachtsfeiertag")
        XCTAssertEqual(skipped["2021-01-01"], "Neujahr")
        XCTAssertFalse(plan.dates.map(\.iso).contains("2020-12-25"))
        XCTAssertTrue(plan.understood)
    }

    func test_a_date_whose_time_falls_into_the_clock_change_is_left_out_and_the_row_flagged() {
        // WS2020: clocks go back on Sun 2020-10-25 at 03:00 (02:00–03:00 happens twice).
        let planner = LecturePlanner(term: ws2020, profile: .hochschuleHof)
        let overlap = planner.plan(row: Fixtures.row(style: "Blockveranstaltung", start: "02:15", end: "02:45",
                                                     startDate: "2020-10-25", endDate: "2020-10-25"))
        XCTAssertEqual(overlap.dates, [])
        XCTAssertEqual(overlap.skipped.map(\.date.iso), ["2020-10-25"])
        XCTAssertEqual(overlap.skipped.first?.reason, "Zeitumstellung")
        XCTAssertFalse(overlap.understood)
        XCTAssertTrue(overlap.problems.contains { $0.detail.contains("2020-10-25") && $0.detail.contains("clocks change") }, "\(overlap.problems)")

        // A Sunday series across the change: only the one date goes, and only when its time meets the change.
        let across = planner.plan(row: Fixtures.row(day: "Sonntag", start: "01:30", end: "03:30"))
        XCTAssertFalse(across.dates.map(\.iso).contains("2020-10-25"))
        XCTAssertTrue(across.dates.map(\.iso).contains("2020-11-08"))
        XCTAssertFalse(across.understood)
        let morning = planner.plan(row: Fixtures.row(day: "Sonntag", start: "08:00", end: "09:30"))
        XCTAssertTrue(morning.dates.map(\.iso).contains("2020-10-25"), "08:00 on the day of the change is an ordinary time")
        XCTAssertTrue(morning.understood)
    }

    func test_a_time_in_the_spring_gap_is_left_out_in_english_too() throws {
        var profile = InstitutionProfile.hochschuleHof
        profile.language = .en
        let planner = LecturePlanner(term: Term(parsing: "SS2020")!, profile: profile)
        let gap = planner.plan(row: Fixtures.row(style: "Blockveranstaltung", start: "02:30", end: "03:30",
                                                 startDate: "2020-03-29", endDate: "2020-03-29"))
        XCTAssertEqual(gap.dates, [])
        XCTAssertEqual(gap.skipped.first?.reason, "clock change")
        XCTAssertFalse(gap.understood)
    }

    func test_holiday_layer_off_keeps_every_date() {
        let planner = LecturePlanner(term: ws2020, profile: .hochschuleHof, appliesLectureFreeDays: false)
        let plan = planner.plan(row: Fixtures.row(day: "Freitag"))
        XCTAssertTrue(plan.skipped.isEmpty)
        XCTAssertTrue(plan.dates.map(\.iso).contains("2020-12-25"))
    }

    func test_explicitly_stated_dates_are_kept_on_holidays() {
        let planner = LecturePlanner(term: ws2020, profile: .hochschuleHof)
        let plan = planner.plan(row: Fixtures.row(comment: "Termine: 26.12. / 9.1.", day: "Samstag"))
        XCTAssertEqual(plan.dates.map(\.iso), ["2020-12-26", "2021-01-09"])
    }

    func test_block_row_takes_place_on_its_own_date_whatever_the_comment() {
        let planner = LecturePlanner(term: ws2020, profile: .hochschuleHof)
        let plan = planner.plan(row: Fixtures.row(comment: "Blocktermin KW 50", style: "Blockveranstaltung", startDate: "2021-03-01", endDate: "2021-03-01"))
        XCTAssertEqual(plan.dates.map(\.iso), ["2021-03-01"])
        XCTAssertTrue(plan.understood)
    }

    func test_multi_day_block_is_every_day_and_ignores_holidays() {
        let planner = LecturePlanner(term: ws2020, profile: .hochschuleHof)
        let plan = planner.plan(row: Fixtures.row(style: "Praktikumsblock", startDate: "2020-12-23", endDate: "2020-12-27"))
        XCTAssertEqual(plan.dates.count, 5)
        XCTAssertEqual(plan.kind, .labBlock)
    }

    func test_long_block_span_with_week_list_is_weekly_in_those_weeks() {
        let planner = LecturePlanner(term: Term(parsing: "SS2020")!, profile: .hochschuleHof, appliesLectureFreeDays: false)
        let plan = planner.plan(row: Fixtures.row(comment: "KW 20, 24, 26", day: "Freitag", style: "Blockveranstaltung", startDate: "2020-05-15", endDate: "2020-12-11"))
        XCTAssertEqual(plan.dates.map(\.iso), ["2020-05-15", "2020-06-12", "2020-06-26"])
        XCTAssertTrue(plan.understood)
    }

    func test_long_block_span_without_weeks_is_flagged() {
        let planner = LecturePlanner(term: Term(parsing: "SS2020")!, profile: .hochschuleHof)
        let plan = planner.plan(row: Fixtures.row(day: "Freitag", style: "Blockveranstaltung", startDate: "2020-05-15", endDate: "2020-12-11"))
        XCTAssertFalse(plan.understood)
    }

    func test_exam_rows_are_recognised() {
        XCTAssertTrue(LecturePlanner.isExam(Fixtures.row(comment: "Klausurtermin", style: "Blockveranstaltung")))
        XCTAssertTrue(LecturePlanner.isExam(Fixtures.row(comment: "Prüfungstermin")))
        XCTAssertFalse(LecturePlanner.isExam(Fixtures.row(comment: "Beginn KW 41")))
    }

    func test_term_override_moves_the_series() {
        let profile = InstitutionProfile.hochschuleHof.withOverride(for: Term(parsing: "SS2020")!, firstDay: CalendarDate(iso: "2020-04-20"), lastDay: nil)
        let plan = LecturePlanner(term: Term(parsing: "SS2020")!, profile: profile, appliesLectureFreeDays: false).plan(row: Fixtures.row())
        XCTAssertEqual(plan.dates.first?.iso, "2020-04-20")
        XCTAssertEqual(plan.dates.last?.iso, "2020-07-06")
    }
}
