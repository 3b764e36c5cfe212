extension CommentRule {
    /// "zwischen KW 44 und KW 50", "between weeks 44 and 50", "zwischen dem 2.11. und dem 14.12.", "zw.
    /// KW 44 und 47": a range whose two ends are joined by "und"/"and" after "zwischen"/"between"
    /// (elsewhere "und" lists).
    static let between = CommentRule(
        "between",
        meaning: "only the weeks or days from the first through the second",
        startsOn: .word,
        startsOnWord: { ["zwischen", "zw", "between"].contains($0.word.text) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let opener = c.takeWord(in: Words.betweenWords) else { return nil }
                if opener == "zw" { c.take(".") }
                c.takeWord(in: Words.definiteArticles)
                if c.current?.kind == .weekMarker {
                    c.advance()
                    guard let from = weekNumber(&c) else { return nil }
                    guard c.takeWord(in: Words.andWords) != nil else { return nil }
                    c.takeWord(in: Words.feminineArticles)
                    if c.current?.kind == .weekMarker { c.advance() }
                    guard let to = weekNumber(&c) else { return nil }
                    CommentRule.inclusiveNote(&c)
                    return [.weeks([WeekSpan(from: WeekRef(week: from), to: WeekRef(week: to))])]
                }
                guard let from = DateExpression.date(&c) else { return nil }
                guard c.takeWord(in: Words.andWords) != nil else { return nil }
                c.takeWord(in: Words.dativeArticles)
                guard let to = DateExpression.date(&c) else { return nil }
                CommentRule.inclusiveNote(&c)
                return [.dateRange(from: from, to: to)]
            }
        },
        examples: [
            RuleExample("zwischen KW 44 und KW 50", reads: ["weeks KW 44–KW 50"]),
            RuleExample("between weeks 44 and 50", reads: ["weeks KW 44–KW 50"]),
            RuleExample("zwischen dem 2.11. und dem 14.12.", reads: ["date range 02.11.–14.12."]),
            RuleExample("zw. KW 44 und 47", reads: ["weeks KW 44–KW 47"]),
        ])

    /// "(inkl.)", "inklusive", "(both included)" after a span's end: it is in, as it is anyway.
    static func inclusiveNote(_ c: inout TokenCursor) {
        _ = c.attempt { c -> Bool? in
            let bracket = c.take("(")
            guard c.takeWord(in: Words.inclusiveWords) != nil else { return nil }
            c.take(".")
            if bracket, !c.take(")") { return nil }
            return true
        }
    }

    /// A week's number, 1 to 53.
    private static func weekNumber(_ c: inout TokenCursor) -> Int? {
        guard let n = c.current?.number ?? c.current?.ordinalValue, (1...53).contains(n) else { return nil }
        c.advance()
        return n
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let betweenWords: WordList = ["zwischen", "zw", "between"]
    static let definiteArticles: WordList = ["dem", "der", "the"]
    static let andWords: WordList = ["und", "and"]
    static let feminineArticles: WordList = ["der", "the"]
    static let dativeArticles: WordList = ["dem", "the"]
    static let inclusiveWords: WordList = ["inkl", "incl", "einschl", "inklusive", "inclusive", "einschließlich", "einschliesslich"]
}
