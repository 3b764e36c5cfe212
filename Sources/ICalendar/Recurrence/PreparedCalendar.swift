/// A calendar with its time zones resolved and the rules and time values of its events read
/// once, for a caller that looks at them before expanding: a comparison finds its window from
/// every value the calendars name, then expands them (`CalendarExpansion(prepared:window:)`).
/// Reading the values is most of what finding the window costs; done here, the expansion finds
/// them already read instead of reading them a second time.
public struct PreparedCalendar: Sendable {
    public let calendar: ICalComponent
    public let resolver: TimeZoneResolver
    var memo = ExpansionMemo()

    public init(_ calendar: ICalComponent) {
        self.calendar = calendar
        resolver = TimeZoneResolver(calendar: calendar)
    }

    /// The instants (seconds on the time line; floating and all-day values as if UTC) that a
    /// date or time property names; nil when its value cannot be read.
    public mutating func timelineSeconds(of property: ICalProperty) -> [Int]? {
        guard let times = try? memo.timeValues(of: property) else { return nil }
        return times.map { resolver.resolve($0).timelineSeconds }
    }

    /// What an RRULE's value says of how far it runs: UNTIL, COUNT, INTERVAL and FREQ; nil when
    /// it cannot be read. A rule the expander reads is read once for both; one it refuses
    /// (SECONDLY, BYWEEKNO, …) still names its UNTIL.
    public mutating func reach(ofRule text: String)
        -> (until: RecurrenceRule.Until?, count: Int?, interval: Int, frequency: RecurrenceRule.Frequency)? {
        if let spec = try? memo.spec(parsing: text) {
            return (spec.until, spec.count, spec.interval, spec.frequency)
        }
        return (try? RecurrenceRule(parsing: text)).map { ($0.until, $0.count, $0.interval, $0.frequency) }
    }
}
