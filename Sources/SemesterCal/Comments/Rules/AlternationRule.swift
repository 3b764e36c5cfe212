extension CommentRule {
    /// "im wöchentlichen Wechsel", "abwechselnd", "alternating".
    static let alternation = CommentRule(
        "group alternation",
        meaning: "groups alternate in the slot: the room is used every week, the row is not thinned",
        startsOn: [.word, .dotOrColon],
        startsOnWord: { Vocabulary.alternation.mayStart(with: $0.word) },
        parse: { c in
            // "on alternate weeks", "in alternating weeks": every second week, not groups taking turns.
            // ("weeks" is a week marker; one with its number after it, "alternate week 42", is a week.)
            if let w = c.currentWord, ["alternate", "alternating"].contains(w.text), c.peek(1)?.kind == .weekMarker,
               c.peek(2).map({ $0.number == nil && $0.ordinalValue == nil }) ?? true {
                c.advance()
                c.advance()
                return [.interval(2)]
            }
            // "on alternate Mondays", "alternate Fridays starting 2 April": every other one of those days.
            if let w = c.currentWord, ["alternate", "alternating"].contains(w.text), let day = c.facts[c.position + 1 < c.end ? c.position + 1 : c.position]?.weekdayName,
               c.position + 1 < c.end {
                c.advance()
                c.advance()
                return [.interval(2), .onWeekday(day)]
            }
            // "im 14-tägigen Wechsel", "im 2-wöchigen Wechsel": taking turns at a rhythm.
            let turns = c.attempt { c -> [CueKind]? in
                guard c.currentWord?.text == "im", let n = c.peek(1)?.number else { return nil }
                c.advance()
                c.advance()
                c.take("-")
                guard let interval = CommentRule.unitInterval(&c, n, needsRhythm: false), c.currentWord?.text == "wechsel" else { return nil }
                c.advance()
                return interval
            }
            // "two lab groups, each every other week", "3 Gruppen, jede alle 3 Wochen": each group's rhythm,
            // in a comment about groups.
            let eachGroup = c.attempt { c -> Bool? in
                guard let w = c.currentWord, ["each", "jede", "jeder"].contains(w.text), let next = c.peek(1),
                      next.number != nil || next.word.map({ ["every", "alle", "fortnightly", "biweekly"].contains($0) }) == true,
                      c.facts.contains(where: { $0?.subject?.subject == .groups }) else { return nil }
                c.advance()
                return true
            }
            guard turns != nil || eachGroup != nil || CommentRule.phrase(&c, Vocabulary.alternation) else { return nil }
            // "alle 14 Tage im Wechsel mit der Übung": alternating with another session, not groups in one room.
            let withSession = c.attempt { c -> Bool? in
                guard c.takeWord(in: Vocabulary.withWords) != nil else { return nil }
                c.takeWord(in: Vocabulary.articles)
                guard c.currentSubject?.subject == .sessions else { return nil }
                c.advance()
                return true
            } ?? false
            // "wechseln sich wöchentlich ab": the rhythm inside the separable verb, and its particle.
            var rhythm: [CueKind] = turns ?? []
            if turns == nil, c.takeWord(in: Vocabulary.weeklyWords) != nil { rhythm = [.interval(1)] }
            _ = c.attempt { c -> Bool? in
                guard c.currentWord?.text == "ab", c.peek(1)?.number == nil, c.peek(1)?.kind != .weekMarker, c.peek(1)?.isDateInformation != true else { return nil }
                c.advance()
                return true
            }
            return withSession ? rhythm : [.alternation] + rhythm
        },
        examples: [
            RuleExample("alle 14 Tage im Wechsel mit der Übung, erster Termin KW 42", reads: ["interval 2", "start KW 42", "a session in KW 42"]),
            RuleExample("(14-tägig Gr. I und II im Wechsel)", reads: ["interval 2", "group alternation"]),
            RuleExample("Gr. 1 und Gr. 2 im 14-tägigen Wechsel", reads: ["aside (groups)", "group alternation"]),
            RuleExample("im 14-tägigen Wechsel mit der Übung", reads: ["interval 2"]),
            RuleExample("- Übungen - KW 42: Gr. A // KW 43: Gr. B - im wöchentl. Wechsel",
                        reads: ["aside (groups)", "weeks KW 42", "aside (groups)", "weeks KW 43", "group alternation"]),
        ])
}
