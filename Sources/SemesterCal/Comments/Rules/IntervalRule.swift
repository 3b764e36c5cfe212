extension CommentRule {
    /// "14-tägig", "zweiwöchentlich", "alle 2 Wochen", "jede zweite Woche", "every other week",
    /// "all 14 days", "bi-weekly", "im 14-Tage-Rhythmus", "wöchentlich".
    static let interval = CommentRule(
        "interval",
        meaning: "keep every 2nd (3rd) date of the series, counted from its first remaining date; \"wöchentlich\" is every week",
        startsOn: [.word, .number, .ordinal],
        startsOnWord: {
            $0.intervalWord != nil
                || $0.compoundInterval != nil
                || Vocabulary.matches($0.word, anyOf: Vocabulary.weeklyWords)
                || $0.word.text == "bi"
                || Vocabulary.numberWords[$0.word.text] != nil
                || Vocabulary.everyWords.contains($0.word.text)
                || Vocabulary.spacingWords.contains($0.word.text)
        },
        parse: { c in
            guard let t = c.current else { return nil }
            if let word = c.currentWord, let facts = c.currentFacts {
                let w = word.text
                if let n = facts.intervalWord {
                    c.advance()
                    CommentRule.takeRhythm(&c)
                    return [.interval(n)]
                }
                if let n = facts.compoundInterval {
                    c.advance()  // "Zweiwochentakt", "vierzehntäglich", "Dreiwochenrhythmus"
                    return [.interval(n)]
                }
                if Vocabulary.matches(word, anyOf: Vocabulary.weeklyWords) {
                    c.advance()
                    return [.interval(1)]
                }
                if w == "bi" {
                    return c.attempt { c in
                        c.advance()
                        c.take("-")
                        guard let next = c.current?.word, next == "weekly" || next == "wöchentlich" else { return nil }
                        c.advance()
                        return [.interval(2)]
                    }
                }
                // "Zwei-Wochen-Rhythmus", "im 2-Wochen-Takt".
                if let n = Vocabulary.numberWords[w] {
                    return c.attempt { c in
                        c.advance()
                        // "three-weekly", "zwei-wöchentlich": every n-th week ("three weekly sessions" is a count).
                        if c.current?.isSymbol("-") == true, c.isGlued(0), c.isGlued(1), let unit = c.peekWord(1),
                           Words.weeklyAdjectives.contains(unit.text) {
                            c.advance()
                            c.advance()
                            return [.interval(n)]
                        }
                        c.take("-")
                        return CommentRule.unitInterval(&c, n, needsRhythm: true)
                    }
                }
                // "im Abstand von drei Wochen", "in Abständen von 14 Tagen", "at intervals of two weeks".
                if Vocabulary.spacingWords.contains(w) {
                    return c.attempt { c in
                        c.advance()
                        guard c.takeWord(in: Words.ofWords) != nil else { return nil }
                        let n: Int
                        if let number = c.current?.number { n = number } else if let word = c.current?.word, let v = Vocabulary.numberWords[word] { n = v } else { return nil }
                        c.advance()
                        return CommentRule.unitInterval(&c, n, needsRhythm: false)
                    }
                }
                if Vocabulary.everyWords.contains(w) {
                    return c.attempt { c in
                        c.advance()
                        let n: Int
                        if let number = c.current?.number ?? c.current?.ordinalValue {
                            n = number
                            c.advance()
                            // "every 2nd week", "every 3rd Thursday", "jede 2te Woche", "alle 2ten Wochen".
                            if c.current?.number == nil, let suffix = c.currentWord?.text, ["nd", "rd", "th", "st", "te", "ten"].contains(suffix), c.isGlued(0) { c.advance() }
                        } else if let word = c.current?.word, let v = Vocabulary.numberWords[word],
                                  // "all other Wednesdays (as planned)": the rest of them, not every second one.
                                  !(["all", "alle", "allen"].contains(w) && ["other", "anderen", "andere"].contains(word)) { n = v; c.advance() } else {
                            // "jede Woche", "every week".
                            guard c.current?.kind == .weekMarker else { return nil }
                            c.advance()
                            return [.interval(1)]
                        }
                        c.take(".")
                        return CommentRule.unitInterval(&c, n, needsRhythm: false, afterEvery: true)
                    }
                }
                return nil
            }
            guard let n = t.number ?? (t.ordinalValue) else { return nil }
            return c.attempt { c in
                c.advance()
                c.take("-")
                // "2 Wochen" alone is a duration; "2-Wochen-Rhythmus" an interval.
                if c.current?.kind == .weekMarker { return CommentRule.unitInterval(&c, n, needsRhythm: true) }
                return CommentRule.unitInterval(&c, n, needsRhythm: false)
            }
        },
        examples: [
            RuleExample("3-woechentlich, Beginn KW 12", reads: ["interval 3", "start KW 12"]),
            RuleExample("14 - täglich; erster Termin 7.10.", reads: ["interval 2", "start 07.10.", "a session on 07.10."]),
            RuleExample("runs fortnightly from CW 42", reads: ["interval 2", "start KW 42"]),
            RuleExample("14-tägig", reads: ["interval 2"]),
            RuleExample("alle zwei Wochen", reads: ["interval 2"]),
            RuleExample("jede zweite Woche ab KW 43", reads: ["interval 2", "start KW 43"]),
            RuleExample("every other week", reads: ["interval 2"]),
            RuleExample("jeden zweiten Donnerstag ab KW 43", reads: ["interval 2", "on Donnerstag", "start KW 43"]),
            RuleExample("every 2nd week from CW 13", reads: ["interval 2", "start KW 13"]),
            RuleExample("all 14 days, begin: calendar Week 18", reads: ["interval 2", "start KW 18"]),
            RuleExample("im 14-Tage-Rhythmus", reads: ["interval 2"]),
            RuleExample("im 14-tägigen Turnus", reads: ["interval 2"]),
            RuleExample("dreiwöchentlich ab KW 42", reads: ["interval 3", "start KW 42"]),
            RuleExample("fortnightly", reads: ["interval 2"]),
            RuleExample("jede 2te Woche", reads: ["interval 2"]),
            RuleExample("aller zwei Wochen ab KW 43", reads: ["interval 2", "start KW 43"]),
            RuleExample("im Zwei-Wochen-Abstand", reads: ["interval 2"]),
        ],
        counterExamples: [
            RuleExample("Auftakt am 2.10., danach wöchentlich ab KW 43", reads: ["kick-off 02.10.", "interval 1", "start KW 43"]),
        ])

    /// "14-tätig", "14-tagig", "14tägug", "14-täglig": after a number of days that makes whole weeks,
    /// the daily unit with one typo (the short unit is below the six letters other words need).
    private static func misspellsDailyUnit(_ word: Word, after n: Int) -> Bool {
        guard n % 7 == 0, n > 0, (4...8).contains(word.count) else { return false }
        return ["tägig", "täglich", "tagig", "taglich"].contains { Vocabulary.editDistanceAtMostOne(word.characters, Array($0)) }
    }

    /// "Wochen", "Tage", "tägig", "wöchig" after the number of an interval; with `needsRhythm`
    /// ("Zwei-Wochen-Rhythmus") a rhythm word must follow.
    /// `afterEvery`: after "jeden zweiten", "every 2nd", where a two-letter weekday ("Sa") can be nothing else.
    static func unitInterval(_ c: inout TokenCursor, _ n: Int, needsRhythm: Bool, afterEvery: Bool = false) -> [CueKind]? {
        var weeks: Int?
        // "jeden zweiten Samstag": the weekday is the sessions' and must be the row's.
        var weekday: Int?
        // "jeden zweiten Sa.", "every other Fri": a short weekday with its dot, or at the clause's end;
        // "Fridays": the plural.
        if let w = c.currentWord, let facts = c.currentFacts, let day = facts.weekdayAbbreviation ?? facts.weekdayName,
           w.count > 2 || afterEvery || c.peek(1).map({ $0.isSymbol(".") || $0.isSymbol(",") }) ?? true {
            c.advance()
            if w.count <= 3 { c.take(".") }
            weeks = n
            weekday = day
        } else if c.current?.kind == .weekMarker {
            c.advance()
            weeks = n
        } else if let unitWord = c.currentWord {
            let unit = uninflected(unitWord.text)
            if Vocabulary.dailyIntervalSuffix.contains(unit) || Vocabulary.matches(unitWord, Vocabulary.dailyIntervalStem)
                || Vocabulary.matches(unitWord, anyOf: Vocabulary.dailyIntervalWords) || misspellsDailyUnit(unitWord, after: n) {
                c.advance()
                guard n % 7 == 0, n > 0 else { return nil }
                weeks = n / 7
            } else if ["wöchig", "woechig", "wöchentlich", "woechentlich", "wöchentl", "woechentl", "weekly"].contains(unit) || Vocabulary.matches(unitWord, Vocabulary.weeklyIntervalStem) {
                c.advance()
                weeks = n
            } else if afterEvery, n >= 2, Vocabulary.matches(unitWord, anyOf: Vocabulary.sessionBoundNouns), !["tag", "day"].contains(unitWord.text) {
                // "jede zweite Sitzung", "every third session": every n-th session of the weekly series.
                c.advance()
                weeks = n
            }
        }
        guard let interval = weeks, interval >= 1, interval <= 8 else { return nil }
        let rhythm = takeRhythm(&c)
        if needsRhythm && !rhythm { return nil }
        return [.interval(interval)] + (weekday.map { [CueKind.onWeekday($0)] } ?? [])
    }

    /// "14-tägigen Rhythmus", "im 3-wöchigen Wechsel": the interval's adjective with an ending.
    private static func uninflected(_ unit: String) -> String {
        for ending in ["en", "er", "em", "es", "e"] where unit.hasSuffix(ending) {
            let stem = String(unit.dropLast(ending.count))
            if Self.intervalAdjectives.contains(stem) { return stem }
        }
        return unit
    }

    private static let intervalAdjectives: Set<String> = ["tägig", "taegig", "täglich", "taeglich", "wöchig", "woechig", "wöchentlich", "woechentlich"]

    /// "-Rhythmus", "Takt", "Turnus" after an interval.
    @discardableResult
    static func takeRhythm(_ c: inout TokenCursor) -> Bool {
        c.attempt { c -> Bool? in
            c.take("-")
            return c.takeWord(in: Vocabulary.rhythmWords) != nil ? true : nil
        } ?? false
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let ofWords: WordList = ["von", "of"]
    /// "three-weekly", "zwei-wöchentlich".
    static let weeklyAdjectives: Set<String> = ["weekly", "wöchentlich", "woechentlich", "wöchig", "woechig", "wöchentl", "woechentl"]
}
