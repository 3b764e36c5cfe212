import ICalendar

/// "in der letzten Oktoberwoche", "the third week of March", "erste Woche im Mai": a week counted within
/// a month. Which week that is depends on how a week belongs to a month, and people count in three
/// ways: from the week that holds the month's first day (its last day, for the last week), from the
/// week whose Monday is in the month, or from the week whose Thursday is (ISO's rule for years). Where
/// all three give the same calendar week, it is that week, and the words become a week marker and its
/// number, as if "KW 44" were written; where they differ ("2. Novemberwoche" 2020: KW 45 or KW 46? —
/// writers 35, 47 and 58 flag it), the words stay, and the reader flags them. Needs the term's years
/// (`FeastDates`): without them nothing changes.
enum WeeksOfAMonth {
    static func replacingWeeks(in tokens: [Token], feasts: FeastDates?) -> [Token] {
        guard let feasts, tokens.contains(where: { t in
            t.kind == .weekMarker || (t.word.map { $0.hasSuffix("woche") || $0.hasSuffix("wochen") } ?? false)
        }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            if let (n, k) = ordinal(tokens, at: i), let (month, end) = monthWeek(tokens, from: k),
               let week = week(n, of: month, feasts) {
                out.append(Token(.weekMarker, tokens[i].range.lowerBound..<tokens[k].range.lowerBound))
                out.append(Token(.number(week), tokens[k].range.lowerBound..<tokens[end - 1].range.upperBound))
                i = end
            } else {
                out.append(tokens[i])
                i += 1
            }
        }
        return out
    }

    /// An ordinal at `i` ("2.", "zweiten", "2nd", "last") and where what follows it starts.
    private static func ordinal(_ tokens: [Token], at i: Int) -> (Int, Int)? {
        if let n = tokens[i].ordinalValue, (1...5).contains(n) { return (n, i + 1) }
        if let n = tokens[i].number, (1...5).contains(n), i + 1 < tokens.count, let suffix = tokens[i + 1].word,
           ["st", "nd", "rd", "th"].contains(suffix) { return (n, i + 2) }
        if let w = tokens[i].word, let n = Vocabulary.countingOrdinals[w] { return (n, i + 1) }
        return nil
    }

    /// "Novemberwoche" (one word), or a week marker then "im"/"in"/"of" and a month; the month and where
    /// the words end.
    private static func monthWeek(_ tokens: [Token], from k: Int) -> (Int, Int)? {
        guard k < tokens.count else { return nil }
        if let w = tokens[k].word {
            for suffix in ["woche", "wochen"] where w.hasSuffix(suffix) && w.count > suffix.count + 2 {
                if let month = Vocabulary.months[String(w.dropLast(suffix.count))] { return (month, k + 1) }
            }
            return nil
        }
        guard tokens[k].kind == .weekMarker, k + 2 < tokens.count,
              tokens[k + 1].word.map({ ["im", "in", "of", "des"].contains($0) }) == true,
              case .month(let month) = tokens[k + 2].kind else { return nil }
        // "erste Woche im Mai 2021", "first week of May 10": a day or year after the month is something else.
        if k + 3 < tokens.count, tokens[k + 3].number != nil { return nil }
        var end = k + 3
        if end < tokens.count, tokens[end].isSymbol("."), tokens[end].range.lowerBound == tokens[k + 2].range.upperBound { end += 1 }
        return (month, end)
    }

    /// The calendar week counted `n`-th (-1: last) in `month`, when the three ways of counting agree;
    /// nil when they do not.
    private static func week(_ n: Int, of month: Int, _ feasts: FeastDates) -> Int? {
        let year = month >= 8 ? feasts.autumnYear : feasts.easterSunday.year
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return nil }
        let days = (0..<CalendarDate.daysInMonth(year: year, month: month)).map { first.adding(days: $0) }
        func nth(_ weekday: Int) -> CalendarDate? {
            let matching = days.filter { $0.isoWeekday == weekday }
            let index = n == -1 ? matching.count - 1 : n - 1
            return matching.indices.contains(index) ? matching[index] : nil
        }
        guard let monday = nth(1), let thursday = nth(4), let firstDay = days.first, let lastDay = days.last else { return nil }
        let byMonday = ISOWeek(containing: monday), byThursday = ISOWeek(containing: thursday)
        let byDays = ISOWeek(containing: n == -1 ? lastDay : firstDay.adding(days: 7 * (n - 1)))
        return byMonday == byThursday && byMonday == byDays ? byMonday.week : nil
    }
}
