import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// The planner and the iCalendar side share one notion of "an occurrence": every calendar
/// the exporter writes, read back by `ICalendarReader` and expanded by `CalendarExpansion`
/// (the expander `diff` and `update` use), must give exactly the planned dates and times
/// of every lecture — with change feeds, the changed instances where the feed puts them.
final class ExportRoundTripTests: XCTestCase {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    func test_bundled_samples_round_trip_with_and_without_their_change_feeds() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files.count, 3)
        for file in files {
            let feed = Self.samples.appendingPathComponent("changes").appendingPathComponent(file.replacingOccurrences(of: ".json", with: ".changes.json"))
            let feeds = FileManager.default.fileExists(atPath: feed.path) ? [feed] : []
            try assertRoundTrip(Self.samples.appendingPathComponent(file), term: "WS2020", feeds: [])
            try assertRoundTrip(Self.samples.appendingPathComponent(file), term: "WS2020", feeds: feeds)
        }
    }

    func test_whole_corpus_round_trips() throws {
        let dir = try SharedCorpus.requireCorpus().appendingPathComponent("hof-2020")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
        for file in files {
            try assertRoundTrip(dir.appendingPathComponent(file), term: file.hasPrefix("SS") ? "SS2020" : "WS2020", feeds: [])
        }
    }

    /// Plans `input`, exports, writes, reads back and expands; compares (UID, start, end, cancelled) as multisets.
    private func assertRoundTrip(_ input: URL, term: String, feeds: [URL], file: StaticString = #filePath, line: UInt = #line) throws {
        let planner = LecturePlanner(term: Term(parsing: term)!, profile: .hochschuleHof)
        let plan = try TimetablePlan.make(sources: [TimetableSource(name: input.lastPathComponent, data: Data(contentsOf: input))],
                                          changeFeeds: try feeds.map { TimetableSource(name: $0.lastPathComponent, data: try Data(contentsOf: $0)) },
                                          planner: planner)
        var expected: [String] = []
        for lecture in plan.lectures {
            let changes = plan.changes.changes(forUID: lecture.uid)
            for date in lecture.dates {
                if let change = changes[date] {
                    expected.append("\(lecture.uid) \(change.start.isoText) \(change.end.isoText) \(change.kind == .cancelled)")
                } else {
                    expected.append("\(lecture.uid) \(LocalDateTime(date: date, time: lecture.row.startTime).isoText) \(LocalDateTime(date: date, time: lecture.row.endTime).isoText) false")
                }
            }
        }
        let exported = try CalendarExporter(profile: .hochschuleHof, calendarName: "x", timestamp: LocalDateTime(secondsSinceEpoch: 0))
            .calendar(for: plan.lectures, changes: plan.changes)
        let reread = try ICalendarReader.parse(bytes: ICalendarWriter.serializeBytes(exported))
        let expansion = CalendarExpansion(calendar: reread, window: ComparisonWindow.covering([reread]))
        XCTAssertEqual(expansion.warnings.map(\.description), [], "\(input.lastPathComponent)", file: file, line: line)
        let found = expansion.occurrences.map { occurrence -> String in
            // Split-off single dates carry "-YYYYMMDD" before the "@" of their lecture's UID.
            let uid = occurrence.uid.replacingOccurrences(of: #"-\d{8}@"#, with: "@", options: .regularExpression)
            return "\(uid) \(occurrence.start.local.isoText) \(occurrence.end.local.isoText) \(occurrence.isCancelled)"
        }
        XCTAssertEqual(found.sorted(), expected.sorted(), "\(input.lastPathComponent) with \(feeds.count) feeds", file: file, line: line)
    }
}
