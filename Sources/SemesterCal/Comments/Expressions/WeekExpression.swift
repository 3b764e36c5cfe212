/// Parses week expressions: the building block of most cues.
///
/// Accepted shapes (markers are `KW`, `week`, `calendar week`):
/// - `KW 20`, `KW45`, `KW 48/2020`
/// - lists: `KW 17, 18, 19 und 23`, `KW 17/19/21`, `KW 17 und KW 21`, `KW 42,44,46`
/// - ranges: `KW 41-46`, `KW 41 bis KW 46`, `KW 42-KW 1`, `KW 49/20 - 02/21`
/// - ordinals with a trailing marker: `25. KW`, `41. - 48. KW`
/// - lists of ranges: `KW 41 bis KW 46 + KW 1 bis KW 3`
enum WeekExpression {
    static func parse(_ c: inout TokenCursor) -> [WeekSpan]? {
        c.attempt(parseMarkerFirst) ?? c.attempt(parseOrdinalFirst)
    }

    /// `KW 41-46, 48 und 50`.
    private static func parseMarkerFirst(_ c: inout TokenCursor) -> [WeekSpan]? {
        guard c.current?.kind == .weekMarker else { return nil }
        c.advance()
        takeGluedHyphen(&c)  // "KW-17"
        c.take(".")  // "Kalenderwo. 2", "Wo. 44"
        c.take(":")
        skipNumberWord(&c)
        guard let first = span(&c) else { return nil }
        var spans = [first]
        while let next = c.attempt(listContinuation) { spans.append(next) }
        // "KW 52/54": a list that goes on with a number no week has is unreadable (54 was dropped, silently).
        if continuesWithAnImpossibleWeek(c) { return nil }
        return spans
    }

    private static func continuesWithAnImpossibleWeek(_ c: TokenCursor) -> Bool {
        guard let sep = c.current, sep.isSymbol("/") || sep.isSymbol(",") || sep.isSymbol("+") || (c.currentWord.map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false),
              let next = c.peek(1), let n = next.number ?? next.ordinalValue else { return false }
        return (n > 53 || n == 0) && c.digitCount(of: next) <= 2
    }

    /// `46`, `45 und 47`, `44-45`: weeks without their week word, where the comment's week word
    /// before them says what the numbers are ("KW 41-51 (außer 46)"). The caller checks that.
    static func parseBare(_ c: inout TokenCursor) -> [WeekSpan]? {
        c.attempt { c -> [WeekSpan]? in
            guard c.current?.number != nil, let first = span(&c) else { return nil }
            var spans = [first]
            while let next = c.attempt(listContinuation) { spans.append(next) }
            return spans
        }
    }

    /// `41. - 48. KW`, `25. KW`.
    private static func parseOrdinalFirst(_ c: inout TokenCursor) -> [WeekSpan]? {
        guard case .ordinal(let a)? = c.current?.kind else { return nil }
        c.advance()
        // "in der 42., 44. und 49. KW": ordinals listed before one week word.
        var listed = [a]
        while let next = c.attempt({ c -> Int? in
            guard c.take(",") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
            c.takeWord(in: Vocabulary.listJoin)
            guard case .ordinal(let n)? = c.current?.kind, (1...53).contains(n) else { return nil }
            c.advance()
            return n
        }) {
            listed.append(next)
        }
        if listed.count > 1 {
            guard c.current?.kind == .weekMarker, listed.allSatisfy({ (1...53).contains($0) }) else { return nil }
            c.advance()
            return listed.map { WeekSpan(WeekRef(week: $0)) }
        }
        if c.current?.kind == .weekMarker {
            c.advance()
            // "43. KW - 47. KW", "11.Kw bis 16.Kw": a range with the week word after each end.
            if let b = c.attempt(ordinalRangeEnd) { return [WeekSpan(from: WeekRef(week: a), to: WeekRef(week: b))] }
            return [WeekSpan(WeekRef(week: a))]
        }
        guard let b = c.attempt(ordinalRangeEnd) else { return nil }
        return [WeekSpan(from: WeekRef(week: a), to: WeekRef(week: b))]
    }

    /// `- 48. KW`, `bis zur 48. Kalenderwoche`: the end of a range of ordinals, with its week word.
    private static func ordinalRangeEnd(_ c: inout TokenCursor) -> Int? {
        guard c.take("-") || c.take("–") || c.takeWord(in: Vocabulary.rangeJoin) != nil else { return nil }
        c.takeWord(in: Words.toTheWords)
        guard case .ordinal(let b)? = c.current?.kind, (1...53).contains(b) else { return nil }
        c.advance()
        guard c.current?.kind == .weekMarker else { return nil }
        c.advance()
        return b
    }

    /// `, 48`, `/19`, `und 21`, `+ KW 1 bis KW 3`. A comma before a new week word ends the list
    /// ("KW 22-27, KW 25 fällt aus": the second item is a clause of its own for a negation after it).
    private static func listContinuation(_ c: inout TokenCursor) -> WeekSpan? {
        let comma = c.current?.isSymbol(",") == true
        guard c.take(",") || c.take("/") || c.take("+") || c.take("&") || c.take(";") || c.take("|")
                || c.takeWord(in: Vocabulary.listJoin) != nil
        else { return nil }
        c.takeWord(in: Vocabulary.listJoin)  // ", und 23"
        if c.current?.kind == .weekMarker {
            if comma { return nil }
            c.advance()
            c.take(".")
        }
        return span(&c)
    }

    /// "KW-17": a hyphen glued between the week word and its number.
    private static func takeGluedHyphen(_ c: inout TokenCursor) {
        if c.current?.isSymbol("-") == true, c.isGlued(0), c.peek(1)?.number != nil, c.isGlued(1) { c.advance() }
    }

    /// One item: a week or a range of weeks.
    /// "Woche Nr. 44", "week no. 44", "week #44": the number's own word after the week word.
    private static func skipNumberWord(_ c: inout TokenCursor) {
        if c.takeWord(in: Words.numberAbbreviations) != nil { c.take(".") } else { c.take("#") }
    }

    private static func span(_ c: inout TokenCursor) -> WeekSpan? {
        guard let from = weekRef(&c) else { return nil }
        let beforeJoin = c.position
        let dash = c.current?.isSymbol("-") == true
        if c.take("-") || c.takeWord(in: Vocabulary.rangeJoin) != nil {
            c.skipFiller()  // "43 bis einschließlich 50"
            if c.current?.kind == .weekMarker {
                c.advance()
                takeGluedHyphen(&c)  // "KW-17 bis KW-24"
                skipNumberWord(&c)  // "week no. 15 to week no. 22"
            }
            // "week 44 - week 44 presentation": the same week twice is no range; the dash parts two mentions.
            if let to = weekRef(&c) {
                if to != from || !dash { return WeekSpan(from: from, to: to) }
                c.position = beforeJoin
                return WeekSpan(from)
            }
            // "KW 44-4x", "CW 17-2O": a range whose end is mistyped is no week at all.
            if c.current?.number != nil, let next = c.peek(1), next.word != nil, c.isGlued(1) { return nil }
            // "weeks 41-61": an end that is no week makes the range unreadable, not a single week.
            if let end = c.current?.number, end > 53 || end == 0, c.digitCount(of: c.current!) <= 2 { return nil }
            c.position = beforeJoin
        }
        return WeekSpan(from)
    }

    /// `41`, `41.`, `48/2020`, `49/20` (two-digit year only when followed by a matching `- 02/21`).
    private static func weekRef(_ c: inout TokenCursor) -> WeekRef? {
        guard let t = c.current else { return nil }
        let week: Int
        switch t.kind {
        case .number(let n), .ordinal(let n): week = n
        default: return nil
        }
        guard week >= 1, week <= 53, c.digitCount(of: t) <= 2 else { return nil }
        // "KW 3O" (a letter for a zero), "KW 4a": not a week.
        if let next = c.peek(1), next.word != nil, next.range.lowerBound == t.range.upperBound { return nil }
        // "2-wöchentlich", "3-Wochen-Rhythmus": the number of a hyphenated compound.
        if let dash = c.peek(1), dash.isSymbol("-"), dash.range.lowerBound == t.range.upperBound,
           let next = c.peek(2), next.word != nil, next.range.lowerBound == dash.range.upperBound { return nil }
        c.advance()
        if c.current?.isSymbol("/") == true, let yearToken = c.peek(1), let year = yearToken.number {
            let digits = c.digitCount(of: yearToken)
            if digits == 4 {
                c.advance(); c.advance()
                return WeekRef(week: week, year: year)
            }
            if digits == 2, isTwoDigitYearRange(c) {
                c.advance(); c.advance()
                return WeekRef(week: week, year: 2000 + year)
            }
        }
        return WeekRef(week: week)
    }

    /// `49/20 - 02/21` or `02/21` after such a start: a range whose two sides
    /// both carry a two-digit year, the second equal to or one more than the first.
    private static func isTwoDigitYearRange(_ c: TokenCursor) -> Bool {
        // Looking at "/" YY; either "- W / YY'" follows, or we are that second side.
        func yy(_ offset: Int) -> Int? {
            guard let t = c.peek(offset), let n = t.number, c.digitCount(of: t) == 2 else { return nil }
            return n
        }
        if let y1 = yy(1), c.peek(2)?.isSymbol("-") == true, yy(3) != nil,
           c.peek(4)?.isSymbol("/") == true, let y2 = yy(5) {
            return y2 == y1 || y2 == y1 + 1
        }
        if let y2 = yy(1), c.peek(-2)?.isSymbol("-") == true, c.peek(-3).flatMap({ c.digitCount(of: $0) == 2 ? $0.number : nil }) != nil,
           c.peek(-4)?.isSymbol("/") == true, let t = c.peek(-3), let y1 = t.number {
            return y2 == y1 || y2 == y1 + 1
        }
        return false
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let toTheWords: WordList = ["zur", "zum", "the"]
    static let numberAbbreviations: WordList = ["nr", "no", "number", "nummer"]
}
