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
            let (window, prepared) = ComparisonWindow.preparing([fresh])
            let expanded = OccurrenceReader(displayZone: displayZone).occurrences(of: prepared[0], window: window)
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
        let words = Messages.for(code: language)
        return plan.changes.unmatched.map { ReportNotice(message: $0.sentence(words), date: $0.change.original.date) }
    }

    /// A download that failed in `sync`, for the students reading the report: the calendar of
    /// `course` may be out of date. (The technical reason is the operator's, on standard error.)
    public static func downloadFailed(course: String, previousKept: Bool, language: String) -> ReportNotice {
        ReportNotice(message: Messages.for(code: language).downloadFailed(course, previousKept))
    }
}
