/// "Termine: 30.3. (B 103), 13.4. (online), 27.4. (B 103)", "07.04. 9-12 Uhr, 05.05. 9-12 Uhr, 02.06. 9-12 Uhr":
/// a list of session dates, each with a note of its own (a room, a mode, a time of day). The notes part
/// the list into clauses, and each date after the first stood alone, with no role ("a date with no
/// role the reader knows": flagged).
///
/// A clause that holds one lone date, nothing else read and nothing unread but that, continues the list
/// of dates of the clause about the sessions before it, when that is a list of dates itself and only
/// notes (clauses in brackets, or without words) stand between them. Where the comment is nothing but
/// such lone dates and notes, two or more of them are the list. Anything else (a start, weeks, a
/// negation, "the final one") before them leaves them as they were.
enum DateListsWithNotes {
    private static let noRole = "a date with no role"

    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        let lone = clauses.indices.map { loneDate(clauses[$0], readers[$0]) }
        let temporal = clauses.indices.filter { i in lone[i] != nil || clauses[i].cues.contains { $0.kind.isTemporal } }
        // A note: a clause in brackets, or one without words ("9-12 Uhr" stays in its date's clause).
        func isNote(_ k: Int) -> Bool { readers[k].isParenthesised || !readers[k].range.contains { readers[k].cursor.words[$0] != nil } }
        let allLone = temporal.count >= 2 && clauses.indices.allSatisfy { lone[$0] != nil || isNote($0) }
        var out = clauses
        for i in clauses.indices {
            guard let date = lone[i] else { continue }
            var continues = allLone
            if !continues, let j = temporal.last(where: { $0 < i }), (j + 1..<i).allSatisfy(isNote) {
                continues = out[j].subject == .sessions && out[j].polarity == .positive
                    && !out[j].cues.isEmpty && out[j].cues.allSatisfy { if case .dates = $0.kind { return true }; return !$0.kind.isTemporal }
            }
            guard continues else { continue }
            let c = out[i]
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                   cues: [Cue(.dates([date]), text: c.text)],
                                   unread: c.unread.filter { !$0.reason.hasPrefix(noRole) })
        }
        return out
    }

    /// The date of a clause about the sessions that read one lone date and nothing else.
    private static func loneDate(_ clause: ClauseReading, _ reader: ClauseReader) -> DateRef? {
        guard clause.subject == .sessions, clause.polarity == .positive, clause.cues.isEmpty,
              !clause.unread.isEmpty, clause.unread.allSatisfy({ $0.reason.hasPrefix(noRole) }) else { return nil }
        let kinds = reader.matches.flatMap(\.kinds)
        guard kinds.count == 1, case .loneDate(let d) = kinds[0], !reader.matches.contains(where: \.negated) else { return nil }
        return d
    }
}
