import ICalendar

/// One run of `update`: the freshly planned calendar made the next revision of
/// the previous one (`CalendarRevision`), compared with it, and the report.
///
/// Without a previous calendar everything is new: the report says so once
/// (`ChangeReport.initialCalendar`) instead of listing every occurrence.
public struct CalendarUpdate: Sendable {
    /// The calendar to write.
    public let calendar: ICalComponent
    public let report: ChangeReport
    /// Problems expanding either calendar.
    public let warnings: [String]
    /// Change overrides kept from the previous calendar because their date has passed.
    public let carriedOver: Int
    /// Events written with a higher SEQUENCE than before.
    public let revised: Int
    /// Events of the previous calendar that cannot be read (each named with its line): comparing
    /// against them would report their occurrences as new, so `update` refuses such a file.
    public let unreadableInPrevious: [String]

    public init(fresh: ICalComponent, previous: ICalComponent?, today: CalendarDate, calendarName: String,
                displayZone: String, notices: [ReportNotice] = []) {
        guard let previous else {
            let window = ComparisonWindow.covering([fresh])
            let expanded = OccurrenceReader(displayZone: displayZone).occurrences(of: fresh, window: window)
            calendar = fresh
            report = ChangeReport(calendarName: calendarName, diff: CalendarDiff(changes: [], oldCount: 0, newCount: expanded.occurrences.count),
                                  notices: notices,
                                  // Events as a person counts them: series and single dates, not their overrides.
                                  initialCalendar: (fresh.components(named: "VEVENT").count { $0.first("RECURRENCE-ID") == nil },
                                                    expanded.occurrences.count))
            warnings = expanded.warnings.map { "new calendar: \($0)" }
            carriedOver = 0
            revised = 0
            unreadableInPrevious = []
            return
        }
        let revision = CalendarRevision.revise(fresh, previous: previous, today: today)
        let comparison = CalendarComparison(old: previous, new: revision.calendar, displayZone: displayZone)
        calendar = revision.calendar
        report = ChangeReport(calendarName: calendarName, diff: comparison.diff, notices: notices)
        warnings = comparison.warnings
        carriedOver = revision.carriedOver
        revised = revision.revised
        unreadableInPrevious = comparison.unreadableInOld
    }
}

extension ReportNotice {
    /// What a report must say about a plan besides the calendar changes: every change
    /// from the feed that was not applied (never dropped silently), dated by its original day,
    /// in the report's language.
    public static func notices(for plan: TimetablePlan, language: String) -> [ReportNotice] {
        let german = language.lowercased().hasPrefix("de")
        return plan.changes.unmatched.map { ReportNotice(message: $0.sentence(german: german), date: $0.change.original.date) }
    }

    /// A download that failed in `sync`: the calendar built from it may be out of date.
    /// `reason` is the fetcher's own description (English, technical).
    public static func downloadFailed(_ reason: String, previousKept: Bool, language: String) -> ReportNotice {
        let german = language.lowercased().hasPrefix("de")
        let consequence = previousKept
            ? (german ? "der Kalender beruht auf dem vorigen Stand und ist vielleicht nicht aktuell"
                      : "the calendar is built from the previous download and may be out of date")
            : (german ? "für diesen Kurs gibt es noch keinen Kalender" : "there is no calendar for this course yet")
        return ReportNotice(message: (german ? "Abruf fehlgeschlagen, " : "Download failed, ") + consequence + ": " + reason)
    }
}
