/// Errors from time-zone export and conversion.
public enum TimeZoneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The system's zone database has no zone with this identifier.
    case unknownZone(String)
    /// The year range is outside 1...9999 (the range `CalendarDate` supports).
    case yearsOutOfRange(ClosedRange<Int>)

    /// A one-line explanation naming the offending input.
    public var description: String {
        switch self {
        case .unknownZone(let identifier):
            "unknown time zone '\(identifier)' (expected an IANA identifier such as Europe/Berlin)"
        case .yearsOutOfRange(let years):
            "years \(years.lowerBound)...\(years.upperBound) are outside 1...9999"
        }
    }
}
