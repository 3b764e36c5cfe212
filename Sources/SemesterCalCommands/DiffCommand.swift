import ArgumentParser
import Foundation
import Workflows
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

    enum Language: String, NamedValueOption {
        case de, en
    }

    func validate() throws {
        if old == "-", new == "-" { throw ValidationError("Standard input (-) can be read only once.") }
    }

    func run() throws {
        let differs = try Diagnostics.run { log -> Bool in
            // Large files are read at once, each on its own core; a problem with the old one is named first.
            let read = Parallel.map(2, onThreadsIf: CalendarFile.isLarge([old, new])) { i in
                Result { try CalendarFile.read(i == 0 ? old : new) }
            }
            let before = try read[0].get()
            let after = try read[1].get()
            let zone = try DisplayZone.resolve(timeZone, calendars: [after, before])
            let today = try ReportOutputOptions.reportDay(self.today, zone: zone)
            let settings = try report.settings()
            let comparison = CalendarComparison(old: before, new: after, displayZone: zone)
            // An event that cannot be read would be listed as removed or added: trouble, not a difference.
            if let problem = comparison.unreadableInOld.first { throw Problem("\(old): \(problem)") }
            if let problem = comparison.unreadableInNew.first { throw Problem("\(new): \(problem)") }
            for warning in comparison.warnings { log.warn(.calendarWarning, warning) }
            let diff = settings.restrict(comparison.diff, today: today)
            let changeReport = ChangeReport(calendarName: CalendarFile.displayName(after, path: new), diff: diff)
            StandardOutput.write(try settings.render(changeReport, today: today, language: language.rawValue, calendar: after,
                                                     attachmentName: "changes.ics"))
            return !diff.isEmpty
        }
        if differs { throw ExitCode(1) }
    }
}
