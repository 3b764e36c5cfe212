extension CommentRule {
    /// "KW 17, 18, 19", "KW 41-46", "in KW 20", "41. - 48. KW", "Kalenderwochen 42, 44 und 46",
    /// "weeks 44/45", optionally restated "(= 08.10.20)".
    static let weeks = CommentRule(
        "weeks",
        meaning: "only these weeks (a list, a range, a single week; a WS range may wrap past the new year)",
        startsOn: .weekStart,
        parse: { c in
            guard let spans = WeekExpression.parse(&c) else { return nil }
            if spans.count == 1, spans[0].isSingleWeek {
                let restated = CommentRule.restatement(&c, of: spans[0].from)
                // "KW 43 (19.10.) bis KW 48 (23.11.)": a range whose ends each restate their date.
                if !restated.isEmpty, let last = c.attempt({ c -> (WeekRef, [CueKind])? in
                    guard c.takeWord(in: Vocabulary.rangeJoin) != nil || c.take("-"),
                          let end = WeekExpression.parse(&c), end.count == 1, end[0].isSingleWeek else { return nil }
                    return (end[0].from, CommentRule.restatement(&c, of: end[0].from))
                }) {
                    return [.weeks([WeekSpan(from: spans[0].from, to: last.0)])] + restated + last.1
                }
                return [.weeks(spans)] + restated
            }
            return [.weeks(spans)]
        },
        examples: [
            RuleExample("in der 42., 44. und 49. KW", reads: ["weeks KW 42, KW 44, KW 49"]),
            RuleExample("Kalendewochen 43 bis einschließlich 50", reads: ["weeks KW 43–KW 50"]),
            RuleExample("KW 42 | 44 | 46", reads: ["weeks KW 42, KW 44, KW 46"]),
            RuleExample("KW 42 bis KW 2, 2-wöchentlich", reads: ["weeks KW 42–KW 2", "interval 2"]),
            .flagged("KW 42, 44 (bzw. 43, 45)"),
            RuleExample("KW 15, 16, 17 sowie 22 und 23", reads: ["weeks KW 15, KW 16, KW 17, KW 22, KW 23"]),
            RuleExample("KW 17, 18, 19, 21, 22 und 23", reads: ["weeks KW 17, KW 18, KW 19, KW 21, KW 22, KW 23"]),
            RuleExample("KW 48/2020 bis KW 3/2021", reads: ["weeks KW 48/2020–KW 3/2021"]),
            RuleExample("Kalenderwochen 42, 44 und 46", reads: ["weeks KW 42, KW 44, KW 46"]),
            RuleExample("weeks 44/45", reads: ["weeks KW 44, KW 45"]),
            RuleExample("Wo. 45", reads: ["weeks KW 45"]),
            RuleExample("KW 43 (19.10.) bis KW 48 (23.11.)", reads: ["weeks KW 43–KW 48", "KW 43 = 19.10.", "KW 48 = 23.11."]),
            .flagged("KW 42, 44, 46 … 51"),
        ],
        counterExamples: [
            RuleExample("- PRÄSENZ für BW 1/2, ONLINE für WR 1/2 - Start KW 41", reads: ["start KW 41"]),
            RuleExample("hybrid in KW 43 und 45", reads: ["aside (mode)", "in the lecture period: KW 43, KW 45"]),
        ])
}

extension CommentRule {
    /// "KW 41–50, aber nicht 45", "ab KW 44, entfällt 46 + 51", "from week 13, not 17, 22": numbers
    /// right after a negation, in a comment that names weeks and no dates before them, are weeks
    /// (the clause's negation makes them an exclusion).
    static let bareWeeksAfterNegation = CommentRule(
        "weeks after a negation, without their week word",
        meaning: "the weeks the negation before them leaves out, when the comment names weeks and no dates before them",
        startsOn: .number,
        parse: { c in
            c.attempt { c -> [CueKind]? in
                var k = c.position - 1
                // "not in 14 or 19", "falls out in 44 and 48": a preposition between.
                if k >= c.start, let w = c.words[k], ["in", "im", "der", "den"].contains(w.text) { k -= 1 }
                guard k >= c.start, let w = c.words[k], Vocabulary.negation(w, next: c.words[k + 1]) != nil || ["out", "aus"].contains(w.text),
                      CommentRule.weeksAreTheContext(c), let spans = WeekExpression.parseBare(&c), CommentRule.endsItem(c),
                      spans.allSatisfy({ (1...53).contains($0.from.week) && (1...53).contains($0.to.week) }) else { return nil }
                return [.weeks(spans)]
            }
        },
        examples: [
            RuleExample("KW 41–50, aber nicht 45", reads: ["weeks KW 41–KW 50", "except KW 45"]),
            RuleExample("ab KW 44, entfällt 46 + 51", reads: ["start KW 44", "except KW 46, KW 51"]),
            RuleExample("from week 13, not 17, 22", reads: ["start KW 13", "except KW 17, KW 22"]),
            .flagged("ab 12.10., nicht 26"),
        ])
}
