import ArgumentParser
import Foundation
import ICalendar
import SemesterCal

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two calendars occurrence by occurrence and report what changed.",
        discussion: """
            Occurrences are matched by UID and original start: added, removed, cancelled, moved, \
            room changed, other changes. DTSTAMP, SEQUENCE, property order and line folding never \
            count. Works on any .ics, not only semestercal's. \
            Exit status as diff(1): 0 no differences, 1 differences, 2 trouble.
            """
    )

    @Argument(help: "The older calendar (.ics; - reads standard input).")
    var old: String

    @Argument(help: "The newer calendar (.ics).")
    var new: String

    @OptionGroup var report: ReportOutputOptions

    @Option(help: ArgumentHelp("The day to report from (YYYY-MM-DD); default: today in the display time zone.", valueName: "date"))
    var today: String?

    @Option(help: ArgumentHelp("The IANA zone times are shown in; default: the new calendar's X-WR-TIMEZONE, else Europe/Berlin.", valueName: "zone"))
    var timeZone: String?

    @Option(help: "Report language: de or en.")
    var language: Language = .de

    enum Language: String, ExpressibleByArgument, CaseIterable {
        case de, en
    }

    func validate() throws {
        if old == "-", new == "-" { throw ValidationError("Standard input (-) can be read only once.") }
    }

    func run() throws {
        var differs = false
        try Diagnostics.run {
            let before = try CalendarFile.read(old)
            let after = try CalendarFile.read(new)
            let zone = try DisplayZone.resolve(timeZone, calendars: [after, before])
            let today = try ReportOutputOptions.reportDay(self.today, zone: zone)
            let comparison = CalendarComparison(old: before, new: after, displayZone: zone)
            // An event that cannot be read would be listed as removed or added: trouble, not a difference.
            if let problem = comparison.unreadableInOld.first { throw CLIError("\(old): \(problem)") }
            if let problem = comparison.unreadableInNew.first { throw CLIError("\(new): \(problem)") }
            for warning in comparison.warnings { Diagnostics.warn(warning) }
            let diff = try report.restrict(comparison.diff, today: today)
            let changeReport = ChangeReport(calendarName: CalendarFile.displayName(after, path: new), diff: diff)
            let output = try report.render(changeReport, today: today, language: language.rawValue, calendar: after,
                                           attachmentName: "changes.ics")
            FileHandle.standardOutput.write(output)
            differs = !diff.isEmpty
        }
        if differs { throw ExitCode(1) }
    }
}

/// The zone report times are shown in: the user's choice, checked, or the calendars' own.
enum DisplayZone {
    static let fallback = "Europe/Berlin"

    static func resolve(_ requested: String?, calendars: [ICalComponent]) throws -> String {
        guard let requested else { return CalendarComparison.displayZone(of: calendars, fallback: fallback) }
        guard (try? ZoneOffsetCalculator().offsetSeconds(atUTC: LocalDateTime(secondsSinceEpoch: 0), zone: requested)) != nil else {
            throw CLIError("unknown time zone “\(requested)”: use an IANA name such as Europe/Berlin")
        }
        return requested
    }
}
