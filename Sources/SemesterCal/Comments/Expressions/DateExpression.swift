/// Parses dates as lecturers write them.
///
/// - a date, optionally after a weekday: `14.10.`, `Sa, 25.04.20`, `Mo 21.12.`
/// - lists: `14.10./21.10./4.11.`, `20.4.,27.4.,4.5.`, `16.12. / 13.1. / 20.1.`
/// - ranges: `01.04. - 06.04.2020`, `26.09. bis 01.10.2020`, `21.-24.09.2020`
/// - days sharing a month named once: `13., 20. und 27. Oktober`, `13th, 20th and 27th of October`,
///   `Oct 13, 20 and 27`, `Nov 16-27`
enum DateExpression {
    /// One date, with an optional weekday before it.
    static func date(_ c: inout TokenCursor) -> DateRef? {
        c.attempt { c -> DateRef? in
            var weekday: Int?
            if let day = c.currentWeekday {
                weekday = day
                c.advance()
                c.take(".")
                c.take(",")
                c.takeWord(in: Vocabulary.dateArticles)
            }
            if case .date(let d, let m, let y)? = c.current?.kind {
                c.advance()
                return DateRef(day: d, month: m, year: y, weekday: weekday ?? weekdayInBrackets(&c))
            }
            guard let date = monthNameDate(&c) ?? slashDate(&c) else { return nil }
            return date.stated(on: weekday ?? weekdayInBrackets(&c))
        }
    }

    /// "am 11.12. (Fr)", "14.1. (Do)": the weekday in brackets right after a date.
    static func weekdayInBrackets(_ c: inout TokenCursor) -> Int? {
        c.attempt { c -> Int? in
            guard c.take("("), let day = c.currentWeekday else { return nil }
            c.advance()
            c.take(".")
            return c.take(")") ? day : nil
        }
    }

    /// "19/11", "26/11/2020", and month first as English writers put it, "11/19", "11/19/2020": day and
    /// month with a slash, read only where no other reading exists — the day above 12 (so the other
    /// order could not be meant), not in a week list ("KW 19/21", "17/19/21"), not a fraction or a
    /// code glued to other text. "11/9" (9 November or 11 September?) stays unread; "11/11" is the same
    /// day either way.
    static func slashDate(_ c: inout TokenCursor) -> DateRef? {
        c.attempt { c -> DateRef? in
            guard let (first, second, year) = slashPair(&c) else { return nil }
            switch (first, second) {
            case (13..., ...12): return DateRef(day: first, month: second, year: year)
            case (...12, 13...): return DateRef(day: second, month: first, year: year)
            // "11/11": the same day in either order.
            case _ where first == second: return DateRef(day: first, month: first, year: year)
            default: return nil
            }
        }
    }

    /// Two numbers up to 31 joined by a slash, with a year after a second slash if one is there ("26/11",
    /// "11/26/2020"), in the order written; not in a week list, not glued to other text.
    private static func slashPair(_ c: inout TokenCursor) -> (Int, Int, Int?)? {
        c.attempt { c -> (Int, Int, Int?)? in
            let start = c.position
            guard let a = c.current?.number, (1...31).contains(a), c.digitCount(of: c.current!) <= 2 else { return nil }
            if start > c.start {
                let before = c.tokens[start - 1]
                guard before.kind != .weekMarker, !before.isSymbol("/"), before.number == nil, !c.isGlued(0),
                      !continuesAWeekList(before: start, c) else { return nil }
            }
            c.advance()
            guard c.current?.isSymbol("/") == true, c.isGlued(0) else { return nil }
            c.advance()
            guard let b = c.current?.number, (1...31).contains(b), c.digitCount(of: c.current!) <= 2, c.isGlued(0) else { return nil }
            c.advance()
            var year: Int?
            if c.current?.isSymbol("/") == true, c.isGlued(0) {
                c.advance()
                guard let y = c.current?.number, c.isGlued(0), [2, 4].contains(c.digitCount(of: c.current!)) else { return nil }
                c.advance()
                year = y
            }
            // "19/11/3": anything else glued on is not a date.
            if let next = c.current, c.isGlued(0), next.number != nil || next.isSymbol("/") { return nil }
            return (a, b, year)
        }
    }

    /// Whether the tokens before `start` are a list of weeks that a week word opens ("KW 11, 12/13").
    /// The walk stops after two dozen tokens: "1, 1, 1, …" must not be read quadratically.
    private static func continuesAWeekList(before start: Int, _ c: TokenCursor) -> Bool {
        var j = start - 1
        while j >= max(c.start, start - 24) {
            let t = c.tokens[j]
            if t.kind == .weekMarker { return true }
            guard t.number != nil || t.isSymbol(",") || t.isSymbol("-") || t.isSymbol("+")
                    || (c.words[j].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false) else { return false }
            j -= 1
        }
        return false
    }

    /// "12. Oktober", "12. Okt. 2020", "12 October", "12th of November", "Oct 12", "November 12, 2020".
    static func monthNameDate(_ c: inout TokenCursor) -> DateRef? {
        c.attempt { c -> DateRef? in
            if case .month(let m)? = c.current?.kind {
                c.advance()
                guard let day = c.current?.number ?? c.current?.ordinalValue, (1...31).contains(day), c.digitCount(of: c.current!) <= 2 else { return nil }
                c.advance()
                // "ab November 14-tägig": the number is the interval's, glued to it by the hyphen.
                if c.current?.isSymbol("-") == true, c.isGlued(0), c.isGlued(1), c.position + 1 < c.tokens.count, c.words[c.position + 1] != nil { return nil }
                c.takeWord(in: Vocabulary.ordinalSuffixes)
                let year = c.attempt { c -> Int? in
                    c.take(",")
                    return fullYear(&c)
                }
                return DateRef(day: day, month: m, year: year)
            }
            guard let day = c.current?.number ?? c.current?.ordinalValue, (1...31).contains(day), c.digitCount(of: c.current!) <= 2 else { return nil }
            c.advance()
            c.takeWord(in: Vocabulary.ordinalSuffixes)
            c.takeWord(in: Vocabulary.ofWord)
            guard case .month(let m)? = c.current?.kind else { return nil }
            c.advance()
            return DateRef(day: day, month: m, year: fullYear(&c))
        }
    }

    /// A four-digit year after a month-name date ("12. Okt. 2020") or a month ("Dezember 2020").
    static func fullYear(_ c: inout TokenCursor) -> Int? {
        guard let t = c.current, let y = t.number, c.digitCount(of: t) == 4, (1900...2100).contains(y) else { return nil }
        c.advance()
        return y
    }

    /// "12/10, 26/10, 9/11, 23/11", "11/4 and 11/18": slash dates written in one order, which an item
    /// with a number above 12 fixes for all (9/11 is 9 November there). Mixed orders are left unread.
    static func slashList(_ c: inout TokenCursor) -> [DateRef]? {
        c.attempt { c -> [DateRef]? in
            var pairs: [(Int, Int, Int?)] = []
            guard let first = slashPair(&c) else { return nil }
            pairs.append(first)
            while let next = c.attempt({ c -> (Int, Int, Int?)? in
                guard c.take(",") || c.take(";") || c.take("&") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                c.takeWord(in: Vocabulary.listJoin)
                return slashPair(&c)
            }) {
                pairs.append(next)
            }
            let dayFirst = pairs.contains { $0.0 > 12 }, monthFirst = pairs.contains { $0.1 > 12 }
            guard pairs.count >= 2, dayFirst != monthFirst else { return nil }
            let dates = pairs.map { dayFirst ? ($0.0, $0.1, $0.2) : ($0.1, $0.0, $0.2) }
            guard dates.allSatisfy({ (1...12).contains($0.1) }) else { return nil }
            return dates.map { DateRef(day: $0.0, month: $0.1, year: $0.2) }
        }
    }

    /// Two or more dates separated by `/ , ; + und`.
    static func list(_ c: inout TokenCursor) -> [DateRef]? {
        if let slashes = slashList(&c) { return slashes }
        // "Termine 21.10 - 4.11 - 18.11 - 2.12": three or more dates chained by dashes.
        if let chain = c.attempt({ c -> [DateRef]? in
            guard let first = date(&c) else { return nil }
            var dates = [first]
            while let next = c.attempt({ c -> DateRef? in c.take("-") ? date(&c) : nil }) { dates.append(next) }
            return dates.count >= 3 ? dates : nil
        }) {
            return chain
        }
        // "Termine: 16.10. 30.10. 13.11.": three or more numeric dates one after another, spaces between.
        if let run = c.attempt({ c -> [DateRef]? in
            var dates: [DateRef] = []
            while case .date(let day, let month, let year)? = c.current?.kind {
                dates.append(DateRef(day: day, month: month, year: year))
                c.advance()
            }
            return dates.count >= 3 ? dates : nil
        }) {
            return run
        }
        return c.attempt { c -> [DateRef]? in
            var dates: [DateRef]
            let namesMonthFirst = opensWithMonth(c)
            if let shared = sharedMonth(&c) {
                dates = shared
            } else if let first = date(&c) {
                dates = [first]
            } else {
                return nil
            }
            while let next = c.attempt({ c -> DateRef? in
                // "the 13th of Oct. and the 20th of Oct.": the dot of a month's abbreviation.
                if case .month? = c.peek(-1)?.kind { c.take(".") }
                guard c.take("/") || c.take(",") || c.take(";") || c.take("+") || c.take("&") || c.take("|")
                        || c.takeWord(in: Vocabulary.listJoin) != nil
                else { return nil }
                c.takeWord(in: Words.dayArticles)
                if let d = date(&c) {
                    // "3.10., 24.10. sowie 21.11. bis 12.12.": the last item opens a range; the list ends before it.
                    let opensRange = c.attempt { c -> Bool? in
                        guard c.take("-") || c.takeWord(in: Vocabulary.rangeJoin) != nil, date(&c) != nil else { return nil }
                        return true
                    }
                    return opensRange == nil ? d : nil
                }
                // "Oct 13, 20 and 27": after a date that names its month first, bare days share it.
                guard namesMonthFirst, let previous = dates.last else { return nil }
                return laterDay(&c, after: previous)
            }) {
                dates.append(next)
            }
            return dates.count >= 2 ? dates : nil
        }
    }

    /// `01.04. - 06.04.2020`, `26.09. bis 01.10.2020`, `21.-24.09.2020` (the end's year applies to both).
    /// "13., 20. und 27. Oktober", "5, 12 and 19 Nov": days that share the month named after the last.
    static func sharedMonth(_ c: inout TokenCursor) -> [DateRef]? {
        c.attempt { c -> [DateRef]? in
            func day(_ c: inout TokenCursor) -> Int? {
                guard let t = c.current, let d = t.ordinalValue ?? t.number, (1...31).contains(d), c.digitCount(of: t) <= 2 else { return nil }
                c.advance()
                c.takeWord(in: Vocabulary.ordinalSuffixes)
                return d
            }
            let start = c.position
            if let known = c.memo.daysWithoutMonth, known.end == c.end, known.positions.contains(start) { return nil }
            guard let first = day(&c) else { return nil }
            var days = [first]
            while let next = c.attempt({ c -> Int? in
                guard c.take(",") || c.take("/") || c.take("&") || c.takeWord(in: Vocabulary.listJoin) != nil else { return nil }
                c.takeWord(in: Vocabulary.listJoin)
                c.takeWord(in: Words.dayArticles)  // "the 3rd and the 10th of May"
                return day(&c)
            }) {
                days.append(next)
            }
            // "13th, 20th and 27th of October".
            let beforeOf = c.position
            if c.takeWord(in: Vocabulary.ofWord) != nil, c.current.map({ if case .month = $0.kind { return false }; return true }) ?? true {
                c.position = beforeOf
            }
            guard case .month(let m)? = c.current?.kind else {
                c.memo.daysWithoutMonth = (start..<c.position, c.end)
                return nil
            }
            guard days.count >= 2 else { return nil }
            c.advance()
            let year = c.attempt { c -> Int? in
                c.take(",")
                return fullYear(&c)
            }
            return days.map { DateRef(day: $0, month: m, year: year) }
        }
    }

    /// Whether the cursor stands on a month name ("Oct 13"): bare days after such a date share its month.
    private static func opensWithMonth(_ c: TokenCursor) -> Bool {
        if case .month? = c.current?.kind { return true }
        return false
    }

    /// A bare day later in the month of `previous` ("20" in "Oct 13, 20 and 27"), not a count or a
    /// time ("Dec 8, 15 Uhr") and not the day of another month ("Oct 13, 20 Nov").
    private static func laterDay(_ c: inout TokenCursor, after previous: DateRef) -> DateRef? {
        c.attempt { c -> DateRef? in
            guard let t = c.current, let day = t.number ?? t.ordinalValue, day > previous.day, day <= 31, c.digitCount(of: t) <= 2 else { return nil }
            c.advance()
            // "20th"; but "20er" or "20h" is no day.
            if c.isGlued(0), c.current?.word != nil, c.takeWord(in: Vocabulary.ordinalSuffixes) == nil { return nil }
            if let unit = c.currentWord, Vocabulary.matches(unit, anyOf: Vocabulary.countUnits) { return nil }
            if let next = c.current, case .month = next.kind { return nil }
            return DateRef(day: day, month: previous.month, year: previous.year)
        }
    }

    static func range(_ c: inout TokenCursor) -> (DateRef, DateRef)? {
        c.attempt { c -> (DateRef, DateRef)? in
            var startDay: Int?
            var start: DateRef?
            // A full date first ("vom 5. Nov. bis 17. Dez."), else a day whose month is the end's ("5.-17. Dez.").
            let namesMonthFirst = opensWithMonth(c)
            if let d = date(&c) {
                start = d
            } else if case .ordinal(let d)? = c.current?.kind {
                startDay = d
                c.advance()
            } else if case .number(let d)? = c.current?.kind,
                      c.peek(1)?.isSymbol("-") == true || c.peek(1)?.word.map({ ["to", "bis", "till", "until", "through", "thru"].contains($0) }) == true
                        // ("Gruppe 2 bis 13 Nov": a group's number, not a day.)
                        && !(c.position > 0 && c.facts[c.position - 1]?.subject != nil),
                      c.peek(2)?.number != nil, c.peek(3).map({ if case .month = $0.kind { return true }; return false }) == true {
                // "12-16 April", "26-30 Oct", "from 9 to 13 Nov": days of one month named once, after the last.
                startDay = d
                c.advance()
            } else {
                return nil
            }
            guard c.take("-") || c.takeWord(in: Vocabulary.rangeJoin) != nil else { return nil }
            c.takeWord(in: Words.toTheWords)  // "vom 2.11. bis zum 30.11."
            // "vom 23.11. bis einschließlich 7.12.", "bis einschl. 16.11.": the end is in anyway.
            if c.takeWord(in: Words.inclusiveWords) != nil { c.take(".") }
            // "Nov 16-27", "November 16 to 27": the end is a later day of the start's month.
            let shortEnd: DateRef? = namesMonthFirst && start != nil ? c.attempt { c in
                guard case .number? = c.current?.kind else { return nil }
                let end = laterDay(&c, after: start!)
                // "Nov 16 - Nov 27" and "Nov 16 - 27 Dec" name the end's month themselves.
                if let next = c.current, case .month = next.kind { return nil }
                return end
            } : nil
            guard let end = shortEnd ?? date(&c) else { return nil }
            // "21.10 - 4.11 - 18.11": dates chained by dashes are a list (`list`), not a range.
            if c.attempt({ c -> Bool? in c.take("-") && date(&c) != nil ? true : nil }) != nil { return nil }
            let from: DateRef
            if let day = startDay {
                guard (1...31).contains(day), day <= end.day else { return nil }
                from = DateRef(day: day, month: end.month, year: end.year)
            } else if let s = start {
                // The weekday it is said to be on stays ("Mon 20 Oct - Fri 23 Oct"): the planner checks it.
                from = DateRef(day: s.day, month: s.month, year: s.year ?? end.year, weekday: s.weekday)
            } else {
                return nil
            }
            return (from, end)
        }
    }
}

/// The short word lists of this file, built once (a list literal at the call builds a `WordList` at every call).
private enum Words {
    static let toTheWords: WordList = ["zum", "zur", "the"]
    static let dayArticles: WordList = ["the", "dem", "den"]
    static let inclusiveWords: WordList = ["einschließlich", "einschliesslich", "einschl", "inklusive", "inkl", "including", "incl"]
}
