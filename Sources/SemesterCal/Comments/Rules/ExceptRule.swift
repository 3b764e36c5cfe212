extension CommentRule {
    /// "außer KW 43, 47, 53, 1", "ausgenommen KW 22-27", "ohne KW 45", "außer 24.12.", "except week 47".
    static let except = CommentRule(
        "exclusion",
        meaning: "remove those weeks / dates (after the interval is applied)",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.except) || Vocabulary.exceptPhrases.mayStart(with: $0.word) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                // "bis auf KW 45", "abgesehen von KW 45", "apart from week 45": "except" in two words.
                guard c.takeWord(in: Vocabulary.except) != nil || (c.currentWord != nil && CommentRule.phrase(&c, Vocabulary.exceptPhrases)) else { return nil }
                c.takeWord(in: Vocabulary.dateOn)
                c.skipFiller()
                c.takeWord(in: Vocabulary.dateOn)
                if var spans = WeekExpression.parse(&c) {
                    // "außer KW 45, KW 48", "except week 45 and week 48": the week word repeated for each item.
                    while let more = c.attempt({ c -> [WeekSpan]? in
                        guard c.take(",") || c.take("/") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                        c.takeWord(in: Vocabulary.listJoin)
                        guard c.current?.kind == .weekMarker else { return nil }
                        return WeekExpression.parse(&c)
                    }) {
                        spans += more
                    }
                    // "außer KW 19 und Do 3.6.", "except week 18 and Thu 24 June": dates after the weeks.
                    let dates = c.attempt { c -> [DateRef]? in
                        guard c.take(",") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                        c.takeWord(in: Vocabulary.dateOn)
                        return DateExpression.list(&c) ?? DateExpression.date(&c).map { [$0] }
                    } ?? []
                    return [.except(weeks: spans, dates: dates)]
                }
                if let dates = DateExpression.list(&c) { return [.except(weeks: [], dates: dates)] }
                if let d = DateExpression.date(&c) { return [.except(weeks: [], dates: [d])] }
                if let months = CommentRule.months(&c) { return [.exceptMonths(months)] }
                // "KW 41-51 (außer 46)", "weeks 41-50 except 44": the week word before says what the
                // numbers are, when the comment names weeks and no dates before them.
                if CommentRule.weeksAreTheContext(c), let spans = WeekExpression.parseBare(&c), CommentRule.endsItem(c) {
                    return [.except(weeks: spans, dates: [])]
                }
                return nil
            }
        },
        examples: [
            RuleExample("KW 42-50, außer 45 und 47", reads: ["weeks KW 42–KW 50", "except KW 45, KW 47"]),
            .flagged("ab 12.10. außer 26"),
            RuleExample("ab KW 12, mit Ausnahme der KW 18/19", reads: ["start KW 12", "except KW 18, KW 19"]),
            RuleExample("KW 42 - 3, außer KW 43, 47, 53, 1", reads: ["weeks KW 42–KW 3", "except KW 43, KW 47, KW 53, KW 1"]),
            RuleExample("ausgenommen KW 22-27", reads: ["except KW 22–KW 27"]),
            RuleExample("except week 47", reads: ["except KW 47"]),
            RuleExample("bis auf KW 45", reads: ["except KW 45"]),
            RuleExample("apart from week 45", reads: ["except KW 45"]),
            RuleExample("außer KW 45, KW 48", reads: ["except KW 45, KW 48"]),
            RuleExample("außer KW 19 und Do 3.6.", reads: ["except KW 19, 03.06."]),
        ])
}

extension CommentRule {
    /// Whether the comment before the cursor names weeks and no dates: a bare number after it is a
    /// week as well.
    static func weeksAreTheContext(_ c: TokenCursor) -> Bool {
        var sawWeek = false
        for t in c.tokens[..<c.position] {
            switch t.kind {
            case .weekMarker: sawWeek = true
            case .date, .malformedDate, .month: return false
            default: continue
            }
        }
        return sawWeek
    }

    /// Whether what follows the cursor ends an item: the clause's end or a separator, not a word
    /// that makes the number something else ("außer 46 Personen").
    static func endsItem(_ c: TokenCursor) -> Bool {
        guard c.position < c.end, let t = c.current else { return true }
        return t.word == nil && t.number == nil && t.kind != .weekMarker
    }
}
