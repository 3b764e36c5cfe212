// Parsers for the compact RFC 5545 forms that `basic` produces, so values read
// back (e.g. an RRULE's UNTIL) go through the same validated initialisers.

extension CalendarDate {
    /// Parses `YYYYMMDD`; nil unless it is exactly eight digits naming a real day.
    public init?(basic text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 8, let y = decimal(utf8[0..<4]), let m = decimal(utf8[4..<6]),
              let d = decimal(utf8[6..<8])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }
}

extension LocalTime {
    /// Parses `HHMMSS`; nil unless it is exactly six digits in range.
    public init?(basic text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 6, let h = decimal(utf8[0..<2]), let m = decimal(utf8[2..<4]),
              let s = decimal(utf8[4..<6])
        else { return nil }
        self.init(hour: h, minute: m, second: s)
    }
}

extension LocalDateTime {
    /// Parses `YYYYMMDDTHHMMSS` (no `Z`); nil when malformed.
    public init?(basic text: some StringProtocol) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = CalendarDate(basic: parts[0]),
              let time = LocalTime(basic: parts[1])
        else { return nil }
        self.init(date: date, time: time)
    }

    /// This value moved by `seconds` (negative: earlier), ignoring any zone.
    public func adding(seconds: Int) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: secondsSinceEpoch + seconds)
    }
}

/// ASCII digits only: `Int("+1")` would accept a sign, which the basic forms forbid.
/// At most 18 digits, so the value can never overflow `Int`.
func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
    var value = 0
    for byte in bytes {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
    }
    return value
}
