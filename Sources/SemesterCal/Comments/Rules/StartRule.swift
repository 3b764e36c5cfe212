extension CommentRule {
    /// "Beginn KW 41", "ab 42. KW", "Start KW45", "begin: calendar week 18", "Beginn 23.04.2020",
    /// "Kursbeginn 07.10.20", "ab Januar", "from 12 October"; with an optional restated date "(= 08.10.20)".
    static let start = CommentRule(
        "start",
        meaning: "drop dates before that week / date / month",
        startsOn: .word,
        startsOnWord: { $0.isStartWord || $0.word.text == "von" || $0.word.text == "vom" },
        parse: { c in
            // "von KW 43 an", "vom 22.10. an", "von November an": "from … on", its "an" after the bound.
            if c.currentWord?.text == "von" || c.currentWord?.text == "vom", (2...8).contains(where: { k in c.peekWord(k)?.text == "an" }),
               let from = c.attempt({ c -> [CueKind]? in
                guard c.takeWord(in: Words.fromWords) != nil else { return nil }
                c.skipFiller()
                let bound: Bound
                if let b = CommentRule.bound(&c) { bound = b } else if let m = CommentRule.month(&c) { bound = .month(m) } else { return nil }
                guard c.takeWord(in: Words.an) != nil else { return nil }
                return [.start(bound)]
            }) {
                return from
            }
            guard c.currentFacts?.isStartWord == true else { return nil }
            // "Vorlesung startet nach KW 44", "starts after week 43": the series starts after the bound.
            var startsAfter = false
            let read = c.attempt { c -> [CueKind]? in
                // "los geht es am 22.10.", "los geht's in KW 43": the idiom's verb after its "los".
                // "es geht los am 22.10.": the verb before it.
                if c.currentWord?.text == "los" {
                    let followsVerb = c.position > 0 && ["geht", "gehts"].contains(c.words[c.position - 1]?.text ?? "")
                    c.advance()
                    if !followsVerb {
                        guard c.takeWord(in: Words.goesWords) != nil else { return nil }
                        if c.current?.isSymbol("'") == true || c.current?.isSymbol("’") == true { c.advance() }
                        c.takeWord(in: Words.itWords)
                    }
                } else {
                    c.advance()
                }
                if c.takeWord(in: Vocabulary.contrastAdverbs) == nil { c.takeWord(in: Vocabulary.startPlacingAdverbs) }
                if let w = c.currentWord, ["nach", "after"].contains(w.text), let next = c.peek(1),
                   next.kind == .weekMarker || next.word.map({ ["dem", "der", "the"].contains($0) }) == true || { if case .date = next.kind { return true }; return false }() {
                    c.advance()
                    startsAfter = true
                }
                CommentRule.skipSessionPhrase(&c)
                CommentRule.skipAside(&c)
                c.take(":")
                c.takeWord(in: Vocabulary.dateOn)
                c.skipFiller()
                c.takeWord(in: Vocabulary.dateOn)
                if let bound = c.attempt({ c -> Bound? in
                    guard let b = CommentRule.bound(&c), case .weekOf = b else { return nil }
                    return b
                }) {
                    // "from the week of 12 April to the week of 3 May": a span of weeks.
                    if let last = CommentRule.lastWeekOf(&c) { return [.start(bound), .end(.weekOf(last))] }
                    // "Beginn in der Woche vom 19.10. bis 23.10.": the week named by its days.
                    if case .weekOf(let first) = bound, let last = c.attempt({ c -> DateRef? in
                        guard c.take("-") || c.takeWord(in: Vocabulary.rangeJoin) != nil else { return nil }
                        return DateExpression.date(&c)
                    }) {
                        return [.start(bound), .weekDays(week: nil, from: first, to: last)]
                    }
                    return [.start(bound)]
                }
                if c.current?.kind == .weekMarker, c.peek(1).map({ $0.number == nil && $0.ordinalValue == nil }) ?? true,
                   c.peek(1).map({ $0.isSymbol(")") || $0.isSymbol(",") }) ?? true {
                    c.advance()  // "ab KW )": a placeholder with no week in it
                    return [.emptyPlaceholder]
                }
                if let spans = WeekExpression.parse(&c) {
                    if spans.count == 1, spans[0].isSingleWeek {
                        let restated = CommentRule.restatement(&c, of: spans[0].from)
                        CommentRule.skipOpeningSession(&c)
                        return [.start(.week(spans[0].from))] + restated
                    }
                    return [.weeks(spans)]  // "ab KW 41-46": a range, read as one
                }
                if let d = DateExpression.date(&c) {
                    // "Beginn 20.10. (= KW 43)": the week restates the date.
                    // "Beginn am 20.10. – KW 43": after a dash, the same.
                    if let week = c.attempt({ c -> WeekRef? in
                        let bracket = c.take("(")
                        guard bracket ? c.take("=") : c.take("-"), let spans = WeekExpression.parse(&c), spans.count == 1, spans[0].isSingleWeek else { return nil }
                        if bracket { c.take(")") }
                        return spans[0].from
                    }) {
                        return [.start(.date(d)), .restated(week: week, date: d)]
                    }
                    // "from 20th of April to 29th of June": the other end after "to".
                    if let last = c.attempt({ c -> DateRef? in
                        guard c.takeWord(in: Vocabulary.rangeJoin) != nil else { return nil }
                        return DateExpression.date(&c)
                    }) {
                        return [.start(.date(d)), .end(.date(last))]
                    }
                    CommentRule.skipOpeningSession(&c)
                    return [.start(.date(d))]
                }
                if let month = CommentRule.month(&c) { return [.start(.month(month))] }
                return nil
            }
            guard startsAfter, let kinds = read else { return read }
            return kinds.map { if case .start(let bound) = $0 { return .startAfter(bound) }; return $0 }
        },
        examples: [
            RuleExample("Beginn KW 42 (14.10.)", reads: ["start KW 42", "KW 42 = 14.10."]),
            RuleExample("Beginn in KW 44 mit Einführung", reads: ["start KW 44"]),
            RuleExample("ab KW 47 (nach der Projektwoche)", reads: ["start KW 47"]),
            .flagged("(MI 5 + WI 5) ONLINE – Start KW 42 – KW 46 u. 51 entfallen – Prüfung schriftl."),
            RuleExample("ab 3. Semester, 5 ECTS", reads: []),
            RuleExample("von KW 43 an", reads: ["start KW 43"]),
            .flagged("ab 5. Nvbr"),
            RuleExample("from 20th of April to 29th of June", reads: ["start 20.04.", "end 29.06."]),
            RuleExample("Beginn 20.10. (= KW 43), außer 10.11.", reads: ["start 20.10.", "KW 43 = 20.10.", "except 10.11."]),
            RuleExample("ab 5. Novmber", reads: ["start 05.11."]),
            RuleExample("once every three weeks beginning 12 Oct", reads: ["interval 3", "start 12.10."]),
            RuleExample("Beginn KW 41", reads: ["start KW 41"]),
            RuleExample("ab 42. KW", reads: ["start KW 42"]),
            RuleExample("begin: calendar week 18", reads: ["start KW 18"]),
            RuleExample("Kursbeginn 07.10.20", reads: ["start 07.10.20"]),
            RuleExample("ab Dezember", reads: ["start month 12"]),
            RuleExample("starting 12 October", reads: ["start 12.10."]),
            RuleExample("from the week of 12 April to the week of 3 May", reads: ["start week of 12.04.", "end week of 03.05."]),
            RuleExample("Beginn 41. KW (= 08.10.20)", reads: ["start KW 41", "KW 41 = 08.10.20"]),
            RuleExample("Beginn am 24.03.21 (KW 12)", reads: ["start 24.03.21"]),
            RuleExample("Beginn KW 44 – Dienstag, 27. Okt.", reads: ["start KW 44", "KW 44 = 27.10."]),
            RuleExample("Vorlesungsbeginn jedoch erst KW 43", reads: ["start KW 43"]),
            RuleExample("Vorlesungsbeginn am 20.10. – KW 43", reads: ["start 20.10.", "KW 43 = 20.10."]),
            RuleExample("ab KW 42 (Mo, 12.10.)", reads: ["start KW 42", "KW 42 = 12.10."]),
            RuleExample("- Übung - Semesterstart für diese Gruppe erst am 3.11.", reads: ["start 03.11."]),
            .flagged("Beginn am 24.03.21 (KW 13)"),
        ],
        counterExamples: [
            RuleExample("Raumwechsel ab KW 49", reads: ["aside (room)"]),
            RuleExample("- ONLINE - ab KW 42", reads: ["start KW 42"]),
            RuleExample("online ab KW 44", reads: ["aside (mode)"]),
        ])

    /// "(= 08.10.20)" or "(08.10.20)" after a week. Agreeing dates are consumed silently; a date in
    /// another week is a conflict; an unreadable one is noted.
    static func restatement(_ c: inout TokenCursor, of week: WeekRef) -> [CueKind] {
        c.attempt { c -> [CueKind]? in
            // "Beginn KW 44 – Dienstag, 27. Okt.": after a dash the date stands alone up to the
            // clause's end (the segmenter keeps it in the clause only then).
            if c.take("-") {
                guard let d = DateExpression.date(&c) else { return nil }
                c.take(".")
                return [.restated(week: week, date: d)]
            }
            guard c.take("(") else { return nil }
            let equals = c.take("=")
            if equals, c.current?.kind == .malformedDate {
                c.advance()
                c.take(")")
                return [.unreadableRestatement]
            }
            // "KW 44 (26.-30.10.)", "week 47 (Nov 16-20)": the days of the week.
            if let (from, to) = DateExpression.range(&c) {
                guard c.take(")") || equals else { return nil }
                return [.weekDays(week: week, from: from, to: to)]
            }
            guard let d = DateExpression.date(&c) else { return nil }
            // Without "=" the bracket holds the date alone.
            guard c.take(")") || equals else { return nil }
            return [.restated(week: week, date: d)]
        } ?? []
    }

    /// "der Vorlesung", "of classes", "der Übungen:" between a bound word and its week or date
    /// ("Beginn der Vorlesung: KW 42", "Ende der Übung KW 50", "start of classes: week 43"), and
    /// the session it starts with ("Start mit Einführung am 12.10.", "begins with the kick-off").
    static func skipSessionPhrase(_ c: inout TokenCursor) {
        _ = c.attempt { c -> Bool? in
            let with = c.takeWord(in: Vocabulary.withWords) != nil
            c.takeWord(in: Vocabulary.sessionPhraseArticles)
            c.takeWord(in: Vocabulary.theWord)
            // "Beginn 1. Vorlesung: 19.10.", "Beginn der 1. Vorlesung am 21.10.": the first session.
            if c.current?.ordinalValue == 1, c.peek(1).map({ $0.word != nil }) == true, c.facts[c.position + 1]?.subject?.subject == .sessions { c.advance() }
            let opensTheSeries = with && (c.currentWord.map { Vocabulary.matches($0, anyOf: Vocabulary.kickoff) } ?? false)
            guard c.currentSubject?.subject == .sessions || opensTheSeries else { return nil }
            c.advance()
            return true
        }
    }

    /// "mit Einführung", "with an introduction", "mit der Vorbesprechung" after a start: what the
    /// first session is, not another date.
    static func skipOpeningSession(_ c: inout TokenCursor) {
        _ = c.attempt { c -> Bool? in
            guard c.takeWord(in: Vocabulary.withWords) != nil else { return nil }
            if c.takeWord(in: Vocabulary.articles) == nil { c.takeWord(in: Words.indefiniteArticles) }
            guard let w = c.currentWord, Vocabulary.namesKickoff(w) else { return nil }
            c.advance()
            return true
        }
    }

    /// "für diese Gruppe", "for group B" between a bound word and its date: up to four words that
    /// cannot bear on dates ("Semesterstart für diese Gruppe erst am 3.11.").
    static func skipAside(_ c: inout TokenCursor) {
        _ = c.attempt { c -> Bool? in
            var skipped = 0
            while skipped < 4, let w = c.currentWord, c.current?.kind != .weekMarker, c.currentWeekday == nil,
                  Vocabulary.matches(w, anyOf: Vocabulary.harmless) || c.currentSubject != nil || ["diese", "dieser", "this"].contains(w.text) || w.count <= 2 {
                if Vocabulary.matches(w, anyOf: Vocabulary.dateOn) || Vocabulary.matches(w, anyOf: Vocabulary.fillerList) { break }
                c.advance()
                skipped += 1
            }
            c.skipFiller()
            // Only worth it when a date or week follows.
            guard skipped > 0, var t = c.current else { return nil }
            // "erster Termin für diese Gruppe: 21.10.": the caller takes the colon.
            if t.isSymbol(":"), let next = c.peek(1) { t = next }
            switch t.kind {
            case .date, .weekMarker, .month, .ordinal: return true
            case .word(let w): return Vocabulary.dateOn.contains(Word(w)) ? true : nil
            default: return nil
            }
        }
    }

    /// A month name ("Dezember", "Dec.") as a bound.
    static func month(_ c: inout TokenCursor) -> MonthRef? {
        guard case .month(let m)? = c.current?.kind else { return nil }
        // "12. Okt." is a date, not a month: DateExpression reads those first.
        c.advance()
        // "ab Januar 2021": the year is kept, for the term to check.
        return MonthRef(m, year: DateExpression.fullYear(&c))
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let fromWords: WordList = ["von", "vom"]
    static let an: WordList = ["an"]
    static let goesWords: WordList = ["geht", "gehts"]
    static let itWords: WordList = ["es", "s"]
    static let indefiniteArticles: WordList = ["an", "a"]
}
