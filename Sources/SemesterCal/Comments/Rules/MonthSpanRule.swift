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

    /// "Oktober", "Oktober/November", "November und Dezember", "Nov. 2020 - Jan. 2021".
    static func months(_ c: inout TokenCursor) -> [MonthRef]? {
        guard case .month? = c.current?.kind else { return nil }
        // "Nov. 2nd", "Oct 12": a date, not a month.
        if let day = c.peek(1), let n = day.number ?? day.ordinalValue, (1...31).contains(n), c.digitCount(of: day) <= 2 { return nil }
        guard let first = CommentRule.month(&c) else { return nil }
        var months = [first]
        while let next = c.attempt({ c -> [MonthRef]? in
            let isRange: Bool
            if c.take("-") || c.takeWord(in: Vocabulary.rangeJoin) != nil { isRange = true } else if c.take("/") || c.take(",") || c.take("+") || c.takeWord(in: Vocabulary.listJoin) != nil { isRange = false } else { return nil }
            c.skipFiller()
            guard case .month? = c.current?.kind, let m = CommentRule.month(&c) else { return nil }
            guard isRange, let last = months.last else { return [m] }
            // "Oktober bis Dezember", "April–Juni": every month from the one to the other; a year
            // named at the start carries over the turn of the year ("Nov. 2020 - Jan. 2021").
            var range: [MonthRef] = []
            var month = last
            while month.month != m.month, range.count < 12 {
                let wraps = month.month == 12
                month = MonthRef(month.month % 12 + 1, year: month.year.map { wraps ? $0 + 1 : $0 })
                range.append(month)
            }
            // The end as written: its own year, if it names one, is the one to check.
            if !range.isEmpty { range[range.count - 1] = MonthRef(m.month, year: m.year ?? range[range.count - 1].year) }
            return range
        }) {
            months += next
        }
        return months
    }
}
