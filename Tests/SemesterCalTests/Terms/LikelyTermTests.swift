import ICalendar
import SemesterCal
import XCTest

private func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

private typealias Row = (isBlock: Bool, start: CalendarDate?, end: CalendarDate?)

private func block(_ start: String) -> Row { (true, day(start), day(start)) }
private func weekly(_ start: String?, _ end: String?) -> Row { (false, start.map(day), end.map(day)) }

final class LikelyTermTests: XCTestCase {
    private func likely(_ rows: [Row]) -> String? { Term.likely(forRowDates: rows)?.code }

    func test_block_rows_vote_by_their_start_month() {
        XCTAssertEqual(likely([block("2020-03-02")]), "SS2020")
        XCTAssertEqual(likely([block("2020-09-30")]), "SS2020")
        XCTAssertEqual(likely([block("2020-10-01")]), "WS2020")
        XCTAssertEqual(likely([block("2020-12-31")]), "WS2020")
        XCTAssertEqual(likely([block("2021-01-15")]), "WS2020")
        XCTAssertEqual(likely([block("2021-02-28")]), "WS2020")
    }

    func test_winter_recurring_rows_starting_in_march_vote_by_their_january_end() {
        // Real WS2020 rows: start 2020-03-xx (a planning artefact), end 2021-01-xx.
        XCTAssertEqual(likely([weekly("2020-03-16", "2021-01-22")]), "WS2020")
        XCTAssertEqual(likely([weekly(nil, "2021-02-05")]), "WS2020")
    }

    func test_summer_recurring_rows_ending_in_december_vote_by_their_april_to_july_start() {
        // Real SS2020 rows: start 2020-04-xx, end 2020-12-xx (a planning artefact).
        XCTAssertEqual(likely([weekly("2020-04-20", "2020-12-14")]), "SS2020")
        XCTAssertEqual(likely([weekly("2020-07-31", nil)]), "SS2020")
    }

    func test_recurring_rows_with_uninformative_dates_do_not_vote() {
        XCTAssertNil(likely([weekly("2020-03-16", "2020-12-14")]))  // March start, December end
        XCTAssertNil(likely([weekly("2020-08-03", "2020-11-30")]))
        XCTAssertNil(likely([weekly("2020-10-05", "2020-12-18")]))
        XCTAssertNil(likely([weekly(nil, nil)]))
        XCTAssertNil(likely([(isBlock: true, start: nil, end: day("2020-05-05"))]))
    }

    func test_no_rows_give_no_guess() {
        XCTAssertNil(likely([]))
    }

    func test_the_majority_wins_over_stray_block_rows() {
        // A winter timetable with a block in March of the next year (as in the corpus).
        let rows = [weekly("2020-03-16", "2021-01-22"), weekly("2020-03-16", "2021-01-22"), block("2021-03-08")]
        XCTAssertEqual(likely(rows), "WS2020")
    }

    func test_a_tie_goes_to_the_later_term() {
        XCTAssertEqual(likely([block("2020-05-04"), block("2020-11-02")]), "WS2020")
        XCTAssertEqual(likely([block("2021-05-04"), weekly("2020-03-16", "2021-01-22")]), "SS2021")
    }

    // MARK: a term asked for that the rows contradict

    private func contradicting(_ asked: String, _ rows: [Row]) -> String? {
        Term.contradicting(Term(parsing: asked)!, rowDates: rows)?.code
    }

    func test_a_term_no_row_votes_for_is_contradicted() {
        let winter = [weekly("2020-03-02", "2021-01-22"), weekly("2020-03-03", "2021-01-19")]
        XCTAssertEqual(contradicting("WS2021", winter), "WS2020")
        XCTAssertEqual(contradicting("SS2020", winter), "WS2020")
        XCTAssertNil(contradicting("WS2020", winter))
        XCTAssertEqual(contradicting("WS2020", [weekly("2020-04-20", "2020-07-24")]), "SS2020")
    }

    func test_one_vote_for_the_term_asked_for_is_enough_to_stay_quiet() {
        XCTAssertNil(contradicting("WS2020", [weekly("2020-03-02", "2021-01-22"), weekly("2021-04-12", "2021-07-09"),
                                              weekly("2021-04-13", "2021-07-09")]))
    }

    func test_recurring_rows_outvote_blocks_and_break_blocks_abstain() {
        // A winter timetable with its practice blocks in March, before the summer term.
        let winterWithBlocks = [weekly("2020-03-02", "2021-01-18")] + (8...12).map { block("2021-03-\(String(format: "%02d", $0))") }
        XCTAssertNil(contradicting("WS2020", winterWithBlocks))
        XCTAssertEqual(contradicting("SS2021", winterWithBlocks), "WS2020")
        // Only blocks in the break: they belong to either term, so nothing contradicts.
        XCTAssertNil(contradicting("WS2020", [block("2021-03-01"), block("2021-03-08")]))
        XCTAssertNil(contradicting("SS2021", [block("2021-02-22")]))
        // Only blocks, inside a term: they decide.
        XCTAssertEqual(contradicting("SS2021", [block("2020-11-07"), block("2020-12-05")]), "WS2020")
    }

    func test_rows_without_telling_dates_contradict_nothing() {
        XCTAssertNil(contradicting("WS2021", []))
        XCTAssertNil(contradicting("WS2021", [weekly(nil, nil), weekly("2020-03-02", "2020-12-31")]))
    }
}
