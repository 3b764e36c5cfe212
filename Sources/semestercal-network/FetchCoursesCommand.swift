import ArgumentParser
import SemesterCalCommands
import Foundation
import Workflows
import SemesterCal
import TimetableService

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
        try Diagnostics.run { log in try list(log) }
    }

    private func list(_ log: NoticeLog) throws {
        let config = try service.loadConfig()
        let profile = try service.loadProfile(config: config)
        let term = try service.resolveTerm(config: config, profile: profile)
        let fetcher = try service.makeFetcher(config: config, log: log)
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
            FileHandle.standardOutput.write(Data(ServiceCourse.table(courses, language: profile.language.rawValue).utf8))
            Diagnostics.note("\(Counted.of(courses.count, "course")) in \(term.displayName) (tt=\(season == .summer ? "SS" : "WS")); fetch one with --course CODE:SEMESTER")
        }
    }

    private static func courses(_ season: TermSeason, with fetcher: ServiceFetcher) async -> Result<[ServiceCourse], FetchFailure> {
        do throws(FetchFailure) {
            return .success(try await fetcher.courses(season: season))
        } catch {
            return .failure(error)
        }
    }
}
