import ArgumentParser
import Foundation
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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        try Diagnostics.run {
            let (sources, feeds, planner) = try planning.prepare()
            let plan = try PlanningOptions.plan(sources, feeds: feeds, with: planner)
            for unmatched in plan.changes.unmatched { Diagnostics.warn(unmatched.description) }
            // Rows that could not be scheduled have no dates to explain: named here, as by convert.
            for skipped in plan.skippedRows { Diagnostics.warn(skipped.description) }
            var rows = plan.explanations
            if onlyUncertain { rows = rows.filter { !$0.understood } }
            switch format {
            case .json:
                FileHandle.standardOutput.write(try ExplainFormatter.json(rows))
            case .text:
                FileHandle.standardOutput.write(Data(ExplainFormatter.text(rows).utf8))
                let stats = plan.commentStatistics
                FileHandle.standardOutput.write(Data("\(rows.count) rows shown; \(plan.notUnderstood.count) not understood; \(stats.understood) of \(stats.withComment) rows with a comment understood\n".utf8))
            }
        }
    }
}
