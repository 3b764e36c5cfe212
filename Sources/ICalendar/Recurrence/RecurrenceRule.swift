/// An RRULE value (RFC 5545 3.3.10), limited to the parts semestercal writes:
/// FREQ, INTERVAL, UNTIL, COUNT and BYDAY. Any other part read by
/// `init(parsing:)` is kept verbatim in `extra` so it is not silently lost.
///
/// This type only describes a rule; it does not expand occurrences.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// The FREQ part.
    public enum Frequency: String, CaseIterable, Hashable, Sendable {
        /// `SECONDLY`
        case secondly = "SECONDLY"
        /// `MINUTELY`
        case minutely = "MINUTELY"
        /// `HOURLY`
        case hourly = "HOURLY"
        /// `DAILY`
        case daily = "DAILY"
        /// `WEEKLY`
        case weekly = "WEEKLY"
        /// `MONTHLY`
        case monthly = "MONTHLY"
        /// `YEARLY`
        case yearly = "YEARLY"
    }

    /// The UNTIL part. RFC 5545 ties its form to DTSTART's: a DATE for all-day
    /// events, UTC for zoned events, floating for floating events.
    public enum Until: Hashable, Sendable {
        /// `UNTIL=20210118` (DTSTART is a DATE).
        case date(CalendarDate)
        /// `UNTIL=20210118T070000Z`; the value is already in UTC (DTSTART has a TZID).
        case utc(LocalDateTime)
        /// `UNTIL=20210118T080000`; only valid with a floating DTSTART.
        /// Exists so `init(parsing:)` is lossless.
        case floating(LocalDateTime)

        /// The UNTIL value as written in the rule.
        public var formatted: String {
            switch self {
            case .date(let date): date.basic
            case .utc(let dateTime): dateTime.basic + "Z"
            case .floating(let dateTime): dateTime.basic
            }
        }
    }

    /// A rule part this type does not model, e.g. `BYMONTH=10`.
    public struct ExtraPart: Hashable, Sendable {
        /// Upper-case part name.
        public var name: String
        /// The value exactly as read.
        public var value: String

        /// Creates a part.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// FREQ.
    public var frequency: Frequency
    /// INTERVAL; 1 (the RFC default) is not written.
    public var interval: Int
    /// UNTIL, if the rule ends at a date/time.
    public var until: Until?
    /// COUNT, if the rule ends after a number of occurrences (never together with `until`).
    public var count: Int?
    /// BYDAY entries in output order; empty means the part is omitted.
    public var byDay: [WeekdayNum]
    /// Unmodelled parts, written after the others in name order.
    public var extra: [ExtraPart]

    /// Creates a rule. Values are not validated here; `init(parsing:)` validates text.
    public init(frequency: Frequency, interval: Int = 1, until: Until? = nil, count: Int? = nil,
                byDay: [WeekdayNum] = [], extra: [ExtraPart] = []) {
        self.frequency = frequency
        self.interval = interval
        self.until = until
        self.count = count
        self.byDay = byDay
        self.extra = extra
    }

    /// The RRULE value in a fixed order: FREQ, INTERVAL, UNTIL, COUNT, BYDAY, then
    /// `extra` sorted by name, e.g. `FREQ=WEEKLY;INTERVAL=2;UNTIL=20210118T070000Z;BYDAY=MO`.
    /// A fixed order keeps the output byte-deterministic.
    public var formatted: String {
        var parts = ["FREQ=" + frequency.rawValue]
        if interval != 1 { parts.append("INTERVAL=" + String(interval)) }
        if let until { parts.append("UNTIL=" + until.formatted) }
        if let count { parts.append("COUNT=" + String(count)) }
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.formatted).joined(separator: ",")) }
        // Stable sort: equal names keep their given order.
        let sortedExtra = extra.enumerated()
            .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
        parts += sortedExtra.map { $0.element.name + "=" + $0.element.value }
        return parts.joined(separator: ";")
    }

    /// The same as `formatted`.
    public var description: String { formatted }
}
