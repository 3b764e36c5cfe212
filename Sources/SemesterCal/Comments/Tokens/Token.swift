/// One lexical unit of a timetable comment.
///
/// The tokenizer turns free text such as `"14-tägig ab KW 42, außer KW 47"`
/// into numbers, dates, week markers, words and separators, so that the cue
/// parsers work on structure instead of on raw characters.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A bare number: `42`.
        case number(Int)
        /// A number followed by a dot that is not part of a date: `41.` in `41. KW`.
        case ordinal(Int)
        /// `14.10.`, `8.10.20`, `23.04.2020`, `20.4.` (year as written: nil, two or four digits).
        case date(day: Int, month: Int, year: Int?)
        /// Digits and dots that look like a date but are not one: `15.0.06.20`.
        case malformedDate
        /// `11:00`.
        case time(hour: Int, minute: Int)
        /// A month name or its abbreviation: `Oktober`, `Okt`, `October`, `Oct` (1...12).
        case month(Int)
        /// `KW`, `Kalenderwoche`, `week`, `calendar week`.
        case weekMarker
        /// A run of letters, lowercased.
        case word(String)
        /// A web or e-mail address: nothing in it is a date.
        case link
        /// A separator or bracket: `- / , + ( ) : = ; & .`
        case symbol(Character)
    }

    public let kind: Kind
    /// Where the token stands in the comment, as offsets into its characters.
    public let range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    var word: String? {
        if case .word(let w) = kind { return w }
        return nil
    }

    var ordinalValue: Int? {
        if case .ordinal(let n) = kind { return n }
        return nil
    }

    var number: Int? {
        if case .number(let n) = kind { return n }
        return nil
    }

    func isSymbol(_ c: Character) -> Bool {
        guard case .symbol(let s) = kind else { return false }
        // Nearly every symbol is one ASCII byte: compared as bytes. `==` on two different
        // characters takes Unicode's slow path (canonical equivalence) on every question.
        let a = s.utf8, b = c.utf8
        if a.count == 1, b.count == 1 { return a.first == b.first }
        return s == c
    }

    /// Tokens that carry date information: if none of the cue parsers consumes
    /// one of these, the comment is not fully understood.
    var isDateInformation: Bool {
        switch kind {
        case .weekMarker, .date, .malformedDate, .month: return true
        default: return false
        }
    }
}
