import Foundation
import ICalendar
import SemesterCal
import Workflows
import TimetableService

/// `sync`: download each course's schedule and change feed, bring OUTPUT/<course>.ics up to date
/// as `update` does, write OUTPUT/index.html, and report every change at once. The previous
/// calendars are the state of the timetable; what is not for the public web server — downloads,
/// reports not yet delivered, temporary files — lives in the state folder (`stateDirectory`,
/// by default `.semestercal` beside the configuration file).
///
/// Three steps, so the caller can run the downloads where it handles interruptions:
/// `SyncJob(config:…)` checks the setup, `download(with:events:)` fetches, `publish(_:log:)`
/// plans every calendar and renders the report before it writes anything, puts the report in
/// the outbox (and the `--report` file) before the calendars, and writes index.html last. The
/// caller delivers the report and then takes it out of the outbox (`ReportOutbox`).
public struct SyncJob: Sendable {
    public let config: SemesterCalConfig
    public let profile: InstitutionProfile
    public let term: Term
    public let today: CalendarDate
    /// The published folder: calendars and index.html only.
    public let output: URL
    /// The private folder: downloads (`data/`), the outbox (`outbox/`), temporaries (`tmp/`).
    public let state: URL
    public let items: [FetchItem]
    public let linkBase: CalendarLinkBase?
    public let reportSettings: ReportSettings
    /// Where the report goes as a file; nil: it is handed back only.
    public let reportPath: String?
    public let timestamp: LocalDateTime?

    /// The folder of the state folder that holds the downloads.
    public static let dataFolder = "data"
    public var dataFolder: URL { state.appendingPathComponent(Self.dataFolder) }
    public var outbox: ReportOutbox { ReportOutbox(folder: state.appendingPathComponent("outbox")) }
    /// Temporaries of the calendars being written, out of the published folder's sight.
    var temporaryFolder: URL { state.appendingPathComponent("tmp") }

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
        self.output = URL(fileURLWithPath: outputDirectory).standardizedFileURL
        self.state = URL(fileURLWithPath: config.stateDirectory ?? Self.defaultStateDirectory(of: config.file)).standardizedFileURL
        self.linkBase = linkBase ?? config.linkBaseURL
        self.reportSettings = report
        self.reportPath = reportPath
        self.timestamp = timestamp
    }

    /// `.semestercal` beside the configuration file.
    static func defaultStateDirectory(of configFile: String) -> String {
        URL(fileURLWithPath: configFile).deletingLastPathComponent().appendingPathComponent(".semestercal").path
    }

    /// Takes the output folder's lock (`RunLock`): hold it from before the download until the
    /// report is out, so two runs never publish or report the same changes twice.
    public func lock() throws -> RunLock {
        try RunLock.acquire(in: output)
    }

    /// Creates the state folder, and moves downloads that earlier versions kept in OUTPUT/data/
    /// (published with the calendars) into it. Warns when the state folder lies inside the
    /// published folder, where the web server would serve it.
    public func prepareStateFolder(log: NoticeLog) throws {
        do {
            try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        } catch {
            throw Problem("cannot create the state folder \(state.path): \(error.localizedDescription)", kind: .fileSystem, file: state.path)
        }
        if (state.path + "/").hasPrefix(output.path + "/") {
            log.warn(.stateFolder, "the state folder \(state.path) (downloads, undelivered reports) lies inside the published folder "
                + "\(output.path): set \"stateDirectory\" in \(config.file) to a folder the web server does not serve", file: config.file)
        }
        let published = output.appendingPathComponent(Self.dataFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: published.path)) ?? []
        let downloads = names.filter { $0.hasSuffix(DownloadNames.scheduleSuffix) || $0.hasSuffix(DownloadNames.changesSuffix) }
        guard !downloads.isEmpty, published.path != dataFolder.path else { return }
        for name in downloads {
            let target = dataFolder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: target.path) {
                try? FileManager.default.removeItem(at: published.appendingPathComponent(name))
            } else {
                do { try FileManager.default.moveItem(at: published.appendingPathComponent(name), to: target) } catch {
                    throw Problem("cannot move the earlier download \(published.appendingPathComponent(name).path) to \(target.path): "
                        + error.localizedDescription, kind: .fileSystem, file: published.path)
                }
            }
        }
        // Only an emptied folder is removed; whatever else is in it stays.
        let removed = (try? FileManager.default.contentsOfDirectory(atPath: published.path))?.isEmpty == true
            && (try? FileManager.default.removeItem(at: published)) != nil
        log.note(.stateFolder, "moved \(Counted.of(downloads.count, "download")) of an earlier version out of the published folder, from \(published.path) "
            + "to \(dataFolder.path)\(removed ? "" : "; the rest of \(published.path) is still published")", file: published.path)
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
        /// The report's copy in the outbox, written before any calendar; nil when the report has
        /// nothing to deliver (no change, no trouble). The caller removes it once delivered.
        public let stored: URL?
    }

    /// Builds every calendar from the downloads there are, renders one report of every change, and
    /// writes: the report to the outbox (when it has something to say) and to the report file,
    /// then the calendars (atomically, renamed together, only those whose bytes change), then
    /// index.html. `fetched`: the downloads of this run (nil when offline).
    public func publish(_ fetched: FetchReport?, log: NoticeLog) throws -> Outcome {
        var trouble = false
        // Failed downloads go into the report too, so a mailed report says that a calendar may be
        // out of date (and its changes reach the mail even in a run that ends with 2).
        var problems: [ReportNotice] = []
        let language = profile.language.rawValue
        for result in fetched?.failures ?? [] {
            let previousKept = FileManager.default.fileExists(atPath: result.path)
            log.error(.download, "\(result.description); \(previousKept ? "the previous download is used" : "nothing to use")", file: result.path)
            // The report names the course; the technical reason is on standard error (above).
            let course = CourseTitle.fromInputStem(SafeFileName.inputStem(result.item.fileName), language: profile.language)
            problems.append(.downloadFailed(course: course, previousKept: previousKept, language: language))
            trouble = true
        }

        // Plan and prepare every calendar before writing any.
        let planner = LecturePlanner(term: term, profile: profile)
        let stamp = Planning.timestamp(timestamp, planner: planner)
        var files: [CalendarFileUpdate] = []
        var index: [CalendarIndexPage.Entry] = []
        var archives: [CalendarIndexPage.Entry] = []
        // The courses' term-following subscriptions (not reported: their changes are the terms').
        var followingFiles: [CalendarFileUpdate] = []
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
            log.termMismatch(of: [plan], in: schedulePath) { "set \"term\": \"\($0.code)\" in the configuration" }
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
            // The course's subscription follows the terms; this term's file is its archive.
            let termStem = String(fileName.dropLast(".ics".count))
            if let courseStem = TermFollowingCalendar.courseStem(of: termStem, term: term) {
                let courseTitle = CourseTitle.fromInputStem(termStem, language: profile.language)
                let following = try TermFollowingCalendar.calendar(current: file.update.calendar, title: courseTitle, courseStem: courseStem,
                                                                   term: term, folder: output, today: today)
                if let kept = following.keptFrom {
                    log.note(.summary, "\(courseStem).ics keeps the events of \(URL(fileURLWithPath: kept).lastPathComponent) until \(TermFollowingCalendar.graceDays) days after its last one", file: kept)
                }
                let path = output.appendingPathComponent(courseStem + ".ics").path
                followingFiles.append(try CalendarFileUpdate(path: path, fresh: following.calendar, title: courseTitle, today: today,
                                                             displayZone: profile.timeZone, notices: []))
                index.append(CalendarIndexPage.Entry(fileName: courseStem + ".ics", title: courseTitle))
                archives += TermFollowingCalendar.archives(courseStem: courseStem, in: output, adding: fileName).map {
                    CalendarIndexPage.Entry(fileName: $0.fileName, title: "\(courseTitle) – \($0.term.displayName)")
                }
            } else {
                index.append(CalendarIndexPage.Entry(fileName: fileName, title: title))
            }
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

        // The report before the calendars, as in `update`: a report that cannot be written leaves
        // every calendar as it was, so the next run reports the same changes again; a run killed
        // after this point leaves the report in the outbox.
        let anyChange = files.contains(where: \.changed)
        let stored = anyChange || trouble ? try outbox.store(reportData, extension: reportSettings.format.fileExtension) : nil
        if let reportPath { try OutputFile.write(reportData, to: reportPath) }
        do { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) } catch {
            throw Problem("cannot create the output folder \(output.path): \(error.localizedDescription)", kind: .fileSystem, file: output.path)
        }
        let temporaries = OutputFile.sharesFileSystem(temporaryFolder, with: output) ? temporaryFolder : nil
        let batch = OutputFile.Batch(temporaryDirectory: temporaries)
        for file in files + followingFiles { try file.add(to: batch) }
        if !files.isEmpty {
            let page = CalendarIndexPage(title: profile.name, entries: index, archives: archives, linkBase: linkBase, language: profile.language)
            let pagePath = output.appendingPathComponent(CalendarIndexPage.fileName).path
            let pageBytes = Array(page.html().utf8)
            // Renamed after the calendars: the page never links a calendar that is not there yet.
            if FileManager.default.contents(atPath: pagePath) != Data(pageBytes) {
                try batch.add([pageBytes], to: pagePath)
                if linkBase == nil {
                    log.note(.summary, "\(CalendarIndexPage.fileName) has download links only: \"linkBaseURL\" in the configuration (the folder's public address) adds subscribe links")
                }
            }
        }
        try batch.commit()
        for file in files + followingFiles where !file.isUnchanged { log.note(.summary, file.summary, file: file.path) }
        return Outcome(report: reportData, changed: anyChange, trouble: trouble, stored: stored)
    }
}
