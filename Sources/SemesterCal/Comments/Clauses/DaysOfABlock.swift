/// "Block: Di–Fr 12.–15.1.", "Blockwoche Mo-Do 22.-25.3.", "block Mon-Wed, 9-11 Nov": a span of days
/// with the weekdays it runs from and to is every day of it (the weekdays were left unread, and the
/// span narrowed the row's weekly series to its one day there, silently). Each day is a date of its
/// own, named with the weekday the span gives it, so that the planner checks the weekdays against
/// the calendar (`DateRef.weekday`).
enum DaysOfABlock {
    /// The longest span read as days of a block: two weeks.
    private static let longestSpan = 14

    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices where clauses[i].polarity == .positive {
            let c = clauses[i]
            guard let k = c.cues.firstIndex(where: { if case .dateRange = $0.kind { return true }; return false }),
                  case .dateRange(let from, let to) = c.cues[k].kind,
                  c.cues.allSatisfy({ cue in
                      switch cue.kind {
                      case .dateRange, .onWeekday: return true
                      default: return false
                      }
                  }),
                  let (first, last) = weekdayRange(readers[i].range, cursor),
                  let days = days(from: from, to: to), days.count <= longestSpan else { continue }
            let named = days.enumerated().map { offset, d in
                DateRef(day: d.day, month: d.month, year: d.year, weekday: offset == days.count - 1 ? last : (first - 1 + offset) % 7 + 1)
            }
            // "Blockwoche Mo-": the block's name and its first weekday are read now.
            let unread = c.unread.filter { span in !(span.text.map(namesTheBlock) ?? false) }
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [Cue(.dates(named), text: c.cues[k].text)], unread: unread)
        }
        return out
    }

    /// Text of nothing but a block's name ("Block", "Blockwoche", "Blocktage") and weekdays.
    private static func namesTheBlock(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }
        return !words.isEmpty && words.contains { $0.hasPrefix("block") }
            && words.allSatisfy { $0.hasPrefix("block") || Vocabulary.weekdays[String($0)] != nil }
    }

    /// "Di–Fr", "Mon-Wed", "Mo bis Do": two weekdays joined by a dash, "bis" or "to".
    static func weekdayRange(_ range: Range<Int>, _ cursor: TokenCursor) -> (Int, Int)? {
        for i in range where i + 2 < range.upperBound {
            guard let first = cursor.facts[i]?.weekday, let last = cursor.facts[i + 2]?.weekday, first != last,
                  cursor.tokens[i + 1].isSymbol("-") || cursor.tokens[i + 1].isSymbol("–")
                    || cursor.words[i + 1].map({ ["bis", "to", "through"].contains($0.text) }) == true else { continue }
            return (first, last)
        }
        return nil
    }

    /// The days from `from` through `to` as written (a year only where they name it); nil for a span
    /// running backwards or past the end of February (whose length depends on the year).
    private static func days(from: DateRef, to: DateRef) -> [DateRef]? {
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(from.month), (1...12).contains(to.month) else { return nil }
        var days: [DateRef] = []
        var (day, month) = (from.day, from.month)
        while days.count <= longestSpan {
            days.append(DateRef(day: day, month: month, year: month == from.month ? from.year : to.year))
            if day == to.day && month == to.month { return days }
            if day < lengths[month - 1] {
                day += 1
            } else {
                guard month != 2 else { return nil }
                (day, month) = (1, month % 12 + 1)
            }
        }
        return nil
    }
}
