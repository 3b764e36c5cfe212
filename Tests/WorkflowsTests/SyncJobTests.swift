import Foundation
import ICalendar
import SemesterCal
import TimetableService
import Workflows
import XCTest

/// `SyncJob` called as a library, offline: the downloads are already in OUTPUT/data/.
final class SyncJobTests: XCTestCase {
    private let stamp = LocalDateTime(secondsSinceEpoch: 1_600_000_000)

    private func job(in folder: URL, courses: [String]) throws -> SyncJob {
        let data = folder.appendingPathComponent("public/data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: WorkflowFixtures.samplesFolder.appendingPathComponent("WS2020_Informatik_1.json"),
                                         to: data.appendingPathComponent("WS2020_Inf_1.schedule.json"))
        let configURL = folder.appendingPathComponent("semestercal.json")
        let courseList = courses.map { "\"\($0)\"" }.joined(separator: ", ")
        try Data(#"{"term": "WS2020", "courses": [\#(courseList)], "outputDirectory": "public"}"#.utf8).write(to: configURL)
        let config = try SemesterCalConfig.load(contentsOf: configURL.path)
        return try SyncJob(config: config, profile: .hochschuleHof, term: Term(parsing: "WS2020")!,
                           today: CalendarDate(year: 2020, month: 11, day: 1)!, linkBase: nil,
                           report: ReportSettings(format: .text, messageDate: stamp), reportPath: nil, timestamp: stamp)
    }

    func test_offline_publish_writes_the_calendar_and_the_index_page() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let job = try job(in: folder, courses: ["Inf:1"])
        let log = NoticeLog()
        let outcome = try job.publish(nil, log: log)
        XCTAssertTrue(outcome.changed)
        XCTAssertFalse(outcome.trouble)
        let output = folder.appendingPathComponent("public")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("WS2020_Inf_1.ics").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        XCTAssertTrue(log.notices.contains { $0.kind == .summary })

        let again = try job.publish(nil, log: NoticeLog())
        XCTAssertFalse(again.changed, "a second night over the same downloads changes nothing")
    }

    func test_a_course_without_a_download_is_trouble_and_the_others_are_still_published() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let log = NoticeLog()
        let outcome = try job(in: folder, courses: ["Inf:1", "WI:1"]).publish(nil, log: log)
        XCTAssertTrue(outcome.trouble)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/WS2020_Inf_1.ics").path))
        XCTAssertTrue(log.notices.contains { $0.kind == .download && $0.severity == .error && $0.message.contains("WS2020_WI_1") })
    }

    func test_a_second_run_on_the_same_output_folder_is_refused_while_the_first_holds_the_lock() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let job = try job(in: folder, courses: ["Inf:1"])
        var first: RunLock? = try job.lock()
        XCTAssertNotNil(first)
        XCTAssertThrowsError(try job.lock()) { error in
            let problem = error as? Problem
            XCTAssertEqual(problem?.kind, .setup)
            XCTAssertTrue(problem?.description.contains("another sync is running") ?? false, "\(error)")
        }
        first = nil  // the first run ends: its lock goes with it
        XCTAssertNoThrow(try job.lock())
    }
}
