import ICalendar
import XCTest
@testable import SemesterCal

/// The classification of occurrence pairs, on snapshots.
final class CalendarDifferTests: XCTestCase {
    private typealias F = ReportFixtures

    private func item(_ snapshot: OccurrenceSnapshot, key: String? = nil) -> ComparableOccurrence {
        ComparableOccurrence(key: key ?? "\(snapshot.uid)|\(snapshot.originalStart.isoText)", snapshot: snapshot)
    }

    func test_identical_occurrences_make_no_difference() {
        let a = F.occurrence(F.monday, "08:00", "09:30")
        XCTAssertTrue(CalendarDiffer.diff(old: [item(a)], new: [item(a)]).isEmpty)
    }

    func test_each_kind_is_recognised() {
        let base = F.occurrence(F.monday, "08:00", "09:30")
        let original = base.originalStart
        let cases: [(OccurrenceSnapshot, OccurrenceChange.Kind, [String])] = [
            (F.occurrence(F.monday, "08:00", "09:30", cancelled: true), .cancelled, ["status"]),
            (F.occurrence(F.monday, "10:00", "11:30", originalStart: original), .moved, ["time"]),
            (F.occurrence("2020-10-13", "08:00", "09:30", originalStart: original), .moved, ["date"]),
            (F.occurrence(F.monday, "08:00", "09:30", location: "FB105"), .roomChanged, ["location"]),
            (F.occurrence(F.monday, "08:00", "09:30", summary: "Mathe"), .otherChanged, ["summary"]),
            (F.occurrence(F.monday, "08:00", "09:30", description: "neu"), .otherChanged, ["description"]),
        ]
        for (changed, kind, fields) in cases {
            let diff = CalendarDiffer.diff(old: [item(base)], new: [item(changed, key: "\(base.uid)|\(original.isoText)")])
            XCTAssertEqual(diff.changes.map(\.kind), [kind])
            XCTAssertEqual(diff.changes.first?.fields, fields)
        }
        let cancelled = F.occurrence(F.monday, "08:00", "09:30", cancelled: true)
        XCTAssertEqual(CalendarDiffer.diff(old: [item(cancelled)], new: [item(base)]).changes.map(\.kind), [.reinstated])
    }

    func test_unmatched_occurrences_of_one_uid_pair_up_only_when_one_on_each_side() {
        let old = F.occurrence(F.monday, "08:00", "09:30")
        let moved = F.occurrence("2020-10-14", "10:00", "11:30")
        XCTAssertEqual(CalendarDiffer.diff(old: [item(old)], new: [item(moved)]).changes.map(\.kind), [.moved])

        let second = F.occurrence("2020-10-15", "10:00", "11:30")
        let diff = CalendarDiffer.diff(old: [item(old)], new: [item(moved), item(second)])
        XCTAssertEqual(diff.changes.map(\.kind), [.removed, .added, .added])
    }

    func test_other_uids_are_added_and_removed() {
        let a = F.occurrence(F.monday, "08:00", "09:30", uid: "a")
        let b = F.occurrence(F.monday, "10:00", "11:30", uid: "b")
        let diff = CalendarDiffer.diff(old: [item(a)], new: [item(b)])
        XCTAssertEqual(diff.changes.map(\.kind), [.removed, .added])
        XCTAssertEqual(diff.oldCount, 1)
        XCTAssertEqual(diff.newCount, 1)
    }

    func test_changes_are_sorted_by_date_time_and_uid_whatever_the_input_order() {
        let early = F.occurrence(F.monday, "08:00", "09:30", uid: "z")
        let late = F.occurrence("2020-10-20", "08:00", "09:30", uid: "a")
        let forward = CalendarDiffer.diff(old: [], new: [item(early), item(late)])
        let backward = CalendarDiffer.diff(old: [], new: [item(late), item(early)])
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(forward.changes.map(\.uid), ["z", "a"])
    }

    func test_restriction_keeps_changes_touching_the_window_by_old_or_new_date() {
        let moved = OccurrenceChange(kind: .moved, uid: "x", old: F.occurrence("2020-10-05", "08:00", "09:30"),
                                     new: F.occurrence("2020-10-20", "08:00", "09:30"), fields: ["date"])
        let diff = CalendarDiff(changes: [moved], oldCount: 1, newCount: 1)
        XCTAssertEqual(diff.restricted(from: F.date("2020-10-20"), through: F.date("2020-10-20")).changes.count, 1)
        XCTAssertEqual(diff.restricted(from: F.date("2020-10-05"), through: F.date("2020-10-05")).changes.count, 1)
        XCTAssertEqual(diff.restricted(from: F.date("2020-10-06"), through: F.date("2020-10-19")).changes.count, 0)
        XCTAssertEqual(diff.restricted(from: F.date("2020-10-21"), through: nil).changes.count, 0)
    }
}
