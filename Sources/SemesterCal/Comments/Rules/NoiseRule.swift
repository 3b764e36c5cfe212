extension CommentRule {
    /// "Online-Anmeldung 01.04. - 06.04.2020", "verbindliche Anmeldung bis 12.10.2020".
    static let noise = CommentRule(
        "noise dates",
        meaning: "registration periods and deadlines: not lecture dates",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.noise) },
        parse: { c in
            guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.noise) else { return nil }
            c.advance()
            // Pass over a few connecting words and symbols to the date, but never over a week.
            for _ in 0..<5 {
                if DateExpression.range(&c) != nil || DateExpression.date(&c) != nil { return [.noise] }
                guard let t = c.current, t.kind != .weekMarker, !t.isDateInformation else { break }
                if case .ordinal = t.kind { break }
                c.advance()
            }
            return nil
        },
        examples: [
            RuleExample("Präsenz bis KW 44, ab KW 45 als Zoom-Meeting (Link im Moodle)", reads: ["aside (mode)", "aside (mode)"]),
            RuleExample("Labor A 0.17, 6 SWS", reads: []),
            RuleExample("- Online-Anmeldung 01.04. - 06.04.2020 - Beginn KW 17", reads: ["aside (registration)", "start KW 17"]),
            RuleExample("verbindliche Anmeldung bis 12.10.2020", reads: ["aside (registration)"]),
            RuleExample("Projektabgabe bis 15.01.", reads: ["aside (submission)"]),
        ])
}
