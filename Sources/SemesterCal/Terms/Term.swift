import ICalendar

/// A named term such as `SS2020` (summer 2020) or `WS2020` (winter 2020/21).
///
/// `year` is the calendar year the term starts in: `WS2020` runs from October 2020
/// into January 2021. Terms order chronologically (`SS2020 < WS2020 < SS2021`).
public struct Term: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Summer or winter.
    public let season: TermSeason
    /// The calendar year the term starts in.
    public let year: Int

    /// Creates a term from its season and the year it starts in.
    public init(season: TermSeason, year: Int) {
        self.season = season
        self.year = year
    }

    /// The short code: `"SS2020"` or `"WS2020"`.
    public var code: String {
        switch season {
        case .summer: return "SS\(year)"
        case .winter: return "WS\(year)"
        }
    }

    /// The name people write: `"SoSe 2020"` or `"WiSe 2020/21"`.
    public var displayName: String {
        switch season {
        case .summer: return "SoSe \(year)"
        case .winter: return "WiSe \(year)/\(Term.twoDigits(year + 1))"
        }
    }

    /// The code, e.g. `"WS2020"`.
    public var description: String { code }

    /// Chronological order: by start year, summer before winter.
    public static func < (lhs: Term, rhs: Term) -> Bool {
        (lhs.year, lhs.season == .winter ? 1 : 0) < (rhs.year, rhs.season == .winter ? 1 : 0)
    }

    /// The last two digits of a year, zero-padded ("2100" → "00").
    static func twoDigits(_ year: Int) -> String {
        let value = ((year % 100) + 100) % 100
        return value < 10 ? "0\(value)" : "\(value)"
    }
}

extension Term: Codable {
    /// Decodes a term from any name `init(parsing:)` accepts, e.g. `"WS2020"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let term = Term(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a term name (expected e.g. \"SS2020\" or \"WS2020\")")
        }
        self = term
    }

    /// Encodes the term as its code, e.g. `"WS2020"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
