import ICalendar

extension ChangeReport {
    /// One report for several calendars (`sync`): their changes together (a lecture that two
    /// calendars share is listed once), their notices in order without repeats. When every
    /// calendar is new the result is one "new calendar" line with the totals; when only some
    /// are, each new one is a notice ("„Inf 1“: Neuer Kalender: …") and the rest report their changes.
    /// Each change keeps the names of the calendars it came from (`courses`), for the renderers.
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
        var courses: [OccurrenceChange: [String]] = [:]
        var oldCount = 0, newCount = 0
        for report in reports {
            if let initial = report.initialCalendar {
                notice(ReportNotice(message: words.words.newCalendarNamed(report.calendarName, words.initialCalendar(events: initial.events, occurrences: initial.occurrences))))
            } else {
                for change in report.diff.changes {
                    if courses[change] == nil { changes.append(change) }
                    if courses[change, default: []].last != report.calendarName { courses[change, default: []].append(report.calendarName) }
                }
                oldCount += report.diff.oldCount
            }
            newCount += report.diff.newCount
            report.notices.forEach(notice)
        }
        return ChangeReport(calendarName: calendarName, diff: CalendarDiff(changes: changes, oldCount: oldCount, newCount: newCount),
                            notices: notices, courses: reports.count > 1 ? courses : [:])
    }
}
