/// "insg. 8 Termine, wöchentlich ab KW 43", "six meetings, weekly, starting 21 April", "6 Termine à 4
/// UE, 14-tägig ab 13.4.": a count of sessions with a start and a rhythm, and nothing else that bounds
/// the series, ends it after that many sessions (writers 6, 48, 49 and 54 give the dates; the count was
/// only checked against the planned dates, and flagged). It is read as the first sessions counted from
/// the start (`SessionEdge`, counted once the lecture-free days are gone: a holiday among them flags).
/// Without a rhythm ("12 Termine ab KW 41") the writers disagree: the count stays a check.
enum CountedSeries {
    static func reading(_ clauses: [ClauseReading]) -> [ClauseReading] {
        var counts: [(clause: Int, cue: Int, n: Int)] = []
        var hasStart = false, hasRhythm = false
        for (i, c) in clauses.enumerated() where c.subject == .sessions && c.polarity == .positive {
            for (k, cue) in c.cues.enumerated() {
                switch cue.kind {
                case .sessionCount(let n): counts.append((i, k, n))
                case .start(let bound): if case .session = bound {} else { hasStart = true }
                case .interval: hasRhythm = true
                case .end, .weeks, .dates, .dateRange, .blockDays, .onlyMonths, .edge, .phase, .parityPhase, .extra, .also, .kickoff, .resumes:
                    return clauses
                default: break
                }
            }
        }
        guard counts.count == 1, let count = counts.first, count.n >= 2, hasStart, hasRhythm else { return clauses }
        var out = clauses
        let c = clauses[count.clause]
        var cues = c.cues
        cues[count.cue] = Cue(.edge(SessionEdge(.first, count.n, .sessions, keep: true)), text: cues[count.cue].text)
        out[count.clause] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: c.unread)
        return out
    }
}
