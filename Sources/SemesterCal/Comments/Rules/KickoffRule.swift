extension CommentRule {
    /// "Auftakt am 2.10., danach wöchentlich ab KW 43", "Kick-off on 2 Oct", "Einführungsveranstaltung 5.10.",
    /// "Auftakt-Vorlesung am 23.03.".
    static let kickoff = CommentRule(
        "sequence",
        meaning: "the named first session is an extra date; the series starts as stated, or else right after it",
        // Not on ordinals: "42. KW Einführung" is rare, and reading a run of ordinals from each of them
        // ("13., 13., …") again would cost a hostile comment dearly.
        startsOn: [.word, .weekMarker, .date, .number],
        startsOnWord: {
            $0.weekdayAbbreviation != nil
                || Vocabulary.namesKickoff($0.word) || $0.word.text == "kick"
        },
        parse: { c in
            // "KW 11 Einführung", "7.10. Auftakt", "Tue 6 Oct intro": the week or date first, then the
            // word naming it.
            // Only where a kick-off word follows soon: the week or date is read again by the later rules.
            if (1...8).contains(where: { k in c.position + k < c.end && c.facts[c.position + k]?.isOperator == true }), let named = c.attempt({ c -> [CueKind]? in
                let bound: Bound
                if let spans = WeekExpression.parse(&c), spans.count == 1, spans[0].isSingleWeek {
                    bound = .week(spans[0].from)
                } else if c.current?.word == nil || c.currentFacts?.weekdayAbbreviation != nil, let d = DateExpression.date(&c) {
                    bound = .date(d)
                } else {
                    return nil
                }
                c.take(":")
                guard let w = c.currentWord, Vocabulary.namesKickoff(w) else { return nil }
                c.advance()
                if c.currentSubject?.subject == .sessions { c.advance() }
                // Only the two words: "KW 43 Einführung in Python" names a topic, not the first session.
                guard c.current == nil || c.current!.isSymbol(",") || c.current!.isSymbol(";") || c.current!.isSymbol(")") else { return nil }
                switch bound {
                case .week: return [.start(bound)]
                case .date(let d): return [.kickoff(d)]
                default: return nil
                }
            }) {
                return named
            }
            return c.attempt { c -> [CueKind]? in
                guard let w = c.currentWord else { return nil }
                if Vocabulary.namesKickoff(w) {
                    c.advance()
                } else if w.text == "kick" {
                    c.advance()
                    c.take("-")
                    guard c.takeWord(in: Vocabulary.offWord) != nil else { return nil }
                } else {
                    return nil
                }
                // "Auftakt-Vorlesung", "intro session", "(Einführung)".
                _ = c.attempt { c -> Bool? in
                    c.take("-")
                    guard c.currentSubject?.subject == .sessions else { return nil }
                    c.advance()
                    return true
                }
                c.take(":")
                c.takeWord(in: Vocabulary.dateOn)
                c.skipFiller()
                // "Auftakt erst in KW 43": the first session's week is where the series starts.
                if let spans = c.attempt({ c -> [WeekSpan]? in
                    guard let spans = WeekExpression.parse(&c), spans.count == 1, spans[0].isSingleWeek else { return nil }
                    return spans
                }) {
                    return [.start(.week(spans[0].from))]
                }
                guard let d = DateExpression.date(&c) else { return nil }
                return [.kickoff(d)]
            }
        },
        examples: [
            RuleExample("1. Termin 7.10. (Einführung), weiter ab 4.11.", reads: ["kick-off 07.10.", "a session on 07.10.", "start 04.11."]),
            RuleExample("Vorbesprechung am 9.10., Blöcke in KW 46, 48 und 50", reads: ["kick-off 09.10.", "weeks KW 46, KW 48, KW 50"]),
            RuleExample("(BW 5 + WI 5) Auftakt erst in KW 43, Schluss KW 3", reads: ["start KW 43", "end KW 3"]),
            RuleExample("Auftakt am 2.10., danach wöchentlich ab KW 43", reads: ["kick-off 02.10.", "interval 1", "start KW 43"]),
            RuleExample("kick-off on 2 Oct, then weekly from week 45", reads: ["kick-off 02.10.", "interval 1", "start KW 45"]),
            RuleExample("Auftakt-Vorlesung am 23.03., Ende KW 25", reads: ["kick-off 23.03.", "end KW 25"]),
            RuleExample("KW 11 Einführung, anschließend ab KW 15 wöchentlich", reads: ["weeks KW 11", "resumes KW 15", "interval 1"]),
            RuleExample("Kick-off in KW 41, then weekly from KW 44", reads: ["weeks KW 41", "interval 1", "resumes KW 44"]),
            RuleExample("Mo 15.3. Einführung, danach ab KW 14", reads: ["kick-off 15.03.", "start KW 14"]),
        ])
}
