import XCTest
@testable import SemesterCal

/// A row holds its fields by reference, shared by its copies (`LectureRow`): it must still compare
/// and hash by its fields, as a plain value does.
final class LectureRowTests: XCTestCase {
    func test_rows_made_apart_with_the_same_fields_are_equal_and_hash_alike() {
        let a = Fixtures.row(comment: "14-tägig ab KW 42", label: "Grundlagen der Informatik")
        let b = Fixtures.row(comment: "14-tägig ab KW 42", label: "Grundlagen der Informatik")
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertEqual(a.comment, "14-tägig ab KW 42")
        XCTAssertEqual(a.weekday, 1)
    }

    func test_a_row_differing_in_any_one_field_is_another_row() {
        let base = Fixtures.row()
        let others = [
            Fixtures.row(comment: "ab KW 42"), Fixtures.row(day: "Dienstag"), Fixtures.row(style: "Übung"),
            Fixtures.row(start: "08:15"), Fixtures.row(end: "09:45"), Fixtures.row(startDate: "2020-10-05"),
            Fixtures.row(endDate: "2021-01-22"), Fixtures.row(label: "Physik"), Fixtures.row(id: "2"), Fixtures.row(room: "FB105"),
            Fixtures.row(splus: "Mathe§abc%2 $ 2"), Fixtures.row(docent: "Lecturer 2"), Fixtures.row(group: "Gruppe A"),
            Fixtures.row(index: 1), Fixtures.row(file: "other.json"),
        ]
        for other in others { XCTAssertNotEqual(other, base, "\(other)") }
        XCTAssertEqual(Set(others + [base]).count, others.count + 1)
    }
}
