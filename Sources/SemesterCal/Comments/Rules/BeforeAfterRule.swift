extension CommentRule {
    /// "nicht vor KW 43", "not before 1 December", "nicht nach dem 18.12.": a negated "before" is a
    /// start, a negated "after" an end. Without a negation "vor"/"nach" a week is not read.
    static let beforeAfter = CommentRule(
        "not before / not after",
        meaning: "\"nicht vor X\" starts the series at X, \"nicht nach X\" ends it at X",
        startsOn: .word,
        startsOnWord: {
            Vocabulary.matches($0.word, anyOf: Vocabulary.beforeWords)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.afterWords)
        },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let w = c.currentWord else { return nil }
                let before: Bool
                if Vocabulary.matches(w, anyOf: Vocabulary.beforeWords) { before = true } else if Vocabulary.matches(w, anyOf: Vocabulary.afterWords) { before = false } else { return nil }
                c.advance()
                c.skipFiller()
                guard let bound = CommentRule.bound(&c) else { return nil }
                return [before ? .before(bound) : .after(bound)]
            }
        },
        examples: [
            RuleExample("nicht vor KW 43", reads: ["start KW 43"]),
            RuleExample("nicht nach dem 18.12.", reads: ["end 18.12."]),
            .flagged("nach KW 45"),
        ])
}
