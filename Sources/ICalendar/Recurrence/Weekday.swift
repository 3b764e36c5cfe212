/// A day of the week, numbered as in ISO 8601 (Monday = 1 ... Sunday = 7).
public enum Weekday: Int, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Monday, `MO`.
    case monday = 1
    /// Tuesday, `TU`.
    case tuesday = 2
    /// Wednesday, `WE`.
    case wednesday = 3
    /// Thursday, `TH`.
    case thursday = 4
    /// Friday, `FR`.
    case friday = 5
    /// Saturday, `SA`.
    case saturday = 6
    /// Sunday, `SU`.
    case sunday = 7

    /// The ISO 8601 number, 1 (Monday) ... 7 (Sunday).
    public var isoNumber: Int { rawValue }

    /// Creates the weekday with ISO number 1...7.
    public init?(isoNumber: Int) {
        self.init(rawValue: isoNumber)
    }

    /// The RFC 5545 two-letter code: `MO`, `TU`, ... `SU`.
    public var code: String {
        switch self {
        case .monday: "MO"
        case .tuesday: "TU"
        case .wednesday: "WE"
        case .thursday: "TH"
        case .friday: "FR"
        case .saturday: "SA"
        case .sunday: "SU"
        }
    }

    /// Parses a two-letter code, case-insensitively (RFC 5545 values are case-insensitive).
    public init?(code: some StringProtocol) {
        let upper = code.uppercased()
        guard let day = Weekday.allCases.first(where: { $0.code == upper }) else { return nil }
        self = day
    }

    /// The two-letter code.
    public var description: String { code }

    /// Monday first, as in ISO 8601.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension CalendarDate {
    /// The day of the week of this date.
    public var weekday: Weekday {
        Weekday(rawValue: isoWeekday)!
    }
}
