import ICalendar
import XCTest
@testable import SemesterCal

/// Planning a timetable reads each comment once and plans each (comment, weekday) once; the
/// result must be what planning every row on its own gives.
final class PlanningMemoTests: XCTestCase {
    func test_a_timetable_plans_as_its_rows_plan_one_by_one() throws {
        let comments = ["", "14-tägig ab KW 42", "KW 42 - 3, außer KW 43, 47, 53, 1", "- Online - (14.10./21.10./4.11.)",
                        "Termine nach Plan", "14-tägig ab KW 42", "Beginn KW 41 (= 08.10.20)", "Klausurtermin"]
        var rows: [LectureRow] = []
        for (i, comment) in comments.enumerated() {
            for day in ["Montag", "Mittwoch"] {
                rows.append(Fixtures.row(comment: comment, day: day, label: "L\(i)", splus: "L\(i)§x%\(i) $ 1", index: rows.count))
            }
        }
        rows.append(Fixtures.row(comment: "Blocktermin", day: "Montag", style: "Blockveranstaltung", startDate: "2020-11-02",
                                 endDate: "2020-11-04", label: "B", splus: "B§b%1 $ 1", index: rows.count))
        for holidays in [true, false] {
            let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof, appliesLectureFreeDays: holidays)
            let together = planner.plan(rows).lectures
            let alone = SlotIdentity.assign(rows.map { planner.plan(row: $0) }, term: planner.term).lectures
            XCTAssertEqual(together, alone)
        }
    }

    /// A large timetable is planned in pieces at once, each with a memo of its own that shares
    /// the comments' readings with the others: the lectures must be those of planning every row
    /// on its own, however many pieces there are.
    func test_a_timetable_planned_in_pieces_plans_as_its_rows_one_by_one() throws {
        let comments = ["", "14-tägig ab KW 42", "KW 42 - 3, außer KW 43, 47, 53, 1", "Beginn KW 41 (= 08.10.20)",
                        "Termine nach Plan", "Klausurtermin", "zusa\u{308}tzlich KW 43", "zusätzlich KW 43"]
        var rows: [LectureRow] = []
        for i in 0..<60 {
            // Repeated slots (merged) and slots told apart by their details among them.
            rows.append(Fixtures.row(comment: comments[i % comments.count], day: ["Montag", "Mittwoch", "Sonntag"][i % 3],
                                     start: i % 5 == 0 ? "02:15" : "08:00", label: "L\(i % 40)", room: i % 7 == 0 ? "FB105" : "FA007",
                                     splus: "L\(i % 40)§x%\(i % 40) $ 1", index: i))
        }
        let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
        let alone = SlotIdentity.assign(rows.map { planner.plan(row: $0) }, term: planner.term)
        for pieces in [1, 2, 3, 7] {
            var memo = planner.makeMemo()
            let together = planner.plan(rows, memo: &memo, pieces: pieces)
            XCTAssertEqual(together.lectures, alone.lectures, "\(pieces) pieces")
            XCTAssertEqual(together.merged, alone.merged, "\(pieces) pieces")
        }
    }

    /// A memo serves only the planner it was made by: another planner's answers (another term,
    /// other lecture-free days) are not taken.
    func test_a_memo_of_another_planner_is_not_used() throws {
        let rows = [Fixtures.row(comment: "14-tägig ab KW 42"), Fixtures.row(comment: "ab KW 44", day: "Dienstag", splus: "B§b%2 $ 1", index: 1)]
        let winter = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
        let summer = LecturePlanner(term: Term(parsing: "SS2021")!, profile: .hochschuleHof)
        var memo = winter.makeMemo()
        _ = winter.plan(rows, memo: &memo)
        XCTAssertEqual(summer.plan(rows, memo: &memo).lectures, summer.plan(rows).lectures)
        var sibling = memo.sibling()
        XCTAssertEqual(winter.plan(rows, memo: &sibling).lectures, winter.plan(rows).lectures)
    }

    /// Comments are told apart byte by byte: the cue texts quote the comment as written, so
    /// "ü" as one scalar and as u + combining mark must not share a reading.
    func test_canonically_equivalent_comments_keep_their_own_spelling() throws {
        let composed = "zusätzlich KW 43", decomposed = "zusa\u{308}tzlich KW 43"
        XCTAssertEqual(composed, decomposed)  // equal as Swift strings, different bytes
        let rows = [Fixtures.row(comment: composed, label: "A", splus: "A§a%1 $ 1"),
                    Fixtures.row(comment: decomposed, label: "B", splus: "B§b%2 $ 1", index: 1)]
        let planned = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof).plan(rows).lectures
        let byLabel = Dictionary(uniqueKeysWithValues: planned.map { ($0.row.label, $0) })
        let a = try XCTUnwrap(byLabel["A"]?.cues.first?.text), b = try XCTUnwrap(byLabel["B"]?.cues.first?.text)
        XCTAssertTrue(a.utf8.elementsEqual(composed.utf8))
        XCTAssertTrue(b.utf8.elementsEqual(decomposed.utf8))
    }

    /// The rows of one comment and weekday share one outcome (dates, reading): a large timetable
    /// holds it once, and the calendar encodes its dates once. A row whose time meets a clock
    /// change gets an outcome of its own, without that date; the others keep the shared one.
    func test_rows_of_one_comment_and_weekday_share_their_outcome() throws {
        let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
        let rows = [
            Fixtures.row(comment: "ab KW 42", day: "Sonntag", label: "A", splus: "A§a%1 $ 1", index: 0),
            Fixtures.row(comment: "ab KW 42", day: "Sonntag", label: "B", splus: "B§b%1 $ 1", index: 1),
            // 02:15 on Sunday 2020-10-25 happens twice (clocks go back at 03:00).
            Fixtures.row(comment: "ab KW 42", day: "Sonntag", start: "02:15", end: "03:45", label: "C", splus: "C§c%1 $ 1", index: 2),
            Fixtures.row(comment: "ab KW 42", day: "Montag", label: "D", splus: "D§d%1 $ 1", index: 3),
        ]
        let lectures = Dictionary(uniqueKeysWithValues: planner.plan(rows).lectures.map { ($0.row.label, $0) })
        let a = try XCTUnwrap(lectures["A"]), b = try XCTUnwrap(lectures["B"]), c = try XCTUnwrap(lectures["C"])
        let d = try XCTUnwrap(lectures["D"])
        XCTAssertTrue(a.outcome === b.outcome)
        XCTAssertFalse(a.outcome === d.outcome)
        XCTAssertFalse(a.outcome === c.outcome)
        XCTAssertTrue(a.dates.contains(CalendarDate(year: 2020, month: 10, day: 25)!))
        XCTAssertFalse(c.dates.contains(CalendarDate(year: 2020, month: 10, day: 25)!))
        XCTAssertFalse(c.understood)
        XCTAssertTrue(a.understood)
    }

    /// Block rows of one comment, weekday and dates share one outcome; another date, another
    /// comment or a time that meets a clock change does not. Planned together they are what
    /// each row planned on its own gives, also for a long block planned weekly on its weekday.
    func test_block_rows_of_one_comment_and_dates_share_their_outcome() throws {
        let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
        func block(_ label: String, _ comment: String = "Blocktermin", day: String = "Montag", start: String = "08:00",
                   from first: String = "2020-11-02", to last: String = "2020-11-04", index: Int) -> LectureRow {
            Fixtures.row(comment: comment, day: day, style: "Blockveranstaltung", start: start, end: start == "08:00" ? "09:30" : "03:45",
                         startDate: first, endDate: last, label: label, splus: "\(label)§b%1 $ 1", index: index)
        }
        let rows = [
            block("A", index: 0), block("B", index: 1),
            block("C", to: "2020-11-05", index: 2),
            block("D", "Blockseminar", index: 3),
            // Long blocks are planned weekly on their weekday, so the weekday is part of the key.
            block("E", day: "Montag", from: "2020-11-02", to: "2020-12-20", index: 4),
            block("F", day: "Dienstag", from: "2020-11-02", to: "2020-12-20", index: 5),
            block("G", day: "Montag", from: "2020-11-02", to: "2020-12-20", index: 6),
            // 02:15 on Sunday 2020-10-25 happens twice (clocks go back at 03:00).
            block("H", day: "Sonntag", from: "2020-10-24", to: "2020-10-25", index: 7),
            block("I", day: "Sonntag", start: "02:15", from: "2020-10-24", to: "2020-10-25", index: 8),
        ]
        let together = planner.plan(rows).lectures
        let lectures = Dictionary(uniqueKeysWithValues: together.map { ($0.row.label, $0) })
        func outcome(_ label: String) throws -> PlannedLecture.Outcome { try XCTUnwrap(lectures[label]).outcome }
        XCTAssertTrue(try outcome("A") === outcome("B"))
        XCTAssertFalse(try outcome("A") === outcome("C"))
        XCTAssertFalse(try outcome("A") === outcome("D"))
        XCTAssertTrue(try outcome("E") === outcome("G"))
        XCTAssertFalse(try outcome("E") === outcome("F"))
        XCTAssertFalse(try outcome("H") === outcome("I"))
        XCTAssertEqual(try outcome("F").dates.first, CalendarDate(year: 2020, month: 11, day: 3))
        XCTAssertEqual(try outcome("I").dates.map(\.iso), ["2020-10-24"])
        XCTAssertEqual(together, SlotIdentity.assign(rows.map { planner.plan(row: $0) }, term: planner.term).lectures)
    }
}
