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

    /// The operator's sentence (English, standard error): where the change came from, its id and
    /// slot, and why it was not applied.
    public var description: String {
        let c = change
        let id = c.id.isEmpty ? "" : "\(c.id) "
        let what = c.alternative.map { "moved to \($0.date.iso) \($0.time)\($0.room.isEmpty ? "" : " in \($0.room)")" } ?? "cancelled"
        return "\(c.source): change \(id)for “\(c.label)” on \(c.original.date.iso) \(c.original.time) (\(what)) was not applied: \(technicalReason)"
    }

    /// What a student reads in a report: the lecture, the session and what was to change, in the
    /// report's language, without file names, ids or slot keys (those are in `description`).
    public func sentence(_ words: Messages) -> String {
        let c = change
        let what = c.alternative.map { words.changeWouldMove("\(words.dayHeading($0.date)) \($0.time)", $0.room) } ?? words.changeWouldCancel
        return words.changeNotApplied(c.label, "\(words.dayHeading(c.original.date)) \(c.original.time)", what, words.unmatchedReason(self))
    }

    /// Why, for the operator.
    var technicalReason: String {
        switch reason {
        case .noSlotName:
            return "it names no slot (\"splusname\" is empty)"
        case .unknownSlot(let slot):
            return "no timetable row has the slot “\(slot)”"
        case .noOccurrence(let label, let planned):
            return "“\(label)” has no occurrence on \(change.original.date.iso) at \(change.original.time)"
                + (planned.isEmpty ? "" : " (planned: \(Messages.plannedList(planned)))")
        case .superseded(let later):
            let id = later.isEmpty ? "" : " (\(later))"
            return "a later change in the feed\(id) for the same occurrence replaces it"
        case .weekdayContradiction(let side, let weekday, let date):
            let stated = Weekdays.german[weekday - 1], actual = Weekdays.german[date.isoWeekday - 1]
            return "its \(side) day “\(stated)” contradicts the date \(date.iso) (a \(actual)), so it is unclear when the lecture takes place"
        }
    }
}
