import Foundation
import ICalendar
import SemesterCal
import Workflows
import XCTest

/// `ConvertWorkflow` called as a library: no process, files in a temporary folder.
final class ConvertWorkflowTests: XCTestCase {
    func test_one_calendar_per_timetable_and_an_index_page_in_a_folder() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let log = NoticeLog()
        let result = try ConvertWorkflow.run(
            ConvertRequest(timetables: try WorkflowFixtures.samples(), planner: WorkflowFixtures.winter2020,
                           destination: .directory(folder.path)),
            log: log)
        let names = result.written.map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(names, ["WS2020_Informatik_1.ics", "WS2020_MeinStundenplan.ics", "WS2020_Wirtschaftsinformatik_1.ics", "index.html"])
        for path in result.written { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
        XCTAssertGreaterThan(result.summary.eventsWritten, 0)
        XCTAssertTrue(result.standardOutput.isEmpty)
        // The samples hold rows whose dates are uncertain: named as notices, never printed.
        XCTAssertFalse(log.notices.filter { $0.kind == .uncertainDates }.isEmpty)
        // Warnings, and one note for the operator: the page has no subscribe links without an address.
        XCTAssertEqual(log.notices.filter { $0.severity != .warning }.map(\.message),
                       ["index.html has download links only: --base-url-for-links https://… (the folder's public address) adds subscribe links"])
    }

    func test_standard_output_gets_the_calendar_as_bytes() throws {
        let result = try ConvertWorkflow.run(
            ConvertRequest(timetables: [try WorkflowFixtures.samples()[0]], planner: WorkflowFixtures.winter2020, destination: .standardOutput),
            log: NoticeLog())
        let text = String(decoding: result.standardOutput.joined(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\n"))
        XCTAssertTrue(text.hasSuffix("END:VCALENDAR\r\n"))
        XCTAssertEqual(result.written, [])
    }

    func test_a_bad_timetable_is_a_problem_and_nothing_is_written() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let bad = TimetableSource(name: "broken.json", data: Data("{\"schedule\": [".utf8))
        XCTAssertThrowsError(try ConvertWorkflow.run(
            ConvertRequest(timetables: [try WorkflowFixtures.samples()[0], bad], planner: WorkflowFixtures.winter2020,
                           destination: .directory(folder.path)),
            log: NoticeLog())) { error in
            XCTAssertTrue((error as? Problem)?.description.contains("broken.json") == true, "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func test_same_input_gives_the_same_bytes() throws {
        func run() throws -> [UInt8] {
            try ConvertWorkflow.run(ConvertRequest(timetables: try WorkflowFixtures.samples(), planner: WorkflowFixtures.winter2020,
                                                   destination: .standardOutput), log: NoticeLog()).standardOutput.flatMap { $0 }
        }
        XCTAssertEqual(try run(), try run())
    }
}
