/// "Mo/Mi-Kurs: Mi-Termin nur in KW 41-46", "Di + Fr, Freitagstermine nur bis KW 48", "Mo u. Fr (Fr nur
/// KW 42-44)", "Tuesdays in even weeks, Fridays in odd weeks": a course with sessions on several
/// weekdays, and clauses about the sessions of one of them. The timetable gives each weekday a row of
/// its own with the same comment; a clause about one weekday's sessions is that row's, and says
/// nothing of the others' (it was read for every row, silently).
///
/// The reader does not know the row's weekday: it marks each such clause (`CueKind.aboutWeekday`),
/// and `CommentReading.forRow(onWeekday:)` keeps the clause's cues for the row on that weekday and
/// sets them aside for the others.
enum WeekdayScopes {
    static func marking(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        let named = weekdaysNamed(cursor)
        guard !named.isEmpty else { return clauses }
        var out = clauses
        // "Mo oder Di, je nach Raum", "Mi oder Do (wird in der 1. VL abgestimmt)": a choice of weekdays.
        // ("oder" may part two clauses: the unread text goes with the one before it.)
        if let choice = choiceOfWeekdays(cursor), let i = readers.lastIndex(where: { $0.range.lowerBound <= choice.lowerBound }) ?? readers.indices.first {
            let c = clauses[i]
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                   unread: c.unread + [UnreadSpan(cursor.text(from: choice.lowerBound, to: choice.upperBound), "one weekday or another: which is not said")])
            return out
        }
        // "Di und Fr; ab Juni nur noch Di", "KW 11-14 Mi+Fr, danach nur Mi": the course's weekdays change
        // part-way; each row's dates are not read yet (the start was the whole series', silently).
        if named.count >= 2, let change = clauses.indices.first(where: { k in
            let words = readers[k].range.compactMap { cursor.words[$0]?.text }
            return readers[k].range.contains { weekday(at: $0, cursor) != nil }
                && words.contains { ["nur", "only"].contains($0) }
                && (readers[k].opensWithSequence || clauses[k].cues.contains { if case .start = $0.kind { return true }; return false })
        }) {
            let c = clauses[change]
            out[change] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                        unread: c.unread + [UnreadSpan(c.text, "the course's weekdays change part-way: not read yet")])
            return out
        }
        var scopes: [(index: Int, day: Int, byOpening: Bool)] = []
        let kindsOnWeekdays = weekdaysOfKinds(readers, cursor)
        for i in clauses.indices where clauses[i].subject == .sessions {
            let c = clauses[i]
            // "Mo + Do; in KW 46 nur Mo", "week 49 Tuesday only": that week only one weekday's session is
            // held; the other weekday's is off, the one named keeps its series.
            if named.count >= 2, let only = oneWeekdayOnly(readers[i], c, cursor) {
                let others = named.subtracting([only.day])
                if others.count == 1, let other = others.first {
                    out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                           cues: [Cue(.aboutWeekday(other), text: c.text), Cue(.except(weeks: only.weeks, dates: []), text: c.text)],
                                           unread: c.unread)
                } else {
                    out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                           unread: c.unread + [UnreadSpan(c.text, "one weekday only in a week, of three weekdays or more: not read yet")])
                }
                continue
            }
            // Clauses the reader already gave to a weekday, or that move the row's sessions to another.
            if c.cues.contains(where: { cue in
                switch cue.kind {
                case .weeksOnWeekday, .weekdayInstead, .aboutWeekday: return true
                default: return false
                }
            }) { continue }
            if named.count >= 2, let days = listedWeekdays(readers[i], cursor) {
                // "Mo u. Fr", "Mon & Wed": the course's weekdays.
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                       cues: days.map { Cue(.aboutWeekday($0), text: c.text) }, unread: c.unread)
                continue
            }
            guard c.cues.contains(where: { if case .onWeekday = $0.kind { return false }; return true }) else { continue }
            // A comment naming one weekday only: its sessions are the row's, or the row or comment is wrong
            // (the planner checks the weekday named).
            if named.count >= 2, let day = sessionsOfAWeekday(readers[i], cursor) {
                scopes.append((i, day, false))
            } else if let kind = kindOpening(readers[i], cursor), let day = kindsOnWeekdays[kind], kindsOnWeekdays.count >= 2 {
                // "Vorl. Di, Übg. Do (Übung ab KW 43)": the exercise is Thursday's.
                scopes.append((i, day, false))
            } else if named.count >= 2, !endsAListOfWeekdays(i, readers, cursor),
                      let day = openingWeekday(readers[i], cursor, beforeADate: c.cues.allSatisfy { if case .except = $0.kind { return true }; return false })
                        ?? weekdayBefore(i, readers, cursor) {
                scopes.append((i, day, true))
            }
        }
        // "Samstags KW 12-20, Freitags KW 21-26": weekdays taking turns over the term. Where does the
        // row's series go when it changes weekday? Left to the planner's check of the weekdays named.
        let turns = scopes.filter { $0.byOpening && clauses[$0.index].cues.contains { cue in
            switch cue.kind {
            case .weeks, .start, .end, .dates, .dateRange, .onlyMonths: return true
            default: return false
            }
        } }
        let takingTurns = Set(turns.map(\.day)).count >= 2
        for scope in scopes where !(takingTurns && scope.byOpening) {
            let c = clauses[scope.index]
            out[scope.index] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                             cues: [Cue(.aboutWeekday(scope.day), text: c.text)] + c.cues.filter { $0.kind != .onWeekday(scope.day) },
                                             unread: c.unread)
        }
        return out
    }

    /// The weekday of "in KW 46 nur Mo", "KW 50 nur Donnerstag", "week 49 Tuesday only": a clause of weeks
    /// only, with "nur" or "only" next to one weekday.
    private static func oneWeekdayOnly(_ reader: ClauseReader, _ clause: ClauseReading, _ cursor: TokenCursor) -> (day: Int, weeks: [WeekSpan])? {
        var weeks: [WeekSpan] = []
        var said: Int?
        for cue in clause.cues {
            switch cue.kind {
            case .weeks(let spans): weeks += spans
            case .onWeekday(let d): said = d
            // "week 49 Tuesday only" is read as the sessions of week 49 on Tuesday.
            case .weekdayInstead(let d, nil, let spans, [], nil): said = d; weeks += spans
            default: return nil
            }
        }
        guard !weeks.isEmpty else { return nil }
        // "nur der Montagstermin", "only the Friday one": the weekday inside a session noun, or with an
        // article between it and "nur".
        func dayNamed(at i: Int) -> Int? { weekday(at: i, cursor) ?? compoundWeekday(cursor.words[i]?.text) }
        let days = reader.range.compactMap(dayNamed(at:))
        guard Set(days).count == 1, let day = days.first, said == nil || said == day else { return nil }
        let onlyNextToTheDay = reader.range.contains { i in
            guard dayNamed(at: i) != nil else { return false }
            var k = i - 1
            if k > reader.range.lowerBound, cursor.words[k].map({ ["der", "den", "die", "das", "dem", "the"].contains($0.text) }) == true { k -= 1 }
            let before = k >= reader.range.lowerBound ? cursor.words[k]?.text : nil
            let after = i + 1 < reader.range.upperBound ? cursor.words[i + 1]?.text : nil
            return Vocabulary.onlyWords.contains(before ?? "") || after == "only"
        }
        return onlyNextToTheDay ? (day, weeks) : nil
    }

    /// "Tue/Fri course", "Mo+Mi Termine": the course the weekdays are of.
    private static let courseNouns: Set<String> = ["kurs", "course", "termine", "sessions", "classes", "class", "vorlesung", "lecture", "lectures"]

    /// "Mittwoch wie gewohnt", "Dienstag durchgehend", "Wednesdays as usual": one of the course's weekdays,
    /// unchanged.
    private static let asUsualWords: Set<String> = ["wie", "gewohnt", "gehabt", "üblich", "ueblich", "durchgehend", "normal", "regulär",
                                                    "regulaer", "unverändert", "unveraendert", "läuft", "laeuft", "bleibt", "weiterhin",
                                                    "as", "usual", "normally", "unchanged", "throughout", "regular"]

    /// "Mo u. Fr", "Mon & Wed", "Di + Fr", "und Donnerstag", "Mittwoch wie gewohnt": a clause of weekdays
    /// and the words joining them (or saying they stay as they are), nothing else (asked only where the
    /// comment names two weekdays or more).
    private static func listedWeekdays(_ reader: ClauseReader, _ cursor: TokenCursor) -> [Int]? {
        var days: [Int] = []
        for i in reader.range {
            if let day = weekday(at: i, cursor) {
                if !days.contains(day) { days.append(day) }
            } else if let word = cursor.words[i] {
                guard Vocabulary.matches(word, anyOf: Vocabulary.listJoin) || word.text == "u" || asUsualWords.contains(word.text)
                        || courseNouns.contains(word.text) else { return nil }
            } else if !(cursor.tokens[i].isSymbol("+") || cursor.tokens[i].isSymbol("&") || cursor.tokens[i].isSymbol("/")
                        || cursor.tokens[i].isSymbol(".") || cursor.tokens[i].isSymbol(",")) {
                return nil
            }
        }
        return days.isEmpty ? nil : days
    }

    /// The tokens of two weekdays with "oder" ("or", "bzw.") between them.
    private static func choiceOfWeekdays(_ cursor: TokenCursor) -> Range<Int>? {
        for i in cursor.tokens.indices.dropFirst().dropLast() {
            guard let w = cursor.words[i], ["oder", "or", "bzw"].contains(w.text) else { continue }
            var after = i + 1
            if after < cursor.tokens.count, cursor.tokens[after].isSymbol(".") { after += 1 }
            if weekday(at: i - 1, cursor) != nil, after < cursor.tokens.count, weekday(at: after, cursor) != nil { return (i - 1)..<(after + 1) }
        }
        return nil
    }

    private static let germanNames = ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"]

    /// The weekday at token `i`: a weekday word that is not a course code in capitals before a number
    /// ("MI 3", "DO 5") nor the title "Fr." before a name.
    private static func weekday(at i: Int, _ cursor: TokenCursor) -> Int? {
        guard let day = cursor.facts[i]?.weekday else { return nil }
        let next = i + 1 < cursor.tokens.count ? cursor.tokens[i + 1] : nil
        if next?.number != nil, isCapitalised(i, cursor) { return nil }
        if cursor.words[i]?.text == "fr", next?.isSymbol(".") == true, i + 2 < cursor.tokens.count, cursor.words[i + 2] != nil,
           cursor.facts[i + 2]?.weekday == nil { return nil }
        return day
    }

    private static func isCapitalised(_ i: Int, _ cursor: TokenCursor) -> Bool {
        let chars = cursor.characters[cursor.tokens[i].range]
        return chars.count >= 2 && chars.allSatisfy { $0.isUppercase }
    }

    /// The distinct weekdays the comment names, as words or inside a session noun.
    private static func weekdaysNamed(_ cursor: TokenCursor) -> Set<Int> {
        var days = Set<Int>()
        for i in cursor.tokens.indices {
            if let day = weekday(at: i, cursor) ?? compoundWeekday(cursor.words[i]?.text) { days.insert(day) }
        }
        return days
    }

    /// "Freitagstermine", "mittwochsübung": a German weekday's name joined to a noun of sessions.
    private static func compoundWeekday(_ text: String?) -> Int? {
        // Every weekday name starts with m, d, f or s and has six letters or more: most words are passed
        // over on their first byte and length ("mo" is 'm', "so" 's').
        guard let text, let first = text.utf8.first, first == 0x6D || first == 0x64 || first == 0x66 || first == 0x73,
              text.utf8.count >= 10 else { return nil }
        for (index, name) in germanNames.enumerated() where text.count > name.count + 3 && text.hasPrefix(name) {
            var rest = text.dropFirst(name.count)
            if rest.first == "s" { rest = rest.dropFirst() }
            return namesSessions(String(rest)) ? index + 1 : nil
        }
        return nil
    }

    private static func namesSessions(_ text: String) -> Bool {
        guard let subject = WordFacts.of(text).subject else { return false }
        let facts = WordFacts.of(text)
        return (subject.subject == .sessions || subject.subject == .otherSessions) && !facts.isStartWord && !facts.isEndWord
    }

    /// "Do-Termin", "Mi-Übung", "Freitagstermine", "the Wednesday session", "Friday tutorial": the
    /// sessions of one weekday as the clause's noun. Not "Mo/Do-Veranstaltung", the course of both.
    private static func sessionsOfAWeekday(_ reader: ClauseReader, _ cursor: TokenCursor) -> Int? {
        var found: Int?
        for i in reader.range {
            if let day = compoundWeekday(cursor.words[i]?.text) {
                guard found == nil || found == day else { return nil }
                found = day
                continue
            }
            guard let day = weekday(at: i, cursor) else { continue }
            var noun = i + 1
            if noun < reader.range.upperBound, cursor.tokens[noun].isSymbol("-"),
               cursor.tokens[i].range.upperBound == cursor.tokens[noun].range.lowerBound {
                noun += 1
            }
            guard noun < reader.range.upperBound, let word = cursor.words[noun], namesSessions(word.text) else { continue }
            // A weekday joined to another before it ("Mo/Do-", "Mo + Mi Vorlesung") names the course's days.
            if i > reader.range.lowerBound, cursor.tokens[i - 1].isSymbol("/") || cursor.tokens[i - 1].isSymbol("+")
                || cursor.tokens[i - 1].isSymbol("&") || cursor.words[i - 1].map({ Vocabulary.matches($0, anyOf: Vocabulary.listJoin) }) == true {
                continue
            }
            guard found == nil || found == day else { return nil }
            found = day
        }
        return found
    }

    /// "Vorl. Di, Übg. Do", "Vorlesung montags, Übung mittwochs": the kinds of session the comment ties to
    /// one weekday each, by clauses of a kind's noun and a weekday and nothing else.
    private static func weekdaysOfKinds(_ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseAnalysis.SessionKind: Int] {
        var found: [ClauseAnalysis.SessionKind: Int] = [:]
        for (k, r) in readers.enumerated() {
            var words = r.range.filter { cursor.words[$0] != nil }
            // "Di (Vorl.) + Do (Übg.)": the kind in brackets after its weekday.
            if words.count == 1, k + 1 < readers.count, readers[k + 1].isParenthesised {
                let inBrackets = readers[k + 1].range.filter { cursor.words[$0] != nil }
                if inBrackets.count == 1 { words += inBrackets }
            }
            guard words.count == 2 else { continue }
            let kind = words.lazy.compactMap { cursor.facts[$0]?.subject?.kind }.first
            let day = words.lazy.compactMap { weekday(at: $0, cursor) }.first
            guard let kind, let day else { continue }
            if let known = found[kind], known != day { return [:] }  // one kind on two weekdays: not tied
            found[kind] = day
        }
        return Set(found.values).count == found.count ? found : [:]
    }

    /// The kind of session a clause opens with ("Übung ab KW 43").
    private static func kindOpening(_ reader: ClauseReader, _ cursor: TokenCursor) -> ClauseAnalysis.SessionKind? {
        guard let first = reader.range.first else { return nil }
        return cursor.facts[first]?.subject?.kind
    }

    /// "donnerstags nur in KW 42-45", "Fridays in odd weeks", "am Fr entfällt KW 47": the clause opens with a weekday (not
    /// the weekday of a date: "Do 20.5. statt Fr 21.5.").
    /// A weekday before a date is the date's own ("am Mi 4.11. statt Mo"), unless `beforeADate`: the
    /// clause only calls off its dates ("Di und Do; am Do 19.11. entfällt" is Thursday's).
    private static func openingWeekday(_ reader: ClauseReader, _ cursor: TokenCursor, beforeADate: Bool = false) -> Int? {
        guard var first = reader.range.first else { return nil }
        // "am Fr entfällt KW 47", "on Fridays only until week 48": the preposition before the weekday.
        if cursor.words[first].map({ ["am", "an", "on"].contains($0.text) }) == true, first + 1 < reader.range.upperBound { first += 1 }
        guard let day = weekday(at: first, cursor),
              DaysOfABlock.weekdayRange(first..<min(first + 3, reader.range.upperBound), cursor) == nil else { return nil }  // "Mo-Fr 7.-11.6."
        var next = first + 1
        while next < reader.range.upperBound, cursor.tokens[next].isSymbol(".") || cursor.tokens[next].isSymbol(",") { next += 1 }
        if next < reader.range.upperBound, case .date = cursor.tokens[next].kind, !beforeADate { return nil }
        return day
    }

    /// "Mo + Do: am Mo 16.11. …", "jeweils Mo u. Di in KW 42, 44, 46": a weekday that ends a list of
    /// weekdays begun in the clause before (the list's days, not one weekday's clause).
    private static func endsAListOfWeekdays(_ i: Int, _ readers: [ClauseReader], _ cursor: TokenCursor) -> Bool {
        guard i > 0, let first = readers[i].range.first, let last = readers[i - 1].range.last, cursor.facts[last]?.weekday != nil else { return false }
        return (last + 1..<first).contains { k in
            cursor.tokens[k].isSymbol("+") || cursor.tokens[k].isSymbol("/") || cursor.tokens[k].isSymbol("&")
                || cursor.words[k].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) || $0.text == "u" } ?? false
        }
    }

    /// "Mo (gerade KW) / Do (ungerade KW)": a clause in brackets right after a weekday standing alone.
    private static func weekdayBefore(_ i: Int, _ readers: [ClauseReader], _ cursor: TokenCursor) -> Int? {
        guard i > 0, readers[i].isParenthesised else { return nil }
        let before = readers[i - 1]
        guard before.range.count == 1, before.range.upperBound == readers[i].range.lowerBound - 1 else { return nil }
        return weekday(at: before.range.lowerBound, cursor)
    }
}

extension CommentReading {
    /// The weekdays the comment gives the course ("Mo/Mi", "Di + Do; …"), when it names two or more:
    /// a date cancelled on another of them is that weekday's row's.
    public var weekdaysOfTheCourse: Set<Int> {
        let days = Set(clauses.flatMap { c in c.cues.compactMap { cue -> Int? in if case .aboutWeekday(let d) = cue.kind { return d }; return nil } })
        return days.count >= 2 ? days : []
    }

    /// The reading for the row on `weekday` (ISO, Monday 1): a clause about another weekday's sessions
    /// (`WeekdayScopes`) is set aside; one about the row's own keeps its cues. A clause that only names
    /// the course's weekdays ("Mo u. Fr") says nothing more for a row on one of them. A row on none of
    /// two or more weekdays the comment gives clauses to is not understood (the comment is another
    /// course's, or the row's weekday is wrong); one clause about another weekday's sessions alone
    /// ("the Wednesday session is cancelled in week 48") says nothing of the row's.
    public func forRow(onWeekday weekday: Int) -> CommentReading {
        func markers(_ c: ClauseReading) -> [Int] {
            c.cues.compactMap { cue -> Int? in if case .aboutWeekday(let d) = cue.kind { return d }; return nil }
        }
        let days = Set(clauses.flatMap(markers))
        guard !days.isEmpty else { return self }
        // "Mon & Wed, from week 15 Mondays only": a clause that narrows the series to a weekday and is
        // no weekday's own; the list of the course's weekdays stays to be checked against the row.
        let narrowsToAWeekday = clauses.contains { c in
            markers(c).isEmpty && c.cues.contains { if case .onWeekday = $0.kind { return true }; return false }
                && c.cues.contains { if case .onWeekday = $0.kind { return false }; return true }
        }
        let scoped = clauses.map { c -> ClauseReading in
            let marked = markers(c)
            guard !marked.isEmpty else { return c }
            if marked.count == c.cues.count {
                // The course's weekdays: the row's must be one of those the comment names.
                let cues = days.contains(weekday) && !narrowsToAWeekday ? [] : marked.map { Cue(.onWeekday($0), text: c.text) }
                return ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: c.unread)
            }
            let day = marked[0]
            let cues = day == weekday
                ? c.cues.filter { if case .aboutWeekday = $0.kind { return false }; return true }
                : [Cue(.aside(.otherWeekday), text: c.text)]
            return ClauseReading(text: c.text, subject: day == weekday ? c.subject : .otherWeekday, polarity: c.polarity, cues: cues, unread: c.unread)
        }
        var unread = unread
        if days.count >= 2, !days.contains(weekday) {
            unread.append(UnreadSpan(comment, "the comment is about the sessions of other weekdays than the row's"))
        }
        return CommentReading(comment: comment, cues: scoped.flatMap(\.cues), unread: unread, readCharacters: readCharacters, clauses: scoped)
    }
}
