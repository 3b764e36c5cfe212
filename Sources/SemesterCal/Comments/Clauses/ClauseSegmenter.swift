/// Splits a comment's tokens into clauses (SEMANTICS.md §4a): at `;`, brackets, `//`, and at
/// `,` `-` `/` `+` `&` "und" when they do not join two items of one list or range
/// ("KW 42, 44, 46", "KW 42 - 3", "14.10./21.10."), and before "dann", "danach", "sonst", "sowie",
/// "sondern", "aber" and their English counterparts.
///
/// A separator word stays with the clause it opens ("danach wöchentlich ab KW 43"): it tells the
/// rules how the clause relates to the one before.
enum ClauseSegmenter {
    /// The clauses as ranges of token indices, in order; separators belong to none.
    static func clauses(_ cursor: TokenCursor) -> [Range<Int>] {
        let tokens = cursor.tokens
        var ranges: [Range<Int>] = []
        var start = 0
        var i = 0
        var transparentClose = -1, restatementOpen = -1
        // "KW 41 (5.-9.10.) und KW 42 (12.-16.10.)": a list item ends with the week a bracket restates.
        func itemEnd(before i: Int) -> Int? { i - 1 == transparentClose && restatementOpen > 0 ? restatementOpen - 1 : nil }
        func close(at end: Int) {
            if end > start { ranges.append(start..<end) }
        }
        // The last negation before the token at hand (`negatesOnBothSides` asks whether the clause has one).
        var lastNegation = -1
        while i < tokens.count {
            let t = tokens[i]
            if i > 0, cursor.facts[i - 1]?.negation != nil { lastNegation = i - 1 }
            if case .symbol(let symbol) = t.kind {
                // Switched on as one scalar: comparing `Character`s takes Unicode's slow path at each case.
                let scalars = symbol.unicodeScalars
                let s: Unicode.Scalar = scalars.count == 1 ? scalars.first! : "\u{0}"
                switch s {
                case ";":
                    if continuesListAcrossSemicolon(tokens, at: i, cursor: cursor) || continuation(at: i + 1, after: i - 1, cursor: cursor) { break }
                    close(at: i); start = i + 1
                case "[", "]", "{", "}", "!", "\"", "“", "”", "„", "·", "•", "▪":
                    // "Übg. zu Kap. 2–4 · Raum G 101 · KW 42–47": a dot in the middle of the line parts items.
                    close(at: i); start = i + 1
                case "(":
                    // "(= 08.10.20)" restates the week before it: it belongs to that clause.
                    if i + 1 < tokens.count, tokens[i + 1].isSymbol("=") { break }
                    // "am 11.12. (Fr) nachgeholt": the weekday of the date before it.
                    if let close = weekdayOfDateClose(tokens, at: i, cursor: cursor) {
                        transparentClose = close
                        restatementOpen = -1
                        break
                    }
                    // "am Ostermontag (05.04.)": the date of the holiday before it, in the same clause.
                    if let close = datedHolidayClose(tokens, at: i, cursor: cursor) ?? namedWeekClose(tokens, at: i, cursor: cursor) {
                        transparentClose = close
                        restatementOpen = -1
                        break
                    }
                    // "bis KW 50 (ausschließlich)", "(inkl.)": a word in brackets qualifying the bound before it.
                    if i + 2 < tokens.count, let w = cursor.words[i + 1], Vocabulary.matches(w, anyOf: Vocabulary.boundQualifiers),
                       let close = [i + 2, i + 3].first(where: { $0 < tokens.count && tokens[$0].isSymbol(")") }),
                       close == i + 2 || tokens[i + 2].isSymbol(".") {
                        transparentClose = close
                        restatementOpen = -1
                        break
                    }
                    if let close = restatedDateClose(tokens, at: i, cursor: cursor) {
                        transparentClose = close
                        restatementOpen = i
                        break
                    }
                    close(at: i); start = i + 1
                case ")":
                    if i == transparentClose { break }
                    close(at: i); start = i + 1
                case ".":
                    if endsSentence(tokens, at: i, cursor: cursor) { close(at: i); start = i + 1 }
                case ",", "-", "/", "+", "&", "|":
                    if s == "&", i > 0, i + 1 < tokens.count, cursor.words[i - 1] != nil, cursor.words[i + 1] != nil,
                       tokens[i - 1].range.upperBound == t.range.lowerBound, t.range.upperBound == tokens[i + 1].range.lowerBound {
                        break  // "Q&A", "F&E": one word
                    } else if s == "|", (start..<i).contains(where: { cursor.facts[$0].map { $0.isStartWord || $0.isEndWord } ?? false })
                                || !(i > 0 && isListItemEnd(tokens[i - 1])) {
                        // "Start KW 42 | KW 44 entfällt", "KW 41–46 jede Woche | KW 47–3 nur ungerade Wochen": after a
                        // start or end, or after anything but a week or date, a bar separates statements as a line
                        // break would ("Termine: 9.10. | 23.10." stays one list).
                        close(at: i); start = i + 1
                    } else if s == "/", i + 1 < tokens.count, tokens[i + 1].isSymbol("/") {
                        close(at: i); start = i + 2; i += 1  // "//"
                    } else if s == "-", i + 2 < tokens.count, tokens[i + 1].isSymbol(">"),
                              cursor.facts[i + 2]?.weekday != nil || { if case .date = tokens[i + 2].kind { return true }; return false }() {
                        break  // "verschoben -> Sa 5.12.": an arrow to where the session goes
                    } else if s == "-", restatesAcrossDash(tokens, at: i, cursor: cursor) {
                        break  // "Beginn KW 44 – Di, 27.10.", "Beginn am 20.10. – KW 43"
                    } else if s == ",", i > start, cursor.words[i - 1].map({ ["monatlich", "monthly"].contains($0.text) }) == true {
                        break  // "monatlich, jeweils am ersten Mittwoch": which day of the month follows
                    } else if s == ",", cancelsTheDateBefore(at: i, cursor: cursor) {
                        break  // "Die Vorlesung am Dienstag, 1. Juni, fällt aus.": the date's own cancellation
                    } else if s == ",", endsWithAMoveVerb(at: i + 1, cursor: cursor) {
                        break  // "wird auf Mi, 11.11., verschoben": the verb of the clause, after its date
                    } else if s == ",", continuation(at: i + 1, after: i - 1, cursor: cursor) {
                        break  // "KW 13, 15, 17, and so on", "13.11., usw. bis 22.01."
                    } else if s == "," || s == "/", continuesCountedSessions(at: i + 1, from: start, cursor: cursor) {
                        break  // "Termin 1: 13.10., Termin 2: 3.11.", "erste Einheit 14.10., zweite 28.10."
                    } else if s == ",", boundThenADateOfItsOwn(at: i, from: start, cursor: cursor) {
                        // "donnerstags nur bis KW 48, am 27.10. entfällt die VL": a bound, then a date of its
                        // own with its preposition; two statements, not one list.
                        close(at: i); start = i + 1
                    } else if s == ",", datesAfterTheWeekOfAnotherEvent(at: i, from: start, cursor: cursor) {
                        close(at: i); start = i + 1
                    } else if s == ",", lastNegation >= start, negatesAfter(i, cursor: cursor) {
                        // "Sprechstunde entfällt in KW 45, am 15.12. keine Vorlesung": two cancellations,
                        // each of its own subject, not one list.
                        close(at: i); start = i + 1
                    } else if !joinsItems(tokens, at: i, itemEnd: itemEnd(before: i), cursor: cursor) {
                        close(at: i); start = i + 1
                    }
                default:
                    break
                }
            } else if case .month = t.kind, monthEndsSentence(tokens, at: i, cursor: cursor) {
                // "Conference from 9 to 13 Nov. The class of that week is cancelled.": the month's dot ends
                // the sentence too.
                close(at: i + 1); start = i + 1
            } else if t.ordinalValue != nil, numberEndsSentence(tokens, at: i, cursor: cursor) {
                // "I'm away in weeks 48 and 49. No lectures then.": the number's dot ends the sentence,
                // it does not make an ordinal of the last item.
                close(at: i + 1); start = i + 1
            } else if i > start, placeLabel(at: i, cursor: cursor) || correctionLabel(at: i, cursor: cursor) {
                // "… 24.10., 14.11. und 5.12. Ort: Campus Münchberg": where, after the dates, is a part of its own.
                // "last lecture 15 Dec. EDIT: last lecture is 12 Jan": so is a correction (`CorrectedBounds`).
                close(at: i); start = i
                i += 1
                continue
            } else if let w = cursor.words[i], i > start {
                let joinsList = Vocabulary.matches(w, anyOf: Vocabulary.listJoin)
                    && (joinsItems(tokens, at: i, itemEnd: itemEnd(before: i), cursor: cursor) || continuation(at: i, after: i - 1, cursor: cursor)
                        || (i >= 2 && tokens[i - 1].isSymbol(",") && continuation(at: i, after: i - 2, cursor: cursor))
                        || closesBetween(w, at: i, from: start, cursor: cursor)
                        // "until and including CW 25", "bis und mit KW 50": one end, inclusive.
                        || i + 1 < tokens.count && (cursor.facts[i - 1]?.isEndWord == true || cursor.words[i - 1]?.text == "to")
                            && (cursor.words[i + 1].map { ["including", "incl", "mit", "einschließlich", "inklusive"].contains($0.text) } ?? false)
                        || joinsElidedCompound(at: i, cursor: cursor) || joinsCountsFromBothEnds(at: i, cursor: cursor))
                // "nicht jedoch in KW 18": "jedoch" qualifies the negation before it, it opens nothing.
                let qualifiesNegation = i > 0 && cursor.words[i - 1].map { Vocabulary.negation($0, next: w) != nil } == true
                // "Termine sonst nach Ansage": after a lone dates noun the opener qualifies what it says of them.
                let followsDatesNoun = i == start + 1 && cursor.facts[start]?.subject.map { $0.subject == .sessions && $0.isOperator } == true
                // "Vorlesungsbeginn jedoch erst KW 43", "start however in week 43": the contrast qualifies
                // the lone start word before it, whose week follows.
                let qualifiesStart = i == start + 1 && cursor.facts[start]?.isStartWord == true
                    && Vocabulary.matches(w, anyOf: Vocabulary.contrastAdverbs)
                    // "die reguläre Vorlesung beginnt dann in KW 43": "dann" after a start verb places the start.
                    || i > start && cursor.facts[i - 1].map { $0.isStartWord && $0.word.count > 4 } == true && ["dann", "then"].contains(w.text)
                    // "Es findet dann keine Vorlesung statt", "there is no lecture then.": "dann" after the
                    // finite verb, or "then" closing its sentence, says when; it opens nothing.
                    || ["dann", "then"].contains(w.text) && (i > start && cursor.words[i - 1].map { Self.finiteVerbs.contains($0.text) } == true
                        || (i + 1 == tokens.count || tokens[i + 1].isSymbol(".") || tokens[i + 1].isSymbol("!"))
                            // ("regular classes until then": a bound to what came before, read on its own.)
                            && !(i > start && cursor.words[i - 1].map { ["until", "till", "bis", "since", "seit", "from", "ab"].contains($0.text) } == true))
                if Vocabulary.matches(w, anyOf: Vocabulary.clauseOpeners), !joinsList, !qualifiesNegation, !followsDatesNoun, !qualifiesStart {
                    // "Wochen 41-43 sowie 50-52": "sowie" between two items continues the list.
                    close(at: i); start = i
                } else if Vocabulary.matches(w, anyOf: Vocabulary.listJoin), !joinsList {
                    close(at: i); start = i + 1
                }
            }
            i += 1
        }
        close(at: tokens.count)
        return ranges
    }

    /// "bis 25.11., am 27.10. …", "nur bis KW 48, am 3.11. …": the comma after a start's or end's date or
    /// week, before "am"/"on" and a date.
    private static func boundThenADateOfItsOwn(at i: Int, from start: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        guard i + 2 < tokens.count, cursor.words[i + 1].map({ ["am", "on"].contains($0.text) }) == true,
              { if case .date = tokens[i + 2].kind { return true }; return false }() else { return false }
        // The bound word within the three tokens before the comma ("bis 25.11.", "bis KW 48", "until 25 Nov").
        return (max(start, i - 4)..<i).contains { k in
            cursor.words[k].map { ["bis", "until", "till", "ab", "from"].contains($0.text) } ?? false
        }
    }

    /// Finite verbs after which "dann" is an adverb of the clause ("Es findet dann keine Vorlesung statt").
    private static let finiteVerbs: Set<String> = ["findet", "finden", "fällt", "faellt", "entfällt", "entfallen", "ist", "sind", "gibt", "wird", "werden", "fallen"]

    /// "(Fr)" after a date: where the bracket closes.
    private static func weekdayOfDateClose(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Int? {
        guard i > 0, i + 2 < tokens.count, cursor.facts[i + 1]?.weekday != nil else { return nil }
        let close = tokens[i + 2].isSymbol(".") && i + 3 < tokens.count ? i + 3 : i + 2
        guard tokens[close].isSymbol(")") else { return nil }
        switch tokens[i - 1].kind {
        case .date: return close
        case .number, .month, .word: return endsAMonthNameDate(at: i - 1, cursor: cursor) ? close : nil
        default: return nil
        }
    }

    /// "am Dienstag, 1. Juni, fällt aus", "Am Montag, den 7.12., ist die Vorlesung abgesagt": after the
    /// comma that closes a date, a negation with no date of its own, up to the next separator.
    private static func cancelsTheDateBefore(at i: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        guard i > 0 else { return false }
        let closesADate: Bool
        if case .date = tokens[i - 1].kind { closesADate = true } else { closesADate = endsAMonthNameDate(at: i - 1, cursor: cursor) }
        guard closesADate else { return false }
        var j = i + 1, negates = false
        while j < tokens.count, ![",", ";", "(", ")"].contains(where: { tokens[j].isSymbol($0) }), !(tokens[j].isSymbol(".") && j + 1 < tokens.count) {
            switch tokens[j].kind {
            case .date, .month, .number, .ordinal, .weekMarker: return false
            default: break
            }
            // A cancellation ("fällt aus", "abgesagt"), or "nicht" with a verb of holding ("findet nicht
            // statt"); a plain "nicht" may be about a mode ("nicht online").
            if cursor.facts[j]?.negation == .cancellation { negates = true }
            if cursor.facts[j]?.negation == .plain, (i + 1..<min(tokens.count, i + 9)).contains(where: { k in
                cursor.words[k].map { ["statt", "stattfinden", "held", "place", "gehalten"].contains($0.text) } ?? false
            }) { negates = true }
            j += 1
        }
        return negates && j - i <= 8
    }

    /// ", verschoben" at the end of the comment or before the next separator: the clause's own verb.
    private static func endsWithAMoveVerb(at j: Int, cursor: TokenCursor) -> Bool {
        guard j < cursor.tokens.count, let w = cursor.words[j], Vocabulary.matches(w, anyOf: Vocabulary.movingWords) || Vocabulary.matches(w, anyOf: Vocabulary.makeUpWords) else { return false }
        return j + 1 == cursor.tokens.count || [".", ";", ",", ")"].contains { cursor.tokens[j + 1].isSymbol($0) }
    }

    /// "die ersten beiden und die letzten beiden Termine": sessions counted from both ends, the noun
    /// said once after the second count.
    /// A token that can end an item of a list of weeks or dates: a number, an ordinal, a date.
    private static func isListItemEnd(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .ordinal, .date: return true
        default: return false
        }
    }

    private static func joinsCountsFromBothEnds(at i: Int, cursor: TokenCursor) -> Bool {
        // "erste und letzte Vorlesungswoche", "first and last session": one of each, the noun said once.
        if i >= 1, SessionEdgeWords.isFirstOrLast(i - 1, cursor), !(i >= 2 && SessionEdgeWords.isCount(i - 2, cursor)),
           SessionEdgeWords.isFirstOrLast(i + 1, cursor), !SessionEdgeWords.isCount(i + 2, cursor) { return true }
        guard i >= 2, SessionEdgeWords.isFirstOrLast(i - 2, cursor), SessionEdgeWords.isCount(i - 1, cursor) else { return false }
        let next = cursor.words[i + 1].map { ["die", "the", "den"].contains($0.text) } == true ? i + 2 : i + 1
        return SessionEdgeWords.isFirstOrLast(next, cursor) && SessionEdgeWords.isCount(next + 1, cursor)
    }

    /// "Abgabe Hausarbeit KW 2, am 25.11. keine Vorlesung": a week of an exam, a registration or a
    /// submission, then "am"/"on" and a date: the date opens a clause of its own.
    /// "Klausur am 25.01., am 14.12. keine Vorlesung": a date of such an event, then "am" and a date
    /// in a clause that names the sessions or negates: the same (a second date alone may be the
    /// event's too: "Klausur am 25.01., am 1.02. Nachklausur").
    private static func datesAfterTheWeekOfAnotherEvent(at i: Int, from start: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        guard i >= 2, i + 2 < tokens.count,
              cursor.words[i + 1].map({ Vocabulary.matches($0, anyOf: Vocabulary.dateOn) }) == true else { return false }
        let afterWeek = tokens[i - 1].number != nil && tokens[i - 2].kind == .weekMarker
        let afterDate: Bool = { if case .date = tokens[i - 1].kind { return true }; return false }()
        let dateNext: Bool = {
            if case .date = tokens[i + 2].kind { return true }
            // "am 14. Dez."
            guard tokens[i + 2].ordinalValue != nil, i + 3 < tokens.count, case .month = tokens[i + 3].kind else { return false }
            return true
        }()
        guard afterWeek && { if case .date = tokens[i + 2].kind { return true }; return false }()
                || afterDate && dateNext && clauseNamesSessionsOrNegates(from: i + 2, cursor: cursor) else { return false }
        return (max(start, i - 12)..<i).contains { k in
            cursor.facts[k]?.subject.map { [.exam, .registration, .submission].contains($0.subject) } == true
        }
    }

    /// Whether the words from `j` up to the next comma or semicolon name the sessions or negate.
    private static func clauseNamesSessionsOrNegates(from j: Int, cursor: TokenCursor) -> Bool {
        var k = j
        while k < cursor.tokens.count, !cursor.tokens[k].isSymbol(","), !cursor.tokens[k].isSymbol(";") {
            if let facts = cursor.facts[k], facts.negation != nil || facts.subject?.subject == .sessions { return true }
            k += 1
        }
        return false
    }

    /// Whether the words at `j` say that the list whose item ends at `item` goes on ("usw.",
    /// "etc.", "and so on", "…").
    private static func continuation(at j: Int, after item: Int, cursor: TokenCursor) -> Bool {
        guard item >= 0, j < cursor.tokens.count, endsItem(cursor.tokens[item], cursor: cursor, at: item) || cursor.tokens[item].isSymbol(".") else {
            return false
        }
        var c = cursor
        c.position = j
        return c.take("…") || c.takeWord(in: Vocabulary.continuation) != nil || CommentRule.phrase(&c, Vocabulary.continuationPhrases)
    }

    /// "Buß- und Bettag", "Oster- und Pfingstmontag": "und" after a hyphen glued to a word joins the
    /// two halves of one compound noun (it is a list of nouns, not of clauses).
    private static func joinsElidedCompound(at i: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        guard i >= 2, i + 1 < tokens.count, tokens[i - 1].isSymbol("-"), cursor.words[i - 2] != nil,
              tokens[i - 2].range.upperBound == tokens[i - 1].range.lowerBound, let next = cursor.words[i + 1] else { return false }
        return Vocabulary.matches(next, anyOf: Vocabulary.holidays)
    }

    /// Whether the clause from `start` counts its first session ("Termin 1:", "erste Einheit") and
    /// the words at `j` count a later one ("Termin 2:", "zweite"): the numbered sessions of one list.
    private static func continuesCountedSessions(at j: Int, from start: Int, cursor: TokenCursor) -> Bool {
        guard j < cursor.tokens.count, cursor.words[j] != nil || cursor.tokens[j].ordinalValue != nil else { return false }
        var first = cursor
        first.position = start
        guard CommentRule.sessionNumbered(1, &first) else { return false }
        return (2...6).contains { count in
            var next = cursor
            next.position = j
            return CommentRule.sessionNumbered(count, &next)
        }
    }

    /// "KW 42; 44; 46", "Termine: 13.10.; 27.10.": a semicolon between two items of one kind (week
    /// numbers, or dates) continues the list when what follows it, up to the next semicolon, is
    /// nothing but the list's items: "Beginn KW 12; KW 15 und KW 16 entfallen" stays two clauses.
    private static func continuesListAcrossSemicolon(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Bool {
        guard i > 0, i + 1 < tokens.count else { return false }
        let before = tokens[i - 1]
        let isWeekList: Bool
        switch before.kind {
        case .number(let n) where !endsAMonthNameDate(at: i - 1, cursor: cursor):
            // A week number of a list that a week word opens ("KW 42; 44"), not a room's ("FC 011; KW 17").
            guard (1...53).contains(n), cursor.digitCount(of: before) <= 2, opensWithWeekWord(before: i - 1, cursor: cursor) else { return false }
            isWeekList = true
        case .date: isWeekList = false
        default:
            guard endsAMonthNameDate(at: i - 1, cursor: cursor) else { return false }
            isWeekList = false
        }
        var j = i + 1
        var items = 0
        while j < tokens.count, !tokens[j].isSymbol(";") {
            let t = tokens[j]
            switch t.kind {
            case .number(let n) where isWeekList && (1...53).contains(n) && cursor.digitCount(of: t) <= 2: items += 1
            case .weekMarker where isWeekList: break
            case .date where !isWeekList: items += 1
            // "Oct 14; Oct 28", "2nd Nov; 16th Nov", "Wed 14 Oct; Wed 28 Oct": dates with month names.
            case .month where !isWeekList: items += 1
            case .number(let n) where !isWeekList && (1...31).contains(n) && cursor.digitCount(of: t) <= 2: break
            case .ordinal(let n) where !isWeekList && (1...31).contains(n): break
            case .word where !isWeekList && (Vocabulary.ordinalSuffixes.contains(cursor.words[j]!) || cursor.facts[j]?.weekday != nil
                                             || Vocabulary.ofWord.contains(cursor.words[j]!)): break
            case .symbol(let s) where s == "," || s == "-" || s == "…": break
            case .word where Vocabulary.matches(cursor.words[j]!, anyOf: Vocabulary.listJoin): break
            default: return false
            }
            j += 1
        }
        return items > 0
    }

    /// Whether a date with a month name ends at `k`: "Oct 14", "Oct 14th", "14 Oct", "14. Okt".
    private static func endsAMonthNameDate(at k: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        func isDay(_ j: Int) -> Bool {
            guard j >= 0 else { return false }
            if let n = tokens[j].number ?? tokens[j].ordinalValue { return (1...31).contains(n) && cursor.digitCount(of: tokens[j]) <= 2 }
            return false
        }
        if case .month = tokens[k].kind { return isDay(k - 1) || (k > 1 && cursor.words[k - 1].map(Vocabulary.ofWord.contains) == true && isDay(k - 2)) }
        let day = cursor.words[k].map(Vocabulary.ordinalSuffixes.contains) == true ? k - 1 : k
        guard isDay(day), day > 0, case .month = tokens[day - 1].kind else { return false }
        return true
    }

    /// Whether the run of week numbers that ends at `item` ("KW 42, 43; …") begins with a week word.
    private static func opensWithWeekWord(before item: Int, cursor: TokenCursor) -> Bool {
        var j = item
        while j >= 0 {
            let t = cursor.tokens[j]
            if t.kind == .weekMarker { return true }
            guard t.number != nil || t.isSymbol(",") || t.isSymbol("-") || t.isSymbol(";") || t.isSymbol(":")
                    || (cursor.words[j].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false) else { return false }
            j -= 1
        }
        return false
    }

    /// Where the bracket opened at `i` closes, when it holds only the date(s) of the holiday or
    /// weekday named before it ("Buß- und Bettag (18.11.)", "Pfingstdienstag (25.5.)", "Mo (5.4.)",
    /// "Reformation Day (Oct 31)").
    private static func datedHolidayClose(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Int? {
        guard i > 0, let before = cursor.words[i - 1],
              cursor.facts[i - 1]?.weekday != nil || Vocabulary.matches(before, anyOf: Vocabulary.holidays)
                || (i > 1 && ["day", "tag"].contains(before.text) && cursor.words[i - 2].map { Vocabulary.matches($0, anyOf: Vocabulary.holidays) } == true)
        else { return nil }
        var j = i + 1
        var dates = 0
        var months = 0
        var days = 0
        while j < tokens.count, j - i <= 8 {
            let t = tokens[j]
            if t.isSymbol(")") { return dates > 0 || (months > 0 && days > 0) ? j : nil }
            if case .date = t.kind { dates += 1 } else if case .month = t.kind { months += 1 } else if let d = t.number ?? t.ordinalValue, (1...31).contains(d) { days += 1 } else if !(t.isSymbol(",") || t.isSymbol("/") || t.isSymbol("&") || t.isSymbol("+") || (cursor.words[j].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false)) {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// Where the bracket opened at `i` closes, when it holds only the week a named week before it is
    /// ("in der Pfingstwoche (KW 21)", "Projektwoche (KW 46)").
    private static func namedWeekClose(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Int? {
        guard i > 0, i + 3 < tokens.count, let before = cursor.words[i - 1], Vocabulary.namesAWeek(before),
              tokens[i + 1].kind == .weekMarker, tokens[i + 2].number != nil, tokens[i + 3].isSymbol(")") else { return nil }
        return i + 3
    }

    /// Where the bracket opened at `i` closes, when it holds only a date and follows a week's number
    /// ("Beginn KW 42 (14.10.)", "week 42 (Oct 14)", "bis 50. KW (8.12.)"): the date restates the
    /// week, as "(= 14.10.)" does, and the rule that read the week checks it.
    private static func restatedDateClose(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Int? {
        guard endsWithWeek(tokens, before: i),
              let end = dateRangeEnd(tokens, from: i + 1, cursor: cursor) ?? dateEnd(tokens, from: i + 1, cursor: cursor),
              end < tokens.count, tokens[end].isSymbol(")") else { return nil }
        return end
    }

    /// Where a range of days that starts at `k` ends ("26.-30.10.", "02.11.-06.11.", "Nov 16-20",
    /// "28.12.2020 - 01.01.2021"): the days of a week restating it. Nil when none starts there.
    private static func dateRangeEnd(_ tokens: [Token], from k: Int, cursor: TokenCursor) -> Int? {
        var k = k
        // "26.-30.10.", "26-30 Oct" (a bare day before the dash: its month follows the last day).
        if k < tokens.count, tokens[k].ordinalValue != nil || tokens[k].number != nil && k + 1 < tokens.count && tokens[k + 1].isSymbol("-") {
            k += 1
        } else if let end = dateEnd(tokens, from: k, cursor: cursor) { k = end } else { return nil }
        guard k < tokens.count, tokens[k].isSymbol("-") || (cursor.words[k].map { Vocabulary.matches($0, anyOf: Vocabulary.rangeJoin) } ?? false) else { return nil }
        k += 1
        if let end = dateEnd(tokens, from: k, cursor: cursor) { return end }
        return k < tokens.count && tokens[k].number != nil ? k + 1 : nil
    }

    /// Whether the dash at `i` stands between a week and the date that restates it, or a date and
    /// its week, each alone up to the clause's end ("Beginn KW 44 – Dienstag, 27. Okt.", "Start:
    /// KW 43 - 20.10.", "Vorlesungsbeginn am 20.10. – KW 43"): one clause, which the rule reading the
    /// bound checks. A date followed by more words ("KW 42 – 16.10. Einführung") is a clause of its own.
    private static func restatesAcrossDash(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Bool {
        func closesClause(_ k: Int) -> Bool {
            k == tokens.count || [",", ";", "-", "("].contains { tokens[k].isSymbol($0) }
        }
        if endsWithWeek(tokens, before: i), let end = dateEnd(tokens, from: i + 1, cursor: cursor) { return closesClause(end) }
        // "am 20.10. – KW 43": the week marker and its number, then the clause ends.
        guard i >= 1, case .date = tokens[i - 1].kind, i + 2 < tokens.count,
              tokens[i + 1].kind == .weekMarker, tokens[i + 2].number != nil else { return false }
        return closesClause(i + 3)
    }

    /// Whether a week's number ends just before `i`: "KW 44", "44. KW".
    private static func endsWithWeek(_ tokens: [Token], before i: Int) -> Bool {
        guard i >= 2 else { return false }
        return (tokens[i - 1].number != nil && tokens[i - 2].kind == .weekMarker)
            || (tokens[i - 1].kind == .weekMarker && (tokens[i - 2].ordinalValue ?? tokens[i - 2].number) != nil)
    }

    /// Where a date that starts at `k` ends: a weekday first if any ("Di, 27.10.", "Do. 8. Oktober"),
    /// then a date token, or a day and a month name in either order. Nil when no date starts there.
    private static func dateEnd(_ tokens: [Token], from k: Int, cursor: TokenCursor) -> Int? {
        var k = k
        if k < tokens.count, let w = cursor.words[k], Vocabulary.weekdays[w.text] != nil {
            k += 1
            if k < tokens.count, tokens[k].isSymbol(".") { k += 1 }
            if k < tokens.count, tokens[k].isSymbol(",") { k += 1 }
        }
        guard k < tokens.count else { return nil }
        if case .date = tokens[k].kind { return k + 1 }
        guard k + 1 < tokens.count else { return nil }
        let (a, b) = (tokens[k], tokens[k + 1])
        func isMonth(_ t: Token) -> Bool { if case .month = t.kind { return true }; return false }
        func isDay(_ t: Token) -> Bool { (t.number ?? t.ordinalValue).map { (1...31).contains($0) } ?? false }
        guard (isMonth(a) && isDay(b)) || (isDay(a) && isMonth(b)) else { return nil }
        var end = k + 2
        if end < tokens.count, tokens[end].isSymbol("."), isMonth(b) { end += 1 }  // "27. Okt."
        return end
    }

    /// "No lecture in CW 20. Please use the time …", "Exam: 5 Feb (written). Recordings weekly":
    /// a full stop after a number, a bracket or a long word, before a capitalised word, ends a
    /// sentence. Abbreviations ("inkl. Sa", "voraussichtl. KW 3", "Mo. 12.10.") do not.
    /// A month abbreviation with its dot ("Nov.") before a capitalised article or pronoun: a sentence
    /// ends with it.
    private static func monthEndsSentence(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Bool {
        guard i + 1 < tokens.count, cursor.characters[tokens[i].range.upperBound - 1] == ".", let next = cursor.words[i + 1],
              cursor.characters[tokens[i + 1].range.lowerBound].isUppercase else { return false }
        // "Exam 19 July. Lectures from week 13 only."
        return sentenceOpeners.contains(next.text) || ["lectures", "classes", "sessions", "no", "vorlesungen", "keine", "kein"].contains(next.text)
    }

    /// A number with its dot that ends a list of weeks or dates ("KW 47 und 48.", "weeks 48 and 49.")
    /// before a capitalised sentence opener: the dot ends the sentence. An ordinal before its noun
    /// ("49. KW", "die 3. Woche") has no opener after it.
    private static func numberEndsSentence(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Bool {
        guard i >= 1, i + 1 < tokens.count, cursor.characters[tokens[i].range.upperBound - 1] == ".", let next = cursor.words[i + 1],
              cursor.characters[tokens[i + 1].range.lowerBound].isUppercase,
              sentenceOpeners.contains(next.text) || ["no", "keine", "kein"].contains(next.text) else { return false }
        let before = tokens[i - 1]
        if before.kind == .weekMarker || before.isSymbol(",") || before.isSymbol("-") { return true }
        return cursor.words[i - 1].map { ["und", "and", "bis", "to", "u", "&"].contains($0.text) } ?? false
    }

    private static let sentenceOpeners: Set<String> = [
        "the", "this", "that", "there", "i", "we", "please", "our", "my", "die", "der", "das", "dann", "ich", "wir", "es", "bitte", "an",
    ]

    private static func endsSentence(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Bool {
        guard i > 0, i + 1 < tokens.count, let next = cursor.words[i + 1], next.count >= 2,
              cursor.characters[tokens[i + 1].range.lowerBound].isUppercase, Vocabulary.weekdays[next.text] == nil else { return false }
        let before = tokens[i - 1]
        if before.isSymbol(")") || before.number != nil { return true }
        guard let w = cursor.words[i - 1], w.count >= 5 else { return false }
        return !Vocabulary.abbreviations.contains(w.text) && Vocabulary.weekdays[w.text] == nil
    }

    /// Whether the separator at `i` joins two items of a list or a range: an item ends before it
    /// and one starts after it ("42, 44", "41 - 46", "14.10./21.10.", "Sa, 25.04.20", "Oktober/November").
    /// A hyphen glued between two words ("Online-Anmeldung") joins them too.
    /// "zwischen dem 2.11. und dem 14.12.", "between weeks 44 and 50": the first "und" after
    /// "zwischen" joins the range's two ends.
    private static func closesBetween(_ w: Word, at i: Int, from start: Int, cursor: TokenCursor) -> Bool {
        guard w.text == "und" || w.text == "and" else { return false }
        // The range's first end is a few words long ("zwischen dem 2. November").
        guard let opener = (max(start, i - 12)..<i).last(where: { cursor.words[$0].map { ["zwischen", "zw", "between"].contains($0.text) } ?? false }) else { return false }
        return !(opener + 1..<i).contains { cursor.words[$0].map { $0.text == "und" || $0.text == "and" } ?? false }
    }

    private static func endsADate(_ t: Token) -> Bool {
        switch t.kind {
        case .date, .month, .number: return true
        default: return false
        }
    }

    private static func startsADate(_ t: Token, _ facts: WordFacts?) -> Bool {
        switch t.kind {
        case .date, .month, .number: return true
        default: return facts?.weekdayName != nil || facts?.weekdayAbbreviation != nil
        }
    }

    /// `itemEnd`: where the item before ends when a bracket restating it stands between (else `i - 1`).
    private static func joinsItems(_ tokens: [Token], at i: Int, itemEnd: Int? = nil, cursor: TokenCursor) -> Bool {
        guard i > 0, i + 1 < tokens.count else { return false }
        let b = itemEnd ?? i - 1
        let before = tokens[b]
        let after = tokens[i + 1]
        // "3 Dec -> 4 Dec", "30.11. => 1.12.": an arrow between two dates is a move, not a separator.
        if tokens[i].isSymbol("-") || tokens[i].isSymbol("="), after.isSymbol(">"), tokens[i].range.upperBound == after.range.lowerBound,
           i + 2 < tokens.count, endsADate(before) || before.isSymbol(")"), startsADate(tokens[i + 2], cursor.facts[i + 2]) {
            return true
        }
        // "UC- Kurs", "Online- und Präsenzphase": a hyphen glued to the word before it elides a compound.
        if tokens[i].isSymbol("-"), before.word != nil, after.word != nil, before.range.upperBound == tokens[i].range.lowerBound {
            return true
        }
        // "14 - täglich", "3 - wöchig": a number and its interval unit, however spaced.
        if tokens[i].isSymbol("-"), before.number != nil, let unit = after.word,
           Vocabulary.dailyIntervalSuffix.contains(unit) || Vocabulary.weeklyIntervalSuffix.contains(unit) || unit == "täglich" || unit == "taeglich" {
            return true
        }
        // Glued on both sides ("14-tägig", "Online-Anmeldung", "mid-April", "BW 1/2"): one compound.
        if before.range.upperBound == tokens[i].range.lowerBound, tokens[i].range.upperBound == after.range.lowerBound,
           tokens[i].isSymbol("-") || tokens[i].isSymbol("/") || tokens[i].isSymbol("+") {
            return true
        }
        var next = i + 1
        // ", und 23": skip a joining word after the separator.
        if let w = cursor.words[next], Vocabulary.matches(w, anyOf: Vocabulary.listJoin), next + 1 < tokens.count { next += 1 }
        // "the 2nd and the 9th of November": the day's article repeated.
        if let w = cursor.words[next], w.text == "the", next + 1 < tokens.count, tokens[next + 1].number != nil || tokens[next + 1].ordinalValue != nil,
           endsItem(before, cursor: cursor, at: b) {
            next += 1
        }
        // "am 2.12. und am 9.12.", "on 3 Dec and on 10 Dec": the item's "am"/"on" repeated, before a date.
        if let w = cursor.words[next], Vocabulary.matches(w, anyOf: Vocabulary.dateOn), next + 1 < tokens.count,
           endsItem(before, cursor: cursor, at: b) {
            switch tokens[next + 1].kind {
            case .date, .month, .number, .ordinal: next += 1
            default: if cursor.facts[next + 1]?.weekday != nil { next += 1 }
            }
        }
        let endsWithWeekday = before.isSymbol(".") && b >= 1 && tokens[b - 1].word.map { Vocabulary.weekdays[$0] != nil } == true
        // "Mo., den 19.10.": the article between a weekday and its date.
        if endsWithWeekday || before.word.map({ Vocabulary.weekdays[$0] != nil }) == true,
           let w = cursor.words[next], Vocabulary.matches(w, anyOf: Vocabulary.dateArticles), next + 1 < tokens.count { next += 1 }
        guard endsItem(before, cursor: cursor, at: b) || endsWithWeekday, startsItem(tokens, at: next, cursor: cursor) else { return false }
        // "KW 42, 44, 46, 48 - KW 46 entfällt": weeks running backwards make no range (a winter
        // range runs on past the new year, "KW 42 - 3"): the dash starts a new clause.
        // Weeks with their years ("KW 49/20 - 02/21") are compared with their years by the reader.
        if tokens[i].isSymbol("-"), let a = before.number, !(b >= 1 && tokens[b - 1].isSymbol("/")) {
            let afterMarker = tokens[next].kind == .weekMarker ? next + 1 : next
            if afterMarker < tokens.count, !(afterMarker + 1 < tokens.count && tokens[afterMarker + 1].isSymbol("/")), let b = tokens[afterMarker].number, (1...53).contains(a), (1...53).contains(b), b < a, (a >= 27) == (b >= 27) {
                return false
            }
        }
        // "KW 42-46, KW 44 online": a week inside the range before it is no further item of the list but
        // something said of that week (its mode, its cancellation).
        if b >= 2, tokens[b - 1].isSymbol("-"), let low = tokens[b - 2].number, let high = before.number, low <= high {
            let numberAt = tokens[next].kind == .weekMarker ? next + 1 : next
            if numberAt < tokens.count, let week = tokens[numberAt].number, (low...high).contains(week) { return false }
        }
        // Only items of one kind join: "Ende Dezember, KW 49 fällt aus" is two clauses.
        switch tokens[next].kind {
        case .weekMarker:
            // "KW 20, KW 22 …, KW 26": the list goes on to its last item. A day or year after a month
            // ends a date, not a week ("… 2 July 2021, week 25 rescheduled", "exam Feb 3, KW 49
            // Blockwoche": two clauses).
            if before.number != nil, b >= 1, case .month = tokens[b - 1].kind { return false }
            return before.number != nil || before.ordinalValue != nil || before.kind == .weekMarker || before.isSymbol("…")
        case .month:
            if case .date = before.kind { return false }
            return before.kind != .weekMarker
        case .date:
            // "ab KW 43 - am 3.11. stattdessen Mi 4.11.": a week, then a date after a dash, is two
            // statements (a week and a date make no list, and "KW 43 – 20.10." restates across the dash).
            return !(tokens[i].isSymbol("-") && before.number != nil && b >= 1 && tokens[b - 1].kind == .weekMarker && next > i + 1)
        default:
            return true
        }
    }

    private static func endsItem(_ t: Token, cursor: TokenCursor, at index: Int) -> Bool {
        switch t.kind {
        // "im Hörsaal FA 012, am 12. Jan. …": three digits are no week and no day, but a room's code.
        // A year ends its week or date ("KW 45/2020 – KW 2/2021", "2 Dec 2020 and 13 Jan 2021").
        case .number(let n): return n <= 53 && cursor.digitCount(of: t) <= 2 || (1990...2100).contains(n)
        case .ordinal, .date, .month: return true
        case .weekMarker: return true  // "41. KW, 43. KW"
        case .word(let w):
            // "Sa, 25.04.20": a weekday names the date that follows; "Nov 5th and Nov 19th";
            // "Ostermontag, 5.4.": so does a holiday.
            return Vocabulary.weekdays[w] != nil || (["st", "nd", "rd", "th"].contains(w) && index > 0 && cursor.tokens[index - 1].number != nil)
                || (cursor.words[index].map { Vocabulary.matches($0, anyOf: Vocabulary.holidays) } ?? false)
        case .symbol(let s): return s == "…"  // "KW 41, 42, 43, …, 46": the list goes on to its last item
        default: return false
        }
    }

    private static func startsItem(_ tokens: [Token], at i: Int, cursor: TokenCursor) -> Bool {
        switch tokens[i].kind {
        case .number, .ordinal, .date, .weekMarker, .month: return true
        case .symbol(let s): return s == "…"  // "KW 42, 44, …": the list goes on
        case .word(let w):
            guard Vocabulary.weekdays[w] != nil else { return false }
            // "Mo 21.12., Mi 23.12.": a weekday before a date.
            var j = i + 1
            while j < tokens.count, tokens[j].isSymbol(",") || tokens[j].isSymbol(".") { j += 1 }
            if j < tokens.count, case .date = tokens[j].kind { return true }
            // "Fr., 20. Nov.": a weekday before a month-name date.
            if j + 1 < tokens.count, tokens[j].number != nil || tokens[j].ordinalValue != nil, case .month = tokens[j + 1].kind { return true }
            return false
        default: return false
        }
    }

    /// Whether the words after the comma at `i` (up to the next separator, at most eight tokens) hold a
    /// negation of their own.
    private static func negatesAfter(_ i: Int, cursor: TokenCursor) -> Bool {
        func negates(_ k: Int) -> Bool { cursor.facts[k]?.negation != nil }
        var k = i + 1
        while k < min(cursor.tokens.count, i + 9) {
            let t = cursor.tokens[k]
            if t.isSymbol(",") || t.isSymbol(";") || t.isSymbol("(") { return false }
            if negates(k) { return true }
            k += 1
        }
        return false
    }

    /// Labels of a place ("Ort:", "Location:", "Raum:") right after a date, a number or a dot: what
    /// follows says where, not when.
    private static let placeLabels: Set<String> = ["ort", "location", "venue", "treffpunkt", "raum", "room"]

    /// Labels of a correction ("Korrektur:", "EDIT:", "korrigiert:") after a date, a week or a dot.
    static let correctionLabels: Set<String> = ["korrektur", "korrigiert", "correction", "corrected", "edit", "berichtigung", "nachtrag"]

    private static func correctionLabel(at i: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        guard i > 0, i + 1 < tokens.count, let w = cursor.words[i], correctionLabels.contains(w.text), tokens[i + 1].isSymbol(":") else { return false }
        switch tokens[i - 1].kind {
        case .date, .number, .ordinal, .weekMarker, .month: return true
        case .symbol(let s): return s == "."
        default: return false
        }
    }

    private static func placeLabel(at i: Int, cursor: TokenCursor) -> Bool {
        let tokens = cursor.tokens
        guard i > 0, i + 1 < tokens.count, let w = cursor.words[i], placeLabels.contains(w.text), tokens[i + 1].isSymbol(":") else { return false }
        switch tokens[i - 1].kind {
        case .date, .number, .ordinal, .weekMarker: return true
        case .symbol(let s): return s == "." 
        default: return false
        }
    }
}
