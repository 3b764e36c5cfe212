import ArgumentParser
import Foundation
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

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var report: String?

    @OptionGroup var reportOptions: ReportOutputOptions

    @Option(help: ArgumentHelp("The day the run happens (YYYY-MM-DD): changes planned before it are kept when the feed drops them, and the report hides them. Default: today in the profile's time zone.", valueName: "date"))
    var today: String?

    @Flag(help: "Exit with status 1 when the calendar changed (for CI jobs).")
    var exitCode = false

    func run() throws {
        var changed = false
        try Diagnostics.run {
            try planning.checkNotAnInput(output)
            try planning.checkNotAnInput(report)
            if let report, URL(fileURLWithPath: report).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL {
                throw CLIError("--report and --output name the same file")
            }
            let (sources, feeds, planner) = try planning.prepare()
            let stamp = try Timestamp.dtstamp(default: planner.period.firstDay)
            let plan = try PlanningOptions.plan(sources, feeds: feeds, with: planner)
            PlanningOptions.warnAboutUnmatchedChanges([plan])
            PlanningOptions.warnAboutUncertainRows(plan)
            let title = calendarOptions.name ?? ConvertCommand.defaultTitle(sources: sources, plan: plan, profile: planner.profile)
            let fresh = try PlanningOptions.calendar(for: plan, title: title, planner: planner, stamp: stamp, reminders: calendarOptions.reminder)

            // Read everything and render the report before writing anything.
            let zone = planner.profile.timeZone
            let today = try ReportOutputOptions.reportDay(self.today, zone: zone)
            let file = try CalendarFileUpdate(path: output, fresh: fresh, title: title, today: today, displayZone: zone,
                                              notices: ReportNotice.notices(for: plan, language: planner.profile.language.rawValue))
            for warning in file.update.warnings { Diagnostics.warn(warning) }
            let full = file.update.report
            let shown = ChangeReport(calendarName: full.calendarName, diff: try reportOptions.restrict(full.diff, today: today),
                                     notices: full.notices, initialCalendar: full.initialCalendar)
            let reportData = try reportOptions.render(shown, today: today, language: planner.profile.language.rawValue,
                                                      calendar: file.update.calendar,
                                                      attachmentName: SafeFileName.forInput(output, extension: "ics"),
                                                      toFile: report != nil)

            // The report file first: if it cannot be written, the calendar stays as it was and the
            // next run reports the same changes again, instead of losing them.
            if let report { try OutputFile.write(reportData, to: report) }
            try file.commit()
            if report == nil { FileHandle.standardOutput.write(reportData) }
            changed = file.changed
            Diagnostics.note(file.summary)
        }
        if exitCode, changed { throw ExitCode(1) }
    }
}
