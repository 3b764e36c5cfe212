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
                // "findet nicht statt in KW 49": the particle of "stattfinden", not "instead".
                if w.text == "statt", (c.start..<c.position).contains(where: { c.words[$0].map { Vocabulary.takesPlaceVerbs.contains($0.text) } ?? false }) {
                    return nil
                }
                c.advance()
                c.takeWord(in: Vocabulary.fillerList)
                let replaced = ["statt", "instead", "stattdessen"].contains(w.text)
                if replaced {
                    c.takeWord(in: Vocabulary.ofWord)
                    if let d = DateExpression.date(&c) {
                        // "statt 18.11. am 20.11.", "instead of Nov 18 on Nov 20": the new date follows.
                        if let new = c.attempt({ c -> DateRef? in
                            c.take(",")
                            guard c.takeWord(in: ["am", "on", "auf", "nun", "now", "jetzt"]) != nil else { return nil }
                            return DateExpression.date(&c)
                        }) {
                            return [.except(weeks: [], dates: [d]), .extra(weeks: [], dates: [new])]
                        }
                        return [.except(weeks: [], dates: [d])]
                    }
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
            RuleExample("findet nicht statt in KW 49 u. 50", reads: ["except KW 49, KW 50"]),
            RuleExample("statt 18.11. am 20.11.", reads: ["except 18.11.", "extra 20.11."]),
        ])
}
