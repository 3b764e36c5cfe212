/// A DURATION value (RFC 5545 3.3.6) such as `PT1H30M`, `P1D` or `-P1W`.
///
/// Weeks and days are nominal (a day is "the same wall time tomorrow", 23 or 25
/// hours across a DST change); hours, minutes and seconds are exact. So the two
/// parts are kept apart.
public struct ICalDuration: Hashable, Sendable, CustomStringConvertible {
    /// Nominal days (weeks count as 7), negative for a negative duration.
    public var days: Int
    /// Exact seconds (from H, M and S), negative for a negative duration.
    public var seconds: Int

    /// Creates a duration from its nominal and exact parts.
    public init(days: Int = 0, seconds: Int = 0) {
        self.days = days
        self.seconds = seconds
    }

    /// Reads `[+|-]P[nW][nD][T[nH][nM][nS]]`: at least one part, units in this
    /// order, each at most once. Combining W with other units is not RFC 5545
    /// but is accepted. Numbers have at most 9 digits. Returns nil otherwise.
    public init?(parsing text: some StringProtocol) {
        var bytes = ArraySlice(text.utf8)
        var sign = 1
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            bytes = bytes.dropFirst()
        }
        guard let p = bytes.first, p == UInt8(ascii: "P") || p == UInt8(ascii: "p") else { return nil }
        bytes = bytes.dropFirst()

        // Designators in the order they may appear; T switches to the time part.
        let dateUnits: [UInt8] = [UInt8(ascii: "W"), UInt8(ascii: "D")]
        let timeUnits: [UInt8] = [UInt8(ascii: "H"), UInt8(ascii: "M"), UInt8(ascii: "S")]
        var nextUnit = 0  // index into the current unit list: units must increase
        var inTime = false
        var sawPart = false
        var sawTimePart = false
        var days = 0
        var seconds = 0
        var number: Int?
        var digitCount = 0

        for byte in bytes {
            let upper = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            if upper >= 0x30, upper <= 0x39 {
                digitCount += 1
                guard digitCount <= 9 else { return nil }
                number = (number ?? 0) * 10 + Int(upper - 0x30)
            } else if upper == UInt8(ascii: "T") {
                guard !inTime, number == nil else { return nil }
                inTime = true
                nextUnit = 0
            } else {
                let units = inTime ? timeUnits : dateUnits
                guard let value = number, let unit = units.firstIndex(of: upper), unit >= nextUnit else { return nil }
                nextUnit = unit + 1
                number = nil
                digitCount = 0
                sawPart = true
                if inTime {
                    sawTimePart = true
                    seconds += value * [3600, 60, 1][unit]
                } else {
                    days += value * [7, 1][unit]
                }
            }
        }
        guard number == nil, sawPart, !inTime || sawTimePart else { return nil }
        self.init(days: sign * days, seconds: sign * seconds)
    }

    /// True when the duration points backwards.
    public var isNegative: Bool { days < 0 || seconds < 0 }

    /// RFC 5545 form, e.g. `P1DT1H30M`, `-PT15M`, `PT0S`.
    public var description: String {
        let negative = isNegative
        let d = abs(days)
        let s = abs(seconds)
        var text = negative ? "-P" : "P"
        if d > 0 { text += "\(d)D" }
        if s > 0 || d == 0 {
            text += "T"
            if s >= 3600 { text += "\(s / 3600)H" }
            if s % 3600 >= 60 { text += "\(s % 3600 / 60)M" }
            if s % 60 > 0 || s == 0 { text += "\(s % 60)S" }
        }
        return text
    }
}
