import ICalendar

/// The phases of a series whose rhythm changes (`CueKind.phase`, `CueKind.parityPhase`), bounded by
/// weeks, dates, months or counted sessions: each thinned on its own span (`SeriesPlanner.plan`).
extension SeriesPlanner {
    /// "wöchentlich bis KW 46, dann 14-tägig": each phase keeps every n-th of the dates in its span,
    /// counted from its first. A phase without a start begins the day after the one before it ends,
    /// one without an end ends the day before the next begins; the first and the last reach the
    /// lecture period's ends. Days between phases ("…, dann 14-tägig ab KW 48") are left out: the
    /// comment gives them no rhythm. Where a switch is not said, or phases overlap, the row is flagged
    /// and planned in the first rhythm.
    func thinnedInPhases(_ dates: [CalendarDate], _ phases: [(cue: Cue, interval: Int, from: Bound?, through: Bound?, even: Bool?)], _ plan: inout SeriesPlan) -> [CalendarDate] {
        func thinned(_ days: [CalendarDate], every n: Int) -> [CalendarDate] {
            days.enumerated().filter { $0.offset % n == 0 }.map(\.element)
        }
        func isCounted(_ bound: Bound?) -> Bool { if case .session? = bound { return true }; return false }
        if phases.contains(where: { isCounted($0.from) || isCounted($0.through) }) {
            return thinnedInCountedPhases(dates, phases, &plan) ?? thinned(dates, every: phases[0].interval)
        }
        let quotes = Quotes.joined(phases.map(\.cue.text))
        let stated = phases.map { phase -> (from: CalendarDate?, through: CalendarDate?) in
            let from = phase.from.flatMap { calendar.firstDay(of: $0) }, through = phase.through.flatMap { calendar.lastDay(of: $0) }
            if (phase.from != nil && from == nil) || (phase.through != nil && through == nil) {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: phase.cue.text), "“\(phase.cue.text)” names a week or date that does not exist"))
            }
            return (from, through)
        }
        var spans: [ClosedRange<CalendarDate>?] = []
        for k in phases.indices {
            let from = stated[k].from ?? (k == 0 ? period.firstDay : stated[k - 1].through?.adding(days: 1))
            let through = stated[k].through ?? (k == phases.count - 1 ? period.lastDay : stated[k + 1].from?.adding(days: -1))
            guard let from, let through else {
                plan.problems.append(PlanningProblem(.contradiction(quote: phases[k].cue.text), "rhythms one after another (\(quotes)), but not where “\(phases[k].cue.text)” begins or ends; planned \(Self.everyNth(phases[0].interval))"))
                return thinned(dates, every: phases[0].interval)
            }
            // "im Oktober 14-tägig, sonst wöchentlich": the rest of the term before the first phase is none.
            if from > through, phases[k].from == nil, phases[k].through == nil, k == 0 || k == phases.count - 1 {
                spans.append(nil)
                continue
            }
            guard from <= through, spans.last(where: { $0 != nil }).map({ $0!.upperBound < from }) ?? true else {
                plan.problems.append(PlanningProblem(.contradiction(quote: phases[k].cue.text), "rhythms one after another (\(quotes)), but “\(phases[k].cue.text)” overlaps the one before it; planned \(Self.everyNth(phases[0].interval))"))
                return thinned(dates, every: phases[0].interval)
            }
            spans.append(from...through)
        }
        var kept: [CalendarDate] = []
        for (k, span) in spans.enumerated() {
            guard let span else { continue }
            let inPhase = dates.filter(span.contains)
            // "14-tägig ab KW 41, every week from wk 43": a rhythm of weeks that holds a single session
            // is no rhythm; one of the two is not what the writer meant.
            if phases[k].interval > 1, inPhase.count <= phases[k].interval, phases.count > 1 {
                plan.problems.append(PlanningProblem(.contradiction(quote: phases[k].cue.text), "“\(phases[k].cue.text)” is a rhythm of \(phases[k].interval) weeks, but its phase holds a single session"))
            }
            if let even = phases[k].even {
                kept += inPhase.filter { ($0.isoWeek.week % 2 == 0) == even }
                plan.explanations.append("\(even ? "even" : "odd") calendar weeks from \(span.lowerBound.iso) to \(span.upperBound.iso) (“\(phases[k].cue.text)”)")
                continue
            }
            kept += thinned(inPhase, every: phases[k].interval)
            plan.explanations.append("\(Self.everyNth(phases[k].interval)) from \(span.lowerBound.iso) to \(span.upperBound.iso)\(phases[k].interval > 1 ? ", counted from the first date" : "") (“\(phases[k].cue.text)”)")
        }
        return kept
    }

    /// "die ersten 3 Termine wöchentlich, ab dem 4. Termin 14-tägig", "Termin 1-5 wöchentlich, Rest 14-tägig",
    /// "die ersten 4 Termine 14-tägig, danach wöchentlich": phases bounded by counted sessions, taken one
    /// after the other. A phase ends with its last session counted (the n-th of the series), the next
    /// begins with the series' next date and counts its rhythm from there. Nil (flagged) where the
    /// counts do not meet, or where counted phases and phases of weeks or dates are mixed.
    private func thinnedInCountedPhases(_ dates: [CalendarDate], _ phases: [(cue: Cue, interval: Int, from: Bound?, through: Bound?, even: Bool?)], _ plan: inout SeriesPlan) -> [CalendarDate]? {
        func count(_ bound: Bound?) -> Int?? {
            guard let bound else { return .some(nil) }
            if case .session(let n) = bound { return .some(n) }
            return nil  // a week or date: not read with counted sessions
        }
        let quotes = Quotes.joined(phases.map(\.cue.text))
        if let parity = phases.first(where: { $0.even != nil }) {
            plan.problems.append(PlanningProblem(.contradiction(quote: parity.cue.text), "rhythms one after another (\(quotes)), counted in sessions and in weeks of one parity; not read"))
            return nil
        }
        var kept: [CalendarDate] = []
        var next = 0
        for k in phases.indices {
            let phase = phases[k]
            guard let from = count(phase.from), let through = count(phase.through), let nextFrom = k + 1 < phases.count ? count(phases[k + 1].from) : .some(nil) else {
                plan.problems.append(PlanningProblem(.contradiction(quote: phase.cue.text), "rhythms one after another (\(quotes)), counted in sessions and in weeks or dates at once; planned \(Self.everyNth(phases[0].interval))"))
                return nil
            }
            if let from, from != kept.count + 1 {
                plan.problems.append(PlanningProblem(.contradiction(quote: phase.cue.text), "“\(phase.cue.text)” begins with the \(from). session, but \(kept.count) come before it; planned \(Self.everyNth(phases[0].interval))"))
                return nil
            }
            // How many sessions the series holds when this phase ends.
            let last: Int?
            if let through { last = through } else if let nextFrom { last = nextFrom - 1 } else if k == phases.count - 1 { last = nil } else {
                plan.problems.append(PlanningProblem(.contradiction(quote: phase.cue.text), "rhythms one after another (\(quotes)), but not where “\(phase.cue.text)” ends; planned \(Self.everyNth(phases[0].interval))"))
                return nil
            }
            let first = next, before = kept.count
            var i = first
            while i < dates.count, last.map({ kept.count < $0 }) ?? true {
                if (i - first) % phase.interval == 0 {
                    kept.append(dates[i])
                    next = i + 1
                }
                i += 1
            }
            if let last, kept.count < last {
                plan.problems.append(PlanningProblem(.contradiction(quote: phase.cue.text), "“\(phase.cue.text)” counts \(last) sessions, but the series holds \(kept.count)"))
                return nil
            }
            if let last, let end = kept.last {
                plan.countedSessions.append(CountedPhase(cue: phase.cue, through: end))
                plan.explanations.append("\(Self.everyNth(phase.interval)) for sessions \(before + 1) to \(last) (\(dates[first].iso) to \(end.iso)) (“\(phase.cue.text)”)")
            } else if first < dates.count {
                plan.explanations.append("\(Self.everyNth(phase.interval)) from session \(before + 1) (\(dates[first].iso))\(phase.interval > 1 ? ", counted from that date" : "") (“\(phase.cue.text)”)")
            }
        }
        return kept
    }
}
