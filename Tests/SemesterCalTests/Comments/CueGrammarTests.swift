import XCTest
@testable import SemesterCal

/// One test per cue of SEMANTICS.md §4, named after the phrase it covers.
final class CueGrammarTests: XCTestCase {
    private func cues(_ comment: String) -> [CueKind] { CommentReader.read(comment).cues.map(\.kind) }

    // MARK: interval
    func test_14_taegig_variants_are_every_second_week() {
        for text in ["14-tägig", "14 tägig", "14tägig", "zweiwöchig", "alle 2 Wochen", "every second week", "all 14 days", "bi-weekly", "alle 14 Tage", "14-taegig"] {
            XCTAssertEqual(cues(text), [.interval(2)], text)
        }
    }

    func test_3_woechig_is_every_third_week() {
        XCTAssertEqual(cues("- EU-Recht - 3-wöchig - Start KW 19"), [.interval(3), .start(.week(WeekRef(week: 19)))])
    }

    // MARK: start
    func test_start_phrases() {
        let expected: [CueKind] = [.start(.week(WeekRef(week: 41)))]
        for text in ["Beginn KW 41", "Start KW41", "ab KW 41", "ab 41. KW", "Beginn 41. KW", "begin: calendar week 41", "start week KW 41", "Begin KW 41"] {
            XCTAssertEqual(cues(text), expected, text)
        }
    }

    func test_start_by_date() {
        XCTAssertEqual(cues("--- Beginn 23.04.2020"), [.start(.date(DateRef(day: 23, month: 4, year: 2020)))])
        XCTAssertEqual(cues("Kursbeginn 07.10.20"), [.start(.date(DateRef(day: 7, month: 10, year: 20)))])
    }

    func test_beginn_with_typo_still_a_start() {
        XCTAssertEqual(cues("Beginm KW 42"), [.start(.week(WeekRef(week: 42)))])
    }

    // MARK: end
    func test_end_phrases() {
        XCTAssertEqual(cues("bis KW 24"), [.end(.week(WeekRef(week: 24)))])
        XCTAssertEqual(cues("bis 25. KW"), [.end(.week(WeekRef(week: 25)))])
        XCTAssertEqual(cues("bis einschl. 14. KW"), [.end(.week(WeekRef(week: 14)))])
        XCTAssertEqual(cues("bis 30.06."), [.end(.date(DateRef(day: 30, month: 6)))])
        XCTAssertEqual(cues("bis Ende Dezember"), [.end(.month(MonthRef(12)))])
        XCTAssertEqual(cues("bis Ende Dezember 2020"), [.end(.month(MonthRef(12, year: 2020)))])
        XCTAssertEqual(cues("ONLINE bis Ende Dezember"), [.aside(.mode)], "about the mode (SEMANTICS.md §4a)")
    }

    // MARK: range
    func test_range_phrases() {
        let r = { (a: Int, b: Int) in CueKind.weeks([WeekSpan(from: WeekRef(week: a), to: WeekRef(week: b))]) }
        XCTAssertEqual(cues("KW 41-46"), [r(41, 46)])
        XCTAssertEqual(cues("KW 41 bis 47"), [r(41, 47)])
        XCTAssertEqual(cues("KW 42-KW 1"), [r(42, 1)])
        XCTAssertEqual(cues("41. - 48. KW"), [r(41, 48)])
    }

    func test_range_with_years() {
        XCTAssertEqual(cues("KW 48/2020 bis KW 3/2021"), [.weeks([WeekSpan(from: WeekRef(week: 48, year: 2020), to: WeekRef(week: 3, year: 2021))])])
        XCTAssertEqual(cues("KW 49/20 - 02/21"), [.weeks([WeekSpan(from: WeekRef(week: 49, year: 2020), to: WeekRef(week: 2, year: 2021))])])
    }

    func test_two_ranges_joined_by_plus() {
        XCTAssertEqual(cues("(KW 41 bis KW 46  + KW 1 bis KW 3)"), [.weeks([
            WeekSpan(from: WeekRef(week: 41), to: WeekRef(week: 46)), WeekSpan(from: WeekRef(week: 1), to: WeekRef(week: 3)),
        ])])
    }

    // MARK: list and single week
    func test_list_phrases() {
        let weeks = { (ns: [Int]) in CueKind.weeks(ns.map { WeekSpan(WeekRef(week: $0)) }) }
        XCTAssertEqual(cues("KW 17, 18, 19, 21, 22 und 23"), [weeks([17, 18, 19, 21, 22, 23])])
        XCTAssertEqual(cues("KW 42,44,46,48"), [weeks([42, 44, 46, 48])])
        XCTAssertEqual(cues("in KW 17/19/21"), [weeks([17, 19, 21])])
        XCTAssertEqual(cues("KW 17 und KW 21"), [weeks([17, 21])])
        XCTAssertEqual(cues("Week 41,42,43"), [weeks([41, 42, 43])])
        XCTAssertEqual(cues("- in KW 20"), [weeks([20])])
        XCTAssertEqual(cues("Ausstellungsdesign / KW 41"), [weeks([41])])
    }

    func test_list_stops_before_a_word_after_a_comma() {
        XCTAssertEqual(cues("KW 43, 45, 47, virtuell"), [.weeks([43, 45, 47].map { WeekSpan(WeekRef(week: $0)) })])
    }

    // MARK: exclusion
    func test_exclusion_phrases() {
        XCTAssertEqual(cues("außer KW 43, 47, 53, 1"), [.except(weeks: [43, 47, 53, 1].map { WeekSpan(WeekRef(week: $0)) }, dates: [])])
        XCTAssertEqual(cues("ausgenommen KW 22-27"), [.except(weeks: [WeekSpan(from: WeekRef(week: 22), to: WeekRef(week: 27))], dates: [])])
        XCTAssertEqual(cues("ohne KW 45"), [.except(weeks: [WeekSpan(WeekRef(week: 45))], dates: [])])
        XCTAssertEqual(cues("ausser KW 45 und KW 46"), [.except(weeks: [WeekSpan(WeekRef(week: 45)), WeekSpan(WeekRef(week: 46))], dates: [])])
    }

    // MARK: explicit, extra and restated dates
    func test_explicit_date_lists() {
        XCTAssertEqual(cues("(14.10./21.10./4.11.)"), [.dates([DateRef(day: 14, month: 10), DateRef(day: 21, month: 10), DateRef(day: 4, month: 11)])])
        XCTAssertEqual(cues("Termine: 16.12. / 13.1. / 20.1."), [.dates([DateRef(day: 16, month: 12), DateRef(day: 13, month: 1), DateRef(day: 20, month: 1)])])
        XCTAssertEqual(cues("Mo 21.12."), [.dates([DateRef(day: 21, month: 12, weekday: 1)])])
        XCTAssertEqual(cues("Termin am Fr, 17.04.20"), [.dates([DateRef(day: 17, month: 4, year: 20, weekday: 5)])])
    }

    func test_extra_date_incl_saturday() {
        XCTAssertEqual(cues("incl. Sa, 25.04.20"), [.extra(weeks: [], dates: [DateRef(day: 25, month: 4, year: 20, weekday: 6)])])
    }

    /// The reader keeps the restated date; the planner checks it against the week and the row's day.
    func test_restated_date_is_kept_for_the_planner_to_check() {
        XCTAssertEqual(cues("Beginn 41. KW (= 08.10.20)"), [.start(.week(WeekRef(week: 41))), .restated(week: WeekRef(week: 41), date: DateRef(day: 8, month: 10, year: 20))])
    }

    func test_restated_date_in_another_week_is_kept_for_the_planner_to_check() {
        XCTAssertEqual(cues("Beginn 13. KW (= 20.04.20)"), [.start(.week(WeekRef(week: 13))), .restated(week: WeekRef(week: 13), date: DateRef(day: 20, month: 4, year: 20))])
    }

    func test_malformed_restated_date_is_noted() {
        XCTAssertEqual(cues("ab 25. KW (= 15.0.06.20)"), [.start(.week(WeekRef(week: 25))), .unreadableRestatement])
    }

    // MARK: noise and undetermined
    func test_registration_periods_are_set_aside() {
        XCTAssertEqual(cues("Online-Anmeldung 01.04. - 06.04.2020"), [.aside(.registration)])
        XCTAssertEqual(cues("Primuss-Anmeldung 26.09. bis 01.10.2020"), [.aside(.registration)])
        XCTAssertEqual(cues("verbindliche Anmeldung bis 12.10.2020"), [.aside(.registration)])
        XCTAssertEqual(cues("Themenvergabe und verbindliche Anmeldung: 05.10.2020"), [.aside(.registration)])
    }

    func test_undetermined_phrases() {
        for text in ["Termine nach Plan", "Termine werden noch bekannt gegeben", "nach Absprache", "nach Vereinbarung", "an bestimmten Terminen", "zu bestimmten Terminen", "werden noch bkannt gegeben", "Termine werden mit Dozenten vereinbart", "dates to be announced"] {
            XCTAssertTrue(cues(text).contains(.undetermined), text)
        }
    }

    // MARK: not dates at all
    func test_programme_codes_and_caps_are_not_cues() {
        for text in ["(Inf5 + WI5) - max. TN-Zahl 35", "- PRÄSENZ für BW 1/2, ONLINE für WR 1/2", "Mindest-TN 10", "(Anfangsbuchstaben des Nachnamens A - Ge)"] {
            XCTAssertEqual(cues(text).filter(\.isTemporal), [], text)
            XCTAssertEqual(CommentReader.read(text).unread, [], text)
        }
    }

    func test_a_bare_date_without_context_is_unread() {
        // "on 22.04.2020" alone would be a single session; the unknown words after it leave it unread.
        let reading = CommentReader.read("(on 22.04.2020 Safety Instruction)")
        XCTAssertFalse(reading.unread.isEmpty)
    }

    func test_group_parities_and_mode_phases() {
        // Two groups in opposite parities: both parities are kept, the planner sees the room used every week.
        XCTAssertEqual(cues("(Hybrid) Gr. A Präsenz in ungerade Wochen + Gr. B in geraden Wochen"),
                       [.aside(.groups), .parity(even: false), .aside(.groups), .parity(even: true)])
        // SEMANTICS.md §4a: clauses about the mode leave the series unchanged.
        // (The weeks named for a mode are checked to lie in the lecture period: "Zoom. KW 4".)
        XCTAssertEqual(cues("KW 41 online, dann Präsenz"),
                       [.aside(.mode), .activityIn(weeks: [WeekSpan(WeekRef(week: 41))], dates: [], months: [], inTheTerm: true)])
        XCTAssertEqual(cues("KW 41, 42, 43 ONLINE, ab KW 44 Präsenz"),
                       [.aside(.mode), .activityIn(weeks: [41, 42, 43].map { WeekSpan(WeekRef(week: $0)) }, dates: [], months: [], inTheTerm: true), .aside(.mode)])
    }

    func test_month_named_as_a_mode_change_is_not_a_bound() {
        XCTAssertEqual(cues("vorauss. ab Dezember in Präsenz"), [.aside(.mode)])
        XCTAssertEqual(cues("in Präsenz ab Januar, nach Absprache"), [.aside(.mode), .undetermined])
    }
}
