import ArgumentParser
import Foundation
import Workflows
import ICalendar
import SemesterCal

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write the timetable as an iCalendar (.ics) file.",
        discussion: """
            All inputs go into one calendar (standard output, or -o FILE), or with --output-dir \
            into one calendar per input file. A summary goes to standard error; rows whose \
            comments could not be read are listed there and marked in the calendar. \
            Exit status: 0 on success, 2 on bad input (nothing is written then).
            """
    )

    @OptionGroup var planning: PlanningOptions

    @Option(name: [.short, .long], help: "Write the calendar to this file instead of standard output (- is standard output).")
    var output: String?

    /// The file to write; "-" names standard output, as it names standard input among the inputs.
    private var outputFile: String? { output == "-" ? nil : output }

    @Option(help: "Write one calendar per input file into this directory (created if missing).")
    var outputDir: String?

    @OptionGroup var calendarOptions: CalendarOptions

    @Option(help: ArgumentHelp("With --output-dir: the folder's public https address; index.html then has webcal:// subscribe links.", valueName: "url"))
    var baseURLForLinks: String?

    func validate() throws {
        if output != nil, outputDir != nil { throw ValidationError("Use either --output or --output-dir, not both.") }
        if baseURLForLinks != nil, outputDir == nil { throw ValidationError("--base-url-for-links needs --output-dir.") }
    }

    func run() throws {
        try Diagnostics.run { log in
            try planning.checkNotAnInput(outputFile)
            let linkBase = try baseURLForLinks.map { try CalendarLinkBase(option: "--base-url-for-links", $0) }
            let (sources, feeds, planner) = try planning.prepare(command: Self.configuration.commandName!)
            let destination: ConvertRequest.Destination = outputDir.map { .directory($0) } ?? outputFile.map { .file($0) } ?? .standardOutput
            let result = try ConvertWorkflow.run(
                ConvertRequest(timetables: sources, changeFeeds: feeds, planner: planner, destination: destination,
                               calendarName: calendarOptions.name, reminderMinutes: calendarOptions.reminder,
                               timestamp: try Timestamp.dtstamp(), linkBase: linkBase),
                log: log)
            for part in result.standardOutput { StandardOutput.write(part) }
            if !result.written.isEmpty {
                // Named as the user would type them: relative to the current folder when inside it.
                let here = FileManager.default.currentDirectoryPath + "/"
                let names = result.written.map { $0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0 }
                log.note(.summary, "wrote \(names.joined(separator: ", "))")
            }
            log.note(.summary, result.summary.description)
        }
    }
}
