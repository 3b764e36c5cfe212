extension CommentRule {
    /// "Mitte Dezember", "Anfang November", "end of November", "gegen Ende des Semesters".
    static let vagueTime = CommentRule(
        "vague time",
        meaning: "a time that names no day or week: undetermined",
        startsOn: .word,
        startsOnWord: {
            Vocabulary.matches($0.word, anyOf: Vocabulary.relativeWords)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.vagueTimeWords) || ["zum", "zur"].contains($0.word.text)
        },
        parse: { c in
            guard let w = c.currentWord else { return nil }
            if ["zum", "zur"].contains(w.text) {
                // "zum Semesterende hin", "zum Ende des Semesters hin", "zum Dezember hin": towards a time.
                return c.attempt { c in
                    c.advance()
                    var namesATime = false
                    for _ in 0..<4 {
                        if c.currentWord?.text == "hin" { break }
                        if case .month? = c.current?.kind { namesATime = true }
                        if let t = c.currentWord, Vocabulary.matches(t, anyOf: Vocabulary.termWords) || Vocabulary.matches(t, anyOf: Vocabulary.vagueTimeWords)
                            || Vocabulary.matches(t, anyOf: Vocabulary.termEndWords) || t.text == "jahresende" { namesATime = true }
                        c.advance()
                    }
                    guard namesATime, c.takeWord(in: Words.towards) != nil else { return nil }
                    return [.undetermined]
                }
            }
            if Vocabulary.matches(w, anyOf: Vocabulary.relativeWords) {
                // "diese Woche", "nächsten Montag", "next week": relative to a day the data does not know.
                return c.attempt { c in
                    c.advance()
                    if c.current?.kind == .weekMarker { c.advance(); return [.undetermined] }
                    if c.currentFacts?.weekdayName != nil { c.advance(); return [.undetermined] }
                    if case .month? = c.current?.kind { c.advance(); return [.undetermined] }
                    return nil
                }
            }
            guard Vocabulary.matches(w, anyOf: Vocabulary.vagueTimeWords) else { return nil }
            return c.attempt { c in
                c.advance()
                while c.takeWord(in: Vocabulary.endFiller) != nil || c.takeWord(in: Vocabulary.fillerList) != nil || c.take(".") || c.take("-")
                        || c.takeWord(in: Vocabulary.vagueTimeWords) != nil {}
                if case .month? = c.current?.kind { c.advance(); return [.undetermined] }
                if let t = c.currentWord, Vocabulary.matches(t, anyOf: Vocabulary.termWords) { c.advance(); return [.undetermined] }
                return nil
            }
        },
        examples: [
            .flagged("Referate zum Semesterende hin"),
            .flagged("gegen Ende des Semesters Präsentationen"),
            .flagged("ab KW 42 (evtl. auch später)"),
            .flagged("Mitte Dezember Blockwoche, sonst wöchentlich"),
            .flagged("ab Anfang November"),
            .flagged("Termine gegen Ende des Semesters"),
            .flagged("starts early November"),
            .flagged("ab nächster Woche"),
        ],
        counterExamples: [
            RuleExample("Klausur gegen Ende des Semesters", reads: ["aside (exam)"]),
            RuleExample("ONLINE bis Ende Dezember", reads: ["aside (mode)"]),
            RuleExample("bis Ende November", reads: ["end month 11"]),
        ])
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let towards: WordList = ["hin"]
}
