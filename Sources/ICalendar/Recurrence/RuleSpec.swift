/// An RRULE in the form the expander needs: `RecurrenceRule` (FREQ, INTERVAL,
/// UNTIL, COUNT, BYDAY) plus the parts it keeps in `extra` or ignores
/// (BYMONTHDAY, BYMONTH, BYSETPOS, BYHOUR, BYMINUTE, BYSECOND, WKST), validated.
struct RuleSpec: Hashable, Sendable {
    /// At most this many times of day per date (BYHOUR × BYMINUTE × BYSECOND):
    /// once a minute. More would let one rule period hold millions of candidates.
    static let maximumTimesPerDay = 1440

    var frequency: RecurrenceRule.Frequency
    var interval: Int
    var until: RecurrenceRule.Until?
    var count: Int?
    var byDay: [WeekdayNum]
    var byMonthDay: [Int]
    var byMonth: [Int]
    var bySetPos: [Int]
    var byHour: [Int]
    var byMinute: [Int]
    var bySecond: [Int]
    var weekStart: Weekday

    /// Reads an RRULE value.
    ///
    /// - Throws: `.invalidRule` / `.invalidRulePart` for bad text, `.unsupportedRule`
    ///   for SECONDLY/MINUTELY/HOURLY, BYWEEKNO, BYYEARDAY and unknown parts
    ///   (X- parts are ignored).
    init(parsing text: String) throws(ExpansionError) {
        let rule: RecurrenceRule
        do {
            rule = try RecurrenceRule(parsing: text)
        } catch {
            throw .invalidRule(value: text, error: error)
        }
        switch rule.frequency {
        case .daily, .weekly, .monthly, .yearly: break
        case .secondly, .minutely, .hourly:
            throw .unsupportedRule(part: "FREQ", value: rule.frequency.rawValue)
        }
        frequency = rule.frequency
        interval = rule.interval
        until = rule.until
        count = rule.count
        byDay = rule.byDay
        byMonthDay = []
        byMonth = []
        bySetPos = []
        byHour = []
        byMinute = []
        bySecond = []
        weekStart = .monday

        for part in rule.extra {
            switch part.name {
            case "BYMONTHDAY":
                byMonthDay = try RuleSpec.integers(part, allowed: 1...31, signed: true, expected: "days ±1...31")
            case "BYMONTH":
                byMonth = try RuleSpec.integers(part, allowed: 1...12, signed: false, expected: "months 1...12")
            case "BYSETPOS":
                bySetPos = try RuleSpec.integers(part, allowed: 1...366, signed: true, expected: "positions ±1...366")
            case "BYHOUR":
                byHour = try RuleSpec.integers(part, allowed: 0...23, signed: false, expected: "hours 0...23")
            case "BYMINUTE":
                byMinute = try RuleSpec.integers(part, allowed: 0...59, signed: false, expected: "minutes 0...59")
            case "BYSECOND":
                // Second 60 (a leap second) is read as 59, as everywhere else.
                bySecond = try RuleSpec.integers(part, allowed: 0...60, signed: false, expected: "seconds 0...60")
                    .map { min($0, 59) }
            case let name where name.hasPrefix("X-"):
                break
            default:
                throw .unsupportedRule(part: part.name, value: part.value)
            }
        }
        // RecurrenceRule accepts and drops WKST; it matters for WEEKLY rules with INTERVAL > 1.
        for part in text.split(separator: ";") {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2, pieces[0].uppercased() == "WKST" || pieces[0].uppercased() == "RRULE:WKST"
            else { continue }
            guard let day = Weekday(code: pieces[1]) else {
                throw .invalidRulePart(part: "WKST", value: String(pieces[1]), expected: "a weekday such as MO or SU")
            }
            weekStart = day
        }
        let times = max(byHour.count, 1) * max(byMinute.count, 1) * max(bySecond.count, 1)
        if times > RuleSpec.maximumTimesPerDay {
            throw .unsupportedRule(part: "BYHOUR/BYMINUTE/BYSECOND",
                                   value: "\(times) times a day (at most \(RuleSpec.maximumTimesPerDay))")
        }
    }

    /// A comma-separated list of integers, each (in magnitude, if `signed`) in `allowed`.
    private static func integers(_ part: RecurrenceRule.ExtraPart, allowed: ClosedRange<Int>, signed: Bool,
                                 expected: String) throws(ExpansionError) -> [Int] {
        var result: [Int] = []
        for item in part.value.split(separator: ",", omittingEmptySubsequences: false) {
            var digits = Substring(item)
            var sign = 1
            if signed, let first = digits.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                digits = digits.dropFirst()
            }
            guard digits.utf8.count <= 3, let magnitude = decimal(ArraySlice(digits.utf8)), allowed.contains(magnitude)
            else { throw .invalidRulePart(part: part.name, value: part.value, expected: expected) }
            result.append(sign * magnitude)
        }
        return result
    }
}
