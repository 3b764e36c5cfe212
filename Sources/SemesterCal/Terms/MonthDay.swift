import ICalendar

extension InstitutionProfile {
    /// A day of the year without a year, written `"MM-DD"` in profile files (`"03-15"` is 15 March).
    ///
    /// 29 February is rejected: a yearly rule must name a day every year has.
    public struct MonthDay: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
        /// 1...12.
        public let month: Int
        /// 1...31, valid for the month.
        public let day: Int

        /// Creates a month-day, or nil when the day does not exist every year (`02-29`, `04-31`, `13-01`).
        public init?(month: Int, day: Int) {
            guard (1...12).contains(month), day >= 1,
                  day <= CalendarDate.daysInMonth(year: 2001, month: month)
            else { return nil }
            self.month = month
            self.day = day
        }

        /// Parses `"MM-DD"`.
        public init?(text: String) {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
                  parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let month = Int(parts[0]), let day = Int(parts[1])
            else { return nil }
            self.init(month: month, day: day)
        }

        /// This day in `year`.
        public func date(in year: Int) -> CalendarDate { CalendarDate.anyYear(year, month, day) }

        /// `"MM-DD"`.
        public var description: String {
            "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        }

        /// Earlier in the year first.
        public static func < (lhs: MonthDay, rhs: MonthDay) -> Bool { (lhs.month, lhs.day) < (rhs.month, rhs.day) }

        /// Decodes `"MM-DD"`, with an error naming the key when the text is not a valid day.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let value = MonthDay(text: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: MonthDay.problem(with: text))
            }
            self = value
        }

        /// Encodes `"MM-DD"`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }

        /// Why `text` is not a month-day.
        static func problem(with text: String) -> String {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 2, let month = Int(parts[0]), let day = Int(parts[1]) {
                if !(1...12).contains(month) { return "\"\(text)\": month \(month) is not 1-12" }
                if month == 2 && day == 29 { return "\"\(text)\": 29 February does not exist every year" }
                if parts[0].count == 2, parts[1].count == 2 {
                    return "\"\(text)\": day \(day) does not exist in month \(month)"
                }
            }
            return "\"\(text)\" is not a month-day (expected \"MM-DD\", e.g. \"03-15\")"
        }
    }
}
