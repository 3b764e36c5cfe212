extension CommentRule {
    /// "(14.10./21.10./4.11.)", "Termine: 16.12. / 13.1. / 20.1.", "Mo 21.12.", "Termin am Fr, 17.04.20",
    /// "12 Nov, 19 Nov and 3 Dec".
    static let explicitDates = CommentRule(
        "explicit dates",
        meaning: "exactly these dates replace the series",
        startsOn: .dateStart,
        startsOnWord: { $0.weekday != nil || Vocabulary.matches($0.word, anyOf: Vocabulary.explicitDates) },
        parse: { c in
            if let kinds = c.attempt({ c -> [CueKind]? in
                guard c.takeWord(in: Vocabulary.explicitDates) != nil else { return nil }
                c.take(":")
                c.takeWord(in: Vocabulary.dateOn)
                // "Termine 6.11.20 - 27.11.20": the sessions within a range of dates.
                if let (from, to) = DateExpression.range(&c) { return [.dateRange(from: from, to: to)] }
                if let dates = DateExpression.list(&c) { return [.dates(dates)] }
                if let d = DateExpression.date(&c) { return [.dates([d])] }
                return nil
            }) {
                return kinds
            }
            if let dates = DateExpression.list(&c) { return [.dates(dates)] }
            // "Mo, 2.11. bis Mo, 30.11.": a range whose ends name their weekdays.
            if c.currentFacts?.weekdayAbbreviation != nil, let (from, to) = DateExpression.range(&c) {
                return [.dateRange(from: from, to: to)]
            }
            // A single date counts only when a weekday names it: "Mo 21.12.".
            if c.currentFacts?.weekdayAbbreviation != nil, let d = DateExpression.date(&c) {
                return [.dates([d])]
            }
            return nil
        },
        examples: [
            RuleExample("an folgenden Terminen: 14.10., 28.10. und 11.11.", reads: ["dates 14.10., 28.10., 11.11."]),
            RuleExample("Termine: 9.10. | 23.10. | 6.11. | 20.11.", reads: ["dates 09.10., 23.10., 06.11., 20.11."]),
            RuleExample("- Online - (14.10./21.10./4.11.)", reads: ["dates 14.10., 21.10., 04.11."]),
            RuleExample("Termine: 16.12. / 13.1. / 20.1.", reads: ["dates 16.12., 13.01., 20.01."]),
            RuleExample("Mo 21.12.", reads: ["dates 21.12."]),
            RuleExample("Mo, 2.11. bis Mo, 30.11.", reads: ["date range 02.11.–30.11."]),
            RuleExample("Vorlesung nur am 19/11 und 26/11", reads: ["dates 19.11., 26.11."]),
            RuleExample("Gr. 1: 14.10./28.10., Gr. 2: 21.10./4.11.", reads: ["dates 14.10., 28.10.", "dates 21.10., 04.11."]),
            .flagged("Gruppe A ab KW 42, Gruppe B ab KW 43"),
            RuleExample("2020-11-12 und 2020-11-19", reads: ["dates 12.11.2020, 19.11.2020"]),
        ],
        counterExamples: [
            .flagged("Firmenbesuch 20.11."),
        ])
}
