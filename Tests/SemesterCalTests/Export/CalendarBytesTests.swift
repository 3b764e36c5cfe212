import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// `convert` writes each event as soon as it is made (`calendarBytes`): the bytes must be
/// those of the whole calendar serialized at once.
final class CalendarBytesTests: XCTestCase {
    private let stamp = LocalDateTime(secondsSinceEpoch: 1_601_510_400)

    func test_streamed_bytes_equal_the_serialized_calendar_with_changes_and_reminders() throws {
        let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
        var rows: [LectureRow] = []
        for (i, comment) in ["", "14-tägig ab KW 42", "KW 42 - 3, außer KW 43, 47, 53, 1", "incl. Sa, 24.10.20", "Termine nach Plan",
                             "- Online - (14.10./21.10./4.11.)", "zusätzlich KW 43"].enumerated() {
            rows.append(Fixtures.row(comment: comment, day: i % 2 == 0 ? "Montag" : "Mittwoch", start: "09:45", end: "11:15",
                                     label: "Lecture \(i) with a rather long title to be folded by the writer – Ü",
                                     splus: "Mathe§abc%\(i) $ 2", index: i))
        }
        rows.append(Fixtures.row(comment: "Klausurtermin", style: "Blockveranstaltung", startDate: "2020-11-02", endDate: "2020-11-04",
                                 splus: "Block§b%9 $ 1", index: rows.count))
        // Enough events for the writer to size its buffer from the first ones.
        for i in 0..<300 {
            rows.append(Fixtures.row(comment: i % 3 == 0 ? "" : "ab KW \(41 + i % 5)", day: ["Montag", "Dienstag", "Freitag"][i % 3],
                                     label: "Kurs \(i)", room: i % 2 == 0 ? "FA007" : "Online", splus: "K§k%\(i) $ 1", index: rows.count))
        }
        let lectures = planner.plan(rows).lectures
        let feed = Data("""
            {"changes": [
              {"id": "1", "splusname": "Mathe§abc%0 $ 2 V", "original": {"day": "Montag", "time": "09:45", "date": "12.10.2020", "room": "FA007"}, "alternative": null},
              {"id": "2", "splusname": "Mathe§abc%0 $ 2 V", "original": {"day": "Montag", "time": "09:45", "date": "19.10.2020", "room": "FA007"},
               "alternative": {"day": "Dienstag", "time": "08:00", "date": "20.10.2020", "room": "FB105"}},
              {"id": "3", "splusname": "Mathe§abc%5 $ 2 V", "original": {"day": "Mittwoch", "time": "09:45", "date": "14.10.2020", "room": "FA007"},
               "alternative": {"day": "Mittwoch", "time": "09:45", "date": "14.10.2020", "room": "FB105"}}
            ]}
            """.utf8)
        let changes = ChangeApplier.apply(try ChangeFeedReader.read(data: feed, file: "feed.json"), to: lectures)
        XCTAssertEqual(changes.applied.count, 3)
        for reminders in [[], [15, 0]] {
            let exporter = CalendarExporter(profile: .hochschuleHof, calendarName: "x", timestamp: stamp, reminderMinutes: reminders)
            let calendar = try exporter.calendar(for: lectures, changes: changes)
            let (bytes, events) = try exporter.calendarBytes(for: lectures, changes: changes)
            XCTAssertEqual(bytes, ICalendarWriter.serializeBytes(calendar))
            XCTAssertEqual(events, calendar.components(named: "VEVENT").count)
            // Made in parts at once (as `convert` writes a large calendar), handed over in order;
            // outlined in pieces at once (as a large calendar is), its events joined in order.
            for (parts, pieces) in [(nil, nil), (1, nil), (2, nil), (5, nil), (1, 2), (2, 3), (5, 7)] as [(Int?, Int?)] {
                let output = Collector<[UInt8]>()
                let count = try exporter.writeCalendar(for: lectures, changes: changes, parts: parts, outlinePieces: pieces) { output.append($0) }
                XCTAssertEqual(Array(output.items.joined()), bytes, "\(parts.map(String.init) ?? "default") parts, \(pieces ?? 1) pieces")
                XCTAssertEqual(count, events)
            }
        }
        // No lectures: a calendar without events (and without a VTIMEZONE).
        let empty = CalendarExporter(profile: .hochschuleHof, calendarName: "x", timestamp: stamp)
        XCTAssertEqual(try empty.calendarBytes(for: []).bytes, ICalendarWriter.serializeBytes(try empty.calendar(for: [])))
    }

    func test_every_corpus_calendar_streams_to_the_same_bytes() throws {
        let dir = try SharedCorpus.requireCorpus().appendingPathComponent("hof-2020")
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).filter({ $0.hasSuffix(".json") }).sorted() {
            let term = Term(parsing: name.hasPrefix("SS") ? "SS2020" : "WS2020")!
            let plan = try TimetablePlan.make(sources: [TimetableSource(name: name, data: Data(contentsOf: dir.appendingPathComponent(name)))],
                                              planner: LecturePlanner(term: term, profile: .hochschuleHof))
            let exporter = CalendarExporter(profile: .hochschuleHof, calendarName: name, timestamp: stamp)
            XCTAssertEqual(try exporter.calendarBytes(for: plan.lectures).bytes,
                           ICalendarWriter.serializeBytes(try exporter.calendar(for: plan.lectures)), name)
        }
    }
}
