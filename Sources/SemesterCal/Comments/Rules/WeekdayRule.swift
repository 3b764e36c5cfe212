extension CommentRule {
    /// "montags", "Thursdays", "(Freitag)", "Samstage in KW 44": the weekday the comment says the
    /// sessions are on. It must be the row's own; a weekday before a date belongs to the date.
    static let weekday = CommentRule(
        "weekday",
        meaning: "the sessions' weekday; another than the row's makes the row not understood",
        startsOn: .word,
        startsOnWord: { $0.weekdayName != nil || $0.weekdayAbbreviation != nil },
        parse: { c in
            guard let day = c.currentFacts?.weekdayName ?? CommentRule.weekdayAbbreviationStandingAlone(c) else { return nil }
            // "Sa, 25.04.20", "Mo 21.12.": the date's weekday, read with the date.
            var next = c.position + 1
            while next < c.end, c.tokens[next].isSymbol(",") || c.tokens[next].isSymbol(".") { next += 1 }
            if next < c.end, case .date = c.tokens[next].kind { return nil }
            if next < c.end, c.tokens[next].number != nil || c.tokens[next].ordinalValue != nil, case .month? = (next + 1 < c.end ? c.tokens[next + 1].kind : nil) { return nil }
            c.advance()
            // "jeden Freitag", "every Friday": weekly, said in so many words (beside "14-tägig" it is a
            // second rhythm; it was left out, silently).
            // ("Oct 15, Oct 29 (all Thursdays)": "all" restates the dates' weekday.)
            if c.position - 2 >= c.start, let every = c.words[c.position - 2], ["jeden", "jede", "jeder", "jedes", "every", "each"].contains(every.text) {
                return [.onWeekday(day), .interval(1)]
            }
            return [.onWeekday(day)]
        },
        examples: [
            RuleExample("danach montags ab KW 42", reads: ["on Montag", "start KW 42"]),
            RuleExample("Thursdays 8 Oct – 10 Dec", reads: ["date range 08.10.–10.12."]),
            RuleExample("(Freitag)", reads: ["on Freitag"]),
            RuleExample("KW 43 (Mo)", reads: ["weeks KW 43", "on Montag"]),
            RuleExample("Vorlesung am Do.", reads: ["on Donnerstag"]),
            RuleExample("jeden Freitag", reads: ["on Freitag", "interval 1"]),
        ],
        counterExamples: [
            RuleExample("(MI 3 + WI 3)", reads: []),
        ])

    /// "KW 43 (Mo)", "am Do.", "jeweils Fr": a weekday's abbreviation that names a day by itself — in
    /// brackets of its own or after "am"/"on"/"jeweils", written "Mo" or "Mo." (not "MI", a course), and
    /// with no date or number after it.
    static func weekdayAbbreviationStandingAlone(_ c: TokenCursor) -> Int? {
        guard let day = c.currentFacts?.weekdayAbbreviation else { return nil }
        let written = c.text(from: c.position, to: c.position + 1)
        guard let first = written.first, first.isUppercase, written.dropFirst().allSatisfy(\.isLowercase) else { return nil }
        var next = c.position + 1
        if next < c.end, c.tokens[next].isSymbol(".") { next += 1 }
        let closesBracket = next < c.tokens.count && c.tokens[next].isSymbol(")")
        let opensBracket = c.position > 0 && c.tokens[c.position - 1].isSymbol("(")
        let afterOn = c.position > 0 && (c.tokens[c.position - 1].word.map { ["am", "on", "jeweils", "immer"].contains($0) } ?? false)
        let followedByNumber = next < c.end && (c.tokens[next].number != nil || c.tokens[next].ordinalValue != nil || { if case .date = c.tokens[next].kind { return true }; return false }())
        guard !followedByNumber, opensBracket && closesBracket || afterOn else { return nil }
        return day
    }
}
