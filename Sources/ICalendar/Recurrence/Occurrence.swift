/// One instance of an event, as a calendar client would show it.
public struct Occurrence: Hashable, Sendable, CustomStringConvertible {
    /// The event's UID (empty when the VEVENT has none).
    public let uid: String
    /// Which instance of the series this is: the original start. For an override
    /// its RECURRENCE-ID (expressed in the master's zone when there is a master),
    /// otherwise the same as `start`. Together with `uid` it identifies the instance.
    public let recurrenceID: ResolvedTime
    /// When it starts.
    public let start: ResolvedTime
    /// When it ends (exclusive; for all-day events the day after the last day).
    public let end: ResolvedTime
    /// True when the effective VEVENT has `STATUS:CANCELLED`. Cancelled instances
    /// are kept, flagged, so a comparison can see them.
    public let isCancelled: Bool
    /// True when `component` is an override (it has a RECURRENCE-ID).
    public let isOverride: Bool
    /// The effective VEVENT: the override for this instance, or the master.
    public let component: ICalComponent

    /// Creates an occurrence.
    public init(uid: String, recurrenceID: ResolvedTime, start: ResolvedTime, end: ResolvedTime,
                isCancelled: Bool, isOverride: Bool, component: ICalComponent) {
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.start = start
        self.end = end
        self.isCancelled = isCancelled
        self.isOverride = isOverride
        self.component = component
    }

    /// `uid start – end`, with `(cancelled)` / `(override)` marks.
    public var description: String {
        var text = "\(uid) \(start) – \(end)"
        if isOverride { text += " (override of \(recurrenceID))" }
        if isCancelled { text += " (cancelled)" }
        return text
    }

    /// The order of `CalendarExpansion.occurrences`: start (its place on the time
    /// line), then UID, then the remaining fields so the order is total.
    static func precedes(_ lhs: Occurrence, _ rhs: Occurrence) -> Bool {
        if lhs.start.timelineSeconds != rhs.start.timelineSeconds {
            return lhs.start.timelineSeconds < rhs.start.timelineSeconds
        }
        if lhs.uid != rhs.uid { return lhs.uid < rhs.uid }
        if lhs.start != rhs.start { return lhs.start < rhs.start }
        if lhs.recurrenceID != rhs.recurrenceID { return lhs.recurrenceID < rhs.recurrenceID }
        return lhs.end < rhs.end
    }

    /// `occurrences.sorted(by: precedes)`, sorting positions rather than the (large) values
    /// and comparing the start's place on the time line and the UID, taken out once, before
    /// the rest. The comparisons' outcomes are those of `precedes`, so the order is the same.
    static func sortedInOrder(_ occurrences: [Occurrence]) -> [Occurrence] {
        let starts = occurrences.map(\.start.timelineSeconds)
        let uids = occurrences.map(\.uid)
        let order = occurrences.indices.sorted { a, b in
            if starts[a] != starts[b] { return starts[a] < starts[b] }
            if uids[a] != uids[b] { return uids[a] < uids[b] }
            return precedes(occurrences[a], occurrences[b])
        }
        return order.map { occurrences[$0] }
    }

    /// Whether the half-open span [start, end) meets the window; an instance of
    /// zero length counts when its start lies in the window.
    func overlaps(_ window: Range<Int>) -> Bool {
        let from = start.timelineSeconds
        let to = end.timelineSeconds
        if to <= from { return window.contains(from) }
        return from < window.upperBound && to > window.lowerBound
    }
}
