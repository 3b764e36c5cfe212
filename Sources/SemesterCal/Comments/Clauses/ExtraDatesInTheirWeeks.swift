/// "in KW 46 zusätzlich Do 12.11.", "zusätzlich in KW 50: Sa 12.12.", "in week 47 additionally on Friday
/// 20 Nov": an extra session named by its week and its date. The week says where the date lies; it
/// does not narrow the series to that week (it was read as the only week, silently). The planner
/// checks that the date lies in the week (`CueKind.weekDays`).
enum ExtraDatesInTheirWeeks {
    static func placing(_ clauses: [ClauseReading]) -> [ClauseReading] {
        clauses.map { c in
            guard c.polarity == .positive, c.cues.count == 2 else { return c }
            let week: WeekRef, dates: [DateRef]
            switch (c.cues[0].kind, c.cues[1].kind) {
            case (.weeks(let spans), .extra(let weeks, let named)) where weeks.isEmpty && !named.isEmpty && spans.count == 1 && spans[0].isSingleWeek:
                (week, dates) = (spans[0].from, named)
            case (.extra(let weeks, let none), .dates(let named)) where none.isEmpty && !named.isEmpty && weeks.count == 1 && weeks[0].isSingleWeek:
                (week, dates) = (weeks[0].from, named)
            default:
                return c
            }
            let text = c.cues[1].text
            let placed = [Cue(.extra(weeks: [], dates: dates), text: text)]
                + dates.map { Cue(.weekDays(week: week, from: $0, to: $0), text: c.cues[0].text) }
            return ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: placed, unread: c.unread)
        }
    }
}
