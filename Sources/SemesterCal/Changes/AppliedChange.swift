import ICalendar

/// A change from the feed matched to one planned occurrence.
public struct AppliedChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case cancelled, moved, roomChanged, otherChanged
    }

    public let change: ScheduleChange
    /// The UID of the lecture it applies to.
    public let uid: String
    public let kind: Kind
    /// The occurrence as planned.
    public let originalStart: LocalDateTime
    /// Where and when it takes place instead (the original's for a cancellation).
    public let start: LocalDateTime
    public let end: LocalDateTime
    public let room: String

    public init(change: ScheduleChange, uid: String, kind: Kind, originalStart: LocalDateTime, start: LocalDateTime,
                end: LocalDateTime, room: String) {
        self.change = change
        self.uid = uid
        self.kind = kind
        self.originalStart = originalStart
        self.start = start
        self.end = end
        self.room = room
    }
}

/// A change that was not applied (it matched no planned occurrence, or a later change for the
/// same occurrence replaced it): reported, never dropped silently.
public struct UnmatchedChange: Hashable, Sendable, CustomStringConvertible {
    /// Why a change was not applied.
    public enum Reason: Hashable, Sendable {
        /// The change's `splusname` is empty.
        case noSlotName
        /// No timetable row has the slot.
        case unknownSlot(String)
        /// The slot's lecture has no occurrence at the original date and time; `planned` lists a
        /// few that it has ("2020-11-09 08:00").
        case noOccurrence(label: String, planned: [String])
        /// A later entry of the feed (with this id, if any) changes the same occurrence.
        case superseded(byChange: String)
        /// The stated weekday of one side ("original"/"alternative") contradicts its date.
        case weekdayContradiction(side: String, statedWeekday: Int, date: CalendarDate)
    }

    public let change: ScheduleChange
    public let reason: Reason

    public init(change: ScheduleChange, reason: Reason) {
        self.change = change
        self.reason = reason
    }

    /// The English sentence for messages on standard error.
    public var description: String { sentence(german: false) }

    /// The whole notice, in German or English (reports use the profile's language).
    public func sentence(german: Bool) -> String {
        let c = change
        let id = c.id.isEmpty ? "" : "\(c.id) "
        if german {
            let what = c.alternative.map { "verschoben auf \($0.date.iso) \($0.time)\($0.room.isEmpty ? "" : " in \($0.room)")" } ?? "fällt aus"
            return "\(c.source): Änderung \(id)für „\(c.label)“ am \(c.original.date.iso) \(c.original.time) (\(what)) wurde nicht übernommen: \(reasonText(german: true))"
        }
        let what = c.alternative.map { "moved to \($0.date.iso) \($0.time)\($0.room.isEmpty ? "" : " in \($0.room)")" } ?? "cancelled"
        return "\(c.source): change \(id)for “\(c.label)” on \(c.original.date.iso) \(c.original.time) (\(what)) was not applied: \(reasonText(german: false))"
    }

    /// Why, in German or English.
    public func reasonText(german: Bool) -> String {
        switch reason {
        case .noSlotName:
            return german ? "sie nennt keinen Termin-Slot (\"splusname\" ist leer)" : "it names no slot (\"splusname\" is empty)"
        case .unknownSlot(let slot):
            return german ? "keine Zeile des Stundenplans hat den Slot „\(slot)“" : "no timetable row has the slot “\(slot)”"
        case .noOccurrence(let label, let planned):
            let original = "\(change.original.date.iso) \(change.original.time)"
            let list = planned.prefix(4).joined(separator: ", ") + (planned.count > 4 ? ", …" : "")
            if german {
                return "„\(label)“ findet am \(original) nicht statt" + (planned.isEmpty ? "" : " (geplant: \(list))")
            }
            return "“\(label)” has no occurrence on \(change.original.date.iso) at \(change.original.time)" + (planned.isEmpty ? "" : " (planned: \(list))")
        case .superseded(let later):
            let id = later.isEmpty ? "" : " (\(later))"
            return german ? "eine spätere Änderung\(id) desselben Termins ersetzt sie"
                : "a later change in the feed\(id) for the same occurrence replaces it"
        case .weekdayContradiction(let side, let weekday, let date):
            let stated = Weekdays.german[weekday - 1], actual = Weekdays.german[date.isoWeekday - 1]
            if german {
                let part = side == "original" ? "ursprünglicher" : "neuer"
                return "ihr \(part) Wochentag „\(stated)“ passt nicht zum Datum \(date.iso) (ein \(actual)), also ist unklar, wann die Veranstaltung stattfindet"
            }
            return "its \(side) day “\(stated)” contradicts the date \(date.iso) (a \(actual)), so it is unclear when the lecture takes place"
        }
    }
}
