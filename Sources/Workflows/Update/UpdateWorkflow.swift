import Foundation
import ICalendar
import SemesterCal

/// What `update` is asked to do: rebuild the calendar at `calendarPath` from timetables, compare
/// it with the file there, and report what changed.
public struct UpdateRequest: Sendable {
    public var timetables: [TimetableSource]
    public var changeFeeds: [TimetableSource]
    public var planner: LecturePlanner
    public var calendarPath: String
    /// Where the report goes as a file; nil: it is handed back only (`UpdateResult.report`).
    public var reportPath: String?
    public var report: ReportSettings
    public var calendarName: String?
    public var reminderMinutes: [Int]
    public var timestamp: LocalDateTime?
    /// The day of the run: changes planned before it are kept when the feed drops them, and the
    /// report hides them.
    public var today: CalendarDate

    public init(timetables: [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner, calendarPath: String,
                reportPath: String? = nil, report: ReportSettings, calendarName: String? = nil, reminderMinutes: [Int] = [],
                timestamp: LocalDateTime? = nil, today: CalendarDate) {
        self.timetables = timetables
        self.changeFeeds = changeFeeds
        self.planner = planner
        self.calendarPath = calendarPath
        self.reportPath = reportPath
        self.report = report
        self.calendarName = calendarName
        self.reminderMinutes = reminderMinutes
        self.timestamp = timestamp
        self.today = today
    }
}

public struct UpdateResult: Sendable {
    /// The rendered report (also written to `reportPath` when one was given).
    public let report: Data
    /// True when the calendar was created or an occurrence changed (what `--exit-code` reports).
    public let changed: Bool
    /// The new calendar.
    public let calendar: ICalComponent
}

/// `update`: plans, reads the previous calendar, renders the report, and only then writes — the
/// report file first, so that a report that cannot be written leaves the calendar as it was and
/// the next run reports the same changes again; then the calendar, atomically, and only when its
/// bytes change.
public enum UpdateWorkflow {
    public static func run(_ request: UpdateRequest, log: NoticeLog) throws -> UpdateResult {
        let planner = request.planner
        let plan = try Planning.plan(request.timetables, feeds: request.changeFeeds, with: planner)
        let stamp = Planning.timestamp(request.timestamp, planner: planner)
        log.unmatchedChanges(of: [plan])
        log.termMismatch(of: [plan])
        log.uncertainRows(of: plan)
        let title = request.calendarName ?? Planning.defaultTitle(inputs: request.timetables.map(\.name), plan: plan, profile: planner.profile)
        let fresh = try Planning.calendar(for: plan, title: title, profile: planner.profile, stamp: stamp, reminders: request.reminderMinutes)

        // Read everything and render the report before writing anything.
        let language = planner.profile.language.rawValue
        let file = try CalendarFileUpdate(path: request.calendarPath, fresh: fresh, title: title, today: request.today,
                                          displayZone: planner.profile.timeZone, notices: ReportNotice.notices(for: plan, language: language))
        for warning in file.update.warnings { log.warn(.calendarWarning, warning, file: request.calendarPath) }
        let shown = request.report.shown(file.update.report, today: request.today)
        let reportData = try request.report.render(shown, today: request.today, language: language, calendar: file.update.calendar,
                                                   attachmentName: SafeFileName.forInput(request.calendarPath, extension: "ics"))
        if let reportPath = request.reportPath { try OutputFile.write(reportData, to: reportPath) }
        try file.commit()
        log.note(.summary, file.summary, file: request.calendarPath)
        return UpdateResult(report: reportData, changed: file.changed, calendar: file.update.calendar)
    }
}
