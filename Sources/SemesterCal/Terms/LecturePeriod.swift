import ICalendar

/// The days of a term on which lectures take place: `firstDay` through `lastDay`, both included.
public struct LecturePeriod: Hashable, Sendable, CustomStringConvertible {
    /// The first lecture day.
    public let firstDay: CalendarDate
    /// The last lecture day (inclusive).
    public let lastDay: CalendarDate

    /// Creates a period. A `lastDay` before `firstDay` gives an empty period.
    public init(firstDay: CalendarDate, lastDay: CalendarDate) {
        self.firstDay = firstDay
        self.lastDay = lastDay
    }

    /// Whether `date` lies within the period, both ends included.
    public func contains(_ date: CalendarDate) -> Bool {
        firstDay <= date && date <= lastDay
    }

    /// True when the period holds no day (its last day is before its first).
    public var isEmpty: Bool { lastDay < firstDay }

    /// `2020-10-01..2021-01-22`.
    public var description: String { "\(firstDay.iso)..\(lastDay.iso)" }
}
