import ArgumentParser
import SemesterCalCommands
import Foundation
import Workflows
import SemesterCal
import TimetableService
import NetworkWorkflows

/// `semestercal fetch`: downloads from the timetable service. `fetch courses` lists what there is.
struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: CommandTree.NetworkCommand.fetch.abstract,
        discussion: """
            semestercal fetch --term WS2020 --course Inf:1 --output-dir timetable --base-url https://…/client.php
            saves timetable/WS2020_Inf_1.schedule.json and timetable/WS2020_Inf_1.changes.json, ready for \
            `semestercal convert timetable/*.schedule.json --changes timetable/*.changes.json`. \
            `semestercal fetch courses --term WS2020` lists the courses and semesters. See docs/fetch.md.
            """,
        subcommands: [FetchTimetablesCommand.self, FetchCoursesCommand.self],
        defaultSubcommand: FetchTimetablesCommand.self
    )
}

struct FetchTimetablesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timetables",
        abstract: "Download the schedule and change feed of each course and semester (the default).",
        discussion: """
            Every answer is checked (HTTP 200, JSON, UTF-8, readable rows) before it replaces the \
            previous download, and written to a temporary file that is renamed into place. \
            Exit status: 0 when every download was saved, 2 when any failed (the others are kept), \
            130 when interrupted (nothing partial is left).
            """
    )

    @OptionGroup var service: ServiceOptions

    @Option(name: .customLong("course"), help: ArgumentHelp("A course, as the service names it: COURSE:SEMESTER (e.g. Inf:1, \"BW dual:2\", Inf:1,3), or COURSE with --semester. Repeatable.", valueName: "course"))
    var courses: [String] = []

    @Option(name: .customLong("semester"), help: ArgumentHelp("A semester for every --course given without one. Repeatable.", valueName: "semester"))
    var semesters: [String] = []

    @Option(name: .customLong("lecture-id"), help: ArgumentHelp("Single lectures by id (f=MySchedule), saved as <TERM>_MySchedule.schedule.json. Repeatable.", valueName: "id"))
    var lectureIDs: [String] = []

    @Option(help: "Save the downloads in this directory (created if missing).")
    var outputDir: String?

    @Flag(help: "Download only the schedules, not the change feeds.")
    var noChanges = false

    func validate() throws {
        if !semesters.isEmpty, !courses.contains(where: { !$0.contains(":") }) {
            throw ValidationError("--semester applies to a --course given without a semester; none is given.")
        }
    }

    func run() throws {
        let status = try Diagnostics.run { log in try download(log) }
        if status != 0 { throw ExitCode(status) }
    }

    private func download(_ log: NoticeLog) throws -> Int32 {
        let config = try service.loadConfig()
        let profile = try service.loadProfile(config: config)
        let term = try service.resolveTerm(config: config, profile: profile)
        let fromCommandLine: [CourseSemester]
        do throws(ServiceSetupError) { fromCommandLine = try CourseSemester.parseCommandLine(courses: courses, semesters: semesters) } catch {
            throw Problem(error.description, kind: .setup)
        }
        let useCommandLine = !fromCommandLine.isEmpty || !lectureIDs.isEmpty
        let selection = FetchSelection(term: term, courses: useCommandLine ? fromCommandLine : config?.courses ?? [],
                                       includeChanges: !noChanges, lectureIDs: useCommandLine ? lectureIDs : config?.lectureIDs ?? [])
        guard let directory = outputDir ?? config?.outputDirectory else {
            throw Problem("where to? Pass --output-dir DIR, or set \"outputDirectory\" in semestercal.json", kind: .setup)
        }
        let items: [FetchItem]
        do throws(ServiceSetupError) { items = try selection.items() } catch { throw Problem(error.description, kind: .setup) }
        let fetcher = try service.makeFetcher(config: config, log: log)
        let progress = ProgressLine.isWanted() ? ProgressLine(total: items.count) : nil
        let (outcome, interrupted) = Interruptible.run {
            await Downloads.run(items, with: fetcher, into: URL(fileURLWithPath: directory), events: progress?.eventHandler)
        }
        progress?.finish()
        let report: FetchReport
        switch outcome {
        case .success(let value): report = value
        case .failure(let error): throw Problem(error.description)
        }
        FetchSummary.report(report, total: items.count, directory: directory, interrupted: interrupted, log: log)
        if interrupted { return Interruptible.exitStatus }
        return report.failures.isEmpty ? 0 : 2
    }
}
