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
            let previous: ICalComponent?
            do {
                previous = try CalendarFile.readIfPresent(output)
            } catch let error as CLIError {
                throw CLIError("\(error.description) (the previous calendar is left as it is; move it away to start afresh)")
            }
            let zone = planner.profile.timeZone
            let today = try reportOptions.reportDay(zone: zone)
            let update = CalendarUpdate(fresh: fresh, previous: previous, today: today, calendarName: title,
                                        displayZone: zone, notices: ReportNotice.notices(for: plan))
            for warning in update.warnings { Diagnostics.warn(warning) }
            let shown = ChangeReport(calendarName: update.report.calendarName,
                                     diff: try reportOptions.restrict(update.report.diff, today: today),
                                     notices: update.report.notices, initialCalendar: update.report.initialCalendar)
            let attachmentName = OutputFile.safeName(for: output, extension: "ics")
            let reportData = try reportOptions.render(shown, today: today, language: planner.profile.language.rawValue,
                                                      calendar: update.calendar, attachmentName: attachmentName)

            let bytes = Data(ICalendarWriter.serializeBytes(update.calendar))
            let existing = FileManager.default.contents(atPath: output)
            if existing != bytes { try OutputFile.write(bytes, to: output) }
            if let report { try OutputFile.write(reportData, to: report) } else { FileHandle.standardOutput.write(reportData) }

            changed = previous == nil || !update.report.diff.isEmpty
            let events = update.calendar.components(named: "VEVENT").count
            var summary = previous == nil ? "wrote the new calendar \(output): \(events) events"
                : "\(output): \(update.report.diff.changes.count) changed occurrences, \(update.revised) events revised"
            if update.carriedOver > 0 { summary += ", \(update.carriedOver) past changes kept" }
            if existing == bytes { summary += " (file unchanged)" }
            Diagnostics.note(summary)
        }
        if exitCode, changed { throw ExitCode(1) }
    }
}
