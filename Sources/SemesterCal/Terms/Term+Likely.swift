import ICalendar

extension Term {
    /// Guesses which term a set of timetable rows belongs to, for an error message only
    /// ("these rows look like WS2020, not SS2021").
    ///
    /// Each row casts at most one vote:
    /// - a block row votes with its start date: March–September → summer of that year,
    ///   October–December → winter of that year, January–February → winter of the year before;
    /// - a recurring row's dates are planning artefacts (winter rows start in March, summer
    ///   rows end in December), so it votes only when its end date is in January/February
    ///   (→ winter of the year before) or its start date is in April–July and its end date,
    ///   if any, is not in January/February (→ summer of the start year).
    ///
    /// The term with most votes wins; a tie goes to the later term; no votes gives nil.
    public static func likely(
        forRowDates rows: [(isBlock: Bool, start: CalendarDate?, end: CalendarDate?)]
    ) -> Term? {
        var votes: [Term: Int] = [:]
        for row in rows {
            if let term = vote(isBlock: row.isBlock, start: row.start, end: row.end) {
                votes[term, default: 0] += 1
            }
        }
        return votes.max { lhs, rhs in (lhs.value, lhs.key) < (rhs.value, rhs.key) }?.key
    }

    /// The term the rows point to when they contradict `asked`: no row votes for `asked`, and
    /// the recurring rows (or, when none votes, the blocks) vote for another term. Blocks count
    /// only without recurring votes, and not in February or March: a winter timetable lists its
    /// practice blocks in March, in the break before the summer term.
    public static func contradicting(
        _ asked: Term, rowDates rows: [(isBlock: Bool, start: CalendarDate?, end: CalendarDate?)]
    ) -> Term? {
        let recurring = rows.filter { !$0.isBlock }.compactMap { vote(isBlock: false, start: $0.start, end: $0.end) }
        // Blocks in February and March fall in the break between the terms and belong to either.
        let blocks = rows.filter { $0.isBlock && !($0.start.map { (2...3).contains($0.month) } ?? true) }
        let votes = recurring.isEmpty ? blocks.compactMap { vote(isBlock: true, start: $0.start, end: $0.end) } : recurring
        guard !votes.isEmpty, !votes.contains(asked) else { return nil }
        return likely(forRowDates: recurring.isEmpty ? blocks : rows.filter { !$0.isBlock })
    }

    /// The term one row votes for, if any.
    private static func vote(isBlock: Bool, start: CalendarDate?, end: CalendarDate?) -> Term? {
        if isBlock {
            guard let start else { return nil }
            switch start.month {
            case 1...2: return Term(season: .winter, year: start.year - 1)
            case 3...9: return Term(season: .summer, year: start.year)
            default: return Term(season: .winter, year: start.year)
            }
        }
        if let end, (1...2).contains(end.month) {
            return Term(season: .winter, year: end.year - 1)
        }
        if let start, (4...7).contains(start.month) {
            return Term(season: .summer, year: start.year)
        }
        return nil
    }
}
