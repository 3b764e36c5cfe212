import ArgumentParser
import Foundation
import ICalendar
import SemesterCal
import TimetableService

/// `semestercal sync`: fetch + convert + update + report for the courses in semestercal.json.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch the latest timetables, update the calendars and report what changed (for cron and CI).",
        discussion: """
            Reads semestercal.json (docs/config.md): downloads each course's schedule and change feed into \
            OUTPUT/data/, brings OUTPUT/<course>.ics up to date as `update` does (lecture filters and \
            reminders from the config), writes OUTPUT/index.html, and prints one report of every change. \
            The previous calendars are the state: nothing else is kept. A failed download keeps the \
            previous one and its calendar is built from it. \
            Exit status: 0 (1 with --exit-code when a calendar changed), 2 on trouble (a failed download \
            included; everything that could be done is done), 130 when interrupted.
            """
    )

    @OptionGroup var service: ServiceOptions

    @OptionGroup var reportOptions: ReportOutputOptions

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var report: String?

    @Flag(help: "Exit with status 1 when a calendar changed or was created.")
    var exitCode = false

    @Flag(help: "Do not contact the service: rebuild the calendars from the downloads already in OUTPUT/data/.")
    var offline = false

    @Option(name: .customLong("base-url-for-links"), help: ArgumentHelp("The public https:// address of the output folder, for webcal:// links in index.html (default: linkBaseURL in the config).", valueName: "url"))
    var linkBase: String?

    /// The folder downloads go to, inside the output folder.
    static let dataFolder = "data"

    func run() throws {
        var status: Int32 = 0
        try Diagnostics.run { status = try synchronise() }
        if status != 0 { throw ExitCode(status) }
    }

    private func synchronise() throws -> Int32 {
        let configPath = service.config ?? "semestercal.json"
        guard FileManager.default.fileExists(atPath: configPath) else {
            throw CLIError("no configuration: \(configPath) does not exist (pass --config FILE; docs/config.md)")
        }
        let config: SemesterCalConfig
        do { config = try SemesterCalConfig.load(contentsOf: configPath) } catch { throw CLIError(error.description) }
        let profile = try service.loadProfile(config: config)
        let term = try service.resolveTerm(config: config, profile: profile)
        guard let outputDirectory = config.outputDirectory else {
            throw CLIError("set \"outputDirectory\" in \(configPath): where the calendars go")
        }
        let output = URL(fileURLWithPath: outputDirectory)
        let data = output.appendingPathComponent(Self.dataFolder)
        let links = try linkBase.map { text throws -> CalendarLinkBase in
            do throws(CalendarLinkBase.Problem) { return try CalendarLinkBase(parsing: text) } catch { throw CLIError("--base-url-for-links: \(error)") }
        } ?? config.linkBaseURL
        let items: [FetchItem]
        do throws(ServiceSetupError) {
            items = try FetchSelection(term: term, courses: config.courses, includeChanges: true, lectureIDs: config.lectureIDs).items()
        } catch { throw CLIError(error.description) }
        let today = try service.resolveToday(profile: profile)
        let sendTo = config.report.map { (from: $0.from, to: $0.to) }
        // Fail on unusable report options before any download or write.
        if reportOptions.format == .mail, reportOptions.from == nil, sendTo == nil {
            throw CLIError("--format mail needs --from and --to, or \"report\" in \(configPath)")
        }

        var trouble = false
        // Failed downloads go into the report too, so a mailed report says that a calendar
        // may be out of date (and its changes reach the mail even in a run that ends with 2).
        var problems: [ReportNotice] = []
        if !offline {
            let fetcher = try service.makeFetcher(config: config)
            let progress = ProgressLine.isWanted() ? ProgressLine(total: items.count) : nil
            let (outcome, interrupted) = Interruptible.run {
                await FetchTimetablesCommand.fetch(items, with: fetcher, into: data, progress: progress)
            }
            progress?.finish()
            if interrupted {
                Diagnostics.note("interrupted: no calendar was changed")
                return Interruptible.exitStatus
            }
            let fetched: FetchReport
            switch outcome {
            case .success(let value): fetched = value
            case .failure(let error): throw CLIError(error.description)
            }
            for result in fetched.failures {
                let kept = FileManager.default.fileExists(atPath: result.path) ? "the previous download is used" : "nothing to use"
                FileHandle.standardError.write(Data("semestercal: error: \(result.description); \(kept)\n".utf8))
                problems.append(.downloadFailed(result.description, previousKept: FileManager.default.fileExists(atPath: result.path),
                                                language: profile.language.rawValue))
                trouble = true
            }
        }

        // Plan and prepare every calendar before writing any.
        let planner = LecturePlanner(term: term, profile: profile)
        let stamp = try Timestamp.dtstamp(default: planner.period.firstDay)
        var files: [CalendarFileUpdate] = []
        var index: [CalendarIndexPage.Entry] = []
        var allRows: [LectureRow] = []
        for item in items where item.request.kind == .schedule {
            let schedulePath = data.appendingPathComponent(item.fileName).path
            guard FileManager.default.fileExists(atPath: schedulePath) else {
                FileHandle.standardError.write(Data("semestercal: error: \(item.fileName): no download yet, so no calendar\n".utf8))
                trouble = true
                continue
            }
            let feedPath = data.appendingPathComponent(SafeFileName.inputStem(item.fileName) + DownloadNames.changesSuffix).path
            let feeds = FileManager.default.fileExists(atPath: feedPath) ? [feedPath] : []
            let sources = try PlanningOptions.read([schedulePath])
            let plan = try PlanningOptions.plan(sources, feeds: try PlanningOptions.read(feeds), with: planner)
            PlanningOptions.warnAboutUnmatchedChanges([plan])
            allRows += plan.lectures.map(\.row)
            let kept = plan.lectures.filter { config.lectures.keeps($0.row) }
            let title = ConvertCommand.defaultTitle(sources: sources, plan: plan, profile: profile)
            let exporter = CalendarExporter(profile: profile, calendarName: title, timestamp: stamp, reminderMinutes: config.reminderMinutes)
            let fresh: ICalComponent
            do { fresh = try exporter.calendar(for: kept, changes: plan.changes) } catch { throw CLIError(error.description) }
            let fileName = SafeFileName.forInput(item.fileName, extension: "ics")
            let file = try CalendarFileUpdate(path: output.appendingPathComponent(fileName).path, fresh: fresh, title: title,
                                              today: today, displayZone: profile.timeZone, notices: ReportNotice.notices(for: plan, language: profile.language.rawValue))
            for warning in file.update.warnings { Diagnostics.warn("\(fileName): \(warning)") }
            // Rows the calendar holds with uncertain dates are named whenever it is written anew;
            // a night that changes nothing stays quiet (the events carry the mark themselves).
            if !file.isUnchanged {
                for skipped in plan.skippedRows { Diagnostics.warn(skipped.description) }
                for lecture in kept where !lecture.understood {
                    Diagnostics.warn("\(lecture.row.source) (\(lecture.row.label)): dates uncertain: \(lecture.problems.joined(separator: "; "))")
                }
            }
            files.append(file)
            index.append(CalendarIndexPage.Entry(fileName: fileName, title: title))
        }

        if !files.isEmpty {
            for filter in config.lectures.filtersMatchingNothing(in: allRows) {
                Diagnostics.warn("\(configPath): \(filter) matches no lecture of the timetables")
            }
        }
        let combined = ChangeReport.combining(files.map(\.update.report), calendarName: "\(profile.name) – \(term.displayName)",
                                              language: profile.language.rawValue)
        let shown = ChangeReport(calendarName: combined.calendarName, diff: try reportOptions.restrict(combined.diff, today: today),
                                 notices: problems + combined.notices, initialCalendar: combined.initialCalendar)
        var attachment = ICalComponent("VCALENDAR")
        if let first = files.first {
            attachment = first.update.calendar
            attachment.components = first.update.calendar.components.filter { $0.name == "VTIMEZONE" }
                + files.flatMap { $0.update.calendar.components.filter { $0.name == "VEVENT" } }
        }
        let reportData = try reportOptions.render(shown, today: today, language: profile.language.rawValue, calendar: attachment,
                                                  attachmentName: "changes.ics", recipients: sendTo, toFile: report != nil)

        // The report file before the calendars, as in `update`: a report that cannot be written
        // leaves every calendar as it was, so the next run reports the same changes again.
        if let report { try OutputFile.write(reportData, to: report) }
        for file in files { try file.commit() }
        if !files.isEmpty {
            let page = CalendarIndexPage(title: "\(profile.name) – \(term.displayName)", entries: index, linkBase: links,
                                         language: profile.language)
            let pagePath = output.appendingPathComponent(CalendarIndexPage.fileName).path
            let pageBytes = Data(page.html().utf8)
            if FileManager.default.contents(atPath: pagePath) != pageBytes { try OutputFile.write(pageBytes, to: pagePath) }
        }
        if report == nil { FileHandle.standardOutput.write(reportData) }
        for file in files where !file.isUnchanged { Diagnostics.note(file.summary) }

        if trouble { return 2 }
        return exitCode && files.contains(where: \.changed) ? 1 : 0
    }
}
