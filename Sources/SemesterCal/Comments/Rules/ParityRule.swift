extension CommentRule {
    /// "in geraden Kalenderwochen", "ungerade KW", "odd weeks only", "even weeks".
    static let parity = CommentRule(
        "week parity",
        meaning: "only even (odd) ISO weeks; two groups in alternate parities share the room every week",
        startsOn: [.word, .dotOrColon, .weekMarker],
        startsOnWord: {
            $0.isFiller
                || Vocabulary.matches($0.word, anyOf: Vocabulary.evenWords)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.oddWords)
        },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                c.skipFiller()
                // "KW gerade", "weeks odd": the week word first.
                let markerFirst = c.current?.kind == .weekMarker
                var numbered = false
                if markerFirst {
                    c.advance()
                    // "KW mit gerader Nummer", "weeks with an odd number".
                    if c.takeWord(in: Words.withWords) != nil { numbered = true; c.takeWord(in: Words.indefiniteArticles) }
                }
                guard let w = c.currentWord else { return nil }
                let even: Bool
                if Vocabulary.matches(w, anyOf: Vocabulary.evenWords) { even = true } else if Vocabulary.matches(w, anyOf: Vocabulary.oddWords) { even = false } else { return nil }
                c.advance()
                if numbered {
                    guard c.takeWord(in: Words.numberNouns) != nil else { return nil }
                }
                // "odd-numbered calendar weeks", "even numbered weeks".
                if !markerFirst {
                    if c.current?.isSymbol("-") == true, c.peek(1)?.word == "numbered" { c.advance() }
                    c.takeWord(in: Words.numbered)
                    c.takeWord(in: Words.calendarWords)
                }
                if markerFirst {
                    // the week word was read before the parity
                } else if c.current?.kind == .weekMarker {
                    c.advance()
                } else {
                    // "Gr. A in geraden, Gr. B in ungeraden Wochen": the German adjective alone names the
                    // weeks; "group 1 odd, group 2 even weeks": the English one right after a group.
                    let afterGroup = (2...3).contains { k in
                        let i = c.position - 1 - k
                        return i >= c.start && c.facts[i]?.subject?.subject == .groups
                    }
                    guard ["gerade", "geraden", "ungerade", "ungeraden"].contains(w.text) || afterGroup else { return nil }
                }
                return [.parity(even: even)]
            }
        },
        examples: [
            RuleExample("14-täglich in ungeraden KW", reads: ["interval 2", "odd weeks"]),
            RuleExample("nur in geraden Kalenderwochen", reads: ["even weeks"]),
            RuleExample("odd weeks only", reads: ["odd weeks"]),
            RuleExample("nur KW gerade", reads: ["even weeks"]),
            RuleExample("in KW mit gerader Nummer", reads: ["even weeks"]),
            RuleExample("only in odd-numbered calendar weeks", reads: ["odd weeks"]),
            RuleExample("Präsenz wechselnd: Gr. A KW gerade / Gr. B KW ungerade", reads: ["aside (mode)", "even weeks", "aside (groups)", "odd weeks"]),
            RuleExample("Group 1 odd, group 2 even calendar weeks", reads: ["aside (groups)", "odd weeks", "aside (groups)", "even weeks"]),
            RuleExample("(Hybrid) Gr. A Präsenz in ungerade Wochen + Gr. B in geraden Wochen",
                        reads: ["aside (groups)", "odd weeks", "aside (groups)", "even weeks"]),
        ])
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let withWords: WordList = ["mit", "with"]
    static let indefiniteArticles: WordList = ["an", "a", "einer"]
    static let numberNouns: WordList = ["nummer", "number", "zahl", "wochennummer"]
    static let numbered: WordList = ["numbered"]
    static let calendarWords: WordList = ["calendar", "kalender"]
}
