import Foundation

/// Renders `RowExplanation`s as JSON (for scripts) or aligned text (for people).
public enum ExplainFormatter {
    public static func json(_ rows: [RowExplanation]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(rows)
        data.append(0x0A)
        return data
    }

    /// One block per row:
    /// ```
    /// SS_Inf_1.json row 12 · Mathematik 1 · Mittwoch 08:00–09:30 · FA007
    ///   comment     14-tägig ab KW 42, außer KW 47
    ///   cues        interval 2 ← “14-tägig” · start KW 42 ← “ab KW 42”
    ///   understood  yes
    ///   dates       8: 2020-10-14 2020-10-28 ...
    ///   skipped     2020-11-18 (außer KW 47)
    /// ```
    /// After the cues, one line per clause of the comment (its subject, its polarity and the cues it
    /// read) and, for a row not understood, one line per unread place; in German when the comment
    /// is (`isGerman`). A row merged into another row's event prints its header and
    /// `merged into row N (id …)` only.
    public static func text(_ rows: [RowExplanation]) -> String {
        var out = ""
        // The rows that make events, by the source of each row merged into them.
        var keptRow: [String: RowExplanation] = [:]
        for r in rows where r.mergedInto == nil {
            for m in r.mergedRows { keptRow[m] = r }
        }
        for r in rows {
            out += "\(r.file) row \(r.row) · \(r.label.isEmpty ? "(no label)" : r.label) · \(r.day) \(r.starttime)–\(r.endtime)\(r.room.isEmpty ? "" : " · \(r.room)")\n"
            // Keys longer than the column (“nicht gelesen”) are not cut.
            func line(_ key: String, _ value: String) {
                out += "  " + (key.count < 11 ? key.padding(toLength: 11, withPad: " ", startingAt: 0) : key) + " " + value + "\n"
            }
            if let id = r.mergedInto {
                // Found by the kept row's `mergedRows`, which name this row's file and row.
                if let kept = keptRow["\(r.file): row \(r.row)"] {
                    out += "  merged into row \(kept.row) (id \(id))\(kept.file == r.file ? "" : " of \(kept.file)")\n\n"
                } else {
                    out += "  merged into id \(id)\n\n"
                }
                continue
            }
            line("style", r.style.isEmpty ? "-" : r.style)
            line("comment", r.comment.isEmpty ? "(none)" : r.comment)
            if !r.cues.isEmpty { line("cues", r.cues.map { "\($0.cue) ← “\($0.text)”" }.joined(separator: " · ")) }
            let labels = isGerman(r.comment) ? ClauseLabels.german : ClauseLabels.english
            for c in r.clauses { line(labels.clause, labels.describe(c)) }
            if !r.understood {
                for text in r.unread { line(labels.unread, text) }
            }
            line("understood", r.understood ? "yes" : "NO — dates uncertain")
            for reason in r.reasons { line("", "• " + reason) }
            line("dates", "\(r.dates.count): " + r.dates.joined(separator: " "))
            for s in r.skipped { line("skipped", "\(s.date) (\(s.reason))") }
            for c in r.changes {
                let what = c.kind == "cancelled" ? "cancelled" : "\(c.kind) → \(c.newDate) \(c.newStart)–\(c.newEnd)\(c.newRoom.isEmpty ? "" : " in \(c.newRoom)")"
                line("change", "\(c.date): \(what)\(c.reason.isEmpty ? "" : " (\(c.reason))")")
            }
            for m in r.mergedRows { line("same slot", m) }
            line("uid", r.uid)
            if r.events.count > 1 {
                for event in r.events where event.uid != r.uid { line("event", "\(event.uid): \(event.dates.joined(separator: " "))") }
            }
            out += "\n"
        }
        return out
    }

    /// The words of the clause and unread lines, in the comment's language: one table each.
    struct ClauseLabels: Sendable {
        let clause: String
        let unread: String
        let subject: @Sendable (ClauseSubject?, String) -> String
        let positive: String
        let negated: String
        let noCues: String
        let cues: String

        static let english = ClauseLabels(clause: "clause", unread: "unread", subject: { "subject: " + $1 },
                                          positive: "positive", negated: "negated", noCues: "no cues", cues: "cues: ")
        static let german = ClauseLabels(clause: "Teilsatz", unread: "nicht gelesen", subject: { "Thema: " + ($0?.germanName ?? $1) },
                                         positive: "bejaht", negated: "verneint", noCues: "nichts gelesen", cues: "gelesen: ")

        /// `“Raumwechsel ab KW 49” · subject: room · positive · no cues`, or in German
        /// `“nicht in KW 49” · Thema: Termine · verneint · gelesen: except KW 49`.
        func describe(_ c: RowExplanation.Clause) -> String {
            let polarity = c.polarity == Polarity.negated.rawValue ? negated : positive
            let read = c.cues.isEmpty ? noCues : cues + c.cues.joined(separator: ", ")
            return "“\(c.text)” · \(subject(ClauseSubject(rawValue: c.subject), c.subject)) · \(polarity) · \(read)"
        }
    }

    /// Whether `comment` reads as German, for the labels of its clause lines: it holds ä, ö, ü or ß,
    /// or more German function words than English ones (whole words, any case). Timetable comments
    /// are short and mostly German; a comment without any of these words ("KW 49") gets the
    /// English labels. The words: `germanWords` and `englishWords`.
    static func isGerman(_ comment: String) -> Bool {
        var german = 0
        var english = 0
        for word in comment.lowercased().split(whereSeparator: { !$0.isLetter }) {
            if word.contains(where: { "äöüß".contains($0) }) { return true }
            if germanWords.contains(String(word)) { german += 1 }
            if englishWords.contains(String(word)) { english += 1 }
        }
        return german > english
    }

    static let germanWords: Set<String> = [
        "ab", "am", "im", "bis", "nicht", "kein", "keine", "und", "oder", "der", "die", "das", "den", "dem", "des",
        "vom", "zum", "zur", "mit", "nach", "ausser", "jede", "jeden", "jeder", "alle", "nur", "ein", "eine", "findet",
        "statt", "entfaellt", "wegen", "fuer", "bei", "beginn", "beginnt", "termin", "termine", "woche", "wochen",
        "ende", "danach", "dann", "erst", "wieder", "sowie", "ausnahme", "vorlesung", "uebung",
    ]

    static let englishWords: Set<String> = [
        "the", "from", "until", "on", "no", "not", "only", "every", "and", "or", "except", "starts", "start", "week",
        "weeks", "room", "of", "at", "to", "after", "before", "class", "classes", "lecture", "lectures", "session",
        "sessions", "cancelled", "canceled", "also", "then",
    ]
}
