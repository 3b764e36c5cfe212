extension RecurrenceRule {
    /// Why an RRULE text could not be read. `description` is a message fit for users.
    public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text is empty (after an optional `RRULE:` prefix).
        case empty
        /// A part is not of the form `NAME=VALUE`.
        case malformedPart(String)
        /// The same part name occurs twice.
        case duplicatePart(String)
        /// There is no FREQ part.
        case missingFrequency
        /// A known part has a value it cannot have.
        case invalidValue(part: String, value: String, expected: String)
        /// Both UNTIL and COUNT are present, which RFC 5545 forbids.
        case untilWithCount

        /// A one-line explanation naming the offending text.
        public var description: String {
            switch self {
            case .empty:
                "RRULE is empty"
            case .malformedPart(let part):
                "RRULE part '\(part)' is not of the form NAME=VALUE"
            case .duplicatePart(let name):
                "RRULE part \(name) occurs more than once"
            case .missingFrequency:
                "RRULE has no FREQ part"
            case .invalidValue(let part, let value, let expected):
                "RRULE \(part)=\(value) is invalid: expected \(expected)"
            case .untilWithCount:
                "RRULE must not contain both UNTIL and COUNT"
            }
        }
    }
}
