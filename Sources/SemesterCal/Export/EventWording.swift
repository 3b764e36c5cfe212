import ICalendar

/// The parts of an event's text that are built from data rather than looked up: the group
/// line, the note of an applied change, the change markers of titles. The words come from the
/// profile's `Messages`.
enum EventWording {
    /// The service writes a group as "(Gruppe I)": shown as "Gruppe I" ("Group I"), never
    /// "Gruppe: (Gruppe I)"; any other name as "Gruppe: A". Nil when there is no group.
    /// (Called once per event: the prefixes are matched on bytes, without lowercasing.)
    static func groupLine(_ raw: String, _ words: Messages) -> String? {
        guard !raw.isEmpty else { return nil }
        var name = trimmed(raw[...])
        if name.first == "(", name.last == ")" { name = trimmed(name.dropFirst().dropLast()) }
        guard !name.isEmpty else { return nil }
        for word in groupWords where hasASCIIPrefix(name.utf8, caseInsensitive: word) {
            // `word` is ASCII and matched byte for byte, so its end is a character boundary.
            let rest = trimmed(name[name.utf8.index(name.startIndex, offsetBy: word.count)...])
            if !rest.isEmpty { return "\(words.group) \(rest)" }
        }
        return "\(words.group): \(name)"
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

    /// Every marker `Messages.marker` writes, in every language.
    static let allMarkers: [String] = [Messages.german, Messages.english].flatMap { words in
        [AppliedChange.Kind.cancelled, .moved, .roomChanged, .otherChanged].map(words.marker)
    }

    /// `summary` without a leading change marker ("[Verschoben] Mathematik" → "Mathematik").
    static func removingMarker(from summary: String) -> String {
        for marker in allMarkers where summary.hasPrefix(marker + " ") {
            return String(summary.dropFirst(marker.count + 1))
        }
        return summary
    }

    /// "Verschoben von Mo 12.10.2020 08:00 auf Di 13.10.2020 10:00, Raum FB105."
    static func changeLine(_ change: AppliedChange, _ words: Messages) -> String {
        func when(_ t: LocalDateTime) -> String { "\(words.dayHeading(t.date)) \(t.time)" }
        switch change.kind {
        case .cancelled: return words.cancelledOn(when(change.originalStart))
        case .moved: return words.movedFromTo(when(change.originalStart), when(change.start), change.room)
        case .roomChanged: return words.roomChangeOn(when(change.originalStart), change.room)
        case .otherChanged: return words.changedOn(when(change.originalStart))
        }
    }
}
