/// Signs in a comment as a whole that its dates are in doubt although each clause read well
/// (SEMANTICS.md §4a, §5): the checks `CommentReader` runs after the clauses are read, in a fixed
/// order (the order of the reasons `explain` prints). Each group of checks is a method; they share
/// what the comment as a whole says (whether it has any cue of the dates, a dated bound, groups
/// taking turns).
struct CommentDoubts {
    let cursor: TokenCursor
    let readers: [ClauseReader]
    let clauses: [ClauseReading]
    let hasAlternation: Bool
    /// Whether any clause holds a cue of the dates.
    let anyCue: Bool
    /// Whether the comment names a start or an end (of the series or of a phase).
    let hasDatedBound: Bool

    init(_ cursor: TokenCursor, _ readers: [ClauseReader], _ clauses: [ClauseReading], hasAlternation: Bool) {
        self.cursor = cursor
        self.readers = readers
        self.clauses = clauses
        self.hasAlternation = hasAlternation
        anyCue = clauses.contains { $0.cues.contains { $0.kind.isTemporal } }
        hasDatedBound = clauses.contains { $0.cues.contains { cue in
            if case .start = cue.kind { return true }
            if case .end = cue.kind { return true }
            if case .phase(_, let from, let through) = cue.kind { return from != nil || through != nil }
            if case .parityPhase(_, let from, let through) = cue.kind { return from != nil || through != nil }
            return false
        } }
    }

    /// All the doubts, in the order the checks run.
    var found: [UnreadSpan] {
        signsAndSequences() + kindsAndWeeks() + rhythmsAndSpans() + movesAndExtras() + blocksBoundsAndTurns()
    }

    /// Hedges, conditions and question marks; the series after a dated event or after its last session.
    private func signsAndSequences() -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        // "14.10./28.10./11.11./ ??", "ab KW 42 (?)": a question mark anywhere puts the dates in doubt.
        if anyCue, cursor.tokens.contains(where: { $0.isSymbol("?") }) {
            problems.append(UnreadSpan(nil, "a question mark in a comment with dates (the dates are in doubt)"))
        }
        // "am 12.10. entfällt / findet statt", "findet statt oder entfällt": called off or held.
        if anyCue, let either = cursor.tokens.indices.first(where: { k in
            guard k > 0, k + 1 < cursor.tokens.count,
                  cursor.tokens[k].isSymbol("/") || (cursor.words[k].map { $0.text == "oder" || $0.text == "or" } ?? false) else { return false }
            func cancels(_ j: Int) -> Bool { cursor.words[j].map { Vocabulary.negation($0, next: nil) == .cancellation } ?? false }
            func holds(_ j: Int) -> Bool { cursor.words[j].map { ["findet", "statt", "stattfinden", "takes", "held", "happens"].contains($0.text) } ?? false }
            return cancels(k - 1) && holds(k + 1) || holds(k - 1) && cancels(k + 1)
        }) {
            problems.append(UnreadSpan(cursor.text(from: either - 1, to: either + 2), "called off or held: one or the other"))
        }
        problems += OpenReadings.found(cursor, readers, clauses, anyCue: anyCue)
        // "Anwesenheitspflicht am 14.10. (Sicherheitsunterweisung), Vorlesung danach wöchentlich": the
        // weekly series after a dated event; whether it starts then or ran all along is not said.
        // (The first dated event is found once: a hostile comment has thousands of clauses.)
        let firstDatedEvent = clauses.count == readers.count ? clauses.indices.first(where: { j in
            clauses[j].subject != .sessions && readers[j].matches.contains { m in m.kinds.contains { if case .dates(let d) = $0 { return d.count == 1 }; if case .loneDate = $0 { return true }; return false } }
        }) : nil
        let namesAStart = clauses.contains { $0.cues.contains { if case .start = $0.kind { return true }; return false } }
        if let event = firstDatedEvent, !namesAStart, let after = (event + 1..<clauses.count).first(where: { k in
            guard let opener = readers[k].range.first.flatMap({ cursor.words[$0] }) ?? readers[k].range.dropFirst().first.flatMap({ cursor.words[$0] }),
                  Vocabulary.matches(opener, anyOf: Vocabulary.thenWords) || readers[k].range.contains(where: { cursor.words[$0].map { ["danach", "afterwards", "thereafter", "anschließend", "anschliessend"].contains($0.text) } ?? false })
            else { return false }
            // "Blatt 1 am 14.10., dann jede Woche ein neues Blatt": the rhythm of the event's own kind.
            return clauses[k].subject != clauses[event].subject
                && !clauses[k].cues.isEmpty && clauses[k].cues.allSatisfy { if case .interval = $0.kind { return true }; return !$0.kind.isTemporal }
        }) {
            problems.append(UnreadSpan(clauses[after].text, "the series after a dated event: from then on, or all along?"))
        }
        // "NEU ab 26.10.: nur noch 14-tägig", "ab KW 45 nur noch in ungeraden Wochen": a rhythm from a
        // date on; the weekly sessions before it stay, and the series does not start there.
        if clauses.count == readers.count, let changed = clauses.indices.first(where: { k in
            let r = readers[k]
            let saysFromNowOn = r.range.contains { i in
                cursor.words[i]?.text == "nur" && i + 1 < r.range.upperBound && cursor.words[i + 1]?.text == "noch"
            }
            return saysFromNowOn && clauses[k].cues.contains { if case .start = $0.kind { return true }; return false }
                && clauses[k].cues.contains { cue in
                    if case .interval(let n) = cue.kind { return n > 1 }
                    if case .parity = cue.kind { return true }
                    return false
                }
        }) {
            problems.append(UnreadSpan(clauses[changed].text, "a rhythm from a date on (“nur noch”): the sessions before it are not said"))
        }
        // "last class 8 June, then weekly until the end of term": sessions after the last one.
        // (One clause reading per clause reader, in order.)
        if clauses.count == readers.count, let last = clauses.firstIndex(where: { c in
            c.cues.contains { if case .end = $0.kind { return true }; return false } && c.cues.contains { if case .sessionOn = $0.kind { return true }; return false }
        }), let after = (last + 1..<clauses.count).first(where: { k in
            clauses[k].cues.contains { cue in
                switch cue.kind {
                case .interval, .start, .phase, .parityPhase, .resumes: return true
                default: return false
                }
            }
        }), let opener = readers[after].range.first.flatMap({ cursor.words[$0] }), Vocabulary.matches(opener, anyOf: Vocabulary.thenWords) {
            problems.append(UnreadSpan(clauses[after].text, "sessions after the one named as the last"))
        }
        // "Beginn KW 43, abhängig von der Raumvergabe": a condition in a clause of its own.
        // "Tutorium findet nur statt, wenn sich 5 Personen anmelden": on a condition, in a comment about the sessions.
        // "findet nur statt, wenn …", "will only run if …": a verb of holding names the sessions too.
        let namesSessions = readers.contains { r in
            r.analysis.subjects.contains { $0.subject == .sessions }
                || r.range.contains { cursor.words[$0].map { ["statt", "stattfinden", "run", "runs", "held"].contains($0.text) } ?? false }
        }
        // "Ende je nach Stoffstand", "end date depends on progress": a start or end on a condition.
        func boundsTheSeries(_ r: ClauseReader) -> Bool {
            r.range.contains { cursor.facts[$0].map { $0.isStartWord || $0.isEndWord } ?? false }
        }
        if let conditional = readers.first(where: { $0.analysis.condition != nil && !$0.hasTemporalCue && !$0.analysis.hasSessionOperator }),
           anyCue || (namesSessions && conditional.analysis.conditionAsksWhether) || boundsTheSeries(conditional) {
            problems.append(UnreadSpan(conditional.text, "the dates depend on a condition"))
        }
        return problems
    }

    /// Sessions at a time of their own, days called off and named, weeks against the series, two kinds of session, changes announced.
    private func kindsAndWeeks() -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        // "Tutorium ab KW 44 (separater Termin)", "Übung als separate Veranstaltung": a session at a time of
        // its own; whether this row is it, and the dates its, is not said.
        // "mündliche Prüfung in KW 3 (gesonderter Termin)" is the exam's own time, not a session's.
        if anyCue, let k = readers.indices.first(where: { k in
            readers[k].range.contains { cursor.facts[$0]?.namesATimeOfItsOwn == true }
                // "(separate Zeile im Plan)": another row of the timetable, not this one.
                && !readers[k].range.contains { cursor.words[$0].map { ["zeile", "row", "eintrag", "entry"].contains($0.text) } ?? false }
        }), clauses[readers[k].isParenthesised && k > 0 ? k - 1 : k].subject == .sessions {
            problems.append(UnreadSpan(readers[k].text, "a session at a time of its own: is this row that session?"))
        }
        // "no session on 13 May; 13 May: exam preparation session": a day called off and a session named
        // on it in another clause.
        let cancelledDays = clauses.flatMap { clause in clause.cues.flatMap { cue -> [DateRef] in
            if case .except(_, let dates) = cue.kind { return dates }; return []
        } }
        if !cancelledDays.isEmpty, let named = readers.indices.first(where: { i in
            // (A reason the cancellation points back to, "I'm at a workshop on 3 Dec", is the lecturer's.)
            !clauses[i].cues.contains { if case .except = $0.kind { return true }; if case .aside(.activity) = $0.kind { return true }; return false }
                && readers[i].range.contains { cursor.facts[$0]?.subject?.subject == .sessions }
                && readers[i].matches.contains { m in !m.negated && m.kinds.contains { kind in
                    if case .dates(let d) = kind { return d.contains { day in cancelledDays.contains { $0.day == day.day && $0.month == day.month } } }
                    if case .loneDate(let day) = kind { return cancelledDays.contains { $0.day == day.day && $0.month == day.month } }
                    return false
                } }
        }) {
            problems.append(UnreadSpan(readers[named].text, "a session named on a day the comment calls off"))
        }
        // "KW 16, 18, 20 – aber wöchentlich": weeks apart, and yet every week.
        if clauses.contains(where: { $0.cues.contains { cue in
            if case .weeks(let spans) = cue.kind { return spans.count > 1 && spans.allSatisfy(\.isSingleWeek) && Set(spans.map(\.from.week)).count == spans.count
                && zip(spans, spans.dropFirst()).contains { abs($1.from.week - $0.from.week) > 1 } }
            return false
        } }), let weekly = readers.indices.first(where: { i in
            clauses[i].cues.contains { if case .interval(1) = $0.kind { return true }; return false }
                && (cursor.words[readers[i].range.lowerBound].map { ["aber", "but", "jedoch", "however", "sonst", "otherwise"].contains($0.text) } ?? false)
        }) {
            problems.append(UnreadSpan(readers[weekly].text, "weeks apart, and yet every week"))
        }
        // "KW 42, 44, 46 (jeweils Präsenz), KW 48 online": weeks named for a mode outside the only weeks
        // of the sessions: a remark on the mode, or sessions in those weeks too?
        let sessionWeeks = Set(clauses.filter { $0.subject == .sessions && $0.polarity == .positive }.flatMap { clause in
            clause.cues.flatMap { cue -> Set<Int> in if case .weeks(let spans) = cue.kind { return spans.reduce(into: Set<Int>()) { $0.formUnion($1.weekNumbers) } }; return [] }
        })
        if !sessionWeeks.isEmpty, let outside = readers.indices.first(where: { i in
            clauses[i].subject == .mode && readers[i].matches.contains { m in
                !m.negated && m.kinds.contains { kind in
                    if case .weeks(let spans) = kind { return !spans.reduce(into: Set<Int>()) { $0.formUnion($1.weekNumbers) }.isSubset(of: sessionWeeks) }
                    return false
                }
            }
        }) {
            problems.append(UnreadSpan(readers[outside].text, "weeks named for a mode outside the weeks of the sessions: sessions in those weeks too?"))
        }
        // "nicht in KW 14, nur in KW 14 und 15": the same week left out and named among the only ones;
        // "KW 12, 14, aber nicht KW 14": taken back at once ("aber", "but" before the negation).
        let contradicted = readers.indices.contains { i in
            cursor.words[readers[i].range.lowerBound].map { ["aber", "but", "jedoch", "however"].contains($0.text) } ?? false
        }
        let onlyWeeks = Set(readers.indices.filter { i in
            contradicted || readers[i].range.contains { cursor.words[$0].map { Vocabulary.onlyWords.contains($0.text) } ?? false }
        }.flatMap { i in clauses[i].cues.flatMap { cue -> [Int] in
            guard case .weeks(let spans) = cue.kind else { return [] }
            return spans.filter(\.isSingleWeek).map(\.from.week)
        } })
        if let both = clauses.first(where: { clause in clause.cues.contains { cue in
            guard case .except(let weeks, _) = cue.kind else { return false }
            return weeks.contains { $0.isSingleWeek && onlyWeeks.contains($0.from.week) }
        } }) {
            problems.append(UnreadSpan(both.text, "a week left out that the comment also names as one of the only ones"))
        }
        // "Tutorium jeweils 14-tägig (eigener Termin); Vorlesung ab KW 43": two kinds of session, each with
        // dates of its own in a clause of its own; which of them this row is, is not said.
        // Kinds taking turns in one slot ("Vorlesung KW 41-45, Übung KW 46-51 (gleicher Raum)", "im Wechsel
        // mit dem Labor", "odd weeks: lecture / even weeks: exercise") are all this row's; the words are
        // looked at only when two kinds have dates.
        func sharesTheSlot() -> Bool {
            hasAlternation || cursor.words.contains { w in
                guard let t = w?.text else { return false }
                return ["gleich", "gleicher", "gleichen", "gleiche", "same", "selben", "selbe", "selber"].contains(t)
                    || t.hasPrefix("wechsel") || t.hasPrefix("abwechs") || t.hasPrefix("altern") || t == "odd" || t == "even"
                    || t.hasPrefix("gerade") || t.hasPrefix("ungerade")
            }
        }
        let datedKinds = readers.indices.filter {
            clauses[$0].subject == .sessions && readers[$0].hasTemporalCue && readers[$0].analysis.sessionKinds.count == 1
        }
        if let k = datedKinds.first, let other = datedKinds.first(where: { readers[$0].analysis.sessionKinds != readers[k].analysis.sessionKinds }),
           !sharesTheSlot() {
            problems.append(UnreadSpan(readers[other].text, "dates for two kinds of session: which of them is this row?"))
        }
        // "ggf. Verschiebungen, bitte Aushang beachten", "Terminänderungen per Mail", "changes possible, see
        // Moodle": the dates may change, and where to is kept elsewhere.
        if let changes = readers.indices.first(where: { k in
            let r = readers[k]
            return [.sessions, .mode].contains(clauses[k].subject)
                && r.range.contains { i in cursor.facts[i]?.namesAChange == true }
                && (!r.analysis.pointerIndices.isEmpty || r.range.contains { i in cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.bareHedges) && !["auch", "noch", "also"].contains($0.text) } ?? false })
        }) {
            problems.append(UnreadSpan(readers[changes].text, "the dates may change, and how is said elsewhere"))
        }
        return problems
    }

    /// Phases of parity, first phases alone, groups taking turns, only some weeks beside a series, weeks of modes or rooms, one date beside a rhythm.
    private func rhythmsAndSpans() -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        // "Vorl. wöchentlich, ab KW 22 abwechselnd Vorlesung und Übung": a start beside turns, after a
        // rhythm said of the whole series; where the turns start, or where the series starts? (It was read
        // as the series' start, silently.)
        if let turns = clauses.indices.first(where: { k in
            clauses[k].cues.contains { $0.kind == .alternation } && clauses[k].cues.contains { if case .start = $0.kind { return true }; return false }
        }), clauses[..<turns].contains(where: { c in
            c.subject == .sessions && c.cues.contains { if case .interval = $0.kind { return true }; return false }
                && !c.cues.contains { cue in if case .start = cue.kind { return true }; if case .end = cue.kind { return true }; return false }
        }) {
            problems.append(UnreadSpan(readers[turns].text, "a start of turns after a rhythm of the whole series: where the series starts, or where the turns do?"))
        }
        // "bis KW 46 in ungeraden Wochen, danach wöchentlich": a week parity for a while, then another
        // rhythm; phases of parity are not read (the later rhythm was dropped, silently).
        if let parity = clauses.firstIndex(where: { $0.cues.contains { if case .parity = $0.kind { return true }; return false } }),
           let later = readers.indices.first(where: { $0 > parity && readers[$0].opensWithSequence
               && clauses[$0].cues.contains { cue in if case .interval = cue.kind { return true }; if case .phase = cue.kind { return true }; return false } }) {
            problems.append(UnreadSpan(readers[later].text, "a week parity, then another rhythm"))
        }
        // "zunächst nur KW 41-43", "initially weeks 41 to 44": a first phase with nothing after it is
        // what holds for now, not the whole term.
        if let first = readers.indices.first(where: { k in
            readers[k].range.contains { cursor.words[$0].map { Vocabulary.phaseOpeners.contains($0.text) } ?? false }
        }), !readers[(first + 1)...].contains(where: { $0.opensWithSequence || $0.hasTemporalCue }) {
            problems.append(UnreadSpan(readers[first].text, "a first phase with nothing after it: for the time being?"))
        }
        if let provisional = provisionalHedge() {
            problems.append(UnreadSpan(provisional, "the dates are said to be provisional"))
        }
        // "14-tägig ab KW 41 (Gruppe 1) - Gruppe 2 in der jeweils anderen Woche": the groups take turns
        // in the slot; whether the row is every week or every other is not clear.
        if anyCue, let turns = readers.first(where: \.analysis.groupsAlternate) {
            problems.append(UnreadSpan(turns.text, "groups taking turns in the weeks between"))
        }
        // "only in week 43 and every week from week 41": only some weeks, and a series.
        if let only = readers.first(where: { r in
            r.subject == .sessions && r.matches.contains { m in m.kinds.contains { if case .weeks = $0 { return true }; if case .dates = $0 { return true }; return false } && !m.negated }
                && r.range.contains { cursor.words[$0].map { Vocabulary.onlyWords.contains($0.text) } ?? false }
        }) {
            // "only in week 43 and every week from week 41"; "CW 13 to 19 - CW 16 only": only some
            // weeks, and a series or other weeks besides.
            let besides = readers.indices.first { i in
                readers[i] !== only && clauses[i].subject == .sessions && readers[i].matches.contains { m in
                    !m.negated && m.kinds.contains { if case .interval = $0 { return true }; if case .weeks = $0 { return true }; if case .dates = $0 { return true }; return false }
                }
            }
            // "KW 43, 45, 47 nur KW 49": weeks before the "only" in its own clause.
            let onlyWord = only.range.first { cursor.words[$0].map { Vocabulary.onlyWords.contains($0.text) } ?? false }
            let namedBefore = only.matches.contains { m in
                !m.negated && m.range.upperBound <= (onlyWord ?? 0) && m.kinds.contains { if case .weeks = $0 { return true }; if case .dates = $0 { return true }; return false }
            }
            let namedAfter = only.matches.contains { m in
                !m.negated && m.range.lowerBound > (onlyWord ?? Int.max) && m.kinds.contains { if case .weeks = $0 { return true }; if case .dates = $0 { return true }; return false }
            }
            // "nur KW 45 - 14-tägig": only one week, and a rhythm in the same clause.
            let rhythmToo = only.matches.contains { m in m.kinds.contains { if case .interval(let n) = $0 { return n > 1 }; return false } }
            if besides != nil || namedBefore && namedAfter || rhythmToo {
                problems.append(UnreadSpan(only.text, "only these weeks or dates, and others besides"))
            }
        }
        // "ab KW 45, Woche vom 7.12.": a week of a date with a bound in the same clause ("Woche vom 2.11.
        // bis Woche vom 7.12." is read whole, as a span of weeks, by the week-by-date rule).
        for clause in clauses where clause.polarity == .positive {
            let kinds = clause.cues.map(\.kind)
            if kinds.contains(where: { if case .weekOf = $0 { return true }; return false }),
               kinds.contains(where: { if case .end = $0 { return true }; if case .start = $0 { return true }; return false }) {
                problems.append(UnreadSpan(clause.text, "a week of a date and a bound together"))
            }
        }
        // "KW 42 bis 48 online, KW 49 bis 3 im Hörsaal": closed week ranges, each about a mode or a
        // room, and none about the sessions: do they also bound the sessions? Not said.
        let asideRanges = readers.indices.filter { i in
            [.mode, .room].contains(clauses[i].subject)
                && readers[i].matches.contains { m in m.kinds.contains { if case .weeks(let spans) = $0 { return spans.contains { !$0.isSingleWeek } }; return false } }
        }
        // A cancellation inside those weeks ("KW 11–18 online, KW 19–27 Präsenz; KW 22 keine Vorlesung")
        // treats them as the sessions' weeks; one outside them ("…, im Januar keine Vorlesung",
        // "…, not in week 53") leaves open whether the sessions have other weeks.
        if asideRanges.count >= 2, !clauses.contains(where: { $0.subject == .sessions && $0.polarity == .positive && $0.cues.contains { $0.kind.isTemporal } }) {
            var asideWeeks = Set<Int>()
            for i in asideRanges {
                for m in readers[i].matches {
                    for case .weeks(let spans) in m.kinds { for span in spans { asideWeeks.formUnion(span.weekNumbers) } }
                }
            }
            let cancellations = clauses.filter { $0.subject == .sessions && $0.cues.contains { $0.kind.isTemporal } }.flatMap(\.cues)
            let allInside = !cancellations.isEmpty && cancellations.allSatisfy { cue in
                if case .except(let weeks, let dates) = cue.kind { return dates.isEmpty && weeks.allSatisfy { asideWeeks.isSuperset(of: $0.weekNumbers) } }
                return !cue.kind.isTemporal
            }
            if !allInside {
                problems.append(UnreadSpan(asideRanges.map { readers[$0].text }.joined(separator: "”, “"), "weeks in a mode or room, and none for the sessions"))
            }
        }
        // "wechseln sich wöchentlich ab, los geht es … am 12.10.": one date and a weekly rhythm, and no
        // bound: the date may be the start or the only session.
        let rhythmic = clauses.contains { $0.subject == .sessions && $0.cues.contains { if case .interval = $0.kind { return true }; return false } }
        if rhythmic, !hasDatedBound, let lone = clauses.first(where: { c in
            c.subject == .sessions && c.polarity == .positive && c.cues.contains { if case .dates(let d) = $0.kind { return d.count == 1 }; return false }
        }) {
            problems.append(UnreadSpan(lone.text, "one date and a rhythm: the start or the only session?"))
        }
        return problems
    }

    /// Sessions moved or added without the dates that say from where or when.
    private func movesAndExtras() -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        // "- verlegt wg. Feiertag -", "moved due to public holiday": a move word with no noun, in a comment
        // that names no date at all; the row's sessions moved, and neither which nor where to is said.
        // ("Start Fr 16.04. (wegen Berufung verschoben)": the date is the move's.)
        if !anyCue, let moved = readers.first(where: { r in
            r.analysis.subjects.isEmpty && r.range.contains { i in
                cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.movedWords) && !["statt", "instead", "stattdessen"].contains($0.text) } ?? false
            }
        }) {
            problems.append(UnreadSpan(moved.text, "moved, but no date says when"))
        }
        // "around week 20 a field trip replaces one lecture": which session gives way, and whether it
        // is cancelled or held in another form, is not said.
        if let replaced = readers.first(where: { r in
            r.range.contains { cursor.words[$0].map { Vocabulary.matches($0, anyOf: Vocabulary.replaceWords) } ?? false }
                && r.analysis.subjects.contains { $0.subject == .sessions } && (r.hasTemporalCue || !r.analysis.vagueIndices.isEmpty)
        }) {
            problems.append(UnreadSpan(replaced.text, "a session replaced by something else"))
        }
        // "verschoben auf 10.11." with no date left out anywhere: a session moves there, but which
        // one does not take place is not said.
        let leavesOutADate = clauses.contains { c in c.cues.contains { if case .except = $0.kind { return true }; return false } }
        // "KW 53 + KW 1 frei, verschoben auf 05.10.": several sessions left out, one date they move to.
        let leftOut = clauses.reduce(0) { count, c in
            c.cues.reduce(count) { n, cue in
                if case .except(let weeks, let dates) = cue.kind { return n + weeks.reduce(0) { $0 + $1.weekNumbers.count } + dates.count }
                return n
            }
        }
        // "class on May 27 moved to Fri May 28, verschoben auf 18.03.": a date moved to, from no date,
        // beside moves that each have theirs; more dates to move to than sessions left out.
        let movedToAlone = readers.indices.filter { i in
            clauses[i].subject == .sessions && !clauses[i].cues.contains { if case .except = $0.kind { return true }; return false }
                && readers[i].matches.contains { m in
                    !m.negated && m.kinds.allSatisfy { if case .extra = $0 { return true }; return false }
                        && (cursor.words[m.range.lowerBound].map { Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false)
                }
        }
        let movedTo = clauses.reduce(0) { count, c in
            c.cues.reduce(count) { n, cue in if case .extra(let w, let d) = cue.kind { return n + w.count + d.count }; return n }
        }
        if leavesOutADate, let alone = movedToAlone.first, movedTo > leftOut {
            problems.append(UnreadSpan(readers[alone].text, "more dates sessions move to than sessions left out"))
        }
        if let moved = readers.indices.first(where: { i in
            clauses[i].subject == .sessions && readers[i].matches.contains { m in
                !m.negated && m.kinds.allSatisfy { if case .extra = $0 { return true }; return false }
                    && (cursor.words[m.range.lowerBound].map { Vocabulary.matches($0, anyOf: Vocabulary.movingWords) } ?? false)
                    && (!leavesOutADate || leftOut > 1 && !clauses[i].cues.contains { if case .except = $0.kind { return true }; return false }
                        && m.kinds.reduce(0) { n, kind in
                        if case .extra(let weeks, let dates) = kind { return n + weeks.count + dates.count }
                        return n
                    } == 1)
            }
        }) {
            problems.append(UnreadSpan(readers[moved].text, leavesOutADate
                ? "several sessions left out and one date a session moves to: which one moves is not said"
                : "a session moved to this date, and not said from which"))
        }
        if !leavesOutADate, let madeUp = readers.first(where: \.readsAMakeUp) {
            problems.append(UnreadSpan(madeUp.text, "a session made up on this date, and not said which one"))
        }
        // "Die Sitzung am 19.11. entfällt und wird nachgeholt", "Ausfall KW 47 - wird nachgeholt": a session
        // made up, and no date anywhere for it ("wird nicht nachgeholt" says there is none).
        let addsADate = clauses.contains { c in
            c.cues.contains { cue in
                switch cue.kind {
                case .extra, .also, .weekdayInstead, .kickoff: return true
                default: return false
                }
            }
        }
        if !addsADate, let madeUp = readers.first(where: { r in
            r.range.contains { cursor.words[$0].map { Vocabulary.matches($0, anyOf: Vocabulary.makeUpWords) } ?? false }
                && !r.range.contains { cursor.words[$0].map { Vocabulary.negation($0, next: nil) != nil } ?? false }
        }) {
            problems.append(UnreadSpan(madeUp.text, "made up, and no date says when"))
        }
        // "ggf. Zusatztermine", "(evtl. Zusatztermin)": sessions besides the series, and no date for them.
        if let extra = readers.indices.first(where: { i in
            clauses[i].subject == .sessions && !readers[i].matches.contains(where: \.negated) && !clauses[i].cues.contains { $0.kind.isTemporal }
                && readers[i].range.contains { k in cursor.words[k].map { Vocabulary.matches($0, anyOf: Vocabulary.extraSessionNouns) } ?? false }
        }) {
            problems.append(UnreadSpan(readers[extra].text, "extra sessions, and no date for them"))
        }
        return problems
    }

    /// Block weeks, dates restating weeks, rhythms or weekdays taking turns, bounds tied to events, open ranges, clauses continued across brackets.
    private func blocksBoundsAndTurns() -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        // "Blockwoche KW 44", "in KW 44 als Block": the sessions are gathered in that week, on days
        // the row does not give.
        // "exam in week 4, KW 50 Blockwoche": a second week of a clause about another event, marked a
        // block, is the sessions' block whatever the clause's subject.
        // "Registration … closes Dec 15., KW 3 Blockwoche": after the event's date too.
        func blockAfterALaterWeek(_ i: Int) -> Bool {
            let range = readers[i].range
            guard let first = range.first(where: { k in
                switch cursor.tokens[k].kind {
                case .weekMarker, .date, .month: return true
                default: return false
                }
            }) else { return false }
            return range.contains { k in
                k >= 2 && k - 2 > first && cursor.tokens[k - 1].number != nil && cursor.tokens[k - 2].kind == .weekMarker
                    && (cursor.words[k].map { Vocabulary.blockWeekWords.contains($0.text) } ?? false)
            }
        }
        if let block = readers.indices.first(where: { i in
            [.exam, .registration, .submission].contains(clauses[i].subject) && blockAfterALaterWeek(i) ||
            [.sessions, .mode, .room, .groups].contains(clauses[i].subject)
                // "Ausfall KW 17, KW 21 Blockwoche": also beside weeks a cancellation's list took in.
                && readers[i].matches.contains { m in m.kinds.contains { kind in
                    // "KW 12, 14, ..., KW 22 Blockwoche": a list that goes on ends in a week too.
                    switch kind {
                    case .weeks, .start(.week), .end(.week): return true
                    case .except(let weeks, _): return !weeks.isEmpty
                    default: return false
                    }
                } }
                && readers[i].range.contains { k in
                    guard let w = cursor.words[k], Vocabulary.blockWeekWords.contains(w.text) else { return false }
                    // "keine Vorlesung wegen Blockwoche": why, not when.
                    if ClauseAnalysis.namesReason(cursor, k, readers[i].range) { return false }
                    // "Block 1: KW 44", "Block II: KW 1–2": a numbered block is one session.
                    return !(k + 1 < cursor.tokens.count && (cursor.tokens[k + 1].number != nil
                        || cursor.words[k + 1].map { ["i", "ii", "iii", "iv", "v", "a", "b", "c"].contains($0.text) } == true))
                }
        }) {
            problems.append(UnreadSpan(readers[block].text, "a block in a week: on which days is not said"))
        }
        // "starts week 44 (Tuesday 3 Nov)": a date in brackets after a week restates it only when it
        // lies in that week (3 Nov 2020 is in week 45).
        for i in readers.indices.dropFirst() where readers[i].isParenthesised && CommentReader.isRestatedDate(clauses[i], after: clauses[i - 1]) == false {
            problems.append(UnreadSpan(clauses[i].text, "a date in brackets after a week, not shown to lie in it"))
        }
        // "14-tägig und wöchentlich im Wechsel": two rhythms taking turns.
        let rhythms = Set(readers.flatMap { r in r.matches.filter { !$0.negated }.flatMap { m in m.kinds.compactMap { if case .interval(let n) = $0 { return n }; return nil } } })
        if hasAlternation, rhythms.count >= 2 {
            problems.append(UnreadSpan(nil, "two rhythms taking turns (\(rhythms.sorted().map(String.init).joined(separator: " and ")) weeks)"))
        }
        // "Mo/Mi im Wechsel": weekdays taking turns, not groups in one slot: which weeks are this
        // row's is not said.
        if hasAlternation, Set(cursor.facts.compactMap { $0?.weekday }).count >= 2 {
            problems.append(UnreadSpan(nil, "weekdays taking turns (which weeks are this row's is not said)"))
        }
        // "Beginn nach den Herbstferien", "starts after the Christmas break": a bound tied to an
        // event the data has no dates for, and no bound with a date anywhere in the comment.
        // ("Zoom until Christmas, afterwards lecture hall" bounds the mode, not the sessions.)
        // "startet am 27.10. und geht bis Weihnachten": a dated start leaves the end tied to the event.
        let hasDatedEnd = clauses.contains { $0.cues.contains { cue in
            if case .end = cue.kind { return true }
            if case .phase(_, _, let through) = cue.kind { return through != nil }
            if case .parityPhase(_, _, let through) = cue.kind { return through != nil }
            return false
        } }
        if let tied = readers.indices.first(where: { i in
            let reader = readers[i]
            guard clauses[i].subject == .sessions, !reader.hasTemporalCue, let bound = reader.range.first(where: { i in
                guard let facts = cursor.facts[i], let word = cursor.words[i] else { return false }
                return facts.isStartWord || facts.isEndWord || Vocabulary.matches(word, anyOf: Vocabulary.afterWords)
                    || Vocabulary.matches(word, anyOf: Vocabulary.beforeWords)
            }) else { return false }
            let endsThere = cursor.facts[bound]?.isEndWord == true || cursor.words[bound].map { Vocabulary.matches($0, anyOf: Vocabulary.beforeWords) } == true
            guard !hasDatedBound || endsThere && !hasDatedEnd else { return false }
            return reader.range.contains { j in j > bound && (cursor.words[j].map { Vocabulary.namesUndatedEvent($0.text) } ?? false) }
        }) {
            problems.append(UnreadSpan(readers[tied].text, "a bound tied to an event whose dates are not in the data"))
        }
        // "Kw. 19-", "ab 12.10. bis": a range without its other end.
        // (A dash set apart by a space is decoration: "- Praktikum - entfällt 26.11. -".)
        if let last = cursor.tokens.indices.last, last > 0,
           ((cursor.tokens[last].isSymbol("-") || cursor.tokens[last].isSymbol("–")) && cursor.tokens[last - 1].range.upperBound == cursor.tokens[last].range.lowerBound)
            || (cursor.words[last].map { Vocabulary.matches($0, anyOf: Vocabulary.rangeJoin) } ?? false),
           cursor.tokens[last - 1].isDateInformation || cursor.tokens[last - 1].number != nil || cursor.tokens[last - 1].isSymbol(".") {
            problems.append(UnreadSpan(cursor.text(from: max(0, last - 2), to: last + 1), "a range without its end"))
        }
        // "the tutorial (separate slot) is cancelled on Nov 5": a clause without a subject continues the
        // one before the brackets; when that names another kind of session than the rest, whose dates
        // these are is not clear.
        for (i, reader) in readers.enumerated() where reader.hasTemporalCue && reader.analysis.subjects.isEmpty && !reader.isParenthesised {
            var j = i - 1
            while j >= 0, readers[j].isParenthesised { j -= 1 }
            guard j >= 0, j < i - 1, readers[j].matches.isEmpty else { continue }
            let kinds = readers[j].analysis.sessionKinds
            let others = readers.indices.filter { $0 != i && $0 != j }.reduce(into: Set<ClauseAnalysis.SessionKind>()) { $0.formUnion(readers[$1].analysis.sessionKinds) }
            if !kinds.isEmpty, !others.isEmpty, kinds.isDisjoint(with: others) {
                problems.append(UnreadSpan("\(readers[j].text) … \(reader.text)", "which kind of session these dates are for is not clear"))
            }
        }
        // "Gr. 1 und Gr. 2 wechseln wöchentlich (KW 42: Gr. 1)": a week that labels a group, where no
        // alternation was read ("KW 42: Gr. A // KW 43: Gr. B - im wöchentl. Wechsel" is one).
        for reader in readers where !hasAlternation && reader.analysis.subjects.contains(where: { $0.subject == .groups }) {
            for m in reader.matches where m.kinds.contains(where: { if case .weeks = $0 { return true }; if case .dates = $0 { return true }; return false }) {
                if m.range.upperBound < cursor.tokens.count, cursor.tokens[m.range.upperBound].isSymbol(":") {
                    problems.append(UnreadSpan(reader.text, "a week or date that labels a group"))
                }
            }
        }
        // "KW 44-46, nur im Dezember", "Saturdays in CW 13-16, only in May": weeks, and only some months in
        // a clause of their own; the two do not say the same (they were joined, silently).
        if let months = clauses.indices.first(where: { k in
            clauses[k].subject == .sessions && clauses[k].cues.contains { if case .onlyMonths = $0.kind { return true }; return false }
                && readers[k].range.contains { i in cursor.words[i].map { Vocabulary.onlyWords.contains($0.text) } ?? false }
        }), clauses.indices.contains(where: { k in
            k != months && clauses[k].subject == .sessions && clauses[k].cues.contains { if case .weeks = $0.kind { return true }; return false }
        }) {
            problems.append(UnreadSpan(clauses[months].text, "weeks, and only these months: which holds?"))
        }
        return problems
    }

    /// "ab KW 44 (voraussichtlich)", "Beginn 19.10. (Änderungen vorbehalten)", "starts week 43
    /// (provisional)", "Vorlesung findet unter Vorbehalt statt": a clause about the sessions that says
    /// the dates may still change, in a comment with dates or naming the sessions. The hedge mostly
    /// stands in a clause of its own, which names no date: the text of that clause, or nil.
    private func provisionalHedge() -> String? {
        for (reader, clause) in zip(readers, clauses) where clause.subject != .sessions && anyCue {
            // "Start 19 April, subject to room availability", "vorbehaltlich der Raumvergabe": a clause of
            // its own that puts what comes before on a condition, whatever it names.
            let first = reader.range.lowerBound
            if let w = cursor.words[first], w.text == "vorbehaltlich"
                || w.text == "subject" && first + 1 < reader.range.upperBound && cursor.words[first + 1]?.text == "to" {
                return reader.text
            }
            // "Exkursion ggf. am 11.6. statt der Übung": a hedge in a clause about something else that
            // takes a session out.
            if clause.cues.contains(where: { if case .except = $0.kind { return true }; if case .exceptDateRange = $0.kind { return true }; return false }),
               reader.range.contains(where: { i in cursor.words[i].map { Vocabulary.matches($0, anyOf: Vocabulary.bareHedges) && !["auch", "noch", "also"].contains($0.text) } ?? false }) {
                return reader.text
            }
        }
        for (reader, clause) in zip(readers, clauses) where clause.subject == .sessions {
            guard anyCue || reader.analysis.subjects.contains(where: { $0.subject == .sessions }) else { continue }
            let said = reader.range.contains { i in
                guard let word = cursor.words[i] else { return false }
                if Vocabulary.matches(word, anyOf: Vocabulary.provisional) { return true }
                guard Vocabulary.provisionalPhrases.mayStart(with: word) else { return false }
                var phrase = cursor.limited(to: reader.range)
                phrase.position = i
                return CommentRule.phrase(&phrase, Vocabulary.provisionalPhrases)
            }
            // "(evtl.)", "(ggf. auch später)" hedge the dates beside them; "evtl. mit Übung" does not.
            let words = reader.range.compactMap { cursor.words[$0] }
            let bare = anyCue && words.contains { Vocabulary.matches($0, anyOf: Vocabulary.bareHedges) && !["auch", "noch", "also"].contains($0.text) }
                && words.allSatisfy { Vocabulary.matches($0, anyOf: Vocabulary.bareHedges) }
            if said || bare { return reader.text }
        }
        return nil
    }
}
