extension CommentRule {
    /// "(4 Termine)", "nur 2 Termine: 1.12. und 15.12.", "3 sessions only": how many sessions there
    /// are. The planned dates must come to that many; "2 Termine pro Woche" is a frequency, not a
    /// count, and is left unread.
    static let sessionCount = CommentRule(
        "session count",
        meaning: "how many sessions the comment says there are: the planned dates must come to that many, else the row is not understood",
        startsOn: [.number, .word],
        startsOnWord: { SessionEdgeWords.counts[$0.word.text] != nil },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                // "4 Termine", "vier Termine".
                let n: Int
                if let t = c.current, let k = t.number, (1...40).contains(k), c.digitCount(of: t) <= 2 {
                    n = k
                } else if let w = c.currentWord, let k = SessionEdgeWords.counts[w.text], !["beiden", "beide"].contains(w.text),
                          // "die zwei Termine am 30.11. und 7.12. entfallen": the ones called off, not all.
                          !SessionEdgeWords.clauseNegates(c) {
                    n = k
                } else {
                    return nil
                }
                c.advance()
                guard let noun = c.currentWord, c.currentSubject?.subject == .sessions, Self.countedSessionNouns.contains(noun.text) else { return nil }
                c.advance()
                // "2 Termine pro Woche", "3 sessions a week", "2 Termine wöchentlich": a frequency.
                if let next = c.currentWord, Self.frequencyWords.contains(next.text) || Vocabulary.matches(next, anyOf: Vocabulary.weeklyWords) { return nil }
                return [.sessionCount(n)]
            }
        },
        examples: [
            RuleExample("nur im November (4 Termine)", reads: ["only months 11", "4 sessions"]),
            RuleExample("3 sessions only: Nov 3, 10 and 17", reads: ["3 sessions", "dates 03.11., 10.11., 17.11."]),
            RuleExample("zwei Termine: 30.11. und 7.12.", reads: ["2 sessions", "dates 30.11., 07.12."]),
            .flagged("2 Termine pro Woche"),
        ])

    /// Plural nouns of sessions that a number counts ("4 Termine", "3 sessions", "6 Sitzungen").
    static let countedSessionNouns: Set<String> = [
        "termine", "terminen", "sitzungen", "vorlesungen", "veranstaltungen", "einheiten", "treffen", "blöcke", "bloecke",
        "sessions", "classes", "lectures", "meetings", "dates", "lessons", "blocks", "übungen", "uebungen", "praktika",
        "präsenztermine", "praesenztermine", "onlinetermine", "blocktermine", "tage", "days",
    ]

    /// Words after a count of sessions that make it a frequency.
    static let frequencyWords: Set<String> = ["pro", "per", "je", "a", "each", "every", "im", "wöchentlich", "monatlich", "monthly"]
}
