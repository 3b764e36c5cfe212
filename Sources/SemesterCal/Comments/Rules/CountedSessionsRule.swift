extension CommentRule {
    /// "die ersten 3 Termine wöchentlich, ab dem 4. Termin 14-tägig", "first 4 sessions weekly, then every
    /// other week", "Termin 1-5 wöchentlich", "nach dem 3. Termin 14-tägig", "from meeting no. 4 onwards
    /// every other week": sessions counted as the bounds of a rhythm's phase. Read only next to a rhythm
    /// (without one, "die ersten 3 Termine" keeps only those, `sessionEdge`); the planner counts the
    /// sessions held before (`Bound.session`).
    static let countedSessions = CommentRule(
        "counted sessions as a rhythm's bound",
        meaning: "next to a rhythm: the first N sessions (its end is the N-th session), from or after the N-th session (its start); sessions are counted as the series holds them",
        startsOn: .word,
        startsOnWord: {
            Vocabulary.matches($0.word, anyOf: Vocabulary.firstWords) || Vocabulary.matches($0.word, anyOf: Vocabulary.start)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.afterWords) || CountedSessions.leadingWords.contains($0.word.text)
                || CommentRule.countedSessionNouns.contains($0.word.text) || Vocabulary.matches($0.word, anyOf: Vocabulary.sessionBoundNouns)
        },
        parse: { c in
            guard SessionEdgeWords.namesARhythm(near: c) else { return nil }
            return c.attempt(CountedSessions.first) ?? c.attempt(CountedSessions.from) ?? c.attempt(CountedSessions.after)
                ?? c.attempt(CountedSessions.numbered)
        },
        examples: [
            RuleExample("die ersten 3 Termine wöchentlich", reads: ["end session 3", "interval 1"]),
            // The only rhythm, from a counted session: the sessions before it are weekly.
            RuleExample("ab dem 4. Termin 14-tägig", reads: ["phase interval 1", "phase interval 2 from session 4"]),
            RuleExample("first 4 sessions weekly", reads: ["end session 4", "interval 1"]),
            RuleExample("from meeting no. 5 onwards every other week", reads: ["phase interval 1", "phase interval 2 from session 5"]),
            RuleExample("nach dem 3. Termin nur noch 14-tägig", reads: ["phase interval 1", "phase interval 2 from session 4"]),
            RuleExample("after the first three sessions every other week", reads: ["phase interval 1", "phase interval 2 from session 4"]),
            RuleExample("Termin 1-5 wöchentlich", reads: ["end session 5", "interval 1"]),
        ],
        counterExamples: [
            RuleExample("die ersten 3 Termine", reads: ["only the first 3 sessions"]),
            // No rhythm: the mode changes from then on; which sessions there are is not said.
            .flagged("ab dem 3. Termin in Präsenz"),
        ])
}

/// The parsers of `CommentRule.countedSessions`.
enum CountedSessions {
    /// Words a counted phrase may open with: "for the first five classes", "in den ersten 4 Sitzungen".
    static let leadingWords: Set<String> = ["for", "in", "den", "die", "der", "dem", "the", "für", "fuer"]
    private static let articles: WordList = ["der", "dem", "die", "den", "the"]
    /// "meeting no. 4", "Termin Nr. 4".
    private static let numberWords: WordList = ["no", "nr", "number", "nummer"]
    /// "from session 4 on", "ab Termin 4 an", "onwards".
    private static let onWords: WordList = ["on", "onwards", "onward", "an"]

    /// "die ersten 3 Termine", "first five sessions", "for the first five classes": the end of a phase.
    static func first(_ c: inout TokenCursor) -> [CueKind]? {
        c.takeWord(in: ["for", "in", "für", "fuer"])
        c.takeWord(in: articles)
        guard let n = firstCount(&c) else { return nil }
        return [.end(.session(n))]
    }

    /// "ab dem 4. Termin", "from session 4 (on)", "from meeting no. 5 onwards", "starting with the 3rd class".
    static func from(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.start) != nil else { return nil }
        c.takeWord(in: ["with", "mit", "at"])
        c.takeWord(in: articles)
        guard let n = nthSession(&c) else { return nil }
        c.takeWord(in: onWords)
        return n >= 2 ? [.start(.session(n))] : nil
    }

    /// "nach dem 3. Termin", "nach 4 Terminen", "after the first three sessions", "after session 3".
    static func after(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.afterWords) != nil else { return nil }
        c.takeWord(in: articles)
        if let n = c.attempt({ c in firstCount(&c) }) ?? nthSession(&c) ?? c.attempt({ c -> Int? in
            // "nach 4 Terminen", "after 3 sessions".
            guard let n = SessionEdgeWords.countHere(c) else { return nil }
            c.advance()
            guard let (unit, plural, _) = SessionEdgeWords.noun(&c), unit == .sessions, plural else { return nil }
            return n
        }) {
            return [.start(.session(n + 1))]
        }
        return nil
    }

    /// "Termin 1-5", "Termine 1 bis 4", "sessions 1-3": the first sessions by their numbers.
    static func numbered(_ c: inout TokenCursor) -> [CueKind]? {
        guard let (unit, _, _) = SessionEdgeWords.noun(&c), unit == .sessions else { return nil }
        guard c.current?.number == 1 else { return nil }
        c.advance()
        guard c.take("-") || c.take("–") || c.takeWord(in: Vocabulary.rangeJoin) != nil else { return nil }
        guard let n = c.current?.number, (2...30).contains(n) else { return nil }
        c.advance()
        return [.end(.session(n))]
    }

    /// "ersten 3 Termine", "3 ersten Termine", "first five sessions": the count of the first sessions.
    private static func firstCount(_ c: inout TokenCursor) -> Int? {
        var count = SessionEdgeWords.countHere(c)
        if count != nil { c.advance() }
        guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.firstWords) else { return nil }
        c.advance()
        if count == nil, let n = SessionEdgeWords.countHere(c) {
            count = n
            c.advance()
        }
        guard let count, count >= 1, let (unit, plural, _) = SessionEdgeWords.noun(&c), unit == .sessions, plural || count == 1 else { return nil }
        return count
    }

    /// "4. Termin", "vierten Sitzung", "4th class", "Termin 4", "session no. 4", "meeting #4".
    private static func nthSession(_ c: inout TokenCursor) -> Int? {
        if let n = c.attempt({ c -> Int? in
            guard let n = SessionEdgeWords.ordinalHere(&c), let (unit, plural, _) = SessionEdgeWords.noun(&c), unit == .sessions, !plural else { return nil }
            return n
        }) {
            return n
        }
        return c.attempt { c -> Int? in
            guard let (unit, plural, _) = SessionEdgeWords.noun(&c), unit == .sessions, !plural else { return nil }
            if c.takeWord(in: numberWords) != nil { c.take(".") }
            c.take("#")
            guard let n = c.current?.number, (1...30).contains(n) else { return nil }
            c.advance()
            return n
        }
    }
}
