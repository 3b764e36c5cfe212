import ArgumentParser
import Foundation
import Workflows
import ICalendar
import SemesterCal

/// Options shared by `diff` and `update`: which changes to show, in which form.
package struct ReportOutputOptions: ParsableArguments {
    package init() {}

    @Option(help: "text (grouped by day), markdown, json (schema in docs/reports.md) or mail (an RFC 5322 message for sendmail -t).")
    package var format: Format = .text

    @Flag(help: "Also show changes that lie entirely in the past (text, markdown, mail).")
    package var all = false

    @Option(help: ArgumentHelp("Only changes affecting this day or later (YYYY-MM-DD).", valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp("Only changes affecting the N days from --since (or today): --days 1 is \"changes today\".", valueName: "n"))
    var days: Int?

    @Option(help: "Colours in text reports: auto (only on a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorMode = .auto

    @Option(help: ArgumentHelp("Mail sender, e.g. 'Stundenplan <noreply@example.org>' (--format mail).", valueName: "address"))
    var from: String?

    @Option(help: ArgumentHelp("Mail recipient (--format mail). Repeatable.", valueName: "address"))
    var to: [String] = []

    @Flag(help: "Attach the changed events as an .ics file (--format mail).")
    var attach = false

    package enum Format: String, NamedValueOption {
        case text, markdown, json, mail
    }

    package enum ColorMode: String, NamedValueOption {
        case auto, always, never
    }

    package func validate() throws {
        if let days, days < 1 { throw ValidationError("--days needs a number of days of at least 1.") }
        if format != .mail, from != nil || !to.isEmpty || attach {
            throw ValidationError("--from, --to and --attach belong to --format mail.")
        }
    }

    /// The report day: `today` (the command's --today), or the date now in `zone`.
    package static func reportDay(_ today: String?, zone: String) throws -> CalendarDate {
        if let today {
            guard let day = CalendarDate(iso: today) else { throw Problem("--today needs a date as YYYY-MM-DD, not “\(today)”") }
            return day
        }
        return DisplayZone.today(in: zone, now: Int(Date().timeIntervalSince1970))
    }

    /// The options as the library's settings. `toFile` is true when the report goes to a file
    /// (--report): no colours then, unless `--color always`.
    package func settings(toFile: Bool = false) throws -> ReportSettings {
        var start: CalendarDate?
        if let since {
            guard let day = CalendarDate(iso: since) else { throw Problem("--since needs a date as YYYY-MM-DD, not “\(since)”") }
            start = day
        }
        let colors: Bool
        switch color {
        case .always: colors = true
        case .never: colors = false
        case .auto: colors = !toFile && isatty(STDOUT_FILENO) == 1 && Environment.value("NO_COLOR") == nil
        }
        return ReportSettings(format: ReportSettings.Format(rawValue: format.rawValue)!, showPast: all, since: start, days: days,
                              colors: colors, from: from, to: to, attach: attach, messageDate: try Timestamp.now())
    }
}
