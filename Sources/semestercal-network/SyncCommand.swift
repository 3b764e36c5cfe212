import ArgumentParser
import SemesterCalCommands
import Foundation
import Workflows
import ICalendar
import SemesterCal
import TimetableService
import NetworkWorkflows

/// `semestercal sync`: fetch + convert + update + report for the courses in semestercal.json.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: CommandTree.NetworkCommand.sync.abstract,
        discussion: """
            Reads semestercal.json (docs/config.md): downloads each course's schedule and change feed into \
            the state folder (stateDirectory, by default .semestercal beside the config), brings \
            OUTPUT/<course>.ics up to date as `update` does (lecture filters and reminders from the config), \
            writes OUTPUT/index.html, and prints one report of every change. A failed download keeps the \
            previous one and its calendar is built from it. A report with something to say is kept in the \
            state folder's outbox from before the calendars are replaced until it is delivered, so a run \
            killed on the way never loses it: --deliver CMD hands it (and any an earlier run left) to a \
            command such as "/usr/sbin/sendmail -t". \
            Exit status: 0 (1 with --exit-code when a calendar changed), 2 on trouble (a failed download \
            or delivery included; everything that could be done is done), 130 when interrupted.
            """
    )

    @OptionGroup var service: ServiceOptions

    @OptionGroup var reportOptions: ReportOutputOptions

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output (- is standard output).", valueName: "file"))
    var report: String?

    /// The report's file; "-" names standard output, as it names standard input among the inputs.
    private var reportFile: String? { report == "-" ? nil : report }

    @Option(help: ArgumentHelp("Hand each report with something to say to this shell command on its standard input (e.g. \"/usr/sbin/sendmail -t\" with --format mail), instead of printing it; a report stays in the outbox until the command exits with 0.", valueName: "command"))
    var deliver: String?

    @Flag(help: "Exit with status 1 when a calendar changed or was created.")
    var exitCode = false

    @Flag(help: "Do not contact the service: rebuild the calendars from the downloads already in the state folder (STATE/data/).")
    var offline = false

    @Option(name: .customLong("base-url-for-links"), help: ArgumentHelp("The public https:// address of the output folder, for webcal:// links in index.html (default: linkBaseURL in the config).", valueName: "url"))
    var linkBase: String?

    func validate() throws {
        if deliver != nil, report != nil { throw ValidationError("--deliver and --report do not go together: the report goes to one of them.") }
        if let deliver, deliver.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--deliver needs a command.") }
    }

    func run() throws {
        // Signals are caught for the whole run, not only the downloads: a SIGTERM while the
        // calendars are written lets the run finish them and deliver the report, then exit 130.
        let watch = SignalWatch.install()
        defer { watch.uninstall() }
        let status = try Diagnostics.run { log in try synchronise(log, watch: watch) }
        if status != 0 { throw ExitCode(status) }
    }

    private func synchronise(_ log: NoticeLog, watch: SignalWatch) throws -> Int32 {
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
                              report: try reportOptions.settings(toFile: reportFile != nil), reportPath: reportFile, timestamp: try Timestamp.dtstamp())
        // Held to the end of this function: the report is out before another run may start.
        let lock = try job.lock()
        defer { withExtendedLifetime(lock) {} }
        try job.prepareStateFolder(log: log)
        let earlier = job.outbox.pending()
        var fetched: FetchReport?
        if !offline {
            let fetcher = try service.makeFetcher(config: config, log: log)
            let progress = ProgressLine.isWanted() ? ProgressLine(total: job.items.count) : nil
            let (outcome, _) = Interruptible.run(watching: watch) { await job.download(with: fetcher, events: progress?.eventHandler) }
            progress?.finish()
            switch outcome {
            case .success(let value): fetched = value
            case .failure(let error) where !watch.isRequested: throw Problem(error.description)
            case .failure: break
            }
        }
        if watch.isRequested {
            log.note(.interrupted, "interrupted: no calendar was changed")
            return Interruptible.exitStatus
        }
        let outcome = try job.publish(fetched, log: log)
        var trouble = outcome.trouble
        if let deliver {
            let reports = earlier + (outcome.stored.map { [$0] } ?? [])
            if let failure = try ReportDelivery(command: deliver).deliver(reports, from: job.outbox) {
                log.error(.report, failure, file: job.outbox.folder.path)
                trouble = true
            } else if !earlier.isEmpty {
                log.note(.report, "delivered \(earlier.count) report(s) that an earlier run had left in \(job.outbox.folder.path)")
            }
        } else {
            if reportFile == nil { try StandardOutput.writeChecked(outcome.report) }
            if let stored = outcome.stored { try job.outbox.remove(stored) }
            if !earlier.isEmpty {
                log.error(.report, "\(earlier.count) report(s) of an earlier run were never delivered (it stopped after writing them): "
                    + earlier.map(\.path).joined(separator: ", ") + "; send and delete them, or run with --deliver COMMAND, which delivers them",
                    file: job.outbox.folder.path)
                trouble = true
            }
        }
        if watch.isRequested {
            log.note(.interrupted, "interrupted: the calendars were written and the report "
                + (deliver == nil ? "is out" : "handed on (or kept in \(job.outbox.folder.path))"))
            return Interruptible.exitStatus
        }
        if trouble { return 2 }
        return exitCode && outcome.changed ? 1 : 0
    }
}
