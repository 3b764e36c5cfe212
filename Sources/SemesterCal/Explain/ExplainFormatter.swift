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
    public static func text(_ rows: [RowExplanation]) -> String {
        var out = ""
        for r in rows {
            out += "\(r.file) row \(r.row) · \(r.label.isEmpty ? "(no label)" : r.label) · \(r.day) \(r.starttime)–\(r.endtime)\(r.room.isEmpty ? "" : " · \(r.room)")\n"
            func line(_ key: String, _ value: String) { out += "  " + key.padding(toLength: 11, withPad: " ", startingAt: 0) + " " + value + "\n" }
            line("style", r.style.isEmpty ? "-" : r.style)
            line("comment", r.comment.isEmpty ? "(none)" : r.comment)
            if !r.cues.isEmpty { line("cues", r.cues.map { "\($0.cue) ← “\($0.text)”" }.joined(separator: " · ")) }
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
            out += "\n"
        }
        return out
    }
}
