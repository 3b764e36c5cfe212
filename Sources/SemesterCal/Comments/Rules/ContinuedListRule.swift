import ICalendar

extension CommentRule {
    /// "KW 12, 14, 16, …", "wk 13, 15, 17 ...", "KW 41, 42, 43 usw.", "13.10., 27.10., 10.11. usw.",
    /// "KW 43, 45, 47 … 51": a list in one step that goes on is the series from its first item in
    /// that step, up to the item after the "…" when one is named.
    static let continuedList = CommentRule(
        "list that goes on",
        meaning: "weeks or dates in one step, continued with … or usw.: from the first, every step-th week (to the last item named)",
        startsOn: TokenClasses.dateStart.union(.weekStart),
        startsOnWord: { $0.weekday != nil || Vocabulary.matches($0.word, anyOf: Vocabulary.explicitDates) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                let first: Bound
                let step: Int
                let weekList: Bool
                var listedDates: [DateRef] = []
                if let spans = weekItems(&c), spans.count >= 2, spans.allSatisfy(\.isSingleWeek) {
                    let weeks = spans.map(\.from.week)
                    guard weeks.allSatisfy({ $0 >= 1 && $0 <= 53 }), zip(weeks, weeks.dropFirst()).allSatisfy({ $0 < $1 }),
                          let s = oneStep(zip(weeks, weeks.dropFirst()).map { $1 - $0 }) else { return nil }
                    first = .week(spans[0].from)
                    step = s
                    weekList = true
                } else if let dates = c.attempt({ c -> [DateRef]? in
                    // "Termine 14.10., 28.10., 11.11. usw.": the dates noun of an explicit list.
                    if c.takeWord(in: Vocabulary.explicitDates) != nil {
                        c.take(":")
                        c.takeWord(in: Vocabulary.dateOn)  // "Termine am 16.10., 30.10., … usw."
                    }
                    return DateExpression.list(&c)
                }), dates.count >= 2, let days = dayNumbers(dates),
                          let s = oneStep(zip(days, days.dropFirst()).map { $1 - $0 }), s % 7 == 0 {
                    first = .date(dates[0])
                    listedDates = dates
                    step = s / 7
                    weekList = false
                } else {
                    return nil
                }
                _ = c.take(",") || c.take(";")
                guard c.take("…") || c.takeWord(in: Vocabulary.continuation) != nil || CommentRule.phrase(&c, Vocabulary.continuationPhrases)
                else { return nil }
                c.take(".")
                guard (1...3).contains(step) else { return nil }
                var kinds: [CueKind] = [.start(first), .interval(step)] + (listedDates.isEmpty ? [] : [.listed(listedDates)])
                // "… 51", "…, bis KW 51", "usw. bis 15.12.": the last item.
                // "KW 13, 15, 17, … bis Vorlesungsende": on to the end of the term, as stated.
                let toTermEnd = c.attempt { c -> Bool? in
                    c.take(",")
                    guard c.takeWord(in: Vocabulary.rangeJoin) != nil, let w = c.currentWord, w.count > 6, c.currentFacts?.isEndWord == true,
                          Vocabulary.matches(w, anyOf: Vocabulary.termEndWords) else { return nil }
                    c.advance()
                    return true
                } ?? false
                if toTermEnd {
                    // Weeks continued to the end run into the new year: past a week 53 "every other
                    // week" and "every odd week" part. Stated as both, the planner flags where they do.
                    guard weekList else { return kinds }
                    if step == 2, case .week(let w) = first { return kinds + [.parity(even: w.week % 2 == 0)] }
                    return kinds + [.undetermined]
                }
                if let last = c.attempt({ c -> Bound? in
                    c.take(",")
                    c.takeWord(in: Vocabulary.rangeJoin)
                    if weekList {
                        if c.current?.kind == .weekMarker { c.advance() }
                        guard let n = c.current?.number, (1...53).contains(n) else { return nil }
                        c.advance()
                        return .week(WeekRef(week: n))
                    }
                    return DateExpression.date(&c).map(Bound.date)
                }) {
                    guard isOnStep(first, last, step) else { return nil }
                    kinds.append(.end(last))
                } else if weekList, step <= 2 {
                    // "KW 12, 14, 16, …", "KW 41, 42, 43 usw.": weeks in one step go on to the end of
                    // the term (the reading of nine blind writers out of ten). Every other week is also
                    // that week parity: past a week 53 the two part and the planner flags.
                    if step == 2, case .week(let w) = first { return kinds + [.parity(even: w.week % 2 == 0)] }
                    return kinds
                } else {
                    // "Termine 14.10., 28.10., 11.11. usw.", every third week: to the end of the term,
                    // or only a few more? Readers disagree (blind sets 5 and 6 against 1, 11, 12): planned
                    // as the series in that step, and flagged.
                    kinds.append(.undetermined)
                }
                return kinds
            }
        },
        examples: [
            RuleExample("KW 13, 15, 17, ... bis Vorlesungsende", reads: ["start KW 13", "interval 2", "odd weeks"]),
            RuleExample("Termine 15.10., 29.10., 12.11. usw. bis Semesterende", reads: ["start 15.10.", "interval 2", "listed 15.10., 29.10., 12.11."]),
            RuleExample("Termine am 16.10., 30.10., 13.11. usw. (14-täglich)", reads: ["start 16.10.", "interval 2", "listed 16.10., 30.10., 13.11.", "interval 2"]),
            RuleExample("weeks 13, 15, 17, and so on", reads: ["start KW 13", "interval 2", "odd weeks"]),
            RuleExample("Termine (jew. Freitag): 16.10., 30.10., 13.11., usw. bis 22.01.",
                        reads: ["on Freitag", "start 16.10.", "interval 2", "listed 16.10., 30.10., 13.11.", "end 22.01."]),
            RuleExample("KW 41, 42, 43 usw.", reads: ["start KW 41", "interval 1"]),
            RuleExample("KW 16, KW 18, KW 20 ..., KW 26", reads: ["start KW 16", "interval 2", "end KW 26"]),
            // Read; planned in a winter term, every other week and the even weeks part at week 53 and the row flags.
            RuleExample("KW 42, 44, 46, …", reads: ["start KW 42", "interval 2", "even weeks"]),
            RuleExample("Termine 14.10., 28.10., 11.11. usw.", reads: ["start 14.10.", "interval 2", "listed 14.10., 28.10., 11.11.", "undetermined"], understood: false),
            RuleExample("KW 43, 45, 47 … 51", reads: ["start KW 43", "interval 2", "end KW 51"]),
            .flagged("KW 42, 44, 47 …"),
            .flagged("KW 43, 45, 47 … 50"),
            .flagged("14.10., 21.10., 4.11. usw."),
        ])

    /// The one difference between neighbours, if they all share it.
    /// The weeks of a list, each item maybe with its own week word: "KW 16, KW 18, KW 20 …" (a week
    /// expression ends at a comma before a new week word, for a negation after it).
    private static func weekItems(_ c: inout TokenCursor) -> [WeekSpan]? {
        guard var spans = WeekExpression.parse(&c) else { return nil }
        // Only rising single weeks can make such a list: reading on past anything else would read a
        // hostile "KW 1, KW 1, …" again from each of its items.
        while spans.allSatisfy(\.isSingleWeek), let more = c.attempt({ c -> [WeekSpan]? in
            guard c.take(","), c.current?.kind == .weekMarker, let next = WeekExpression.parse(&c),
                  next.allSatisfy(\.isSingleWeek), let last = spans.last, next[0].from.week > last.from.week else { return nil }
            return next
        }) {
            spans += more
        }
        return spans
    }

    private static func oneStep(_ steps: [Int]) -> Int? {
        guard let step = steps.first, step > 0, steps.allSatisfy({ $0 == step }) else { return nil }
        return step
    }

    /// Day numbers of dates written in order without years: a month before the previous one is
    /// in the next year (the step, not the term's year, is all that matters here).
    private static func dayNumbers(_ dates: [DateRef]) -> [Int]? {
        var year = 2001
        var previousMonth = 0
        var days: [Int] = []
        for d in dates {
            if d.month < previousMonth { year += 1 }
            previousMonth = d.month
            guard let date = CalendarDate(year: d.year.map { $0 < 100 ? 2000 + $0 : $0 } ?? year, month: d.month, day: d.day) else { return nil }
            days.append(date.dayNumber)
        }
        return days
    }

    /// Whether the last item lies on the list's step from its first.
    private static func isOnStep(_ first: Bound, _ last: Bound, _ step: Int) -> Bool {
        switch (first, last) {
        case (.week(let a), .week(let b)):
            // Across the new year the distance depends on the year's 52 or 53 weeks: only a weekly list goes there.
            guard b.week > a.week else { return step == 1 && b.week != a.week }
            return (b.week - a.week) % step == 0
        case (.date(let a), .date(let b)):
            guard let days = dayNumbers([a, b]) else { return false }
            let distance = days[1] - days[0]
            return distance > 0 && distance % (7 * step) == 0
        default:
            return false
        }
    }
}
