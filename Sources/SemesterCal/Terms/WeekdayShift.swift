import ICalendar

extension InstitutionProfile {
    /// How many days a date moves depending on its weekday, written as an object from
    /// English weekday names to day counts: `{"friday": 3, "saturday": 2, "sunday": 1}`
    /// moves Friday to Sunday forward to the next Monday; negative counts move back.
    /// Weekdays not named stay put.
    public struct WeekdayShift: Hashable, Sendable, Codable {
        /// Weekday names in ISO order (index 0 = Monday), as written in profile files.
        public static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

        /// The largest move allowed, in days either way: anything more is not a weekday shift.
        public static let maximumDays = 6

        /// Days to add, indexed by ISO weekday − 1 (index 0 = Monday).
        public let daysByWeekday: [Int]

        /// No shift at all.
        public static let none = WeekdayShift(daysByWeekday: Array(repeating: 0, count: 7))

        /// Creates a shift from ISO weekday (1 = Monday ... 7 = Sunday) to days to add.
        /// Returns nil for a weekday outside 1...7 or a move longer than `maximumDays`.
        public init?(_ days: [Int: Int]) {
            var table = Array(repeating: 0, count: 7)
            for (weekday, shift) in days {
                guard (1...7).contains(weekday), abs(shift) <= WeekdayShift.maximumDays else { return nil }
                table[weekday - 1] = shift
            }
            self.init(daysByWeekday: table)
        }

        private init(daysByWeekday: [Int]) { self.daysByWeekday = daysByWeekday }

        /// Days to add to a date on this ISO weekday.
        public func days(forISOWeekday weekday: Int) -> Int { daysByWeekday[weekday - 1] }

        /// `date` moved according to its weekday.
        public func apply(to date: CalendarDate) -> CalendarDate {
            date.adding(days: days(forISOWeekday: date.isoWeekday))
        }

        /// Decodes `{"friday": 3, ...}`; unknown weekday names and oversized moves are errors naming the key.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            var days: [Int: Int] = [:]
            for key in container.allKeys {
                guard let index = WeekdayShift.weekdayNames.firstIndex(of: key.stringValue.lowercased()) else {
                    throw DecodingError.invalid(key, in: container,
                        "unknown weekday \"\(key.stringValue)\" (expected one of: \(WeekdayShift.weekdayNames.joined(separator: ", ")))")
                }
                let shift = try container.decode(Int.self, forKey: key)
                guard abs(shift) <= WeekdayShift.maximumDays else {
                    throw DecodingError.invalid(key, in: container,
                        "a shift of \(shift) days is more than a week (allowed: -\(WeekdayShift.maximumDays)...\(WeekdayShift.maximumDays))")
                }
                guard days.updateValue(shift, forKey: index + 1) == nil else {
                    throw DecodingError.invalid(key, in: container, "\(WeekdayShift.weekdayNames[index]) is given twice")
                }
            }
            self.init(days)!
        }

        /// Encodes the weekdays that move, e.g. `{"friday": 3, "saturday": 2, "sunday": 1}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (index, shift) in daysByWeekday.enumerated() where shift != 0 {
                try container.encode(shift, forKey: AnyCodingKey(WeekdayShift.weekdayNames[index]))
            }
        }
    }
}
