extension CommentRule {
    /// "montags", "Thursdays", "(Freitag)", "Samstage in KW 44": the weekday the comment says the
    /// sessions are on. It must be the row's own; a weekday before a date belongs to the date.
    static let weekday = CommentRule(
        "weekday",
        meaning: "the sessions' weekday; another than the row's makes the row not understood",
        startsOn: .word,
        startsOnWord: { $0.weekdayName != nil },
        parse: { c in
            guard let day = c.currentFacts?.weekdayName else { return nil }
            // "Sa, 25.04.20", "Mo 21.12.": the date's weekday, read with the date.
            var next = c.position + 1
            while next < c.end, c.tokens[next].isSymbol(",") || c.tokens[next].isSymbol(".") { next += 1 }
            if next < c.end, case .date = c.tokens[next].kind { return nil }
            if next < c.end, c.tokens[next].number != nil || c.tokens[next].ordinalValue != nil, case .month? = (next + 1 < c.end ? c.tokens[next + 1].kind : nil) { return nil }
            c.advance()
            return [.onWeekday(day)]
        },
        examples: [
            RuleExample("danach montags ab KW 42", reads: ["on Montag", "start KW 42"]),
            RuleExample("Thursdays 8 Oct – 10 Dec", reads: ["date range 08.10.–10.12."]),
            RuleExample("(Freitag)", reads: ["on Freitag"]),
        ])
}
