import Foundation
import ICalendar
import SemesterCal

/// How a change report is shown: which changes (the --since/--days window, past ones or not) and
/// in which form (text, Markdown, JSON, a mail). `diff`, `update` and `sync` share it.
public struct ReportSettings: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json, mail

        /// The usual extension of a file holding a report of this format.
        public var fileExtension: String {
            switch self {
            case .text: return "txt"
            case .markdown: return "md"
            case .json: return "json"
            case .mail: return "eml"
            }
        }
    }

    public var format: Format
    /// Also show changes that lie entirely in the past.
    public var showPast: Bool
    /// Only changes affecting this day or later.
    public var since: CalendarDate?
    /// Only changes affecting the N days from `since` (or today).
    public var days: Int?
    /// ANSI colours in text reports (the caller decides: a terminal, NO_COLOR, a file).
    public var colors: Bool
    /// Mail sender and recipients (`.mail`); the configuration's stand in when these are empty.
    public var from: String?
    public var to: [String]
    /// Attach the changed events as an .ics file (`.mail`).
    public var attach: Bool
    /// The mail's Date header.
    public var messageDate: LocalDateTime

    public init(format: Format = .text, showPast: Bool = false, since: CalendarDate? = nil, days: Int? = nil, colors: Bool = false,
                from: String? = nil, to: [String] = [], attach: Bool = false, messageDate: LocalDateTime) {
        self.format = format
        self.showPast = showPast
        self.since = since
        self.days = days
        self.colors = colors
        self.from = from
        self.to = to
        self.attach = attach
        self.messageDate = messageDate
    }

    /// The --since/--days window applied to `diff`.
    public func restrict(_ diff: CalendarDiff, today: CalendarDate) -> CalendarDiff {
        guard let days else { return since == nil ? diff : diff.restricted(from: since, through: nil) }
        let first = since ?? today
        return diff.restricted(from: first, through: first.adding(days: days - 1))
    }

    /// The report in the chosen format. `calendar` is the new calendar, for `attach`; `recipients`
    /// stand in for `from`/`to` when those are not given (`sync` reads them from its config).
    public func render(_ report: ChangeReport, today: CalendarDate, language: String, calendar: ICalComponent?,
                       attachmentName: String, recipients: (from: String, to: [String])? = nil) throws -> Data {
        // A window the user names with --since is shown whole, even where it lies before today.
        let options = ReportOptions(today: today, showPast: showPast || since != nil, colors: colors && format == .text, language: language)
        switch format {
        case .text: return Data(TextReportRenderer.render(report, options: options).utf8)
        case .markdown: return Data(MarkdownReportRenderer.render(report, options: options).utf8)
        case .json: return JSONReportRenderer.render(report, options: options)
        case .mail:
            var attachment: (filename: String, bytes: [UInt8])?
            if attach, let calendar, let changed = ReportAttachment.changedEvents(of: calendar, in: report.diff) {
                attachment = (attachmentName, ICalendarWriter.serializeBytes(changed))
            }
            guard let sender = from ?? recipients?.from else { throw Problem("--format mail needs --from ADDRESS", kind: .setup) }
            let receivers = to.isEmpty ? recipients?.to ?? [] : to
            guard !receivers.isEmpty else { throw Problem("--format mail needs at least one --to ADDRESS", kind: .setup) }
            do {
                let message = try MailReportRenderer.render(report, options: options, from: sender, to: receivers,
                                                            date: messageDate, attachment: attachment)
                return Data(message.utf8)
            } catch let error as MailReportError {
                throw Problem(error.description)
            }
        }
    }

    /// The report as shown: the full report with its diff restricted to the window.
    package func shown(_ full: ChangeReport, today: CalendarDate, extraNotices: [ReportNotice] = []) -> ChangeReport {
        ChangeReport(calendarName: full.calendarName, diff: restrict(full.diff, today: today),
                     notices: extraNotices + full.notices, initialCalendar: full.initialCalendar, courses: full.courses)
    }
}

/// The zone report times are shown in: the user's choice, checked, or the calendars' own.
public enum DisplayZone {
    public static let fallback = "Europe/Berlin"

    public static func resolve(_ requested: String?, calendars: [ICalComponent]) throws -> String {
        guard let requested else { return CalendarComparison.displayZone(of: calendars, fallback: fallback) }
        guard (try? ZoneOffsetCalculator().offsetSeconds(atUTC: LocalDateTime(secondsSinceEpoch: 0), zone: requested)) != nil else {
            throw Problem("unknown time zone “\(requested)”: use an IANA name such as Europe/Berlin", kind: .setup)
        }
        return requested
    }

    /// Today's date in `zone` by the clock (`now`: seconds since 1970).
    public static func today(in zone: String, now: Int) -> CalendarDate {
        let instant = LocalDateTime(secondsSinceEpoch: now)
        return ((try? ZoneOffsetCalculator().local(fromUTC: instant, zone: zone)) ?? instant).date
    }
}
