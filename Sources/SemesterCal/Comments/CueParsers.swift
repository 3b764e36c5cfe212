import ICalendar

/// One small parser per cue. Each looks at the cursor, and either consumes the
/// tokens of its phrase and returns the cues it read, or returns nil and
/// consumes nothing. `CommentReader` tries them in `CueParsers.all` order at
/// every position; the order resolves overlaps (a registration date is noise
/// before it can be an explicit date; "KW 41 online, dann Präsenz" is phases
/// before it can be a single week).
///
/// To teach the grammar a new phrase: add a parser here (or a word to
/// `Vocabulary`), list it in `all`, and add a test named after the phrase.
enum CueParsers {
    typealias Parser = @Sendable (inout TokenCursor) -> [CueKind]?

    static let all: [Parser] = [
        noise, undetermined, alternation, interval, phases, start, end, except, extra,
        explicitDates, dateRange, weeks,
    ]

    /// "Online-Anmeldung 01.04. - 06.04.2020", "verbindliche Anmeldung bis 12.10.2020",
    /// "Themenvergabe und verbindliche Anmeldung: 05.10.2020".
    static func noise(_ c: inout TokenCursor) -> [CueKind]? {
        guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.noise) else { return nil }
        c.advance()
        // Pass over a few connecting words and symbols to the date, but never over a week.
        for _ in 0..<5 {
            if DateExpression.range(&c) != nil || DateExpression.date(&c) != nil { return [.noise] }
            guard let t = c.current, t.kind != .weekMarker, !t.isDateInformation else { break }
            if case .ordinal = t.kind { break }
            c.advance()
        }
        return nil
    }

    /// "Termine nach Plan", "werden noch bekannt gegeben", "nach Vereinbarung".
    static func undetermined(_ c: inout TokenCursor) -> [CueKind]? {
        phrase(&c, Vocabulary.undetermined) ? [.undetermined] : nil
    }

    /// "im wöchentlichen Wechsel", "Gr. A in ungeraden Wochen".
    static func alternation(_ c: inout TokenCursor) -> [CueKind]? {
        phrase(&c, Vocabulary.alternation) ? [.alternation] : nil
    }

    /// "14-tägig", "14tägig", "3-wöchig", "zweiwöchig", "alle 2 Wochen", "every second week",
    /// "all 14 days", "bi-weekly".
    static func interval(_ c: inout TokenCursor) -> [CueKind]? {
        guard let t = c.current else { return nil }
        if let word = c.currentWord {
            let w = word.text
            if let n = Vocabulary.intervalKeywords.first(where: { Vocabulary.matches(word, $0.keyword) })?.interval {
                c.advance()
                return [.interval(n)]
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
            if Vocabulary.everyWords.contains(w) {
                return c.attempt { c in
                    c.advance()
                    let n: Int
                    if let number = c.current?.number { n = number } else if let word = c.current?.word, let v = Vocabulary.numberWords[word] { n = v } else { return nil }
                    c.advance()
                    if c.current?.kind == .weekMarker || c.current?.word.map({ ["wochen", "woche", "weeks"].contains($0) }) == true {
                        c.advance()
                        return n >= 1 && n <= 8 ? [.interval(n)] : nil
                    }
                    if let unit = c.current?.word, ["tage", "days", "tagen"].contains(unit) {
                        c.advance()
                        return n % 7 == 0 && n > 0 ? [.interval(n / 7)] : nil
                    }
                    return nil
                }
            }
            return nil
        }
        guard let n = t.number else { return nil }
        return c.attempt { c in
            c.advance()
            c.take("-")
            guard let unitWord = c.currentWord else { return nil }
            let unit = unitWord.text
            if Vocabulary.dailyIntervalSuffix.contains(unit) || Vocabulary.matches(unitWord, Vocabulary.dailyIntervalStem) {
                c.advance()
                return n % 7 == 0 && n > 0 ? [.interval(n / 7)] : nil
            }
            if ["wöchig", "woechig", "wöchentlich"].contains(unit) || Vocabulary.matches(unitWord, Vocabulary.weeklyIntervalStem) {
                c.advance()
                return n >= 1 && n <= 8 ? [.interval(n)] : nil
            }
            return nil
        }
    }

    /// "KW 41 online, dann Präsenz", "KW 41, 42, 43 ONLINE, ab KW 44 Präsenz":
    /// phases of one series in different modes — together, every week from the first.
    static func phases(_ c: inout TokenCursor) -> [CueKind]? {
        guard let spans = WeekExpression.parse(&c), let first = spans.first?.from else { return nil }
        guard c.takeWord(in: Vocabulary.mode) != nil else { return nil }
        c.take(",")
        c.take("-")
        if c.takeWord(in: Vocabulary.thenWords) != nil {
            c.skipFiller()
        } else if c.takeWord(in: Vocabulary.start) != nil {
            guard WeekExpression.parse(&c) != nil else { return nil }
        } else {
            return nil
        }
        guard c.takeWord(in: Vocabulary.mode) != nil else { return nil }
        return [.phases(start: first)]
    }

    /// "Beginn KW 41", "ab 42. KW", "Start KW45", "begin: calendar week 18", "Beginn 23.04.2020",
    /// "Kursbeginn 07.10.20", "ab Januar"; with an optional restated date "(= 08.10.20)".
    static func start(_ c: inout TokenCursor) -> [CueKind]? {
        guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.start) || w.text.hasSuffix("beginn") else { return nil }
        c.advance()
        c.take(":")
        c.skipFiller()
        if c.current?.kind == .weekMarker, c.peek(1).map({ $0.number == nil }) ?? true {
            c.advance()  // "ab KW )": a placeholder with no week in it
            return [.emptyPlaceholder]
        }
        if let spans = WeekExpression.parse(&c) {
            if spans.count == 1, spans[0].isSingleWeek {
                return [.start(.week(spans[0].from))] + restatement(&c, of: spans[0].from)
            }
            return [.weeks(spans)]  // "ab KW 41-46": a range, read as one
        }
        if let d = DateExpression.date(&c) { return [.start(.date(d))] }
        if let month = monthBound(&c) { return month == 0 ? [] : [.start(.month(month))] }
        return nil
    }

    /// "bis KW 24", "bis 25. KW", "bis einschl. 14. KW", "bis 30.06.", "bis Ende Dezember".
    static func end(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.end) != nil else { return nil }
        c.skipFiller()
        c.takeWord(in: Vocabulary.endFiller)
        c.skipFiller()
        if let spans = WeekExpression.parse(&c), spans.count == 1, spans[0].isSingleWeek {
            return [.end(.week(spans[0].from))]
        }
        if let d = DateExpression.date(&c) { return [.end(.date(d))] }
        if let month = monthBound(&c) { return month == 0 ? [] : [.end(.month(month))] }
        return nil
    }

    /// "außer KW 43, 47, 53, 1", "ausgenommen KW 22-27", "ohne KW 45", "außer 24.12.".
    static func except(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.except) != nil else { return nil }
        c.skipFiller()
        if let spans = WeekExpression.parse(&c) { return [.except(weeks: spans, dates: [])] }
        if let dates = DateExpression.list(&c) { return [.except(weeks: [], dates: dates)] }
        if let d = DateExpression.date(&c) { return [.except(weeks: [], dates: [d])] }
        return nil
    }

    /// "incl. Sa, 25.04.20", "zusätzlich KW 43".
    static func extra(_ c: inout TokenCursor) -> [CueKind]? {
        guard c.takeWord(in: Vocabulary.extra) != nil else { return nil }
        c.skipFiller()
        c.take(",")
        if let dates = DateExpression.list(&c) { return [.extra(weeks: [], dates: dates)] }
        if let d = DateExpression.date(&c) { return [.extra(weeks: [], dates: [d])] }
        if let spans = WeekExpression.parse(&c) { return [.extra(weeks: spans, dates: [])] }
        return nil
    }

    /// "(14.10./21.10./4.11.)", "Termine: 16.12. / 13.1. / 20.1.", "Mo 21.12.", "Termin am Fr, 17.04.20".
    static func explicitDates(_ c: inout TokenCursor) -> [CueKind]? {
        if c.takeWord(in: Vocabulary.explicitDates) != nil {
            c.take(":")
            c.takeWord(in: Vocabulary.dateOn)
            if let dates = DateExpression.list(&c) { return [.dates(dates)] }
            if let d = DateExpression.date(&c) { return [.dates([d])] }
            return nil
        }
        if let dates = DateExpression.list(&c) { return [.dates(dates)] }
        // A single date counts only when a weekday names it: "Mo 21.12.".
        if let w = c.current?.word, Vocabulary.weekdays[w] != nil, let d = DateExpression.date(&c) {
            return [.dates([d])]
        }
        return nil
    }

    /// "08.03.-12.03.2021", "21.-24.09.2020": only the days in this span.
    static func dateRange(_ c: inout TokenCursor) -> [CueKind]? {
        guard let (from, to) = DateExpression.range(&c) else { return nil }
        return [.dateRange(from: from, to: to)]
    }

    /// "KW 17, 18, 19", "KW 41-46", "in KW 20", "41. - 48. KW", optionally restated "(= 08.10.20)".
    static func weeks(_ c: inout TokenCursor) -> [CueKind]? {
        guard let spans = WeekExpression.parse(&c) else { return nil }
        if spans.count == 1, spans[0].isSingleWeek {
            return [.weeks(spans)] + restatement(&c, of: spans[0].from)
        }
        return [.weeks(spans)]
    }

    // MARK: - Pieces shared by several cues

    /// "(= 08.10.20)" after a week. Agreeing dates are consumed silently; a date in
    /// another week is a conflict; an unreadable one is noted.
    private static func restatement(_ c: inout TokenCursor, of week: WeekRef) -> [CueKind] {
        c.attempt { c -> [CueKind]? in
            guard c.take("("), c.take("=") else { return nil }
            if c.current?.kind == .malformedDate {
                c.advance()
                c.take(")")
                return [.unreadableRestatement]
            }
            guard let d = DateExpression.date(&c) else { return nil }
            c.take(")")
            if let year = d.year, let date = d.absolute(year: year),
               date.isoWeek.week != week.week {
                return [.restatedConflict(week: week, date: d)]
            }
            return []
        } ?? []
    }

    /// A month name as a bound ("ab Januar"), or 0 when it only qualifies a teaching
    /// mode ("ab Dezember in Präsenz": the mode changes, the series does not).
    private static func monthBound(_ c: inout TokenCursor) -> Int? {
        guard let w = c.current?.word, let month = Vocabulary.months[w], w.count >= 3 else { return nil }
        c.advance()
        let modeFollows = c.attempt { c -> Bool? in
            c.skipFiller()
            return c.takeWord(in: Vocabulary.mode) != nil ? true : nil
        } ?? false
        return modeFollows ? 0 : month
    }

    /// Consumes one of `phrases` (each word typo-tolerant) if it starts here.
    private static func phrase(_ c: inout TokenCursor, _ list: PhraseList) -> Bool {
        // Every phrase starts with a word (after an optional dot): elsewhere none can match.
        let first = c.current?.isSymbol(".") == true ? c.position + 1 : c.position
        guard first < c.words.count, let word = c.words[first], list.mayStart(with: word) else { return false }
        for words in list.phrases {
            let matched = c.attempt { c -> Bool? in
                for w in words {
                    // Dots inside a phrase ("wöchentl. Wechsel") are skipped.
                    c.take(".")
                    guard let t = c.currentWord, Vocabulary.matches(t, w) || (w.count >= 6 && t.text.hasPrefix(w.text)) else { return nil }
                    c.advance()
                }
                return true
            }
            if matched == true { return true }
        }
        return false
    }
}
