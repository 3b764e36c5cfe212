import ICalendar
import XCTest
@testable import SemesterCal

/// The examples of SEMANTICS.md §6 and the combination rules, as dates.
final class SeriesPlannerTests: XCTestCase {
    func test_no_comment_is_every_monday_of_the_winter_term() {
        let dates = Fixtures.isoDates("")
        XCTAssertEqual(dates.first, "2020-10-05")
        XCTAssertEqual(dates.last, "2021-01-18")
        XCTAssertEqual(dates.count, 16)
        XCTAssertTrue(Fixtures.plan("").understood)
    }

    func test_beginn_KW_41_is_the_same_as_no_comment() {
        XCTAssertEqual(Fixtures.isoDates("Beginn KW 41"), Fixtures.isoDates(""))
    }

    func test_fortnightly_from_week_42() {
        XCTAssertEqual(Fixtures.isoDates("- 14-tägig, Start KW 42", day: "Mittwoch"),
                       ["2020-10-14", "2020-10-28", "2020-11-11", "2020-11-25", "2020-12-09", "2020-12-23", "2021-01-06", "2021-01-20"])
    }

    func test_week_range_across_new_year_with_exclusions_including_week_53() {
        XCTAssertEqual(Fixtures.isoDates("KW 42 - 3, außer KW 43, 47, 53, 1"),
                       ["2020-10-12", "2020-10-26", "2020-11-02", "2020-11-09", "2020-11-23", "2020-11-30", "2020-12-07", "2020-12-14", "2020-12-21", "2021-01-11", "2021-01-18"])
    }

    func test_week_list_wrapping_the_new_year() {
        XCTAssertEqual(Fixtures.isoDates("Ausstellungsdesign / KW 49, 50, 51, 2, 3", day: "Freitag"),
                       ["2020-12-04", "2020-12-11", "2020-12-18", "2021-01-15", "2021-01-22"])
    }

    func test_explicit_dates_replace_the_series() {
        XCTAssertEqual(Fixtures.isoDates("- Online - (14.10./21.10./4.11.)", day: "Mittwoch"), ["2020-10-14", "2020-10-21", "2020-11-04"])
    }

    func test_undetermined_keeps_the_weekly_series_but_is_not_understood() {
        let plan = Fixtures.plan("- Praktikum - (Termine nach der 1. Vorlesung nach Plan)", day: "Dienstag")
        XCTAssertFalse(plan.understood)
        XCTAssertEqual(plan.dates.map(\.iso), Fixtures.isoDates("", day: "Dienstag"))
        XCTAssertTrue(plan.problems.contains { $0.detail.contains("nach Plan") }, "\(plan.problems)")
    }

    func test_summer_exercises_fortnightly_from_week_17() {
        XCTAssertEqual(Fixtures.isoDates("- Übungen - (14-tägig) (Beginn KW 17)", day: "Donnerstag", term: "SS2020"),
                       ["2020-04-23", "2020-05-07", "2020-05-21", "2020-06-04", "2020-06-18", "2020-07-02"])
    }

    func test_interval_counts_from_first_remaining_date_before_exclusions() {
        // every second Monday from KW 42, then week 44 removed: the rhythm does not shift.
        XCTAssertEqual(Fixtures.isoDates("14-tägig ab KW 42, außer KW 44").prefix(3), ["2020-10-12", "2020-11-09", "2020-11-23"])
    }

    func test_conflicting_restated_date_plans_from_the_date_and_flags() {
        let plan = LecturePlanner(term: Term(parsing: "SS2020")!, profile: .hochschuleHof, appliesLectureFreeDays: false)
            .plan(row: Fixtures.row(comment: "--- Mindest-TN 8, Beginn 13. KW (= 20.04.20)"))
        XCTAssertFalse(plan.understood)
        XCTAssertEqual(plan.dates.first?.iso, "2020-04-20")
        XCTAssertTrue(plan.problems.contains { $0.detail.contains("disagree") })
    }

    func test_earliest_of_two_starts_wins() {
        XCTAssertEqual(Fixtures.isoDates("IM-Kurs Beginn 41. KW (= 05.10.20), UC-Kurs Beginn 42. KW (= 12.10.20)").first, "2020-10-05")
    }

    func test_latest_of_two_ends_wins() {
        XCTAssertEqual(Fixtures.isoDates("bis einschl. 14. KW, bis 24. KW", term: "SS2020").last, "2020-06-08")
    }

    func test_weeks_outside_the_term_are_not_understood_and_fall_back_to_the_series() {
        let plan = Fixtures.plan("KW 17, 18")  // summer weeks in a winter term
        XCTAssertFalse(plan.understood)
        XCTAssertEqual(plan.dates.count, 16)
    }

    func test_week_53_in_a_year_without_it_is_not_understood() {
        let plan = Fixtures.plan("in KW 53", term: "WS2021")
        XCTAssertFalse(plan.understood)
    }

    func test_backwards_summer_range_is_not_understood() {
        XCTAssertFalse(Fixtures.plan("KW 24-17", term: "SS2020").understood)
    }

    func test_contradictory_intervals_are_not_understood() {
        XCTAssertFalse(Fixtures.plan("14-tägig, 3-wöchig").understood)
    }

    func test_group_rota_weeks_mark_the_start_and_do_not_thin() {
        XCTAssertEqual(Fixtures.isoDates("- Übungen - KW 42: Gr. A // KW 43: Gr. B - im wöchentl. Wechsel", day: "Mittwoch").first, "2020-10-14")
        XCTAssertEqual(Fixtures.isoDates("(14-tägig Gr. I und II im Wechsel)").count, 16)
    }

    func test_additional_week_already_in_the_series_makes_the_row_that_session() {
        XCTAssertEqual(Fixtures.isoDates("(UT + MB W 5) (zusätzlich KW 43)", day: "Mittwoch"), ["2020-10-21"])
    }

    func test_extra_saturday_is_added_to_a_monday_range() {
        let dates = Fixtures.isoDates("- KW 17 - 24, incl. Sa, 25.04.20", term: "SS2020")
        XCTAssertTrue(dates.contains("2020-04-25"))
        XCTAssertEqual(dates.count, 9)
    }

    func test_until_end_of_december() {
        XCTAssertEqual(Fixtures.isoDates("Kursbeginn 07.10.20, bis Ende Dezember", day: "Mittwoch").last, "2020-12-30")
        // "ONLINE bis Ende Dezember" is about the mode (SEMANTICS.md §4a): the lecture goes on after it.
        XCTAssertEqual(Fixtures.isoDates("Kursbeginn 07.10.20, ONLINE bis Ende Dezember", day: "Mittwoch").last, "2021-01-20")
    }

    func test_month_next_to_explicit_weeks_is_a_remark() {
        let plan = Fixtures.plan("43. - 48. KW --- im Oktober/November online, Dozentenwechsel ab Dezember", day: "Dienstag")
        XCTAssertTrue(plan.understood, "\(plan.problems)")
        XCTAssertEqual(plan.dates.map(\.iso), ["2020-10-20", "2020-10-27", "2020-11-03", "2020-11-10", "2020-11-17", "2020-11-24"])
    }

    func test_from_january_by_arrangement() {
        // "in Präsenz ab Januar" is about the mode (SEMANTICS.md §4a): the series stays; "nach Absprache" flags it.
        let plan = Fixtures.plan("--- in Präsenz ab Januar, nach Absprache", day: "Mittwoch")
        XCTAssertEqual(plan.dates.map(\.iso), Fixtures.isoDates("", day: "Mittwoch"))
        XCTAssertFalse(plan.understood)
    }

    func test_dates_never_depend_on_today() {
        // The planner has no clock input at all; planning twice gives the same answer.
        XCTAssertEqual(Fixtures.plan("14-tägig ab KW 42"), Fixtures.plan("14-tägig ab KW 42"))
    }

    // Consistency (blind set 3): what a comment states twice must agree with itself and the row.

    func test_restated_date_on_another_weekday_than_the_row_is_not_understood() {
        XCTAssertFalse(Fixtures.plan("Beginn KW 42 (= 14.10.20)", day: "Montag").understood)
        let agreeing = Fixtures.plan("Beginn KW 42 (= 14.10.20)", day: "Mittwoch")
        XCTAssertTrue(agreeing.understood)
        XCTAssertEqual(agreeing.dates.first?.iso, "2020-10-14")
    }

    func test_start_naming_another_weekday_than_the_row_is_not_understood() {
        XCTAssertFalse(Fixtures.plan("Start Mittwoch 21.10.", day: "Montag").understood)
        // A bare date is a bound on any day (golden.json: "Kursbeginn 07.10.20" on a Monday row).
        XCTAssertEqual(Fixtures.isoDates("Start 13.10.", day: "Donnerstag").first, "2020-10-15")
    }

    func test_first_session_and_a_start_that_disagree_are_not_understood() {
        XCTAssertFalse(Fixtures.plan("Beginn KW 43, erste Sitzung 14.10.", day: "Mittwoch").understood)
        // With "dann … ab" the first session is a kick-off before the series.
        XCTAssertEqual(Fixtures.isoDates("erste Sitzung 14.10., danach ab KW 44", day: "Mittwoch").prefix(2), ["2020-10-14", "2020-10-28"])
    }

    func test_start_weeks_before_the_lecture_period_is_not_understood() {
        XCTAssertFalse(Fixtures.plan("Beginn KW 8", day: "Montag", term: "SS2021").understood)
    }

    func test_dates_in_parentheses_after_weeks_are_not_trusted() {
        XCTAssertFalse(Fixtures.plan("weeks 14-16 (15.4.-29.4.)", day: "Donnerstag", term: "SS2021").understood)
    }

    func test_abbreviated_und_joins_a_list_under_one_negation() {
        XCTAssertEqual(Fixtures.isoDates("am 10.11. u. 24.11. keine Vorlesung", day: "Dienstag").filter { $0.hasPrefix("2020-11") },
                       ["2020-11-03", "2020-11-17"])
    }

    func test_first_session_with_a_digit_ordinal() {
        XCTAssertEqual(Fixtures.isoDates("1st session on Tuesday, 3rd November", day: "Dienstag").first, "2020-11-03")
        XCTAssertEqual(Fixtures.isoDates("1st session on Tuesday, 3rd November", day: "Dienstag").count, 12)
    }

    func test_a_full_stop_before_a_capitalised_word_ends_the_clause() {
        let plan = Fixtures.plan("No lecture in CW 20. Please use the time for your project (MBA 2).", day: "Dienstag", term: "SS2021")
        XCTAssertTrue(plan.understood)
        XCTAssertFalse(plan.dates.map(\.iso).contains("2021-05-18"))
    }

    func test_a_reason_after_wegen_or_due_to_does_not_bear_on_dates() {
        XCTAssertTrue(Fixtures.plan("Beginn 5. November wg. Berufungsverfahren", day: "Donnerstag").understood)
        XCTAssertFalse(Fixtures.isoDates("Cancelled on 27 Nov due to conference, otherwise as usual", day: "Freitag").contains("2020-11-27"))
    }

    // Blind set 4's families.

    func test_zeitraum_is_a_span_of_time_not_a_room() {
        XCTAssertEqual(Fixtures.isoDates("Zeitraum KW 45 - KW 2", day: "Donnerstag").first, "2020-11-05")
        XCTAssertEqual(Fixtures.isoDates("Zeitraum KW 45 - KW 2", day: "Donnerstag").last, "2021-01-14")
    }

    func test_last_session_with_its_noun_left_out_is_the_end() {
        let dates = Fixtures.isoDates("erste Sitzung am 8.10., letzte am 21.1.", day: "Donnerstag")
        XCTAssertEqual(dates.first, "2020-10-08")
        XCTAssertEqual(dates.last, "2021-01-21")
        XCTAssertEqual(dates.count, 16)
    }

    func test_findet_nicht_statt_cancels_the_date() {
        XCTAssertFalse(Fixtures.isoDates("Vorlesung findet am 25.11.2020 NICHT statt", day: "Mittwoch").contains("2020-11-25"))
        XCTAssertTrue(Fixtures.plan("Vorlesung findet am 25.11.2020 NICHT statt", day: "Mittwoch").understood)
    }

    func test_a_replacement_date_still_to_be_fixed_is_not_understood() {
        XCTAssertFalse(Fixtures.plan("Ausfall 30.11. wg. Dienstreise – Ersatztermin wird noch festgelegt").understood)
    }

    func test_sessions_that_may_move_without_a_date_are_not_understood() {
        XCTAssertFalse(Fixtures.plan("sessions might be moved at short notice, please check your e-mails", day: "Donnerstag").understood)
    }

    func test_a_clock_time_with_a_dot_is_no_date() {
        XCTAssertTrue(Fixtures.plan("Beginn jeweils 9.45 Uhr s.t.", day: "Freitag").understood)
        XCTAssertEqual(Fixtures.isoDates("Beginn jeweils 9.45 Uhr s.t.", day: "Freitag").count, 17)
    }

    func test_ampersand_joins_month_name_dates() {
        XCTAssertEqual(Fixtures.isoDates("sessions: Oct 16, Oct 30, Nov 13 & Dec 11", day: "Freitag"),
                       ["2020-10-16", "2020-10-30", "2020-11-13", "2020-12-11"])
    }
}
