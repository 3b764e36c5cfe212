/// A day in the proleptic Gregorian calendar, with no time and no time zone.
///
/// All date arithmetic in semestercal goes through this type: it counts days
/// since 1970-01-01 with integer arithmetic, so results never depend on the
/// machine's time zone, locale or calendar settings.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999 when created with `init?(year:month:day:)`.
    public let year: Int
    /// The month, 1 (January) ... 12 (December).
    public let month: Int
    /// The day of the month, starting at 1.
    public let day: Int

    /// Creates a date, or returns nil when the day does not exist (e.g. 2021-02-29).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CalendarDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01 (negative: before).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of a valid year, month and day, without making the date first.
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO weekday: 1 = Monday ... 7 = Sunday.
    public var isoWeekday: Int { Self.isoWeekday(ofDayNumber: dayNumber) }

    /// ISO weekday of the day `dayNumber` days after 1970-01-01.
    public static func isoWeekday(ofDayNumber dayNumber: Int) -> Int {
        let w = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (ISO 4).
        return (w < 0 ? w + 7 : w) + 1
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: CalendarDate) -> Int { other.dayNumber - dayNumber }

    /// `YYYY-MM-DD`.
    public var iso: String {
        guard (0...9999).contains(year) else { return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }
        return digitFields((year, 4), (month, 2), (day, 2), separator: UInt8(ascii: "-"))
    }

    /// `YYYYMMDD`, the RFC 5545 DATE form.
    public var basic: String {
        guard (0...9999).contains(year) else { return "\(pad(year, 4))\(pad(month, 2))\(pad(day, 2))" }
        return digitFields((year, 4), (month, 2), (day, 2), separator: nil)
    }

    /// The same as `iso`.
    public var description: String { iso }

    /// Parses `YYYY-MM-DD`.
    public init?(iso text: some StringProtocol) {
        guard text.utf8.contains(UInt8(ascii: "-")) else { return nil }  // quick "no" for other formats
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Chronological order.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Gregorian leap-year rule: every 4th year, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Number of days in `month` (1...12) of `year`.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A wall-clock time of day (no date, no zone), to the second.
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Hour of the day, 0...23.
    public let hour: Int
    /// Minute, 0...59.
    public let minute: Int
    /// Second, 0...59 (leap seconds are not represented).
    public let second: Int

    /// Creates a time, or returns nil when a component is out of range.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Seconds elapsed since 00:00:00.
    public var secondsSinceMidnight: Int { hour * 3600 + minute * 60 + second }

    /// `HH:MM`.
    public var description: String { digitFields((hour, 2), (minute, 2), nil, separator: UInt8(ascii: ":")) }

    /// `HHMMSS`, the RFC 5545 TIME form.
    public var basic: String { digitFields((hour, 2), (minute, 2), (second, 2), separator: nil) }

    /// Chronological order within a day.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }
}

/// A date and wall-clock time in some (separately stated) time zone.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The calendar day.
    public let date: CalendarDate
    /// The wall-clock time on that day.
    public let time: LocalTime

    /// Combines a date and a time of day.
    public init(date: CalendarDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    /// `YYYYMMDDTHHMMSS`, the RFC 5545 DATE-TIME form without zone suffix.
    public var basic: String { "\(date.basic)T\(time.basic)" }

    /// `YYYY-MM-DD HH:MM`.
    public var description: String { "\(date.iso) \(time)" }

    /// Seconds since 1970-01-01T00:00:00 of the same (unnamed) zone.
    public var secondsSinceEpoch: Int { date.dayNumber * 86_400 + time.secondsSinceMidnight }

    /// The inverse of `secondsSinceEpoch` (negative values are before 1970).
    public init(secondsSinceEpoch seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let rest = seconds - days * 86_400
        date = CalendarDate(dayNumber: days)
        time = LocalTime(hour: rest / 3600, minute: (rest % 3600) / 60, second: rest % 60)!
    }

    /// Chronological order (meaningful only for values in the same zone).
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.time) < (rhs.date, rhs.time)
    }
}

/// Zero-padded decimal, without Foundation's locale-dependent formatting.
@inline(__always)
/// Two or three zero-padded decimal fields, optionally separated: `2020-10-05`, `081500`.
/// Written byte by byte, as string interpolation costs more than the rest of an event's
/// formatting. Each value must fit its width (checked by the callers: dates of years
/// 0...9999, times of day).
func digitFields(_ a: (Int, Int), _ b: (Int, Int), _ c: (Int, Int)?, separator: UInt8?) -> String {
    let count = a.1 + b.1 + (c?.1 ?? 0) + (separator == nil ? 0 : (c == nil ? 1 : 2))
    return String(unsafeUninitializedCapacity: count) { buffer in
        var i = 0
        func put(_ field: (Int, Int)) {
            var value = field.0
            for position in stride(from: i + field.1 - 1, through: i, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            i += field.1
        }
        put(a)
        if let separator { buffer[i] = separator; i += 1 }
        put(b)
        if let c {
            if let separator { buffer[i] = separator; i += 1 }
            put(c)
        }
        return i
    }
}

func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
