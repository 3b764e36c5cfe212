import ICalendar

/// Two calendars compared occurrence by occurrence: both expanded over one
/// window (`ComparisonWindow`), read with one display zone, then diffed.
/// What `diff` prints and what `update` reports.
public struct CalendarComparison: Sendable {
    public let diff: CalendarDiff
    /// Expansion problems, each prefixed with "old calendar:" or "new calendar:".
    public let warnings: [String]
    /// The problems among `warnings` that make the diff wrong, unprefixed, by calendar: events
    /// or values of events that could not be read, whose occurrences would show as removed or
    /// added. Each names its line (`line 45: event 'x' was skipped: …`).
    public let unreadableInOld: [String]
    public let unreadableInNew: [String]
    /// The occurrences of the new calendar (for the size of a first calendar).
    public let newOccurrenceCount: Int

    public init(old: ICalComponent, new: ICalComponent, displayZone: String) {
        let (window, prepared) = ComparisonWindow.preparing([old, new])
        let reader = OccurrenceReader(displayZone: displayZone)
        // Large calendars are expanded at the same time, each on its own core.
        let read = Parallel.map(2, onThreadsIf: ComparisonWindow.isLarge([old, new])) {
            reader.occurrences(of: prepared[$0], window: window)
        }
        let (before, after) = (read[0], read[1])
        diff = CalendarDiffer.diff(old: before.occurrences, new: after.occurrences)
        warnings = before.warnings.map { "old calendar: \($0)" } + after.warnings.map { "new calendar: \($0)" }
        unreadableInOld = before.unreadable
        unreadableInNew = after.unreadable
        newOccurrenceCount = after.occurrences.count
    }

    /// The zone to show times in when the user names none: the calendar's
    /// X-WR-TIMEZONE, else its first VTIMEZONE's TZID, else `fallback`.
    public static func displayZone(of calendars: [ICalComponent], fallback: String) -> String {
        for calendar in calendars {
            if let zone = calendar.first("X-WR-TIMEZONE")?.textValue, !zone.isEmpty, ZoneOffsetCalculator.knowsZone(zone) {
                return zone
            }
        }
        for calendar in calendars {
            for timeZone in calendar.components(named: "VTIMEZONE") {
                if let zone = timeZone.first("TZID")?.textValue, ZoneOffsetCalculator.knowsZone(zone) {
                    return zone
                }
            }
        }
        return fallback
    }
}
