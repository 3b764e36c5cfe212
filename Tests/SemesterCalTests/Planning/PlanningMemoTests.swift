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
}
