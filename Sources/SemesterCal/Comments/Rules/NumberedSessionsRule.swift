extension CommentRule {
    /// "1. Termin 13.10., 2. Termin 3.11.", "1st session Oct 13, 2nd session Nov 3", "Termin 1: 13.10.,
    /// Termin 2: 3.11.", "erste Einheit 14.10., zweite 28.10.": the sessions counted one by one, each
    /// with its date. One alone is the first session, a bound (`sessionBound`); two or more counted
    /// from 1 are the row's only dates.
    static let numberedSessions = CommentRule(
        "numbered sessions",
        meaning: "sessions counted 1, 2, 3 … each with its date: only those dates",
        startsOn: [.ordinal, .number, .word],
        startsOnWord: { Vocabulary.sessionOrdinals[$0.word.text] == 1 || CommentRule.namesCountedSession($0) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                var dates: [DateRef] = []
                while let d = c.attempt({ c -> DateRef? in
                    let count = dates.count + 1
                    if count > 1 {
                        guard c.take(",") || c.take(";") || c.take("/") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                        c.takeWord(in: Vocabulary.listJoin)
                    }
                    guard CommentRule.sessionNumbered(count, &c) else { return nil }
                    c.take(":")
                    c.takeWord(in: Vocabulary.dateOn)
                    return DateExpression.date(&c)
                }) {
                    dates.append(d)
                }
                guard dates.count >= 2 else { return nil }
                return [.dates(dates)]
            }
        },
        examples: [
            RuleExample("1. Termin 13.10., 2. Termin 3.11., 3. Termin 1.12.", reads: ["dates 13.10., 03.11., 01.12."]),
            RuleExample("1st session Oct 13, 2nd session Nov 3", reads: ["dates 13.10., 03.11."]),
            RuleExample("Termin 1: 13.10. / Termin 2: 3.11.", reads: ["dates 13.10., 03.11."]),
            RuleExample("erste Einheit 14.10., zweite 28.10.", reads: ["dates 14.10., 28.10."]),
        ],
        counterExamples: [
            RuleExample("1. Termin 6.10., dann 14-tägig ab KW 43", reads: ["kick-off 06.10.", "a session on 06.10.", "interval 2", "start KW 43"]),
        ])

    /// A noun that names one counted session: "Termin", "Einheit", "session", "Block".
    static func namesCountedSession(_ facts: WordFacts) -> Bool {
        Vocabulary.matches(facts.word, anyOf: Vocabulary.sessionBoundNouns) || facts.subject?.subject == .sessions
            || Vocabulary.countedBlocks.contains(facts.word.text)
    }

    /// The `count`-th session's marker: "2. Termin", "2nd session", "Termin 2", "zweite Einheit";
    /// after the first, an ordinal word may stand for its noun ("erste Einheit 14.10., zweite 28.10.").
    static func sessionNumbered(_ count: Int, _ c: inout TokenCursor) -> Bool {
        func takeNoun(_ c: inout TokenCursor) -> Bool {
            guard let facts = c.currentFacts, namesCountedSession(facts) else { return false }
            c.advance()
            return true
        }
        if case .ordinal(let k)? = c.current?.kind, k == count {
            c.advance()
            return takeNoun(&c)
        }
        if c.current?.number == count, let suffix = c.peekWord(1), Vocabulary.ordinalSuffixes.contains(suffix), c.isGlued(1) {
            c.advance()
            c.advance()
            return takeNoun(&c)
        }
        if let w = c.currentWord, Vocabulary.sessionOrdinals[w.text] == count {
            c.advance()
            return takeNoun(&c) || count > 1
        }
        // "Termin 2:", "Session 2", "Block 2": the noun, then its number.
        if let facts = c.currentFacts, namesCountedSession(facts), c.peek(1)?.number == count {
            c.advance()
            c.advance()
            return true
        }
        return false
    }
}
