/// "Nicht am 9.11., sondern am 16.11. keine Vorlesung!", "Die Vorlesung entfällt nicht am 9.11., sondern
/// am 16.11.", "not in week 45 but in week 46: no class": a correction, "not X but Y". The week or date
/// after "nicht" is the one that stays; the one after "sondern" or "but" is called off. Both had been
/// called off (silently wrong), or the denied cancellation flagged.
///
/// Read only in the two shapes where what is called off is plain: the first clause holds a bare "nicht"
/// and the second its own cancellation; or the first holds the cancellation denied ("entfällt nicht")
/// and the second only the week or date that takes its place.
enum CorrectionsNotButRather {
    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices.dropLast() where clauses[i].subject == .sessions && clauses[i + 1].subject == .sessions {
            let first = readers[i], second = readers[i + 1]
            guard opensWithButRather(second, cursor), !first.analysis.negations.isEmpty,
                  first.matches.contains(where: \.negated), first.matches.allSatisfy({ $0.negated || !$0.kinds.contains(where: \.isTemporal) })
            else { continue }
            let denied = first.analysis.negations.contains { $0.kind == .cancellation }
            if !denied, first.analysis.negations.allSatisfy({ $0.kind == .plain }),
               second.matches.contains(where: \.negated), clauses[i + 1].polarity == .negated {
                // "Nicht am 9.11., sondern am 16.11. keine Vorlesung": the first date stays.
                out[i] = ClauseReading(text: clauses[i].text, subject: .sessions, polarity: .positive, cues: [], unread: clauses[i].unread)
            } else if denied, second.analysis.negations.isEmpty, let (weeks, dates) = named(in: clauses[i + 1]) {
                // "entfällt nicht am 9.11., sondern am 16.11.": the cancellation is the second's.
                out[i] = ClauseReading(text: clauses[i].text, subject: .sessions, polarity: .positive, cues: [],
                                       unread: clauses[i].unread.filter { $0.reason != deniedCancellation })
                out[i + 1] = ClauseReading(text: clauses[i + 1].text, subject: .sessions, polarity: .negated,
                                           cues: [Cue(.except(weeks: weeks, dates: dates), text: clauses[i + 1].text)], unread: clauses[i + 1].unread)
            }
        }
        return out
    }

    /// "sondern", or "but" right before "on", "in", "am", "the" (not "but only", "but online").
    private static func opensWithButRather(_ reader: ClauseReader, _ cursor: TokenCursor) -> Bool {
        let start = reader.range.lowerBound
        guard let w = cursor.words[start]?.text else { return false }
        if w == "sondern" { return true }
        guard w == "but", start + 1 < reader.range.upperBound else { return false }
        return cursor.words[start + 1].map { ["on", "in", "am", "the", "week", "wk"].contains($0.text) } ?? (cursor.tokens[start + 1].kind == .weekMarker)
    }

    /// The weeks or dates a clause names and says nothing else of.
    private static func named(in clause: ClauseReading) -> (weeks: [WeekSpan], dates: [DateRef])? {
        var weeks: [WeekSpan] = [], dates: [DateRef] = []
        for cue in clause.cues {
            switch cue.kind {
            case .weeks(let w): weeks += w
            case .dates(let d): dates += d
            case .loneDate(let d): dates.append(d)
            case .also(let w, let d): weeks += w; dates += d
            default: return nil
            }
        }
        return weeks.isEmpty && dates.isEmpty ? nil : (weeks, dates)
    }

    private static let deniedCancellation = "a cancellation that is itself negated"
}
