/// "Gruppe B - Gr. A: KW 42/44/46, Gr. B: KW 43/45/47", "Group 2 - group 1 meets in odd weeks, group 2 in
/// even weeks", "Übungsgruppe 2 / Gr. 1: 18.3., …; Gr. 2: 25.3., …": the timetable gives each group a row
/// of its own, and its comment opens with the row's group, as the Hof corpus's "- Gruppe II - ab KW 48"
/// does. When the comment then gives two groups or more their own weeks or dates, the row's are its
/// group's. (Without the opening label, each group's dates are the row's: the room is used on all of
/// them, as most blind writers read it.)
enum TheRowsOwnGroup {
    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        let labels = groupLabels(cursor)
        guard labels.count >= 3, let own = labels.first, own.index <= 1,
              !cursor.tokens[..<labels[1].index].contains(where: \.isDateInformation) else { return clauses }
        var labelled: [(clause: Int, id: String)] = []
        for (k, reader) in readers.enumerated() where clauses[k].cues.contains(where: { $0.kind.isTemporal }) {
            guard let label = labels.last(where: { reader.range.contains($0.index) && $0.index != own.index }) else { continue }
            labelled.append((k, label.id))
        }
        guard Set(labelled.map(\.id)).count >= 2, labelled.contains(where: { $0.id == own.id }) else { return clauses }
        var out = clauses
        for (k, id) in labelled {
            let c = clauses[k]
            if id == own.id {
                out[k] = ClauseReading(text: c.text, subject: .sessions, polarity: c.polarity,
                                       cues: c.cues.filter { $0.kind != .aside(.groups) }, unread: c.unread)
            } else {
                out[k] = ClauseReading(text: c.text, subject: .groups, polarity: c.polarity, cues: [Cue(.aside(.groups), text: c.text)], unread: [])
            }
        }
        return out
    }

    /// A group noun ("Gruppe", "Gr.", "group", "Übungsgruppe", "Section") and its name after it: a number,
    /// a letter or a Roman numeral up to IV. `index` is the noun's token.
    private static func groupLabels(_ cursor: TokenCursor) -> [(index: Int, id: String)] {
        var out: [(index: Int, id: String)] = []
        for i in cursor.tokens.indices where cursor.facts[i]?.subject?.subject == .groups {
            var k = i + 1
            if k < cursor.tokens.count, cursor.tokens[k].isSymbol(".") { k += 1 }
            guard k < cursor.tokens.count else { continue }
            if let n = cursor.tokens[k].number, (1...9).contains(n) {
                out.append((i, String(n)))
            } else if let w = cursor.words[k]?.text, w.count == 1 && w >= "a" && w <= "f" || ["i", "ii", "iii", "iv"].contains(w) {
                out.append((i, w))
            }
        }
        return out
    }
}
