import ICalendar

extension InstitutionProfile {
    /// A lecture-free break: a run of days without lectures, the same days every year or once.
    ///
    /// ```json
    /// {"name": "Weihnachtspause", "from": "12-24", "through": "01-06"}
    /// {"name": "Brückentag", "from": "2021-05-14", "through": "2021-05-14"}
    /// ```
    /// A yearly break whose `through` comes earlier in the year than its `from` spans the
    /// year end; `firstYear`/`lastYear` then refer to the year the break starts in.
    public struct BreakRule: Hashable, Sendable, Codable {
        /// When the break falls.
        public enum Span: Hashable, Sendable {
            /// Every year from one month-day through another (wrapping into the next year if earlier).
            case annual(from: MonthDay, through: MonthDay)
            /// Once, between two dates (both included).
            case once(from: CalendarDate, through: CalendarDate)
        }

        /// The name shown for each day of the break, e.g. `"Weihnachtspause"`.
        public let name: String
        /// When the break falls.
        public let span: Span
        /// The first year a yearly break starts in, if limited.
        public let firstYear: Int?
        /// The last year a yearly break starts in, if limited.
        public let lastYear: Int?

        /// Creates a break; nil for a one-off break that ends before it starts.
        public init?(name: String, span: Span, firstYear: Int? = nil, lastYear: Int? = nil) {
            if case .once(let from, let through) = span, through < from { return nil }
            self.name = name
            self.span = span
            self.firstYear = firstYear
            self.lastYear = lastYear
        }

        /// Every occurrence of the break that overlaps `from...through`, cut to that range.
        public func days(from: CalendarDate, through: CalendarDate) -> [ClosedRange<CalendarDate>] {
            guard from <= through else { return [] }
            var spans: [ClosedRange<CalendarDate>] = []
            switch span {
            case .annual(let first, let last):
                // A break starting the year before `from` may reach into the range.
                let lowest = max(from.year - 1, firstYear ?? Int.min)
                let highest = min(through.year, lastYear ?? Int.max)
                for year in stride(from: lowest, through: highest, by: 1) {
                    spans.append(first.date(in: year)...last.date(in: last < first ? year + 1 : year))
                }
            case .once(let first, let last):
                spans.append(first...last)
            }
            return spans.compactMap { span in
                let lower = max(span.lowerBound, from)
                let upper = min(span.upperBound, through)
                return lower <= upper ? lower...upper : nil
            }
        }

        private enum Key: String, CodingKey, CaseIterable { case name, from, through, firstYear, lastYear }

        /// Decodes a break; `from` and `through` must both be `"MM-DD"` or both `"YYYY-MM-DD"`.
        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(allowed: Key.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: Key.self)
            name = try decodeName(container, .name)
            (firstYear, lastYear) = try decodeYears(container, first: .firstYear, last: .lastYear)
            switch (try container.decode(RuleDate.self, forKey: .from), try container.decode(RuleDate.self, forKey: .through)) {
            case (.annual(let from), .annual(let through)):
                span = .annual(from: from, through: through)
            case (.once(let from), .once(let through)):
                guard from <= through else {
                    throw DecodingError.invalid(Key.through, in: container, "\(through.iso) is before \"from\" \(from.iso)")
                }
                guard firstYear == nil, lastYear == nil else {
                    throw DecodingError.invalid(firstYear != nil ? Key.firstYear : .lastYear, in: container,
                        "a one-off break (\(from.iso)...\(through.iso)) takes no firstYear/lastYear")
                }
                span = .once(from: from, through: through)
            default:
                throw DecodingError.invalid(Key.through, in: container,
                    "\"from\" and \"through\" must both be \"MM-DD\" (every year) or both \"YYYY-MM-DD\" (once)")
            }
        }

        /// Encodes `name`, `from`, `through` and the years that are set.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: .name)
            switch span {
            case .annual(let from, let through):
                try container.encode(from, forKey: .from)
                try container.encode(through, forKey: .through)
            case .once(let from, let through):
                try container.encode(from.iso, forKey: .from)
                try container.encode(through.iso, forKey: .through)
            }
            try container.encodeIfPresent(firstYear, forKey: .firstYear)
            try container.encodeIfPresent(lastYear, forKey: .lastYear)
        }
    }
}
