import ICalendar

/// The words calendars are written with, in the profile's language.
public struct CalendarLanguage: Sendable {
    public let isGerman: Bool

    public init(code: String) { isGerman = code.lowercased().hasPrefix("de") }

    func kindName(_ kind: LectureKind) -> String {
        switch kind {
        case .lecture: return isGerman ? "Vorlesung" : "Lecture"
        case .exercise: return isGerman ? "Übung" : "Exercise"
        case .lab: return isGerman ? "Praktikum" : "Lab"
        case .tutorial: return isGerman ? "Tutorium" : "Tutorial"
        case .block: return isGerman ? "Blockveranstaltung" : "Block course"
        case .labBlock: return isGerman ? "Praktikumsblock" : "Lab block"
        case .preparationCourse: return isGerman ? "Vorbereitungskurs" : "Preparation course"
        case .other: return isGerman ? "Veranstaltung" : "Class"
        }
    }

    var exam: String { isGerman ? "Prüfung" : "Exam" }
    var uncertainDates: String { isGerman ? "Termine unsicher" : "Uncertain dates" }
    var uncertainWarning: String { isGerman ? "⚠ Termine unsicher" : "⚠ Dates uncertain" }
    var lecturer: String { isGerman ? "Dozent" : "Lecturer" }
    var style: String { isGerman ? "Art" : "Style" }
    var group: String { isGerman ? "Gruppe" : "Group" }

    /// The service writes a group as "(Gruppe I)": shown as "Gruppe I" ("Group I"), never
    /// "Gruppe: (Gruppe I)"; any other name as "Gruppe: A". Nil when there is no group.
    /// (Called once per event: plain Substring work, no Foundation character sets.)
    func groupLine(_ raw: String) -> String? {
        guard !raw.isEmpty else { return nil }
        var name = Self.trimmed(raw[...])
        if name.first == "(", name.last == ")" { name = Self.trimmed(name.dropFirst().dropLast()) }
        guard !name.isEmpty else { return nil }
        for word in ["gruppe ", "group ", "gr. "] where name.count > word.count && name.prefix(word.count).lowercased() == word {
            let rest = Self.trimmed(name.dropFirst(word.count))
            if !rest.isEmpty { return "\(group) \(rest)" }
        }
        return "\(group): \(name)"
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
    var comment: String { isGerman ? "Kommentar" : "Comment" }
    var room: String { isGerman ? "Raum" : "Room" }
    var reason: String { isGerman ? "Grund" : "Reason" }
    var note: String { isGerman ? "Hinweis" : "Note" }

    /// The summary prefix of a changed occurrence.
    func marker(_ kind: AppliedChange.Kind) -> String {
        switch kind {
        case .cancelled: return isGerman ? "[Entfällt]" : "[Cancelled]"
        case .moved: return isGerman ? "[Verschoben]" : "[Moved]"
        case .roomChanged: return isGerman ? "[Raumänderung]" : "[Room change]"
        case .otherChanged: return isGerman ? "[Geändert]" : "[Changed]"
        }
    }

    /// Every marker `marker(_:)` writes, in either language.
    static let allMarkers: [String] = [CalendarLanguage(code: "de"), CalendarLanguage(code: "en")].flatMap { language in
        [AppliedChange.Kind.cancelled, .moved, .roomChanged, .otherChanged].map(language.marker)
    }

    /// `summary` without a leading change marker ("[Verschoben] Mathematik" → "Mathematik").
    static func removingMarker(from summary: String) -> String {
        for marker in allMarkers where summary.hasPrefix(marker + " ") {
            return String(summary.dropFirst(marker.count + 1))
        }
        return summary
    }

    /// "Verschoben von Mo 12.10.2020 08:00 auf Di 13.10.2020 10:00, Raum FB105."
    func changeLine(_ change: AppliedChange) -> String {
        func when(_ t: LocalDateTime) -> String { "\(ReportDates.day(t.date, german: isGerman)) \(t.time)" }
        switch change.kind {
        case .cancelled:
            return isGerman ? "Entfällt am \(when(change.originalStart))." : "Cancelled on \(when(change.originalStart))."
        case .moved:
            return isGerman ? "Verschoben von \(when(change.originalStart)) auf \(when(change.start)), Raum \(change.room)."
                : "Moved from \(when(change.originalStart)) to \(when(change.start)), room \(change.room)."
        case .roomChanged:
            return isGerman ? "Raumänderung am \(when(change.originalStart)): \(change.room)." : "Room change on \(when(change.originalStart)): \(change.room)."
        case .otherChanged:
            return isGerman ? "Geändert am \(when(change.originalStart))." : "Changed on \(when(change.originalStart))."
        }
    }
}
