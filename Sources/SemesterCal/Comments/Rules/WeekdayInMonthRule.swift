extension CommentRule {
    /// "jeden 1. Montag im Monat", "am 2. Dienstag im Dezember", "jeden ersten und letzten Mi im Monat",
    /// "last Wednesday of each month", "monatlich, jeweils am ersten Mittwoch": a weekday counted within
    /// each month, or within the months named. Without the month ("jeden 2. Di") it is no such rule:
    /// every second Tuesday (`interval`).
    static let weekdayInMonth = CommentRule(
        "weekday in a month",
        meaning: "only the n-th (or last) weekday of each month, or of the months named",
        startsOn: [.word, .ordinal, .number],
        startsOnWord: { Words.openers.contains($0.word.text) || Words.monthly.contains($0.word.text) || Vocabulary.countingOrdinals[$0.word.text] != nil },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                let monthly = c.takeWord(in: Words.monthlyList) != nil
                if monthly { c.take("."); _ = c.take(",") || c.take(":") || c.take("(") }
                while c.takeWord(in: Words.openerList) != nil {}
                guard let first = ordinal(&c) else { return nil }
                var ordinals = [first]
                while let next = c.attempt({ c -> Int? in
                    guard c.take(",") || c.take("+") || c.take("&") || c.takeWord(in: Words.andList) != nil else { return nil }
                    return ordinal(&c)
                }) { ordinals.append(next) }
                guard let word = c.currentWord, let weekday = Vocabulary.weekdays[word.text] else { return nil }
                c.advance()
                c.take(".")
                if monthly {
                    c.take(")")
                    return [.weekdaysInMonths(ordinals: ordinals, weekday: weekday, months: [])]
                }
                guard let months = c.attempt({ c -> [MonthRef]? in
                    guard c.takeWord(in: Words.ofList) != nil else { return nil }
                    while c.takeWord(in: Words.ofList) != nil {}
                    if c.takeWord(in: Words.monthList) != nil { return [] }
                    return CommentRule.months(&c)
                }) else { return nil }
                return [.weekdaysInMonths(ordinals: ordinals, weekday: weekday, months: months)]
            }
        },
        examples: [
            RuleExample("jeden 1. Montag im Monat", reads: ["the 1. Montag of every month"]),
            RuleExample("am 2. Dienstag im Dezember", reads: ["the 2. Dienstag of month 12"]),
            RuleExample("jeden ersten und letzten Mi im Monat", reads: ["the 1. and last Mittwoch of every month"]),
            RuleExample("last Wednesday of each month", reads: ["the last Mittwoch of every month"]),
            RuleExample("monatlich, jeweils am ersten Mittwoch", reads: ["the 1. Mittwoch of every month"]),
            RuleExample("jeden 2. Di", reads: ["interval 2", "on Dienstag"]),
        ])

    /// "2.", "2nd", "zweiten", "second", "letzten", "last": 1 to 5, or -1 for the last.
    private static func ordinal(_ c: inout TokenCursor) -> Int? {
        if let n = c.current?.ordinalValue, (1...5).contains(n) {
            c.advance()
            return n
        }
        if let n = c.current?.number, (1...5).contains(n), let suffix = c.peekWord(1), Vocabulary.matches(suffix, anyOf: Vocabulary.ordinalSuffixes) {
            c.advance()
            c.advance()
            return n
        }
        guard let word = c.currentWord, let n = Vocabulary.countingOrdinals[word.text] else { return nil }
        c.advance()
        return n
    }
}

/// The short word lists of this file, built once.
private enum Words {
    static let openers: Set<String> = ["jeden", "jeweils", "immer", "am", "an", "den", "der", "dem", "every", "each", "on", "the", "einmalig", "nur", "only"]
    static let openerList = WordList(Array(openers))
    static let monthly: Set<String> = ["monatlich", "monatl", "monthly"]
    static let monthlyList = WordList(Array(monthly))
    static let andList: WordList = ["und", "u", "and", "sowie"]
    static let ofList: WordList = ["im", "in", "of", "des", "eines", "jedes", "jeden", "each", "every", "the", "a", "pro", "per"]
    static let monthList: WordList = ["monat", "monats", "month"]
}
