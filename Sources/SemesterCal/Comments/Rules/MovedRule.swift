extension CommentRule {
    /// "verschoben auf 10.12.", "statt 3.12.", "moved to 10 Dec", "Ersatztermin 15.12.".
    static let moved = CommentRule(
        "moved session",
        meaning: "the session of the first date (\"statt\", \"instead of\") is left out; the new date (\"auf\", \"to\", \"Ersatztermin\") is added",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.movedWords) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.movedWords) else { return nil }
                // "findet nicht statt in KW 49": the particle of "stattfinden", not "instead".
                if w.text == "statt", (c.start..<c.position).contains(where: { c.words[$0].map { Vocabulary.takesPlaceVerbs.contains($0.text) } ?? false }) {
                    return nil
                }
                c.advance()
                c.takeWord(in: Vocabulary.fillerList)
                // "statt 3.12.", "instead of Dec 3": the date that follows is left out. "stattdessen am
                // 4.11.", "instead on Nov 4": the date that follows is the new one.
                let replaced = w.text == "statt" || w.text == "instead" && c.currentWord?.text == "of"
                if replaced {
                    c.takeWord(in: Vocabulary.ofWord)
                    c.takeWord(in: Vocabulary.dateOn)  // "statt am 7.1. bereits am 6.1."
                    if let d = DateExpression.date(&c) {
                        // "statt 18.11. am 20.11.", "instead of Nov 18 on Nov 20": the new date follows.
                        if let new = c.attempt({ c -> DateRef? in
                            c.take(",")
                            c.takeWord(in: Words.alreadyWords)
                            guard c.takeWord(in: Words.newDateOpeners) != nil else { return nil }
                            return DateExpression.date(&c)
                        }) {
                            return [.except(weeks: [], dates: [d]), .extra(weeks: [], dates: [new])]
                        }
                        return [.except(weeks: [], dates: [d])]
                    }
                    if let spans = WeekExpression.parse(&c) { return [.except(weeks: spans, dates: [])] }
                    return nil
                }
                // "moved from 10 Nov to 12 Nov", "verlegt vom 3.11. auf 5.11.".
                if let pair = c.attempt(movedFromTo) {
                    return [.except(weeks: [], dates: [pair.old]), .extra(weeks: [], dates: [pair.new])]
                }
                c.takeWord(in: Vocabulary.movedTargets)
                c.skipFiller()
                if let d = DateExpression.date(&c) {
                    // "postponed to 12 Nov (from 10 Nov)", "verlegt auf 5.11. (statt 3.11.)": the date it leaves.
                    if let old = c.attempt({ c -> DateRef? in
                        let bracket = c.take("(")
                        guard c.takeWord(in: Vocabulary.movedSources) != nil else { return nil }
                        c.takeWord(in: Vocabulary.ofWord)
                        guard let old = DateExpression.date(&c) else { return nil }
                        if bracket, !c.take(")") { return nil }
                        return old
                    }) {
                        return [.except(weeks: [], dates: [old]), .extra(weeks: [], dates: [d])]
                    }
                    return [.extra(weeks: [], dates: [d])]
                }
                if let spans = WeekExpression.parse(&c) { return [.extra(weeks: spans, dates: [])] }
                return nil
            }
        },
        examples: [
            RuleExample("Termin am 3.12. entfällt, verschoben auf 10.12.", reads: ["except 03.12.", "extra 10.12."]),
            RuleExample("Ersatztermin 15.12.", reads: ["extra 15.12."]),
            RuleExample("findet nicht statt in KW 49 u. 50", reads: ["except KW 49, KW 50"]),
            RuleExample("statt 18.11. am 20.11.", reads: ["except 18.11.", "extra 20.11."]),
            RuleExample("nicht in KW 45, stattdessen Mittwoch 4.11.", reads: ["except KW 45", "extra 04.11."]),
            RuleExample("verlegt auf 5.11. statt 3.11.", reads: ["except 03.11.", "extra 05.11."]),
            .flagged("postponed to Thu 12 Nov (from Tue 10 Nov)"),
            RuleExample("moved from 10 Nov to 12 Nov", reads: ["except 10.11.", "extra 12.11."]),
        ])

    /// "vom 3.11. auf 5.11. verschoben": the verb comes last.
    static let movedVerbLast = CommentRule(
        "moved session, verb last",
        meaning: "the session of the first date is left out and the second date added",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.movedSources) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let pair = movedFromTo(&c) else { return nil }
                c.takeWord(in: Vocabulary.fillerList)
                guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.movingWords) else { return nil }
                c.advance()
                return [.except(weeks: [], dates: [pair.old]), .extra(weeks: [], dates: [pair.new])]
            }
        },
        examples: [
            RuleExample("Vorlesung vom 3.11. auf 5.11. verschoben", reads: ["except 03.11.", "extra 05.11."]),
            RuleExample("Termin von 3.11. nach 10.11. verlegt", reads: ["except 03.11.", "extra 10.11."]),
        ])

    /// "vom 3.11. auf 5.11.", "from 10 Nov to 12 Nov": the date a session leaves and the one it moves to.
    static func movedFromTo(_ c: inout TokenCursor) -> (old: DateRef, new: DateRef)? {
        guard c.takeWord(in: Vocabulary.movedSources) != nil, let old = DateExpression.date(&c),
              c.takeWord(in: Vocabulary.movedVerbLastTargets) != nil, let new = DateExpression.date(&c) else { return nil }
        return (old, new)
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let alreadyWords: WordList = ["bereits", "schon", "already"]
    static let newDateOpeners: WordList = ["am", "on", "auf", "nun", "now", "jetzt"]
}
