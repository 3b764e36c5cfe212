extension Term {
    /// Words that introduce a term name, longest first where one extends another (`summersemester` before `summer`).
    private static let seasonWords: [(word: String, season: TermSeason)] = [
        ("sommersemester", .summer), ("summersemester", .summer), ("summerterm", .summer),
        ("summer", .summer), ("sommer", .summer), ("sose", .summer), ("ss", .summer),
        ("wintersemester", .winter), ("winterterm", .winter),
        ("winter", .winter), ("wise", .winter), ("ws", .winter),
    ]

    /// The years `init(parsing:)` accepts: Gregorian, and with room for a winter term's next year.
    public static let parsableYears = 1583...9998

    /// Parses a term name, case-insensitively and with spaces optional.
    ///
    /// Accepted forms include `SS2020`, `SS20`, `SoSe 2020`, `Sommersemester 2020`,
    /// `summer 2020`, `Sommer 2020`, `WS2020`, `WS20`, `WS2020/21`, `WS 2020/2021`, `WS20/21`,
    /// `WiSe 2020/21`, `Wintersemester 2020/21` and `winter 2020`. Two-digit years
    /// mean 20xx. A winter term may name its second year (after `/` or `-`), which
    /// must be the year after the first (`WS2020/22` is rejected); a summer term
    /// may not. Returns nil for anything else.
    public init?(parsing text: String) {
        // Spaces may go anywhere except inside a number ("WS 20 20" is not WS2020).
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        let splitsNumber = zip(words, words.dropFirst()).contains { left, right in
            left.last!.isASCIIDigitCharacter && right.first!.isASCIIDigitCharacter
        }
        guard !splitsNumber else { return nil }
        let compact = words.joined()
        guard let (word, season) = Term.seasonWords.first(where: { compact.hasPrefix($0.word) }) else { return nil }
        let rest = compact.dropFirst(word.count)
        let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard parts.count == 1 || parts.count == 2, let year = Term.year(from: parts[0]),
              Term.parsableYears.contains(year)
        else { return nil }
        if parts.count == 2 {
            let second = parts[1]
            guard season == .winter, second.allSatisfy(\.isASCIIDigitCharacter), let value = Int(second)
            else { return nil }
            let expected = second.count == 2 ? (year + 1) % 100 : second.count == 4 ? year + 1 : nil
            guard value == expected else { return nil }
        }
        self.init(season: season, year: year)
    }

    /// A two- or four-digit year; two digits mean 20xx.
    private static func year(from digits: Substring) -> Int? {
        guard digits.allSatisfy(\.isASCIIDigitCharacter), let value = Int(digits) else { return nil }
        switch digits.count {
        case 2: return 2000 + value
        case 4: return value
        default: return nil
        }
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
