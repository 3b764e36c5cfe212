/// Readings a comment leaves open or contradicts, found across its clauses: "und/oder", a dash that
/// may part groups of weeks, weeks with gaps called weekly, an end after "then" before the one it
/// follows, a span taken back in part, turns with nobody to take them, a start that waits on an
/// event, sessions that hang on the registrations. Each makes the row not understood (SEMANTICS.md §5).
enum OpenReadings {
    static func found(_ cursor: TokenCursor, _ readers: [ClauseReader], _ clauses: [ClauseReading], anyCue: Bool) -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        // "KW 44 und/oder KW 45", "9 Nov and/or 16 Nov": one, the other or both.
        if anyCue, let k = cursor.tokens.indices.dropFirst().dropLast().first(where: { k in
            cursor.tokens[k].isSymbol("/")
                && (cursor.words[k - 1].map { ["und", "and", "u"].contains($0.text) } ?? false)
                && (cursor.words[k + 1].map { ["oder", "or", "o"].contains($0.text) } ?? false)
        }) {
            problems.append(UnreadSpan(cursor.text(from: k - 1, to: k + 2), "one, the other or both"))
        }
        // "KW 41, 42 - KW 47, 48": a week listed right next to a range's own bound; the dash may part
        // groups of weeks ("41, 42" and "47, 48") rather than join a range.
        if let text = clauses.lazy.flatMap(\.cues).first(where: { cue in
            let spans: [WeekSpan]
            switch cue.kind {
            case .weeks(let s), .except(let s, _), .extra(let s, _), .also(let s, _): spans = s
            default: return false
            }
            // Only a dash can part groups: "KW 50, 51, 53 und 1 bis 3" is a list and a range.
            guard cue.text.unicodeScalars.contains(where: { $0 == "-" || $0 == "–" }) else { return false }
            return zip(spans, spans.dropFirst()).contains { a, b in
                func next(_ w: Int) -> Int { w == 53 ? 1 : w + 1 }
                return a.isSingleWeek && !b.isSingleWeek && next(a.from.week) == b.from.week
                    || !a.isSingleWeek && b.isSingleWeek && next(a.to.week) == b.from.week
            }
        })?.text {
            problems.append(UnreadSpan(text, "a week next to a range's own bound: a range, or a dash between groups of weeks?"))
        }
        // "KW 12-16 und KW 14-18 nicht": a span taken back that only partly lies in the weeks named;
        // which part the negation covers is not clear.
        let named = clauses.flatMap(\.cues).reduce(into: Set<Int>()) { weeks, cue in
            if case .weeks(let spans) = cue.kind { for span in spans { weeks.formUnion(span.weekNumbers) } }
        }
        if !named.isEmpty, let partly = clauses.flatMap(\.cues).first(where: { cue in
            guard case .except(let spans, _) = cue.kind else { return false }
            return spans.contains { span in
                let taken = span.weekNumbers
                return !span.isSingleWeek && !taken.isDisjoint(with: named) && !taken.isSubset(of: named)
            }
        }) {
            problems.append(UnreadSpan(partly.text, "weeks taken back that lie only partly in the weeks named"))
        }
        // "ab 12.04. im 14-tägigen Wechsel": turns every other week, yet no groups named to take them
        // and nothing to alternate with; every other week, or turns with another row? Not said.
        let cueKinds = clauses.flatMap(\.cues).map(\.kind)
        if cueKinds.contains(.alternation), cueKinds.contains(where: { if case .interval(let n) = $0 { return n > 1 }; return false }),
           !readers.contains(where: { $0.analysis.subjects.contains { $0.subject == .groups } }) {
            problems.append(UnreadSpan(nil, "turns every few weeks with no groups named: every other week, or turns with another row?"))
        }
        // "bis KW 50, danach bis KW 45 online", "until 14 Dec, then online until 30 Nov": an end after
        // "then" that lies before the end it follows. Compared only within one half of the year,
        // where the order of weeks and dates needs no term.
        // Weeks with weeks, dates with dates; (kind, half of the year, order within it).
        func endKey(_ r: ClauseReader) -> (weeks: Bool, half: Bool, key: Int)? {
            r.matches.lazy.filter { !$0.negated }.flatMap(\.kinds).compactMap { kind -> (weeks: Bool, half: Bool, key: Int)? in
                switch kind {
                case .end(.week(let w)) where w.year == nil: return (true, w.week >= 27, w.week)
                case .end(.date(let d)) where d.year == nil: return (false, d.month >= 7, d.month * 32 + d.day)
                default: return nil
                }
            }.first
        }
        if let k = readers.indices.dropFirst().first(where: { k in
            guard readers[k].opensWithSequence, let later = endKey(readers[k]),
                  let earlier = readers[..<k].reversed().lazy.compactMap(endKey).first else { return false }
            return later.weeks == earlier.weeks && later.half == earlier.half && later.key < earlier.key
        }) {
            problems.append(UnreadSpan(readers[k].text, "an end after “then” that lies before the end it follows"))
        }
        // "Beginn: sobald die Räume frei sind", "starts as soon as the lab is ready": the start waits on
        // an event whose date is not given.
        if let k = cursor.words.indices.first(where: { k in
            guard let w = cursor.words[k] else { return false }
            return w.text == "sobald" || w.text == "soon" && k > 0 && k + 1 < cursor.words.count
                && cursor.words[k - 1]?.text == "as" && cursor.words[k + 1]?.text == "as"
        }) {
            let from = cursor.words[k]?.text == "soon" ? k - 1 : k
            problems.append(UnreadSpan(cursor.text(from: from, to: min(from + 3, cursor.tokens.count)), "dates that wait on an event"))
        }
        // "falls sich mind. 10 Studierende anmelden: ab KW 42": whether the sessions run hangs on the
        // registrations; the clause about them carries the sessions' dates.
        if let conditional = readers.first(where: { r in
            r.analysis.condition != nil && r.analysis.subjects.contains { $0.subject == .registration } && r.hasTemporalCue
        }) {
            problems.append(UnreadSpan(conditional.text, "the sessions depend on the registrations"))
        }
        // "KW 43, 45, 47 – jede Woche": every week, yet weeks named with gaps between them.
        // Not a later phase: "wk 42 and wk 44, afterwards weekly from wk 47".
        if clauses.indices.contains(where: { j in
            clauses[j].cues.contains { if case .interval(1) = $0.kind { return true }; return false }
                && !readers[j].opensWithSequence
                && !clauses[j].cues.contains { switch $0.kind { case .start, .end: return true; default: return false } }
        }) {
            for clause in clauses where clause.polarity == .positive {
                for cue in clause.cues {
                    // "wöchentlich in KW 42-45 und 48-50": every week within each range.
                    guard case .weeks(let spans) = cue.kind, spans.count > 1, spans.allSatisfy(\.isSingleWeek) else { continue }
                    let weeks = spans.map(\.from.week)
                    if zip(weeks, weeks.dropFirst()).contains(where: { a, b in (a >= 27) == (b >= 27) && b - a > 1 }) {
                        problems.append(UnreadSpan(clause.text, "every week, but weeks with gaps between them are named"))
                    }
                }
            }
        }
        return problems
    }
}
