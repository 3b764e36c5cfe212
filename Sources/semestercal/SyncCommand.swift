import ArgumentParser
import Foundation
import Workflows
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

    func run() throws {
        let status = try Diagnostics.run { log in try synchronise(log) }
        if status != 0 { throw ExitCode(status) }
    }

    private func synchronise(_ log: NoticeLog) throws -> Int32 {
        let configPath = service.config ?? "semestercal.json"
        guard FileManager.default.fileExists(atPath: configPath) else {
            throw Problem("no configuration: \(configPath) does not exist (pass --config FILE; docs/config.md)", kind: .setup)
        }
        let config: SemesterCalConfig
        do { config = try SemesterCalConfig.load(contentsOf: configPath) } catch { throw Problem(error.description, kind: .setup) }
        let profile = try service.loadProfile(config: config)
        let job = try SyncJob(config: config, profile: profile, term: try service.resolveTerm(config: config, profile: profile),
                              today: try service.resolveToday(profile: profile),
                              linkBase: try linkBase.map { try CalendarLinkBase(option: "--base-url-for-links", $0) },
                              report: try reportOptions.settings(toFile: report != nil), reportPath: report, timestamp: try Timestamp.dtstamp())
        // Held to the end of this function: the report is printed before another run may start.
        let lock = try job.lock()
        defer { withExtendedLifetime(lock) {} }
        var fetched: FetchReport?
        if !offline {
            let fetcher = try service.makeFetcher(config: config)
            let progress = ProgressLine.isWanted() ? ProgressLine(total: job.items.count) : nil
            let (outcome, interrupted) = Interruptible.run { await job.download(with: fetcher, events: progress?.eventHandler) }
            progress?.finish()
            if interrupted {
                log.note(.interrupted, "interrupted: no calendar was changed")
                return Interruptible.exitStatus
            }
            switch outcome {
            case .success(let value): fetched = value
            case .failure(let error): throw Problem(error.description)
            }
        }
        let outcome = try job.publish(fetched, log: log)
        if report == nil { StandardOutput.write(outcome.report) }
        if outcome.trouble { return 2 }
        return exitCode && outcome.changed ? 1 : 0
    }
}
