import ICalendar

extension InstitutionProfile {
    /// A lecture period that differs from the rule for one term: either day, or both,
    /// replaces the rule's (shifted) day as given, without further weekday shifts.
    ///
    /// ```json
    /// "termOverrides": {"SS2020": {"firstDay": "2020-04-20"}}
    /// ```
    public struct TermOverride: Hashable, Sendable, Codable {
        /// The real first lecture day, or nil to keep the rule's.
        public let firstDay: CalendarDate?
        /// The real last lecture day, or nil to keep the rule's.
        public let lastDay: CalendarDate?

        /// Creates an override; a nil day keeps the rule's.
        public init(firstDay: CalendarDate?, lastDay: CalendarDate?) {
            self.firstDay = firstDay
            self.lastDay = lastDay
        }

        private enum Key: String, CodingKey, CaseIterable { case firstDay, lastDay }

        /// Decodes `{"firstDay": "YYYY-MM-DD", "lastDay": "YYYY-MM-DD"}` (either optional).
        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(allowed: Key.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: Key.self)
            func date(_ key: Key) throws -> CalendarDate? {
                guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
                guard let date = CalendarDate(iso: text) else {
                    throw DecodingError.invalid(key, in: container, "\"\(text)\" is not a date (expected \"YYYY-MM-DD\")")
                }
                return date
            }
            firstDay = try date(.firstDay)
            lastDay = try date(.lastDay)
            if firstDay == nil && lastDay == nil {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath, debugDescription: "an override needs \"firstDay\", \"lastDay\" or both"))
            }
        }

        /// Encodes the days that are set.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(firstDay?.iso, forKey: .firstDay)
            try container.encodeIfPresent(lastDay?.iso, forKey: .lastDay)
        }
    }
}
