import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// How each published change lands on a planned occurrence.
final class ChangeApplierTests: XCTestCase {
    private let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
    private let row = Fixtures.row(day: "Montag", start: "09:45", end: "11:15", splus: "Mathe§abc%1 $ 2")

    private func apply(_ alternative: String) throws -> ChangeSet {
        let feed = Data("""
            {"changes": [
              {"id": "7", "label": "Mathematik", "splusname": "Mathe§abc%1 $ 2 Vertretung01",
               "original": {"day": "Montag", "time": "09:45", "date": "19.10.2020", "room": "FA007"},
               "alternative": \(alternative)}
            ]}
            """.utf8)
        return ChangeApplier.apply(try ChangeFeedReader.read(data: feed, file: "feed.json"), to: planner.plan([row]).lectures)
    }

    /// Same date, later time: a move (the mutation probe of issue 14 found no test of this).
    func test_a_change_that_keeps_the_date_but_moves_the_time_is_a_move() throws {
        let changes = try apply(#"{"day": "Montag", "time": "14:00", "date": "19.10.2020", "room": "FA007"}"#)
        let applied = try XCTUnwrap(changes.applied.first)
        XCTAssertEqual(changes.applied.count, 1)
        XCTAssertEqual(applied.kind, .moved)
        XCTAssertEqual(applied.originalStart, LocalDateTime(date: CalendarDate(year: 2020, month: 10, day: 19)!, time: LocalTime(hour: 9, minute: 45)!))
        XCTAssertEqual(applied.start, LocalDateTime(date: CalendarDate(year: 2020, month: 10, day: 19)!, time: LocalTime(hour: 14, minute: 0)!))
        // The lecture keeps its length.
        XCTAssertEqual(applied.end, LocalDateTime(date: CalendarDate(year: 2020, month: 10, day: 19)!, time: LocalTime(hour: 15, minute: 30)!))
    }

    func test_same_date_and_time_in_another_room_is_a_room_change() throws {
        let changes = try apply(#"{"day": "Montag", "time": "09:45", "date": "19.10.2020", "room": "FB105"}"#)
        XCTAssertEqual(changes.applied.map(\.kind), [.roomChanged])
        XCTAssertEqual(changes.applied.first?.room, "FB105")
    }

    func test_no_alternative_is_a_cancellation() throws {
        XCTAssertEqual(try apply("null").applied.map(\.kind), [.cancelled])
    }
}
