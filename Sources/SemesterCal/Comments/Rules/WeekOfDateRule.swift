extension CommentRule {
    /// "Woche vom 7.12.", "week of 7 December", "in der Woche ab dem 30.11."; "Woche vom 16.11. bis
    /// 20.11.", "in der Woche 9.-13.11.", "week of Nov 16-20": a week named by its days.
    static let weekOfDate = CommentRule(
        "week by date",
        meaning: "the ISO week holding that date (named by its days: they must lie in one week)",
        startsOn: .weekMarker,
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard c.current?.kind == .weekMarker else { return nil }
                let plural = Vocabulary.pluralWeekMarkers.contains(c.text(from: c.position, to: c.position + 1).lowercased())
                c.advance()
                let namesItsDate = c.takeWord(in: Vocabulary.weekOfWords) != nil
                c.skipFiller()
                if let (from, to) = DateExpression.range(&c) {
                    // "in den Wochen 16.11.-27.11.": the days from … through …, whole weeks or not.
                    if plural { return [.dateRange(from: from, to: to)] }
                    return [.weekOf(from), .weekDays(week: nil, from: from, to: to)]
                }
                guard namesItsDate, let d = DateExpression.date(&c) else { return nil }
                // "Woche vom 9.11. bis Woche vom 30.11.": from the first week through the last.
                if let last = CommentRule.lastWeekOf(&c) { return [.start(.weekOf(d)), .end(.weekOf(last))] }
                return [.weekOf(d)]
            }
        },
        examples: [
            RuleExample("Woche vom 7.12.", reads: ["week of 07.12."]),
            RuleExample("nicht in der Woche vom 30.11.", reads: ["except week of 30.11."]),
            RuleExample("week of 7 December", reads: ["week of 07.12."]),
            RuleExample("Woche vom 9.11. bis Woche vom 30.11.", reads: ["start week of 09.11.", "end week of 30.11."]),
            RuleExample("Woche vom 16.11. bis 20.11.", reads: ["week of 16.11.", "one week: 16.11.–20.11."]),
            RuleExample("in der Woche 9.-13.11. keine Vorlesung", reads: ["except week of 09.11.", "one week: 09.11.–13.11."]),
            RuleExample("in den Wochen 16.11.-27.11. keine Vorlesung", reads: ["except 16.11.–27.11."]),
        ])
}
