extension CommentRule {
    /// "Fr statt Do", "Donnerstag statt Mittwoch", "on Wednesday instead of Monday": in the weeks or on
    /// the dates of its clause, the session is on the first weekday instead of the second (the row's).
    /// The reader gives it the clause's weeks and dates (`CommentReader.placingWeekdayMoves`).
    static let weekdayInstead = CommentRule(
        "weekday instead",
        meaning: "in the weeks or on the dates named with it, the session is on another weekday than the row's",
        startsOn: .word,
        startsOnWord: { $0.weekdayName != nil || $0.weekdayAbbreviation != nil },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let day = weekdayNamed(&c) else { return nil }
                // "KW 48 Mo->Mi", "Mo → Mi": from the first weekday to the second.
                if let to = c.attempt({ c -> Int? in
                    guard c.take("-") && c.take(">") || c.take("=") && c.take(">") || c.take("→") else { return nil }
                    guard let to = weekdayNamed(&c), to != day else { return nil }
                    return to
                }) {
                    return [.weekdayInstead(day: to, insteadOf: day, weeks: [], dates: [], from: nil)]
                }
                guard c.takeWord(in: Words.instead) != nil else { return nil }
                c.takeWord(in: Words.ofWords)
                c.takeWord(in: Vocabulary.dateOn)
                guard let instead = weekdayNamed(&c), instead != day else { return nil }
                return [.weekdayInstead(day: day, insteadOf: instead, weeks: [], dates: [], from: nil)]
            }
        },
        examples: [
            RuleExample("KW 48: Fr statt Do", reads: ["on Freitag instead of Donnerstag in KW 48"]),
            RuleExample("on Wednesday instead of Monday in week 46", reads: ["on Mittwoch instead of Montag in KW 46"]),
            RuleExample("KW 48 Mo->Mi", reads: ["on Mittwoch instead of Montag in KW 48"]),
        ],
        counterExamples: [
            RuleExample("(MI 3 + DO 3)", reads: []),
        ])

    /// "Verlegung in KW 47 auf Mittwoch", "ab KW 48 auf Donnerstag verlegt", "the lecture moves to
    /// Fridays from week 16": the sessions move to a weekday (in a clause that says they move); the
    /// reader gives the move its clause's weeks, dates or start.
    static let movedToWeekday = CommentRule(
        "moved to a weekday",
        meaning: "in the weeks or on the dates named with it, or from its start on, the session is on that weekday instead of the row's",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.movedVerbLastTargets) || $0.word.text == "onto" },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard c.takeWord(in: Words.targets) != nil else { return nil }
                guard let day = weekdayNamed(&c) else { return nil }
                // "auf Mittwoch, 11.11.", "to Wed 25 Nov": the weekday of a date (a move of that date).
                if c.attempt({ c -> Bool? in
                    c.take(",")
                    c.takeWord(in: Vocabulary.dateArticles)
                    return DateExpression.date(&c) != nil ? true : nil
                }) != nil { return nil }
                let verbAfter = c.takeWord(in: Vocabulary.movingWords) != nil
                guard verbAfter || (c.start..<c.end).contains(where: { k in c.words[k].map { Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false })
                else { return nil }
                return [.weekdayInstead(day: day, insteadOf: nil, weeks: [], dates: [], from: nil)]
            }
        },
        examples: [
            RuleExample("Verlegung in KW 47 auf Mittwoch", reads: ["on Mittwoch in KW 47"]),
            RuleExample("ab KW 48 auf Donnerstag verlegt", reads: ["on Donnerstag from KW 48"]),
        ],
        counterExamples: [
            RuleExample("Folien auf Moodle", reads: ["aside (material)"]),
        ])

    /// A weekday written out ("Freitag", "Fridays") or abbreviated as a weekday is ("Fr", "Fr.", not
    /// the course "FR"), and its dot.
    private static func weekdayNamed(_ c: inout TokenCursor) -> Int? {
        guard let facts = c.currentFacts else { return nil }
        let day: Int
        if let named = facts.weekdayName {
            day = named
        } else if let short = facts.weekdayAbbreviation {
            let written = c.text(from: c.position, to: c.position + 1)
            guard let first = written.first, first.isUppercase, written.dropFirst().allSatisfy(\.isLowercase) else { return nil }
            day = short
        } else {
            return nil
        }
        c.advance()
        _ = c.take(".")
        return day
    }
}

private enum Words {
    static let instead: WordList = ["statt", "anstatt", "anstelle", "instead", "rather"]
    static let ofWords: WordList = ["of", "than", "von", "des", "vom"]
    static let targets: WordList = ["auf", "to", "onto", "nach"]
}
