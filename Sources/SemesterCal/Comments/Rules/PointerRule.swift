extension CommentRule {
    /// "siehe Moodle", "lt. Aushang am Lehrstuhl", "Termine per Rundmail", "see the notice board".
    static let pointer = CommentRule(
        "dates kept elsewhere",
        meaning: "a pointer to dates kept elsewhere (a learning platform, mail, a notice board): undetermined",
        startsOn: .word,
        startsOnWord: { Vocabulary.matches($0.word, anyOf: Vocabulary.pointerVerbs) },
        parse: { c in
            c.attempt { c -> [CueKind]? in
                guard c.takeWord(in: Vocabulary.pointerVerbs) != nil else { return nil }
                for _ in 0..<5 {
                    c.take(".")
                    c.take(":")
                    if let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.pointerPlaces) {
                        c.advance()
                        return [.undetermined]
                    }
                    // "as per timetable on the notice board", "see the course page": words on the way to the place.
                    guard let w = c.currentWord, Vocabulary.matches(w, anyOf: Vocabulary.fillerList)
                            || ["the", "schwarzen", "schwarzes", "e", "timetable", "schedule", "on", "at", "am", "auf", "course"].contains(w.text) || c.take("-") else { return nil }
                    if c.currentWord != nil { c.advance() }
                }
                return nil
            }
        },
        examples: [
            .flagged("lt. Aushang am Lehrstuhl"),
            .flagged("Termine per Rundmail"),
            .flagged("see the notice board"),
            .flagged("Sitzungen s. Kursseite"),
            .flagged("sessions as per timetable on the notice board"),
        ],
        counterExamples: [
            RuleExample("- Online Angebot in Moodle -", reads: []),
            RuleExample("Gruppeneinteilung über Moodle", reads: []),
        ])
}
