import ArgumentParser
import Foundation
import Workflows
import SemesterCal
import TimetableService

/// `semestercal fetch`: downloads from the timetable service. `fetch courses` lists what there is.
struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Download timetables and change feeds from the timetable service.",
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

    /// The courses and semesters asked for on the command line.
    func commandLineCourses() throws -> [CourseSemester] {
        var result: [CourseSemester] = []
        do {
            for course in courses {
                if course.contains(":") {
                    result += try CourseSemester.parseList(course)
                } else {
                    guard !semesters.isEmpty else {
                        throw Problem("--course \(course) needs a semester: --course \(course):1, or --semester 1")
                    }
                    result += try semesters.map { try CourseSemester(course: course, semester: $0) }
                }
            }
        } catch let error as ServiceSetupError {
            throw Problem(error.description)
        }
        return result
    }

    func run() throws {
        try Diagnostics.run { try download() }
    }

    private func download() throws {
        let config = try service.loadConfig()
        let profile = try service.loadProfile(config: config)
        let term = try service.resolveTerm(config: config, profile: profile)
        let fromCommandLine = try commandLineCourses()
        let useCommandLine = !fromCommandLine.isEmpty || !lectureIDs.isEmpty
        let selection = FetchSelection(term: term, courses: useCommandLine ? fromCommandLine : config?.courses ?? [],
                                       includeChanges: !noChanges,
                                       lectureIDs: useCommandLine ? lectureIDs : config?.lectureIDs ?? [])
        guard let directory = outputDir ?? config?.outputDirectory else {
            throw Problem("where to? Pass --output-dir DIR, or set \"outputDirectory\" in semestercal.json")
        }
        let items: [FetchItem]
        do throws(ServiceSetupError) { items = try selection.items() } catch { throw Problem(error.description) }
        let fetcher = try service.makeFetcher(config: config)

        let progress = ProgressLine.isWanted() ? ProgressLine(total: items.count) : nil
        let (outcome, interrupted) = Interruptible.run {
            await Self.fetch(items, with: fetcher, into: URL(fileURLWithPath: directory), events: progress?.eventHandler)
        }
        progress?.finish()
        let report: FetchReport
        switch outcome {
        case .success(let value): report = value
        case .failure(let error): throw Problem(error.description)
        }
        // A wrong course code may come back as an empty timetable rather than an error.
        for result in report.saved where result.item.request.kind == .schedule && result.count == 0 {
            Diagnostics.warn("\(result.item.fileName): the timetable has no rows; is the course code right? (semestercal fetch courses)")
        }
        for result in report.failures {
            let kept = FileManager.default.fileExists(atPath: result.path) ? "the previous download is kept" : "nothing saved"
            FileHandle.standardError.write(Data("semestercal: error: \(result.description); \(kept)\n".utf8))
        }
        let saved = report.saved.count
        let updated = report.changed.count
        var summary = "fetched \(saved) of \(items.count) files into \(directory) (\(updated) updated, \(saved - updated) unchanged)"
        if !report.failures.isEmpty { summary += ", \(report.failures.count) failed" }
        if interrupted {
            Diagnostics.note("interrupted: " + summary + "; \(report.cancelled.count) not finished, nothing partial written")
            throw ExitCode(Interruptible.exitStatus)
        }
        Diagnostics.note(summary)
        if !report.failures.isEmpty { throw ExitCode(2) }
    }

    /// Runs the downloads, feeding the progress line.
    static func fetch(_ items: [FetchItem], with fetcher: ServiceFetcher, into folder: URL,
                      events: (@Sendable (FetchEvent) -> Void)?) async -> Result<FetchReport, ServiceSetupError> {
        do throws(ServiceSetupError) {
            return .success(try await fetcher.fetch(items, into: folder, events: events))
        } catch {
            return .failure(error)
        }
    }
}

struct FetchCoursesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "courses",
        abstract: "List the courses and their semesters for a term (f=Courses).",
        discussion: "Text: one course per line (code, semesters, name). JSON: [{\"course\", \"labels\", \"semesters\"}]."
    )

    @OptionGroup var service: ServiceOptions

    @Option(help: "text (for people) or json (for scripts).")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        try Diagnostics.run { try list() }
    }

    private func list() throws {
        let config = try service.loadConfig()
        let profile = try service.loadProfile(config: config)
        let term = try service.resolveTerm(config: config, profile: profile)
        let fetcher = try service.makeFetcher(config: config)
        let season = term.season
        let (result, interrupted) = Interruptible.run { await Self.courses(season, with: fetcher) }
        if interrupted {
            Diagnostics.note("interrupted")
            throw ExitCode(Interruptible.exitStatus)
        }
        let courses: [ServiceCourse]
        switch result {
        case .success(let value): courses = value
        case .failure(let failure): throw Problem(failure.description)
        }
        switch format {
        case .json:
            let objects = courses.map { ["course": $0.code, "labels": $0.labels, "semesters": $0.semesters] as [String: Any] }
            var data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            data.append(10)
            FileHandle.standardOutput.write(data)
        case .text:
            FileHandle.standardOutput.write(Data(Self.table(courses, language: profile.language.rawValue).utf8))
            Diagnostics.note("\(courses.count) courses in \(term.displayName) (tt=\(season == .summer ? "SS" : "WS")); fetch one with --course CODE:SEMESTER")
        }
    }

    private static func courses(_ season: TermSeason, with fetcher: ServiceFetcher) async -> Result<[ServiceCourse], FetchFailure> {
        do throws(FetchFailure) {
            return .success(try await fetcher.courses(season: season))
        } catch {
            return .failure(error)
        }
    }

    /// One course per line: code, semesters, name, in columns.
    static func table(_ courses: [ServiceCourse], language: String) -> String {
        let width = min(24, courses.map(\.code.count).max() ?? 0)
        let semesterWidth = min(24, courses.map { $0.semesters.joined(separator: " ").count }.max() ?? 0)
        var text = ""
        for course in courses {
            let semesters = course.semesters.joined(separator: " ")
            text += course.code.padding(toLength: max(width, course.code.count), withPad: " ", startingAt: 0) + "  "
                + semesters.padding(toLength: max(semesterWidth, semesters.count), withPad: " ", startingAt: 0) + "  "
                + course.name(in: language) + "\n"
        }
        return text
    }
}
