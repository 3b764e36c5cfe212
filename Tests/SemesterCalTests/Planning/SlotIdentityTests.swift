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

    /// Rows are grouped by their key's hash, and compared by text only where a hash was seen before:
    /// keys that share a hash must still be told apart, whatever the hash.
    func test_keys_that_share_a_hash_are_told_apart() {
        let many = rows() + (0..<6).map { Fixtures.row(day: "Mittwoch", id: "2\($0)", splus: "Slot\($0 % 3)§z $ 1", index: 4 + $0) }
        let planned = many.map { planner.plan(row: $0) }
        let usual = SlotIdentity.assign(planned, term: planner.term, pieces: 1)
        let allColliding = SlotIdentity.assign(planned, term: planner.term, pieces: 1, keyHash: { _ in 0 })
        XCTAssertEqual(usual.lectures.map(\.uid), allColliding.lectures.map(\.uid))
        XCTAssertEqual(usual.merged, allColliding.merged)
        XCTAssertEqual(usual.lectures.count, 6)  // 3 of rows(), 3 slots on Wednesday
        XCTAssertEqual(Set(usual.lectures.map(\.uid)).count, 6)
    }

    /// A slot name written with composed and with decomposed characters is one slot (`String`'s
    /// equality), and its UID is the same whichever of the rows comes first.
    func test_a_slot_name_in_another_normalization_is_the_same_slot() {
        let composed = Fixtures.row(day: "Freitag", id: "30", splus: "M\u{FC}ller§q $ 1", index: 0)
        let decomposed = Fixtures.row(day: "Freitag", id: "31", splus: "Mu\u{308}ller§q $ 1", index: 1)
        let result = planner.plan([composed, decomposed])
        XCTAssertEqual(result.lectures.count, 1)
        XCTAssertEqual(result.merged.map(\.source.index), [1])
    }
}
