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
                return [.weeks(spans)] + CommentRule.restatement(&c, of: spans[0].from)
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
            .flagged("KW 42, 44, 46 … 51"),
        ],
        counterExamples: [
            RuleExample("- PRÄSENZ für BW 1/2, ONLINE für WR 1/2 - Start KW 41", reads: ["start KW 41"]),
            RuleExample("hybrid in KW 43 und 45", reads: ["aside (mode)"]),
        ])
}
