/// One BYDAY entry: a weekday, optionally with an ordinal (`1MO` = first Monday,
/// `-1FR` = last Friday of the month or year).
///
/// The static members `.monday` ... `.sunday` (no ordinal) let plain weekly
/// rules be written as `byDay: [.monday, .thursday]`.
public struct WeekdayNum: Hashable, Sendable, CustomStringConvertible {
    /// Which occurrence within the month/year: 1...53 or -53...-1; nil means every one.
    public var ordinal: Int?
    /// The day of the week.
    public var weekday: Weekday

    /// Creates an entry; `ordinal` nil means every such weekday.
    public init(_ weekday: Weekday, ordinal: Int? = nil) {
        self.weekday = weekday
        self.ordinal = ordinal
    }

    /// RFC 5545 form: `MO`, `2TU`, `-1FR`.
    public var formatted: String {
        guard let ordinal else { return weekday.code }
        return String(ordinal) + weekday.code
    }

    /// The same as `formatted`.
    public var description: String { formatted }

    /// Every Monday.
    public static let monday = WeekdayNum(.monday)
    /// Every Tuesday.
    public static let tuesday = WeekdayNum(.tuesday)
    /// Every Wednesday.
    public static let wednesday = WeekdayNum(.wednesday)
    /// Every Thursday.
    public static let thursday = WeekdayNum(.thursday)
    /// Every Friday.
    public static let friday = WeekdayNum(.friday)
    /// Every Saturday.
    public static let saturday = WeekdayNum(.saturday)
    /// Every Sunday.
    public static let sunday = WeekdayNum(.sunday)
}
