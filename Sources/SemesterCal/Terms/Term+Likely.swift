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
        RowVotes(rows).likely
    }

    /// The term the rows point to when they contradict `asked` (`RowVotes.contradicting(_:)`).
    public static func contradicting(
        _ asked: Term, rowDates rows: [(isBlock: Bool, start: CalendarDate?, end: CalendarDate?)]
    ) -> Term? {
        RowVotes(rows).contradicting(asked)
    }

    /// The rows' votes, counted one row at a time: every planned row of a run is asked about,
    /// and a list of a million rows' dates was 70 MB.
    public struct RowVotes: Sendable {
        /// Every row's vote (`likely(forRowDates:)`).
        private var all: [Term: Int] = [:]
        private var recurring: [Term: Int] = [:]
        /// Blocks outside February and March (`contradicting(_:)`).
        private var blocks: [Term: Int] = [:]

        public init() {}

        init(_ rows: [(isBlock: Bool, start: CalendarDate?, end: CalendarDate?)]) {
            for row in rows { add(isBlock: row.isBlock, start: row.start, end: row.end) }
        }

        public mutating func add(isBlock: Bool, start: CalendarDate?, end: CalendarDate?) {
            guard let term = Term.vote(isBlock: isBlock, start: start, end: end) else { return }
            all[term, default: 0] += 1
            if !isBlock {
                recurring[term, default: 0] += 1
            } else if let start, !(2...3).contains(start.month) {
                // Blocks in February and March fall in the break between the terms and belong to either.
                blocks[term, default: 0] += 1
            }
        }

        /// The term with most votes; a tie goes to the later term; no votes gives nil.
        public var likely: Term? { Self.mostVoted(all) }

        /// The term the rows point to when they contradict `asked`: no row votes for `asked`, and
        /// the recurring rows (or, when none votes, the blocks) vote for another term. Blocks count
        /// only without recurring votes, and not in February or March: a winter timetable lists its
        /// practice blocks in March, in the break before the summer term.
        public func contradicting(_ asked: Term) -> Term? {
            let votes = recurring.isEmpty ? blocks : recurring
            guard !votes.isEmpty, votes[asked] == nil else { return nil }
            return Self.mostVoted(votes)
        }

        private static func mostVoted(_ votes: [Term: Int]) -> Term? {
            votes.max { lhs, rhs in (lhs.value, lhs.key) < (rhs.value, rhs.key) }?.key
        }
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
