extension CommentRule {
    /// "einmalig am 20.11.", "nur am Freitag, 20.11.", "only on 20 Nov", "am 3.12." (with a negation:
    /// "entfällt am 3.12.").
    static let singleSession = CommentRule(
        "single session",
        meaning: "exactly that date replaces the series (negated: that date is removed)",
        startsOn: [.word, .dotOrColon],
        startsOnWord: {
            $0.isFiller
                || Vocabulary.matches($0.word, anyOf: Vocabulary.singleSession)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.dateOn)
        },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                var sawWord = false
                if c.takeWord(in: Vocabulary.singleSession) != nil {
                    sawWord = true
                    // "einmaliger Termin am 10.12.", "einmalige Sitzung: 10.12.".
                    if c.currentSubject?.subject == .sessions { c.advance(); c.take(":") }
                }
                c.skipFiller()
                if c.takeWord(in: Vocabulary.dateOn) != nil { sawWord = true }
                guard sawWord else { return nil }
                c.skipFiller()
                if let dates = DateExpression.list(&c) { return [.dates(dates)] }
                if let d = DateExpression.date(&c) { return [.dates([d])] }
                return nil
            }
        },
        examples: [
            RuleExample("am 13., 20. und 27. Oktober sowie am 10. November", reads: ["dates 13.10., 20.10., 27.10.", "dates 10.11."]),
            .flagged("einmalig am 23.04. und 30.04."),
            RuleExample("nur am 23.04. und 30.04.", reads: ["dates 23.04., 30.04."]),
            RuleExample("einmalig am 20.11.", reads: ["dates 20.11."]),
            RuleExample("einmaliger Termin am 10.12.", reads: ["dates 10.12."]),
            RuleExample("nur am Freitag, 20.11.", reads: ["dates 20.11."]),
            RuleExample("only on 20 Nov", reads: ["dates 20.11."]),
        ],
        counterExamples: [
            RuleExample("erste Sitzung am 14.10.", reads: ["start 14.10.", "a session on 14.10."]),
            RuleExample("Klausur am 12.02.", reads: ["aside (exam)"]),
        ])
}
