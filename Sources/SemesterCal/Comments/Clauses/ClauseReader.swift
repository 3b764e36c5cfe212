import ICalendar

/// Reads one clause: runs the grammar's rules over its tokens, attaches each negation to the cue
/// next to it, decides the clause's subject, and accounts for every token (closed world): a
/// token that could bear on dates and that no rule read is `unread`, which makes the row not
/// understood (SEMANTICS.md §4a, §5).
///
/// A class: the comment reader asks many questions of each clause reader and marks some of them
/// (reasons, negated lists); as a struct in an array, each question copied the whole reader.
final class ClauseReader {
    /// A rule's reading of a span of the clause.
    struct Match {
        let range: Range<Int>
        let kinds: [CueKind]
        var negated = false
    }

    let cursor: TokenCursor
    let range: Range<Int>
    let analysis: ClauseAnalysis
    private(set) var matches: [Match] = []
    private var consumed: TokenMarks
    /// Tokens within four of a week, date or bound a rule read.
    private var nearCue: TokenMarks
    /// Whether the clause holds a date, a week word, a month or a number at all.
    private var holdsDateInformation = false

    init(_ cursor: TokenCursor, _ range: Range<Int>) {
        self.cursor = cursor
        self.range = range
        consumed = TokenMarks(range)
        nearCue = TokenMarks(range)
        analysis = ClauseAnalysis(cursor, range)
        var c = cursor.limited(to: range)
        while !c.isAtEnd {
            let start = c.position
            var matched = false
            let here = TokenClasses(of: c.current!)
            let facts = c.currentFacts
            for (index, (startsOn, parse)) in CommentGrammar.parsers.enumerated()
            where startsOn.contains(here) && facts.map({ $0.startsRule(index) }) != false {
                if let kinds = c.attempt(parse) {
                    if c.position == start { c.advance() }
                    matches.append(Match(range: start..<c.position, kinds: kinds))
                    matched = true
                    break
                }
            }
            if !matched { c.advance() }
        }
        readMove()
        readSpansToTheTermEnd()
        readAlsoAndOnwards()
        for m in matches { consumed.formUnion(m.range) }
        // "Verlegung in KW 47 auf Mittwoch", "the lecture moves to Friday": the move word before the
        // weekday is the move's (its rule starts at the weekday's "auf").
        if matches.contains(where: { m in m.kinds.contains { if case .weekdayInstead(_, nil, _, _, _) = $0 { return true }; return false } }) {
            for i in range where cursor.words[i].map({ Vocabulary.matches($0, anyOf: Vocabulary.movingWords) }) == true { consumed.insert(i) }
        }
        // Worked out once per clause: asking per token would make a long hostile comment quadratic.
        for m in matches where m.kinds.contains(where: \.isTemporal) {
            nearCue.formUnion(max(range.lowerBound, m.range.lowerBound - 4)..<min(range.upperBound, m.range.upperBound + 4))
        }
        // An ordinal before a known word counts things ("ab 3. Semester"); before anything else it
        // may be a day or a week ("ab 5. Novmbr").
        holdsDateInformation = range.contains { i in
            let t = cursor.tokens[i]
            if t.isDateInformation || t.number != nil { return true }
            guard t.ordinalValue != nil else { return false }
            return !(i + 1 < range.upperBound && cursor.words[i + 1] != nil && (cursor.facts[i + 1]?.isKnown ?? false))
        }
        attachNegations()
        readPauseLength()
    }

    var text: String { cursor.text(from: range.lowerBound, to: range.upperBound) }

    /// How many weeks a pause from a start lasts ("pausiert ab 16.11. für zwei Wochen", "2 Wochen Pause
    /// ab KW 47", "pauses for two weeks from 16 Nov"), when the clause says so beside its one start.
    private(set) var pauseWeeks: Int?

    /// "für zwei Wochen", "2 Wochen", "for two weeks", "zwei Wochen lang": the length of a pause whose
    /// start the clause negates. Only with one negated start and nothing else temporal.
    private func readPauseLength() {
        let temporal = matches.filter { $0.kinds.contains(where: \.isTemporal) }
        guard temporal.count == 1, temporal[0].negated, temporal[0].kinds.count == 1, case .start = temporal[0].kinds[0] else { return }
        for i in range.dropLast() where !consumed.contains(i) && !consumed.contains(i + 1) {
            let count: Int?
            if let n = cursor.tokens[i].number, cursor.tokens[i].ordinalValue == nil { count = n } else { count = cursor.words[i].flatMap { Words.smallCounts[$0.text] } }
            guard let n = count, (1...6).contains(n),
                  cursor.tokens[i + 1].kind == .weekMarker,
                  ["woche", "wochen", "week", "weeks"].contains(cursor.text(from: i + 1, to: i + 2).lowercased()) else { continue }
            // "2 Wochen 47": a number after it would be a week the rule did not read.
            if i + 2 < range.upperBound, cursor.tokens[i + 2].number != nil { return }
            pauseWeeks = n
            consumed.formUnion(i..<i + 2)
            if i > range.lowerBound, cursor.words[i - 1].map({ ["für", "fuer", "for"].contains($0.text) }) == true { consumed.insert(i - 1) }
            if i + 2 < range.upperBound, cursor.words[i + 2].map({ ["lang", "long"].contains($0.text) }) == true { consumed.insert(i + 2) }
            return
        }
    }

    /// What a pause of `weeks` weeks from `bound` leaves out, when it can be said without the year: the
    /// weeks from a week (not past week 52, whose next week depends on the year), or the days from a
    /// date (not past the end of February).
    private static func pauseSpan(from bound: Bound, weeks: Int) -> CueKind? {
        switch bound {
        case .week(let w) where w.week + weeks - 1 <= 52:
            return .except(weeks: [WeekSpan(from: w, to: WeekRef(week: w.week + weeks - 1, year: w.year))], dates: [])
        case .date(let d):
            // Without a year, any year without 29 February counts the days alike, unless the span reaches February.
            guard let first = CalendarDate(year: d.year.map { $0 < 100 ? 2000 + $0 : $0 } ?? 2001, month: d.month, day: d.day) else { return nil }
            let last = first.adding(days: 7 * weeks - 1)
            if d.year == nil, first.month <= 2 && (last.month >= 2 || last.year > first.year) || last.month == 2 { return nil }
            return .exceptDateRange(from: d, to: DateRef(day: last.day, month: last.month, year: d.year == nil ? nil : last.year))
        default:
            return nil
        }
    }

    /// Whether "im Semester", "per term", "pro Semester" follows token `i` (within three tokens).
    private func inTheTerm(after i: Int) -> Bool {
        (i + 1..<min(range.upperBound, i + 4)).contains { k in cursor.words[k].map { Vocabulary.matches($0, anyOf: Vocabulary.termWords) } ?? false }
    }

    /// A make-up date with nothing in the clause saying which session it replaces ("wird am Sa 14.11.
    /// nachgeholt"): the comment must cancel one elsewhere (`CommentReader` asks).
    private(set) var readsAMakeUp = false

    /// "KW 44 bis zum Semesterende", "Dezember bis Vorlesungsende", "from 2 Nov until the end of term": a
    /// week, month or date up to the term's own end is where the series starts (it was read as the only
    /// week, silently).
    private func readSpansToTheTermEnd() {
        for k in matches.indices.dropLast() where matches[k + 1].kinds.isEmpty && !matches[k].negated
            && matches[k].range.upperBound == matches[k + 1].range.lowerBound
            && cursor.facts[matches[k + 1].range.lowerBound].map({ $0.isEndWord || Vocabulary.matches($0.word, anyOf: Vocabulary.rangeJoin) }) == true {
            guard matches[k].kinds.count == 1 else { continue }
            let start: Bound
            switch matches[k].kinds[0] {
            case .weeks(let spans) where spans.count == 1 && spans[0].isSingleWeek: start = .week(spans[0].from)
            case .dates(let d) where d.count == 1: start = .date(d[0])
            case .loneDate(let d): start = .date(d)
            case .onlyMonths(let months) where months.count == 1: start = .month(months[0])
            default: continue
            }
            matches[k] = Match(range: matches[k].range, kinds: [.start(start)])
        }
    }

    /// "Vorlesung findet auch in KW 53 statt", "auch am 5.1.": also, beside the series (it was read as
    /// the only week, silently). "calendar wk 20 onwards", "ab 2.11. fortlaufend": from then on.
    private func readAlsoAndOnwards() {
        // "if the room is free we also meet on Thu 12 Nov": in a clause about something else, the
        // date keeps its reading for the checks of that subject.
        let aboutSomethingElse = analysis.subjects.contains { $0.subject != .sessions }
        // "auch in KW 53 (28.12.)": a date in brackets restating the week stays beside it.
        func restates(_ kind: CueKind) -> Bool {
            switch kind {
            case .restated, .weekDays, .unreadableRestatement: return true
            default: return false
            }
        }
        for k in matches.indices where !aboutSomethingElse && !matches[k].negated && !matches[k].kinds.isEmpty
            && matches[k].kinds.dropFirst().allSatisfy(restates) {
            var weeks: [WeekSpan] = [], dates: [DateRef] = []
            let restatements = Array(matches[k].kinds.dropFirst())
            switch matches[k].kinds[0] {
            case .weeks(let spans): weeks = spans
            case .dates(let d): dates = d
            case .loneDate(let d): dates = [d]
            default: continue
            }
            let lower = matches[k].range.lowerBound, upper = matches[k].range.upperBound
            // "und auch nicht am 9. Nov.": a negation after the "auch" makes it part of a cancelled list.
            let also = (max(range.lowerBound, lower - 3)..<lower).contains { i in
                (cursor.words[i].map { ["auch", "also", "ebenfalls", "too"].contains($0.text) } ?? false)
                    && !(i + 1..<lower).contains { cursor.facts[$0]?.negation != nil }
            }
            if also {
                matches[k] = Match(range: matches[k].range, kinds: [.also(weeks: weeks, dates: dates)] + restatements)
                continue
            }
            if restatements.isEmpty, upper < range.upperBound, cursor.words[upper].map({ ["onwards", "onward", "fortlaufend"].contains($0.text) }) == true {
                if weeks.count == 1, weeks[0].isSingleWeek, dates.isEmpty {
                    matches[k] = Match(range: lower..<upper + 1, kinds: [.start(.week(weeks[0].from))])
                } else if dates.count == 1, weeks.isEmpty {
                    matches[k] = Match(range: lower..<upper + 1, kinds: [.start(.date(dates[0]))])
                }
            }
        }
    }

    /// "Die VL am 12.11. wird auf Sa 14.11. verschoben", "The lecture on 18 Nov is rescheduled to Friday
    /// 20 Nov", "VL 29.10. verlegt auf Mo 2.11.": a verb that moves a session, the date it leaves and
    /// the date it goes to, in any order of the words: the first date is left out, the second added.
    /// "wird am Sa 14.11. nachgeholt": a make-up date is added.
    private func readMove() {
        // "Ersatztermin für den 3.12.: Fr 4.12.", "make-up session for Nov 26", "findet stattdessen am 12.1.
        // statt": a replacement, with the date it replaces after "für", "for", "vom", "of".
        func isMoveWord(_ w: Word) -> Bool {
            Vocabulary.matches(w, anyOf: Vocabulary.movingWords) || Vocabulary.matches(w, anyOf: Vocabulary.makeUpWords)
                || Vocabulary.matches(w, anyOf: Vocabulary.replacementWords) || ["stattdessen", "instead"].contains(w.text) || Words.upVerbs.contains(w.text)
        }
        // "Die Vorlesung am 7.12. findet am Sa, 12.12. statt", "die Vorlesung am 21.5. wird am Do, 20.5.
        // gehalten", "the Nov 19 class is held on Fri Nov 20": a session's date, then where it is held.
        let holdsElsewhere = range.contains { i in cursor.words[i].map { Words.heldWords.contains($0.text) } ?? false }
        guard let verb = range.first(where: { i in cursor.words[i].map(isMoveWord) ?? false })
                ?? (holdsElsewhere ? range.first(where: { i in cursor.words[i].map { Words.finiteHoldingVerbs.contains($0.text) } ?? false }) : nil)
        else { return }
        readUnmatchedDates()
        // A rule that read the move whole ("vom 3.11. auf 5.11. verschoben") leaves nothing to do;
        // "statt am 1.12. findet die Vorlesung am 3.12. (Do) statt": one that read only the date left
        // out leaves the other date as the new one.
        let exceptions = matches.indices.filter { k in matches[k].kinds.contains { if case .except = $0 { return true }; return false } }
        if !exceptions.isEmpty {
            // "Verlegung des Termins 14.05. auf Sa 15.05.", "Verlegung 2.7. → 30.6.": the move word before a
            // move read whole is that move's.
            if exceptions.contains(where: { k in matches[k].kinds.contains { if case .extra = $0 { return true }; return false } }),
               exceptions.allSatisfy({ verb < matches[$0].range.lowerBound }) {
                consumed.insert(verb)
                return
            }
            guard exceptions.count == 1, matches[exceptions[0]].kinds.count == 1,
                  case .except(let w, let d)? = matches[exceptions[0]].kinds.first, w.isEmpty, d.count == 1 else { return }
            let others = matches.indices.filter { $0 != exceptions[0] && matches[$0].kinds.contains(where: \.isTemporal) }
            guard others.count == 1, !matches[others[0]].negated, matches[others[0]].kinds.count == 1 else { return }
            switch matches[others[0]].kinds[0] {
            case .dates(let new) where new.count == 1, .extra([], let new) where new.count == 1:
                matches[others[0]] = Match(range: matches[others[0]].range, kinds: [.extra(weeks: [], dates: new)])
                consumed.insert(verb)
            case .loneDate(let new):
                matches[others[0]] = Match(range: matches[others[0]].range, kinds: [.extra(weeks: [], dates: [new])])
                consumed.insert(verb)
            default: break
            }
            return
        }
        func single(_ m: Match) -> DateRef? {
            guard !m.negated, m.kinds.count == 1 else { return nil }
            switch m.kinds[0] {
            case .dates(let d) where d.count == 1: return d[0]
            case .loneDate(let d): return d
            case .extra(let w, let d) where w.isEmpty && d.count == 1: return d[0]
            default: return nil
            }
        }
        // "KW 48 auf Mi 25.11. verlegt", "Ersatz für KW 47: Fr 20.11.": one week may be what a session leaves.
        func singleWeek(_ m: Match) -> WeekRef? {
            guard !m.negated, m.kinds.count == 1, case .weeks(let spans) = m.kinds[0], spans.count == 1, spans[0].isSingleWeek else { return nil }
            return spans[0].from
        }
        let dated = matches.indices.filter { single(matches[$0]) != nil || singleWeek(matches[$0]) != nil }
        guard dated.count == matches.filter({ $0.kinds.contains(where: \.isTemporal) }).count else { return }
        // Where the session's own date ends and where it goes begins: the verb of holding ("is held on",
        // "findet … statt") or of moving ("the Dec 3 lecture moves to …").
        let split: Int? = holdsElsewhere ? range.first(where: { i in cursor.words[i].map { Words.finiteHoldingVerbs.contains($0.text) } ?? false })
            : isMovingVerb(verb) ? verb : nil
        /// The words right before a reading (up to `count`).
        func before(_ k: Int, _ count: Int) -> Range<Int> { max(range.lowerBound, matches[k].range.lowerBound - count)..<matches[k].range.lowerBound }
        // "für den 3.12.", "for Nov 26", "vom 11.1.", "session of 1 Dec": the date a session leaves.
        func namedAsOld(_ k: Int) -> Bool {
            before(k, 2).contains { i in cursor.words[i].map { ["für", "fuer", "for", "vom", "of", "from"].contains($0.text) } ?? false }
        }
        // "auf Sa 14.11.", "to Friday 20 Nov", "-> Sa 5.12.", "→ Mi 16.6.", "stattdessen am 12.1.": the date it goes to.
        // After a verb of holding ("findet … am 12.12. statt", "is held on Fri Nov 20"), the date after
        // the verb, where the one before it is the session's own.
        func namedAsNew(_ k: Int) -> Bool {
            before(k, 3).contains { i in cursor.tokens[i].isSymbol(">") || cursor.tokens[i].isSymbol("→") || cursor.tokens[i].isSymbol("⇒")
                || (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.movedTargets) && $0.text != "am" && $0.text != "on" } ?? false) }
                || (cursor.words[matches[k].range.lowerBound].map { Vocabulary.matches($0, anyOf: Vocabulary.movedWords) } ?? false)
                || split.map { split in matches[k].range.lowerBound > split && dated.contains { $0 != k && matches[$0].range.upperBound <= split } } == true
        }
        let word = cursor.words[verb]!
        // "we'll make it up on Wed 18 Nov", "made up on 18 Nov", "catch up on Sat Oct 31": a make-up date.
        let makeUpPhrase = Words.upVerbs.contains(word.text)
            && (verb + 1..<min(range.upperBound, verb + 3)).contains { cursor.words[$0]?.text == "up" }
        if makeUpPhrase, dated.count == 1, let new = single(matches[dated[0]]) {
            matches[dated[0]] = Match(range: matches[dated[0]].range, kinds: [.extra(weeks: [], dates: [new])])
            for i in verb..<min(range.upperBound, verb + 3) where cursor.words[i].map({ Words.upVerbs.contains($0.text) || ["it", "up"].contains($0.text) }) == true { consumed.insert(i) }
            readsAMakeUp = true
        } else if dated.count == 2 {
            let (a, b) = (dated[0], dated[1])
            // "Ersatztermine Sa 21.11. und Sa 5.12.": two dates joined as a list are both new, unless one is
            // named as the session's own ("für den 3.12. …").
            let between = matches[a].range.upperBound..<matches[b].range.lowerBound
            if !between.isEmpty, !namedAsOld(a), !namedAsOld(b), between.allSatisfy({ i in
                cursor.tokens[i].isSymbol(",") || cursor.tokens[i].isSymbol("+")
                    || (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false)
            }) {
                let added = [a, b].contains { k in matches[k].kinds.contains { if case .extra = $0 { return true }; return false } }
                if added, let da = single(matches[a]), let db = single(matches[b]) {
                    matches[a] = Match(range: matches[a].range, kinds: [.extra(weeks: [], dates: [da])])
                    matches[b] = Match(range: matches[b].range, kinds: [.extra(weeks: [], dates: [db])])
                }
                return
            }
            let order: (old: Int, new: Int)?
            if namedAsOld(a) && !namedAsOld(b) || namedAsNew(b) && !namedAsNew(a) {
                order = (a, b)
            } else if namedAsOld(b) && !namedAsOld(a) || namedAsNew(a) && !namedAsNew(b) {
                order = (b, a)
            } else {
                order = nil
            }
            guard let (old, new) = order, let newDate = single(matches[new]) else { return }
            if let oldDate = single(matches[old]) {
                matches[old] = Match(range: matches[old].range, kinds: [.except(weeks: [], dates: [oldDate])])
            } else if let oldWeek = singleWeek(matches[old]) {
                matches[old] = Match(range: matches[old].range, kinds: [.except(weeks: [WeekSpan(oldWeek)], dates: [])])
            } else {
                return
            }
            matches[new] = Match(range: matches[new].range, kinds: [.extra(weeks: [], dates: [newDate])])
            consumed.insert(verb)
            // "is held on … instead", "findet … statt", "wird … gehalten", "brought forward": read with it.
            for i in range where cursor.words[i].map({ Words.heldWords.contains($0.text) || Words.finiteHoldingVerbs.contains($0.text) || ["forward", "instead"].contains($0.text) }) == true {
                consumed.insert(i)
            }
        } else if Vocabulary.matches(word, anyOf: Vocabulary.makeUpWords), dated.count == 1, let new = single(matches[dated[0]]) {
            matches[dated[0]] = Match(range: matches[dated[0]].range, kinds: [.extra(weeks: [], dates: [new])])
            consumed.insert(verb)
            readsAMakeUp = true
        }
    }
    /// The word of "after all", "as planned", "wie geplant", "wie vorgesehen" in the clause.
    private func confirmation() -> Int? {
        range.first { i in
            guard let w = cursor.words[i], i + 1 < range.upperBound, let next = cursor.words[i + 1] else { return false }
            switch w.text {
            case "after": return next.text == "all"
            case "as": return ["planned", "scheduled"].contains(next.text)
            case "wie": return ["geplant", "vorgesehen", "angekündigt", "angekuendigt"].contains(next.text)
            default: return false
            }
        }
    }

    /// A cue that keeps only some of the series' dates. Where the clause's dates or bound are those of a
    /// time of day or a length, not of the sessions, the flagged row keeps its series as the best guess
    /// (it was the date alone, or the series from the bound).
    private static func narrowsTheSeries(_ kind: CueKind) -> Bool {
        switch kind {
        case .dates, .loneDate, .start, .end, .weeks, .dateRange, .onlyMonths, .weekOf: return true
        default: return false
        }
    }

    /// The first time of day in `range`: "14:00", or "14 Uhr". (A static function, not a closure with a
    /// pattern over the token: that made the release build's optimizer abort, as in `Tokenizer`.)
    private static func timeOfDay(in range: Range<Int>, _ cursor: TokenCursor) -> Int? {
        for i in range {
            switch cursor.tokens[i].kind {
            case .time: return i
            case .number(let n) where (7...21).contains(n) && i + 1 < range.upperBound && cursor.words[i + 1]?.text == "uhr": return i
            default: continue
            }
        }
        return nil
    }

    private func isMovingVerb(_ i: Int) -> Bool {
        cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false
    }

    /// "Die Vorlesung vom 10.11. wird auf Mi, 11.11., verschoben": a date that no rule read ("vom"
    /// opens no range here) is, in a clause that moves a session, the date it leaves.
    private func readUnmatchedDates() {
        var c = cursor.limited(to: range)
        while !c.isAtEnd {
            let start = c.position
            if !matches.contains(where: { $0.range.contains(start) }), case .date = c.current?.kind, let d = DateExpression.date(&c) {
                matches.append(Match(range: start..<c.position, kinds: [.dates([d])]))
                continue
            }
            c.position = start + 1
        }
        matches.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    var subject: ClauseSubject { analysis.subject }

    /// Negations not inside any match: each negates the first cue after it, or else the last before it.
    private(set) var unattachedNegations: [Int] = []

    /// Negation words outside every match that negate a cue ("KW 18 ohne Vorlesung"): read.
    private var attachedNegations = Set<Int>()

    private func attachNegations() {
        for (index, _) in analysis.negations {
            if let inside = matches.firstIndex(where: { $0.range.contains(index) }) {
                if analysis.exceptWords.contains(index) { continue }  // "außer KW 43": the rule's own word
                matches[inside].negated = true
                continue
            }
            // "KW 42-50 außer 45 Teilnehmer": an exclusion word before a number that no rule read takes
            // that number, not the weeks before it; it stays unread.
            if analysis.exceptWords.contains(index), index + 1 < range.upperBound,
               cursor.tokens[index + 1].number != nil || cursor.tokens[index + 1].isDateInformation {
                unattachedNegations.append(index)
                continue
            }
            attachedNegations.insert(index)
            // "kein Samstagstermin am 7.11.": a weekday that names the sessions ("Samstagstermin") is
            // the negated noun; the date after it is what the negation takes out.
            func namesTheWeekdayOnly(_ m: Match) -> Bool { m.kinds.allSatisfy { if case .onWeekday = $0 { return true }; return false } }
            var firstAfter = matches.firstIndex(where: { $0.range.lowerBound > index && $0.kinds.contains(where: \.isTemporal) })
            if let weekday = firstAfter, namesTheWeekdayOnly(matches[weekday]) {
                if let later = matches[(weekday + 1)...].firstIndex(where: { $0.kinds.contains(where: \.isTemporal) && !namesTheWeekdayOnly($0) }) {
                    firstAfter = later
                } else if matches[..<weekday].contains(where: { $0.range.upperBound <= index && $0.kinds.contains(where: \.isTemporal) && !namesTheWeekdayOnly($0) }) {
                    // "In KW 47 entfällt der Montagstermin": with no week or date after it, the one before.
                    firstAfter = nil
                }
            }
            if let after = firstAfter {
                // "nicht in KW 41, KW 43": a negation before a list covers its items.
                var k = after
                repeat {
                    matches[k].negated = true
                    k += 1
                } while k < matches.count && continuesList(from: matches[k - 1], to: matches[k])
            } else if let before = matches.lastIndex(where: { $0.range.upperBound <= index && $0.kinds.contains(where: \.isTemporal) }) {
                // "am 2. Dezember und am 9. Dezember entfällt": a negation after a list covers its items.
                // Not over a range or a list that holds the negated item: "KW 41-50, KW 45 ausgenommen"
                // and "KW 17, 18, 19, 21, KW 21 fällt aus" take one week out of what they name.
                var k = before
                matches[k].negated = true
                // Only over "und"/"and"/"&"/"+": after a comma the item may follow the series it
                // takes a date out of ("(14-tägig) KW 18, KW 24 fällt aus").
                while k > 0 && continuesList(from: matches[k - 1], to: matches[k]) && isConjoined(matches[k - 1], matches[k])
                        && !holdsOrSpans(matches[k - 1], matches[before]) {
                    k -= 1
                    matches[k].negated = true
                }
            } else {
                attachedNegations.remove(index)
                unattachedNegations.append(index)
            }
        }
    }

    /// Whether `next` is another item of the list `previous` ends: weeks or dates separated only by
    /// `,` `/` `+` or "und".
    private func continuesList(from previous: Match, to next: Match) -> Bool {
        // "KW 50 (7.12.-11.12.) und KW 51 (14.12.-18.12.)": a week with the days restating it is one item.
        func isItem(_ m: Match) -> Bool {
            m.kinds.allSatisfy {
                if case .weeks = $0 { return true }; if case .dates = $0 { return true }
                if case .weekDays = $0 { return true }; if case .restated = $0 { return true }
                return false
            }
        }
        guard isItem(previous), isItem(next) else { return false }
        // "14.10. und am 28.10.": the item's own "am"/"on" may be repeated after the joining word.
        return (previous.range.upperBound..<next.range.lowerBound).allSatisfy { i in
            [",", "/", "+", "&", "|"].contains { cursor.tokens[i].isSymbol($0) }
                || (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) || Vocabulary.matches($0, anyOf: Vocabulary.dateOn) } ?? false)
        }
    }

    /// Whether a conjunction ("und", "and", "sowie", "&", "+") joins the two items.
    private func isConjoined(_ earlier: Match, _ later: Match) -> Bool {
        (earlier.range.upperBound..<later.range.lowerBound).contains { i in
            cursor.tokens[i].isSymbol("&") || cursor.tokens[i].isSymbol("+")
                || (cursor.words[i].map { ["und", "u", "and", "sowie"].contains($0.text) } ?? false)
        }
    }

    /// Whether `earlier` is a range of weeks or dates, or names one of `later`'s weeks or dates.
    private func holdsOrSpans(_ earlier: Match, _ later: Match) -> Bool {
        var earlierWeeks: [WeekRef] = [], laterWeeks: [WeekRef] = [], earlierDates: [DateRef] = [], laterDates: [DateRef] = []
        for kind in earlier.kinds {
            if case .weeks(let spans) = kind {
                if spans.contains(where: { !$0.isSingleWeek }) { return true }
                earlierWeeks += spans.map(\.from)
            }
            if case .dates(let dates) = kind { earlierDates += dates }
            if case .dateRange = kind { return true }
        }
        for kind in later.kinds {
            if case .weeks(let spans) = kind { laterWeeks += spans.map(\.from) }
            if case .dates(let dates) = kind { laterDates += dates }
        }
        return laterWeeks.contains { w in earlierWeeks.contains { $0.week == w.week } }
            || laterDates.contains { d in earlierDates.contains { $0.day == d.day && $0.month == d.month } }
    }

    /// "…, und KW 47": a clause of nothing but weeks or dates (and the symbols between them).
    var isBareList: Bool {
        !matches.isEmpty && matches.allSatisfy { m in m.kinds.allSatisfy {
            if case .weeks = $0 { return true }; if case .dates = $0 { return true }; if case .loneDate = $0 { return true }
            if case .weekOf = $0 { return true }
            return false
        } }
            // "außer in der Woche vom 21.12. und in KW 53": the item's own "in", "am", "the" may be repeated.
            // "(Exkursion) und KW 49": the list goes on after a bracket with its joining word.
            && range.allSatisfy { i in
                consumed.contains(i) || cursor.words[i].map { Self.itemWords.contains($0.text) || (i == range.lowerBound && Vocabulary.matches($0, anyOf: Vocabulary.listJoin)) } ?? true
            }
    }

    /// Words an item of a list may repeat before itself.
    /// "KW 46 entfällt, KW 50 ebenso": a word saying the item shares what was said of the list before.
    private static let itemWords: Set<String> = ["in", "im", "am", "an", "on", "at", "der", "dem", "den", "die", "the", "ebenso", "ebenfalls", "likewise", "too"]

    /// Negates every cue: the clause continues a negated list ("keine Vorlesung am 6.11. und 20.11.").
    func negateAll() {
        for k in matches.indices { matches[k].negated = true }
    }

    /// Whether the clause's temporal cues are all dates ("am 14.10.", "on 25 Nov"), and it has one.
    var readsOnlyDates: Bool {
        hasTemporalCue && matches.allSatisfy { m in m.kinds.allSatisfy { kind in
            if case .dates = kind { return true }; if case .loneDate = kind { return true }
            return !kind.isTemporal
        } }
    }

    /// `readsOnlyDates`, or weeks ("in KW 44 Exkursion statt VL").
    var readsOnlyDatesOrWeeks: Bool {
        hasTemporalCue && matches.allSatisfy { m in m.kinds.allSatisfy { kind in
            if case .dates = kind { return true }; if case .loneDate = kind { return true }; if case .weeks = kind { return true }
            return !kind.isTemporal
        } }
    }

    /// Whether every week, date, bound or interval the clause read is one `allowed` accepts.
    func readsOnly(_ allowed: (CueKind) -> Bool) -> Bool {
        matches.allSatisfy { m in m.kinds.allSatisfy { !$0.isTemporal || allowed($0) } }
    }

    /// "nicht in KW 45 - dafür am Fr 6.11. im Raum A 012", "Einführung am 17.3. per Zoom", "regulär ab
    /// 31.3. in Präsenz": a replacement, a first session or the start of the regular series names the
    /// sessions' dates, whatever room or mode the clause is about.
    var datesSessionsBesideAModeOrRoom: Bool {
        guard hasTemporalCue, !matches.contains(where: \.negated) else { return false }
        if cursor.words[range.lowerBound].map({ Vocabulary.insteadWords.contains($0.text) }) == true, readsOnly({ kind in
            switch kind {
            case .dates, .loneDate, .extra: return true
            default: return false
            }
        }) {
            return true
        }
        if opensWithFirstSession, readsOnly({ kind in
            switch kind {
            case .dates, .loneDate, .kickoff, .start(.date): return true
            default: return false
            }
        }) {
            return true
        }
        return namesRegularSeries && readsOnly { if case .start = $0 { return true }; return false }
    }

    /// Whether any rule read a week, a date, a bound or an interval here.
    var hasTemporalCue: Bool { matches.contains { $0.kinds.contains(where: \.isTemporal) } }

    /// Whether the clause names what is covered ("Kap. 3", "Thema", "chapter 6").
    var namesTopic: Bool {
        range.contains { i in cursor.words[i].map { Vocabulary.topicWords.contains($0.text) } ?? false }
    }

    /// "1. Semesterhälfte", "in der zweiten Semesterhälfte": half of the term.
    var namesHalfTerm: Bool {
        range.contains { i in cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.halfTerm) } ?? false }
    }

    /// The clause's cues for a clause about the sessions, with negations applied, and what it left unread.
    func sessionReading() -> (cues: [CueKind], unread: [UnreadSpan]) {
        var cues: [CueKind] = []
        var unread = leftovers()
        for m in matches {
            // Only the unread reasons quote the match: most matches never need their text.
            var text: String { cursor.text(from: m.range.lowerBound, to: m.range.upperBound) }
            // "ab KW 2 keine Vorlesung mehr", "from week 50 on there are no classes": no sessions from
            // then on, an end before it.
            // "wieder ab KW 2" goes on after a pause; it ends nothing.
            if m.negated, let first = cursor.words[m.range.lowerBound], Vocabulary.matches(first, anyOf: Vocabulary.fromOnWords),
               m.kinds.count == 1, case .start(let bound) = m.kinds[0], !saysAgain, !continuesAfterAPause {
                // "The session from 2.12. gets cancelled", "die Vorlesung vom 2.12.": after a session noun,
                // "from" names the session's date, which is cancelled.
                // "no classes from week 26 on": a negated noun, the sessions from then on.
                let noun = m.range.lowerBound - 1
                let namesTheSession = noun >= range.lowerBound && cursor.facts[noun]?.subject?.subject == .sessions
                    && !(noun > range.lowerBound && cursor.facts[noun - 1]?.negation != nil)
                    && !range.contains { cursor.words[$0].map { ["on", "onwards", "an", "mehr", "more", "anymore", "longer"].contains($0.text) } ?? false }
                switch (namesTheSession, bound) {
                case (false, _) where pauseWeeks != nil:
                    if let span = pauseWeeks.flatMap({ Self.pauseSpan(from: bound, weeks: $0) }) {
                        cues.append(span)
                    } else {
                        unread.append(UnreadSpan(text, "a pause of some weeks whose end depends on the year"))
                    }
                case (false, _): cues.append(.endBefore(bound))
                case (true, .date(let d)): cues.append(.except(weeks: [], dates: [d]))
                case (true, .week(let w)): cues.append(.except(weeks: [WeekSpan(w)], dates: []))
                default: unread.append(UnreadSpan(text, "a start that is cancelled"))
                }
                continue
            }
            // "no sessions from 20 May through 3 June", "no class from week 47 to week 48": a span left out.
            if m.negated, let first = cursor.words[m.range.lowerBound], ["from", "vom", "von"].contains(first.text), m.kinds.count == 2,
               case .start(let from) = m.kinds[0], case .end(let to) = m.kinds[1] {
                switch (from, to) {
                case (.date(let a), .date(let b)):
                    cues.append(.exceptDateRange(from: a, to: b))
                    continue
                case (.week(let a), .week(let b)):
                    cues.append(.except(weeks: [WeekSpan(from: a, to: b)], dates: []))
                    continue
                default: break
                }
            }
            // "Start KW 42 – KW 46 u. 51 entfallen": a start cannot be cancelled; what is meant is unclear.
            // "from week 50 to week 53" negated is a span left out, not a start; after a dash ("Start KW 42 –
            // KW 46 u. 51 entfallen", "ab KW 41 - KW 45 entfällt") the dash may part a start from a cancellation.
            if m.negated, cursor.facts[m.range.lowerBound]?.isStartWord == true,
               m.kinds.contains(where: { if case .start = $0 { return true }; return false }) || m.range.contains(where: { cursor.tokens[$0].isSymbol("-") }) {
                unread.append(UnreadSpan(text, "a start that is cancelled"))
            }
            // "KW 47 oder 48 fällt aus" too: which one is off is not said. A negation before the list
            // takes both ("not held in CW 53 or CW 1", "keine Vorlesung in KW 47 oder 48").
            let negatedBefore = m.negated && analysis.negations.contains { $0.index < m.range.lowerBound }
            if !negatedBefore, m.range.contains(where: { cursor.words[$0].map { ["oder", "or"].contains($0.text) } ?? false }) {
                unread.append(UnreadSpan(text, "one or the other"))
            }
            // "nur KW 46 + KW 46 entfällt": the same week named twice, as the only one and as called off
            // ("nur in KW 47 entfällt die Übung" is only that week called off).
            if m.negated, m.kinds.contains(where: { kind in
                if case .weeks(let spans) = kind { return Set(spans).count < spans.count }
                if case .dates(let dates) = kind { return Set(dates).count < dates.count }
                return false
            }) {
                unread.append(UnreadSpan(text, "the same week or date named twice, and called off"))
            }
            // "einmalig am 23.04. und 30.04.": once, yet two dates.
            if !m.negated, let first = cursor.words[m.range.lowerBound], Vocabulary.matches(first, anyOf: Vocabulary.onceWords),
               m.kinds.contains(where: { if case .dates(let d) = $0 { return d.count > 1 }; return false }) {
                unread.append(UnreadSpan(text, "once, but several dates"))
            }
            for kind in m.kinds {
                if m.negated, isRelativeDay(kind, before: m.range.lowerBound) {
                    // "not on the Friday after Ascension", "nicht am Tag nach dem 3.10.": a day counted from the date.
                    unread.append(UnreadSpan(text, "a day counted from a date: not read yet"))
                } else if m.negated {
                    if let negated = kind.negated { cues.append(negated) } else { unread.append(UnreadSpan(text, "a negation of this is not a date the reader knows")) }
                } else if case .loneDate = kind {
                    unread.append(UnreadSpan(text, "a date with no role the reader knows"))
                } else if case .weeks(let spans) = kind, spans.count > 1, m.kinds.count == 1,
                          let first = cursor.words[m.range.lowerBound], Vocabulary.matches(first, anyOf: Vocabulary.start) {
                    unread.append(UnreadSpan(text, "a start with several weeks"))
                } else if case .before = kind {
                    unread.append(UnreadSpan(text, "“before” / “after” a date without a negation"))
                } else if case .after(let bound) = kind, m.range.lowerBound > range.lowerBound,
                          let before = cursor.words[m.range.lowerBound - 1], before.text == "erst" || Vocabulary.matches(before, anyOf: Vocabulary.start) {
                    // "erst nach Ostern", "Beginn nach dem 11.11.": not before then, a start after it.
                    cues.append(.startAfter(bound))
                } else if case .after = kind {
                    unread.append(UnreadSpan(text, "“before” / “after” a date without a negation"))
                } else {
                    cues.append(kind)
                }
            }
        }
        // "Feiertage: 3.10., 1.11.": a holiday's date without a negation says when there is no session.
        if !matches.contains(where: \.negated), unattachedNegations.isEmpty,
           matches.contains(where: { m in m.kinds.contains { if case .dates = $0 { return true }; if case .loneDate = $0 { return true }; if case .weeks = $0 { return true }; return false } }),
           let holiday = range.first(where: { i in cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.holidays) } ?? false }) {
            unread.append(UnreadSpan(snippet(around: holiday), "a holiday with a date, and no word says whether the session takes place"))
        }
        // "am 2. Dienstag im Dezember", "the last Friday in May": a weekday counted within a month that the
        // rule `weekdayInMonth` did not read in this wording (it was read as the month, or as every second
        // week, silently).
        if let counted = range.first(where: { i in !consumed.contains(i) && countsAWeekdayInAMonth(at: i) }) {
            unread.append(UnreadSpan(snippet(around: counted), "a weekday counted within a month, in words no rule read"))
        }
        unread += daysNotInTheData()
        // "Vorlesung am Buß- und Bettag findet statt!": a holiday named as a session's date says the session
        // is held despite it, not that it is the only one (`NamedDays` made the name a date).
        if let named = matches.first(where: { m in
            !m.negated && m.kinds.contains { if case .dates = $0 { return true }; if case .loneDate = $0 { return true }; return false }
                && m.range.contains { i in
                    if case .date = cursor.tokens[i].kind { return cursor.characters[cursor.tokens[i].range.lowerBound].isLetter }
                    return false
                }
        }) {
            unread.append(UnreadSpan(snippet(around: named.range.lowerBound), "a holiday named as a session's date: held despite it, or only then?"))
        }
        // "nur noch am 14.12. und 11.1.", "only on 7 Dec and 14 Dec from now on": only these from now on;
        // whether sessions before them were held is not said.
        if matches.contains(where: { m in !m.negated && m.kinds.contains { if case .dates = $0 { return true }; if case .weeks = $0 { return true }; return false } }),
           let still = range.first(where: { i in
               guard let w = cursor.words[i], i + 1 < range.upperBound, let next = cursor.words[i + 1] else { return false }
               return ["nur", "only"].contains(w.text) && ["noch", "still"].contains(next.text)
                   || ["from", "ab"].contains(w.text) && ["now", "jetzt", "sofort"].contains(next.text)
           }) {
            unread.append(UnreadSpan(snippet(around: still), "only these from now on: the sessions before are not said"))
        }
        // "(MI 3 + WI 3) ab KW 43, für WI 3 nur bis KW 47": a bound for one course of the row's list; the
        // others go on, and which dates this row has is not said (the bound ended the series, silently).
        // "(BW 2 + IM 2) - IM 2 erst ab KW 44", "MI 3 from week 45 only": the same, with the course named
        // as the bound's subject, one of several in the comment's list.
        if matches.contains(where: { m in m.kinds.contains { switch $0 { case .start, .end: return true; default: return false } } }),
           let course = range.first(where: { k in
               k + 2 < range.upperBound && (cursor.words[k].map { ["für", "fuer", "for"].contains($0.text) } ?? false)
                   && cursor.words[k + 1] != nil && isCapitalised(k + 1) && cursor.tokens[k + 2].number != nil
           }) ?? courseOfTheList() {
            unread.append(UnreadSpan(snippet(around: course), "a bound for one course of the list: the others go on"))
        }
        // "Termine -> Aushang", "dates → notice board": an arrow to where the dates are kept.
        if let arrow = range.first(where: { i in
            (cursor.tokens[i].isSymbol(">") || cursor.tokens[i].isSymbol("→")) && i + 1 < range.upperBound
                && (cursor.words[i + 1].map { Vocabulary.matches($0, anyOf: Vocabulary.pointerPlaces) } ?? false)
        }) {
            cues.append(.undetermined)
            unread.append(UnreadSpan(snippet(around: arrow), "dates kept elsewhere"))
        }
        // "Übung 2 x im Semester", "twice per term", "dreimal im Semester": how many sessions, not when.
        if !hasTemporalCue, let times = range.first(where: { i in
            guard let w = cursor.words[i] else {
                // "2 x", "3 mal"
                return cursor.tokens[i].number != nil && i + 1 < range.upperBound && cursor.words[i + 1].map { ["x", "mal", "times"].contains($0.text) } == true
                    && inTheTerm(after: i + 1)
            }
            return Words.timesWords.contains(w.text) && inTheTerm(after: i)
        }) {
            unread.append(UnreadSpan(snippet(around: times), "a number of sessions in the term, and not when"))
        }
        // "Gruppe A online, Gruppe B vor Ort, Wechsel ab KW 47", "switch from week 46": a change from a
        // date on, and no word of what changes (it was read as the sessions' start, silently).
        if !matches.isEmpty, matches.allSatisfy({ m in !m.negated && m.kinds.allSatisfy { if case .start = $0 { return true }; return false } }),
           !analysis.subjects.contains(where: { $0.subject == .sessions }),
           let change = range.first(where: { i in !consumed.contains(i) && (cursor.words[i].map { Words.changeOfTurn.contains($0.text) } ?? false) }) {
            unread.append(UnreadSpan(snippet(around: change), "a change from then on, and not said of what"))
        }
        // "KW 47 entfällt nicht!", "fällt nicht aus", "is not cancelled": a cancellation denied. What then
        // changes is not said in so many words.
        if let denied = analysis.negations.first(where: { n in
            n.kind == .cancellation && analysis.negations.contains { $0.kind == .plain && abs($0.index - n.index) <= 2 }
        }) {
            unread.append(UnreadSpan(snippet(around: denied.index), "a cancellation that is itself negated"))
        }
        // "the session on 12 Nov does take place after all", "Vorlesung am 3.12. wie geplant": a session
        // confirmed, which answers something the comment does not say; its date is not the only one.
        if analysis.negations.isEmpty, let confirmed = confirmation(),
           matches.contains(where: { m in m.kinds.contains { if case .dates = $0 { return true }; if case .loneDate = $0 { return true }; return false } }) {
            unread.append(UnreadSpan(snippet(around: confirmed), "a session confirmed, not said to be the only one"))
        }
        // "jedoch nicht am Pfingstmontag", "außer am Buß- und Bettag", "not on Ascension Day": a holiday
        // left out by its name, without its date (it was dropped, silently).
        if !analysis.negations.isEmpty || !analysis.exceptWords.isEmpty,
           !matches.contains(where: { m in m.kinds.contains { if case .dates = $0 { return true }; if case .loneDate = $0 { return true }; return false } }),
           let holiday = range.first(where: { i in !consumed.contains(i) && (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.namedHolidays) } ?? false) }) {
            unread.append(UnreadSpan(snippet(around: holiday), "a holiday named without its date"))
        }
        // A consumed negation restates the cancellation before it: "except 17 Dec (no class)".
        for index in unattachedNegations where !consumed.contains(index) {
            let cancels = cursor.words[index].map { Vocabulary.matches($0, anyOf: Vocabulary.cancellations) } ?? false
            // "nicht am Sporttag", "not on Founders' Day": a day left out by a name the reader does not know.
            let leavesOutADay = analysis.subjects.isEmpty && index + 1 < range.upperBound
                && (cursor.words[index + 1].map { ["am", "on"].contains($0.text) } ?? false)
            if cancels || leavesOutADay || analysis.subjects.contains(where: { $0.subject == .sessions }) {
                unread.append(UnreadSpan(snippet(around: index), "cancelled, but no week or date says when"))
            }
        }
        // "Am 12.05. findet die Vorlesung erst um 15:45 statt", "ab KW 46 freitags erst um 13:30", "at 14:00
        // instead of 10:00", "am 17.11. ausnahmsweise 10:00-11:30": the time of day changes on the dates
        // beside it (the calendar would show the row's time there; the dates were read as the only ones,
        // or as a start, silently). The flagged row keeps its series as the best guess.
        if hasTemporalCue, let changed = range.first(where: { i in
            guard case .time = cursor.tokens[i].kind else { return false }
            let before = (max(range.lowerBound, i - 3)..<i).compactMap { cursor.words[$0]?.text }
            let after = (i + 1..<min(range.upperBound, i + 3)).compactMap { cursor.words[$0]?.text }
            return before.contains(where: Words.timeChange.contains) || after.contains { ["instead", "statt", "anstatt"].contains($0) }
        }) {
            unread.append(UnreadSpan(snippet(around: changed), "a time of day changed on these dates (the calendar shows the row's time)"))
            cues.removeAll(where: Self.narrowsTheSeries)
        } else if hasTemporalCue, range.contains(where: { i in cursor.words[i].map { Vocabulary.insteadWords.contains($0.text) || Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false }),
                  let time = Self.timeOfDay(in: range, cursor) {
            // "am 10.11. stattdessen Mi 11.11. um 14 Uhr": the moved session's own time of day, which may not
            // be the row's (the calendar shows the row's).
            unread.append(UnreadSpan(snippet(around: time), "a time of day for the moved session (the calendar shows the row's time)"))
        }
        // "23.11. als Doppelstunde", "7.6. + 14.6. jeweils Doppeltermin": a double session on these dates.
        // Blind writers keep the series (the dates are its own, with more time), and the calendar would
        // show the row's time; with "nur" ("nur KW 42, 44 (jew. Doppelstunde)") the dates are the only ones.
        if hasTemporalCue, analysis.exceptionalLength == nil,
           matches.contains(where: { m in !m.negated && m.kinds.contains { if case .dates = $0 { return true }; if case .loneDate = $0 { return true }; return false } }),
           !range.contains(where: { i in cursor.words[i].map { Vocabulary.onlyWords.contains($0.text) } ?? false }),
           let double = range.first(where: { i in cursor.words[i].map { ($0.text.hasPrefix("doppel") && $0.count > 6) || $0.text == "double" } ?? false }) {
            unread.append(UnreadSpan(snippet(around: double), "a double session on these dates: the only sessions, or longer ones of the series?"))
            cues.removeAll(where: Self.narrowsTheSeries)
        }
        // "wg. Betriebsbesichtigung am 24.11. Ersatztermin Fr 27.11.": a date of the reason; that the session
        // gives way to it is implied, not said (it was read as the only date, silently).
        if analysis.negations.isEmpty, !range.contains(where: { i in cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false }),
           let reason = analysis.reasons.first(where: { r in
               matches.contains { m in (r + 1...r + 6).contains(m.range.lowerBound) && m.kinds.contains { if case .dates = $0 { return true }; if case .loneDate = $0 { return true }; return false } }
           }) {
            unread.append(UnreadSpan(snippet(around: reason), "the date of a reason: whether the session gives way to it is not said"))
        }
        // "sessions might be moved at short notice", "Termine werden ggf. verlegt": moved, but not to when.
        // (With no noun at all, `CommentDoubts` asks: "verlegt wg. Feiertag".)
        if !hasTemporalCue, analysis.subjects.contains(where: { $0.subject == .sessions }), let moved = range.first(where: { i in
            !consumed.contains(i) && (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.movedWords) && !["statt", "instead"].contains($0.text) } ?? false)
        }) {
            unread.append(UnreadSpan(snippet(around: moved), "moved, but no date says when"))
        }
        if hasTemporalCue, let more = range.first(where: { i in
            !consumed.contains(i) && (cursor.tokens[i].isSymbol("…") || (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.continuation) } ?? false))
        }) {
            unread.append(UnreadSpan(snippet(around: more), "a list that goes on"))
        }
        // "Beginn je nach Anmeldezahlen", "starts KW 43 depending on registrations": dates on a condition.
        // "Übung nur bei Bedarf": whether the sessions take place at all depends on it.
        // "on demand", "nach Bedarf" alone: held when needed, whatever it names.
        // "will only run if at least 10 students enrol", "findet nur statt, wenn …": whether it runs at all.
        let onDemand = range.contains { cursor.words[$0].map { ["demand", "bedarf", "needed", "required", "run", "runs", "statt", "stattfinden", "place"].contains($0.text) } ?? false }
        // "Rhythmus abhängig von der Teilnehmerzahl", "frequency depends on demand": how often.
        let namesRhythm = range.contains { !consumed.contains($0) && (cursor.words[$0].map { Vocabulary.matches($0, anyOf: Vocabulary.rhythmWords) } ?? false) }
        if let condition = analysis.condition, hasTemporalCue || analysis.hasSessionOperator || namesRhythm
            || (analysis.conditionAsksWhether && (onDemand || analysis.subjects.contains(where: { $0.subject == .sessions }))) {
            cues.append(.undetermined)
            unread.append(UnreadSpan(snippet(around: condition), "the dates depend on a condition"))
        }
        // "then the lecture is over": an end without its date.
        if let over = analysis.seriesOver, !hasTemporalCue {
            unread.append(UnreadSpan(snippet(around: over), "the series ends, but no date says when"))
        }
        if let frequency = range.first(where: { i in !consumed.contains(i) && (cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.vagueFrequency) } ?? false) }) {
            cues.append(.undetermined)
            unread.append(UnreadSpan(snippet(around: frequency), "a rhythm or part of the term without its dates"))
        }
        let bearsOnDates = hasTemporalCue || !unread.isEmpty
        // A vague word that heads what a rule read is not vague there ("beginning 12 Oct" is a start);
        // inside a reading it still is ("Start ca. KW 44").
        if bearsOnDates, let vague = analysis.vagueIndices.first(where: { i in !matches.contains { $0.range.lowerBound == i } }) {
            cues.append(.undetermined)
            unread.append(UnreadSpan(snippet(around: vague), "a vague time"))
        }
        // "Ersatztermin wird noch festgelegt", "Termine per Mail": a dates noun (or a compound ending in one).
        let namesDates = analysis.subjects.contains { $0.subject == .sessions && ["termin", "termine", "terminen", "dates", "date", "schedule", "zeitplan", "terminplan"].contains(cursor.words[$0.index]?.text ?? "") || (cursor.words[$0.index].map { $0.text.hasSuffix("termine") || $0.text.hasSuffix("termin") } ?? false) }
            // "according to the lab rota", "laut Belegungsplan", "time slots …": a plan of the dates.
            // "genaue Daten im Stud.IP": the dates, in another word.
            || range.contains { cursor.words[$0].map { ["daten", "termindaten", "zeiten", "uhrzeiten", "times", "rota", "roster", "rotation", "slots", "slot", "zeitfenster", "zeitslots"].contains($0.text)
                // "laut Praktikumsplan", "siehe Belegungsplan": a plan of the sessions.
                || $0.count > 6 && $0.text.hasSuffix("plan") } ?? false }
        // "Blöcke nach Ansage": the blocks are the sessions, and when they are is said elsewhere.
        let namesBlocks = range.contains { cursor.words[$0].map { ["blöcke", "bloecke", "blocks", "blockveranstaltungen"].contains($0.text) } ?? false }
        if let pointer = analysis.pointerIndices.first, bearsOnDates || namesDates || namesBlocks, !cues.contains(.undetermined) {
            cues.append(.undetermined)
            unread.append(UnreadSpan(snippet(around: pointer), "the dates are kept elsewhere"))
        }
        // "Vorlesung nach Vereinbarung", "meetings arranged individually", "Tutorium auf Nachfrage",
        // "nur bei Bedarf", "n.V.": the sessions are arranged or called case by case, whatever the
        // phrase around the word.
        if !cues.contains(.undetermined), let arranged = range.first(where: { i in
            !consumed.contains(i) && cursor.facts[i]?.isArranged == true
        }) ?? analysis.pointerIndices.first(where: { cursor.words[$0]?.text == "n" }) {
            cues.append(.undetermined)
            unread.append(UnreadSpan(snippet(around: arranged), "the sessions are arranged case by case"))
        }
        return (cues, unread)
    }

    /// Tokens of the clause that could bear on dates and that no rule read (closed world).
    private func leftovers() -> [UnreadSpan] {
        var unread: [UnreadSpan] = []
        for i in range where !consumed.contains(i) && !analysis.known.contains(i) {
            if let reason = unreadReason(i) { unread.append(UnreadSpan(snippet(around: i), reason)) }
        }
        return unread
    }

    /// Numbers, dates and months in a clause about something else that no rule read ("13., 20., 27.
    /// Raum FA007"): the clause's subject accounts for the dates a rule read, not for numbers that no
    /// rule could place (SEMANTICS.md §4a, coverage rule). Its words are left alone: a clause about a
    /// room or a mode is full of words no list knows.
    func unreadNumbers() -> [UnreadSpan] {
        // "Raum 2.013", "Hörsaal B 1.12": the room's number, however it is split into tokens. Where
        // each run of glued tokens starts is worked out in one pass (a hostile run is long).
        var runStart = range.lowerBound
        return range.compactMap { i -> UnreadSpan? in
            if i > range.lowerBound, cursor.tokens[i - 1].range.upperBound != cursor.tokens[i].range.lowerBound { runStart = i }
            guard !consumed.contains(i), !analysis.known.contains(i) else { return nil }
            if namesRoom(before: runStart) { return nil }
            switch cursor.tokens[i].kind {
            case .number:
                if countsInAnAside(i) { return nil }
            case .ordinal:
                // "Schlüssel in der 1. Sitzung": which session, not when.
                if i + 1 < range.upperBound, let next = cursor.words[i + 1], Vocabulary.matches(next, anyOf: Vocabulary.sessionBoundNouns) { return nil }
            case .date, .malformedDate, .month:
                break
            default:
                return nil
            }
            return unreadReason(i).map { UnreadSpan(snippet(around: i), $0) }
        }
    }

    /// "1 Woche nach dem Versuch", "3 Tage vorher", "ab 12 Anmeldungen": in a clause about something
    /// else, a number before a span of time or before what the clause is about counts it.
    private func countsInAnAside(_ i: Int) -> Bool {
        guard i + 1 < range.upperBound else { return false }
        let next = cursor.tokens[i + 1]
        if next.kind == .weekMarker {
            let spelt = String(cursor.characters[next.range]).lowercased()
            return ["woche", "wochen", "week", "weeks"].contains(spelt)
        }
        guard let word = cursor.words[i + 1] else { return false }
        if ["tag", "tage", "tagen", "day", "days", "monat", "monate", "monaten", "month", "months"].contains(word.text) { return true }
        guard let subject = cursor.facts[i + 1]?.subject?.subject else { return false }
        return [.registration, .groups, .exam, .submission, .material].contains(subject)
    }

    /// "…, dann eher sporadisch", "then more sporadically": a clause that says how the series goes
    /// on after the one before, with no week or date of its own. After a series that has not
    /// ended, its unknown and vague words bear on the dates (`CommentReader` decides).
    var continuesTheSeries: Bool {
        guard !hasTemporalCue, let first = cursor.words[range.lowerBound] else { return false }
        return Vocabulary.matches(first, anyOf: Vocabulary.thenWords) && !statesADuration
    }

    /// "anschl. 15 min Fragen", "then 30 minutes Q&A": how long something in the session lasts.
    private var statesADuration: Bool {
        range.contains { i in
            cursor.tokens[i].number != nil && i + 1 < range.upperBound
                && (cursor.words[i + 1].map { ["min", "minuten", "minutes", "mins", "std", "stunden", "hours", "h"].contains($0.text) } ?? false)
        }
    }

    /// "danach Projektarbeit", "then project work", "anschließend Selbststudium": what follows the
    /// lectures, quoted.
    var followingActivity: String? {
        guard let i = range.first(where: { i in
            cursor.words[i].map { w in Vocabulary.followingActivities.contains { w.text.hasPrefix($0) } } ?? false
        }) else { return nil }
        return snippet(around: i)
    }

    /// Words of the clause that no rule read and no word list knows, and vague words: quoted.
    func unknownAndVagueWords() -> [UnreadSpan] {
        range.compactMap { i -> UnreadSpan? in
            guard !consumed.contains(i), cursor.words[i] != nil else { return nil }
            if analysis.vagueIndices.contains(i) { return UnreadSpan(snippet(around: i), "a vague word about how the series goes on") }
            guard !analysis.known.contains(i), !isCapitalised(i), !(cursor.facts[i]?.isKnown ?? false) else { return nil }
            return UnreadSpan(snippet(around: i), "an unknown word about how the series goes on")
        }
    }

    /// "ab KW 46 in A 001", "from week 47 in FA007": a room named by its code alone, after "in".
    var namesRoomByCode: Bool {
        range.contains { i in
            // "(ab KW 44 FA 011)": a building's letters and a room's three digits, without "in".
            if let code = cursor.words[i], (1...3).contains(code.count), isCapitalised(i, minimumLength: 1), i + 1 < range.upperBound,
               cursor.tokens[i + 1].number != nil, cursor.digitCount(of: cursor.tokens[i + 1]) == 3, !consumed.contains(i + 1) { return true }
            guard let w = cursor.words[i], ["in", "im"].contains(w.text) else { return false }
            // "im Labor C 104", "in lab B 012": the lab as a place, named by its code.
            var j = i + 1
            if j < range.upperBound, let place = cursor.words[j], ["labor", "lab", "pool"].contains(place.text) { j += 1 }
            guard j + 1 < range.upperBound, let code = cursor.words[j], (1...3).contains(code.count), isCapitalised(j, minimumLength: 1) else { return false }
            return cursor.tokens[j + 1].number != nil
        }
    }

    /// "Kein Präsenztermin am 10.12.", "keine Präsenzvorlesung in KW 47", "no in-person class on 3 Dec":
    /// a plain negation of sessions named with their mode (a cancellation word, "entfällt", calls the
    /// session off whatever its mode).
    /// Both modes negated ("keine Präsenz- und keine Onlineveranstaltung") call the session off.
    var negatesSessionsInAMode: Bool {
        guard analysis.mentionsMode, !analysis.negations.isEmpty, analysis.negations.allSatisfy({ $0.kind == .plain }),
              matches.contains(where: \.negated) else { return false }
        let modeWords = range.filter { i in
            guard let facts = cursor.facts[i], let w = cursor.words[i] else { return false }
            return facts.subject?.subject == .mode || facts.subject?.subject == .sessions && Vocabulary.namesSessionsInAMode(w.text)
        }
        return modeWords.count == 1
    }

    /// "13.10., 20.10., 27.10. Raum FA007", "KW 43 und 45 im Hörsaal B": weeks or dates beside a room,
    /// with no word saying the room changes then. They may be the sessions' dates (held in that room)
    /// or the dates the room differs. A bound ("Raum ab KW 46: FC 011") or a change ("Raumwechsel",
    /// "statt", "ausnahmsweise") makes them the room's (SEMANTICS.md §4a).
    var namesDatesBesideARoom: Bool {
        let namesDates = matches.contains { m in
            // "Seminarraum 2.07", "Hörsaal B 1.12": the room's number, read as a date.
            !m.negated && !namesRoom(before: m.range.lowerBound) && m.kinds.contains { kind in
                switch kind {
                case .dates, .weeks, .loneDate, .dateRange: return true
                default: return false
                }
            }
        }
        guard namesDates else { return false }
        let bounded = matches.contains { $0.kinds.contains(where: Self.isBound) }
        return !bounded && !namesAChange
    }

    /// "ab KW 45 im Raum B 103": a bound beside a room, with no word saying the room changes. Alone
    /// in a comment it may be the sessions' start or the room's (`CommentReader` asks the others).
    /// A room named before its bound ("Raum ab 16.11.: C 210", "Raum bis KW 16: A 108") is the
    /// bound's subject: the room's.
    var boundsBesideARoom: Bool {
        guard !namesAChange, let bound = matches.first(where: { !$0.negated && $0.kinds.contains(where: Self.isBound) }) else { return false }
        return !analysis.subjects.contains { $0.subject == .room && $0.index < bound.range.lowerBound }
    }

    private static func isBound(_ kind: CueKind) -> Bool {
        switch kind {
        case .start, .end: return true
        default: return false
        }
    }

    /// "Raumwechsel", "neuer Raum", "statt B 201", "ausnahmsweise": the clause says something changes.
    private var namesAChange: Bool {
        range.contains { i in
            cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.roomChangeWords) || Vocabulary.matches($0, anyOf: Vocabulary.movedWords) } ?? false
        }
    }

    /// "ab 4.11. nach dem Kolloquium", "from 11 Nov always after the midterm exam": a week or a date
    /// before the noun of another event that a word like "nach" or "after" governs may time the
    /// sessions by that event, or be the event's own date.
    var timesByAnotherEvent: Bool {
        guard let noun = analysis.subjects.first, noun.subject != .sessions,
              let cue = matches.first(where: { $0.kinds.contains(where: \.isTemporal) }), cue.range.upperBound <= noun.index
        else { return false }
        return (max(cue.range.upperBound, noun.index - 4)..<noun.index).contains { j in
            // "vor Ort": on site, not before something.
            (cursor.words[j].map { Vocabulary.matches($0, anyOf: Vocabulary.relationalWords) } ?? false) && cursor.words[j + 1]?.text != "ort"
        }
    }

    private func unreadReason(_ i: Int) -> String? {
        let t = cursor.tokens[i]
        switch t.kind {
        case .date, .malformedDate:
            // "Modul 3.2", "Lab 2.14", "Kapitel 4.1", "Hörsaal 1.14", "Raum B 2.14": a section or room number.
            if follows(i, nounWhere: numbersThings) { return nil }
            return "a date no rule read"
        case .month: return "a month no rule read"
        case .weekMarker: return "a week no rule read"
        case .number(let n):
            // "the 9th and 23rd": a number with an English ordinal's letters is read as an ordinal.
            if i + 1 < range.upperBound, let suffix = cursor.words[i + 1], Vocabulary.ordinalSuffixes.contains(suffix),
               cursor.tokens[i].range.upperBound == cursor.tokens[i + 1].range.lowerBound {
                return ordinalReason(followedBy: i + 2)
            }
            if isPlaceholderDay(before: i) { return "a date left as a placeholder" }
            return isCount(i, value: n) ? nil : "a number that could be a week or a day"
        case .ordinal:
            if isPlaceholderDay(before: i) { return "a date left as a placeholder" }
            return ordinalReason(followedBy: i + 1)
        case .word:
            if isPlaceholderPart(i) { return "a date left as a placeholder" }
            guard let w = cursor.words[i], !isCapitalised(i) else { return nil }  // "Group III", "IM-Kurs": names
            if isUnreadOperator(w, at: i), !attachedNegations.contains(i) { return "a word about the dates that no rule read" }
            if countsFromAnEnd(i) { return "sessions or weeks counted from the start or end that no rule read" }
            // "no lectures during weeks 47-48", "während KW 45": the span is the weeks themselves.
            if ["during", "während", "waehrend"].contains(w.text), i + 1 < range.upperBound, consumed.contains(i + 1) {
                switch cursor.tokens[i + 1].kind {
                case .weekMarker, .date: return nil
                default: break
                }
            }
            // "in der ersten Aprilhälfte", "Novemberanfang", "Dezembermitte": part of a month, vague.
            if Vocabulary.namesPartOfAMonth(w.text) { return "a part of a month, without its days" }
            guard !(cursor.facts[i]?.isKnown ?? false) else { return nil }
            // "no more lectures", "no longer held": a negation that holds from then on.
            if ["more", "longer"].contains(w.text), i > range.lowerBound, cursor.words[i - 1].map({ ["no", "any"].contains($0.text) }) == true { return nil }
            // "weekly again from week 46": a start said to come again. Not "and again 2-3": what follows
            // must be the start a rule read.
            if w.text == "again", i + 1 < range.upperBound, consumed.contains(i + 1),
               cursor.facts[i + 1]?.isStartWord == true { return nil }
            // "we pick up again in week 49", "resume again on 7 Dec": a resumption, where a preposition
            // leads to what a rule read (not after "and").
            if w.text == "again", i + 2 < range.upperBound, consumed.contains(i + 2),
               cursor.words[i + 1].map({ ["in", "on", "im", "am", "from", "ab"].contains($0.text) }) == true,
               !(i > range.lowerBound && cursor.words[i - 1].map { ["and", "und"].contains($0.text) } == true) { return nil }
            // "wg. Projektwoche": the reason for a cancellation, right after its word, is not a date.
            if namesWeekBesideIt(i) { return nil }
            if w.count > 4, WordFacts.of(w.text).hasTemporalStem, !namesReason(i) { return "a word about weeks or dates that no rule read" }
            guard isNearCue(i) || hasTemporalCue, !followsReasonWord(i) else { return nil }
            return "an unknown word next to a date"
        case .symbol(let s):
            if s == "?" && isNextToCue(i) { return "a question mark next to a date" }
            return nil
        case .time, .link: return nil
        }
    }

    /// Whether the number at `i` follows "no." / "Nr." after a session noun ("sessions no. 2, 4").
    private func numbersSessions(before i: Int) -> Bool {
        // The walk stops after a dozen tokens: "1, 1, 1, …" must not be quadratic.
        var k = i - 1
        let limit = max(range.lowerBound, i - 12)
        while k > limit, cursor.tokens[k].number != nil || cursor.tokens[k].isSymbol(",") || cursor.tokens[k].isSymbol(".")
                || cursor.words[k].map({ Vocabulary.matches($0, anyOf: Vocabulary.listJoin) }) == true { k -= 1 }
        guard k > range.lowerBound, let w = cursor.words[k], ["no", "nr", "nos", "number", "numbers", "nummer", "nummern"].contains(w.text),
              let noun = cursor.facts[k - 1]?.subject, noun.subject == .sessions else { return false }
        return true
    }

    /// "die ersten beiden", "die drei letzten": a first or last word next to a count.
    private func countsFromAnEnd(_ i: Int) -> Bool {
        func isEndWord(_ k: Int) -> Bool { range.contains(k) && SessionEdgeWords.isFirstOrLast(k, cursor) }
        func isCount(_ k: Int) -> Bool { range.contains(k) && SessionEdgeWords.isCount(k, cursor) }
        let endWord = isEndWord(i) && isCount(i + 1) ? i : isCount(i) && isEndWord(i + 1) ? i + 1 : isCount(i) && isEndWord(i - 1) ? i - 1 : nil
        guard let endWord else { return false }
        // "Klausurvorbereitung in den letzten beiden Terminen": what happens in them.
        let clause = cursor.limited(to: range)
        return !(SessionEdgeWords.namesASetting(before: endWord, clause) && !SessionEdgeWords.clauseNegates(clause))
    }

    /// "xx.10.", "XX.11.2020", "tt.12.": a day not filled in, glued to the month after it.
    /// "xx.xx.", "tt.mm.", "XX.12.": a placeholder letter group glued by a dot to another part of a date.
    private func isPlaceholderPart(_ i: Int) -> Bool {
        guard let w = cursor.words[i], w.text.allSatisfy({ $0 == "x" }) || ["tt", "dd", "mm", "jj", "jjjj", "yy", "yyyy"].contains(w.text) else { return false }
        func glued(_ a: Int, _ b: Int) -> Bool {
            a >= range.lowerBound && b < range.upperBound && cursor.tokens[a].range.upperBound == cursor.tokens[b].range.lowerBound
        }
        func isPart(_ k: Int) -> Bool { cursor.words[k] != nil || cursor.tokens[k].number != nil || cursor.tokens[k].ordinalValue != nil }
        let dotAfter = i + 2 < range.upperBound && cursor.tokens[i + 1].isSymbol(".") && glued(i, i + 1) && glued(i + 1, i + 2) && isPart(i + 2)
        let dotBefore = i - 2 >= range.lowerBound && cursor.tokens[i - 1].isSymbol(".") && glued(i - 1, i) && glued(i - 2, i - 1) && isPart(i - 2)
        return dotAfter || dotBefore
    }

    private func isPlaceholderDay(before i: Int) -> Bool {
        guard i - 2 >= range.lowerBound, cursor.tokens[i - 1].isSymbol("."), let w = cursor.words[i - 2],
              cursor.tokens[i - 2].range.upperBound == cursor.tokens[i - 1].range.lowerBound,
              cursor.tokens[i - 1].range.upperBound == cursor.tokens[i].range.lowerBound else { return false }
        return w.text.allSatisfy { $0 == "x" } || ["tt", "dd"].contains(w.text)
    }

    /// Whether a room's noun ("Raum", "Hörsaal", "Seminarraum"), maybe with its building letter
    /// ("Hörsaal B"), stands right before `i`.
    private func namesRoom(before i: Int) -> Bool {
        follows(i) { cursor.facts[$0]?.subject?.subject == .room }
    }

    /// Whether `i` follows a noun that `isNoun` accepts, right after it or after a building letter
    /// between them ("Labor A 0.17", "Raum B 2.14").
    private func follows(_ i: Int, nounWhere isNoun: (Int) -> Bool) -> Bool {
        if i - 1 >= range.lowerBound, isNoun(i - 1) { return true }
        guard i - 2 >= range.lowerBound, let code = cursor.words[i - 1], code.count <= 2, isCapitalised(i - 1, minimumLength: 1) else { return false }
        return isNoun(i - 2)
    }

    /// Whether the word at `i` is a noun that numbers follow as names: "Kapitel", "Raum", and any
    /// word for a room ("Hörsaal", "Laborraum", "Seminarraum").
    private func numbersThings(_ i: Int) -> Bool {
        guard let noun = cursor.words[i] else { return false }
        return Vocabulary.matches(noun, anyOf: Vocabulary.numberedNouns) || cursor.facts[i]?.subject?.subject == .room
    }

    /// Why an ordinal no rule read may bear on dates, from the token after it (`next`): before a
    /// known word it counts things ("ab 3. Semester", "2nd group"), before anything else it may be a
    /// day or a week ("ab 5. Novmbr", "on the 9th and 23rd").
    private func ordinalReason(followedBy next: Int) -> String? {
        guard next < range.upperBound else { return "a number that could be a week or a day" }
        if let word = cursor.words[next], Vocabulary.matches(word, anyOf: Vocabulary.sessionBoundNouns) { return "an ordinal of a session" }
        // "von der 45. bis zur 48.", "1./3. Semester", "5. + 7. Sem.": an ordinal before a joining word
        // or sign is one end of a list or range, unless the run ends in a noun that counts ("für 2. und
        // 4. Semester"). A room or a mode counts nothing ("13., 20. Raum FA007", "13. und 20. online").
        // The walk stops after two dozen tokens: a noun counts a short run ("1./3. Semester"), and
        // asking at each ordinal of "1., 1., 1., …" must not be quadratic.
        if joinsARun(next) {
            var k = next
            let limit = min(range.upperBound, next + 24)
            while k < limit, cursor.tokens[k].ordinalValue != nil || cursor.tokens[k].number != nil || joinsARun(k)
                    || (cursor.words[k].map { Vocabulary.ordinalSuffixes.contains($0) || ["zur", "zum"].contains($0.text) } ?? false) {
                k += 1
            }
            return k < limit && countsThings(k) ? nil : "a number that could be a week or a day"
        }
        guard cursor.words[next] != nil else { return "a number that could be a week or a day" }
        // "13. online": a mode is no thing an ordinal counts ("2. Raum", a second room, is).
        return namesMode(next) ? "a number that could be a week or a day" : nil
    }

    /// A joining word ("und", "bis") or sign ("," "/" "+" "&" "-" "–") inside a run of numbers.
    private func joinsARun(_ i: Int) -> Bool {
        let t = cursor.tokens[i]
        if [",", "/", "+", "&", "-", "–"].contains(where: { t.isSymbol($0) }) { return true }
        return cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.rangeJoin) || Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false
    }

    /// A noun that a run of ordinals counts: "Semester", "Sem.", "Gruppe", "Kapitel", "Teil"; not a
    /// room ("13., 20. Raum FA007" are days).
    private func countsThings(_ i: Int) -> Bool {
        guard let word = cursor.words[i], cursor.facts[i]?.subject?.subject != .room else { return false }
        return Vocabulary.matches(word, anyOf: Vocabulary.countUnits) || Vocabulary.matches(word, anyOf: Vocabulary.numberedNouns)
            || cursor.facts[i]?.subject?.subject == .groups
    }

    private func namesMode(_ i: Int) -> Bool {
        cursor.facts[i]?.subject?.subject == .mode
    }

    /// An unknown word this close to a week or a date may change what it means ("Schluss der
    /// Vorlesung: KW 50", "KW 45 verschoben"); farther away it is a remark.
    private func isNearCue(_ i: Int) -> Bool {
        nearCue.contains(i)
    }

    /// A start, end, exclusion or sequence word that no rule read: its construction was not understood
    /// ("Start der Übung: 15.04." with an unknown shape), so a date near it cannot be trusted.
    private func isUnreadOperator(_ w: Word, at i: Int) -> Bool {
        guard cursor.facts[i]?.isOperator == true else { return false }
        // "findet am 25.11. nicht statt": the particle of "stattfinden", not "instead".
        if w.text == "statt", range.contains(where: { cursor.words[$0].map { ["findet", "finden", "fand", "fanden"].contains($0.text) } ?? false }) {
            return false
        }
        // "inkl. 15 min Pause", "plus 2 SWS Übung": what is added is a count, not a date.
        if Vocabulary.matches(w, anyOf: Vocabulary.extra) {
            var j = i + 1
            while j < range.upperBound, cursor.tokens[j].isSymbol(".") { j += 1 }
            if j < range.upperBound, let n = cursor.tokens[j].number, isCount(j, value: n) { return false }
        }
        // "A bis K": a range of initial letters.
        if i > range.lowerBound, i + 1 < range.upperBound, let a = cursor.words[i - 1], let b = cursor.words[i + 1], a.count <= 2, b.count <= 2 { return false }
        // "ab Aprill", "bis Dezembr": a start or end word before a word no list knows, most likely a
        // misspelt month or week (it was passed over, silently).
        if let facts = cursor.facts[i], facts.isStartWord || facts.isEndWord, i + 1 < range.upperBound, let next = cursor.facts[i + 1],
           !next.isKnown, !isCapitalised(i + 1), next.word.count >= 3 { return true }
        // "Beginn nach der Einführung", "Ende vor der Projektphase", "Start erst nach der Herbstpause", "bis
        // zum Ende des Projekts": a bound tied, past its particles, to something whose date is not given.
        if let facts = cursor.facts[i], facts.isStartWord || facts.isEndWord, let j = firstWord(after: i, skipping: Self.boundParticles),
           j + 1 < range.upperBound, let relation = cursor.words[j], Self.boundRelations.contains(relation.text), cursor.words[j + 1] != nil,
           !consumed.contains(j),
           // "Veranstaltungsende vor Weihnachten (letzter Termin 22.12.)": the bracket gives the date;
           // "Start erst nach der Praxisphase, d.h. ab 5.11.": so does the clause after "d.h.".
           !(range.upperBound < cursor.tokens.count && cursor.tokens[range.upperBound].isSymbol("(")), !saysThatIsAfter { return true }
        return hasTemporalCue || holdsDateInformation
    }

    /// Whether "d.h.", "i.e.", "also", "sprich", "genauer" opens what follows the clause: it restates it.
    private var saysThatIsAfter: Bool {
        var k = range.upperBound
        while k < cursor.tokens.count, cursor.tokens[k].isSymbol(",") || cursor.tokens[k].isSymbol(":") || cursor.tokens[k].isSymbol("-") { k += 1 }
        guard k < cursor.tokens.count, let w = cursor.words[k] else { return false }
        if ["dh", "ie", "also", "sprich", "genauer", "nämlich", "naemlich", "namely", "precisely"].contains(w.text) { return true }
        // "d.h.", "i.e.": letters with dots between them.
        return k + 2 < cursor.tokens.count && cursor.tokens[k + 1].isSymbol(".")
            && (w.text == "d" && cursor.words[k + 2]?.text == "h" || w.text == "i" && cursor.words[k + 2]?.text == "e")
    }

    /// Words between a start or end word and what it is tied to: "Start erst nach …", "bis zum Ende …".
    private static let boundParticles: Set<String> = ["erst", "zum", "zur", "dem", "der", "des", "den", "the", "only", "first", "schon",
                                                       "bereits", "frühestens", "fruehestens", "spätestens", "spaetestens"]
    /// What ties a bound to an event or a part of something: "nach", "vor", "Ende (des …)", "Anfang (der …)".
    private static let boundRelations: Set<String> = ["nach", "after", "vor", "before", "ende", "end", "anfang", "beginn", "mitte",
                                                       "start", "beginning", "middle"]

    /// The first word after token `i` in the clause past the words of `skipping`, if a word comes next.
    private func firstWord(after i: Int, skipping: Set<String>) -> Int? {
        var j = i + 1
        while j < range.upperBound, let w = cursor.words[j], skipping.contains(w.text) { j += 1 }
        return j < range.upperBound && cursor.words[j] != nil ? j : nil
    }

    /// A course code in capitals ("IM-Kursbeginn", "UC- Kurs"): starts of two courses sharing a row.
    var namesCourse: Bool {
        range.contains { i in
            guard let w = cursor.words[i], (2...5).contains(w.count) else { return false }
            let chars = cursor.characters[cursor.tokens[i].range]
            return chars.allSatisfy { $0.isUppercase }
        }
    }

    /// Whether the word at `i` is written in capitals, at least `minimumLength` letters ("MB", or
    /// with 1 a building letter "A").
    private func isCapitalised(_ i: Int, minimumLength: Int = 2) -> Bool {
        let chars = cursor.characters[cursor.tokens[i].range]
        // An ASCII lowercase first letter settles it without Unicode's case tables.
        if let first = chars.first?.utf8.first, first >= 0x61, first <= 0x7A { return false }
        return chars.count >= minimumLength && chars.allSatisfy { $0.isUppercase }
    }

    /// "ab KW 45 wieder", "again from week 45", "erneut ab …": the series comes back.
    var saysAgain: Bool {
        range.contains { i in cursor.words[i].map { ["wieder", "again", "erneut", "resumes", "resume", "resuming"].contains($0.text) } ?? false }
    }

    /// "letzte Sitzung vor Weihnachten", "first session after the break", "first session after:":
    /// a session named by a break in the term, the last before it or the first after it.
    func namesSessionByBreak(before: Bool) -> Bool {
        let side: Set<String> = before ? ["vor", "before"] : ["nach", "after"]
        func word(_ k: Int) -> String? { k < range.upperBound ? cursor.words[k]?.text : nil }
        return range.contains { i in
            guard let w = word(i) else { return false }
            // "first session after: 8 Jan" (not "danach", which opens a clause of its own).
            if !before, w == "after", i + 1 < range.upperBound, cursor.tokens[i + 1].isSymbol(":") { return true }
            guard side.contains(w) else { return false }
            let k = word(i + 1).map { Vocabulary.breakArticles.contains(Word($0)) } == true ? i + 2 : i + 1
            return word(k).map(Vocabulary.namesABreak) ?? false
        }
    }

    /// "weiter ab 7.12.", "danach geht es weiter ab KW 50", "continues from week 50": after a
    /// cancellation, the series goes on.
    var continuesAfterAPause: Bool {
        range.contains { i in
            cursor.words[i].map { ["weiter", "fortgesetzt", "fortsetzung", "continues", "continuing", "continued", "resume", "resumes", "resuming", "resumed", "back",
                                   "wiederaufnahme", "wiederbeginn"].contains($0.text) } ?? false
        }
    }

    /// "weiter ab 4.11.", "regular classes from week 44": the regular series, after a first session
    /// named before it.
    var namesRegularSeries: Bool {
        range.contains { i in cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.regularSeriesWords) } ?? false }
    }

    /// Whether the clause follows "danach", "dann", "then", "und", "and" or "+".
    var opensWithSequence: Bool {
        let sequence = Vocabulary.sequenceWords
        if let w = cursor.words[range.lowerBound], Vocabulary.matches(w, anyOf: sequence) { return true }
        guard range.lowerBound > 0 else { return false }
        let before = cursor.tokens[range.lowerBound - 1]
        return before.isSymbol("+") || (cursor.words[range.lowerBound - 1].map { Vocabulary.matches($0, anyOf: sequence) } ?? false)
    }

    /// "kein Ersatztermin", "wird nicht nachgeholt", "no make-up session": the clause only says that a
    /// cancelled session is not replaced. It bears on no date when the comment cancels one elsewhere
    /// (`CommentReader` asks).
    var deniesReplacement: Bool {
        // A few words at most ("es gibt leider keinen Ersatztermin").
        guard !hasTemporalCue, !analysis.negations.isEmpty, range.count <= 16 else { return false }
        var replacement: Int?
        for i in range {
            guard let w = cursor.words[i] else {
                if cursor.tokens[i].isSymbol("-") || cursor.tokens[i].isSymbol("(") || cursor.tokens[i].isSymbol(")") { continue }
                return false
            }
            if Vocabulary.matches(w, anyOf: Vocabulary.replacementWords) { replacement = replacement ?? i; continue }
            // "make-up", "make up".
            if w.text == "make", let up = (i + 1..<range.upperBound).first(where: { cursor.words[$0] != nil }), cursor.words[up]?.text == "up" {
                replacement = replacement ?? i
                continue
            }
            if w.text == "up", replacement != nil { continue }
            if analysis.negations.contains(where: { $0.index == i }) || analysis.subjects.contains(where: { $0.index == i && $0.subject == .sessions })
                || Vocabulary.replacementDenialFiller.contains(w.text) || Vocabulary.fillerList.contains(w) { continue }
            return false
        }
        // Only a negation, the replacement and words that cannot bear on dates: the negation denies it.
        return replacement != nil
    }

    /// "Exkursion am 17.11. statt Vorlesung", "field trip on 17 Nov instead of class": something else
    /// takes the session's place.
    var replacesTheSession: Bool {
        range.contains { i in
            guard let w = cursor.words[i], ["statt", "anstatt", "anstelle", "instead"].contains(w.text) else { return false }
            var j = i + 1
            while j < range.upperBound, let next = cursor.words[j], ["of", "der", "des", "the", "a", "einer", "regulären", "normalen", "regular", "usual"].contains(next.text) { j += 1 }
            return j < range.upperBound && cursor.facts[j]?.subject?.subject == .sessions
        }
    }

    /// "keine Vorlesung", "no class": a negated session and nothing else.
    var negatesSessionsOnly: Bool {
        guard !hasTemporalCue, !analysis.negations.isEmpty, range.count <= 6 else { return false }
        return range.allSatisfy { i in
            guard let w = cursor.words[i] else { return true }
            return analysis.negations.contains { $0.index == i } || cursor.facts[i]?.subject?.subject == .sessions || Vocabulary.fillerList.contains(w)
        }
    }

    /// Whether the clause names its first session, not the series' start: "Kick-off in KW 41",
    /// "KW 11 Einführung", "erste Sitzung in KW 42", "1. Termin KW 42".
    var opensWithFirstSession: Bool {
        range.contains { i in
            if cursor.tokens[i].ordinalValue == 1, i + 1 < range.upperBound, cursor.facts[i + 1]?.subject?.subject == .sessions { return true }
            guard let w = cursor.words[i] else { return false }
            return Vocabulary.namesKickoff(w) || w.text == "kick" || Vocabulary.matches(w, anyOf: Vocabulary.firstWords)
        }
    }

    /// Whether the clause stood in parentheses: "(KW 12)" after "Beginn am 24.03.21".
    var isParenthesised: Bool {
        range.lowerBound > 0 && cursor.tokens[range.lowerBound - 1].isSymbol("(")
    }

    /// "KW 46 - KW 51 (16.11.-14.12.)", "KW 18-22 (= 05.05.–09.06.)": a week marker, then a bracket
    /// or "=" before a date, in this clause.
    var restatesWeeksInDates: Bool {
        guard let week = range.first(where: { cursor.tokens[$0].kind == .weekMarker }),
              let mark = (week..<range.upperBound).first(where: { cursor.tokens[$0].isSymbol("(") || cursor.tokens[$0].isSymbol("=") })
        else { return false }
        return (mark..<range.upperBound).contains { if case .date = cursor.tokens[$0].kind { return true }; if case .month = cursor.tokens[$0].kind { return true }; return false }
    }

    /// "(Projektwoche)", "(Ascension)", "(Hochschulinformationstag)": one to three words in
    /// brackets, nothing that could be a date, and no rule read them: after a cancellation, its reason.
    var couldBeReason: Bool {
        isBracketOfWords(atMost: 3)
    }

    /// "(nach der Projektwoche)", "(after the reading week)": words in brackets after "nach" or
    /// "after", nothing that could be a date, and no rule read them: after a start, why it comes then.
    var couldExplainStart: Bool {
        guard isBracketOfWords(atMost: 5), let first = cursor.words[range.lowerBound] else { return false }
        return Vocabulary.matches(first, anyOf: Vocabulary.afterWords)
    }

    /// The whole bracket, no more than `count` tokens, holds words only and no rule read them. A week
    /// word without a number is a word too ("(reading week)", "(Projektwoche)").
    private func isBracketOfWords(atMost count: Int) -> Bool {
        isParenthesised && matches.isEmpty && range.count <= count && range.upperBound < cursor.tokens.count
            && cursor.tokens[range.upperBound].isSymbol(")") && range.allSatisfy { cursor.words[$0] != nil || cursor.tokens[$0].kind == .weekMarker }
    }

    /// Whether the clause starts the series at a week or a date ("ab KW 47").
    var startsTheSeries: Bool {
        matches.contains { m in !m.negated && m.kinds.contains { if case .start = $0 { return true }; return false } }
    }

    /// Whether the clause cancels or leaves out weeks or dates ("entfällt am 5.4.", "ohne KW 43").
    var leavesOut: Bool {
        matches.contains { m in
            m.negated || m.kinds.contains { kind in
                switch kind {
                case .except, .exceptMonths, .exceptWeekOf, .exceptDateRange: return true
                default: return false
                }
            }
        }
    }

    /// "und am 14.5. entfällt die Vorlesung", "in KW 53 findet keine Vorlesung statt": the first item
    /// is negated by a word after it, none before: a negation at the end, which may cover items of
    /// the same list in the clauses before.
    var negatesFromTheEnd: Bool {
        guard let first = matches.first(where: { $0.kinds.contains(where: \.isTemporal) }), first.negated else { return false }
        return !analysis.negations.contains { $0.index < first.range.lowerBound }
    }

    /// "…, week 15 rescheduled", "KW 47 verschoben": the text of a week or date right before a verb that
    /// moves a session, or nil.
    var weekOrDateBeforeAMovingVerb: String? {
        for m in matches where m.kinds.contains(where: \.isTemporal) {
            let after = m.range.upperBound
            // The verb ends the clause ("week 15 rescheduled"); "ab KW 46 verlegt nach FC 011" moves the room.
            if after + 1 == range.upperBound, let w = cursor.words[after], Vocabulary.matches(w, anyOf: Vocabulary.movingWords) {
                return cursor.text(from: m.range.lowerBound, to: after + 1)
            }
        }
        return nil
    }

    /// Every reading is a single week or date ("am 2.4.", "KW 45"), no range.
    var listsSingleItems: Bool {
        matches.allSatisfy { m in m.kinds.allSatisfy {
            if case .weeks(let spans) = $0 { return spans.allSatisfy(\.isSingleWeek) }
            if case .dates = $0 { return true }; if case .loneDate = $0 { return true }
            return false
        } }
    }

    /// A clause about the sessions that bounds or shapes their series (a start, an end, weeks, a
    /// span, a rhythm), not only one that cancels a date.
    var boundsTheSessions: Bool {
        subject == .sessions && matches.contains { m in
            !m.negated && m.kinds.contains { kind in
                switch kind {
                case .start, .end, .weeks, .dateRange, .onlyMonths, .weekOf, .interval, .parity, .dates: return true
                default: return false
                }
            }
        }
    }

    /// "Online-Sitzungen", "Präsenztermine", "online sessions": the clause names sessions, in a mode or not.
    var namesSessions: Bool {
        // "sonst montags ab 19.10. im Raum B 203": a weekday names the sessions too.
        analysis.sessionsInAMode != nil || range.contains { cursor.facts[$0]?.subject?.subject == .sessions || cursor.facts[$0]?.weekdayName != nil }
    }

    /// Where the clause's first reading starts.
    var firstMatchStart: Int? { matches.first?.range.lowerBound }

    /// The clause gives the reason for the cancellation before it: its words are not unread.
    func markAsReason() {
        consumed.formUnion(range)
    }

    private func isNextToCue(_ i: Int) -> Bool {
        (i > range.lowerBound && consumed.contains(i - 1)) || (i + 1 < range.upperBound && consumed.contains(i + 1))
    }

    /// "wegen Dienstreise", "wg. Berufungsverfahren", "due to a conference": the words of a reason
    /// (up to four, with no week or date among them) say why, not when.
    private func namesReason(_ i: Int) -> Bool {
        ClauseAnalysis.namesReason(cursor, i, range)
    }

    /// "Projektwoche KW 46 entfällt", "in der Pfingstwoche (KW 21)", "KW 46 Projektwoche": a named
    /// week right beside the week a rule read names that week; the week says when.
    private func namesWeekBesideIt(_ i: Int) -> Bool {
        guard let w = cursor.words[i], Vocabulary.namesAWeek(w) else { return false }
        var after = i + 1
        if after < range.upperBound, cursor.tokens[after].isSymbol("(") { after += 1 }
        if after < range.upperBound, cursor.tokens[after].kind == .weekMarker, consumed.contains(after) { return true }
        var before = i - 1
        if before >= range.lowerBound, cursor.tokens[before].isSymbol(")") { before -= 1 }
        return before >= range.lowerBound && cursor.tokens[before].number != nil && consumed.contains(before)
    }

    private func followsReasonWord(_ i: Int) -> Bool {
        var j = i - 1
        var words = 0
        while j >= range.lowerBound, words < 4 {
            guard let w = cursor.words[j] else {
                if cursor.tokens[j].isSymbol(".") || cursor.tokens[j].isSymbol("-") { j -= 1; continue }  // "wg."
                return false
            }
            if Vocabulary.matches(w, anyOf: Vocabulary.reasonWords) { return true }
            j -= 1
            words += 1
        }
        return false
    }

    /// Whether a number no rule read counts something ("4 SWS", "max. 25 TN", "WI 3", "Gruppe 2",
    /// "Raum B 101", "1b") rather than naming a week or a day.
    private func isCount(_ i: Int, value: Int) -> Bool {
        let t = cursor.tokens[i]
        if value > 53 && !(1900...2100).contains(value) { return true }
        if value == 0 { return true }
        // "sessions no. 2, 4 and 7", "Termine Nr. 3 und 5": sessions named by their number.
        if numbersSessions(before: i) { return false }
        // "KW 42, 44, 4b", "wk 12, 14, l6": a mistyped item of a list that was read.
        if isMistypedItemOfAList(i) { return false }
        // "Labor 3", "Kapitel 4", "Teil 2": a number after its noun names the room or section.
        if i > range.lowerBound, let noun = cursor.words[i - 1], Vocabulary.matches(noun, anyOf: Vocabulary.numberedNouns) { return true }
        // Glued to a short word: "1b", "2nd", "3er".
        if i + 1 < range.upperBound, let next = cursor.words[i + 1], cursor.tokens[i + 1].range.lowerBound == t.range.upperBound, next.count <= 3,
           !["st", "nd", "rd", "th"].contains(next.text) { return true }
        // Before a course code in capitals: "6 MB int 8" (semester 6 of MB).
        if i + 1 < range.upperBound, cursor.words[i + 1] != nil, isCapitalised(i + 1) { return true }
        // A unit after the number (or after a run "10-12 Uhr", "1/2 SWS").
        // The walks over a run of numbers stop after a dozen tokens: "1, 1, 1, …" must not be quadratic.
        let forwardLimit = min(range.upperBound, i + 12), backwardLimit = max(range.lowerBound, i - 12)
        var j = i + 1
        while j < forwardLimit, cursor.tokens[j].number != nil || ["-", "/", "+", ",", "."].contains(where: { cursor.tokens[j].isSymbol($0) }) { j += 1 }
        if j < forwardLimit, let w = cursor.words[j], Vocabulary.matches(w, anyOf: Vocabulary.countUnits) { return true }
        // "auf 40 begrenzt", "Plätze auf 25 beschränkt": a cap, its verb after the number.
        if j < forwardLimit, i > range.lowerBound, let w = cursor.words[j], Vocabulary.matches(w, anyOf: Vocabulary.capWords),
           cursor.words[i - 1].map({ ["auf", "to"].contains($0.text) }) == true {
            return true
        }
        // A noun before the number (or before a run of numbers: "BW 1/2", "MB + 6").
        j = i - 1
        while j >= backwardLimit, cursor.tokens[j].number != nil || ["-", "/", "+", ",", ".", "&"].contains(where: { cursor.tokens[j].isSymbol($0) })
                || cursor.words[j].map({ Vocabulary.matches($0, anyOf: Vocabulary.listJoin) }) == true
                || (cursor.words[j].map { ["von", "of"].contains($0.text) } == true && j > range.lowerBound && cursor.tokens[j - 1].number != nil) {
            j -= 1
        }
        guard j >= backwardLimit, let w = cursor.words[j] else { return false }
        // "KW 43 + 44, dann wieder 49 + 50", "then 18 and 19": after a word of sequence or return,
        // numbers that could go on with the weeks before.
        if Vocabulary.matches(w, anyOf: Vocabulary.thenWords) || Vocabulary.againWords.contains(w.text)
            || ["später", "spaeter", "later"].contains(w.text) { return false }
        // "begrenzt auf 20", "limited to 20": a cap.
        if ["auf", "to"].contains(w.text), j > range.lowerBound, let verb = cursor.words[j - 1],
           Vocabulary.matches(verb, anyOf: Vocabulary.capWords) {
            return true
        }
        // A course code in capitals ("MI 3", "WI 5"), even where it spells a weekday ("MI", "DO").
        if isCapitalised(j) { return true }
        // "Kurs 1 von 2", "part 2 of 3": the numbers of what the noun names.
        if j < i - 1, Vocabulary.matches(w, anyOf: Vocabulary.numberedNouns) { return true }
        if Vocabulary.matches(w, anyOf: Vocabulary.temporalPrepositions) || Vocabulary.weekdays[w.text] != nil { return false }
        if Vocabulary.matches(w, anyOf: Vocabulary.hedges) { return false }  // "bzw. 43, 45": an alternative week
        if Vocabulary.negation(w, next: nil) != nil || cursor.facts[j]?.subject?.subject == .sessions { return false }
        // "Wo 43-45": a range of numbers that could be weeks, after a word the reader does not know.
        // (Words of one or two letters count as known course codes, but "Wo", "Wk" may be week words;
        // longer words before a range name chapters or sheets: "Kap. 3-7", "Übungsblätter 1-10".)
        if w.count <= 2, !isCapitalised(j), isInRangeOfWeekNumbers(i) { return false }
        // "and once more 2-3", "later also 2-3": a range that could be weeks after a lowercase word
        // no list knows. A capitalised noun numbers things ("Übungsblätter 1-10"), as do the nouns
        // of `numberedNouns` ("Kap. 3-7", "sheets 1-10").
        if !(cursor.facts[j]?.isKnown ?? false), !Vocabulary.matches(w, anyOf: Vocabulary.numberedNouns),
           cursor.characters[cursor.tokens[j].range].first?.isLowercase == true, isInRangeOfWeekNumbers(i) {
            return false
        }
        return true
    }

    /// Where the first course code of this clause ("IM 2", "Inf 3": a short capitalised word and its
    /// number) stands that is one of at least two codes the comment names outside it ("(BW 2 + IM 2)").
    private func courseOfTheList() -> Int? {
        func code(_ j: Int) -> (String, Int)? {
            guard j + 1 < cursor.tokens.count, let w = cursor.words[j], let n = cursor.tokens[j + 1].number,
                  (2...4).contains(w.count), cursor.characters[cursor.tokens[j].range].first?.isUppercase == true else { return nil }
            return (w.text, n)
        }
        let own = range.dropLast().compactMap { k in code(k).map { (k, $0) } }
        guard !own.isEmpty else { return nil }
        // The codes outside the clause, read once (a long comment of codes is not read once per code).
        let elsewhere = cursor.tokens.indices.filter { !range.contains($0) }.compactMap(code)
        guard elsewhere.count >= 2 else { return nil }
        return own.first { entry in elsewhere.contains { $0 == entry.1 } }?.0
    }

    /// "KW 42, 44, 4b", "wk 12, 14, l6": a number glued to letters, after a list separator that
    /// follows a number a rule read: an item of the list, mistyped.
    private func isMistypedItemOfAList(_ i: Int) -> Bool {
        let gluedAfter = i + 1 < range.upperBound && cursor.words[i + 1] != nil
            && cursor.tokens[i + 1].range.lowerBound == cursor.tokens[i].range.upperBound
        let gluedBefore = i - 1 >= range.lowerBound && cursor.words[i - 1] != nil
            && cursor.tokens[i - 1].range.upperBound == cursor.tokens[i].range.lowerBound
        guard gluedAfter || gluedBefore else { return false }
        let start = gluedBefore ? i - 1 : i
        guard start - 2 >= 0, [",", "/", "+"].contains(where: { cursor.tokens[start - 1].isSymbol($0) }),
              cursor.tokens[start - 2].number != nil else { return false }
        if start - 2 >= range.lowerBound { return consumed.contains(start - 2) }
        // "KW 12, 14, l6": the item opened a clause of its own; the list before it is one of weeks.
        var k = start - 2
        while k >= 0, cursor.tokens[k].number != nil || [",", "/", "+", "-"].contains(where: { cursor.tokens[k].isSymbol($0) }) { k -= 1 }
        return k >= 0 && cursor.tokens[k].kind == .weekMarker
    }

    /// Whether the number at `i` is one end of "N-M" (or "N–M") with both ends between 1 and 53.
    private func isInRangeOfWeekNumbers(_ i: Int) -> Bool {
        func weekNumber(_ k: Int) -> Bool { k >= range.lowerBound && k < range.upperBound && (cursor.tokens[k].number.map { (1...53).contains($0) } ?? false) }
        func dash(_ k: Int) -> Bool { k >= range.lowerBound && k < range.upperBound && (cursor.tokens[k].isSymbol("-") || cursor.tokens[k].isSymbol("–")) }
        return (dash(i + 1) && weekNumber(i + 2)) || (dash(i - 1) && weekNumber(i - 2))
    }

    /// Days the reader cannot place, in a clause about the sessions or about something else: "in der
    /// ersten Dezemberwoche Exkursion statt VL" (a week counted within a month that `WeeksOfAMonth` left:
    /// the ways of counting differ, or the reading has no term), "ab morgen keine Präsenz-VL mehr" (a day
    /// said from today, with a negation or of the sessions).
    func daysNotInTheData() -> [UnreadSpan] {
        var unread: [UnreadSpan] = []
        if let week = range.first(where: { i in cursor.words[i].map(Self.namesAWeekOfAMonth) ?? false }) {
            unread.append(UnreadSpan(snippet(around: week), "a week counted within a month: which calendar week depends on how its weeks are counted"))
        }
        if !analysis.negations.isEmpty || analysis.subjects.contains(where: { $0.subject == .sessions }),
           let deictic = range.first(where: { i in cursor.words[i].map { Self.deicticWords.contains($0.text) } ?? false }) {
            unread.append(UnreadSpan(snippet(around: deictic), "a day said from today: the data does not know which"))
        }
        return unread
    }

    private static let deicticWords: Set<String> = ["heute", "morgen", "übermorgen", "uebermorgen", "gestern", "today", "tomorrow", "yesterday"]

    /// "Oktoberwoche", "Novemberwochen": a month's name and "woche".
    private static func namesAWeekOfAMonth(_ word: Word) -> Bool {
        guard word.text.hasSuffix("woche") || word.text.hasSuffix("wochen"), word.count > 8 else { return false }
        let stem = word.text.hasSuffix("woche") ? String(word.text.dropLast(5)) : String(word.text.dropLast(6))
        return Vocabulary.months[stem] != nil
    }

    /// An ordinal ("2.", "zweiten", "last") at `i`, then a weekday, then "im"/"in"/"of" and a month or
    /// "Monat"/"month".
    private func countsAWeekdayInAMonth(at i: Int) -> Bool {
        // Written out step by step: the chained optionals crashed the release build's optimiser
        // (CopyPropagation, Swift 6.3.1).
        var isOrdinal = false
        if let n = cursor.tokens[i].ordinalValue {
            isOrdinal = (1...5).contains(n)
        } else if let word = cursor.words[i] {
            isOrdinal = Vocabulary.countingOrdinals[word.text] != nil
        }
        guard isOrdinal, i + 1 < range.upperBound else { return false }
        var k = i + 1
        guard let day = cursor.words[k], Vocabulary.weekdays[day.text] != nil else { return false }
        k += 1
        if k < range.upperBound, cursor.tokens[k].isSymbol(".") { k += 1 }
        guard k + 1 < range.upperBound, let preposition = cursor.words[k], ["im", "in", "of", "des"].contains(preposition.text) else { return false }
        if case .month = cursor.tokens[k + 1].kind { return true }
        return cursor.words[k + 1].map { ["monat", "monats", "month", "the"].contains($0.text) } ?? false
    }

    /// "the Friday after", "am Tag nach", "in der Woche vor": a weekday or a day or week just before
    /// "after"/"before" counts a day from the date; it is not a bound.
    private func isRelativeDay(_ kind: CueKind, before start: Int) -> Bool {
        switch kind {
        case .after, .before: break
        default: return false
        }
        guard start > range.lowerBound, let word = cursor.words[start - 1] else { return false }
        return Vocabulary.weekdays[word.text] != nil || ["tag", "day", "woche", "week"].contains(word.text)
    }

    func snippet(around i: Int) -> String {
        cursor.text(from: max(range.lowerBound, i - 2), to: min(range.upperBound, i + 3))
    }
}

extension CueKind {
    /// A week, date, bound, interval or parity: what a negation can apply to.
    var isTemporal: Bool {
        switch self {
        case .noise, .undetermined, .alternation, .emptyPlaceholder, .aside, .unreadableRestatement, .sessionOn, .sessionCount, .activityIn, .weeksOfModes,
             .spanDays: return false
        default: return true
        }
    }

    /// The cue a negation makes of this one ("nicht in KW 49" = except KW 49), or nil when a
    /// negation of it names no dates ("nicht 14-tägig", "nicht ab KW 45").
    var negated: CueKind? {
        switch self {
        case .weeks(let spans): return .except(weeks: spans, dates: [])
        case .dates(let dates): return .except(weeks: [], dates: dates)
        case .dateRange(let from, let to): return .exceptDateRange(from: from, to: to)
        case .onlyMonths(let months): return .exceptMonths(months)
        case .weekOf(let d): return .exceptWeekOf(d)
        case .before(let bound): return .start(bound)
        case .loneDate(let d): return .except(weeks: [], dates: [d])
        case .after(let bound): return .end(bound)
        case .edge(let edge): return .edge(edge.negated)
        case .undetermined, .noise, .alternation, .aside, .emptyPlaceholder, .sessionOn, .sessionCount: return self
        case .restated, .weekDays, .resumesAfter, .activityIn, .unreadableRestatement: return self
        default: return nil
        }
    }
}

/// The short word lists of this file, built once.
private enum Words {
    /// "eine Woche", "zwei Wochen", "two weeks": counts written as words.
    static let smallCounts: [String: Int] = SessionEdgeWords.counts.merging(["eine": 1, "einer": 1, "one": 1, "a": 1]) { a, _ in a }
    /// "erst um 15:45", "bereits ab 8 Uhr", "later at 10:00": a time of day other than the row's.
    static let timeChange: Set<String> = ["erst", "schon", "bereits", "später", "spaeter", "früher", "frueher", "later", "earlier", "instead", "statt", "anstatt",
                                          "ausnahmsweise", "exceptionally", "diesmal", "abweichend"]
    /// "findet … statt", "wird … gehalten", "is held", "takes place": where a session is held.
    static let heldWords: Set<String> = ["statt", "gehalten", "abgehalten", "held", "place"]
    /// The finite verb that separates a session's own date from where it is held.
    static let finiteHoldingVerbs: Set<String> = ["findet", "wird", "is", "takes", "will"]
    /// "make up", "made up", "catch up": a session made up.
    static let upVerbs: Set<String> = ["make", "made", "makes", "making", "catch"]
    /// "zweimal", "twice": how often in a span.
    static let timesWords: Set<String> = ["einmal", "zweimal", "dreimal", "viermal", "fünfmal", "twice", "thrice"]
    /// "Wechsel ab KW 47", "switch from week 46", "Tausch ab …": a turn or change, of something not named.
    static let changeOfTurn: Set<String> = ["wechsel", "wechseln", "wechselt", "tausch", "tauschen", "getauscht", "switch", "switched", "swap", "swapped", "swaps"]
}
