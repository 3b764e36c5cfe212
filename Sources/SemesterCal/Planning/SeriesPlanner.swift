import ICalendar

/// Turns a comment's cues into the dates of one weekly series (SEMANTICS.md §2, §4, §5).
///
/// The order of application is fixed: explicit dates replace everything;
/// otherwise the weekly series is narrowed to the listed weeks and date spans,
/// cut by the start and end bounds, thinned by the interval (counted from its
/// first remaining date), cleared of excluded weeks and dates, and extended by
/// extra dates. A rhythm that changes ("wöchentlich bis KW 46, ab KW 47 14-tägig")
/// comes as phases, each thinned on its own span in place of the one interval.
/// Several start cues mean the earliest start, several end cues
/// the latest end (two courses sharing a row). Anything contradictory or
/// unreadable becomes a problem: the row keeps its best-guess dates but is
/// flagged as not understood.
public struct SeriesPlanner: Sendable {
    public let calendar: TermCalendar
    /// The days the series may span: the lecture period (or a long block row's own span).
    public let period: LecturePeriod
    /// ISO weekday of the row.
    public let weekday: Int

    /// Every `weekday` of the period: the plain weekly series. Stored, because a plan consults
    /// it many times (issue 12: it was worked out anew on each use).
    public let weeklySeries: [CalendarDate]

    public init(calendar: TermCalendar, period: LecturePeriod, weekday: Int) {
        self.calendar = calendar
        self.period = period
        self.weekday = weekday
        var first = period.firstDay
        while first.isoWeekday != weekday { first = first.adding(days: 1) }
        weeklySeries = stride(from: first.dayNumber, through: period.lastDay.dayNumber, by: 7).map(CalendarDate.init(dayNumber:))
    }

    public func plan(_ whole: CommentReading) -> SeriesPlan {
        var plan = SeriesPlan()
        let reading = whole.forRow(onWeekday: weekday)
        let courseWeekdays = whole.weekdaysOfTheCourse
        var cues = CollectedCues(reading.cues)
        // "jeden 1. Montag im Monat": the days it names, with their years, are explicit dates.
        for entry in cues.weekdaysInMonths {
            cues.explicitDates.append((entry.cue, weekdaysInMonths(entry.ordinals, entry.weekday, entry.months)))
        }

        for text in reading.unread {
            plan.problems.append(PlanningProblem(.notRead(text), "could not read \(text)"))
        }
        if let read = reading.readCharacters {
            plan.problems.append(PlanningProblem(.commentTooLong(read: read, length: reading.comment.count), "the comment is \(reading.comment.count) characters long; only its first \(read) were read"))
        }
        for cue in cues.undetermined {
            plan.problems.append(PlanningProblem(.datesNotInData(quote: cue.text), "the dates are not in the data (“\(cue.text)”)"))
        }
        placeEdges(&cues, &plan)
        // "Mo: Gr. A (KW 42-45), Mi: Gr. B (KW 46-49)": the weeks given for the row's own weekday.
        if !cues.weeksOnWeekdays.isEmpty {
            let own = cues.weeksOnWeekdays.filter { $0.weekday == weekday }
            cues.weekSpans += own.flatMap { entry in entry.spans.map { (entry.cue, $0) } }
            if own.isEmpty, let other = cues.weeksOnWeekdays.first {
                plan.problems.append(PlanningProblem(.contradiction(quote: other.cue.text), "the comment gives weeks for other weekdays than the row's (“\(other.cue.text)”)"))
            }
        }
        // "ab KW 2 keine Vorlesung mehr": the series ends the day before that week or day, an end like any other.
        for (cue, bound) in cues.endsBefore {
            guard let first = calendar.firstDay(of: bound) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)” names a week or date that does not exist"))
                continue
            }
            let last = first.adding(days: -1)
            cues.ends.append((cue, .date(DateRef(day: last.day, month: last.month, year: last.year))))
        }
        // "startet nach KW 44": the series starts the day after that week or day.
        for (cue, bound) in cues.startsAfter {
            guard let last = calendar.lastDay(of: bound) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)” names a week or date that does not exist"))
                continue
            }
            let first = last.adding(days: 1)
            cues.starts.append((cue, .date(DateRef(day: first.day, month: first.month, year: first.year))))
        }
        for (cue, week, date) in cues.restatements {
            // "Beginn KW 42 (= 14.10.20)": the date must lie in the week and on the row's day.
            guard let day = calendar.date(date), day.isoWeek.week == week.week else {
                let stated = calendar.date(date).map { "\($0.iso), in KW \($0.isoWeek.week)" } ?? date.description
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(week) and the date given for it (\(stated)) disagree; planned from the date"))
                // The date wins over the week it restates: an end's, or else as the start.
                if cues.ends.contains(where: { $0.cue.text == cue.text && $0.bound == .week(week) }) {
                    cues.ends.removeAll { $0.cue.text == cue.text && $0.bound == .week(week) }
                    cues.ends.append((cue, .date(date)))
                } else {
                    cues.starts.removeAll { $0.cue.text == cue.text && $0.bound == .week(week) }
                    cues.starts.append((cue, .date(date)))
                }
                continue
            }
            if day.isoWeekday != weekday {
                plan.problems.append(PlanningProblem(.otherWeekday(quote: cue.text, rowWeekday: weekday), "“\(cue.text)”: \(day.iso) is a \(Weekdays.german[day.isoWeekday - 1]), the row is on \(Weekdays.german[weekday - 1])s"))
            }
        }
        for (cue, span, from, to) in cues.spanDays {
            // "KW 44-47 (26.10.–16.11.)": the first day in the first week, the last in the last.
            let first = calendar.date(from), last = calendar.date(to)
            guard let first, let last, let weeks = isoWeeks(of: span), first.isoWeek == weeks.lowerBound, last.isoWeek == weeks.upperBound,
                  from.weekday.map({ $0 == first.isoWeekday }) ?? true, to.weekday.map({ $0 == last.isoWeekday }) ?? true else {
                let days = [first, last].compactMap { $0 }.map { "\($0.iso), in KW \($0.isoWeek.week)" }.joined(separator: "; ")
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(span) and the days given for it (\(days.isEmpty ? "\(from)–\(to)" : days)) disagree"))
                continue
            }
        }
        for (cue, week, from, to) in cues.weekDays {
            // "KW 44 (26.-30.10.)", "Woche vom 16.11. bis 20.11.": the days must lie in one ISO week,
            // the one named beside them; the week stands either way.
            let firstDay = calendar.date(from), lastDay = calendar.date(to)
            guard let first = firstDay, let last = lastDay, first <= last, first.isoWeek == last.isoWeek,
                  week.map({ $0.week == first.isoWeek.week }) ?? true else {
                let days = [firstDay, lastDay].compactMap { $0 }.map { "\($0.iso), in KW \($0.isoWeek.week)" }.joined(separator: "; ")
                let named = week.map { "\($0)" } ?? "one week"
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(named) and the days given for it (\(days.isEmpty ? "\(from)–\(to)" : days)) disagree"))
                continue
            }
        }
        for (cue, left, start) in cues.resumptionChecks {
            // "KW 45 und 46 keine VL, weiter am 17.11.": right after the pause, nothing else changes.
            guard let last = calendar.lastDay(of: left), let first = calendar.firstDay(of: start),
                  first.isoWeek == last.adding(days: 7).isoWeek else {
                plan.problems.append(PlanningProblem(.notRead(UnreadSpan(cue.text, "the series resumes after a cancellation, but not right after it: are the weeks between off too?")),
                                                     "“\(cue.text)”: the series resumes after a cancellation, but not right after it: are the weeks between off too?"))
                continue
            }
        }
        for cue in cues.unreadableRestatements {
            plan.explanations.append("ignored an unreadable restated date in “\(cue.text)”; the week stands")
        }
        for cue in cues.noise {
            plan.explanations.append("not a lecture date: “\(cue.text)”")
        }
        for (cue, subject) in cues.asides {
            plan.explanations.append("about the \(subject.englishName), not the sessions' dates: “\(cue.text)”")
        }
        if !cues.placeholders.isEmpty {
            if cues.starts.isEmpty && cues.weekSpans.isEmpty {
                plan.problems.append(PlanningProblem(.notRead(UnreadSpan(cues.placeholders[0].text, "a start with no week in it")), "a start with no week in it (“\(cues.placeholders[0].text)”)"))
            } else {
                plan.explanations.append("ignored an empty week placeholder")
            }
        }
        if let first = cues.sessionCounts.first {
            if cues.sessionCounts.contains(where: { $0.count != first.count }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: first.cue.text), "different counts of sessions: \(Quotes.joined(cues.sessionCounts.map(\.cue.text)))"))
            }
            plan.sessionCount = first.count
            plan.sessionCountText = first.cue.text
        }
        // "erste Sitzung am 15.10." on a Monday row: the first session cannot fall on a Thursday.
        for (cue, d) in cues.sessionDates where d.weekday == nil {
            checkWeekdays([d], cue: cue, &plan)
        }
        for (cue, day) in cues.weekdays where day != weekday {
            plan.problems.append(PlanningProblem(.otherWeekday(quote: cue.text, rowWeekday: weekday), "“\(cue.text)” names \(Weekdays.german[day - 1]), the row is on \(Weekdays.german[weekday - 1])"))
        }
        // "14-täglich in ungeraden KW": in a term without an ISO week 53 every other week is one
        // parity of weeks; the parity says which (the interval alone would count from the first date).
        if !cues.parities.isEmpty, !cues.intervals.isEmpty, Set(cues.parities.map(\.even)).count == 1, cues.alternation == nil,
           cues.intervals.allSatisfy({ $0.value == 2 }), !weeklySeries.contains(where: { $0.isoWeek.week == 53 }) {
            let even = cues.parities[0].even
            plan.explanations.append("every second week in \(even ? "even" : "odd") calendar weeks (“\(cues.intervals[0].cue.text)”)")
            cues.intervals = []
            // "14-tägig in geraden KW ab KW 13": the start's week has the other parity.
            for (cue, bound) in cues.starts {
                if let day = calendar.firstDay(of: bound), (day.isoWeek.week % 2 == 0) != even {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” starts in an \(even ? "odd" : "even") week, but the comment names \(even ? "even" : "odd") weeks"))
                }
            }
        }
        if !cues.parities.isEmpty, cues.intervals.contains(where: { $0.value > 1 }), cues.alternation == nil {
            plan.problems.append(PlanningProblem(.contradiction(quote: cues.intervals[0].cue.text), "an interval and a week parity together (“\(cues.intervals[0].cue.text)”, “\(cues.parities[0].cue.text)”): they differ around the new year"))
        }

        // "bis KW 45 wöchentlich, danach nur ungerade Wochen": every week, and only odd weeks, in clauses
        // of their own: one after the other, not read as phases yet (it was read as odd weeks up to KW 45).
        if let parity = cues.parities.first, cues.alternation == nil,
           let weekly = cues.intervals.first(where: { $0.value == 1 && $0.cue.text != parity.cue.text }) {
            plan.problems.append(PlanningProblem(.contradiction(quote: weekly.cue.text), "every week (“\(weekly.cue.text)”) and a week parity (“\(parity.cue.text)”): one after the other?"))
        }
        if cues.alternation != nil {
            if !cues.intervals.isEmpty {
                plan.explanations.append("groups alternate in this slot, so the room is used every week: \(Quotes.joined(cues.intervals.map(\.cue.text))) does not thin the series")
                cues.intervals = []
            }
            let singles = cues.weekSpans.filter { $0.span.isSingleWeek }
            // "KW 41: Gr. A ... // KW 42: Gr. B ... im Wechsel": the weeks describe the rota's start. With
            // several weeks per group ("Group A weeks 12/14/16, Group B weeks 13/15/17 - alternating") the
            // lists are the rota itself: the weeks named, together.
            if !singles.isEmpty, singles.count == cues.weekSpans.count, singles.count <= 2 {
                let earliest = singles.min { (calendar.week($0.span.from) ?? ISOWeek(containing: period.lastDay)) < (calendar.week($1.span.from) ?? ISOWeek(containing: period.lastDay)) }!
                cues.starts.append((earliest.cue, .week(earliest.span.from)))
                cues.weekSpans = []
                plan.explanations.append("weeks named in a group rota mark its start: from \(earliest.span.from)")
            }
        }

        if cues.starts.isEmpty, cues.weekSpans.isEmpty, let first = cues.kickoffs.first {
            // "Auftakt am 23.03., Ende KW 25": the series starts with its kick-off. Before weeks named
            // ("Vorbesprechung am 9.10., Blöcke in KW 46, 48 und 50") it is a session of its own.
            cues.starts.append((first.cue, .date(first.date)))
        }
        // "erster Termin 21.4., ab KW 15 wöchentlich": a first session named before the series must
        // not come after the series' first date (in KW 15, 13 April); on it, it is that date.
        if let start = cues.starts.compactMap({ calendar.firstDay(of: $0.bound) }).min() {
            let firstOfSeries = start.adding(days: (weekday - start.isoWeekday + 7) % 7)
            for kickoff in cues.kickoffs where !cues.starts.contains(where: { $0.cue.text == kickoff.cue.text }) {
                if let day = calendar.date(kickoff.date), day > firstOfSeries {
                    plan.problems.append(PlanningProblem(.contradiction(quote: kickoff.cue.text), "the first session (“\(kickoff.cue.text)”, \(day.iso)) comes after the series' first date (\(firstOfSeries.iso))"))
                }
            }
        }
        for (cue, bound) in cues.starts + cues.ends {
            if case .date(let ref) = bound { checkStatedWeekday(ref, cue: cue, &plan) }
        }
        // "ab KW 3" in a summer term: a bound weeks away from the lecture period is a typo or another term.
        for (cue, bound) in cues.starts {
            if let day = calendar.firstDay(of: bound), day.days(until: period.firstDay) > 7 || period.lastDay < day {
                plan.problems.append(PlanningProblem(.outsideLecturePeriod(quote: cue.text, date: day, firstDay: period.firstDay, lastDay: period.lastDay), "“\(cue.text)”: \(day.iso) is not in the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
            }
        }
        for (cue, bound) in cues.ends {
            if let day = calendar.lastDay(of: bound), period.lastDay.days(until: day) > 21 || day < period.firstDay {
                plan.problems.append(PlanningProblem(.outsideLecturePeriod(quote: cue.text, date: day, firstDay: period.firstDay, lastDay: period.lastDay), "“\(cue.text)”: \(day.iso) is not in the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
            }
        }
        let interval = resolveInterval(&cues, &plan)
        if interval > 1, cues.starts.isEmpty, cues.resumptions.isEmpty, cues.weekSpans.count == 1, cues.weekSpans[0].span.isSingleWeek {
            // "(14-tägig) KW 18": a lone week next to an interval names where the rhythm starts.
            let only = cues.weekSpans.removeFirst()
            cues.starts.append((only.cue, .week(only.span.from)))
            plan.explanations.append("a single week next to an interval is its first week: \(only.span.from)")
        }

        let blockDays = daysOfBlocks(cues.blocks, &plan)
        cues.explicitDates += blockDays
        if !cues.explicitDates.isEmpty {
            // A block's days were checked as a block (`daysOfBlocks`).
            let ownDays = Set(blockDays.flatMap(\.dates))
            let refs = cues.explicitDates.flatMap { $0.dates }
            let named = refs.filter { !ownDays.contains($0) }
            if let first = named.first.flatMap({ ref in cues.explicitDates.first { $0.dates.contains(ref) } }) {
                checkWeekdays(named, cue: first.cue, replacingSeries: true, &plan)
            }
            var resolved = Array(Set(resolveDates(refs, &plan))).sorted()
            // A cancellation of a date the comment names itself: removed, and flagged (is it an update?).
            var cancels: [(Cue, (CalendarDate) -> Bool)] = exclusionPredicates(cues, &plan)
            for (cue, weeks, cancelledRefs) in cues.exclusions {
                let days = Set(resolveDates(cancelledRefs, &plan))
                let spans = weeks.compactMap { span -> (ISOWeek, ISOWeek)? in
                    guard let from = calendar.week(span.from), let to = calendar.week(span.to) else { return nil }
                    return (from, to)
                }
                cancels.append((cue, { d in days.contains(d) || spans.contains { $0.0 <= d.isoWeek && d.isoWeek <= $0.1 } }))
            }
            // "keine Vorlesung am 28.12. und 4.1.; Klausurvorbereitung am 18.1.": a comment that cancels
            // sessions of a series and names one other date; the date is not the only session.
            for (cue, weeks, cancelledRefs) in cues.exclusions where !cancelledRefs.isEmpty || !weeks.isEmpty {
                let days = Set(resolveDates(cancelledRefs, &plan))
                if !days.isEmpty, !days.contains(where: resolved.contains), weeks.isEmpty {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” cancels dates that are not among the dates the comment names (\(resolved.map(\.iso).joined(separator: ", ")))"))
                }
            }
            for (cue, cancelled) in cancels {
                for d in resolved where cancelled(d) {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” cancels \(d.iso), which the comment also names as a date"))
                    plan.excluded.append(SkippedDate(date: d, reason: cue.text))
                }
                resolved.removeAll(where: cancelled)
            }
            // "Samstage: 3.10., 24.10. sowie 21.11. bis 12.12.": a list of dates and ranges of days (and no
            // other "only" cue) beside them, none holding a date of the list: the sessions are all of them.
            let ranges = cues.dateRanges.compactMap { range -> ClosedRange<CalendarDate>? in
                guard let f = calendar.date(range.from), let t = calendar.date(range.to), f <= t else { return nil }
                return f...t
            }
            let listAndRanges = !ranges.isEmpty && ranges.count == cues.dateRanges.count && cues.weekSpans.isEmpty && cues.onlyMonths.isEmpty
                && cues.weekOfs.isEmpty && !resolved.contains(where: { d in ranges.contains { $0.contains(d) } })
            if listAndRanges {
                let days = ranges.flatMap { range in
                    stride(from: range.lowerBound.dayNumber, through: range.upperBound.dayNumber, by: 1).map(CalendarDate.init(dayNumber:))
                        .filter { $0.isoWeekday == weekday }
                }
                resolved = Array(Set(resolved + days)).sorted()
            } else if let allowed = onlyConstraint(cues, &plan, explain: false) {
                for d in resolved where !allowed(d) {
                    plan.problems.append(PlanningProblem(.contradiction(quote: nil), "\(d.iso) is outside the weeks the comment names"))
                }
                // "im Nov. und Dez. jeden Fr, im Jan. nur 15.1.": months named, and none of the dates in them;
                // the dates alone would drop what is said of those months. (`monthDays` reports a month outside
                // the period; `onlyConstraint` above has reported it already, so a scratch plan takes it here.)
                var scratch = SeriesPlan()
                for (cue, month) in cues.onlyMonths {
                    if let days = monthDays(month, cue, &scratch), !resolved.contains(where: { days.contains($0) }) {
                        plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” names month \(month), and none of the dates is in it"))
                    }
                }
            }
            // "Sa 6.3. und Sa 13.3." in a summer term that starts on 15 March: a typo, or another term?
            // (Added sessions outside the period are flagged in `finish` the same way.)
            if let outside = resolved.first(where: { $0 < period.firstDay || $0 > period.lastDay }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: nil), "\(outside.iso) lies outside the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
            }
            plan.dates = resolved
            plan.statedDates = Set(resolved)
            plan.explanations.append("explicit dates replace the weekly series: \(resolved.map(\.iso).joined(separator: ", "))")
            // Other cues next to explicit dates must agree with them, or the comment contradicts itself.
            let start = cues.starts.compactMap { calendar.firstDay(of: $0.bound) }.min()
            let end = cues.ends.compactMap { calendar.lastDay(of: $0.bound) }.max()
            for d in resolved where (start.map { d < $0 } ?? false) || (end.map { d > $0 } ?? false) {
                plan.problems.append(PlanningProblem(.contradiction(quote: nil), "\(d.iso) lies outside the start or end the comment also names"))
            }
            // "nur ungerade KW, Termine 23.4. und 7.5.": a date in a week of the other parity.
            for (cue, even) in cues.parities {
                for d in resolved where (d.isoWeek.week % 2 == 0) != even {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "\(d.iso) lies in KW \(d.isoWeek.week), not in the \(even ? "even" : "odd") weeks of “\(cue.text)”"))
                }
            }
            if interval > 1 {
                plan.problems.append(PlanningProblem(.contradiction(quote: nil), "the comment names explicit dates and an interval: which one holds is not clear"))
            } else if resolved.count > 1, let weekly = cues.intervals.first(where: { $0.value == 1 }) {
                // "Termine: 14.10./28.10./11.11. – wöchentlich": a list, or weekly from the first date?
                plan.problems.append(PlanningProblem(.contradiction(quote: weekly.cue.text), "the comment names several dates and “\(weekly.cue.text)”: a list, or a weekly series?"))
            } else if let weekly = cues.intervals.first(where: { $0.value == 1 }) {
                // "einmalig am 19.4., wöchentlich ab KW 16": one session, or a weekly series from then? (The
                // date was kept alone, silently.)
                plan.problems.append(PlanningProblem(.contradiction(quote: weekly.cue.text), "the comment names one date and “\(weekly.cue.text)”: that session alone, or a weekly series?"))
            }
            return finish(plan, extras: cues)
        }

        var dates = weeklySeries
        let lastNamedWeek = cues.weekSpans.compactMap { calendar.week($0.span.to) }.max()
        for (cue, bound) in cues.resumptions {
            // "nur in Woche 41 und ab Woche 50": the named weeks, and every week from the later start.
            guard let start = calendar.firstDay(of: bound) else { continue }
            // "dann ab April wöchentlich" on a Monday row: April 1, 2021 is a Thursday, and that week's
            // Monday is still March's; the row's sessions start the week after.
            var from = ISOWeek(containing: start)
            if from.day(isoWeekday: weekday) < start { from = ISOWeek(containing: start.adding(days: 7)) }
            let last = ISOWeek(containing: period.lastDay)
            // "KW 41-45 und ab KW 43 14-tägig": a start inside the weeks named says two things of them.
            if let lastNamed = lastNamedWeek, from <= lastNamed {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” starts inside the weeks the comment names before it"))
            }
            cues.weekSpans.append((cue, WeekSpan(from: WeekRef(week: from.week, year: from.year), to: WeekRef(week: last.week, year: last.year))))
            plan.explanations.append("the weeks named, and every week from \(start.iso) (“\(cue.text)”)")
        }
        let onlyNamed = onlyConstraint(cues, &plan)
        // "erste Stunde am 8.10., KW 5": a week named outside the lecture period holds no session
        // of this row; it was mistyped, or it is about something else (an exam in February).
        for (cue, span) in cues.weekSpans {
            guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to,
                  !weeklySeries.contains(where: { from <= $0.isoWeek && $0.isoWeek <= to }) else { continue }
            plan.problems.append(PlanningProblem(.outsideLecturePeriod(quote: cue.text, date: calendar.firstDay(of: .week(span.from)) ?? period.firstDay, firstDay: period.firstDay, lastDay: period.lastDay), "“\(cue.text)”: \(span) is not in the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
        }
        if let allowed = onlyNamed {
            dates = dates.filter(allowed)
        }
        // "die ersten 3 Termine wöchentlich" alone: sessions counted, and no other rhythm after them.
        for (cue, bound) in cues.starts + cues.ends {
            if case .session = bound {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” counts sessions, but no change of rhythm says what comes before or after them"))
            }
        }
        func counted(_ bound: Bound) -> Bool { if case .session = bound { return true }; return false }
        let startDays = cues.starts.compactMap { calendar.firstDay(of: $0.bound) }
        if cues.starts.count != startDays.count + cues.starts.filter({ counted($0.bound) }).count {
            plan.problems.append(PlanningProblem(.impossibleDate(quote: nil), "a start cue names a week or date that does not exist"))
        }
        // "nur KW 45, Beginn KW 41 wöchentlich": a start weeks before the only weeks named says
        // something else than they do.
        if let start = startDays.min(), onlyNamed != nil, cues.resumptions.isEmpty, let first = dates.first,
           weeklySeries.contains(where: { $0 >= start && $0 < first }) {
            plan.problems.append(PlanningProblem(.contradiction(quote: cues.starts.first?.cue.text), "the start (\(Quotes.joined(cues.starts.map(\.cue.text)))) lies weeks before the only weeks the comment names"))
        }
        if let start = startDays.min() {
            dates = dates.filter { $0 >= start }
            plan.explanations.append("from \(start.iso) (\(Quotes.joined(cues.starts.map(\.cue.text))))")
        }
        let endDays = cues.ends.compactMap { calendar.lastDay(of: $0.bound) }
        if cues.ends.count != endDays.count + cues.ends.filter({ counted($0.bound) }).count {
            plan.problems.append(PlanningProblem(.impossibleDate(quote: nil), "an end cue names a week or date that does not exist"))
        }
        // "Vorlesung bis KW 50, ab KW 47 keine Vorlesung mehr": two ends in different weeks.
        if let end = endDays.max(), let other = endDays.min(), end.isoWeek != other.isoWeek {
            plan.problems.append(PlanningProblem(.contradiction(quote: cues.ends.first?.cue.text), "two ends in different weeks (\(Quotes.joined(cues.ends.map(\.cue.text))))"))
        }
        if let end = endDays.max() {
            dates = dates.filter { $0 <= end }
            plan.explanations.append("until \(end.iso) (\(Quotes.joined(cues.ends.map(\.cue.text))))")
        }
        if !cues.phases.isEmpty {
            dates = thinnedInPhases(dates, cues.phases, &plan)
        } else if interval > 1, let named = weeksOfTheRhythm(cues) {
            // "14-tägig: KW 42, 44, 46": the weeks named are the rhythm's dates; thinning them again
            // would keep every second of them. They must lie the rhythm's distance apart.
            let mondays = named.map(\.monday)
            if zip(mondays, mondays.dropFirst()).contains(where: { $0.days(until: $1) != 7 * interval }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cues.intervals.first?.cue.text), "\(Self.everyNth(interval)), but the weeks named (\(named.map { "KW \($0.week)" }.joined(separator: ", "))) are not \(interval) weeks apart"))
            }
            plan.explanations.append("the weeks named are the rhythm's (\(Self.everyNth(interval)))")
        } else if interval > 1 {
            // "KW 41, danach 14-tägig ab KW 43": the rhythm is the resumed series'; the weeks named
            // before it stay as named.
            let resumed = cues.resumptions.compactMap { calendar.firstDay(of: $0.bound) }.min()
            let kept = resumed.map { from in dates.filter { $0 < from } } ?? []
            let thinned = dates.filter { resumed == nil || $0 >= resumed! }.enumerated().filter { $0.offset % interval == 0 }.map(\.element)
            dates = kept + thinned
            plan.explanations.append("\(Self.everyNth(interval)), counted from the first date\(resumed.map { " from \($0.iso)" } ?? "")")
        }
        if let even = resolveParity(cues, &plan) {
            // "nur in geraden Wochen: KW 12, 15, 18": a week named that has the other parity.
            for (cue, span) in cues.weekSpans where span.isSingleWeek && (span.from.week % 2 == 0) != even {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "\(span.from) is not one of the \(even ? "even" : "odd") weeks the comment names"))
            }
            dates = dates.filter { ($0.isoWeek.week % 2 == 0) == even }
        }
        let seriesStart = cues.starts.compactMap { calendar.firstDay(of: $0.bound) }.min()
        let seriesEnd = cues.ends.compactMap { calendar.lastDay(of: $0.bound) }.max()
        for (cue, weeks, explicitDates) in cues.exclusions {
            var removed = Set<CalendarDate>()
            for span in weeks {
                guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to else {
                    plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: \(span) is not a calendar week range of \(calendar.term.displayName)"))
                    continue
                }
                // "nur KW 43-45, außer KW 47": leaving out a week the comment never named means one of
                // the two was misread (or mistyped); the dates are not certain.
                // "außer KW 24" in a winter term: a week outside the lecture period leaves nothing out,
                // so it was mistyped or meant for another term.
                if !weeklySeries.contains(where: { from <= $0.isoWeek && $0.isoWeek <= to }) {
                    plan.problems.append(PlanningProblem(.outsideLecturePeriod(quote: cue.text, date: calendar.firstDay(of: .week(span.from)) ?? period.firstDay, firstDay: period.firstDay, lastDay: period.lastDay), "“\(cue.text)”: \(span) is not in the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
                    continue
                }
                if let allowed = onlyNamed, !weeklySeries.contains(where: { allowed($0) && from <= $0.isoWeek && $0.isoWeek <= to }),
                   weeklySeries.contains(where: { from <= $0.isoWeek && $0.isoWeek <= to }) {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(span) is outside the weeks the comment names"))
                }
                // "bis KW 48 außer KW 50", "ab KW 44, nicht in KW 42": a week the start or the end
                // already leaves out, weeks away from it: one of the two numbers was misread or mistyped.
                // The week right before a start restates it ("KW 42 fällt aus, Beginn also erst KW 43").
                if let firstDay = calendar.firstDay(of: .week(span.from)), let lastDay = calendar.lastDay(of: .week(span.to)),
                   seriesStart.map({ lastDay.adding(days: 7) < $0 }) == true || seriesEnd.map({ firstDay.adding(days: -7) > $0 }) == true {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(span) lies outside the start or end the comment names"))
                }
                removed.formUnion(dates.filter { from <= $0.isoWeek && $0.isoWeek <= to })
            }
            // "entfällt am 20.05. (Mittwoch)" when 20.05. is a Thursday: which day is cancelled is not clear.
            for ref in explicitDates {
                if let stated = ref.weekday, let d = calendar.date(ref), stated != d.isoWeekday {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(d.iso) is a \(Weekdays.german[d.isoWeekday - 1]), not a \(Weekdays.german[stated - 1])"))
                }
            }
            let cancelled = resolveDates(explicitDates, &plan)
            for d in cancelled where !dates.contains(d) {
                if d.isoWeekday != weekday, courseWeekdays.contains(d.isoWeekday), courseWeekdays.contains(weekday) {
                    // "Mo/Mi, am 2.11. keine Vorlesung" on the Wednesday row: the Monday row's date.
                    plan.explanations.append("“\(cue.text)”: \(d.iso) is a \(Weekdays.german[d.isoWeekday - 1]), the course's other row")
                } else if d.isoWeekday == weekday {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(d.iso) is not among the series' dates"))
                } else {
                    plan.problems.append(PlanningProblem(.otherWeekday(quote: cue.text, rowWeekday: weekday), "“\(cue.text)”: \(d.iso) is not one of the row's dates (\(Weekdays.german[d.isoWeekday - 1]), the row is on \(Weekdays.german[weekday - 1])s)"))
                }
            }
            removed.formUnion(cancelled.filter { dates.contains($0) })
            for d in removed.sorted() { plan.excluded.append(SkippedDate(date: d, reason: cue.text)) }
            dates.removeAll { removed.contains($0) }
        }
        let predicates = exclusionPredicates(cues, &plan)
        // "no lecture in Nov., except Nov 10": a date left out by one cue and inside what another
        // leaves out may be an exception to that exclusion; which one holds is not clear.
        for (cue, _, _) in cues.exclusions where !predicates.isEmpty {
            for d in plan.excluded.filter({ $0.reason == cue.text }).map(\.date) {
                if let other = predicates.first(where: { $0.0.text != cue.text && $0.1(d) }) {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” leaves out \(d.iso), which “\(other.0.text)” already leaves out: an exception to it?"))
                }
            }
        }
        for (cue, removes) in predicates {
            let removed = dates.filter(removes)
            for d in removed { plan.excluded.append(SkippedDate(date: d, reason: cue.text)) }
            dates.removeAll(where: removes)
        }
        // "erste 3 Termine wöchentlich, dann 14-tägig; KW 42 entfällt": a session called off among those
        // counted; whether it counts is not said.
        for counted in plan.countedSessions {
            if let off = plan.excluded.map(\.date).filter({ $0 <= counted.through }).min() {
                plan.problems.append(PlanningProblem(.contradiction(quote: counted.cue.text), "“\(counted.cue.text)” counts sessions, and \(off.iso), which the comment calls off, lies among them: whether it counts is not said"))
            }
        }
        plan.dates = dates
        return finish(plan, extras: cues)
    }

    /// Adds extra dates and weeks, and falls back to the weekly series when nothing is left.
    /// "nur die ersten 4 Wochen", "ab der zweiten Vorlesungswoche": weeks counted from an end of the
    /// lecture period become a start or an end (the first week is the one holding the period's first
    /// day). Sessions counted ("die letzten drei Termine") wait for the lecture-free days to be gone.
    private func placeEdges(_ cues: inout CollectedCues, _ plan: inout SeriesPlan) {
        let firstWeek = ISOWeek(containing: period.firstDay).monday, lastWeek = ISOWeek(containing: period.lastDay).monday
        for (cue, edge) in cues.edges {
            guard edge.unit == .lectureWeeks else {
                plan.sessionEdges.append(cue)
                continue
            }
            if edge.mightBeACalendarWeek {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: calendar week \(edge.count + 1), or the \(edge.count + 1). week of the lecture period? Planned as the latter"))
            }
            // A period that starts in the middle of a week (winter 2020/21 on a Thursday): whether that
            // half week is the first is not said (evaluation writers read it both ways). The same for
            // a period that ends before the Friday of its last week.
            if edge.end == .first, period.firstDay.isoWeekday > 1 {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: the lecture period starts on \(period.firstDay.iso), a \(Weekdays.german[period.firstDay.isoWeekday - 1]); whether that half week is the first is not said"))
            }
            if edge.end == .last, period.lastDay.isoWeekday < 5 {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: the lecture period ends on \(period.lastDay.iso), a \(Weekdays.german[period.lastDay.isoWeekday - 1]); whether that half week is the last is not said"))
            }
            // "only the last five weeks of the term": whether the Christmas break counts as weeks is not said.
            // ("ab der ersten Vorlesungswoche" counts no week.)
            let counted = edge.count < 1 ? nil : edge.end == .first ? firstWeek...firstWeek.adding(days: 7 * edge.count - 1)
                : lastWeek.adding(days: -7 * (edge.count - 1))...lastWeek.adding(days: 6)
            if let counted, (0...counted.lowerBound.days(until: counted.upperBound)).contains(where: { k in
                let d = counted.lowerBound.adding(days: k)
                return d.month == 12 && d.day >= 24 || d.month == 1 && d.day == 1
            }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: the weeks counted reach over Christmas; whether the break counts as weeks is not said"))
            }
            func day(_ d: CalendarDate) -> Bound { .date(DateRef(day: d.day, month: d.month, year: d.year)) }
            switch (edge.end, edge.keep) {
            case (.first, true): cues.ends.append((cue, day(firstWeek.adding(days: 7 * edge.count - 1))))
            case (.first, false): cues.starts.append((cue, day(firstWeek.adding(days: 7 * edge.count))))
            case (.last, true): cues.starts.append((cue, day(lastWeek.adding(days: -7 * (edge.count - 1)))))
            case (.last, false): cues.ends.append((cue, day(lastWeek.adding(days: -7 * (edge.count - 1) - 1))))
            }
        }
    }

    private func finish(_ plan: SeriesPlan, extras cues: CollectedCues) -> SeriesPlan {
        var plan = plan
        var dates = Set(plan.dates)
        let series = dates
        for (cue, weeks, extraDates) in cues.extras {
            var weekDates: [CalendarDate] = []
            for span in weeks {
                guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to else {
                    plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: \(span) is not a calendar week of \(calendar.term.displayName)"))
                    continue
                }
                var w = from
                while w <= to {
                    weekDates.append(w.day(isoWeekday: weekday))
                    guard let next = ISOWeek(containing: w.monday.adding(days: 7)) as ISOWeek?, next > w else { break }
                    w = next
                }
            }
            if !weekDates.isEmpty, weekDates.allSatisfy(dates.contains), extraDates.isEmpty, !cues.alsoCues.contains(cue) {
                // "zusätzlich KW 43" while the series already meets in week 43:
                // this row is the additional session itself.
                dates = Set(weekDates)
                plan.explanations.append("“\(cue.text)”: the series already holds these weeks, so this row is the additional session")
            } else {
                dates.formUnion(weekDates)
                plan.explanations.append("plus “\(cue.text)”")
            }
            checkWeekdays(extraDates, cue: cue, &plan)
            let resolved = resolveDates(extraDates, &plan)
            // "weeks 12–16, plus week 30", "zusätzlich am Sa 24.7.": a session added outside the lecture period.
            if let outside = (weekDates + resolved).first(where: { $0 < period.firstDay || $0 > period.lastDay }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” adds \(outside.iso), outside the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
            }
            // "Zusatztermin am 17.11.", "wird am 8.12. nachgeholt" on a date the series already holds: a
            // second session that day, another time, or a slip; not said ("auch am 24.12." is kept: it
            // may bring back a lecture-free day; a kick-off is the series' first session).
            if case .extra = cue.kind, let held = resolved.first(where: series.contains) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” adds \(held.iso), which the series already holds: a second session that day?"))
            }
            dates.formUnion(resolved)
            plan.statedDates.formUnion(resolved)
        }
        movingToOtherWeekdays(cues, &dates, &plan)
        // "Auftakt 18.3., ab KW 14 wöchentlich, nicht in KW 11": an added session on the row's day
        // that a cancellation of the same comment leaves out.
        let cancelledDays = Set(cues.exclusions.flatMap { daysCancelled(by: $0.weeks, $0.dates) })
        // "zusätzl. Fr 8.1., Ausfall KW 1": a session added (not moved there) in a week the comment calls off.
        let weeksCalledOff = cues.exclusions.flatMap { exclusion in exclusion.weeks.compactMap { isoWeeks(of: $0) } }
        func calledOff(_ week: ISOWeek) -> Bool { weeksCalledOff.contains { $0.contains(week) } }
        for (cue, _, extraDates) in cues.extras {
            for d in resolveDates(extraDates, &plan) where cancelledDays.contains(d) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” adds \(d.iso), which the comment also cancels"))
            }
            if Self.addsRatherThanReplaces(cue.text),
               let d = resolveDates(extraDates, &plan).first(where: { !cancelledDays.contains($0) && calledOff($0.isoWeek) }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” adds \(d.iso), in a week the comment calls off"))
            }
            // "findet am 27.10. nicht statt, dafür am Mi 28.10.; no lecture in CW 44": a session moved from
            // a date of its own into a week that another clause calls off. ("KW 44 entfällt, dafür Mi
            // 28.10." replaces the week's own session there.)
            let replacesADate = cues.exclusions.contains { !$0.dates.isEmpty }
            if replacesADate, let d = resolveDates(extraDates, &plan).first(where: { day in
                cues.exclusions.contains { $0.cue.text != cue.text && $0.weeks.contains { isoWeeks(of: $0)?.contains(day.isoWeek) == true } }
            }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” moves a session to \(d.iso), in a week the comment calls off"))
            }
        }
        plan.dates = dates.sorted()
        // "zweiwöchentlich ab KW 42, letzter Termin 4.12.": a first or last session named with its
        // date must be one of the series' dates (4 Dec is not in that rhythm).
        for (cue, ref) in cues.sessionDates {
            if let day = calendar.date(ref), day.isoWeekday == weekday, !dates.contains(day) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(day.iso) is not among the series' dates"))
            }
        }
        // "14-tägig ab KW 42, letzte Sitzung in KW 51": the week of a first or last session must hold
        // one of the series' dates.
        for (cue, ref) in cues.sessionWeeks {
            if let week = calendar.week(ref), !dates.contains(where: { $0.isoWeek == week }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: KW \(ref.week) holds none of the series' dates"))
            }
        }
        for (cue, refs) in cues.listed {
            // "Termine 13.10., 27.10., 10.11. usw." on a Wednesday row: the list is not this row's series.
            let missing = resolveDates(refs, &plan).filter { !dates.contains($0) }
            if !missing.isEmpty {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(missing.map(\.iso).joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") not among the series' dates"))
            }
        }
        // "Vorlesung bis KW 2, Präsentation der Ergebnisse in KW 4": something that happens in the
        // sessions, in a week without one: an extra session, or not in this slot?
        let sessionWeeks = Set(plan.dates.map(\.isoWeek)), termWeeks = Set(weeklySeries.map(\.isoWeek))
        for (cue, spans, refs, months, inTheTerm) in cues.activities {
            // "continues in January with presentations": a month without a session of the series.
            if let empty = months.first(where: { m in calendar.days(of: m).map { days in !plan.dates.contains { days.contains($0) } } ?? false }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: month \(empty) has no session of the series: something in the sessions, or extra sessions?"))
            }
            let days = spans.flatMap { span -> [CalendarDate] in
                guard let from = calendar.firstDay(of: .week(span.from)), let to = calendar.lastDay(of: .week(span.to)), from <= to else { return [] }
                return stride(from: from.dayNumber, through: to.dayNumber, by: 7).map(CalendarDate.init(dayNumber:))
            } + refs.compactMap { calendar.date($0) }
            // "nicht in KW 42-44, aber Präsenz in KW 43": a mode named for single weeks the comment calls off.
            if inTheTerm, !spans.isEmpty, spans.allSatisfy(\.isSingleWeek),
               let off = spans.first(where: { span in calendar.week(span.from).map(calledOff) ?? false }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(off) is called off elsewhere in the comment"))
            }
            if let lone = days.first(where: { !(inTheTerm ? termWeeks : sessionWeeks).contains($0.isoWeek) }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: KW \(lone.isoWeek.week) has no session of the series: something in the sessions, or an extra session?"))
            }
        }
        // "Präsenz KW 41, 43, 45 – online KW 42, 44, 46": a session of the series in none of the weeks the
        // modes name between them; whether it is held is not said.
        for (cue, spans) in cues.modeWeeks {
            let weeks = spans.compactMap(isoWeeks(of:))
            if !weeks.isEmpty, let outside = plan.dates.first(where: { d in !weeks.contains { $0.contains(d.isoWeek) } }) {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: the modes name the weeks between them, and \(outside.iso) lies in none: held, or not?"))
            }
        }
        var seen = Set<String>()
        plan.problems = plan.problems.filter { seen.insert($0.detail).inserted }
        if plan.dates.isEmpty {
            plan.problems.append(PlanningProblem(.noDateLeft, "the comment leaves no date in \(calendar.term.displayName) (\(period.firstDay.iso) to \(period.lastDay.iso)); planned the plain weekly series instead"))
            plan.dates = weeklySeries
        }
        return plan
    }

    /// "KW 48: Fr statt Do": in each week named (or the week of each date named) the row's session moves
    /// to the other weekday. The weekday it leaves must be the row's, and the series must hold a session
    /// there; else the comment and the row disagree.
    private func movingToOtherWeekdays(_ cues: CollectedCues, _ dates: inout Set<CalendarDate>, _ plan: inout SeriesPlan) {
        for (cue, day, instead, weeks, refs, from) in cues.weekdayMoves {
            if let instead, instead != weekday {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” moves the sessions of \(Weekdays.german[instead - 1]), the row is on \(Weekdays.german[weekday - 1])"))
                continue
            }
            guard day != weekday else {
                plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” moves the sessions to \(Weekdays.german[day - 1]), the row's own day"))
                continue
            }
            var left: [CalendarDate] = weeks.flatMap { span -> [CalendarDate] in
                guard let range = isoWeeks(of: span) else {
                    plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: \(span) is not a calendar week of \(calendar.term.displayName)"))
                    return []
                }
                return stride(from: range.lowerBound.monday.dayNumber, through: range.upperBound.monday.dayNumber, by: 7)
                    .map { CalendarDate(dayNumber: $0).isoWeek.day(isoWeekday: weekday) }
            }
            checkWeekdays(refs, cue: cue, &plan)
            left += resolveDates(refs, &plan)
            // "ab KW 48 auf Donnerstag verlegt": every session from the start on.
            if let from, let first = calendar.firstDay(of: from) { left += dates.filter { $0 >= first }.sorted() }
            for old in left {
                guard dates.remove(old) != nil else {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” moves the session of \(old.iso), which the series does not hold"))
                    continue
                }
                let new = old.isoWeek.day(isoWeekday: day)
                dates.insert(new)
                plan.statedDates.insert(new)
                if new < period.firstDay || new > period.lastDay {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” moves a session to \(new.iso), outside the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
                }
            }
            plan.explanations.append("“\(cue.text)”: moved to \(Weekdays.german[day - 1]) "
                                     + (from != nil ? "from \(left.first?.iso ?? "the start") on" : "in " + left.map { "KW \($0.isoWeek.week)" }.joined(separator: ", ")))
        }
    }

    /// The ISO weeks of a span of calendar weeks in this term, nil when it is none.
    private func isoWeeks(of span: WeekSpan) -> ClosedRange<ISOWeek>? {
        guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to else { return nil }
        return from...to
    }

    /// Whether an added session's words add one ("zusätzlich", "additional", "plus") rather than
    /// replace one ("Ersatz", "verschoben", "dafür"): a replacement may lie in the week it replaces.
    private static func addsRatherThanReplaces(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let replaces = words.contains { w in ["ersatz", "ersatztermin", "nachholtermin", "dafür", "dafuer", "stattdessen", "instead", "statt"].contains(w)
            || w.hasPrefix("verschob") || w.hasPrefix("verleg") || w.hasPrefix("nachgeh") || ["moved", "make", "replacement", "rescheduled", "postponed"].contains(w) }
        let adds = words.contains { w in ["zusätzlich", "zusaetzlich", "zusätzl", "zusaetzl", "additional", "additionally", "extra", "plus", "zusatztermin", "zusätzlicher", "zusätzliche", "zusätzlichen"].contains(w) }
        return adds && !replaces
    }

    /// "14-tägig: KW 42, 44, 46", "alle 2 Wochen (KW 42, 44, 46, 48)": single weeks named beside an
    /// interval, and nothing else that narrows the series (a range "KW 42-48" is thinned), sorted.
    private func weeksOfTheRhythm(_ cues: CollectedCues) -> [ISOWeek]? {
        guard cues.weekSpans.count >= 2, cues.weekSpans.allSatisfy({ $0.span.isSingleWeek }), cues.resumptions.isEmpty,
              cues.dateRanges.isEmpty, cues.onlyMonths.isEmpty, cues.weekOfs.isEmpty else { return nil }
        let weeks = cues.weekSpans.compactMap { calendar.week($0.span.from) }
        guard weeks.count == cues.weekSpans.count else { return nil }
        return Array(Set(weeks)).sorted()
    }

    /// "every second week" for 2, as `explain` says it.
    static func everyNth(_ n: Int) -> String {
        switch n {
        case 1: return "every week"
        case 2: return "every second week"
        case 3: return "every third week"
        default: return "every \(n)th week"
        }
    }

    /// The days the "only" cues allow, together (a union: "KW 41-46 + KW 1-3", "im Oktober und
    /// Dezember", "Woche vom 7.12."); nil when the comment has none.
    private func onlyConstraint(_ cues: CollectedCues, _ plan: inout SeriesPlan, explain: Bool = true) -> ((CalendarDate) -> Bool)? {
        var weekRanges: [(ISOWeek, ISOWeek)] = []
        var dayRanges: [ClosedRange<CalendarDate>] = []
        var named: [String] = []
        for (cue, span) in cues.weekSpans {
            named.append(span.description)
            guard let from = calendar.week(span.from), let to = calendar.week(span.to) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: \(span) is not a calendar week of \(calendar.term.displayName)"))
                continue
            }
            guard from <= to else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: the range \(span) runs backwards"))
                continue
            }
            weekRanges.append((from, to))
        }
        for (cue, from, to) in cues.dateRanges {
            guard let f = calendar.date(from), let t = calendar.date(to) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: not a real date"))
                continue
            }
            // "Mon 20 Oct - Fri 23 Oct": a day said to be on a weekday it is not on.
            for (ref, day) in [(from, f), (to, t)] {
                if let stated = ref.weekday, stated != day.isoWeekday {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(day.iso) is a \(Weekdays.german[day.isoWeekday - 1]), not a \(Weekdays.german[stated - 1])"))
                }
            }
            // Year-less dates take their years from the term ("vom 20.12. bis 10.1." crosses the new
            // year already): a range that still runs backwards ("vom 20.11. bis 13.11.") is mistyped.
            guard f <= t else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: the range \(f.iso) to \(t.iso) runs backwards"))
                continue
            }
            named.append("\(f.iso) to \(t.iso)")
            dayRanges.append(f...t)
        }
        for (cue, month) in cues.onlyMonths {
            guard let days = monthDays(month, cue, &plan) else { continue }
            named.append("month \(month)")
            dayRanges.append(days)
        }
        for (cue, ref) in cues.weekOfs {
            guard let d = calendar.date(ref) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: \(ref) is not a real date"))
                continue
            }
            named.append("the week of \(d.iso)")
            weekRanges.append((d.isoWeek, d.isoWeek))
        }
        guard !named.isEmpty else { return nil }
        if explain { plan.explanations.append("only in \(named.joined(separator: ", "))") }
        return { d in
            weekRanges.contains { $0.0 <= d.isoWeek && d.isoWeek <= $0.1 } || dayRanges.contains { $0.contains(d) }
        }
    }

    /// The row's days in `weeks` and the `dates` themselves: what a cancellation names.
    private func daysCancelled(by weeks: [WeekSpan], _ dates: [DateRef]) -> [CalendarDate] {
        var days = dates.compactMap { calendar.date($0) }
        for span in weeks {
            guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to else { continue }
            days += weeklySeries.filter { from <= $0.isoWeek && $0.isoWeek <= to }
        }
        return days
    }

    /// Months, weeks by date and date ranges the comment removes ("nicht im Dezember",
    /// "nicht in der Woche vom 30.11.", "keine Vorlesung vom 17.11. bis 1.12.").
    private func exclusionPredicates(_ cues: CollectedCues, _ plan: inout SeriesPlan) -> [(Cue, (CalendarDate) -> Bool)] {
        var out: [(Cue, (CalendarDate) -> Bool)] = []
        for (cue, month) in cues.exceptMonths {
            if let days = monthDays(month, cue, &plan) { out.append((cue, { days.contains($0) })) }
        }
        for (cue, ref) in cues.exceptWeekOfs {
            guard let d = calendar.date(ref) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: \(ref) is not a real date"))
                continue
            }
            let week = d.isoWeek
            out.append((cue, { $0.isoWeek == week }))
        }
        for (cue, from, to) in cues.exceptRanges {
            guard let f = calendar.date(from), let t = calendar.date(to) else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: not a real date"))
                continue
            }
            // Year-less dates take their years from the term ("vom 20.12. bis 10.1." crosses the new
            // year already): a range that still runs backwards ("vom 20.11. bis 13.11.") is mistyped.
            guard f <= t else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: cue.text), "“\(cue.text)”: the range \(f.iso) to \(t.iso) runs backwards"))
                continue
            }
            out.append((cue, { $0 >= f && $0 <= t }))
        }
        return out
    }

    /// The days of a month in the term (its year from the term, as for dates without a year).
    /// The days of a month the comment names. A month named with its year that does not meet the
    /// lecture period ("nur im Dezember 2021" in the winter term 2020/21) is a typo or another
    /// term's: a problem, not a silent nothing.
    /// The `ordinals`-th (-1: last) `weekday` of each month named, or of every month the period
    /// touches, inside the period; with their years and the weekday, so they resolve as written.
    private func weekdaysInMonths(_ ordinals: [Int], _ weekday: Int, _ months: [MonthRef]) -> [DateRef] {
        var spans: [ClosedRange<CalendarDate>] = months.compactMap { calendar.days(of: $0) }
        if months.isEmpty {
            var first = CalendarDate(year: period.firstDay.year, month: period.firstDay.month, day: 1)!
            while first <= period.lastDay {
                let last = first.adding(days: CalendarDate.daysInMonth(year: first.year, month: first.month) - 1)
                spans.append(first...last)
                first = last.adding(days: 1)
            }
        }
        var dates: [CalendarDate] = []
        for span in spans {
            let days = stride(from: span.lowerBound.dayNumber, through: span.upperBound.dayNumber, by: 1)
                .map(CalendarDate.init(dayNumber:)).filter { $0.isoWeekday == weekday }
            for n in ordinals {
                let index = n == -1 ? days.count - 1 : n - 1
                if days.indices.contains(index), period.firstDay <= days[index], days[index] <= period.lastDay { dates.append(days[index]) }
            }
        }
        return dates.sorted().map { DateRef(day: $0.day, month: $0.month, year: $0.year, weekday: weekday) }
    }

    private func monthDays(_ month: MonthRef, _ cue: Cue, _ plan: inout SeriesPlan) -> ClosedRange<CalendarDate>? {
        guard let days = calendar.days(of: month) else { return nil }
        if month.year != nil, days.upperBound < period.firstDay || period.lastDay < days.lowerBound {
            plan.problems.append(PlanningProblem(.outsideLecturePeriod(quote: cue.text, date: days.lowerBound, firstDay: period.firstDay, lastDay: period.lastDay), "“\(cue.text)”: \(days.lowerBound.iso) is not in the lecture period (\(period.firstDay.iso) to \(period.lastDay.iso))"))
        }
        return days
    }

    /// Even or odd ISO weeks only; nil when no parity is named, or when both are (groups
    /// alternating in the room, which is used every week), or when groups alternate.
    private func resolveParity(_ cues: CollectedCues, _ plan: inout SeriesPlan) -> Bool? {
        let values = Set(cues.parities.map(\.even))
        guard let even = values.first else { return nil }
        if values.count > 1 || cues.alternation != nil {
            plan.explanations.append("even and odd weeks alternate between groups: the room is used every week")
            return nil
        }
        plan.explanations.append("only \(even ? "even" : "odd") calendar weeks")
        // "nur in geraden Wochen, Beginn KW 43": the first session in a week the parity leaves out.
        // A bound alone ("ab KW 45 nur gerade Wochen") names no session in its week.
        for (cue, bound) in cues.starts where Self.namesFirstSession(cue.text) {
            guard let first = calendar.firstDay(of: bound), (first.isoWeek.week % 2 == 0) != even else { continue }
            plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” starts in KW \(first.isoWeek.week), an \(even ? "odd" : "even") week, but only \(even ? "even" : "odd") weeks are named"))
        }
        return even
    }

    /// "Beginn KW 43", "Start in KW 43", "first session …": a start that names a session in its week.
    private static func namesFirstSession(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["beginn", "start", "first", "erste", "begin"].contains { lowered.contains($0) }
    }

    /// "Block: Di–Fr 12.–15.1.", "Block 11.1.-20.1. (nur Mo-Fr)": the days of each block, as dates named
    /// with their weekdays. The weekdays said at a block's ends must be the calendar's, the block must
    /// hold the row's weekday, and it lasts a month at most.
    private func daysOfBlocks(_ blocks: [(cue: Cue, from: DateRef, to: DateRef, weekdays: [Int])], _ plan: inout SeriesPlan) -> [(cue: Cue, dates: [DateRef])] {
        blocks.compactMap { block -> (cue: Cue, dates: [DateRef])? in
            guard let first = calendar.date(block.from), let last = calendar.date(block.to), first <= last, first.days(until: last) <= 31 else {
                plan.problems.append(PlanningProblem(.impossibleDate(quote: block.cue.text), "“\(block.cue.text)” names no block of days of this term"))
                return nil
            }
            for (ref, day) in [(block.from, first), (block.to, last)] {
                if let stated = ref.weekday, stated != day.isoWeekday {
                    plan.problems.append(PlanningProblem(.contradiction(quote: block.cue.text), "“\(block.cue.text)”: \(day.iso) is a \(Weekdays.german[day.isoWeekday - 1]), not a \(Weekdays.german[stated - 1])"))
                }
            }
            let days = stride(from: first.dayNumber, through: last.dayNumber, by: 1).map(CalendarDate.init(dayNumber:))
                .filter { block.weekdays.isEmpty || block.weekdays.contains($0.isoWeekday) }
            if !days.contains(where: { $0.isoWeekday == weekday }) {
                plan.problems.append(PlanningProblem(.otherWeekday(quote: block.cue.text, rowWeekday: weekday), "“\(block.cue.text)”: the block's days hold no \(Weekdays.german[weekday - 1]), the row's day"))
            }
            return (block.cue, days.map { DateRef(day: $0.day, month: $0.month, year: $0.year, weekday: $0.isoWeekday) })
        }
    }

    /// The weekday a bound's date names must be its date's ("Start Mo, 13.10." when 13.10. is a
    /// Tuesday) and the row's ("Start Mittwoch 21.10." on a Monday row): otherwise the row or the
    /// comment is wrong. A bare date is a bound on any day ("Kursbeginn 07.10.20" on a Monday row:
    /// from the Monday after; golden.json).
    private func checkStatedWeekday(_ ref: DateRef, cue: Cue, _ plan: inout SeriesPlan) {
        guard let stated = ref.weekday else { return }
        if let d = calendar.date(ref), stated != d.isoWeekday {
            plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(d.iso) is a \(Weekdays.german[d.isoWeekday - 1]), not a \(Weekdays.german[stated - 1])"))
        }
        if stated != weekday {
            plan.problems.append(PlanningProblem(.otherWeekday(quote: cue.text, rowWeekday: weekday), "“\(cue.text)” names \(Weekdays.german[stated - 1]), the row is on \(Weekdays.german[weekday - 1])s"))
        }
    }

    /// A stated date on another weekday than the row is flagged unless the comment names that
    /// weekday for a date added to the series ("incl. Sa, 25.04.20"); dates that replace the series
    /// on another day than the row's ("only on Thursday, 12 Nov" on a Friday row) contradict the
    /// row, named weekday or not. A weekday that contradicts its date ("Mo 22.12." on a Tuesday) too.
    private func checkWeekdays(_ refs: [DateRef], cue: Cue, replacingSeries: Bool = false, _ plan: inout SeriesPlan) {
        var otherDay: [CalendarDate] = []
        for ref in refs {
            guard let d = calendar.date(ref) else { continue }
            if let stated = ref.weekday {
                if stated != d.isoWeekday {
                    plan.problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)”: \(d.iso) is a \(Weekdays.german[d.isoWeekday - 1]), not a \(Weekdays.german[stated - 1])"))
                } else if replacingSeries, stated != weekday {
                    otherDay.append(d)
                }
            } else if d.isoWeekday != weekday {
                otherDay.append(d)
            }
        }
        if !otherDay.isEmpty {
            plan.problems.append(PlanningProblem(.otherWeekday(quote: cue.text, rowWeekday: weekday), "“\(cue.text)”: \(otherDay.map(\.iso).joined(separator: ", ")) \(otherDay.count == 1 ? "is not a" : "are not") \(Weekdays.german[weekday - 1]), the row's day\(replacingSeries ? "" : ", and the comment names no other day")"))
        }
    }

    private func resolveInterval(_ cues: inout CollectedCues, _ plan: inout SeriesPlan) -> Int {
        let values = Set(cues.intervals.map(\.value))
        guard let first = cues.intervals.first else { return 1 }
        if values.count > 1 {
            plan.problems.append(PlanningProblem(.contradiction(quote: first.cue.text), "contradictory intervals: \(Quotes.joined(cues.intervals.map(\.cue.text))); planned every \(first.value). week"))
        }
        return first.value
    }

    private func resolveDates(_ refs: [DateRef], _ plan: inout SeriesPlan) -> [CalendarDate] {
        var out: [CalendarDate] = []
        for ref in refs {
            if let d = calendar.date(ref) { out.append(d) } else { plan.problems.append(PlanningProblem(.impossibleDate(quote: nil), "\(ref) is not a real date of \(calendar.term.displayName)")) }
        }
        return Array(Set(out)).sorted()
    }
}

/// The cues of one comment, sorted by what they do.
struct CollectedCues {
    var intervals: [(cue: Cue, value: Int)] = []
    var weekSpans: [(cue: Cue, span: WeekSpan)] = []
    var starts: [(cue: Cue, bound: Bound)] = []
    var ends: [(cue: Cue, bound: Bound)] = []
    var endsBefore: [(cue: Cue, bound: Bound)] = []
    var startsAfter: [(cue: Cue, bound: Bound)] = []
    var exclusions: [(cue: Cue, weeks: [WeekSpan], dates: [DateRef])] = []
    var explicitDates: [(cue: Cue, dates: [DateRef])] = []
    var blocks: [(cue: Cue, from: DateRef, to: DateRef, weekdays: [Int])] = []
    var dateRanges: [(cue: Cue, from: DateRef, to: DateRef)] = []
    var extras: [(cue: Cue, weeks: [WeekSpan], dates: [DateRef])] = []
    var modeWeeks: [(cue: Cue, spans: [WeekSpan])] = []
    var weeksOnWeekdays: [(cue: Cue, weekday: Int, spans: [WeekSpan])] = []
    var weekdayMoves: [(cue: Cue, day: Int, insteadOf: Int?, weeks: [WeekSpan], dates: [DateRef], from: Bound?)] = []
    /// `extras` named with "auch": the series holding them already is no sign this row is the additional session.
    var alsoCues: Set<Cue> = []
    var restatements: [(cue: Cue, week: WeekRef, date: DateRef)] = []
    var weekDays: [(cue: Cue, week: WeekRef?, from: DateRef, to: DateRef)] = []
    var spanDays: [(cue: Cue, span: WeekSpan, from: DateRef, to: DateRef)] = []
    var resumptionChecks: [(cue: Cue, left: Bound, start: Bound)] = []
    var activities: [(cue: Cue, weeks: [WeekSpan], dates: [DateRef], months: [MonthRef], inTheTerm: Bool)] = []
    var unreadableRestatements: [Cue] = []
    var noise: [Cue] = []
    var undetermined: [Cue] = []
    var alternation: Cue?
    var placeholders: [Cue] = []
    var onlyMonths: [(cue: Cue, month: MonthRef)] = []
    var exceptMonths: [(cue: Cue, month: MonthRef)] = []
    var weekOfs: [(cue: Cue, date: DateRef)] = []
    var exceptWeekOfs: [(cue: Cue, date: DateRef)] = []
    var exceptRanges: [(cue: Cue, from: DateRef, to: DateRef)] = []
    var parities: [(cue: Cue, even: Bool)] = []
    var asides: [(cue: Cue, subject: ClauseSubject)] = []
    var kickoffs: [(cue: Cue, date: DateRef)] = []
    var weekdays: [(cue: Cue, day: Int)] = []
    var sessionDates: [(cue: Cue, date: DateRef)] = []
    var sessionWeeks: [(cue: Cue, week: WeekRef)] = []
    var sessionCounts: [(cue: Cue, count: Int)] = []
    var edges: [(cue: Cue, edge: SessionEdge)] = []
    var resumptions: [(cue: Cue, bound: Bound)] = []
    var listed: [(cue: Cue, dates: [DateRef])] = []
    var weekdaysInMonths: [(cue: Cue, ordinals: [Int], weekday: Int, months: [MonthRef])] = []
    /// `even`: a phase of even (odd) weeks; nil for every `interval`-th date.
    var phases: [(cue: Cue, interval: Int, from: Bound?, through: Bound?, even: Bool?)] = []

    init(_ cues: [Cue]) {
        for cue in cues {
            switch cue.kind {
            case .interval(let n): intervals.append((cue, n))
            case .weeks(let spans): weekSpans += spans.map { (cue, $0) }
            case .start(let b): starts.append((cue, b))
            case .end(let b): ends.append((cue, b))
            case .endBefore(let b): endsBefore.append((cue, b))
            case .startAfter(let b): startsAfter.append((cue, b))
            case .except(let w, let d): exclusions.append((cue, w, d))
            case .dates(let d): explicitDates.append((cue, d))
            case .dateRange(let f, let t): dateRanges.append((cue, f, t))
            case .blockDays(let f, let t, let days): blocks.append((cue, f, t, days))
            case .extra(let w, let d): extras.append((cue, w, d))
            case .also(let w, let d):
                extras.append((cue, w, d))
                alsoCues.insert(cue)
            case .restated(let w, let d): restatements.append((cue, w, d))
            case .weekDays(let w, let f, let t): weekDays.append((cue, w, f, t))
            case .spanDays(let span, let f, let t): spanDays.append((cue, span, f, t))
            case .resumesAfter(let left, let start): resumptionChecks.append((cue, left, start))
            case .activityIn(let w, let d, let m, let term): activities.append((cue, w, d, m, term))
            case .unreadableRestatement: unreadableRestatements.append(cue)
            case .noise: noise.append(cue)
            case .undetermined: undetermined.append(cue)
            case .alternation: alternation = cue
            case .emptyPlaceholder: placeholders.append(cue)
            case .onlyMonths(let months): onlyMonths += months.map { (cue, $0) }
            case .exceptMonths(let months): exceptMonths += months.map { (cue, $0) }
            case .weekdaysInMonths(let ordinals, let weekday, let months): weekdaysInMonths.append((cue, ordinals, weekday, months))
            case .weekOf(let d): weekOfs.append((cue, d))
            case .exceptWeekOf(let d): exceptWeekOfs.append((cue, d))
            case .exceptDateRange(let f, let t): exceptRanges.append((cue, f, t))
            case .parity(let even): parities.append((cue, even))
            case .aside(let subject): asides.append((cue, subject))
            case .weeksOfModes(let spans): modeWeeks.append((cue, spans))
            case .weeksOnWeekday(let day, let spans): weeksOnWeekdays.append((cue, day, spans))
            case .weekdayInstead(let day, let instead, let weeks, let dates, let from): weekdayMoves.append((cue, day, instead, weeks, dates, from))
            case .onWeekday(let day): weekdays.append((cue, day))
            case .sessionOn(let d): sessionDates.append((cue, d))
            case .sessionInWeek(let w): sessionWeeks.append((cue, w))
            case .sessionCount(let n): sessionCounts.append((cue, n))
            case .edge(let edge): edges.append((cue, edge))
            case .resumes(let b): resumptions.append((cue, b))
            case .listed(let d): listed.append((cue, d))
            case .phase(let n, let from, let through): phases.append((cue, n, from, through, nil))
            case .parityPhase(let even, let from, let through): phases.append((cue, 1, from, through, even))
            case .kickoff(let d):
                extras.append((cue, [], [d]))
                kickoffs.append((cue, d))
            case .before, .after, .loneDate: break  // the reader turns these into bounds, exclusions or unread text
            case .aboutWeekday: break  // `CommentReading.forRow(onWeekday:)` has placed the clause
            }
        }
    }
}
