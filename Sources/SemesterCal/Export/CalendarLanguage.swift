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
    /// (Called once per event: the prefixes are matched on bytes, without lowercasing.)
    func groupLine(_ raw: String) -> String? {
        guard !raw.isEmpty else { return nil }
        var name = Self.trimmed(raw[...])
        if name.first == "(", name.last == ")" { name = Self.trimmed(name.dropFirst().dropLast()) }
        guard !name.isEmpty else { return nil }
        for word in Self.groupWords where Self.hasASCIIPrefix(name.utf8, caseInsensitive: word) {
            // `word` is ASCII and matched byte for byte, so its end is a character boundary.
            let rest = Self.trimmed(name[name.utf8.index(name.startIndex, offsetBy: word.count)...])
            if !rest.isEmpty { return "\(group) \(rest)" }
        }
        return "\(group): \(name)"
    }

    /// Lowercase ASCII prefixes that name a group in the group field.
    private static let groupWords: [[UInt8]] = ["gruppe ", "group ", "gr. "].map { Array($0.utf8) }

    private static func hasASCIIPrefix(_ text: Substring.UTF8View, caseInsensitive prefix: [UInt8]) -> Bool {
        var byte = text.makeIterator()
        for expected in prefix {
            guard let next = byte.next() else { return false }
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) ? next + 32 : next
            guard lowered == expected else { return false }
        }
        return true
    }

    /// Without the surrounding white space (ASCII tested by byte; other scalars by their property).
    private static func trimmed(_ text: Substring) -> Substring {
        var scalars = text.unicodeScalars
        while let first = scalars.first, isWhitespace(first) { scalars.removeFirst() }
        while let last = scalars.last, isWhitespace(last) { scalars.removeLast() }
        return Substring(scalars)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
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
