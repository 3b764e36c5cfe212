import ICalendar

extension InstitutionProfile {
    /// A day named in a profile rule: either the same day every year (`"12-24"`) or one
    /// particular date (`"2017-10-31"`).
    public enum RuleDate: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The same month and day every year, written `"MM-DD"`.
        case annual(MonthDay)
        /// One date, written `"YYYY-MM-DD"`.
        case once(CalendarDate)

        /// Parses `"MM-DD"` or `"YYYY-MM-DD"`.
        public init?(text: String) {
            if let date = CalendarDate(iso: text) {
                self = .once(date)
            } else if let monthDay = MonthDay(text: text) {
                self = .annual(monthDay)
            } else {
                return nil
            }
        }

        /// `"MM-DD"` or `"YYYY-MM-DD"`.
        public var description: String {
            switch self {
            case .annual(let monthDay): return monthDay.description
            case .once(let date): return date.iso
            }
        }

        /// Decodes `"MM-DD"` or `"YYYY-MM-DD"`, with an error naming the key otherwise.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let value = RuleDate(text: text) else {
                let message = text.count > 5
                    ? "\"\(text)\" is not a date (expected \"YYYY-MM-DD\" for one date or \"MM-DD\" for every year)"
                    : MonthDay.problem(with: text)
                throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
            }
            self = value
        }

        /// Encodes `"MM-DD"` or `"YYYY-MM-DD"`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
