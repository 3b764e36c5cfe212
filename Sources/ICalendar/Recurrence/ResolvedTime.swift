/// A DATE or DATE-TIME value placed on the time line, as far as that is possible.
///
/// - Zoned and UTC values have an `instant` (seconds since 1970-01-01T00:00:00Z)
///   and `local`, the wall-clock time in their zone (`tzid`, "UTC" for UTC values).
/// - Floating values (and zoned values whose TZID nobody can resolve) and DATE
///   values have no instant: they happen at `local` in whatever zone the viewer is in.
/// - DATE values have `isAllDay` set and `local` at 00:00 of the day.
public struct ResolvedTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z; nil for floating and DATE values.
    public let instant: Int?
    /// The wall-clock time in `tzid` (for floating and DATE values: as written).
    public let local: LocalDateTime
    /// True for a DATE value (an all-day event's start or end).
    public let isAllDay: Bool
    /// The zone `local` is expressed in: the TZID, `UTC` for UTC values, nil when
    /// there is no instant (floating and DATE values).
    public let tzid: String?

    /// Creates a resolved time; callers normally get one from `TimeZoneResolver`.
    public init(instant: Int?, local: LocalDateTime, isAllDay: Bool = false, tzid: String? = nil) {
        self.instant = instant
        self.local = local
        self.isAllDay = isAllDay
        self.tzid = tzid
    }

    /// An all-day date.
    public static func allDay(_ date: CalendarDate) -> ResolvedTime {
        ResolvedTime(instant: nil, local: LocalDateTime(date: date, time: ICalTime.midnight), isAllDay: true)
    }

    /// A floating wall time.
    public static func floating(_ local: LocalDateTime) -> ResolvedTime {
        ResolvedTime(instant: nil, local: local)
    }

    /// A UTC time (`local` is the UTC wall time).
    public static func utc(_ utc: LocalDateTime) -> ResolvedTime {
        ResolvedTime(instant: utc.secondsSinceEpoch, local: utc, tzid: "UTC")
    }

    /// True when there is no instant (floating or DATE).
    public var isFloating: Bool { instant == nil }

    /// The position used for ordering and for window tests: the instant, or for
    /// floating and DATE values the wall time read as if it were UTC.
    public var timelineSeconds: Int { instant ?? local.secondsSinceEpoch }

    /// Ordered by `timelineSeconds`, then (for a total order) by wall time,
    /// all-day before timed, and zone name.
    public static func < (lhs: ResolvedTime, rhs: ResolvedTime) -> Bool {
        if lhs.timelineSeconds != rhs.timelineSeconds { return lhs.timelineSeconds < rhs.timelineSeconds }
        if lhs.local != rhs.local { return lhs.local < rhs.local }
        if lhs.isAllDay != rhs.isAllDay { return lhs.isAllDay }
        if lhs.instant != rhs.instant { return lhs.instant == nil }
        return (lhs.tzid ?? "") < (rhs.tzid ?? "")
    }

    /// `2020-10-05` (all-day), `2020-10-05 08:00` (floating),
    /// `2020-10-05 08:00 Europe/Berlin`, `2020-10-05 06:00 UTC`.
    public var description: String {
        if isAllDay { return local.date.iso }
        guard let tzid else { return local.description }
        return "\(local) \(tzid)"
    }
}

extension ResolvedTime {
    /// Identity of an instance for matching EXDATE, RDATE and RECURRENCE-ID:
    /// the instant when there is one, else the wall time (the day for all-day values).
    enum MatchKey: Hashable, Sendable {
        case instant(Int)
        case wall(LocalDateTime)
        case day(CalendarDate)
    }

    var matchKey: MatchKey {
        if let instant { return .instant(instant) }
        return isAllDay ? .day(local.date) : .wall(local)
    }
}
