extension CommentRule {
    /// "erste Sitzung 14.10.", "letzte Veranstaltung in KW 2", "last class 18 Dec", "first session on …".
    static let sessionBound = CommentRule(
        "first / last session",
        meaning: "a bound of the series (start / end), not a lone date",
        startsOn: [.word, .number, .ordinal, .date],
        startsOnWord: {
            Vocabulary.matches($0.word, anyOf: Vocabulary.firstWords)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.lastWords) || CommentRule.isClosingSession($0.word.text)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.dateOn)
        },
        parse: { c in
            // "Klausur am 14.01. in der letzten Vorlesung", "quiz on 13 Jan in the last session": the
            // date of the first or last session, named after it.
            // Only where a first or last word follows soon: the date is read again by the later rules.
            if (1...8).contains(where: { k in c.position + k < c.end && c.facts[c.position + k]?.isOperator == true }), let named = c.attempt({ c -> [CueKind]? in
                c.takeWord(in: Vocabulary.dateOn)
                guard let d = DateExpression.date(&c) else { return nil }
                c.take(",")
                guard c.takeWord(in: Words.sessionPrepositions) != nil else { return nil }
                c.takeWord(in: Words.sessionDeterminers)
                guard let w = c.currentWord else { return nil }
                let isFirst = Vocabulary.matches(w, anyOf: Vocabulary.firstWords)
                guard isFirst || Vocabulary.matches(w, anyOf: Vocabulary.lastWords) else { return nil }
                c.advance()
                guard let noun = c.currentWord, Vocabulary.matches(noun, anyOf: Vocabulary.sessionBoundNouns) || c.currentSubject?.subject == .sessions else { return nil }
                c.advance()
                return [isFirst ? .start(.date(d)) : .end(.date(d)), .sessionOn(d)]
            }) {
                return named
            }
            return c.attempt { c -> [CueKind]? in
                let isFirst: Bool
                if c.current?.ordinalValue == 1 {
                    isFirst = true  // "1. Termin 6.10."
                } else if c.current?.number == 1, c.peekWord(1)?.text == "st", c.isGlued(1) {
                    isFirst = true  // "1st session"
                    c.advance()
                } else if let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.firstWords) {
                    isFirst = true
                } else if let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.lastWords) {
                    isFirst = false
                } else if let w = c.currentWord, Self.isClosingSession(w.text) {
                    // "Schlusssitzung am 10. Dez.", "Abschlussvorlesung 21.1.": the last session, in one word.
                    c.advance()
                    CommentRule.skipSessionPhrase(&c)  // "Schlusstermin der Vorlesung: Do, 17.12."
                    c.take(":")
                    if c.takeWord(in: Vocabulary.dateOn) == nil { c.takeWord(in: Words.inWords) }
                    guard let bound = CommentRule.bound(&c) else { return nil }
                    let sessionDate: [CueKind] = if case .date(let d) = bound { [.sessionOn(d)] } else { [] }
                    return [.end(bound)] + sessionDate
                } else {
                    return nil
                }
                c.advance()
                // "letzte reguläre Sitzung 24.11.", "last regular class": the regular series' session.
                c.takeWord(in: Words.regularWords)
                // "last Monday session 14 Dec", "first Saturday meeting": a weekday named with the noun
                // (the planner checks it is the row's).
                var namedDay: [CueKind] = []
                if let day = c.currentWeekday, let noun = c.peekWord(1),
                   Vocabulary.matches(noun, anyOf: Vocabulary.sessionBoundNouns) || WordFacts.of(noun.text).subject?.subject == .sessions {
                    namedDay = [.onWeekday(day)]
                    c.advance()
                }
                if let noun = c.currentWord, Vocabulary.matches(noun, anyOf: Vocabulary.sessionBoundNouns) || c.currentSubject?.subject == .sessions {
                    c.advance()
                } else if c.currentWord.map({ Vocabulary.matches($0, anyOf: Vocabulary.elidedSessionNouns) }) == true {
                    c.advance()  // "last one June 25th"
                } else {
                    // "…, letzte am 21.1.", "letzter 12.12.": the noun is left out; a date must follow.
                    guard let t = c.current else { return nil }
                    switch t.kind {
                    case .date, .month, .ordinal, .weekMarker: break
                    case .word where c.currentWeekday != nil: break  // "letzte Sa 12.12."
                    case .word:
                        // "letzte am 21.1.", "letzte in KW 50".
                        let inWeek = ["in", "im"].contains(c.currentWord?.text ?? "") && c.peek(1)?.kind == .weekMarker
                        guard inWeek || c.currentWord.map({ Vocabulary.matches($0, anyOf: Vocabulary.dateOn) }) == true else { return nil }
                    default: return nil
                    }
                }
                // "erster Termin für diese Gruppe: 21.10.", "first session for this group: Oct 21".
                CommentRule.skipAside(&c)
                // "letzte Sitzung vor Weihnachten am 15.12.": the last before a break, not the end
                // (`CommentReader.markingPauses` reads what follows it).
                CommentRule.skipBreak(&c, first: isFirst)
                c.take(":")
                // "Die erste Vorlesung findet am 21.10. statt", "the first lecture is on 14 Oct".
                while let w = c.currentWord, Self.boundVerbs.contains(w.text) { c.advance() }
                c.takeWord(in: Vocabulary.dateOn)
                c.skipFiller()
                c.takeWord(in: Vocabulary.dateOn)
                guard let bound = CommentRule.bound(&c) else { return nil }
                // A first session is the start; followed by "dann/danach … ab …" it is a kick-off
                // before the series (CommentReader.markingSequences).
                let sessionDate: [CueKind]
                switch bound {
                case .date(let d): sessionDate = [.sessionOn(d)]
                case .week(let w): sessionDate = [.sessionInWeek(w)]
                default: sessionDate = []
                }
                return [isFirst ? .start(bound) : .end(bound)] + sessionDate + namedDay
            }
        },
        examples: [
            RuleExample("Abschluss in KW 50", reads: ["end KW 50"]),
            RuleExample("Erster Termin KW 13, letzter KW 24", reads: ["start KW 13", "a session in KW 13", "end KW 24", "a session in KW 24"]),
            RuleExample("erste Stunde am 8.10., letzte in KW 50", reads: ["start 08.10.", "a session on 08.10.", "end KW 50", "a session in KW 50"]),
            RuleExample("erste Sitzung 14.10.", reads: ["start 14.10.", "a session on 14.10."]),
            RuleExample("1st session on Tuesday, 3rd November", reads: ["start 03.11.", "a session on 03.11."]),
            RuleExample("1. Termin 6.10., dann 14-tägig ab KW 43", reads: ["kick-off 06.10.", "a session on 06.10.", "interval 2", "start KW 43"]),
            RuleExample("letzte Veranstaltung in KW 2", reads: ["end KW 2", "a session in KW 2"]),
            RuleExample("Vorlesungsende 18.12.", reads: ["end 18.12."]),
            RuleExample("endet am 18.12.", reads: ["end 18.12."]),
            RuleExample("last class 18 Dec", reads: ["end 18.12.", "a session on 18.12."]),
            RuleExample("erste Sitzung am 8.10., letzte am 21.1.", reads: ["start 08.10.", "a session on 08.10.", "end 21.01.", "a session on 21.01."]),
            RuleExample("first session: 16 April, last one June 25th", reads: ["start 16.04.", "a session on 16.04.", "end 25.06.", "a session on 25.06."]),
            RuleExample("first session on 2020-10-14", reads: ["start 14.10.2020", "a session on 14.10.2020"]),
            .flagged("Beginn KW 43, erste Sitzung 14.10."),
            RuleExample("Die erste Vorlesung findet am 21.10. statt", reads: ["start 21.10.", "a session on 21.10."]),
            RuleExample("Schlusssitzung am 10. Dez.", reads: ["end 10.12.", "a session on 10.12."]),
            RuleExample("erster Termin für diese Gruppe: 21.10.", reads: ["start 21.10.", "a session on 21.10."]),
            RuleExample("Klausur am 14.01. in der letzten Vorlesung", reads: ["end 14.01.", "a session on 14.01."]),
            RuleExample("last Saturday session 12 Dec", reads: ["end 12.12.", "a session on 12.12.", "on Samstag"]),
            RuleExample("erste Sitzung Sa 17.10., letzte Sa 12.12.", reads: ["start 17.10.", "a session on 17.10.", "end 12.12.", "a session on 12.12."]),
            RuleExample("letzte Sitzung vor Weihnachten am 15.12., danach wieder ab 12.1.", reads: ["a session on 15.12.", "phase interval 1 through 15.12.", "phase interval 1 from 12.01."]),
            .flagged("letzte Sitzung vor Weihnachten am 15.12."),
        ])

    /// "Schlusssitzung", "Abschlussvorlesung", "Schlussveranstaltung": the closing session.
    static func isClosingSession(_ word: String) -> Bool {
        // "Auftakt 18.3., Abschluss 24.6.": the closing session, its noun left out.
        if word == "abschluss" { return true }
        guard word.hasPrefix("schluss") || word.hasPrefix("abschluss") else { return false }
        return ["sitzung", "vorlesung", "veranstaltung", "termin", "stunde"].contains { word.hasSuffix($0) }
    }

    /// "vor Weihnachten", "vor der Weihnachtspause", "before the Christmas break" after a last
    /// session; "nach den Ferien", "after the break", "after:" after a first one.
    static func skipBreak(_ c: inout TokenCursor, first: Bool) {
        _ = c.attempt { c -> Bool? in
            guard c.takeWord(in: first ? ["nach", "after"] : ["vor", "before"]) != nil else { return nil }
            c.takeWord(in: Vocabulary.breakArticles)
            if let w = c.currentWord, Vocabulary.namesABreak(w.text) {
                c.advance()
                if let w = c.currentWord, Vocabulary.namesABreak(w.text) { c.advance() }  // "Christmas break"
                return true
            }
            // "first session after: 8 Jan": the break is the one just named.
            return first && c.current?.isSymbol(":") == true ? true : nil
        }
    }

    /// Verbs between a first or last session and its date: "findet am … statt", "is on …".
    static let boundVerbs: Set<String> = ["findet", "ist", "is", "will", "be", "wird", "takes", "place", "happens"]

    /// "… bis (zur) Woche vom 30.11.", "… to the week of 3 May": the last week of a span of weeks
    /// named by their days, after the first.
    static func lastWeekOf(_ c: inout TokenCursor) -> DateRef? {
        c.attempt { c -> DateRef? in
            guard c.take("-") || c.take("–") || c.takeWord(in: Vocabulary.rangeJoin) != nil else { return nil }
            c.takeWord(in: Words.toTheWords)
            c.skipFiller()
            guard c.current?.kind == .weekMarker else { return nil }
            c.advance()
            guard c.takeWord(in: Vocabulary.weekOfWords) != nil else { return nil }
            c.skipFiller()
            return DateExpression.date(&c)
        }
    }

    /// A week or a date that bounds the series.
    static func bound(_ c: inout TokenCursor) -> Bound? {
        if let spans = c.attempt({ c -> [WeekSpan]? in
            guard let spans = WeekExpression.parse(&c), spans.count == 1, spans[0].isSingleWeek else { return nil }
            return spans
        }) {
            return .week(spans[0].from)
        }
        if let d = DateExpression.date(&c) { return .date(d) }
        if let d = c.attempt({ c -> DateRef? in
            guard c.current?.kind == .weekMarker else { return nil }
            c.advance()
            guard c.takeWord(in: Vocabulary.weekOfWords) != nil else { return nil }
            c.skipFiller()
            return DateExpression.date(&c)
        }) {
            return .weekOf(d)
        }
        return nil
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let sessionPrepositions: WordList = ["in", "im", "during", "at", "zur", "zum"]
    static let sessionDeterminers: WordList = ["der", "dem", "the", "our", "unserer"]
    static let inWords: WordList = ["in", "im"]
    /// "letzte reguläre Sitzung", "last regular class": the session of the regular series.
    static let regularWords: WordList = ["reguläre", "regulären", "regulärer", "regulaere", "regular", "normale", "normalen", "planmäßige", "planmäßigen", "usual"]
    static let toTheWords: WordList = ["zur", "zum", "the"]
}
