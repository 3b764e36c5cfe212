extension CommentRule {
    /// "bis KW 24", "bis 25. KW", "bis einschl. 14. KW", "bis 30.06.", "bis Ende Dezember", "until week 50".
    static let end = CommentRule(
        "end",
        meaning: "drop dates after it (inclusive bound)",
        startsOn: .word,
        startsOnWord: { $0.isEndWord || $0.word.text == "up" },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                // "up to and incl. June 22nd", "up to week 50".
                if c.currentWord?.text == "up" {
                    guard c.peekWord(1)?.text == "to" else { return nil }
                    c.advance()
                } else {
                    guard c.currentFacts?.isEndWord == true else { return nil }
                }
                c.advance()
                // "Schluss ist in der 2. KW", "Ende ist am 15.12.".
                while let w = c.currentWord, CommentRule.boundVerbs.contains(w.text) { c.advance() }
                c.takeWord(in: Vocabulary.endLinkers)
                // "Schluss nach KW 50", "Ende nach dem 18.12.": the series ends with that week or day.
                c.takeWord(in: Words.afterWords)
                // "until and including CW 25", "bis und mit KW 50", "bis einschließlich": the bound is in.
                _ = c.attempt { c -> Bool? in
                    guard c.takeWord(in: Words.andWords) != nil, c.takeWord(in: Words.includingWords) != nil else { return nil }
                    return true
                }
                // "bis ausschließlich KW 50", "until week 50 exclusive": the bound's week or day is out.
                let exclusiveBefore = c.takeWord(in: Vocabulary.exclusiveWords) != nil
                CommentRule.skipSessionPhrase(&c)
                c.take(":")
                c.skipFiller()  // "endet bereits am 11.12."
                c.takeWord(in: Vocabulary.dateOn)
                c.skipFiller()
                let saysEnd = c.takeWord(in: Vocabulary.endFiller) != nil
                c.takeWord(in: Vocabulary.endFiller)
                c.skipFiller()
                // "bis KW 50 (ausschließlich)", "until week 50 exclusive": the bound's week or day is out.
                func end(_ bound: Bound, _ c: inout TokenCursor) -> CueKind {
                    let exclusiveAfter = c.attempt { c -> Bool? in
                        let bracket = c.take("(")
                        guard c.takeWord(in: Vocabulary.exclusiveWords) != nil else { return nil }
                        c.take(".")
                        if bracket, !c.take(")") { return nil }
                        return true
                    } != nil
                    return exclusiveBefore || exclusiveAfter ? .endBefore(bound) : .end(bound)
                }
                if let spans = WeekExpression.parse(&c), spans.count == 1, spans[0].isSingleWeek {
                    // "bis KW 50 inkl.", "bis KW 50 (inkl.)", "until CW 50 incl.": the bound is inclusive anyway.
                    CommentRule.inclusiveNote(&c)
                    return [end(.week(spans[0].from), &c)] + CommentRule.restatement(&c, of: spans[0].from)
                }
                if let bound = CommentRule.bound(&c) { return [end(bound, &c)] }
                if let month = CommentRule.month(&c) { return [end(.month(month), &c)] }
                // "bis Jahresende", "bis zum Ende des Jahres", "until the end of the year": through December, as
                // "bis Ende Dezember" (in a summer term, after its end).
                if let w = c.currentWord, Words.yearEnd.contains(w.text) {
                    c.advance()
                    return [end(.month(MonthRef(12, year: nil)), &c)]
                }
                if saysEnd, let w = c.currentWord, Words.year.contains(w.text) {
                    c.advance()
                    return [end(.month(MonthRef(12, year: nil)), &c)]
                }
                // "bis Semesterende", "bis zum Ende der Vorlesungszeit", "until the end of the lecture period":
                // the term's own end.
                while let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.fillerList) || Vocabulary.matches(w, anyOf: Vocabulary.endFiller)
                        || Vocabulary.matches(w, anyOf: Vocabulary.lecturePeriodWords) {
                    c.advance()
                }
                // "bis Vorlesungsende", "bis zum Semesterende": the end of the term in one word.
                if let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.termWords) || Vocabulary.matches(w, anyOf: Vocabulary.termEndWords) {
                    c.advance()
                    return []
                }
                return nil
            }
        },
        examples: [
            RuleExample("bis KW 50 (8.12.)", reads: ["end KW 50", "KW 50 = 08.12."]),
            RuleExample("Vorlesung endet mit der Sitzung am 12. Januar", reads: ["end 12.01."]),
            RuleExample("bis KW 24", reads: ["end KW 24"]),
            RuleExample("bis einschl. 14. KW", reads: ["end KW 14"]),
            RuleExample("bis 30.06.", reads: ["end 30.06."]),
            RuleExample("bis Ende November", reads: ["end month 11"]),
            RuleExample("bis zum Ende des Jahres", reads: ["end month 12"]),
            RuleExample("until the end of the year", reads: ["end month 12"]),
            RuleExample("until week 50", reads: ["end KW 50"]),
            RuleExample("Schluss ist in der 2. KW", reads: ["end KW 2"]),
            RuleExample("bis KW 50 inkl.", reads: ["end KW 50"]),
            RuleExample("ab KW 45 bis Vorlesungsende", reads: ["start KW 45"]),
            RuleExample("Schluss nach KW 50", reads: ["end KW 50"]),
            RuleExample("bis KW 50 (ausschließlich)", reads: ["end before KW 50"]),
            RuleExample("until and including CW 25", reads: ["end KW 25"]),
            RuleExample("Tuesdays up to and incl. June 22nd", reads: ["on Dienstag", "end 22.06."]),
            RuleExample("KW 44 bis zum Semesterende", reads: ["start KW 44"]),
            RuleExample("Dezember bis Vorlesungsende", reads: ["start month 12"]),
        ])
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let afterWords: WordList = ["nach", "after"]
    static let andWords: WordList = ["and", "und"]
    static let includingWords: WordList = ["including", "incl", "mit", "einschließlich", "inklusive"]
    /// The end of the calendar year in one word.
    static let yearEnd: Set<String> = ["jahresende", "jahreswechsel", "jahresschluss"]
    /// "(Ende des) Jahres", "(end of the) year".
    static let year: Set<String> = ["jahres", "jahr", "year"]
}
