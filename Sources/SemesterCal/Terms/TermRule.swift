import ICalendar

extension InstitutionProfile {
    /// The default lecture period of one season: nominal first and last day, and how
    /// each moves when it falls on an unsuitable weekday.
    ///
    /// ```json
    /// {"firstDay": "10-01", "firstDayShift": {"friday": 3, "saturday": 2, "sunday": 1},
    ///  "lastDay": "01-25", "lastDayYearOffset": 1,
    ///  "lastDayShift": {"saturday": -1, "sunday": -2, "monday": -3}}
    /// ```
    public struct TermRule: Hashable, Sendable, Codable {
        /// The nominal first lecture day, in the term's year.
        public let firstDay: MonthDay
        /// The nominal last lecture day, in the term's year plus `lastDayYearOffset`.
        public let lastDay: MonthDay
        /// 0 when the term ends in the year it starts, 1 when it ends in the next year (winter).
        public let lastDayYearOffset: Int
        /// How the first day moves by weekday (e.g. Friday–Sunday forward to Monday).
        public let firstDayShift: WeekdayShift
        /// How the last day moves by weekday (e.g. Saturday–Monday back to Friday).
        public let lastDayShift: WeekdayShift

        /// Creates a rule; nil when the last day would not come after the first day.
        public init?(firstDay: MonthDay, lastDay: MonthDay, lastDayYearOffset: Int = 0,
                     firstDayShift: WeekdayShift = .none, lastDayShift: WeekdayShift = .none) {
            guard TermRule.orderProblem(firstDay: firstDay, lastDay: lastDay, lastDayYearOffset: lastDayYearOffset) == nil
            else { return nil }
            self.firstDay = firstDay
            self.lastDay = lastDay
            self.lastDayYearOffset = lastDayYearOffset
            self.firstDayShift = firstDayShift
            self.lastDayShift = lastDayShift
        }

        /// The first day as the rule names it, before any weekday shift.
        public func nominalFirstDay(startYear year: Int) -> CalendarDate { firstDay.date(in: year) }

        /// The last day as the rule names it, before any weekday shift.
        public func nominalLastDay(startYear year: Int) -> CalendarDate { lastDay.date(in: year + lastDayYearOffset) }

        /// The lecture period of the term starting in `year`, shifts applied.
        public func period(startYear year: Int) -> LecturePeriod {
            LecturePeriod(firstDay: firstDayShift.apply(to: nominalFirstDay(startYear: year)),
                          lastDay: lastDayShift.apply(to: nominalLastDay(startYear: year)))
        }

        private enum Key: String, CodingKey, CaseIterable {
            case firstDay, lastDay, lastDayYearOffset, firstDayShift, lastDayShift
        }

        /// Decodes a rule; `lastDayYearOffset` and the shifts are optional (0 and none).
        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(allowed: Key.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: Key.self)
            firstDay = try container.decode(MonthDay.self, forKey: .firstDay)
            lastDay = try container.decode(MonthDay.self, forKey: .lastDay)
            lastDayYearOffset = try container.decodeIfPresent(Int.self, forKey: .lastDayYearOffset) ?? 0
            firstDayShift = try container.decodeIfPresent(WeekdayShift.self, forKey: .firstDayShift) ?? .none
            lastDayShift = try container.decodeIfPresent(WeekdayShift.self, forKey: .lastDayShift) ?? .none
            guard (0...1).contains(lastDayYearOffset) else {
                throw DecodingError.invalid(Key.lastDayYearOffset, in: container,
                    "must be 0 (the term ends in the year it starts) or 1 (it ends in the next year), not \(lastDayYearOffset)")
            }
            if let problem = TermRule.orderProblem(firstDay: firstDay, lastDay: lastDay, lastDayYearOffset: lastDayYearOffset) {
                throw DecodingError.invalid(Key.lastDay, in: container, problem)
            }
        }

        /// Encodes every key, including the defaults.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(firstDay, forKey: .firstDay)
            try container.encode(firstDayShift, forKey: .firstDayShift)
            try container.encode(lastDay, forKey: .lastDay)
            try container.encode(lastDayYearOffset, forKey: .lastDayYearOffset)
            try container.encode(lastDayShift, forKey: .lastDayShift)
        }

        /// Why a first/last day pair is not a term, or nil when it is one.
        private static func orderProblem(firstDay: MonthDay, lastDay: MonthDay, lastDayYearOffset: Int) -> String? {
            guard (0...1).contains(lastDayYearOffset) else { return "lastDayYearOffset must be 0 or 1" }
            if lastDayYearOffset == 0 && lastDay <= firstDay {
                return "last day \(lastDay) is not after first day \(firstDay) in the same year"
                    + " (a term ending in the next year needs \"lastDayYearOffset\": 1)"
            }
            if lastDayYearOffset == 1 && lastDay >= firstDay {
                return "last day \(lastDay) of the next year is a year or more after first day \(firstDay)"
            }
            return nil
        }
    }
}
