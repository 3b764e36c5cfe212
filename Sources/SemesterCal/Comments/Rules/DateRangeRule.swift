extension CommentRule {
    /// "08.03.-12.03.2021", "21.-24.09.2020", "vom 2.11. bis 27.11.".
    static let dateRange = CommentRule(
        "date range",
        meaning: "only the days from … through …",
        startsOn: .dateStart,
        startsOnWord: { $0.weekday != nil || Vocabulary.matches($0.word, anyOf: Vocabulary.rangeOpeners) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                c.takeWord(in: Vocabulary.rangeOpeners)
                guard let (from, to) = DateExpression.range(&c) else { return nil }
                return [.dateRange(from: from, to: to)]
            }
        },
        examples: [
            RuleExample("vom 5. Nov. bis 17. Dez.", reads: ["date range 05.11.–17.12."]),
            RuleExample("Termine 6.11.20 - 27.11.20 (jeweils freitags)", reads: ["date range 06.11.20–27.11.20", "on Freitag"]),
            RuleExample("vom 2.11. bis 27.11.", reads: ["date range 02.11.–27.11."]),
            RuleExample("keine Vorlesung vom 17.11. bis 1.12.", reads: ["except 17.11.–01.12."]),
        ])
}
