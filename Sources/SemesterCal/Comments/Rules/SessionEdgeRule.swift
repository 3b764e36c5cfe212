extension CommentRule {
    /// "die letzten drei Termine entfallen", "nur die ersten 4 Wochen", "the last two classes are
    /// cancelled", "ab der zweiten Vorlesungswoche": sessions or weeks counted from an end of the
    /// series or of the lecture period. A negation leaves them out; without one they are the only ones.
    static let sessionEdge = CommentRule(
        "first / last sessions or weeks",
        meaning: "the first or last N sessions of the series (counted after the lecture-free days), or the first or last N weeks of the lecture period (from the week of its first day): only those, or, negated, all but those",
        startsOn: [.word, .number, .ordinal],
        startsOnWord: {
            Vocabulary.matches($0.word, anyOf: Vocabulary.firstWords) || Vocabulary.matches($0.word, anyOf: Vocabulary.lastWords)
                || SessionEdgeWords.counts[$0.word.text] != nil || Vocabulary.matches($0.word, anyOf: Vocabulary.start)
                || SessionEdgeWords.ordinals[$0.word.text] != nil || SessionEdgeWords.secondToLast.contains($0.word.text)
                || $0.subject?.subject == .sessions
        },
        parse: { c in
            c.attempt(SessionEdgeWords.counted) ?? c.attempt(SessionEdgeWords.startInACountedWeek) ?? c.attempt(SessionEdgeWords.startInACountedSession)
                ?? c.attempt(SessionEdgeWords.oneCountedSession)
        },
        examples: [
            RuleExample("die letzten drei Termine entfallen", reads: ["without the last 3 sessions"]),
            RuleExample("die drei letzten Vorlesungstermine fallen weg", reads: ["without the last 3 sessions"]),
            RuleExample("only the first three sessions", reads: ["only the first 3 sessions"]),
            RuleExample("letzte Vorlesung entfällt", reads: ["without the last session"]),
            RuleExample("nur die ersten 4 Wochen", reads: ["only the first 4 weeks of the lecture period"]),
            RuleExample("in den letzten zwei Wochen der Vorlesungszeit keine Vorlesung", reads: ["without the last 2 weeks of the lecture period"]),
            RuleExample("ab der zweiten Vorlesungswoche", reads: ["without the first week of the lecture period"]),
            RuleExample("ab der 3. Woche des Semesters", reads: ["without the first 2 weeks of the lecture period"]),
            RuleExample("der 2. Termin entfällt", reads: ["without the 2. session"]),
            RuleExample("Termin Nr. 3 fällt aus", reads: ["without the 3. session"]),
            RuleExample("the third session is cancelled", reads: ["without the 3. session"]),
            RuleExample("der vorletzte Termin entfällt", reads: ["without the second-to-last session"]),
        ],
        counterExamples: [
            RuleExample("letzte Vorlesung am 18.1.", reads: ["end 18.01.", "a session on 18.01."]),
            RuleExample("ab der 44. Woche", reads: ["start KW 44"]),
            // The planner flags it: calendar week 2, or the second week of the lecture period?
            RuleExample("ab der 2. Woche", reads: ["without the first week of the lecture period (or from calendar week 2?)"]),
            .flagged("die letzten Termine entfallen"),
        ])
}

/// The words and parsers of `CommentRule.sessionEdge`.
enum SessionEdgeWords {
    /// Counts written as words ("die letzten drei Termine", "die ersten beiden Sitzungen").
    static let counts: [String: Int] = [
        "zwei": 2, "beiden": 2, "beide": 2, "two": 2, "drei": 3, "three": 3, "vier": 4, "four": 4, "fünf": 5, "fuenf": 5, "five": 5,
        "sechs": 6, "six": 6, "sieben": 7, "seven": 7, "acht": 8, "eight": 8, "neun": 9, "nine": 9, "zehn": 10, "ten": 10,
    ]
    /// Ordinal words of a counted week ("ab der zweiten Vorlesungswoche", "from the third week").
    static let ordinals: [String: Int] = [
        "ersten": 1, "erste": 1, "first": 1, "zweiten": 2, "zweite": 2, "second": 2, "dritten": 3, "dritte": 3, "third": 3,
        "vierten": 4, "vierte": 4, "fourth": 4, "fünften": 5, "fünfte": 5, "fifth": 5, "sechsten": 6, "sechste": 6, "sixth": 6,
    ]
    /// Plural nouns of sessions beyond those a number counts elsewhere ("die letzten drei Vorlesungstermine").
    private static let pluralSessionNouns: Set<String> = [
        "vorlesungstermine", "übungstermine", "uebungstermine", "lehrveranstaltungen", "vorlesungsstunden", "vl", "vorl", "vls",
        "seminartermine", "seminarsitzungen", "lectures", "tutorials", "seminare",
    ]
    /// One word for a week of the lecture period ("Vorlesungswoche", "Semesterwochen").
    private static let lectureWeekWords: Set<String> = [
        "vorlesungswoche", "vorlesungswochen", "semesterwoche", "semesterwochen", "lehrwoche", "lehrwochen", "studienwoche", "studienwochen",
        "vorlesungsw", "semesterw", "vorlesungswo", "vlw", "vl-woche",
    ]
    /// "lecture weeks", "teaching weeks": a word before the week marker that makes it the period's.
    private static let lectureWeekQualifiers: Set<String> = ["lecture", "teaching", "semester", "term"]
    /// The articles and prepositions of "… der Vorlesungszeit", "… des Semesters", "… of the term".
    private static let periodArticles: WordList = ["der", "des", "dieses", "of", "the", "this", "im", "in"]
    private static let weekMarkerWords: Set<String> = ["woche", "wochen", "week", "weeks"]

    /// "die letzten drei Termine", "die drei letzten Termine", "the first 4 weeks", "letzte Vorlesung".
    static func counted(_ c: inout TokenCursor) -> [CueKind]? {
        let start = c.position
        // "Präsentationen in der letzten Sitzung", "Klausurvorbereitung in den letzten beiden
        // Terminen": what happens in those sessions, not which sessions there are ("nur in den
        // ersten vier Termine" and "in der letzten Sitzung keine Übung" are the sessions'). Weeks
        // ("in den ersten vier Wochen") are the sessions' unless the clause names something else.
        let inASetting = namesASetting(before: c.position, c) && !clauseNegates(c)
        var count = countHere(c)
        if count != nil { c.advance() }
        guard let w = c.currentWord else { return nil }
        let isFirst = Vocabulary.matches(w, anyOf: Vocabulary.firstWords)
        guard isFirst || Vocabulary.matches(w, anyOf: Vocabulary.lastWords) else { return nil }
        c.advance()
        if count == nil, let n = countHere(c) {
            count = n
            c.advance()
        }
        guard let (unit, plural, weekday) = noun(&c) else {
            // "die ersten beiden und die letzten beiden Termine": the noun said once, for both.
            // "erste und letzte Vorlesungswoche": both singular, one each.
            return c.attempt { c -> [CueKind]? in
                guard c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                c.takeWord(in: Words.articles)
                guard let next = counted(&c), case .edge(let other)? = next.first else { return nil }
                guard let n = count ?? (other.count == 1 ? 1 : nil) else { return nil }
                return [.edge(SessionEdge(isFirst ? .first : .last, n, other.unit, keep: true, weekday: other.weekday))] + next
            }
        }
        if inASetting, unit == .sessions { return nil }
        // "Vorlesungswoche", "Semesterwoche" are the period's weeks as they stand; "Woche" needs "der
        // Vorlesungszeit" or a count ("erste Woche KW 41" names a week).
        let namedAsThePeriods = c.tokens[c.position - 1].word.map(lectureWeekWords.contains) == true
        let qualified = takePeriod(&c) || namedAsThePeriods
        if unit == .lectureWeeks, !qualified, count == nil { return nil }  // "erste Woche KW 41"
        // "die letzten Termine": how many is not said. A singular needs no count ("letzte Sitzung").
        guard let n = count ?? (plural ? nil : 1), n >= 1 else { return nil }
        // "letzte Sitzung am 18.1.", "erste Woche: KW 41": a bound or a week named, not a count.
        // "Die letzten beiden Termine im Januar": counted among some of the sessions only.
        let namesDatesAfter = (c.position..<min(c.end, c.position + 12)).contains { i in
            switch c.tokens[i].kind {
            case .date, .number, .ordinal, .weekMarker, .month: return true
            default: return false
            }
        }
        if namesDatesAfter, count == nil || c.currentWord.map({ Vocabulary.matches($0, anyOf: Vocabulary.temporalPrepositions) }) == true { return nil }
        // "letzte Sitzung" alone is the last session: only a negation makes it a count ("letzte
        // Sitzung entfällt"); "Einführung in der ersten Sitzung" names where something happens.
        if count == nil, !clauseNegates(c) { return nil }
        // "die ersten beiden Termine (6.10. und 13.10.) …": dates in brackets restate the count; what is
        // said of them may stand after the bracket.
        if c.current?.isSymbol("(") == true { return nil }
        // Kept, the count needs "nur" / "only" before it, or to be the whole comment ("die ersten sechs
        // Wochen"): "die ersten zwei Termine online" says how, not which.
        if !clauseNegates(c), !saysOnly(before: start, c), !(c.start == 0 && c.end == c.tokens.count) { return nil }
        return [.edge(SessionEdge(isFirst ? .first : .last, n, unit, keep: true, weekday: weekday))]
    }

    /// "ab der zweiten Vorlesungswoche", "ab der 3. Woche des Semesters", "from the second week of
    /// term": the series starts in that week of the lecture period. "ab der 2. Woche" alone could be
    /// calendar week 2 as well; a number above 16 ("ab der 44. Woche") is left to the week rules.
    static func startInACountedWeek(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.start) != nil else { return nil }
        c.takeWord(in: Words.articles)
        guard let n = ordinalHere(&c) else { return nil }
        guard (1...16).contains(n), let (unit, _, _) = noun(&c), unit == .lectureWeeks else { return nil }
        let namedAsThePeriods = c.tokens[c.position - 1].word.map(lectureWeekWords.contains) == true || takePeriod(&c)
        // "ab 2. Vorlesungswoche = KW 41": the calendar week restated decides.
        if c.current?.isSymbol("=") == true, let week = c.attempt({ c -> WeekRef? in
            c.advance()
            guard c.current?.kind == .weekMarker else { return nil }
            c.advance()
            guard let k = c.current?.number, (1...53).contains(k) else { return nil }
            c.advance()
            return WeekRef(week: k)
        }) {
            return [.start(.week(week))]
        }
        return [.edge(SessionEdge(.first, n - 1, .lectureWeeks, keep: false, mightBeACalendarWeek: !namedAsThePeriods))]
    }

    /// A preposition of place or time before the first or last word ("in der letzten Sitzung",
    /// "during the first two lectures"), without "nur" / "only" before it.
    static func namesASetting(before i: Int, _ c: TokenCursor) -> Bool {
        var k = i - 1
        while k >= c.start, let w = c.words[k], Vocabulary.matches(w, anyOf: Words.articles) || SessionEdgeWords.counts[w.text] != nil { k -= 1 }
        guard k >= c.start, let w = c.words[k], settingPrepositions.contains(w.text) else { return false }
        return !(k > c.start && c.words[k - 1].map { Vocabulary.onlyWords.contains($0.text) || $0.text == "just" } == true)
    }

    /// Whether token `k` is a first or last word ("ersten", "last").
    static func isFirstOrLast(_ k: Int, _ c: TokenCursor) -> Bool {
        guard k >= 0, k < c.tokens.count, let w = c.words[k] else { return false }
        return Vocabulary.matches(w, anyOf: Vocabulary.firstWords) || Vocabulary.matches(w, anyOf: Vocabulary.lastWords)
    }

    /// Whether token `k` is a count ("4", "drei", "beiden").
    static func isCount(_ k: Int, _ c: TokenCursor) -> Bool {
        guard k >= 0, k < c.tokens.count else { return false }
        return c.tokens[k].number != nil || c.words[k].map { counts[$0.text] != nil } == true
    }

    /// "nur", "only", "just", "lediglich", "ausschließlich" before `start` in the clause.
    static func saysOnly(before start: Int, _ c: TokenCursor) -> Bool {
        (max(c.start, start - 12)..<start).contains { k in c.words[k].map { Vocabulary.onlyWords.contains($0.text) || ["just", "lediglich", "ausschliesslich"].contains($0.text) } ?? false }
    }

    /// Whether the clause holds a negation or a cancellation word.
    /// (Within two dozen tokens of the cursor: a hostile clause of thousands must not be read quadratically.)
    static func clauseNegates(_ c: TokenCursor) -> Bool {
        (max(c.start, c.position - 24)..<min(c.end, c.position + 24)).contains { c.facts[$0]?.negation != nil }
    }

    private static let settingPrepositions: Set<String> = [
        "in", "im", "während", "waehrend", "during", "at", "bei", "zu", "zur", "zum", "within", "innerhalb", "for", "für", "fuer",
    ]

    /// "ab dem dritten Termin", "starting with the second session", "from the 4th lecture": the
    /// sessions before it left out.
    static func startInACountedSession(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.start) != nil else { return nil }
        c.takeWord(in: Words.withWords)
        c.takeWord(in: Words.articles)
        guard let n = ordinalHere(&c) else { return nil }
        guard (2...20).contains(n), let (unit, plural, _) = noun(&c), unit == .sessions, !plural else { return nil }
        // "ab dem 2. Termin Präsenzpflicht", "ab dem dritten Termin in Präsenz": from then on something
        // else holds (the mode, attendance); which sessions there are is not said.
        let near = max(c.start, c.position - 24)..<min(c.end, c.position + 24)
        if near.contains(where: { k in c.facts[k]?.subject.map { $0.subject != .sessions } ?? false }) { return nil }
        // "ab dem 2. Termin 14-tägig": the rhythm starts there, the first session stays (`countedSessions`).
        if namesARhythm(near: c) { return nil }
        return [.edge(SessionEdge(.first, n - 1, .sessions, keep: false))]
    }

    /// "vorletzte": the second from the end.
    static let secondToLast: Set<String> = ["vorletzte", "vorletzten", "vorletzter", "penultimate"]

    /// "der 2. Termin entfällt", "Termin Nr. 3 fällt aus", "the second session is cancelled", "der vorletzte
    /// Termin entfällt": one session counted from an end of the series, called off. Only in a clause that
    /// negates, not after a word that makes it a bound ("ab dem 3. Termin", "nach dem 2. Termin"), and not
    /// with a date in brackets after it ("5. Termin (4.11.)": which of the two holds?).
    static func oneCountedSession(_ c: inout TokenCursor) -> [CueKind]? {
        guard clauseNegates(c) else { return nil }
        var k = c.position - 1
        while k >= c.start, let w = c.words[k], Vocabulary.matches(w, anyOf: Words.articles) { k -= 1 }
        if k >= c.start, let w = c.words[k], boundWords.contains(w.text) { return nil }
        var end = SessionEdge.End.first
        var position: Int?
        if let w = c.currentWord, secondToLast.contains(w.text) {
            c.advance()
            end = .last
            position = 2
        } else if let n = ordinalHere(&c) {
            position = n
        }
        guard let (unit, plural, weekday) = noun(&c), unit == .sessions, !plural else { return nil }
        if position == nil {
            // "Termin Nr. 3", "session no. 2", "Sitzung #4"
            guard c.takeWord(in: Words.numberWords) != nil || c.take("#") else { return nil }
            c.take(".")
            guard let n = c.current?.number else { return nil }
            c.advance()
            position = n
        }
        guard let n = position, (2...30).contains(n) || end == .last else { return nil }
        if c.current?.isSymbol("(") == true { return nil }
        return [.edge(SessionEdge(end, n, .sessions, keep: true, weekday: weekday, single: true))]
    }

    /// Words before a counted session that make it a bound or a setting, not the session called off.
    private static let boundWords: Set<String> = [
        "ab", "nach", "vor", "bis", "seit", "from", "after", "before", "until", "till", "starting", "mit", "with", "in", "im", "am", "an",
        "zum", "zur", "at", "during",
    ]

    /// Whether a rhythm is named within two dozen tokens of the cursor, in its clause: an interval
    /// word, "every", a parity, "weekly".
    static func namesARhythm(near c: TokenCursor) -> Bool {
        let near = max(c.start, c.position - 24)..<min(c.end, c.position + 24)
        return near.contains { k in
            c.facts[k].map { $0.intervalWord != nil || $0.compoundInterval != nil || Vocabulary.everyWords.contains($0.word.text)
                || Vocabulary.dailyIntervalSuffix.contains($0.word.text) || Vocabulary.weeklyIntervalSuffix.contains($0.word.text)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.weeklyWords)
                || Vocabulary.matches($0.word, anyOf: Vocabulary.evenWords) || Vocabulary.matches($0.word, anyOf: Vocabulary.oddWords) } ?? false
        }
    }

    /// "3.", "dritten", "3rd": an ordinal, read.
    static func ordinalHere(_ c: inout TokenCursor) -> Int? {
        if case .ordinal(let k)? = c.current?.kind {
            c.advance()
            return k
        }
        if let w = c.currentWord, let k = ordinals[w.text] {
            c.advance()
            return k
        }
        if let k = c.current?.number, let suffix = c.peekWord(1), Vocabulary.ordinalSuffixes.contains(suffix), c.isGlued(1) {
            c.advance()
            c.advance()
            return k
        }
        return nil
    }

    static func countHere(_ c: TokenCursor) -> Int? {
        if let t = c.current, let n = t.number, (1...30).contains(n), c.digitCount(of: t) <= 2 { return n }
        return c.currentWord.flatMap { counts[$0.text] }
    }

    /// The noun counted: sessions (and whether plural, and their weekday if the noun names one) or weeks
    /// of the lecture period.
    static func noun(_ c: inout TokenCursor) -> (SessionEdge.Unit, plural: Bool, weekday: Int?)? {
        // "die ersten drei Samstage", "the first five Thursdays": the row's sessions, by their weekday.
        if let w = c.currentWord, Vocabulary.weekdays[w.text] == nil, w.text.hasSuffix("e") || w.text.hasSuffix("days"),
           let day = c.currentFacts?.weekdayName {
            c.advance()
            return (.sessions, true, day)
        }
        guard let t = c.current else { return nil }
        if t.kind == .weekMarker {
            let text = c.text(from: c.position, to: c.position + 1).lowercased()
            guard weekMarkerWords.contains(text) else { return nil }
            c.advance()
            return (.lectureWeeks, text.hasSuffix("n") || text.hasSuffix("s"), nil)
        }
        guard let w = c.currentWord else { return nil }
        if lectureWeekWords.contains(w.text) {
            c.advance()
            return (.lectureWeeks, w.text.hasSuffix("n"), nil)
        }
        if lectureWeekQualifiers.contains(w.text), c.peek(1)?.kind == .weekMarker {
            let text = c.text(from: c.position + 1, to: c.position + 2).lowercased()
            guard weekMarkerWords.contains(text) else { return nil }
            c.advance()
            c.advance()
            return (.lectureWeeks, text.hasSuffix("s"), nil)
        }
        if CommentRule.countedSessionNouns.contains(w.text) || pluralSessionNouns.contains(w.text) {
            c.advance()
            return (.sessions, true, nil)
        }
        if Vocabulary.matches(w, anyOf: Vocabulary.sessionBoundNouns), !["tag", "day"].contains(w.text) {
            c.advance()
            return (.sessions, false, nil)
        }
        return nil
    }

    /// "der Vorlesungszeit", "des Semesters", "of the term", "im Semester".
    private static func takePeriod(_ c: inout TokenCursor) -> Bool {
        c.attempt { c -> Bool? in
            guard c.takeWord(in: periodArticles) != nil else { return nil }
            c.takeWord(in: periodArticles)
            return c.takeWord(in: Vocabulary.termWords) != nil ? true : nil
        } ?? false
    }

    private enum Words {
        static let articles: WordList = ["der", "dem", "die", "den", "the"]
        static let withWords: WordList = ["with", "mit", "at"]
        static let numberWords: WordList = ["nr", "no", "nummer", "number"]
    }
}
