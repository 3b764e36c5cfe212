/// One value of an RDATE: when the instance starts and, for a PERIOD
/// (RFC 5545 3.3.9, `VALUE=PERIOD`), when it ends.
public struct ICalPeriod: Hashable, Sendable {
    /// How a PERIOD gives its end.
    public enum End: Hashable, Sendable {
        /// `start/end`: a DATE-TIME.
        case time(ICalTime)
        /// `start/duration`: a positive DURATION.
        case duration(ICalDuration)
    }

    /// The start: a DATE or DATE-TIME (a PERIOD's start is always a DATE-TIME).
    public var start: ICalTime
    /// The PERIOD's own end; nil for a DATE or DATE-TIME value, which lasts as long as its event.
    public var end: End?

    /// Creates a value.
    public init(start: ICalTime, end: End? = nil) {
        self.start = start
        self.end = end
    }
}
