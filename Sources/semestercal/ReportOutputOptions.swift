import ArgumentParser
import Foundation
import ICalendar
import SemesterCal

/// Options shared by `diff` and `update`: which changes to show, in which form.
struct ReportOutputOptions: ParsableArguments {
    @Option(help: "text (grouped by day), markdown, json (schema in docs/reports.md) or mail (an RFC 5322 message for sendmail -t).")
    var format: Format = .text

    @Flag(help: "Also show changes that lie entirely in the past (text, markdown, mail).")
    var all = false

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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, mail
    }

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    func validate() throws {
        if let days, days < 1 { throw ValidationError("--days needs a number of days of at least 1.") }
        if format != .mail, from != nil || !to.isEmpty || attach {
            throw ValidationError("--from, --to and --attach belong to --format mail.")
        }
    }

    /// The report day: `today` (the command's --today), or the date now in `zone`.
    static func reportDay(_ today: String?, zone: String) throws -> CalendarDate {
        if let today {
            guard let day = CalendarDate(iso: today) else { throw CLIError("--today needs a date as YYYY-MM-DD, not “\(today)”") }
            return day
        }
        let now = LocalDateTime(secondsSinceEpoch: Int(Date().timeIntervalSince1970))
        return ((try? ZoneOffsetCalculator().local(fromUTC: now, zone: zone)) ?? now).date
    }

    /// The --since/--days window applied to `diff`.
    func restrict(_ diff: CalendarDiff, today: CalendarDate) throws -> CalendarDiff {
        var start: CalendarDate?
        if let since {
            guard let day = CalendarDate(iso: since) else { throw CLIError("--since needs a date as YYYY-MM-DD, not “\(since)”") }
            start = day
        }
        guard let days else { return start == nil ? diff : diff.restricted(from: start, through: nil) }
        let first = start ?? today
        return diff.restricted(from: first, through: first.adding(days: days - 1))
    }

    /// The report in the chosen format. `calendar` is the new calendar, for --attach; `recipients`
    /// stand in for --from/--to when those are not given (`sync` reads them from its config).
    /// `toFile` is true when the report goes to a file (--report): no colours then, unless `--color always`.
    func render(_ report: ChangeReport, today: CalendarDate, language: String, calendar: ICalComponent?,
                attachmentName: String, recipients: (from: String, to: [String])? = nil, toFile: Bool = false) throws -> Data {
        let colors: Bool
        switch color {
        case .always: colors = true
        case .never: colors = false
        case .auto:
            colors = !toFile && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        let options = ReportOptions(today: today, showPast: all, colors: colors && format == .text, language: language)
        switch format {
        case .text: return Data(TextReportRenderer.render(report, options: options).utf8)
        case .markdown: return Data(MarkdownReportRenderer.render(report, options: options).utf8)
        case .json: return JSONReportRenderer.render(report, options: options)
        case .mail:
            var attachment: (filename: String, bytes: [UInt8])?
            if attach, let calendar, let changed = ReportAttachment.changedEvents(of: calendar, in: report.diff) {
                attachment = (attachmentName, ICalendarWriter.serializeBytes(changed))
            }
            guard let sender = from ?? recipients?.from else { throw CLIError("--format mail needs --from ADDRESS") }
            let receivers = to.isEmpty ? recipients?.to ?? [] : to
            guard !receivers.isEmpty else { throw CLIError("--format mail needs at least one --to ADDRESS") }
            do {
                let message = try MailReportRenderer.render(report, options: options, from: sender, to: receivers,
                                                            date: try Timestamp.now(), attachment: attachment)
                return Data(message.utf8)
            } catch let error as MailReportError {
                throw CLIError(error.description)
            }
        }
    }
}
