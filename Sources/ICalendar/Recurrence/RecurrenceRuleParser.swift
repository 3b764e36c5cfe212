extension RecurrenceRule {
    /// Reads an RRULE value such as `FREQ=WEEKLY;INTERVAL=2;UNTIL=20210118T070000Z;BYDAY=MO`.
    ///
    /// - A leading `RRULE:` is accepted. Part names and the FREQ/BYDAY values are
    ///   case-insensitive (RFC 5545 section 2).
    /// - UNTIL may be a DATE, a UTC DATE-TIME (`...Z`) or a floating DATE-TIME.
    /// - BYDAY entries may carry an ordinal (`1MO`, `-1FR`, `+2TU`), range ±1...53.
    /// - WKST is accepted and ignored: it only matters for expansion, which this
    ///   module does not do.
    /// - Any other part is kept in `extra` (sorted by name) with its value verbatim.
    ///
    /// - Throws: `RecurrenceRule.ParseError` naming the first problem found.
    public init(parsing text: String) throws(ParseError) {
        var body = Substring(text)
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst("RRULE:".count) }
        guard !body.isEmpty else { throw .empty }

        var seen: Set<String> = []
        var frequency: Frequency?
        var interval = 1
        var until: Until?
        var count: Int?
        var byDay: [WeekdayNum] = []
        var extra: [ExtraPart] = []

        for part in body.split(separator: ";", omittingEmptySubsequences: false) {
            guard let equals = part.firstIndex(of: "="), equals != part.startIndex else {
                throw .malformedPart(String(part))
            }
            let name = part[..<equals].uppercased()
            let value = String(part[part.index(after: equals)...])
            guard !value.isEmpty else { throw .malformedPart(String(part)) }
            guard seen.insert(name).inserted else { throw .duplicatePart(name) }

            switch name {
            case "FREQ":
                guard let parsed = Frequency(rawValue: value.uppercased()) else {
                    throw .invalidValue(part: name, value: value,
                                        expected: Frequency.allCases.map(\.rawValue).joined(separator: ", "))
                }
                frequency = parsed
            case "INTERVAL":
                guard let parsed = decimal(ArraySlice(value.utf8)), parsed >= 1 else {
                    throw .invalidValue(part: name, value: value, expected: "a positive integer")
                }
                interval = parsed
            case "COUNT":
                guard let parsed = decimal(ArraySlice(value.utf8)), parsed >= 1 else {
                    throw .invalidValue(part: name, value: value, expected: "a positive integer")
                }
                count = parsed
            case "UNTIL":
                guard let parsed = Self.parseUntil(value) else {
                    throw .invalidValue(part: name, value: value,
                                        expected: "YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ")
                }
                until = parsed
            case "BYDAY":
                for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let parsed = Self.parseWeekdayNum(entry) else {
                        throw .invalidValue(part: name, value: value,
                                            expected: "weekdays like MO, 1MO or -1FR (ordinal ±1...53)")
                    }
                    byDay.append(parsed)
                }
            case "WKST":
                break
            default:
                extra.append(ExtraPart(name: name, value: value))
            }
        }

        guard let frequency else { throw .missingFrequency }
        if until != nil, count != nil { throw .untilWithCount }
        extra.sort { $0.name < $1.name }  // names are unique, so this order is total
        self.init(frequency: frequency, interval: interval, until: until, count: count,
                  byDay: byDay, extra: extra)
    }

    private static func parseUntil(_ value: String) -> Until? {
        if let date = CalendarDate(basic: value) { return .date(date) }
        if value.hasSuffix("Z") {
            return LocalDateTime(basic: value.dropLast()).map(Until.utc)
        }
        return LocalDateTime(basic: value).map(Until.floating)
    }

    private static func parseWeekdayNum(_ entry: Substring) -> WeekdayNum? {
        guard entry.count >= 2, let weekday = Weekday(code: entry.suffix(2)) else { return nil }
        let prefix = entry.dropLast(2)
        guard !prefix.isEmpty else { return WeekdayNum(weekday) }
        var digits = prefix
        var sign = 1
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard digits.count <= 2, let magnitude = decimal(ArraySlice(digits.utf8)),
              (1...53).contains(magnitude)
        else { return nil }
        return WeekdayNum(weekday, ordinal: sign * magnitude)
    }
}
