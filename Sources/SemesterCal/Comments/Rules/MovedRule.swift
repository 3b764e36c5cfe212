extension CommentRule {
    /// "verschoben auf 10.12.", "statt 3.12.", "moved to 10 Dec", "Ersatztermin 15.12.".
    static let moved = CommentRule(
        "moved session",
        meaning: "the session of the first date (\"statt\", \"instead of\") is left out; the new date (\"auf\", \"to\", \"Ersatztermin\") is added",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.movedWords) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.movedWords) else { return nil }
                c.advance()
                c.takeWord(in: Vocabulary.fillerList)
                let replaced = ["statt", "instead", "stattdessen"].contains(w.text)
                if replaced {
                    c.takeWord(in: Vocabulary.ofWord)
                    if let d = DateExpression.date(&c) { return [.except(weeks: [], dates: [d])] }
                    if let spans = WeekExpression.parse(&c) { return [.except(weeks: spans, dates: [])] }
                    return nil
                }
                c.takeWord(in: Vocabulary.movedTargets)
                c.skipFiller()
                if let d = DateExpression.date(&c) { return [.extra(weeks: [], dates: [d])] }
                if let spans = WeekExpression.parse(&c) { return [.extra(weeks: spans, dates: [])] }
                return nil
            }
        },
        examples: [
            RuleExample("Termin am 3.12. entfällt, verschoben auf 10.12.", reads: ["except 03.12.", "extra 10.12."]),
            RuleExample("Ersatztermin 15.12.", reads: ["extra 15.12."]),
        ])
}
