/// "Termine Do, außer in KW 47: dann Mi", "immer Di, außer KW 46: da Mi", "Termine Mo, except week 48
/// (then Tuesday)": the weeks or dates left out are those whose session is on another weekday. The
/// weekday after "da", "dann" or "then" was left unread, and the sessions were only left out
/// (silently). Read as a move to that weekday in those weeks (`CueKind.weekdayInstead`).
enum ExceptionsOnAnotherWeekday {
    private static let thenWords: Set<String> = ["da", "dann", "then", "stattdessen", "instead"]

    static func placing(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices where clauses[i].cues.count == 1 {
            guard case .except(let weeks, let dates) = clauses[i].cues[0].kind else { continue }
            let day: Int
            var emptied: Int?
            if let d = weekdayAfterThen(readers[i].range, cursor, atStart: false) {
                day = d  // "außer KW 46: da Mi"
            } else if i + 1 < clauses.count, let d = weekdayAfterThen(readers[i + 1].range, cursor, atStart: true) {
                day = d  // "außer in KW 50, dann Freitag", "except week 48 (then Tuesday)"
                emptied = i + 1
            } else {
                continue
            }
            let c = clauses[i]
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: .positive,
                                   cues: [Cue(.weekdayInstead(day: day, insteadOf: nil, weeks: weeks, dates: dates, from: nil), text: c.text)], unread: c.unread)
            if let j = emptied {
                out[j] = ClauseReading(text: clauses[j].text, subject: clauses[j].subject, polarity: clauses[j].polarity, cues: [], unread: clauses[j].unread)
            }
        }
        return out
    }

    /// The weekday of "da Mi", "dann Freitag", "then Tuesday" ending the tokens (opening them too, with `atStart`).
    private static func weekdayAfterThen(_ range: Range<Int>, _ cursor: TokenCursor, atStart: Bool) -> Int? {
        var last = range.upperBound - 1
        while last > range.lowerBound, cursor.tokens[last].isSymbol(".") || cursor.tokens[last].isSymbol(":") { last -= 1 }
        guard last > range.lowerBound, let day = cursor.facts[last]?.weekday else { return nil }
        var then = last - 1
        if let w = cursor.words[then], ["am", "on", "auf"].contains(w.text), then > range.lowerBound { then -= 1 }
        guard let w = cursor.words[then], thenWords.contains(w.text), !atStart || then == range.lowerBound else { return nil }
        return day
    }
}
