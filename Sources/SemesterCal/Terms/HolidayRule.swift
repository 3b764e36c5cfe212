import ICalendar

extension InstitutionProfile {
    /// A public holiday: a name and a way to find its date in a given year.
    ///
    /// ```json
    /// {"name": "Neujahr", "date": "01-01"}
    /// {"name": "Karfreitag", "easterOffset": -2}
    /// {"name": "Tag der Deutschen Einheit", "date": "10-03", "firstYear": 1990}
    /// {"name": "Reformationstag", "date": "2017-10-31"}
    /// ```
    public struct HolidayRule: Hashable, Sendable, Codable {
        /// How the holiday's date is found.
        public enum Day: Hashable, Sendable {
            /// The same day every year (`"date": "MM-DD"`).
            case annual(MonthDay)
            /// A number of days after Easter Sunday, negative for before (`"easterOffset": -2`).
            case easter(offset: Int)
            /// A single date (`"date": "YYYY-MM-DD"`), e.g. a jubilee.
            case once(CalendarDate)
        }

        /// The largest Easter offset accepted, in days either way.
        public static let maximumEasterOffset = 300

        /// The name shown for the day, e.g. `"Ostermontag"`.
        public let name: String
        /// How the date is found.
        public let day: Day
        /// The first year the holiday exists, if it was introduced.
        public let firstYear: Int?
        /// The last year the holiday exists, if it was abolished.
        public let lastYear: Int?

        /// Creates a holiday rule.
        public init(name: String, day: Day, firstYear: Int? = nil, lastYear: Int? = nil) {
            self.name = name
            self.day = day
            self.firstYear = firstYear
            self.lastYear = lastYear
        }

        /// The holiday's date in `year`, or nil when it does not fall in that year
        /// (outside `firstYear...lastYear`, or a one-off date of another year).
        public func date(in year: Int) -> CalendarDate? {
            if let firstYear, year < firstYear { return nil }
            if let lastYear, year > lastYear { return nil }
            switch day {
            case .annual(let monthDay):
                return monthDay.date(in: year)
            case .easter(let offset):
                guard (1...9999).contains(year) else { return nil }
                return Easter.sunday(year: year).adding(days: offset)
            case .once(let date):
                return date.year == year ? date : nil
            }
        }

        /// Every date of the holiday within `from...through`, in order.
        public func dates(from: CalendarDate, through: CalendarDate) -> [CalendarDate] {
            guard from <= through else { return [] }
            // An Easter offset can carry a date into the neighbouring year.
            return ((from.year - 1)...(through.year + 1)).compactMap { year in
                date(in: year).flatMap { from <= $0 && $0 <= through ? $0 : nil }
            }
        }

        private enum Key: String, CodingKey, CaseIterable { case name, date, easterOffset, firstYear, lastYear }

        /// Decodes a rule with exactly one of `date` and `easterOffset`.
        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(allowed: Key.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: Key.self)
            name = try decodeName(container, .name)
            (firstYear, lastYear) = try decodeYears(container, first: .firstYear, last: .lastYear)
            let date = try container.decodeIfPresent(RuleDate.self, forKey: .date)
            let offset = try container.decodeIfPresent(Int.self, forKey: .easterOffset)
            switch (date, offset) {
            case (.annual(let monthDay)?, nil):
                day = .annual(monthDay)
            case (.once(let date)?, nil):
                day = .once(date)
                if firstYear != nil || lastYear != nil {
                    throw DecodingError.invalid(firstYear != nil ? Key.firstYear : .lastYear, in: container,
                        "a one-off date (\(date.iso)) takes no firstYear/lastYear")
                }
            case (nil, let offset?):
                guard abs(offset) <= HolidayRule.maximumEasterOffset else {
                    throw DecodingError.invalid(Key.easterOffset, in: container,
                        "\(offset) days from Easter is too far (allowed: ±\(HolidayRule.maximumEasterOffset))")
                }
                day = .easter(offset: offset)
            case (_?, _?):
                throw DecodingError.invalid(Key.easterOffset, in: container, "give either \"date\" or \"easterOffset\", not both")
            case (nil, nil):
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a holiday needs \"date\" (\"MM-DD\" or \"YYYY-MM-DD\") or \"easterOffset\""))
            }
        }

        /// Encodes `name`, then `date` or `easterOffset`, then the years that are set.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: .name)
            switch day {
            case .annual(let monthDay): try container.encode(RuleDate.annual(monthDay), forKey: .date)
            case .easter(let offset): try container.encode(offset, forKey: .easterOffset)
            case .once(let date): try container.encode(RuleDate.once(date), forKey: .date)
            }
            try container.encodeIfPresent(firstYear, forKey: .firstYear)
            try container.encodeIfPresent(lastYear, forKey: .lastYear)
        }
    }
}
