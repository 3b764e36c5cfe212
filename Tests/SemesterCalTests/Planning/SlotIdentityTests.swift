import ICalendar
import XCTest
@testable import SemesterCal

final class SlotIdentityTests: XCTestCase {
    private let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)

    private func rows() -> [LectureRow] {
        [
            Fixtures.row(comment: "bis KW 48", day: "Montag", id: "10", room: "virt_1", splus: "GermA2§x%1 $ 2", index: 0),
            Fixtures.row(comment: "ab KW 49", day: "Montag", id: "11", room: "FA009", splus: "GermA2§x%1 $ 2", index: 1),
            Fixtures.row(day: "Dienstag", id: "12", splus: "Mathe§y%2 $ 2", index: 2),
            Fixtures.row(day: "Dienstag", id: "13", splus: "Mathe§y%2 $ 2 Kopie", index: 3),  // same slot, listed twice
        ]
    }

    func test_uids_survive_new_ids_and_row_order() {
        let first = Set(planner.plan(rows()).lectures.map(\.uid))
        let reordered = rows().reversed().enumerated().map { i, r in
            LectureRow(source: RowSource(file: "other.json", index: i), id: "99\(i)", label: r.label, docent: r.docent, type: r.type,
                       style: r.style, group: r.group, weekday: r.weekday, startTime: r.startTime, endTime: r.endTime,
                       startDate: r.startDate, endDate: r.endDate, room: r.room, splusName: r.splusName, comment: r.comment, sp: r.sp)
        }
        XCTAssertEqual(Set(planner.plan(reordered).lectures.map(\.uid)), first)
    }

    func test_parallel_rows_of_one_slot_get_distinct_uids() {
        let lectures = planner.plan(rows()).lectures
        XCTAssertEqual(Set(lectures.map(\.uid)).count, lectures.count)
    }

    func test_the_same_slot_listed_twice_is_merged() {
        let result = planner.plan(rows())
        XCTAssertEqual(result.lectures.count, 3)
        XCTAssertEqual(result.merged.map(\.source.index), [3])
    }

    func test_uid_differs_between_terms() {
        let other = LecturePlanner(term: Term(parsing: "WS2021")!, profile: .hochschuleHof)
        XCTAssertNotEqual(planner.plan([rows()[2]]).lectures[0].uid, other.plan([rows()[2]]).lectures[0].uid)
    }

    func test_uid_shape() {
        let uid = planner.plan([rows()[2]]).lectures[0].uid
        XCTAssertTrue(uid.hasPrefix("sc-") && uid.hasSuffix("@semestercal"), uid)
        XCTAssertEqual(uid.count, "sc-".count + 16 + "@semestercal".count)
    }
}
