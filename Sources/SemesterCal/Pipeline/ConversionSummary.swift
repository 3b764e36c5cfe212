/// The one-line summary `convert` prints on stderr.
public struct ConversionSummary: Sendable, CustomStringConvertible {
    public let rowsRead: Int
    public let eventsWritten: Int
    public let notUnderstood: Int
    public let rowsSkipped: Int
    public let rowsMerged: Int

    public init(plans: [TimetablePlan], eventsWritten: Int) {
        rowsRead = plans.reduce(0) { $0 + $1.rowsRead }
        self.eventsWritten = eventsWritten
        notUnderstood = plans.reduce(0) { $0 + $1.notUnderstood.count }
        rowsSkipped = plans.reduce(0) { $0 + $1.skippedRows.count }
        rowsMerged = plans.reduce(0) { $0 + $1.merged.count }
    }

    /// The same counts with `eventsWritten` set: `convert` counts the rows before it writes
    /// the events.
    public func withEventsWritten(_ count: Int) -> ConversionSummary {
        ConversionSummary(rowsRead: rowsRead, eventsWritten: count, notUnderstood: notUnderstood,
                          rowsSkipped: rowsSkipped, rowsMerged: rowsMerged)
    }

    private init(rowsRead: Int, eventsWritten: Int, notUnderstood: Int, rowsSkipped: Int, rowsMerged: Int) {
        self.rowsRead = rowsRead
        self.eventsWritten = eventsWritten
        self.notUnderstood = notUnderstood
        self.rowsSkipped = rowsSkipped
        self.rowsMerged = rowsMerged
    }

    public var description: String {
        var text = "\(Counted.of(rowsRead, "row")) read, \(Counted.of(eventsWritten, "event")) written, "
            + "\(Counted.of(notUnderstood, "row")) not understood, \(Counted.of(rowsSkipped, "row")) skipped"
        if rowsMerged > 0 { text += ", \(Counted.of(rowsMerged, "duplicate row")) merged" }
        return text
    }
}
