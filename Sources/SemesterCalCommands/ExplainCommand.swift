import ArgumentParser
import Foundation
import Workflows
import SemesterCal

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how each timetable row was understood and on which dates it takes place.",
        discussion: "Uses the same planner as convert: what explain says is what the calendar holds."
    )

    @OptionGroup var planning: PlanningOptions

    @Option(help: "text (for people) or json (for scripts; schema in docs/cli.md).")
    var format: Format = .text

    @Flag(help: "Show only rows that are not understood.")
    var onlyUncertain = false

    enum Format: String, NamedValueOption {
        case text, json
    }

    func run() throws {
        try Diagnostics.run { log in
            let (sources, feeds, planner) = try planning.prepare(command: Self.configuration.commandName!)
            let result = try ExplainWorkflow.run(timetables: sources, changeFeeds: feeds, planner: planner, onlyUncertain: onlyUncertain, log: log)
            switch format {
            case .json:
                StandardOutput.write(try ExplainFormatter.json(result.rows))
            case .text:
                StandardOutput.write(Data(ExplainFormatter.text(result.rows).utf8))
                // Like every summary, on standard error: standard output is only the explanation.
                log.note(.summary, "\(Counted.of(result.rows.count, "row")) shown; \(result.notUnderstood) not understood; "
                         + "\(result.understood) of \(Counted.of(result.withComment, "row")) with a comment understood")
            }
        }
    }
}
