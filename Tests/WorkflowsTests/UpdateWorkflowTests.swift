import Foundation
import ICalendar
import SemesterCal
import Workflows
import XCTest

/// `UpdateWorkflow` called as a library: the report before the calendar, a first run that creates it.
final class UpdateWorkflowTests: XCTestCase {
    private let stamp = LocalDateTime(secondsSinceEpoch: 1_600_000_000)
    private let today = CalendarDate(year: 2020, month: 11, day: 1)!

    private func request(_ folder: URL, feeds: [TimetableSource] = [], reportPath: String? = nil) throws -> UpdateRequest {
        UpdateRequest(timetables: [try WorkflowFixtures.samples()[0]], changeFeeds: feeds, planner: WorkflowFixtures.winter2020,
                      calendarPath: folder.appendingPathComponent("cal.ics").path, reportPath: reportPath,
                      report: ReportSettings(format: .json, messageDate: stamp), timestamp: stamp, today: today)
    }

    private func changeFeed() throws -> TimetableSource {
        let url = WorkflowFixtures.samplesFolder.appendingPathComponent("changes/WS2020_Informatik_1.changes.json")
        return TimetableSource(name: url.path, data: try Data(contentsOf: url))
    }

    func test_first_run_creates_the_calendar_and_a_second_reports_the_feed_s_changes() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let first = try UpdateWorkflow.run(try request(folder), log: NoticeLog())
        XCTAssertTrue(first.changed, "a new calendar counts as changed")
        let calendarPath = folder.appendingPathComponent("cal.ics").path
        let created = try XCTUnwrap(FileManager.default.contents(atPath: calendarPath))

        let log = NoticeLog()
        let second = try UpdateWorkflow.run(try request(folder, feeds: [try changeFeed()]), log: log)
        XCTAssertTrue(second.changed)
        XCTAssertNotEqual(FileManager.default.contents(atPath: calendarPath), created)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: second.report) as? [String: Any])
        XCTAssertFalse((report["changes"] as? [Any] ?? []).isEmpty, "\(report.keys)")
        XCTAssertEqual(log.notices.last?.kind, .summary)

        let third = try UpdateWorkflow.run(try request(folder, feeds: [try changeFeed()]), log: NoticeLog())
        XCTAssertFalse(third.changed, "the same input again changes nothing")
    }

    func test_a_report_that_cannot_be_written_leaves_the_calendar_as_it_was() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        _ = try UpdateWorkflow.run(try request(folder), log: NoticeLog())
        let calendarPath = folder.appendingPathComponent("cal.ics").path
        let before = FileManager.default.contents(atPath: calendarPath)
        let unwritable = folder.appendingPathComponent("no-such-folder/report.json").path
        XCTAssertThrowsError(try UpdateWorkflow.run(try request(folder, feeds: [try changeFeed()], reportPath: unwritable), log: NoticeLog()))
        XCTAssertEqual(FileManager.default.contents(atPath: calendarPath), before, "the next run must report the same changes again")
    }
}
