extension CommentRule {
    /// "20.5.21 kein Unterricht", "no lecture Nov. 2nd", "12. Apr. fällt aus": a date on its own.
    /// With a negation it is cancelled; without one it has no role the reader knows (unread).
    static let loneDate = CommentRule(
        "lone date",
        meaning: "a date with no other cue: cancelled when negated, otherwise not understood",
        startsOn: .dateStart,
        startsOnWord: { $0.weekday != nil },
        parse: { c in
            // "Modul 7.2", "Kapitel 3.1": a section number after its noun is no date.
            if c.position > c.start, let noun = c.words[c.position - 1], Vocabulary.matches(noun, anyOf: Vocabulary.numberedNouns) { return nil }
            guard let d = DateExpression.date(&c) else { return nil }
            return [.loneDate(d)]
        },
        examples: [
            RuleExample("(Modul 7.2, 5 ECTS)", reads: []),
            RuleExample("20.5.21 kein Unterricht", reads: ["except 20.05.21"]),
            RuleExample("no lecture Nov. 2nd", reads: ["except 02.11."]),
            .flagged("Firmenbesuch 20.11."),
        ])
}
