/// Why one event could not be expanded. Errors name the offending property and
/// value; `CalendarExpansion` adds the event's UID and the property's line when it
/// reports them (`ExpansionWarning.eventSkipped`).
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

/// An `ExpansionError` and the line of what it is about: the property whose value could
/// not be read, or for a missing DTSTART the event's BEGIN. Nil when the calendar was not
/// read from text.
struct LocatedExpansionError: Error {
    let error: ExpansionError
    let line: Int?
}
