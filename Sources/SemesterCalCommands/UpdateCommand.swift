import ArgumentParser
import Foundation
import Workflows
import ICalendar
import SemesterCal

struct UpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Rebuild a calendar, compare it with the previous one, replace it and report what changed.",
        discussion: """
            Builds the calendar as convert -o does, reads the existing file at --output (if any), \
            keeps change overrides whose date has passed (the service lists only changes from today on), \
            raises SEQUENCE of every event whose content changed (unchanged events keep their bytes), \
            replaces the file atomically and prints the change report. Without a previous file the report \
            says once that the calendar is new. A failed run leaves the previous file untouched. \
            Exit status: 0 on success (1 with --exit-code when something changed), 2 on trouble.
            """
    )

    @OptionGroup var planning: PlanningOptions

    @Option(name: [.short, .long], help: "The calendar to update (created when missing).")
    var output: String

    @OptionGroup var calendarOptions: CalendarOptions

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output (- is standard output).", valueName: "file"))
    var report: String?

    /// The report's file; "-" names standard output, as it names standard input among the inputs.
    private var reportFile: String? { report == "-" ? nil : report }

    @OptionGroup var reportOptions: ReportOutputOptions

    @Option(help: ArgumentHelp("The day the run happens (YYYY-MM-DD): changes planned before it are kept when the feed drops them, and the report hides them. Default: today in the profile's time zone.", valueName: "date"))
    var today: String?

    @Flag(help: "Exit with status 1 when the calendar changed (for CI jobs).")
    var exitCode = false

    func validate() throws {
        // Standard output cannot be read back as the previous calendar.
        if output == "-" { throw ValidationError("--output must name the calendar file to update; - (standard output) cannot be read back.") }
    }

    func run() throws {
        let changed = try Diagnostics.run { log -> Bool in
            try planning.checkNotAnInput(output)
            try planning.checkNotAnInput(reportFile)
            if let report = reportFile, URL(fileURLWithPath: report).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL {
                throw Problem("--report and --output name the same file")
            }
            let (sources, feeds, planner) = try planning.prepare(command: Self.configuration.commandName!)
            let result = try UpdateWorkflow.run(
                UpdateRequest(timetables: sources, changeFeeds: feeds, planner: planner, calendarPath: output, reportPath: reportFile,
                              report: try reportOptions.settings(toFile: reportFile != nil), calendarName: calendarOptions.name,
                              reminderMinutes: calendarOptions.reminder, timestamp: try Timestamp.dtstamp(),
                              today: try ReportOutputOptions.reportDay(today, zone: planner.profile.timeZone)),
                log: log)
            if reportFile == nil { StandardOutput.write(result.report) }
            return result.changed
        }
        if exitCode, changed { throw ExitCode(1) }
    }
}
