extension CommentRule {
    /// "2.12. verlegt auf Do 3.12.", "Termin 30.11. -> Di 1.12.", "Moved: 10 Nov -> 12 Nov (Thu), 8 Dec ->
    /// 10 Dec (Thu)", "13.11. verlegt auf 12.11. und 27.11. auf 26.11.": the date a session leaves,
    /// before the move word or arrow, and the date it moves to after it; one move or a list of them.
    static let movedDates = CommentRule(
        "moved dates",
        meaning: "each first date is left out and the date after the move word or arrow is added",
        startsOn: .dateStart,
        startsOnWord: { w in Vocabulary.matches(w.word, anyOf: Vocabulary.movingWords) || w.subject?.subject == .sessions || w.weekdayAbbreviation != nil || w.weekdayName != nil },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                // "Moved:", "Verlegung:": a label before the list; "Termin 30.11. -> …", "Vorl. 4.12. wird …":
                // the session named before its date.
                if c.currentWord != nil, c.currentWeekday == nil {
                    if c.takeWord(in: Vocabulary.movingWords) != nil {
                        c.take(":")
                    } else {
                        guard c.currentSubject?.subject == .sessions else { return nil }
                        c.advance()
                        c.take(".")
                    }
                }
                var left: [DateRef] = [], added: [DateRef] = []
                while let (from, to) = c.attempt({ c in move(&c, first: left.isEmpty) }) {
                    left.append(from)
                    added.append(to)
                    let next = c.attempt { c -> Bool? in
                        guard c.take(",") || c.take(";") || c.takeWord(in: Words.and) != nil else { return nil }
                        guard case .date? = c.current?.kind else { return nil }
                        return true
                    }
                    if next == nil { break }
                }
                guard !left.isEmpty else { return nil }
                return [.except(weeks: [], dates: left), .extra(weeks: [], dates: added)]
            }
        },
        examples: [
            RuleExample("2.12. verlegt auf Do 3.12.", reads: ["except 02.12.", "extra 03.12."]),
            RuleExample("Termin 30.11. -> Di 1.12.", reads: ["except 30.11.", "extra 01.12."]),
            RuleExample("Moved: 10 Nov -> 12 Nov (Thu), 8 Dec -> 10 Dec (Thu)", reads: ["except 10.11.", "extra 12.11.", "except 08.12.", "extra 10.12."]),
        ],
        counterExamples: [
            RuleExample("2.12. und 9.12.", reads: ["dates 02.12., 09.12."]),
        ])

    /// One "DATE (verlegt|->|→) [auf] DATE". After the first, "auf" alone joins them ("und 27.11. auf 26.11.").
    private static func move(_ c: inout TokenCursor, first: Bool) -> (DateRef, DateRef)? {
        guard let from = DateExpression.date(&c) else { return nil }
        c.takeWord(in: Words.auxiliaries)
        let verb = c.takeWord(in: Vocabulary.movingWords) != nil
        let arrow = !verb && takeArrow(&c)
        let target = c.takeWord(in: Vocabulary.movedTargets) != nil
        // "7.12. wird auf Di 8.12. verschoben": the verb after the new date.
        guard let to = DateExpression.date(&c) else { return nil }
        // ("30.6. → 1.7. vorverlegt": a verb after the arrow's date too.)
        let verbAfter = c.takeWord(in: Vocabulary.movingWords) != nil && !verb && !arrow && target
        // "… verlegt auf 12.11. und 27.11. auf 26.11.": after the first move (maybe in the clause before),
        // "auf" alone joins the next.
        let movesBefore = !first || (0..<c.position).contains { k in c.words[k].map { Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false }
        guard verb || arrow || verbAfter || (movesBefore && target) else { return nil }
        return (from, to)
    }

    /// "->", "→", "=>": an arrow between two dates.
    private static func takeArrow(_ c: inout TokenCursor) -> Bool {
        if c.take("→") || c.take("⇒") { return true }
        return c.attempt { c -> Bool? in
            guard c.take("-") || c.take("=") else { return nil }
            return c.take(">") ? true : nil
        } ?? false
    }
}

private enum Words {
    static let and: WordList = ["und", "and", "u"]
    static let auxiliaries: WordList = ["wird", "is", "was", "wurde", "ist"]
}
