/// "Ich bin in KW 47 auf einer Tagung, die Vorlesung entfällt in dieser Woche", "Am 9.12. habe ich
/// Prüfungsaufsicht, an diesem Tag fällt die VL aus", "I'm away on 26 Nov and 3 Dec; both lectures are
/// cancelled": as lecturers write in e-mails, a reason with its week or dates comes first, and the
/// cancellation after it points back to them ("dieser Woche", "that day", "die beiden Termine"). Both
/// were flagged: the reason as unknown words next to a date, the cancellation as one without a date.
///
/// Read only where the clause right before is such a reason (about something else, or about the
/// sessions with words no list knows, and not itself a cancellation), and the pointer fits what it
/// names: a week for "dieser Woche" (or a span of days in it), days for "diesem Tag", exactly two
/// dates for "die beiden", weeks or one span of days for "in dieser Zeit" (two dates may mean the days
/// between them). Anything else stays flagged.
enum CancellationsPointingBack {
    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices {
            // Only a cancellation without its date, or days called off with a doubt, can point back: the
            // look for a pointer word is skipped elsewhere.
            let withoutADate = clauses[i].unread.contains { $0.reason.hasPrefix(cancelledWithoutADate) }
            guard withoutADate || clauses[i].cues.contains(where: { $0.kind == .undetermined }),
                  let pointer = pointer(in: readers[i], cursor) else { continue }
            // "Wegen einer Konferenz vom 16. bis 20.11. fällt die Sitzung in dieser Woche aus": the week
            // is that of the days the clause itself calls off.
            if pointer == .week, clauses[i].cues.contains(where: { callsOffDays($0.kind) }),
               clauses[i].cues.contains(where: { $0.kind == .undetermined }) {
                out[i] = replacing(clauses[i], cues: clauses[i].cues.filter { $0.kind != .undetermined })
                continue
            }
            // "gibt es in diesem Zeitraum keine Sprechstunde": what is called off is something else.
            guard i > 0, withoutADate,
                  !readers[i].analysis.subjects.contains(where: { $0.subject != .sessions }),
                  let r = reasonBefore(i, clauses, readers),
                  let cancelled = cancellation(pointer, of: readers[r], text: clauses[i].text) else { continue }
            out[i] = replacing(clauses[i], cues: [cancelled])
            let reason = clauses[r]
            out[r] = ClauseReading(text: reason.text, subject: .activity, polarity: reason.polarity,
                                   cues: [Cue(.aside(.activity), text: reason.text)],
                                   unread: reason.unread.filter { !reasonWords.contains($0.reason) })
        }
        return out
    }

    enum Pointer { case week, days, two, span, any }

    /// The reason the cancellation at `i` points back to: the clause right before it, or the one before
    /// up to two clauses that name no week or date and negate nothing ("Exkursion in KW 45 (Bus ab 7:30
    /// Uhr). In dieser Woche keine Vorlesung", "Am 17.6. ist Hochschulwahl, ich bin Wahlhelfer. Die
    /// Vorlesung entfällt daher.").
    private static func reasonBefore(_ i: Int, _ clauses: [ClauseReading], _ readers: [ClauseReader]) -> Int? {
        var r = i - 1
        while r >= 0, r >= i - 3 {
            if isAReason(clauses[r], readers[r]) { return r }
            guard !readers[r].hasTemporalCue, readers[r].analysis.negations.isEmpty, readers[r].matches.isEmpty else { return nil }
            r -= 1
        }
        return nil
    }

    /// What a clause points back to: "dieser Woche", "that week"; "diesem Tag", "those days"; "die
    /// beiden Termine", "both lectures"; "in dieser Zeit", "in diesem Zeitraum", "during that period"
    /// (the reason's weeks or span of days).
    private static func pointer(in reader: ClauseReader, _ cursor: TokenCursor) -> Pointer? {
        // "There will be no class then.": the pointer may be the clause's last word.
        if let last = reader.range.last(where: { cursor.words[$0] != nil }), let w = cursor.words[last]?.text,
           ["then", "dann", "daher", "therefore"].contains(w), last > reader.range.lowerBound {
            return .any
        }
        for i in reader.range.dropLast() {
            guard let w = cursor.words[i]?.text else { continue }
            let next = cursor.tokens[i + 1]
            let nextWord = cursor.words[i + 1]?.text
            if ["dieser", "derselben", "this", "that"].contains(w), next.kind == .weekMarker || nextWord == "week" || nextWord == "woche" {
                return .week
            }
            if ["diesem", "diesen", "dem", "jenem", "that", "those", "these"].contains(w), let n = nextWord, ["tag", "tagen", "day", "days", "terminen", "dates"].contains(n) {
                return .days
            }
            if ["beiden", "beide", "both"].contains(w), let n = cursor.facts[i + 1]?.subject, n.subject == .sessions { return .two }
            if ["dieser", "diesem", "this", "that"].contains(w), let n = nextWord, ["zeit", "zeitraum", "period", "time"].contains(n) {
                return .span
            }
            // "Die Vorlesung entfällt daher", "fällt dann aus", "there will be no class then": the reason's
            // week, days or span, whichever it names ("dann" and "then" not first: there they open a clause).
            if ["daher", "deshalb", "deswegen", "therefore", "hence"].contains(w)
                || ["dann", "then"].contains(w) && i > reader.range.lowerBound {
                return .any
            }
        }
        return nil
    }

    /// A clause giving a reason with its dates: about something else, or about the sessions with words
    /// no list knows next to its week or dates; never a cancellation itself.
    private static func isAReason(_ clause: ClauseReading, _ reader: ClauseReader) -> Bool {
        guard clause.polarity == .positive, reader.analysis.negations.isEmpty, !reader.matches.contains(where: \.negated) else { return false }
        return clause.subject != .sessions || clause.unread.contains { reasonWords.contains($0.reason) }
            // "Conference from 9 to 13 Nov.": a reason's noun, and no session noun.
            || !reader.analysis.subjects.contains(where: { $0.subject == .sessions })
            && reader.range.contains { i in reader.cursor.words[i].map { Vocabulary.absenceReasons.contains($0.text) } ?? false }
            // "I'm at a workshop on 3 Dec.", "Am 17.6. bin ich Wahlhelfer": where the lecturer is.
            || saysWhereTheLecturerIs(reader)
    }

    /// "ich bin", "bin ich", "I am", "I'm": the lecturer speaking of where they are.
    private static func saysWhereTheLecturerIs(_ reader: ClauseReader) -> Bool {
        let words = reader.range.compactMap { reader.cursor.words[$0]?.text }
        return zip(words, words.dropFirst()).contains { pair in
            switch pair {
            case ("ich", "bin"), ("bin", "ich"), ("i", "am"), ("i", "m"), ("i", "will"), ("ich", "werde"): true
            default: false
            }
        }
    }

    /// The cancellation the pointer makes of the reason's weeks or dates, if they fit it.
    private static func cancellation(_ pointer: Pointer, of reason: ClauseReader, text: String) -> Cue? {
        var weeks: [WeekSpan] = [], dates: [DateRef] = [], ranges: [(DateRef, DateRef)] = []
        for m in reason.matches {
            for kind in m.kinds {
                switch kind {
                case .weeks(let spans): weeks += spans
                case .dates(let d): dates += d
                case .loneDate(let d): dates.append(d)
                case .dateRange(let from, let to): ranges.append((from, to))
                default: break
                }
            }
        }
        switch pointer {
        case .week where !weeks.isEmpty && dates.isEmpty && ranges.isEmpty:
            return Cue(.except(weeks: weeks, dates: []), text: text)
        case .week where ranges.count == 1 && weeks.isEmpty && dates.isEmpty:
            return Cue(.exceptDateRange(from: ranges[0].0, to: ranges[0].1), text: text)
        case .span where !weeks.isEmpty && dates.isEmpty && ranges.isEmpty,
             .any where !weeks.isEmpty && dates.isEmpty && ranges.isEmpty:
            return Cue(.except(weeks: weeks, dates: []), text: text)
        case .span where ranges.count == 1 && weeks.isEmpty && dates.isEmpty,
             .any where ranges.count == 1 && weeks.isEmpty && dates.isEmpty:
            return Cue(.exceptDateRange(from: ranges[0].0, to: ranges[0].1), text: text)
        case .days where !dates.isEmpty && weeks.isEmpty && ranges.isEmpty,
             .any where !dates.isEmpty && weeks.isEmpty && ranges.isEmpty,
             .two where dates.count == 2 && weeks.isEmpty && ranges.isEmpty:
            return Cue(.except(weeks: [], dates: dates), text: text)
        default:
            return nil
        }
    }

    private static func callsOffDays(_ kind: CueKind) -> Bool {
        switch kind {
        case .exceptDateRange: return true
        case .except(_, let dates): return !dates.isEmpty
        default: return false
        }
    }

    /// The cancellation's clause with `cues`, and without what the pointer left unread.
    private static func replacing(_ c: ClauseReading, cues: [Cue]) -> ClauseReading {
        ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues,
                      unread: c.unread.filter { span in !pointerWords.contains { span.reason.hasPrefix($0) } })
    }

    private static let cancelledWithoutADate = "cancelled, but no week or date says when"
    /// What the reader said of the pointer's words.
    private static let pointerWords = [cancelledWithoutADate, "a week no rule read", "speaks of the dates without giving them"]
    /// What the reader said of a reason's words next to its dates.
    private static let reasonWords: Set<String> = ["an unknown word next to a date", "a date with no role the reader knows"]
}
