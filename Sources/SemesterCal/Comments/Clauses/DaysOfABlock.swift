import ICalendar

/// "Block: Di–Fr 12.–15.1.", "Blockveranstaltung Mo 30.11. - Fr 4.12., täglich", "Block 11.1.-20.1. (nur
/// Mo-Fr)", "Präsenzblock 3.12.-5.12. (Do-Sa)", "Kompaktwoche KW 49 (Mo 30.11. - Fr 4.12.)": a span of days
/// said to be a block, or named with the weekdays it runs over, is every such day of it
/// (`CueKind.blockDays`; the span narrowed the row's weekly series to its one day there, silently). A
/// block whose days are not said ("Block 19.-21.10.") is every day for some blind writers and the
/// row's weekday in it for others: it is flagged.
enum DaysOfABlock {
    static func reading(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var out = clauses
        var consumed: Set<Int> = []
        // What the comment as a whole names, worked out once (a hostile comment has thousands of clauses).
        let namesWeekdays = Set(cursor.tokens.indices.lazy.compactMap { cursor.facts[$0]?.weekday }).count >= 2
        let namesWeeks = clauses.contains { $0.cues.contains { if case .weeks = $0.kind { return true }; return false } }
        for i in clauses.indices where clauses[i].polarity == .positive && !consumed.contains(i) {
            let c = clauses[i], r = readers[i]
            let namesABlock = r.range.contains { cursor.facts[$0]?.namesABlock ?? false }
            // "Präsenzblock 3.12.-5.12.": a block in a mode is still the sessions' block.
            let kinds: [CueKind]
            if c.subject == .sessions {
                kinds = c.cues.map(\.kind)
            } else if namesABlock, c.subject == .mode {
                kinds = r.matches.flatMap(\.kinds)
            } else {
                continue
            }
            // Only a span of days, the days of a week, or a block's name change anything below: most
            // clauses have none, and the look at the weekdays around them is the costly part.
            guard namesABlock || kinds.contains(where: { kind in
                switch kind {
                case .dateRange, .weekDays: return true
                default: return false
                }
            }) else { continue }
            // The weekdays said beside the span: in the clause, or in the clause after it ("(nur Mo-Fr)", ", Mo-Fr").
            var said = weekdaysSaid(r.range, cursor)
            var saidAfter = false
            if said == nil, i + 1 < clauses.count, clauses[i + 1].cues.allSatisfy({ if case .onWeekday = $0.kind { return true }; return false }),
               let after = weekdaysSaid(readers[i + 1].range, cursor, alone: true) {
                said = after
                saidAfter = true
            }
            let daily = (r.range.lowerBound..<(i + 1 < readers.count ? readers[i + 1].range.upperBound : r.range.upperBound)).contains { k in
                cursor.words[k].map { ["täglich", "taeglich", "daily"].contains($0.text) } ?? false
            }
            var cues: [Cue] = []
            var read = false, doubted = false
            for kind in kinds {
                switch kind {
                case .dateRange(let from, let to):
                    let endsSayTheirDays = from.weekday != nil && to.weekday != nil && from.weekday != to.weekday
                    if let days = said {
                        cues.append(Cue(.blockDays(from: from, to: to, weekdays: days), text: c.text))
                        read = true
                    } else if daily || (namesABlock && endsSayTheirDays) {
                        cues.append(Cue(.blockDays(from: from, to: to, weekdays: []), text: c.text))
                        read = true
                    } else if namesABlock, spansWeeks(from, to) {
                        // "Blockphase 9.11.–30.11.", "Block: Sa 3.10. – Sa 24.10.": a block over several
                        // weeks is the row's weekday in them (writers 6 and 57: b6-081, b57-360, b57-371;
                        // one week of days stays flagged: writers disagree).
                        cues.append(Cue(kind, text: c.text))
                    } else {
                        cues.append(Cue(kind, text: c.text))
                        doubted = doubted || namesABlock
                    }
                case .weekDays(_, let from, let to) where namesABlock || said != nil || daily:
                    // "Kompaktwoche KW 49 (Mo 30.11. - Fr 4.12.)": the week's days named are the block's.
                    cues.append(Cue(.blockDays(from: from, to: to, weekdays: said ?? []), text: c.text))
                    read = true
                case .onWeekday:
                    if said == nil { cues.append(Cue(kind, text: c.text)) }
                default:
                    cues.append(Cue(kind, text: c.text))
                }
            }
            // "Blocktage KW 45 + KW 47, jeweils Mo-Mi", "Zwei Blöcke à 2 Tage (Di+Mi) in KW 43 und KW 47":
            // weekdays of a block in named weeks; not read yet.
            // ("Blöcke in KW 46, 48 und 50", "Blockveranstaltung in KW 45": the row's weekday in those weeks,
            // as writers 1, 9, 26, 28, 29, 48 and 53 read it; set 56's writer flags it.)
            if !read, namesABlock, said != nil || namesWeekdays && namesWeeks {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                       unread: c.unread + [UnreadSpan(c.text, "the weekdays of a block in the weeks named: not read yet")])
                continue
            }
            if read {
                // The week beside a block's days is theirs ("KW 49 (…)"): the planner checks them (`weekDays`).
                cues = cues.flatMap { cue -> [Cue] in
                    if case .weeks(let spans) = cue.kind, spans.count == 1, spans[0].isSingleWeek,
                       let block = cues.first(where: { if case .blockDays = $0.kind { return true }; return false }),
                       case .blockDays(let from, let to, _) = block.kind {
                        return [Cue(.weekDays(week: spans[0].from, from: from, to: to), text: cue.text)]
                    }
                    return [cue]
                }
                // "Blockwoche Mo-": the block's name and its weekdays are read now.
                let unread = c.unread.filter { span in !(span.text.map(namesTheBlock) ?? false) }
                out[i] = ClauseReading(text: c.text, subject: .sessions, polarity: c.polarity, cues: cues, unread: unread)
                if saidAfter {
                    let next = clauses[i + 1]
                    out[i + 1] = ClauseReading(text: next.text, subject: next.subject, polarity: next.polarity, cues: [], unread: next.unread)
                    consumed.insert(i + 1)
                }
            } else if doubted {
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                       unread: c.unread + [UnreadSpan(c.text, "a block of days: every day of it, or only the row's weekday?")])
            }
        }
        return out
    }

    /// Whether the span from `from` to `to` (year-less dates in one term) is longer than a week.
    private static func spansWeeks(_ from: DateRef, _ to: DateRef) -> Bool {
        // Days counted in a leap year; a span over the new year wraps ("Block 14.12.–11.1.").
        guard let first = CalendarDate(year: 2020, month: from.month, day: from.day),
              let last = CalendarDate(year: 2020, month: to.month, day: to.day) else { return false }
        var days = first.days(until: last)
        if days < 0 { days += 366 }
        return days >= 7
    }

    /// "Block", "Blockwoche", "Präsenzblock", "Blöcke", "Kompaktseminar", "compact course", "Intensivkurs".
    private static func isBlockWord(_ text: String) -> Bool { Vocabulary.namesABlock(text) }

    /// Text of nothing but a block's name ("Block", "Blockwoche", "Blocktage") and weekdays.
    private static func namesTheBlock(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }
        return !words.isEmpty && words.contains { isBlockWord(String($0)) }
            && words.allSatisfy { isBlockWord(String($0)) || Vocabulary.weekdays[String($0)] != nil }
    }

    /// The weekdays of a weekday span in the tokens ("Di–Fr", "Mon-Wed", "Mo bis Do"), in order; with
    /// `alone`, only when the tokens say nothing else ("(nur Mo-Fr)", ", Mo-Fr", "jeweils Do-Sa").
    static func weekdaysSaid(_ range: Range<Int>, _ cursor: TokenCursor, alone: Bool = false) -> [Int]? {
        for i in range where i + 2 < range.upperBound {
            guard let first = cursor.facts[i]?.weekday, let last = cursor.facts[i + 2]?.weekday, first != last,
                  cursor.tokens[i + 1].isSymbol("-") || cursor.tokens[i + 1].isSymbol("–")
                    || cursor.words[i + 1].map({ ["bis", "to", "through"].contains($0.text) }) == true else { continue }
            if alone {
                let others = range.filter { k in
                    k < i || k > i + 2 ? cursor.words[k].map { !["nur", "only", "jeweils", "each"].contains($0.text) } ?? !cursor.tokens[k].isSymbol(".") : false
                }
                guard others.isEmpty else { return nil }
            }
            var days = [first]
            while days.last! != last, days.count < 7 { days.append(days.last! % 7 + 1) }
            return days
        }
        return nil
    }

    /// "Di–Fr", "Mon-Wed", "Mo bis Do": two weekdays joined by a dash, "bis" or "to".
    static func weekdayRange(_ range: Range<Int>, _ cursor: TokenCursor) -> (Int, Int)? {
        guard let days = weekdaysSaid(range, cursor) else { return nil }
        return (days[0], days[days.count - 1])
    }
}
