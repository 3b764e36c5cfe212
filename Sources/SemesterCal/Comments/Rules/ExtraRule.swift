extension CommentRule {
    /// "incl. Sa, 25.04.20", "zusätzlich KW 43", "plus 19.12.", "additionally on 5 Dec", "Ersatztermin 15.12.".
    static let extra = CommentRule(
        "extra date",
        meaning: "added to the series",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.extra) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let first = c.takeWord(in: Vocabulary.extra) else { return nil }
                c.take(".")
                c.takeWord(in: Vocabulary.indefiniteArticles)  // "plus an extra session on 1 Dec"
                c.takeWord(in: Vocabulary.extra)  // "dafür zusätzlich am Sa 14.11."
                // "plus an exam review session on 14 Jan", "zusätzlich Klausurvorbereitung am 14.1.": a session
                // preparing the exam.
                _ = c.attempt { c -> Bool? in
                    guard c.currentSubject?.subject == .exam,
                          let length = ClauseAnalysis.examPreparationLength(c, c.position, c.start..<c.end) else { return nil }
                    for _ in 0..<length { c.advance() }
                    if c.currentSubject?.subject == .sessions { c.advance() }
                    return true
                }
                // "extra Q&A session": a short label, glued by "&", before the session noun.
                _ = c.attempt { c -> Bool? in
                    guard c.currentWord != nil, c.peek(1)?.isSymbol("&") == true, c.isGlued(1), c.peekWord(2) != nil, c.isGlued(2) else { return nil }
                    c.advance(); c.advance(); c.advance()
                    return c.currentSubject?.subject == .sessions ? true : nil
                }
                CommentRule.skipSessionPhrase(&c)  // "zusätzlicher Termin am Sa 21.11.", "additional session on 5 Dec"
                // "extra session before the exam: Fri 22 Jan", "zusätzliche Sitzung vor der Klausur am 19.1.":
                // what the added session is for.
                // ("weitere Sitzung vor der Klausur" may be the only one left: not read.)
                _ = c.attempt { c -> Bool? in
                    guard !first.hasPrefix("weiter"), c.takeWord(in: ExtraWords.purposeLinks) != nil else { return nil }
                    c.takeWord(in: ExtraWords.articles)
                    guard c.currentSubject?.subject == .exam else { return nil }
                    c.advance()
                    c.take(":")
                    return true
                }
                c.takeWord(in: Vocabulary.dateOn)
                c.skipFiller()
                c.take(",")
                c.takeWord(in: Vocabulary.dateOn)
                if let dates = DateExpression.list(&c) { return [.extra(weeks: [], dates: dates)] }
                if let d = DateExpression.date(&c) { return [.extra(weeks: [], dates: [d])] }
                if let spans = WeekExpression.parse(&c) { return [.extra(weeks: spans, dates: [])] }
                return nil
            }
        },
        examples: [
            RuleExample("Kein Termin in KW 45, dafür zusätzlich am Sa 14.11.", reads: ["except KW 45", "extra 14.11."]),
            RuleExample("Kick-Off 16.03., weitere Termine 13.04., 27.04. und 11.05.", reads: ["kick-off 16.03.", "dates 13.04., 27.04., 11.05."]),
            RuleExample("wöchentlich ab KW 12, weitere Termine: 13.04.", reads: ["interval 1", "start KW 12", "extra 13.04."]),
            .flagged("erster Termin 16.03., weitere Termine 13.04. und 27.04."),
            RuleExample("KW 17 - 24, incl. Sa, 25.04.20", reads: ["weeks KW 17–KW 24", "extra 25.04.20"]),
            RuleExample("(zusätzlich KW 43)", reads: ["extra KW 43"]),
            RuleExample("weekly, plus an extra session on Thu 3 Dec", reads: ["interval 1", "extra 03.12."]),
            RuleExample("KW 41-47, zusätzl. Termin am Sa 21.11.", reads: ["weeks KW 41–KW 47", "extra 21.11."]),
        ])
}

private enum ExtraWords {
    static let purposeLinks: WordList = ["before", "vor", "for", "zur", "prior"]
    static let articles: WordList = ["the", "der", "die", "dem", "den", "an"]
}
