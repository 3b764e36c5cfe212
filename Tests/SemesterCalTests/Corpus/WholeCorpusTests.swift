import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// Runs every file of `../shared/corpus/hof-2020/` through the library: no
/// crash, every row planned, a calendar for every file, and the share of
/// commented rows that end up understood (printed for the log, with a floor).
final class WholeCorpusTests: XCTestCase {
    func test_whole_corpus_plans_and_exports() throws {
        let dir = try SharedCorpus.requireCorpus().appendingPathComponent("hof-2020")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 100)
        var rows = 0, commented = 0, understood = 0, events = 0
        var notUnderstood: [String: Int] = [:]
        for file in files {
            let term = Term(parsing: file.hasPrefix("SS") ? "SS2020" : "WS2020")!
            let planner = LecturePlanner(term: term, profile: .hochschuleHof)
            let source = TimetableSource(name: file, data: try Data(contentsOf: dir.appendingPathComponent(file)))
            let plan = try TimetablePlan.make(sources: [source], planner: planner)
            rows += plan.rowsRead
            let stats = plan.commentStatistics
            commented += stats.withComment
            understood += stats.understood
            for lecture in plan.notUnderstood { notUnderstood[lecture.row.comment, default: 0] += 1 }
            for lecture in plan.lectures { XCTAssertFalse(lecture.dates.isEmpty, "\(file) row \(lecture.row.source.index) has no date") }
            let calendar = try CalendarExporter(profile: .hochschuleHof, calendarName: file, timestamp: LocalDateTime(secondsSinceEpoch: 0))
                .calendar(for: plan.lectures)
            events += calendar.components(named: "VEVENT").count
            XCTAssertEqual(Set(calendar.components(named: "VEVENT").compactMap { $0.first("UID")?.value }).count,
                           calendar.components(named: "VEVENT").count, "\(file): duplicate UIDs")
        }
        let share = Double(understood) / Double(max(commented, 1))
        print(String(format: "corpus: %d files, %d rows, %d events; %d of %d rows with a comment understood (%.1f%%)", files.count, rows, events, understood, commented, share * 100))
        for (comment, count) in notUnderstood.sorted(by: { $0.key < $1.key }) { print("  not understood (\(count)×): \(comment)") }
        XCTAssertGreaterThanOrEqual(share, 0.975, "the share of understood comments dropped (a closed world must not buy safety by flagging real lectures)")
    }
}
