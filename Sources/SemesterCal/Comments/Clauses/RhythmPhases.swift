/// "wöchentlich bis KW 46, dann 14-tägig", "14-tägig, ab KW 50 wöchentlich": a series whose rhythm
/// changes. Each clause that names a rhythm becomes one phase with the bounds it names itself
/// (`CueKind.phase`); the planner resolves what stays open, since only the term's calendar says
/// which day follows "KW 46".
///
/// A bound in a clause of its own belongs to a rhythm next to it: a start right before a later
/// rhythm ("…, ab KW 47 / dann alle 2 Wochen"), an end right after a rhythm and before the next
/// ("14-tägig / bis KW 46 / dann wöchentlich"). "bis KW 46, dann 14-tägig": the weeks up to the
/// bound are the plain weekly series, the rhythm comes after them. Other bounds bound the whole
/// series, as they always do.
///
/// Only comments made of rhythms, bounds and cancellations are read this way: with lists of dates,
/// kick-offs, parities or group rotas, two rhythms stay a contradiction (flagged).
enum RhythmPhases {
    /// A phase's rhythm: every n-th date (n ≥ 1, `interval`), or the dates of even or odd ISO weeks
    /// ("bis KW 46 wöchentlich, danach nur in geraden KW"), written `evenWeeks` or `oddWeeks`.
    private static let evenWeeks = -2, oddWeeks = -1

    /// What one clause says of a phase: its rhythm and its bounds.
    private struct Shape {
        var interval: Int?
        var from: Bound?
        var through: Bound?
        var hasBounds: Bool { from != nil || through != nil }
    }

    private struct Phase {
        let interval: Int
        var from: Bound?
        var through: Bound?
        /// The clause holding the rhythm (or, for the weekly phase before "bis KW 46, dann 14-tägig",
        /// the bound), then the clauses whose bounds joined it.
        var clauses: [Int]
        var hasBounds: Bool { from != nil || through != nil }
    }

    static func marking(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        let indices = clauses.indices.filter { clauses[$0].subject == .sessions && clauses[$0].polarity == .positive }
        guard indices.allSatisfy({ clauses[$0].cues.allSatisfy { isAllowed($0.kind) } }) else { return clauses }
        var shapes: [Int: Shape] = [:]
        for i in indices {
            guard let shape = shape(of: clauses[i]) else { return clauses }
            shapes[i] = shape
        }
        var phases: [Phase] = []
        var pendingStart: (clause: Int, bound: Bound)?
        for (k, i) in indices.enumerated() {
            let shape = shapes[i]!
            if let n = shape.interval {
                var phase = Phase(interval: n, from: shape.from, through: shape.through, clauses: [i])
                if let pending = pendingStart, phase.from == nil {
                    phase.from = pending.bound
                    phase.clauses.append(pending.clause)
                }
                pendingStart = nil
                // "ab KW 46 nur noch alle zwei Wochen, bis dahin wöchentlich": a rhythm said to hold before
                // the one named first comes before it.
                if !shape.hasBounds, phases.count == 1, phases[0].from != nil, phases[0].through == nil, saysBefore(readers[i]) {
                    phases.insert(phase, at: 0)
                    continue
                }
                phases.append(phase)
                continue
            }
            // "anfangs wöchentlich (KW 42-45), ab KW 46 14-tägig": weeks in brackets right after a rhythm
            // without bounds are its span.
            if shape.hasBounds, readers[i].isParenthesised, k > 0, let last = phases.last, !last.hasBounds,
               last.clauses == [indices[k - 1]], readers[indices[k - 1]].range.upperBound == readers[i].range.lowerBound - 1 {
                phases[phases.count - 1].from = shape.from
                phases[phases.count - 1].through = shape.through
                phases[phases.count - 1].clauses.append(i)
                continue
            }
            guard shape.hasBounds, k + 1 < indices.count, let next = shapes[indices[k + 1]], let nextInterval = next.interval else { continue }
            if let from = shape.from, shape.through == nil, !phases.isEmpty, next.from == nil {
                // "wöchentlich bis KW 46, ab KW 47 / dann alle 2 Wochen"
                pendingStart = (i, from)
            } else if shape.from == nil, shape.through != nil, let last = phases.last, last.through == nil, last.clauses.first == indices[k - 1] {
                // "14-tägig / bis KW 46 / dann wöchentlich"
                phases[phases.count - 1].through = shape.through
                phases[phases.count - 1].clauses.append(i)
            } else if shape.through != nil, phases.isEmpty, nextInterval > 1, next.from == nil, readers[indices[k + 1]].opensWithSequence {
                // "bis KW 46, dann 14-tägig", "KW 41-46, danach 14-tägig": weekly up to the bound.
                phases.append(Phase(interval: 1, from: shape.from, through: shape.through, clauses: [i]))
            }
        }
        guard phases.count >= 2, Set(phases.map(\.interval)).count >= 2 else { return clauses }
        // "14-tägig, in ungeraden KW": a parity beside a rhythm, neither bounded, says one thing twice (the
        // planner reads it so), not one phase after another.
        // "14-tägig ab KW 12, gerade Wochen": the parity says which weeks the rhythm of two weeks keeps.
        if phases.contains(where: { $0.interval < 0 }), phases.filter({ !$0.hasBounds }).count > 1 || phases.contains(where: { $0.interval > 1 }) {
            return clauses
        }
        // "im Dez. nur jede 2. Woche, sonst wöchentl.", "fortnightly in January, otherwise weekly": the
        // rhythm said "otherwise" holds before and after the bounded one (it was read after it only).
        var otherwise: Set<Int> = []
        if phases.count == 2, let k = phases.indices.first(where: { !phases[$0].hasBounds && saysOtherwise(readers[phases[$0].clauses[0]]) }),
           phases[1 - k].from != nil, phases[1 - k].through != nil {
            let rest = phases[k], bounded = phases[1 - k]
            phases = [rest, bounded, rest]
            otherwise = [0, 2]
        }
        // "KW 41–46 wöchentlich, KW 47–3 alle zwei Wochen (Start KW 47)": a lone start after the phases that
        // restates where a later one begins belongs to it (it was read as the whole series' start, silently).
        let inPhases = Set(phases.flatMap(\.clauses))
        // "ab November 14-tägig (erster Termin 3.11.)": a date in the month a later phase starts with is
        // that phase's first session; the phase counts from it.
        for i in indices where !inPhases.contains(i) && i > phases.last!.clauses[0] {
            guard let shape = shapes[i], shape.interval == nil, shape.through == nil, let from = shape.from else { continue }
            if let k = phases.indices.dropFirst().first(where: { phases[$0].from == from }) {
                phases[k].clauses.append(i)
            } else if case .date(let d) = from, let k = phases.indices.dropFirst().first(where: { k in
                if case .month(let m)? = phases[k].from { return m.month == d.month }
                return false
            }) {
                phases[k].from = from
                phases[k].clauses.append(i)
            }
        }

        // The planner takes the phases in the order of their cues: a phase said after a later one ("…,
        // bis dahin wöchentlich") is written into that one's clause, before it, with its own text.
        var hosts = phases.map { $0.clauses[0] }
        for k in hosts.indices.dropLast().reversed() { hosts[k] = min(hosts[k], hosts[k + 1]) }
        var out = clauses
        for (k, phase) in phases.enumerated() {
            for i in Set(phase.clauses + [hosts[k]]).sorted() {
                let c = out[i]
                var cues = c.cues.filter { !isPhasePart($0.kind) }
                var unread = c.unread
                if i == hosts[k] {
                    let own = clauses[phase.clauses[0]].text
                    cues.append(Cue(phase.interval < 0 ? .parityPhase(even: phase.interval == evenWeeks, from: phase.from, through: phase.through)
                                                       : .phase(interval: phase.interval, from: phase.from, through: phase.through), text: own))
                    if !otherwise.contains(k), let doubt = doubt(about: k, of: phases, readers) { unread.append(UnreadSpan(own, doubt)) }
                }
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: unread)
            }
        }
        return out
    }

    /// Where blind writers disagreed, and so the reader doubts: a later rhythm of every second week
    /// with no start of its own ("wöchentlich bis KW 46, danach 14-tägig": from KW 47 or 48?), and a
    /// first rhythm with no bound of its own that a later one replaces without a word of change
    /// ("every 2nd week, weekly from Nov": two rhythms at once, or one after the other?). A weekly
    /// phase after a bound needs no start ("14-tägig bis KW 45, danach wöchentlich": from KW 46).
    private static func doubt(about k: Int, of phases: [Phase], _ readers: [ClauseReader]) -> String? {
        let phase = phases[k]
        // (Also after counted sessions: "die ersten drei Vorlesungen wöchentlich, danach 14-tägig" counts from
        // the next date for one blind writer, from two weeks after the third for three others.)
        if k > 0, phase.interval > 1, phase.from == nil {
            return "a rhythm after another, and not said from which week it counts"
        }
        // "14-tägig ab KW 42, dreiwöchig ab KW 49": two rhythms of more than a week, with no word that the
        // second follows the first (a blind writer read them as contradicting).
        if k > 0, phase.interval > 1, phases[k - 1].interval > 1, !saysTheRhythmChanges(readers[phase.clauses[0]]) {
            return "two rhythms of more than a week, and no word that one follows the other"
        }
        if k == 0, phase.from == nil, phase.through == nil, phases.count > 1, !saysTheRhythmChanges(readers[phases[1].clauses[0]]),
           !saysBefore(readers[phase.clauses[0]]), !saysFirst(readers[phase.clauses[0]]) {
            return "two rhythms, and no word that one follows the other"
        }
        return nil
    }

    /// "bis dahin wöchentlich", "davor jede Woche", "vorher wöchentl.", "before that weekly": the rhythm
    /// up to the phase named before it.
    private static func saysBefore(_ reader: ClauseReader) -> Bool {
        let words = reader.range.compactMap { reader.cursor.words[$0]?.text }
        return words.contains { ["vorher", "davor", "zuvor", "previously"].contains($0) }
            || zip(words, words.dropFirst()).contains { pair in
                pair == ("bis", "dahin") || pair == ("before", "that") || pair == ("until", "then") || pair == ("till", "then")
            }
    }

    /// "sonst wöchentlich", "ansonsten 14-tägig", "otherwise weekly", "else every week".
    private static func saysOtherwise(_ reader: ClauseReader) -> Bool {
        reader.range.prefix(2).contains { i in
            reader.cursor.words[i].map { ["sonst", "ansonsten", "otherwise", "else", "übrigen", "uebrigen"].contains($0.text) } ?? false
        }
    }

    /// "zunächst wöchentlich", "anfangs jede Woche", "initially weekly", "at first weekly": the first rhythm
    /// of phases.
    private static func saysFirst(_ reader: ClauseReader) -> Bool {
        let words = reader.range.compactMap { reader.cursor.words[$0]?.text }
        return words.contains { Vocabulary.phaseOpeners.contains($0) || ["anfangs", "erstmal"].contains($0) }
            || zip(words, words.dropFirst()).contains { $0 == ("at", "first") }
    }

    /// "dann 14-tägig", "ab KW 46 jedoch wöchentlich", "ab KW 48 nur noch 14-tägig".
    /// "14-tägig und 3-wöchig ab KW 12": "und" joins two rhythms, it says no one follows the other.
    private static func saysTheRhythmChanges(_ reader: ClauseReader) -> Bool {
        let joinedByAnd = reader.range.lowerBound > 0 && (reader.cursor.tokens[reader.range.lowerBound - 1].isSymbol("+")
            || reader.cursor.words[reader.range.lowerBound - 1].map { ["und", "u", "and"].contains($0.text) } == true
            || reader.cursor.words[reader.range.lowerBound].map { ["und", "u", "and"].contains($0.text) } == true)
        return reader.opensWithSequence && !joinedByAnd || reader.range.contains { i in reader.cursor.words[i].map { changeWords.contains($0.text) } ?? false }
    }

    /// "KW 47 und 48 keine Vorlesung, danach 14-tägig", "Pause vom 16.11. bis 29.11., then fortnightly": a
    /// rhythm after a cancellation. Whether the sessions before the cancellation were weekly (the rhythm a
    /// new phase) or the whole term has it is not said; it was read as the term's rhythm, silently.
    static func doubtingARhythmAfterACancellation(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        var cancelledBefore = false
        for (i, c) in clauses.enumerated() {
            if c.subject == .sessions, c.polarity == .positive, c.cues.count == 1, case .interval(let n) = c.cues[0].kind, n > 1,
               cancelledBefore, readers[i].opensWithSequence {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                       unread: c.unread + [UnreadSpan(c.text, "a rhythm after a cancellation: whether the sessions before it had it too is not said")])
            }
            if c.subject == .sessions, c.cues.contains(where: { cue in
                switch cue.kind {
                case .except, .exceptDateRange, .exceptWeekOf: return true
                default: return false
                }
            }) { cancelledBefore = true }
        }
        return out
    }

    private static let changeWords: Set<String> = [
        "dann", "danach", "anschließend", "anschliessend", "später", "jedoch", "aber", "noch", "then", "afterwards", "after",
        "later", "however", "but", "thereafter",
    ]

    /// "ab KW 48 nur noch 14-tägig", "from 1 Dec only every other week": the only rhythm of the comment,
    /// from a start on, said to hold "only" from then: the weekly sessions before it stay (sets 13 to 49
    /// read it so). Two phases: weekly up to the start, the rhythm from there. With any other cue of
    /// the sessions' dates in the comment the start may be the series' own, and the reading is left as
    /// it was (`CommentReader` doubts it).
    static func readingARhythmFromNowOn(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        let temporal = clauses.indices.filter { clauses[$0].subject == .sessions && clauses[$0].cues.contains { $0.kind.isTemporal || isRhythm($0.kind) } }
        guard temporal.count == 1, let k = temporal.first, clauses[k].polarity == .positive else { return clauses }
        var start: Bound?, interval: Int?
        for cue in clauses[k].cues {
            switch cue.kind {
            case .start(let b) where start == nil: start = b
            case .interval(let n) where interval == nil && n > 1: interval = n
            case .parity(let even) where interval == nil && saysStillOnly(readers[k]): interval = even ? evenWeeks : oddWeeks
            case .onWeekday: continue
            default: if cue.kind.isTemporal || isRhythm(cue.kind) { return clauses }
            }
        }
        guard let start, let interval else { return clauses }
        let r = readers[k], cursor = r.cursor
        let saysOnlyFromThen = r.range.contains { i in
            guard let w = cursor.words[i] else { return false }
            return w.text == "nur" && i + 1 < r.range.upperBound && cursor.words[i + 1]?.text == "noch" || w.text == "only"
        }
        guard saysOnlyFromThen else { return clauses }
        var out = clauses
        let c = clauses[k]
        let later: CueKind = interval < 0 ? .parityPhase(even: interval == evenWeeks, from: start, through: nil) : .phase(interval: interval, from: start, through: nil)
        let cues = c.cues.filter { cue in
            switch cue.kind {
            case .start, .interval, .parity: return false
            default: return true
            }
        } + [Cue(.phase(interval: 1, from: nil, through: nil), text: c.text), Cue(later, text: c.text)]
        out[k] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: c.unread)
        return out
    }

    /// "ab dem 4. Termin nur noch alle 14 Tage", "Beginn KW 42; nach dem 3. Termin 14-tägig": the only
    /// rhythm of the comment, from a counted session on. The sessions before it are there, so they are
    /// weekly: two phases (a start of the whole series elsewhere stays the series').
    static func readingARhythmFromACountedSession(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        let rhythms = clauses.indices.filter { clauses[$0].cues.contains { isRhythm($0.kind) } }
        guard rhythms.count == 1, let k = rhythms.first, clauses[k].polarity == .positive, clauses[k].subject == .sessions else { return clauses }
        // "every second session starting with session 2": the rhythm counts sessions too, and the series
        // starts there (a blind writer's reading); not read.
        let r = readers[k]
        guard r.range.filter({ i in r.cursor.facts[i]?.subject?.subject == .sessions }).count <= 1 else { return clauses }
        var start: Int?, interval: Int?
        for cue in clauses[k].cues {
            switch cue.kind {
            case .start(.session(let n)) where start == nil && n >= 2: start = n
            case .interval(let n) where interval == nil && n > 1: interval = n
            case .onWeekday: continue
            default: return clauses
            }
        }
        guard let start, let interval else { return clauses }
        var out = clauses
        let c = clauses[k]
        out[k] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                               cues: c.cues.filter { if case .onWeekday = $0.kind { return true }; return false }
                                   + [Cue(.phase(interval: 1, from: nil, through: nil), text: c.text),
                                      Cue(.phase(interval: interval, from: .session(start), through: nil), text: c.text)],
                               unread: c.unread)
        return out
    }

    /// "nur noch": "ab KW 45 nur noch in ungeraden Wochen" keeps the weeks before; "only in even weeks
    /// starting wk 11" starts the series there (a blind writer's reading).
    private static func saysStillOnly(_ reader: ClauseReader) -> Bool {
        reader.range.contains { i in
            reader.cursor.words[i]?.text == "nur" && i + 1 < reader.range.upperBound && reader.cursor.words[i + 1]?.text == "noch"
        }
    }

    private static func isRhythm(_ kind: CueKind) -> Bool {
        switch kind {
        case .interval, .parity, .phase, .parityPhase, .alternation: return true
        default: return false
        }
    }

    /// "bis 15.12., dann wieder ab 12.1.", "letzte Sitzung vor Weihnachten am 15.12., danach wieder
    /// ab 12.1.", "last class before the break on 15 Dec, first class after: 12 Jan": an end, then a
    /// start said to come again, is a pause between two weekly phases (the days between are left
    /// out; a start before the end flags as phases that overlap). Next to another rhythm the pause
    /// is not read (does the rhythm count on, or start again?). A last session before a break with
    /// nothing after it, or a first one after a break with nothing before it, is doubted: does the
    /// series go on, or did it run before?
    static func markingPauses(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        let sessionCues = clauses.filter { $0.subject == .sessions }.flatMap(\.cues).map(\.kind)
        let otherRhythm = sessionCues.contains { kind in
            if case .interval(let n) = kind { return n > 1 }
            if case .phase = kind { return true }
            return false
        }
        let indices = clauses.indices.filter { clauses[$0].subject == .sessions && clauses[$0].polarity == .positive && !clauses[$0].cues.isEmpty }
        var paired = Set<Int>()
        if !otherRhythm {
            for (i, j) in zip(indices, indices.dropFirst()) where !paired.contains(i) {
                // "ab 13.1. dann wieder wöchentlich": the word of return may stand in a clause of its own after the start.
                let next = indices.first { $0 > j }
                let returnFollows = next.map { k in
                    readers[k].saysAgain && out[k].cues.allSatisfy { if case .interval(1) = $0.kind { return true }; return false }
                } ?? false
                guard let before = bounds(of: out[i]), let end = before.through,
                      let after = bounds(of: out[j], singleDateStarts: true), let resume = after.from,
                      readers[j].saysAgain || readers[j].continuesAfterAPause || readers[j].namesSessionByBreak(before: false) || returnFollows
                else { continue }
                out[i] = replacingBounds(out[i], with: .phase(interval: 1, from: before.from, through: end))
                out[j] = replacingBounds(out[j], with: .phase(interval: 1, from: resume, through: after.through))
                paired.formUnion([i, j])
            }
        }
        for i in indices where !paired.contains(i) {
            let c = out[i]
            let kinds = c.cues.map(\.kind)
            if readers[i].namesSessionByBreak(before: true), kinds.contains(where: { if case .end = $0 { return true }; return false }) {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                       unread: c.unread + [UnreadSpan(c.text, "the last session before a break: whether the series goes on after it is not said")])
            } else if readers[i].namesSessionByBreak(before: false), kinds.contains(where: { if case .start = $0 { return true }; return false }) {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                       unread: c.unread + [UnreadSpan(c.text, "the first session after a break: whether there were sessions before it is not said")])
            }
        }
        return out
    }

    /// "Auftakt 5.10., danach Selbststudium bis KW 44, ab KW 45 wieder wöchentlich", "then a break until
    /// week 44, weekly from week 45": a phase without sessions up to an end, and the series starting
    /// in the next clause. The phase says nothing the start does not, if the start comes right after
    /// its end (the planner checks that: `resumesAfter`); a single date before it is a first session.
    /// Alone, a pause up to an end stays unread: is its last week off, or the first with sessions?
    static func readingPausesWithoutSessions(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices.dropLast() {
            guard let left = pauseEnd(readers[i]) else { continue }
            let next = clauses[i + 1]
            guard next.subject == .sessions, next.polarity == .positive,
                  let start = next.cues.lazy.compactMap({ cue -> Bound? in if case .start(let b) = cue.kind { return b }; return nil }).first
            else { continue }
            let c = clauses[i]
            out[i] = ClauseReading(text: c.text, subject: .sessions, polarity: .positive,
                                   cues: [Cue(.resumesAfter(left: left, start: start), text: c.text)], unread: [])
            // "Eröffnungssitzung am 5.10., danach Selbststudium bis KW 44, …": the first session.
            if i >= 1, clauses[i - 1].subject == .sessions, clauses[i - 1].polarity == .positive, clauses[i - 1].cues.count == 1 {
                let first = clauses[i - 1]
                let date: DateRef?
                switch first.cues[0].kind {
                case .dates(let d) where d.count == 1: date = d[0]
                case .start(.date(let d)): date = d
                default: date = nil
                }
                if let date {
                    out[i - 1] = ClauseReading(text: first.text, subject: first.subject, polarity: first.polarity,
                                               cues: [Cue(.kickoff(date), text: first.cues[0].text)], unread: first.unread)
                }
            }
        }
        return out
    }

    /// The end of a phase without sessions the clause names and says nothing else of: "danach
    /// Selbststudium bis KW 44", "Pause bis 1.11.", "then self-study until week 45".
    private static func pauseEnd(_ reader: ClauseReader) -> Bound? {
        guard reader.matches.count == 1, reader.matches[0].kinds.count == 1, case .end(let bound) = reader.matches[0].kinds[0] else { return nil }
        let cursor = reader.cursor, match = reader.matches[0].range
        var namesPause = false
        for i in reader.range where !match.contains(i) {
            guard let word = cursor.words[i] else {
                if cursor.tokens[i].isSymbol("-") { continue }  // "self-study"
                return nil
            }
            if pauseWords.contains(where: { word.text.hasPrefix($0) })
                || word.text == "self" && i + 2 < reader.range.upperBound && ["study", "studies", "learning"].contains(cursor.words[i + 2]?.text ?? "")
                || ["study", "studies", "learning"].contains(word.text) && i >= 2 && cursor.words[i - 2]?.text == "self" {
                namesPause = true
            } else if !Vocabulary.matches(word, anyOf: Vocabulary.thenWords), !Vocabulary.articles.contains(word) {
                return nil
            }
        }
        return namesPause ? bound : nil
    }

    /// Phases without sessions, by the start of the word: "Pause", "Selbststudium", "Selbstlernphase".
    private static let pauseWords = ["pause", "selbststudium", "selbstlern"]

    /// The start and end of a clause that says nothing else of the dates (a weekly rhythm, the
    /// date of the session the bound names, a restated week may stand beside them). With
    /// `singleDateStarts`, one date is a start ("classes resume on 12 Jan", "weiter am 11.1.").
    private static func bounds(of clause: ClauseReading, singleDateStarts: Bool = false) -> (from: Bound?, through: Bound?)? {
        var from: Bound?, through: Bound?
        for cue in clause.cues {
            switch cue.kind {
            case .start(let b) where from == nil: from = b
            case .end(let b) where through == nil: through = b
            case .dates(let d) where singleDateStarts && d.count == 1 && from == nil: from = .date(d[0])
            case .extra(let w, let d) where singleDateStarts && w.isEmpty && d.count == 1 && from == nil: from = .date(d[0])
            case .interval(1), .sessionOn, .restated, .weekDays, .resumesAfter, .activityIn: break
            default: return nil
            }
        }
        return (from, through)
    }

    /// The clause with its bounds (and weekly rhythm) replaced by one phase.
    private static func replacingBounds(_ c: ClauseReading, with phase: CueKind) -> ClauseReading {
        let kept = c.cues.filter { cue in
            switch cue.kind {
            case .start, .end, .dates, .extra, .interval: return false
            default: return true
            }
        }
        return ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: kept + [Cue(phase, text: c.text)], unread: c.unread)
    }

    /// The rhythm and bounds of a clause, or nil when it names two of either (then phases are not
    /// the reading).
    private static func shape(of clause: ClauseReading) -> Shape? {
        var shape = Shape()
        func set(_ value: inout Bound?, _ bound: Bound) -> Bool {
            guard value == nil else { return false }
            value = bound
            return true
        }
        for cue in clause.cues {
            switch cue.kind {
            case .interval(let n):
                guard shape.interval == nil || shape.interval == n else { return nil }
                shape.interval = n
            case .parity(let even):
                let rhythm = even ? evenWeeks : oddWeeks
                guard shape.interval == nil || shape.interval == rhythm else { return nil }
                shape.interval = rhythm
            case .start(let b):
                guard set(&shape.from, b) else { return nil }
            case .end(let b):
                guard set(&shape.through, b) else { return nil }
            case .weeks(let spans):
                guard spans.count == 1, set(&shape.from, .week(spans[0].from)), set(&shape.through, .week(spans[0].to)) else { return nil }
            case .onlyMonths(let months):
                // "Okt./Nov.", "Dez. und Jan.": months one after the other are one span.
                guard let first = months.first, let last = months.last,
                      zip(months, months.dropFirst()).allSatisfy({ $0.month % 12 + 1 == $1.month && $1.year == nil }),
                      set(&shape.from, .month(first)), set(&shape.through, .month(last)) else { return nil }
            case .dateRange(let f, let t):
                guard set(&shape.from, .date(f)), set(&shape.through, .date(t)) else { return nil }
            default:
                break
            }
        }
        return shape
    }

    /// What a phase takes over from its clauses.
    private static func isPhasePart(_ kind: CueKind) -> Bool {
        switch kind {
        case .interval, .parity, .start, .end, .weeks, .onlyMonths, .dateRange: return true
        default: return false
        }
    }

    /// Rhythms (and parities), bounds, cancellations, added dates and remarks. Lists of dates, kick-offs,
    /// rotas and resumptions have readings of their own that phases would not keep.
    private static func isAllowed(_ kind: CueKind) -> Bool {
        switch kind {
        case .interval, .parity, .start, .end, .onlyMonths, .dateRange, .except, .exceptMonths, .exceptWeekOf, .exceptDateRange,
             .extra, .restated, .weekDays, .resumesAfter, .activityIn, .unreadableRestatement, .noise, .aside, .undetermined, .sessionOn, .sessionCount,
             .onWeekday, .emptyPlaceholder:
            return true
        case .weeks(let spans):
            return spans.count == 1
        default:
            return false
        }
    }
}
