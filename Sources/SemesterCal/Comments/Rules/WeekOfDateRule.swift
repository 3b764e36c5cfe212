extension CommentRule {
    /// "Woche vom 7.12.", "week of 7 December", "in der Woche ab dem 30.11.".
    static let weekOfDate = CommentRule(
        "week by date",
        meaning: "the ISO week holding that date",
        startsOn: .weekMarker,
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard c.current?.kind == .weekMarker else { return nil }
                c.advance()
                guard c.takeWord(in: Vocabulary.weekOfWords) != nil else { return nil }
                c.skipFiller()
                guard let d = DateExpression.date(&c) else { return nil }
                return [.weekOf(d)]
            }
        },
        examples: [
            RuleExample("Woche vom 7.12.", reads: ["week of 07.12."]),
            RuleExample("nicht in der Woche vom 30.11.", reads: ["except week of 30.11."]),
            RuleExample("week of 7 December", reads: ["week of 07.12."]),
        ])
}
