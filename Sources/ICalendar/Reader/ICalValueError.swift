/// Why a property value could not be decoded. The error names the property and
/// its value; the line is the property's (`ICalProperty.line`), which whoever
/// reports the error adds. `description` is a message fit for users.
public enum ICalValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value is not a DATE, DATE-TIME or PERIOD of the expected form.
    case invalidDateTime(property: String, value: String)
    /// The value is not a DURATION such as `PT1H30M` or `P1D`.
    case invalidDuration(property: String, value: String)
    /// The value is not a PERIOD: a DATE-TIME, `/`, then a DATE-TIME or a positive DURATION.
    case invalidPeriod(property: String, value: String)
    /// The VALUE parameter names a type this decoder does not read as a time.
    case unsupportedValueType(property: String, type: String)
    /// A single value was expected, but the property holds `count` values.
    case expectedSingleValue(property: String, count: Int)

    /// A one-line explanation naming the offending text.
    public var description: String {
        switch self {
        case .invalidDateTime(let property, let value):
            "\(property) value '\(value)' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS[Z])"
        case .invalidDuration(let property, let value):
            "\(property) value '\(value)' is not a duration such as PT1H30M or P1D"
        case .invalidPeriod(let property, let value):
            "\(property) value '\(value)' is not a period such as 20201005T080000Z/PT1H or 20201005T080000Z/20201005T090000Z"
        case .unsupportedValueType(let property, let type):
            "\(property) has VALUE=\(type), which is not a date, date-time or period"
        case .expectedSingleValue(let property, let count):
            "\(property) must hold exactly one value, but holds \(count)"
        }
    }
}
