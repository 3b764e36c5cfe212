extension CommentRule {
    /// "Termine nach Plan", "werden noch bekannt gegeben", "nach Vereinbarung", "tba".
    static let undetermined = CommentRule(
        "undetermined",
        meaning: "the real dates are not in the data: the row is not understood",
        startsOn: [.word, .dotOrColon],
        startsOnWord: { Vocabulary.undetermined.mayStart(with: $0.word) },
        parse: { c in CommentRule.phrase(&c, Vocabulary.undetermined) ? [.undetermined] : nil },
        examples: [
            .flagged("unregelm. Termine, s. StudIP"),
            .flagged("- Praktikum - (Termine nach der 1. Vorlesung nach Plan)"),
            .flagged("Termine werden noch bekannt gegeben"),
            .flagged("jede 2. Woche, Start wird noch mitgeteilt"),
            .flagged("dates to be confirmed"),
            .flagged("Termine nach Absprache mit Dozent"),
            .flagged("dates tba"),
            .flagged("Termine siehe Stud.IP"),
            .flagged("Termine per Rundmail"),
            .flagged("unregelmäßig, ab KW 43"),
        ],
        counterExamples: [
            // "(Gruppen nach Plan)" says when each group meets is kept elsewhere (flagged, as golden.json
            // reads it); the division into groups by a plan leaves the dates alone.
            RuleExample("(Gruppe I) (ab KW 42) (Gruppeneinteilung nach Plan)", reads: ["start KW 42", "aside (groups)"]),
            RuleExample("- Vorlesung - (die Praktikumstermine werden noch bekannt gegeben)", reads: ["aside (otherSessions)"]),
            RuleExample("Online Angebot in Moodle", reads: []),
            RuleExample("Raum wird noch mitgeteilt", reads: ["aside (room)"]),
        ])

    /// Consumes one of `phrases` (each word typo-tolerant) if it starts here.
    static func phrase(_ c: inout TokenCursor, _ list: PhraseList) -> Bool {
        // Every phrase starts with a word (after an optional dot): elsewhere none can match.
        let first = c.current?.isSymbol(".") == true ? c.position + 1 : c.position
        guard first < c.end, let word = c.words[first], list.mayStart(with: word) else { return false }
        for words in list.phrases {
            let matched = c.attempt { c -> Bool? in
                for w in words {
                    // Dots inside a phrase ("wöchentl. Wechsel") are skipped.
                    c.take(".")
                    if c.current?.kind == .weekMarker, ["wochen", "woche", "weeks", "week", "kw"].contains(w.text) {
                        c.advance()
                        continue
                    }
                    // A longer word that begins with the phrase's word is its inflection ("bekanntgegebenen"),
                    // but "folgenden" introduces a list where "folgen" says the dates come later.
                    guard let t = c.currentWord,
                          Vocabulary.matches(t, w) || (w.count >= 6 && t.text.hasPrefix(w.text) && !Vocabulary.listIntroducers.contains(t))
                    else { return nil }
                    c.advance()
                }
                return true
            }
            if matched == true { return true }
        }
        return false
    }
}
