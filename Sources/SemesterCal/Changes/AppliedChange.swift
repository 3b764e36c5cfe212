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
    public let change: ScheduleChange
    public let reason: String

    public var description: String {
        let c = change
        let what = c.alternative.map { "moved to \($0.date.iso) \($0.time)\($0.room.isEmpty ? "" : " in \($0.room)")" } ?? "cancelled"
        return "\(c.source): change \(c.id.isEmpty ? "" : "\(c.id) ")for “\(c.label)” on \(c.original.date.iso) \(c.original.time) (\(what)) was not applied: \(reason)"
    }
}
