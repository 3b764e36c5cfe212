import ICalendar

/// The sentences of a change report, made from the words of one language's `Messages`:
/// shared by the text, Markdown and mail renderers.
struct ReportVocabulary: Sendable {
    let words: Messages

    /// German for any code starting with "de" ("de", "de-DE"), English otherwise.
    init(language: String) { words = Messages.for(code: language) }

    // MARK: Fixed words

    var noChanges: String { words.noChanges }
    var noUpcomingChanges: String { words.noUpcomingChanges }
    var notices: String { words.notices }
    var allDay: String { words.allDay }
    var untitled: String { words.untitled }
    var timetable: String { words.timetable }
    var timeHeader: String { words.timeHeader }
    var eventHeader: String { words.eventHeader }
    var changeHeader: String { words.changeHeader }

    func noticeCount(_ n: Int) -> String { words.noticeCount(n) }
    func changes(_ n: Int) -> String { words.changeCount(n) }
    func initialCalendar(events: Int, occurrences: Int) -> String { words.initialCalendar(events, occurrences) }
    func hiddenPast(_ n: Int) -> String { words.hiddenPast(n) }

    /// A day heading: "Mo 12.10.2020" / "Mon 2020-10-12".
    func day(_ date: CalendarDate) -> String { words.dayHeading(date) }

    /// Mail subject: "Stundenplan: 3 Änderungen ab Mo 12.10.2020", "Stundenplan: keine Änderungen",
    /// "Stundenplan: neuer Kalender (23 Termine)".
    func subject(visible: Int, hidden: Int, earliest: CalendarDate?, initialEvents: Int?) -> String {
        if let events = initialEvents { return words.subjectNewCalendar(events) }
        guard visible > 0, let earliest else {
            return hidden > 0 ? words.subjectNoUpcomingChanges : words.subjectNoChanges
        }
        return words.subjectChanges(changes(visible), day(earliest))
    }

    /// What a kind is called in a count ("2× verschoben").
    func kindLabel(_ kind: OccurrenceChange.Kind) -> String { words.kindLabel(kind) }

    /// "2× verschoben, 1× fällt aus": the non-zero kinds in declaration order.
    func kindCounts(_ changes: [OccurrenceChange]) -> String {
        OccurrenceChange.Kind.allCases.compactMap { kind in
            let n = changes.count { $0.kind == kind }
            return n == 0 ? nil : "\(n)× \(kindLabel(kind))"
        }.joined(separator: ", ")
    }

    /// A property name from `OccurrenceChange.fields`.
    func fieldName(_ field: String) -> String { words.fieldName(field) ?? field }

    // MARK: One change

    /// What happened, in words, for a change listed under `day`:
    /// "verschoben auf Di 13.10. 10:00–11:30", "fällt aus", "Raum FA007 → FB105", "neu", ...
    func describe(_ change: OccurrenceChange, on day: CalendarDate) -> String {
        switch change.kind {
        case .added: return words.changeAdded
        case .removed: return words.changeRemoved
        case .cancelled: return words.changeCancelled
        case .reinstated: return words.changeReinstated
        case .roomChanged: return roomChange(change) ?? changed(change.fields, change)
        case .otherChanged: return changed(change.fields, change)
        case .moved:
            guard let old = change.old, let new = change.new else { return kindLabel(.moved) }
            var parts: [String] = []
            if old.start.date == day {
                parts.append(words.movedTo(when(new, leaving: day)))
            } else {
                parts.append(words.movedFrom(when(old, leaving: day)))
            }
            if change.fields.contains("location"), let room = roomChange(change) { parts.append(room) }
            // A move's description usually changes with it (the change note): only a new title is news.
            let others = change.fields.filter { $0 == "summary" }
            if !others.isEmpty { parts.append(changed(others, change)) }
            return parts.joined(separator: ", ")
        }
    }

    /// The title to show for a change, on one line; in a report of several calendars, with the
    /// courses it belongs to ("Mathematik 1 (Informatik, 1. Semester)").
    func title(_ change: OccurrenceChange, courses: [String] = []) -> String {
        let title = change.summary.isEmpty ? untitled : ReportText.oneLine(change.summary)
        return courses.isEmpty ? title : "\(title) \(words.inCourses(courses.map(ReportText.oneLine)))"
    }

    /// A notice on one line, its day in front when it has one.
    func notice(_ notice: ReportNotice) -> String {
        let message = ReportText.oneLine(notice.message)
        return notice.date.map { "\(day($0)): \(message)" } ?? message
    }

    /// The time column of a change listed under `day`: the times of the occurrence on that day.
    func timeColumn(_ change: OccurrenceChange, on day: CalendarDate) -> String {
        ReportDates.timeRange(ReportSelection.shownOccurrence(change, on: day), allDay: allDay)
    }

    /// "Di 13.10. 10:00–11:30", or only the times when the occurrence is on `day`.
    private func when(_ occurrence: OccurrenceSnapshot, leaving day: CalendarDate) -> String {
        let times = ReportDates.timeRange(occurrence, allDay: allDay)
        if occurrence.start.date == day { return times }
        let date = words.dayInLine(occurrence.start.date, day)
        return occurrence.isAllDay ? date : "\(date) \(times)"
    }

    /// "Raum FA007 → FB105", leaving out a common tail such as ", Campus Hof, …".
    private func roomChange(_ change: OccurrenceChange) -> String? {
        guard let old = change.old?.location, let new = change.new?.location, old != new else { return nil }
        var a = Self.parts(of: old)
        var b = Self.parts(of: new)
        while a.count > 1, b.count > 1, a.last == b.last {
            a.removeLast()
            b.removeLast()
        }
        func show(_ parts: [Substring]) -> String {
            let text = parts.joined(separator: ", ")
            return text.isEmpty ? words.noRoom : text
        }
        return words.roomChange(show(a), show(b))
    }

    /// `location` cut at every ", ", empty parts kept. (`split(separator: ", ")` would do, but
    /// its first call instantiates _StringProcessing's generic searchers: 1.3 M instructions,
    /// a twentieth of a `diff` of two small calendars.)
    static func parts(of location: String) -> [Substring] {
        var parts: [Substring] = []
        var start = location.startIndex
        var i = start
        while i < location.endIndex {
            let next = location.index(after: i)
            if location[i] == ",", next < location.endIndex, location[next] == " " {
                parts.append(location[start..<i])
                i = location.index(after: next)
                start = i
            } else {
                i = next
            }
        }
        parts.append(location[start...])
        return parts
    }

    /// "geändert: Titel (vorher „Alt“), Beschreibung".
    private func changed(_ fields: [String], _ change: OccurrenceChange) -> String {
        let names = fields.map { field -> String in
            let name = fieldName(field)
            guard field == "summary", let old = change.old?.summary, old != change.new?.summary else { return name }
            return words.titleWas(name, old)
        }
        return words.changedFields(names.isEmpty ? words.details : names.joined(separator: ", "))
    }
}
