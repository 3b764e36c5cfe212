/// "ab KW 42 -- Korrektur: ab KW 43", "Vorlesungsbeginn 6.10. (korrigiert: 13.10.)", "last lecture 15 Dec.
/// EDIT: last lecture is 12 Jan": a start or end, then a correction of it. The corrected bound holds; the
/// first is taken back. Both had been read: two different starts (flagged), or the first date alone.
///
/// Read only where the correction clause opens with its label ("Korrektur", "korr.", "korrigiert",
/// "EDIT", "correction", "Berichtigung", "Nachtrag") and the clause before it bounds the series: the
/// correction names a bound of its own kind, or one date or week alone in place of the only bound.
enum CorrectedBounds {
    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        for k in clauses.indices.dropFirst() where opensWithACorrection(readers[k], cursor) {
            guard let j = (0..<k).last(where: { clauses[$0].subject == .sessions && clauses[$0].cues.contains { $0.kind.isTemporal } }) else { continue }
            let earlier = bounds(in: out[j])
            let later = bounds(in: out[k])
            if later.starts > 0 || later.ends > 0 {
                // "Korrektur: ab KW 43": a bound of its own; the earlier bound of that kind is taken back.
                let dropStarts = later.starts > 0, dropEnds = later.ends > 0
                out[j] = replacing(out[j], cues: out[j].cues.filter { cue in
                    switch cue.kind {
                    case .start, .startAfter: return !dropStarts
                    case .end, .endBefore: return !dropEnds
                    case .sessionOn, .sessionInWeek: return !(dropStarts && earlier.starts > 0 || dropEnds && earlier.ends > 0)
                    default: return true
                    }
                })
            } else if earlier.starts + earlier.ends == 1, let new = oneDateOrWeek(readers[k]) {
                // "(korrigiert: 13.10.)", "Korrektur: erst am 15.10.": the one date or week in place of the bound.
                out[j] = replacing(out[j], cues: out[j].cues.compactMap { cue in
                    switch cue.kind {
                    case .start: return Cue(.start(new), text: clauses[k].text)
                    case .end: return Cue(.end(new), text: clauses[k].text)
                    case .sessionOn, .sessionInWeek:
                        switch new {
                        case .date(let d): return Cue(.sessionOn(d), text: cue.text)
                        case .week(let w): return Cue(.sessionInWeek(w), text: cue.text)
                        default: return nil
                        }
                    default: return cue
                    }
                })
                out[k] = ClauseReading(text: clauses[k].text, subject: .sessions, polarity: .positive, cues: [],
                                       unread: clauses[k].unread.filter { !dateWords.contains($0.reason) })
            }
        }
        return out
    }

    private static func opensWithACorrection(_ reader: ClauseReader, _ cursor: TokenCursor) -> Bool {
        guard let first = reader.range.first, let w = cursor.words[first] else { return false }
        return ClauseSegmenter.correctionLabels.contains(w.text)
    }

    /// How many starts and ends the clause's cues hold.
    private static func bounds(in clause: ClauseReading) -> (starts: Int, ends: Int) {
        var starts = 0, ends = 0
        for cue in clause.cues {
            switch cue.kind {
            case .start, .startAfter: starts += 1
            case .end, .endBefore: ends += 1
            default: break
            }
        }
        return (starts, ends)
    }

    /// The clause's one date or one week, and nothing else temporal.
    private static func oneDateOrWeek(_ reader: ClauseReader) -> Bound? {
        let temporal = reader.matches.filter { !$0.negated && $0.kinds.contains(where: \.isTemporal) }
        guard temporal.count == 1, temporal[0].kinds.count == 1 else { return nil }
        switch temporal[0].kinds[0] {
        case .loneDate(let d): return .date(d)
        case .dates(let d) where d.count == 1: return .date(d[0])
        case .weeks(let spans) where spans.count == 1 && spans[0].isSingleWeek: return .week(spans[0].from)
        default: return nil
        }
    }

    private static func replacing(_ c: ClauseReading, cues: [Cue]) -> ClauseReading {
        ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: c.unread)
    }

    /// What the reader said of a date or the label next to it, which the correction reads.
    private static let dateWords: Set<String> = ["an unknown word next to a date", "a date with no role the reader knows"]
}
