/// Moves said without a verb of moving: "nicht am 12.11., sondern am Fr 13.11.", "in KW 44
/// ausnahmsweise am Montag", "am 2.11. stattdessen dienstags", "in weeks 51 and 53 on Tuesday instead",
/// "immer montags, nur in KW 50 am Donnerstag". They were flagged (a date on another weekday replacing
/// the series, a week read as the only one beside another weekday).
enum MovesInOtherWords {
    /// Words that make a weekday in a week or on a date an exception to the series' own.
    private static let exceptionWords: Set<String> = [
        "ausnahmsweise", "stattdessen", "ersatzweise", "diesmal", "instead", "exceptionally", "exception",
    ]
    private static let onlyWords: Set<String> = ["nur", "only"]

    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices where clauses[i].subject == .sessions && clauses[i].polarity == .positive {
            guard let (moved, restatedInBrackets) = weekdayInWeeksOrOnDates(i, clauses, readers, cursor) else { continue }
            out[i] = moved
            if restatedInBrackets {
                // The date in the brackets after it has its role now.
                let b = clauses[i + 1]
                out[i + 1] = ClauseReading(text: b.text, subject: b.subject, polarity: b.polarity, cues: [],
                                           unread: b.unread.filter { !$0.reason.hasPrefix("a date with no role") })
            }
        }
        for i in clauses.indices.dropLast() {
            if let later = notThenButLater(i, clauses, readers, cursor) { out[i + 1] = later }
            if let madeUp = weeksMadeUp(i, clauses, readers, cursor) { out[i + 1] = madeUp }
        }
        return weekdayFromAWeekOn(out, readers)
    }

    /// "mittwochs, ab KW 20 freitags", "bis KW 45 freitags, danach donnerstags": beside a clause naming
    /// the series' own weekday, another weekday from a week on is where the sessions move (set 54's
    /// writer keeps them in the row's calendar, as every moved session); the planner checks the series'
    /// weekday is the row's.
    private static func weekdayFromAWeekOn(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        func weekdays(_ c: ClauseReading) -> [Int] { c.cues.compactMap { if case .onWeekday(let d) = $0.kind { return d }; return nil } }
        var out = clauses
        // The weekdays named before each clause, and the last clause naming one weekday alone, kept as
        // the clauses are walked (not looked up again for each: a hostile comment has thousands).
        var namedBefore = Set<Int>()
        var ownBefore: Int?
        for i in clauses.indices {
            defer {
                namedBefore.formUnion(weekdays(clauses[i]))
                if weekdays(clauses[i]).count == 1, clauses[i].cues.count == 1 { ownBefore = weekdays(clauses[i]).first }
            }
            guard clauses[i].subject == .sessions, clauses[i].polarity == .positive else { continue }
            let c = clauses[i]
            guard c.cues.count == 2, weekdays(c).count == 1, let day = weekdays(c).first else { continue }
            // "Mon & Wed, from week 15 Mondays only": a course on several weekdays, one of them going on
            // alone (`WeekdayScopes` doubts it); only one weekday may be named before.
            let words = readers[i].range.compactMap { readers[i].cursor.words[$0]?.text }
            guard namedBefore.count <= 1, !words.contains(where: onlyWords.contains) else { continue }
            // "ab KW 20 freitags", with "mittwochs" in a clause of its own before it.
            if let start = c.cues.lazy.compactMap({ cue -> Bound? in if case .start(let b) = cue.kind { return b }; return nil }).first,
               let own = ownBefore, own != day {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                       cues: [Cue(.weekdayInstead(day: day, insteadOf: own, weeks: [], dates: [], from: start), text: c.text)], unread: c.unread)
                continue
            }
            // "bis KW 45 freitags, danach donnerstags": the series' weekday up to a week, another after it.
            if let end = c.cues.lazy.compactMap({ cue -> WeekRef? in if case .end(.week(let w)) = cue.kind { return w }; return nil }).first,
               i + 1 < clauses.count, readers[i + 1].opensWithSequence, clauses[i + 1].cues.count == 1,
               let later = weekdays(clauses[i + 1]).first, later != day {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues.filter { if case .end = $0.kind { return false }; return true }, unread: c.unread)
                let n = clauses[i + 1]
                out[i + 1] = ClauseReading(text: n.text, subject: n.subject, polarity: n.polarity,
                                           cues: [Cue(.weekdayInstead(day: later, insteadOf: day, weeks: [], dates: [], from: .weekAfter(end)), text: n.text)], unread: n.unread)
            }
        }
        return out
    }

    /// "nicht am 3.11., sondern am Mi 4.11.", "not on 12 Nov but on Friday 13 Nov": the date after
    /// "sondern" is where the session is held instead (on the series' own day it adds nothing: "nicht am
    /// 17.11., sondern erst am 24.11."). Its weekday, when not the row's, must be named (the planner checks).
    private static func notThenButLater(_ i: Int, _ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> ClauseReading? {
        guard clauses[i].cues.count == 1, case .except(let weeks, let left) = clauses[i].cues[0].kind, weeks.isEmpty, left.count == 1,
              let opener = cursor.words[readers[i + 1].range.lowerBound], ["sondern", "but"].contains(opener.text) else { return nil }
        let next = clauses[i + 1]
        let held: DateRef
        if next.cues.count == 1, case .dates(let d) = next.cues[0].kind, d.count == 1 {
            held = d[0]
        } else if next.cues.count == 1, case .loneDate(let d) = next.cues[0].kind {
            held = d
        } else {
            return nil
        }
        return ClauseReading(text: next.text, subject: next.subject, polarity: .positive, cues: [Cue(.also(weeks: [], dates: [held]), text: next.text)], unread: next.unread)
    }

    /// "Nachholtermine Sa 14.11. und Sa 9.1. (für KW 44 und KW 45)": the weeks or dates in brackets after
    /// added dates, said to be those they stand for, are left out (they were read as the only weeks).
    private static func weeksMadeUp(_ i: Int, _ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> ClauseReading? {
        guard !clauses[i].cues.isEmpty, clauses[i].cues.allSatisfy({ cue in
                  if case .extra(let added, let days) = cue.kind { return added.isEmpty && !days.isEmpty }
                  return false
              }),
              readers[i + 1].isParenthesised, let opener = cursor.words[readers[i + 1].range.lowerBound],
              ["für", "fuer", "for", "statt", "anstelle", "instead"].contains(opener.text) else { return nil }
        let next = clauses[i + 1]
        var weeks: [WeekSpan] = [], dates: [DateRef] = []
        for cue in next.cues {
            switch cue.kind {
            case .weeks(let spans): weeks += spans
            case .dates(let d): dates += d
            case .loneDate(let d): dates.append(d)
            default: return nil
            }
        }
        guard !(weeks.isEmpty && dates.isEmpty) else { return nil }
        return ClauseReading(text: next.text, subject: next.subject, polarity: next.polarity,
                             cues: [Cue(.except(weeks: weeks, dates: dates), text: next.text)], unread: next.unread)
    }

    /// "in KW 46 ausnahmsweise am Mittwoch", "am 9.11. stattdessen am Mittwoch", "am 15.10. ausnahmsweise
    /// Freitag (16.10.)": the weeks or the row's dates named, and the weekday the session is on instead.
    /// The clause read, and whether the clause after it restates the new date in brackets.
    private static func weekdayInWeeksOrOnDates(_ i: Int, _ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> (ClauseReading, Bool)? {
        let c = clauses[i], r = readers[i]
        var weeks: [WeekSpan] = [], dates: [DateRef] = [], days: [Int] = []
        for cue in c.cues {
            switch cue.kind {
            case .weeks(let spans): weeks += spans
            // "exception: in wk 21 we meet on Thursday": "exception" read as leaving the week out.
            case .except(let spans, let d): weeks += spans; dates += d
            case .dates(let d): dates += d
            case .onWeekday(let d): days.append(d)
            default: return nil
            }
        }
        guard days.count == 1, weeks.isEmpty != dates.isEmpty, dates.count <= 1 else { return nil }
        let words = r.range.compactMap { cursor.words[$0]?.text }
        let saysException = words.contains(where: exceptionWords.contains)
        // "immer montags, nur in KW 50 am Donnerstag": "only" makes an exception where another clause
        // names the series' own weekday.
        // ("donnerstags nur in KW 42-45", opening with its weekday, is about that weekday's sessions: `WeekdayScopes`.)
        let opensWithTheWeekday = r.range.first.flatMap { cursor.facts[$0]?.weekday } != nil
        let saysOnlyBesideTheSeriesDay = !opensWithTheWeekday && words.contains(where: onlyWords.contains) && clauses.indices.contains { k in
            k != i && clauses[k].cues.contains { cue in if case .onWeekday(let d) = cue.kind { return d != days[0] }; return false }
        }
        guard saysException || saysOnlyBesideTheSeriesDay else { return nil }
        // "am 26.10. stattdessen am Freitag": the Friday of that week, or the one before? Set 47's writer
        // flags it (b47-385); with the new date named it is read ("am 15.10. ausnahmsweise Freitag (16.10.)").
        let newDate = r.matches.flatMap(\.kinds).compactMap { kind -> DateRef? in
            if case .loneDate(let d) = kind, !dates.contains(d) { return d }
            if case .dates(let d) = kind, d.count == 1, !dates.contains(d[0]) { return d[0] }
            return nil
        }.first
        var cues = [Cue(.weekdayInstead(day: days[0], insteadOf: nil, weeks: weeks, dates: dates, from: nil), text: c.text)]
        var unread = c.unread
        var restatedInBrackets = false
        // "(16.10.)": the new date restated after the weekday, in the clause or in brackets after it; it
        // must lie in the old date's week.
        if let old = dates.first {
            if let restated = newDate {
                cues.append(Cue(.weekDays(week: nil, from: old, to: restated), text: c.text))
                unread.removeAll { $0.reason.hasPrefix("a date with no role") }
            } else if i + 1 < clauses.count, readers[i + 1].isParenthesised, readers[i + 1].range.lowerBound == r.range.upperBound + 1,
                      let restated = readers[i + 1].matches.flatMap(\.kinds).onlyDate {
                cues.append(Cue(.weekDays(week: nil, from: old, to: restated), text: clauses[i + 1].text))
                restatedInBrackets = true
            } else {
                unread.append(UnreadSpan(c.text, "a session on another weekday, and not said which one (that week's, or another?)"))
            }
        }
        // The words of the exception are read now.
        unread.removeAll { $0.reason.hasPrefix("a word about the dates that no rule read") }
        return (ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: unread), restatedInBrackets)
    }
}

private extension Array where Element == CueKind {
    /// The one date these kinds name, when that is all they name.
    var onlyDate: DateRef? {
        guard count == 1 else { return nil }
        switch self[0] {
        case .dates(let d) where d.count == 1: return d[0]
        case .loneDate(let d): return d
        default: return nil
        }
    }
}
