import Foundation
import ICalendar
import SemesterCal
import TimetableService

/// `sync`: download each course's schedule and change feed into OUTPUT/data/, bring OUTPUT/<course>.ics
/// up to date as `update` does, write OUTPUT/index.html, and report every change at once. The
/// previous calendars are the state: nothing else is kept.
///
/// Three steps, so the caller can run the downloads where it handles interruptions:
/// `SyncJob(config:…)` checks the setup, `download(with:events:)` fetches, `publish(_:log:)`
/// plans every calendar and renders the report before it writes anything, writes the report file
/// before the calendars, and writes index.html last.
public struct SyncJob: Sendable {
    /// The folder downloads go to, inside the output folder.
    public static let dataFolder = "data"

    public let config: SemesterCalConfig
    public let profile: InstitutionProfile
    public let term: Term
    public let today: CalendarDate
    public let output: URL
    public let items: [FetchItem]
    public let linkBase: CalendarLinkBase?
    public let reportSettings: ReportSettings
    /// Where the report goes as a file; nil: it is handed back only.
    public let reportPath: String?
    public let timestamp: LocalDateTime?

    public var dataFolder: URL { output.appendingPathComponent(Self.dataFolder) }

    /// Checks what can be checked before any download or write: the output folder, the courses,
    /// the report's recipients.
    public init(config: SemesterCalConfig, profile: InstitutionProfile, term: Term, today: CalendarDate, linkBase: CalendarLinkBase?,
                report: ReportSettings, reportPath: String?, timestamp: LocalDateTime?) throws {
        guard let outputDirectory = config.outputDirectory else {
            throw Problem("set \"outputDirectory\" in \(config.file): where the calendars go", kind: .setup, file: config.file)
        }
        do throws(ServiceSetupError) {
            items = try FetchSelection(term: term, courses: config.courses, includeChanges: true, lectureIDs: config.lectureIDs).items()
        } catch { throw Problem(error.description, kind: .setup, file: config.file) }
        if report.format == .mail, report.from == nil, config.report == nil {
            throw Problem("--format mail needs --from and --to, or \"report\" in \(config.file)", kind: .setup, file: config.file)
        }
        self.config = config
        self.profile = profile
        self.term = term
        self.today = today
        self.output = URL(fileURLWithPath: outputDirectory)
        self.linkBase = linkBase ?? config.linkBaseURL
        self.reportSettings = report
        self.reportPath = reportPath
        self.timestamp = timestamp
    }

    /// Takes the output folder's lock (`RunLock`): hold it from before the download until the
    /// report is out, so two runs never publish or report the same changes twice.
    public func lock() throws -> RunLock {
        try RunLock.acquire(in: output)
    }

    /// Downloads every item into the data folder. A failed download keeps the previous one.
    public func download(with fetcher: ServiceFetcher, events: (@Sendable (FetchEvent) -> Void)?) async -> Result<FetchReport, ServiceSetupError> {
        await Downloads.run(items, with: fetcher, into: dataFolder, events: events)
    }

    public struct Outcome: Sendable {
        /// The rendered report (also written to `reportPath` when one was given).
        public let report: Data
        /// True when a calendar was created or an occurrence changed.
        public let changed: Bool
        /// True when something went wrong on the way (a failed or missing download): exit status 2,
        /// although everything that could be done is done.
        public let trouble: Bool
    }

    /// Builds every calendar from the downloads there are, renders one report of every change, and
    /// writes: the report file, then the calendars (each atomically, only when its bytes change),
    /// then index.html. `fetched`: the downloads of this run (nil when offline).
    public func publish(_ fetched: FetchReport?, log: NoticeLog) throws -> Outcome {
        var trouble = false
        // Failed downloads go into the report too, so a mailed report says that a calendar may be
        // out of date (and its changes reach the mail even in a run that ends with 2).
        var problems: [ReportNotice] = []
        let language = profile.language.rawValue
        for result in fetched?.failures ?? [] {
            let previousKept = FileManager.default.fileExists(atPath: result.path)
            log.error(.download, "\(result.description); \(previousKept ? "the previous download is used" : "nothing to use")", file: result.path)
            problems.append(.downloadFailed(result.description, previousKept: previousKept, language: language))
            trouble = true
        }

        // Plan and prepare every calendar before writing any.
        let planner = LecturePlanner(term: term, profile: profile)
        let stamp = Planning.timestamp(timestamp, planner: planner)
        var files: [CalendarFileUpdate] = []
        var index: [CalendarIndexPage.Entry] = []
        var allRows: [LectureRow] = []
        for item in items where item.request.kind == .schedule {
            let schedulePath = dataFolder.appendingPathComponent(item.fileName).path
            guard FileManager.default.fileExists(atPath: schedulePath) else {
                log.error(.download, "\(item.fileName): no download yet, so no calendar", file: schedulePath)
                trouble = true
                continue
            }
            let feedPath = dataFolder.appendingPathComponent(SafeFileName.inputStem(item.fileName) + DownloadNames.changesSuffix).path
            let sources = try Planning.read([schedulePath])
            let feeds = try Planning.read(FileManager.default.fileExists(atPath: feedPath) ? [feedPath] : [])
            let plan = try Planning.plan(sources, feeds: feeds, with: planner)
            log.unmatchedChanges(of: [plan])
            allRows += plan.lectures.map(\.row)
            let kept = plan.lectures.filter { config.lectures.keeps($0.row) }
            let title = Planning.defaultTitle(inputs: sources.map(\.name), plan: plan, profile: profile)
            let exporter = CalendarExporter(profile: profile, calendarName: title, timestamp: stamp, reminderMinutes: config.reminderMinutes)
            let fresh: ICalComponent
            do { fresh = try exporter.calendar(for: kept, changes: plan.changes) } catch { throw Problem(error.description) }
            let fileName = SafeFileName.forInput(item.fileName, extension: "ics")
            let file = try CalendarFileUpdate(path: output.appendingPathComponent(fileName).path, fresh: fresh, title: title,
                                              today: today, displayZone: profile.timeZone, notices: ReportNotice.notices(for: plan, language: language))
            for warning in file.update.warnings { log.warn(.calendarWarning, "\(fileName): \(warning)", file: file.path) }
            // Rows the calendar holds with uncertain dates are named whenever it is written anew;
            // a night that changes nothing stays quiet (the events carry the mark themselves).
            if !file.isUnchanged {
                log.skippedRows(of: plan)
                log.uncertain(kept)
            }
            files.append(file)
            index.append(CalendarIndexPage.Entry(fileName: fileName, title: title))
        }

        if !files.isEmpty {
            for filter in config.lectures.filtersMatchingNothing(in: allRows) {
                log.warn(.unusedFilter, "\(config.file): \(filter) matches no lecture of the timetables", file: config.file)
            }
        }
        let combined = ChangeReport.combining(files.map(\.update.report), calendarName: "\(profile.name) – \(term.displayName)", language: language)
        let shown = reportSettings.shown(combined, today: today, extraNotices: problems)
        var attachment = ICalComponent("VCALENDAR")
        if let first = files.first {
            attachment = first.update.calendar
            attachment.components = first.update.calendar.components.filter { $0.name == "VTIMEZONE" }
                + files.flatMap { $0.update.calendar.components.filter { $0.name == "VEVENT" } }
        }
        let reportData = try reportSettings.render(shown, today: today, language: language, calendar: attachment, attachmentName: "changes.ics",
                                                   recipients: config.report.map { (from: $0.from, to: $0.to) })

        // The report file before the calendars, as in `update`: a report that cannot be written
        // leaves every calendar as it was, so the next run reports the same changes again.
        if let reportPath { try OutputFile.write(reportData, to: reportPath) }
        for file in files { try file.commit() }
        if !files.isEmpty {
            let page = CalendarIndexPage(title: "\(profile.name) – \(term.displayName)", entries: index, linkBase: linkBase, language: profile.language)
            let pagePath = output.appendingPathComponent(CalendarIndexPage.fileName).path
            let pageBytes = Data(page.html().utf8)
            if FileManager.default.contents(atPath: pagePath) != pageBytes { try OutputFile.write(pageBytes, to: pagePath) }
        }
        for file in files where !file.isUnchanged { log.note(.summary, file.summary, file: file.path) }
        return Outcome(report: reportData, changed: files.contains(where: \.changed), trouble: trouble)
    }
}
