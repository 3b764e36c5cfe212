extension CommentRule {
    /// "KW 12, 14, 16, …", "wk 13, 15, 17 ...", "KW 41, 42, 43 usw.", "13.10., 27.10., 10.11. usw.": a
    /// list with one step that goes on is the series from its first item in that step.
    static let continuedList = CommentRule(
        "list that goes on",
        meaning: "weeks or dates in one step, continued with … or usw.: from the first, every step-th week",
        parse: { c in
            c.attempt { c -> [CueKind]? in
                var firstWeek: WeekRef?
                var steps: [Int] = []
                if let spans = WeekExpression.parse(&c), spans.count >= 2, spans.allSatisfy(\.isSingleWeek) {
                    let weeks = spans.map(\.from.week)
                    guard weeks.allSatisfy({ $0 >= 1 && $0 <= 53 }), zip(weeks, weeks.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
                    steps = zip(weeks, weeks.dropFirst()).map { $1 - $0 }
                    firstWeek = spans[0].from
                } else {
                    return nil
                }
                c.take(",")
                guard c.take("…") || c.takeWord(in: Vocabulary.continuation) != nil else { return nil }
                c.take(".")
                guard let step = steps.first, (1...3).contains(step), steps.allSatisfy({ $0 == step }), let first = firstWeek else { return nil }
                return [.start(.week(first)), .interval(step)]
            }
        },
        examples: [
            RuleExample("KW 12, 14, 16, …", reads: ["start KW 12", "interval 2"]),
            RuleExample("KW 41, 42, 43 usw.", reads: ["start KW 41", "interval 1"]),
            .flagged("KW 42, 44, 47 …"),
        ])
}
