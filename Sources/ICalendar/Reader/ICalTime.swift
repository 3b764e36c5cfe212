/// A DATE or DATE-TIME value as written in a property (RFC 5545 3.3.4, 3.3.5):
/// the form decides how it maps to an instant, which `TimeZoneResolver` does.
public enum ICalTime: Hashable, Sendable, CustomStringConvertible {
    /// `VALUE=DATE:20201005`: an all-day date, no instant.
    case date(CalendarDate)
    /// `20201005T080000`: the same wall time in whatever zone the viewer is in.
    case floating(LocalDateTime)
    /// `20201005T060000Z`: a UTC time.
    case utc(LocalDateTime)
    /// `TZID=Europe/Berlin:20201005T080000`: a wall time in a named zone.
    case zoned(LocalDateTime, tzid: String)

    /// Reads one value: `YYYYMMDD` (a date), `YYYYMMDDTHHMMSS` (floating, or zoned
    /// when `tzid` is given) or `YYYYMMDDTHHMMSSZ` (UTC, whatever `tzid` says).
    ///
    /// Letters are accepted in either case. A leap second (`...T235960`) is read
    /// as second 59, as `LocalTime` has no second 60. Returns nil for anything else.
    public init?(parsing text: some StringProtocol, tzid: String? = nil) {
        if let quick = ICalTime.quick(text.utf8, tzid: tzid) {
            self = quick
            return
        }
        let upper = text.uppercased()
        if upper.utf8.count == 8 {
            guard let date = CalendarDate(basic: upper) else { return nil }
            self = .date(date)
            return
        }
        var body = Substring(upper)
        let isUTC = body.hasSuffix("Z")
        if isUTC { body = body.dropLast() }
        guard let wall = ICalTime.dateTime(body) else { return nil }
        if isUTC {
            self = .utc(wall)
        } else if let tzid {
            self = .zoned(wall, tzid: tzid)
        } else {
            self = .floating(wall)
        }
    }

    /// The wall-clock reading of the value: the date at 00:00 for a DATE.
    public var wallTime: LocalDateTime {
        switch self {
        case .date(let date): LocalDateTime(date: date, time: ICalTime.midnight)
        case .floating(let wall), .utc(let wall), .zoned(let wall, _): wall
        }
    }

    /// True for a DATE value.
    public var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// The TZID of a zoned value; nil otherwise.
    public var tzid: String? {
        if case .zoned(_, let tzid) = self { return tzid }
        return nil
    }

    /// The value in RFC 5545 form (without any TZID parameter): `20201005`,
    /// `20201005T080000` or `20201005T060000Z`.
    public var formatted: String {
        switch self {
        case .date(let date): date.basic
        case .floating(let wall), .zoned(let wall, _): wall.basic
        case .utc(let wall): wall.basic + "Z"
        }
    }

    /// `formatted`, prefixed with `TZID=...:` for a zoned value.
    public var description: String {
        if case .zoned(_, let tzid) = self { return "TZID=\(tzid):\(formatted)" }
        return formatted
    }

    static let midnight = LocalDateTime(secondsSinceEpoch: 0).time

    /// The common forms read straight from the bytes: `YYYYMMDD`, `YYYYMMDDTHHMMSS` and
    /// `YYYYMMDDTHHMMSSZ` (letters in either case), with the same checks and the same
    /// leap-second reading as the general path. Nil when the text is anything else, or
    /// names no real date or time (the general path then gives its answer).
    private static func quick(_ bytes: some Collection<UInt8>, tzid: String?) -> ICalTime? {
        let count = bytes.count
        guard count == 8 || count == 15 || count == 16 else { return nil }
        var digits: [Int] = []
        digits.reserveCapacity(14)
        var isUTC = false
        for (i, byte) in bytes.enumerated() {
            if i == 8 {
                guard byte == UInt8(ascii: "T") || byte == UInt8(ascii: "t") else { return nil }
            } else if i == 15 {
                guard byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") else { return nil }
                isUTC = true
            } else {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                digits.append(Int(byte - 0x30))
            }
        }
        func number(_ from: Int, _ length: Int) -> Int { digits[from..<(from + length)].reduce(0) { $0 * 10 + $1 } }
        guard let date = CalendarDate(year: number(0, 4), month: number(4, 2), day: number(6, 2)) else { return nil }
        if count == 8 { return .date(date) }
        let second = number(12, 2)
        guard let time = LocalTime(hour: number(8, 2), minute: number(10, 2), second: second == 60 ? 59 : second) else { return nil }
        let wall = LocalDateTime(date: date, time: time)
        if isUTC { return .utc(wall) }
        return tzid.map { .zoned(wall, tzid: $0) } ?? .floating(wall)
    }

    private static func dateTime(_ text: Substring) -> LocalDateTime? {
        if let wall = LocalDateTime(basic: text) { return wall }
        // A leap second: RFC 5545 allows second 60.
        guard text.hasSuffix("60"), let wall = LocalDateTime(basic: text.dropLast(2) + "59") else { return nil }
        return wall
    }
}
