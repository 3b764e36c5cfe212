extension CommentRule {
    /// "Start verschoben auf KW 44", "Beginn auf 22.10. verschoben (urspr. 8.10.)", "start of lectures
    /// moved from 6 Oct to 13 Oct", "erste Vorlesung nicht am 8.10., sondern erst am 15.10.": the
    /// series' start, moved; the date it leaves is only where it would have been.
    static let startMoved = CommentRule(
        "start moved",
        meaning: "the start or first session moved, or named by the date it is not on: drop dates before the new one",
        startsOn: .word,
        startsOnWord: { ($0.isStartWord && $0.word.count >= 4) || Vocabulary.matches($0.word, anyOf: Vocabulary.firstWords) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard let head = c.currentWord else { return nil }
                if Vocabulary.matches(head, anyOf: Vocabulary.firstWords) {
                    // "erste Vorlesung", "first class", "1. Termin".
                    c.advance()
                    guard c.currentSubject?.subject == .sessions else { return nil }
                    c.advance()
                } else {
                    guard Vocabulary.isStartWord(head), !Words.prepositions.contains(head.text) else { return nil }
                    c.advance()
                    // "start of lectures", "Beginn der Vorlesung".
                    for _ in 0..<3 where c.takeWord(in: Words.ofTheSessions) != nil {}
                }
                c.takeWord(in: Words.auxiliaries)
                let target: Bound
                if let moved = c.attempt(movedTo) {
                    target = moved
                } else if let named = c.attempt(notThenButLater) {
                    target = named
                } else if let named = c.attempt(insteadOfAnother) {
                    target = named
                } else {
                    return nil
                }
                // "(urspr. 8.10.)", "(originally 6 Oct)", "(statt KW 41)": where it would have been.
                _ = c.attempt { c -> Bool? in
                    guard c.take("(") else { return nil }
                    guard c.takeWord(in: Words.originally) != nil else { return nil }
                    c.take(".")
                    c.takeWord(in: Vocabulary.ofWord)
                    c.takeWord(in: Vocabulary.dateOn)
                    guard CommentRule.bound(&c) != nil, c.take(")") else { return nil }
                    return true
                }
                return [.start(target)]
            }
        },
        examples: [
            RuleExample("Start verschoben auf KW 44", reads: ["start KW 44"]),
            RuleExample("Beginn auf 22.10. verschoben (urspr. 8.10.)", reads: ["start 22.10.", "noise"]),
            RuleExample("start of lectures moved from 6 Oct to 13 Oct", reads: ["start 13.10."]),
            RuleExample("erste Vorlesung nicht am 8.10., sondern erst am 15.10.", reads: ["start 15.10."]),
        ],
        counterExamples: [
            RuleExample("Beginn KW 43", reads: ["start KW 43"]),
        ])

    /// "(ursprünglich 15.10.)", "(urspr. KW 41)", "originally 6 Oct": where a moved session or start would
    /// have been: not a date of the series.
    static let originally = CommentRule(
        "originally",
        meaning: "the date or week a session was moved from: not a lecture date",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Words.originallyOnly) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard c.takeWord(in: Words.originallyOnly) != nil else { return nil }
                c.take(".")
                c.take(":")
                c.takeWord(in: Words.plannedWords)
                c.takeWord(in: Words.forWords)
                c.takeWord(in: Vocabulary.dateOn)
                // Not a date of the series: the date it leaves is already out (the move or the new start
                // took it out).
                guard CommentRule.bound(&c) != nil else { return nil }
                return [.noise]
            }
        },
        examples: [
            RuleExample("Beginn auf 22.10. verschoben (urspr. 8.10.)", reads: ["start 22.10.", "noise"]),
        ],
        counterExamples: [
            RuleExample("ursprünglich geplant als Präsenzveranstaltung", reads: []),
        ])

    /// "verschoben auf KW 44", "um eine Woche verschoben auf 12.10.", "postponed to CW 13", "verlegt von
    /// 7.10. auf 14.10.", "auf 22.10. verschoben": the new start.
    private static func movedTo(_ c: inout TokenCursor) -> Bound? {
        // "auf 22.10. verschoben", "to 13 Oct moved".
        if let before = c.attempt({ c -> Bound? in
            guard c.takeWord(in: Vocabulary.movedVerbLastTargets) != nil, let b = CommentRule.bound(&c),
                  c.takeWord(in: Vocabulary.movingWords) != nil else { return nil }
            return b
        }) {
            return before
        }
        // "um eine Woche", "by one week", "nach hinten", before or after the verb.
        func byHowMuch(_ c: inout TokenCursor) {
            _ = c.attempt { c -> Bool? in
                guard c.takeWord(in: Words.byWords) != nil, c.takeWord(in: Words.oneWords) != nil, c.current?.kind == .weekMarker else { return nil }
                c.advance()
                return true
            }
            if c.currentWord?.text == "nach", c.peekWord(1).map({ ["hinten", "vorne"].contains($0.text) }) == true { c.advance(); c.advance() }
        }
        byHowMuch(&c)
        guard c.takeWord(in: Vocabulary.movingWords) != nil else { return nil }
        c.take(":")
        byHowMuch(&c)
        // "von 7.10. auf 14.10.", "from 6 Oct to 13 Oct".
        _ = c.attempt { c -> Bool? in
            guard c.takeWord(in: Vocabulary.movedSources) != nil, CommentRule.bound(&c) != nil else { return nil }
            return true
        }
        c.takeWord(in: Vocabulary.movedVerbLastTargets)
        c.take(":")
        return CommentRule.bound(&c)
    }

    /// "statt 2.10. erst am 9.10.", "instead of 7 Oct on 14 Oct", "on 14 Oct instead of 7 Oct".
    private static func insteadOfAnother(_ c: inout TokenCursor) -> Bound? {
        if let later = c.attempt({ c -> Bound? in
            guard c.takeWord(in: Words.insteadWords) != nil else { return nil }
            c.takeWord(in: Vocabulary.ofWord)
            c.takeWord(in: Vocabulary.dateOn)
            guard CommentRule.bound(&c) != nil else { return nil }
            c.take(",")
            c.takeWord(in: Words.onlyThen)
            c.takeWord(in: Vocabulary.dateOn)
            c.takeWord(in: Words.inWords)
            return CommentRule.bound(&c)
        }) {
            return later
        }
        c.takeWord(in: Vocabulary.dateOn)
        c.takeWord(in: Words.inWords)
        guard let later = CommentRule.bound(&c), c.takeWord(in: Words.insteadWords) != nil else { return nil }
        c.takeWord(in: Vocabulary.ofWord)
        c.takeWord(in: Vocabulary.dateOn)
        guard CommentRule.bound(&c) != nil else { return nil }
        return later
    }

    /// "nicht am 8.10., sondern erst am 15.10.", "not on 17 March but on 24 March", "nicht KW 41 sondern erst KW 43".
    private static func notThenButLater(_ c: inout TokenCursor) -> Bound? {
        guard c.takeWord(in: Words.notWords) != nil else { return nil }
        c.takeWord(in: Vocabulary.dateOn)
        c.takeWord(in: Words.inWords)
        guard CommentRule.bound(&c) != nil else { return nil }
        c.take(",")
        guard c.takeWord(in: Words.butWords) != nil else { return nil }
        c.takeWord(in: Words.onlyThen)
        c.takeWord(in: Vocabulary.dateOn)
        c.takeWord(in: Words.inWords)
        return CommentRule.bound(&c)
    }
}

private enum Words {
    static let prepositions: Set<String> = ["from", "starting", "seit", "beginnend", "beginning", "anfangend", "commencing", "ab dem"]
    static let ofTheSessions: WordList = ["of", "the", "lectures", "lecture", "classes", "class", "course", "der", "die", "des", "vorlesung", "vorlesungen", "kurses", "übung"]
    static let auxiliaries: WordList = ["wird", "ist", "is", "was", "has", "been", "wurde"]
    static let originally: WordList = ["ursprünglich", "urspruenglich", "urspr", "originally", "statt", "instead", "eigentlich", "vorher", "bisher", "geplant", "planned"]
    static let byWords: WordList = ["um", "by"]
    static let oneWords: WordList = ["eine", "one", "a", "1"]
    static let notWords: WordList = ["nicht", "not"]
    static let inWords: WordList = ["in", "im", "der"]
    static let butWords: WordList = ["sondern", "but"]
    static let onlyThen: WordList = ["erst", "only", "then"]
    static let insteadWords: WordList = ["statt", "anstatt", "instead"]
    static let originallyOnly: WordList = ["ursprünglich", "urspruenglich", "urspr", "originally", "eigentlich"]
    static let plannedWords: WordList = ["geplant", "planned", "vorgesehen", "scheduled"]
    static let forWords: WordList = ["für", "fuer", "for"]
}
