extension CommentRule {
    /// "im Oktober", "only in January", "Oktober/November", "im November und Dezember".
    static let monthSpan = CommentRule(
        "month",
        meaning: "only the days of that month (months)",
        startsOn: [.word, .dotOrColon, .month],
        startsOnWord: {
            $0.isFiller
                || Vocabulary.matches($0.word, anyOf: Vocabulary.fillerList)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.monthSpanOpeners)
        },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                c.takeWord(in: Vocabulary.fillerList)
                c.takeWord(in: Vocabulary.monthSpanOpeners)
                c.skipFiller()
                guard let months = CommentRule.months(&c) else { return nil }
                return [.onlyMonths(months)]
            }
        },
        examples: [
            RuleExample("Vorlesung ausschließlich im Dezember", reads: ["only months 12"]),
            RuleExample("im Oktober", reads: ["only months 10"]),
            RuleExample("only in January", reads: ["only months 1"]),
            RuleExample("nicht im Dezember", reads: ["except months 12"]),
        ])

    /// "Oktober", "Oktober/November", "November und Dezember".
    static func months(_ c: inout TokenCursor) -> [Int]? {
        guard case .month(let first)? = c.current?.kind else { return nil }
        // "Nov. 2nd", "Oct 12": a date, not a month.
        if let day = c.peek(1), let n = day.number ?? day.ordinalValue, (1...31).contains(n), c.digitCount(of: day) <= 2 { return nil }
        c.advance()
        var months = [first]
        while let next = c.attempt({ c -> [Int]? in
            let isRange: Bool
            if c.take("-") || c.takeWord(in: Vocabulary.rangeJoin) != nil { isRange = true } else if c.take("/") || c.take(",") || c.take("+") || c.takeWord(in: Vocabulary.listJoin) != nil { isRange = false } else { return nil }
            c.skipFiller()
            guard case .month(let m)? = c.current?.kind else { return nil }
            c.advance()
            guard isRange, let last = months.last else { return [m] }
            // "Oktober bis Dezember", "April–Juni": every month from the one to the other.
            var range: [Int] = []
            var month = last
            while month != m, range.count < 12 { month = month % 12 + 1; range.append(month) }
            return range
        }) {
            months += next
        }
        return months
    }
}
