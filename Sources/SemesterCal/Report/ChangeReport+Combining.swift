import ICalendar

extension ChangeReport {
    /// One report for several calendars (`sync`): their changes together (a lecture that two
    /// calendars share is listed once), their notices in order without repeats. When every
    /// calendar is new the result is one "new calendar" line with the totals; when only some
    /// are, each new one is a notice ("Neuer Kalender „Inf 1“: …") and the rest report their changes.
    public static func combining(_ reports: [ChangeReport], calendarName: String, language: String) -> ChangeReport {
        var notices: [ReportNotice] = []
        var seenNotices = Set<ReportNotice>()
        func notice(_ n: ReportNotice) {
            if seenNotices.insert(n).inserted { notices.append(n) }
        }
        let fresh = reports.filter { $0.initialCalendar != nil }
        if !reports.isEmpty, fresh.count == reports.count {
            reports.flatMap(\.notices).forEach(notice)
            let events = fresh.reduce(0) { $0 + ($1.initialCalendar?.events ?? 0) }
            let occurrences = fresh.reduce(0) { $0 + ($1.initialCalendar?.occurrences ?? 0) }
            return ChangeReport(calendarName: calendarName, diff: CalendarDiff(changes: [], oldCount: 0, newCount: occurrences),
                                notices: notices, initialCalendar: (events, occurrences))
        }
        let words = ReportVocabulary(language: language)
        var changes: [OccurrenceChange] = []
        var seenChanges = Set<OccurrenceChange>()
        var oldCount = 0, newCount = 0
        for report in reports {
            if let initial = report.initialCalendar {
                notice(ReportNotice(message: "„\(report.calendarName)“: " + words.initialCalendar(events: initial.events, occurrences: initial.occurrences)))
            } else {
                for change in report.diff.changes where seenChanges.insert(change).inserted { changes.append(change) }
                oldCount += report.diff.oldCount
            }
            newCount += report.diff.newCount
            report.notices.forEach(notice)
        }
        return ChangeReport(calendarName: calendarName, diff: CalendarDiff(changes: changes, oldCount: oldCount, newCount: newCount),
                            notices: notices)
    }
}
