import Foundation
import ICalendar
import SemesterCal
import TimetableService
import Workflows
import NetworkWorkflows
import XCTest

/// `SyncJob` called as a library, offline: the downloads are already in the state folder's data/.
final class SyncJobTests: XCTestCase {
    private let stamp = LocalDateTime(secondsSinceEpoch: 1_600_000_000)

    private func job(in folder: URL, courses: [String], downloadsIn downloads: String = ".semestercal/data") throws -> SyncJob {
        let data = folder.appendingPathComponent(downloads)
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

    func test_a_report_with_changes_is_in_the_outbox_before_the_calendars_and_a_quiet_one_is_not() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let job = try job(in: folder, courses: ["Inf:1"])
        let outcome = try job.publish(nil, log: NoticeLog())
        let stored = try XCTUnwrap(outcome.stored, "a report with changes is kept until delivered")
        XCTAssertEqual(job.outbox.pending(), [stored])
        XCTAssertEqual(try Data(contentsOf: stored), outcome.report)
        XCTAssertTrue(stored.path.hasPrefix(folder.appendingPathComponent(".semestercal/outbox/").path), stored.path)
        // Published: the calendar and the page, nothing private, no temporary.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("public").path).sorted(),
                       ["Inf_1.ics", "WS2020_Inf_1.ics", "index.html"])

        try job.outbox.remove(stored)
        let quiet = try job.publish(nil, log: NoticeLog())
        XCTAssertNil(quiet.stored, "nothing to deliver")
        XCTAssertEqual(job.outbox.pending(), [])
    }

    func test_downloads_an_earlier_version_kept_in_the_published_folder_are_moved_to_the_state_folder() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let job = try job(in: folder, courses: ["Inf:1"], downloadsIn: "public/data")
        let log = NoticeLog()
        try job.prepareStateFolder(log: log)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/data").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".semestercal/data/WS2020_Inf_1.schedule.json").path))
        XCTAssertTrue(log.notices.contains { $0.kind == .stateFolder && $0.message.contains("moved 1 download of an earlier version") }, "\(log.notices)")
        XCTAssertFalse(try job.publish(nil, log: NoticeLog()).trouble, "the calendar is built from the moved download")
    }

    func test_a_state_folder_inside_the_published_folder_is_warned_about() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let configURL = folder.appendingPathComponent("semestercal.json")
        try Data(#"{"term": "WS2020", "courses": ["Inf:1"], "outputDirectory": ".", "stateDirectory": "private"}"#.utf8).write(to: configURL)
        let job = try SyncJob(config: try SemesterCalConfig.load(contentsOf: configURL.path), profile: .hochschuleHof,
                              term: Term(parsing: "WS2020")!, today: CalendarDate(year: 2020, month: 11, day: 1)!, linkBase: nil,
                              report: ReportSettings(format: .text, messageDate: stamp), reportPath: nil, timestamp: stamp)
        let log = NoticeLog()
        try job.prepareStateFolder(log: log)
        XCTAssertTrue(log.notices.contains { $0.kind == .stateFolder && $0.severity == .warning && $0.message.contains("stateDirectory") },
                      "\(log.notices)")
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
