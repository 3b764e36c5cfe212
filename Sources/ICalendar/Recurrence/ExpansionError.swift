/// Why one event could not be expanded. The component model keeps no source
/// positions, so errors name the offending property and value; `CalendarExpansion`
/// adds the event's UID when it reports them.
public enum ExpansionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event has no DTSTART.
    case missingStart
    /// A DTSTART, DTEND or DURATION value could not be read.
    case invalidValue(ICalValueError)
    /// The RRULE text is not a valid rule.
    case invalidRule(value: String, error: RecurrenceRule.ParseError)
    /// A rule part the expander reads (BYMONTHDAY, BYMONTH, BYSETPOS, BYHOUR,
    /// BYMINUTE, BYSECOND, WKST) has an invalid value.
    case invalidRulePart(part: String, value: String, expected: String)
    /// A rule part or frequency the expander does not implement
    /// (FREQ=SECONDLY/MINUTELY/HOURLY, BYWEEKNO, BYYEARDAY, unknown parts).
    case unsupportedRule(part: String, value: String)

    /// A one-line explanation naming the offending text.
    public var description: String {
        switch self {
        case .missingStart:
            "the event has no DTSTART"
        case .invalidValue(let error):
            error.description
        case .invalidRule(let value, let error):
            "RRULE '\(value)': \(error)"
        case .invalidRulePart(let part, let value, let expected):
            "RRULE \(part)=\(value) is invalid: expected \(expected)"
        case .unsupportedRule(let part, let value):
            "RRULE \(part)=\(value) is not supported by the expander"
        }
    }
}
