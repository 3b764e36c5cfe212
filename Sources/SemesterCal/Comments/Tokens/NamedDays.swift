import ICalendar

/// The term's movable feasts: Easter Sunday of the term's spring (Easter, Ascension, Whitsun and
/// Corpus Christi are counted from it) and the year of its autumn (Buß- und Bettag is the Wednesday
/// before 23 November). The reader knows no term; the planner gives these to it, so that "nicht an
/// Fronleichnam" is a date like "nicht am 3.6.". Without them a movable feast stays a word, and a row
/// naming one is flagged (a holiday named without its date).
public struct FeastDates: Hashable, Sendable {
    let easterSunday: CalendarDate
    let autumnYear: Int

    public init(easterSunday: CalendarDate, autumnYear: Int) {
        self.easterSunday = easterSunday
        self.autumnYear = autumnYear
    }

    /// The feasts of a term: a winter term's spring is in the following year.
    public init(term: Term) {
        self.init(easterSunday: Easter.sunday(year: term.season == .winter ? term.year + 1 : term.year), autumnYear: term.year)
    }

    /// Day and month of a named day; the year follows from the term, as for any date written without one.
    fileprivate func date(_ rule: NamedDays.Rule) -> (day: Int, month: Int) {
        switch rule {
        case .fixed(let month, let day):
            return (day, month)
        case .easter(let offset):
            let d = easterSunday.adding(days: offset)
            return (d.day, d.month)
        case .repentanceDay:
            let nov22 = CalendarDate(year: autumnYear, month: 11, day: 22)!
            let d = nov22.adding(days: -((nov22.isoWeekday - 3 + 7) % 7))
            return (d.day, d.month)
        }
    }
}

/// Days a comment names by what they are: "an Allerheiligen", "bis einschl. Heiligabend", "no class
/// on Good Friday", "nach Ostern". Each becomes a date token where it stands, so every rule that
/// reads a date reads it ("entfällt am 1.11." and "entfällt an Allerheiligen" are one cue).
///
/// Only days with one date every student knows: fixed feasts, and those counted from Easter when the
/// term is known. "Weihnachten" (24th, 25th or 26th?), school holidays ("Pfingstferien") and carnival
/// ("Fasching") stay words, and stay flagged. "Easter break", "Ostern-Pause" are breaks, not the day.
enum NamedDays {
    fileprivate enum Rule { case fixed(month: Int, day: Int), easter(Int), repentanceDay }

    /// Names by their first word: the words that follow (symbols such as "." "'" "-" between them are
    /// skipped: "Hl. Drei Könige", "New Year's Day", "Buß- und Bettag").
    private static let names: [String: [(rest: [String], rule: Rule)]] = {
        let list: [([String], Rule)] = [
            (["heiligabend"], .fixed(month: 12, day: 24)), (["christmas", "eve"], .fixed(month: 12, day: 24)),
            (["silvester"], .fixed(month: 12, day: 31)), (["new", "year", "s", "eve"], .fixed(month: 12, day: 31)),
            (["neujahr"], .fixed(month: 1, day: 1)), (["neujahrstag"], .fixed(month: 1, day: 1)),
            (["new", "year", "s", "day"], .fixed(month: 1, day: 1)),
            (["allerheiligen"], .fixed(month: 11, day: 1)), (["all", "saints", "day"], .fixed(month: 11, day: 1)),
            (["reformationstag"], .fixed(month: 10, day: 31)), (["reformation", "day"], .fixed(month: 10, day: 31)),
            (["nikolaus"], .fixed(month: 12, day: 6)), (["nikolaustag"], .fixed(month: 12, day: 6)),
            (["heilige", "drei", "könige"], .fixed(month: 1, day: 6)), (["heilige", "drei", "koenige"], .fixed(month: 1, day: 6)),
            (["hl", "drei", "könige"], .fixed(month: 1, day: 6)), (["hl", "drei", "koenige"], .fixed(month: 1, day: 6)),
            (["dreikönigstag"], .fixed(month: 1, day: 6)), (["dreikoenigstag"], .fixed(month: 1, day: 6)),
            (["epiphanias"], .fixed(month: 1, day: 6)), (["epiphany"], .fixed(month: 1, day: 6)),
            (["tag", "der", "arbeit"], .fixed(month: 5, day: 1)), (["maifeiertag"], .fixed(month: 5, day: 1)),
            (["labour", "day"], .fixed(month: 5, day: 1)),
            (["tag", "der", "deutschen", "einheit"], .fixed(month: 10, day: 3)), (["tag", "der", "dt", "einheit"], .fixed(month: 10, day: 3)),
            (["german", "unity", "day"], .fixed(month: 10, day: 3)),
            (["martini"], .fixed(month: 11, day: 11)), (["martinstag"], .fixed(month: 11, day: 11)),
            (["st", "martin", "s", "day"], .fixed(month: 11, day: 11)), (["st", "nicholas", "day"], .fixed(month: 12, day: 6)),
            (["st", "nicholas", "s", "day"], .fixed(month: 12, day: 6)),
            (["christmas", "day"], .fixed(month: 12, day: 25)), (["boxing", "day"], .fixed(month: 12, day: 26)),
            (["erster", "weihnachtstag"], .fixed(month: 12, day: 25)), (["zweiter", "weihnachtstag"], .fixed(month: 12, day: 26)),
            (["erster", "weihnachtsfeiertag"], .fixed(month: 12, day: 25)), (["zweiter", "weihnachtsfeiertag"], .fixed(month: 12, day: 26)),
            (["rosenmontag"], .easter(-48)), (["faschingsdienstag"], .easter(-47)), (["shrove", "tuesday"], .easter(-47)),
            (["aschermittwoch"], .easter(-46)), (["ash", "wednesday"], .easter(-46)),
            (["gründonnerstag"], .easter(-3)), (["gruendonnerstag"], .easter(-3)), (["maundy", "thursday"], .easter(-3)),
            (["karfreitag"], .easter(-2)), (["good", "friday"], .easter(-2)),
            (["karsamstag"], .easter(-1)), (["ostersamstag"], .easter(-1)), (["holy", "saturday"], .easter(-1)),
            (["ostern"], .easter(0)), (["ostersonntag"], .easter(0)), (["easter"], .easter(0)), (["easter", "sunday"], .easter(0)),
            (["ostermontag"], .easter(1)), (["easter", "monday"], .easter(1)),
            (["weißer", "sonntag"], .easter(7)), (["weisser", "sonntag"], .easter(7)),
            (["christi", "himmelfahrt"], .easter(39)), (["himmelfahrt"], .easter(39)), (["ascension", "day"], .easter(39)),
            (["ascension"], .easter(39)),
            (["pfingstsamstag"], .easter(48)),
            (["pfingsten"], .easter(49)), (["pfingstsonntag"], .easter(49)), (["whitsun"], .easter(49)), (["whit", "sunday"], .easter(49)),
            (["pentecost"], .easter(49)),
            (["pfingstmontag"], .easter(50)), (["whit", "monday"], .easter(50)), (["pfingstdienstag"], .easter(51)),
            (["fronleichnam"], .easter(60)), (["corpus", "christi"], .easter(60)),
            (["neuen", "jahr"], .fixed(month: 1, day: 1)), (["new", "year"], .fixed(month: 1, day: 1)),
            (["buß", "und", "bettag"], .repentanceDay), (["buss", "und", "bettag"], .repentanceDay),
            (["buß", "u", "bettag"], .repentanceDay), (["buss", "u", "bettag"], .repentanceDay),
        ]
        var byFirst: [String: [(rest: [String], rule: Rule)]] = [:]
        for (words, rule) in list { byFirst[words[0], default: []].append((Array(words.dropFirst()), rule)) }
        // The longest name first: "easter monday" before "easter".
        return byFirst.mapValues { $0.sorted { $0.rest.count > $1.rest.count } }
    }()

    /// Words after a feast that make it a period, not the day: "Easter break", "Pfingsten-Pause".
    private static let periodWords: Set<String> = [
        "break", "holiday", "holidays", "vacation", "recess", "week", "weeks", "ferien", "pause", "woche", "wochenende", "weekend",
        "term", "season", "zeit",
    ]

    /// The tokens with each named day replaced by a date token spanning its words.
    static func replacingNames(in tokens: [Token], feasts: FeastDates?) -> [Token] {
        guard tokens.contains(where: { $0.word.map { names[$0] != nil || $0.hasPrefix("weihnachts") || $0 == "oster" || $0 == "pfingst" } ?? false }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            if let first = tokens[i].word, let candidates = names[first],
               let (end, rest, rule) = match(candidates, in: tokens, after: i),
               let dayAndMonth = date(rule, feasts), !beginsAPeriod(tokens, at: end),
               !boundOnly.contains([first] + rest) || followsABound(tokens, at: i),
               !besideADateOrWeek(tokens, from: i, to: end) {
                // "an Neujahr", "an Allerheiligen": the preposition of a named day is "am" of a date.
                if let last = out.last, last.word == "an" { out[out.count - 1] = Token(.word("am"), last.range) }
                out.append(Token(.date(day: dayAndMonth.day, month: dayAndMonth.month, year: nil), tokens[i].range.lowerBound..<tokens[end - 1].range.upperBound))
                i = end
            } else if let rule = elidedFeast(tokens, at: i), let dayAndMonth = date(rule, feasts) {
                // "Oster- u. Pfingstmontag": the first name's end is the second's.
                out.append(Token(.date(day: dayAndMonth.day, month: dayAndMonth.month, year: nil), tokens[i].range.lowerBound..<tokens[i + 1].range.upperBound))
                i += 2
            } else if let n = tokens[i].ordinalValue ?? tokens[i].number, (1...2).contains(n) {
                // "1. Weihnachtstag" is the 25th, "2. Weihnachtstag" the 26th: the ordinal is part of the name
                // (its dot may have been taken for a sentence's end before the capital).
                let k = tokens[i].number != nil && i + 1 < tokens.count && tokens[i + 1].isSymbol(".") ? i + 2 : i + 1
                if (tokens[i].ordinalValue != nil || k == i + 2), k < tokens.count, let w = tokens[k].word,
                   ["weihnachtstag", "weihnachtsfeiertag"].contains(w) {
                    out.append(Token(.date(day: 24 + n, month: 12, year: nil), tokens[i].range.lowerBound..<tokens[k].range.upperBound))
                    i = k + 1
                } else {
                    out.append(tokens[i])
                    i += 1
                }
            } else {
                out.append(tokens[i])
                i += 1
            }
        }
        return out
    }

    /// "Oster-" before "u."/"und"/"," and a feast ending in "montag" or "sonntag": "Ostermontag".
    private static func elidedFeast(_ tokens: [Token], at i: Int) -> Rule? {
        guard let stem = tokens[i].word, ["oster", "pfingst"].contains(stem), i + 3 < tokens.count, tokens[i + 1].isSymbol("-") else { return nil }
        var k = i + 2
        guard tokens[k].word.map({ ["u", "und", "and"].contains($0) }) == true || tokens[k].isSymbol(",") || tokens[k].isSymbol("&") else { return nil }
        k += 1
        if k < tokens.count, tokens[k].isSymbol(".") { k += 1 }
        guard k < tokens.count, let full = tokens[k].word else { return nil }
        for ending in ["montag", "sonntag"] where full.hasSuffix(ending) {
            if let rule = names[stem + ending]?.first(where: { $0.rest.isEmpty })?.rule { return rule }
        }
        return nil
    }

    private static func date(_ rule: Rule, _ feasts: FeastDates?) -> (day: Int, month: Int)? {
        if case .fixed(let month, let day) = rule { return (day, month) }
        return feasts?.date(rule)
    }

    /// Where the first candidate whose words follow `i` ends (exclusive), with its rule.
    private static func match(_ candidates: [(rest: [String], rule: Rule)], in tokens: [Token], after i: Int) -> (Int, [String], Rule)? {
        for candidate in candidates {
            var k = i + 1
            var matched = true
            for word in candidate.rest {
                while k < tokens.count, tokens[k].isSymbol(".") || tokens[k].isSymbol("'") || tokens[k].isSymbol("’") || tokens[k].isSymbol("-") { k += 1 }
                guard k < tokens.count, tokens[k].word == word else { matched = false; break }
                k += 1
            }
            if matched { return (k, candidate.rest, candidate.rule) }
        }
        return nil
    }

    /// Names that are a day only as a bound: "nach Ostern", "bis Pfingsten" (the Sunday), but "über
    /// Ostern", "an Pfingsten" may be the whole holiday; "Nikolaus" may be a name.
    private static let boundOnly: Set<[String]> = [["ostern"], ["easter"], ["pfingsten"], ["whitsun"], ["pentecost"], ["nikolaus"],
                                                   ["neuen", "jahr"], ["new", "year"]]

    private static func followsABound(_ tokens: [Token], at i: Int) -> Bool {
        // "Ostern bis Pfingsten": the start of a range.
        if i + 1 < tokens.count, tokens[i + 1].word.map({ ["bis", "to", "until", "till"].contains($0) }) == true || tokens[i + 1].isSymbol("-") {
            return true
        }
        // "ab dem neuen Jahr", "from the new year".
        let k = i >= 2 && tokens[i - 1].word.map({ ["dem", "the"].contains($0) }) == true ? i - 1 : i
        guard k > 0, let before = tokens[k - 1].word else { return false }
        return ["nach", "vor", "bis", "ab", "seit", "after", "before", "until", "till", "from", "since"].contains(before)
            || (tokens[i].word == "nikolaus" && ["an", "am"].contains(before))
    }

    /// "am Ostermontag (5.4.)", "13.5. (Himmelfahrt)", "KW 14 (nach Ostern)": a name beside the date or
    /// week it names, or in brackets, says why; the date is read, and the name is left as it was (a
    /// holiday word, as the reader knew it before names were dates).
    private static func besideADateOrWeek(_ tokens: [Token], from i: Int, to end: Int) -> Bool {
        func isDateOrWeek(_ k: Int) -> Bool {
            switch tokens[k].kind {
            case .date, .month: return true
            case .weekMarker:
                if k + 1 < tokens.count, tokens[k + 1].number != nil { return true }  // "KW 14"
                guard k > 0, tokens[k - 1].ordinalValue != nil else { return false }  // "14. KW"
                return !(k >= 2 && tokens[k - 2].word.map { ["jede", "jeder", "jeden", "every", "alle"].contains($0) } == true)  // not "jede 2. Woche"
            default: return false
            }
        }
        func isBreak(_ t: Token) -> Bool { t.isSymbol(",") || t.isSymbol(";") }
        // "entfällt (Karfreitag)", "ab KW 14 (nach Ostern)": a name alone in brackets says why of what stands
        // before; "(German Unity Day excluded)" says more, and is read.
        if (max(0, i - 2)..<i).contains(where: { tokens[$0].isSymbol("(") }) {
            return end == tokens.count || tokens[end].isSymbol(")")
        }
        var k = i - 1
        while k >= max(0, i - 3), !isBreak(tokens[k]) {
            if isDateOrWeek(k) { return true }
            k -= 1
        }
        k = end
        while k < min(tokens.count, end + 3), !isBreak(tokens[k]) {
            if isDateOrWeek(k) { return true }
            k += 1
        }
        // "nach Ostern (erster Termin 8.4.)": the bracket after it gives the date.
        if end < tokens.count, tokens[end].isSymbol("(") {
            k = end + 1
            while k < min(tokens.count, end + 8), !tokens[k].isSymbol(")") {
                if isDateOrWeek(k) { return true }
                k += 1
            }
        }
        return false
    }

    private static func beginsAPeriod(_ tokens: [Token], at k: Int) -> Bool {
        var k = k
        if k < tokens.count, tokens[k].isSymbol("-") { k += 1 }
        return k < tokens.count && tokens[k].word.map { periodWords.contains($0) } == true
    }
}
