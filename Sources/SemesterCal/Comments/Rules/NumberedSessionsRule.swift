extension CommentRule {
    /// "1. Termin 13.10., 2. Termin 3.11., 3. Termin 1.12.", "1st session Oct 13, 2nd session Nov 3":
    /// the sessions counted one by one, each with its date. One alone is the first session, a bound
    /// (`sessionBound`); two or more counted from 1 are the row's only dates.
    static let numberedSessions = CommentRule(
        "numbered sessions",
        meaning: "sessions counted 1, 2, 3 … each with its date: only those dates",
        startsOn: [.ordinal, .number],
        parse: { c in
            c.attempt { c -> [CueKind]? in
                var dates: [DateRef] = []
                while let d = c.attempt({ c -> DateRef? in
                    let count = dates.count + 1
                    if count > 1 {
                        guard c.take(",") || c.take(";") || c.take("/") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                        c.takeWord(in: Vocabulary.listJoin)
                    }
                    if case .ordinal(let k)? = c.current?.kind, k == count {
                        c.advance()
                    } else if c.current?.number == count, let suffix = c.peekWord(1), Vocabulary.ordinalSuffixes.contains(suffix), c.isGlued(1) {
                        c.advance()
                        c.advance()
                    } else {
                        return nil
                    }
                    guard let noun = c.currentWord, Vocabulary.matches(noun, anyOf: Vocabulary.sessionBoundNouns) || c.currentSubject?.subject == .sessions
                    else { return nil }
                    c.advance()
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
        ],
        counterExamples: [
            RuleExample("1. Termin 6.10., dann 14-tägig ab KW 43", reads: ["kick-off 06.10.", "a session on 06.10.", "interval 2", "start KW 43"]),
        ])
}
