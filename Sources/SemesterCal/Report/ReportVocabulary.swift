import ICalendar

/// Every fixed word the reports use, in German or English, and the sentence
/// describing one change. Shared by the text, Markdown and mail renderers.
struct ReportVocabulary: Sendable {
    let isGerman: Bool

    /// German for any code starting with "de" ("de", "de-DE"), English otherwise.
    init(language: String) { isGerman = language.lowercased().hasPrefix("de") }

    // MARK: Fixed words

    var noChanges: String { isGerman ? "Keine Änderungen." : "No changes." }
    var noUpcomingChanges: String { isGerman ? "Keine kommenden Änderungen." : "No upcoming changes." }
    var notices: String { isGerman ? "Hinweise" : "Notices" }
    var allDay: String { isGerman ? "ganztägig" : "all day" }
    var untitled: String { isGerman ? "(ohne Titel)" : "(untitled)" }
    var noRoom: String { isGerman ? "(kein Raum)" : "(no room)" }
    var timetable: String { isGerman ? "Stundenplan" : "Timetable" }
    var timeHeader: String { isGerman ? "Zeit" : "Time" }
    var eventHeader: String { isGerman ? "Veranstaltung" : "Event" }
    var changeHeader: String { isGerman ? "Änderung" : "Change" }

    /// "2 Hinweise" / "1 notice".
    func noticeCount(_ n: Int) -> String {
        isGerman ? (n == 1 ? "1 Hinweis" : "\(n) Hinweise") : (n == 1 ? "1 notice" : "\(n) notices")
    }

    /// "3 Änderungen" / "1 change".
    func changes(_ n: Int) -> String {
        isGerman ? (n == 1 ? "1 Änderung" : "\(n) Änderungen") : (n == 1 ? "1 change" : "\(n) changes")
    }

    /// "Neuer Kalender: 23 Termine (312 Einzeltermine) geschrieben."
    func initialCalendar(events: Int, occurrences: Int) -> String {
        if isGerman {
            return "Neuer Kalender: \(events) \(events == 1 ? "Termin" : "Termine") "
                + "(\(occurrences) \(occurrences == 1 ? "Einzeltermin" : "Einzeltermine")) geschrieben."
        }
        return "New calendar: \(events) \(events == 1 ? "event" : "events") "
            + "(\(occurrences) \(occurrences == 1 ? "occurrence" : "occurrences")) written."
    }

    /// "3 vergangene Änderungen ausgeblendet (--all zeigt sie)".
    func hiddenPast(_ n: Int) -> String {
        if isGerman {
            return n == 1 ? "1 vergangene Änderung ausgeblendet (--all zeigt sie)"
                : "\(n) vergangene Änderungen ausgeblendet (--all zeigt sie)"
        }
        return n == 1 ? "1 past change hidden (--all shows it)" : "\(n) past changes hidden (--all shows them)"
    }

    /// Mail subject: "Stundenplan: 3 Änderungen ab Mo 12.10.2020", "Stundenplan: keine Änderungen",
    /// "Stundenplan: neuer Kalender (23 Termine)".
    func subject(visible: Int, hidden: Int, earliest: CalendarDate?, initialEvents: Int?) -> String {
        if let events = initialEvents {
            return isGerman ? "Stundenplan: neuer Kalender (\(events) \(events == 1 ? "Termin" : "Termine"))"
                : "Timetable: new calendar (\(events) \(events == 1 ? "event" : "events"))"
        }
        guard visible > 0, let earliest else {
            if hidden > 0 { return isGerman ? "Stundenplan: keine kommenden Änderungen" : "Timetable: no upcoming changes" }
            return isGerman ? "Stundenplan: keine Änderungen" : "Timetable: no changes"
        }
        let day = ReportDates.day(earliest, german: isGerman)
        return isGerman ? "Stundenplan: \(changes(visible)) ab \(day)" : "Timetable: \(changes(visible)) from \(day)"
    }

    /// What a kind is called in a count ("2× verschoben").
    func kindLabel(_ kind: OccurrenceChange.Kind) -> String {
        switch kind {
        case .added: return isGerman ? "neu" : "new"
        case .removed: return isGerman ? "aus dem Plan entfernt" : "removed"
        case .cancelled: return isGerman ? "fällt aus" : "cancelled"
        case .reinstated: return isGerman ? "findet wieder statt" : "reinstated"
        case .moved: return isGerman ? "verschoben" : "moved"
        case .roomChanged: return isGerman ? "Raum geändert" : "room changed"
        case .otherChanged: return isGerman ? "Details geändert" : "details changed"
        }
    }

    /// "2× verschoben, 1× fällt aus": the non-zero kinds in declaration order.
    func kindCounts(_ changes: [OccurrenceChange]) -> String {
        OccurrenceChange.Kind.allCases.compactMap { kind in
            let n = changes.count { $0.kind == kind }
            return n == 0 ? nil : "\(n)× \(kindLabel(kind))"
        }.joined(separator: ", ")
    }

    /// A property name from `OccurrenceChange.fields`.
    func fieldName(_ field: String) -> String {
        switch field {
        case "date": return isGerman ? "Datum" : "date"
        case "time": return isGerman ? "Uhrzeit" : "time"
        case "location": return isGerman ? "Raum" : "room"
        case "summary": return isGerman ? "Titel" : "title"
        case "description": return isGerman ? "Beschreibung" : "description"
        default: return field
        }
    }

    // MARK: One change

    /// What happened, in words, for a change listed under `day`:
    /// "verschoben auf Di 13.10. 10:00–11:30", "fällt aus", "Raum FA007 → FB105", "neu", ...
    func describe(_ change: OccurrenceChange, on day: CalendarDate) -> String {
        switch change.kind {
        case .added: return isGerman ? "neu" : "new"
        case .removed: return isGerman ? "entfällt aus dem Plan" : "removed from the timetable"
        case .cancelled: return isGerman ? "fällt aus" : "cancelled"
        case .reinstated: return isGerman ? "findet wieder statt" : "takes place again"
        case .roomChanged: return roomChange(change) ?? changed(change.fields, change)
        case .otherChanged: return changed(change.fields, change)
        case .moved:
            guard let old = change.old, let new = change.new else { return kindLabel(.moved) }
            var parts: [String] = []
            if old.start.date == day {
                parts.append((isGerman ? "verschoben auf " : "moved to ") + when(new, leaving: day))
            } else {
                parts.append((isGerman ? "verschoben von " : "moved from ") + when(old, leaving: day))
            }
            if change.fields.contains("location"), let room = roomChange(change) { parts.append(room) }
            // A move's description usually changes with it (the change note): only a new title is news.
            let others = change.fields.filter { $0 == "summary" }
            if !others.isEmpty { parts.append(changed(others, change)) }
            return parts.joined(separator: ", ")
        }
    }

    /// The title to show for a change, on one line.
    func title(_ change: OccurrenceChange) -> String {
        change.summary.isEmpty ? untitled : ReportText.oneLine(change.summary)
    }

    /// A notice on one line, its day in front when it has one.
    func notice(_ notice: ReportNotice) -> String {
        let message = ReportText.oneLine(notice.message)
        return notice.date.map { "\(ReportDates.day($0, german: isGerman)): \(message)" } ?? message
    }

    /// The time column of a change listed under `day`: the times of the occurrence on that day.
    func timeColumn(_ change: OccurrenceChange, on day: CalendarDate) -> String {
        ReportDates.timeRange(ReportSelection.shownOccurrence(change, on: day), allDay: allDay)
    }

    /// "Di 13.10. 10:00–11:30", or only the times when the occurrence is on `day`.
    private func when(_ occurrence: OccurrenceSnapshot, leaving day: CalendarDate) -> String {
        let times = ReportDates.timeRange(occurrence, allDay: allDay)
        if occurrence.start.date == day { return times }
        let date = ReportDates.shortDay(occurrence.start.date, relativeTo: day, german: isGerman)
        return occurrence.isAllDay ? date : "\(date) \(times)"
    }

    /// "Raum FA007 → FB105", leaving out a common tail such as ", Campus Hof, …".
    private func roomChange(_ change: OccurrenceChange) -> String? {
        guard let old = change.old?.location, let new = change.new?.location, old != new else { return nil }
        var a = old.split(separator: ", ", omittingEmptySubsequences: false)
        var b = new.split(separator: ", ", omittingEmptySubsequences: false)
        while a.count > 1, b.count > 1, a.last == b.last {
            a.removeLast()
            b.removeLast()
        }
        func show(_ parts: [Substring]) -> String {
            let text = parts.joined(separator: ", ")
            return text.isEmpty ? noRoom : text
        }
        return (isGerman ? "Raum " : "room ") + "\(show(a)) → \(show(b))"
    }

    /// "geändert: Titel (vorher „Alt“), Beschreibung".
    private func changed(_ fields: [String], _ change: OccurrenceChange) -> String {
        let names = fields.map { field -> String in
            let name = fieldName(field)
            guard field == "summary", let old = change.old?.summary, old != change.new?.summary else { return name }
            return isGerman ? "\(name) (vorher „\(old)“)" : "\(name) (was “\(old)”)"
        }
        let list = names.isEmpty ? (isGerman ? "Details" : "details") : names.joined(separator: ", ")
        return (isGerman ? "geändert: " : "changed: ") + list
    }
}
