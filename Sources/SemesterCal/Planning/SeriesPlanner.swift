import ICalendar

/// Turns a comment's cues into the dates of one weekly series (SEMANTICS.md §2, §4, §5).
///
/// The order of application is fixed: explicit dates replace everything;
/// otherwise the weekly series is narrowed to the listed weeks and date spans,
/// cut by the start and end bounds, thinned by the interval (counted from its
/// first remaining date), cleared of excluded weeks and dates, and extended by
/// extra dates. Several start cues mean the earliest start, several end cues
/// the latest end (two courses sharing a row). Anything contradictory or
/// unreadable becomes a problem: the row keeps its best-guess dates but is
/// flagged as not understood.
public struct SeriesPlanner: Sendable {
    public let calendar: TermCalendar
    /// The days the series may span: the lecture period (or a long block row's own span).
    public let period: LecturePeriod
    /// ISO weekday of the row.
    public let weekday: Int

    public init(calendar: TermCalendar, period: LecturePeriod, weekday: Int) {
        self.calendar = calendar
        self.period = period
        self.weekday = weekday
    }

    /// Every `weekday` of the period: the plain weekly series.
    public var weeklySeries: [CalendarDate] {
        var first = period.firstDay
        while first.isoWeekday != weekday { first = first.adding(days: 1) }
        return stride(from: first.dayNumber, through: period.lastDay.dayNumber, by: 7).map(CalendarDate.init(dayNumber:))
    }

    public func plan(_ reading: CommentReading) -> SeriesPlan {
        var plan = SeriesPlan()
        var cues = CollectedCues(reading.cues)

        for text in reading.unread {
            plan.problems.append("could not read the date information in “\(text)”")
        }
        if let read = reading.readCharacters {
            plan.problems.append("the comment is \(reading.comment.count) characters long; only its first \(read) were read")
        }
        for cue in cues.undetermined {
            plan.problems.append("the dates are not in the data (“\(cue.text)”)")
        }
        for (cue, week, date) in cues.restatedConflicts {
            let stated = calendar.date(date).map { "\($0.iso), in KW \($0.isoWeek.week)" } ?? date.description
            plan.problems.append("“\(cue.text)”: \(week) and the date given for it (\(stated)) disagree; planned from the date")
        }
        for cue in cues.unreadableRestatements {
            plan.explanations.append("ignored an unreadable restated date in “\(cue.text)”; the week stands")
        }
        for cue in cues.noise {
            plan.explanations.append("not a lecture date: “\(cue.text)”")
        }
        if !cues.placeholders.isEmpty {
            plan.explanations.append("ignored an empty week placeholder")
        }

        if cues.alternation != nil {
            if !cues.intervals.isEmpty {
                plan.explanations.append("groups alternate in this slot, so the room is used every week: “\(cues.intervals.map(\.cue.text).joined(separator: "”, “"))” does not thin the series")
                cues.intervals = []
            }
            let singles = cues.weekSpans.filter { $0.span.isSingleWeek }
            if !singles.isEmpty, singles.count == cues.weekSpans.count {
                // "KW 41: Gr. A ... // KW 42: Gr. B ... im Wechsel": the weeks describe the rota's start.
                let earliest = singles.min { (calendar.week($0.span.from) ?? ISOWeek(containing: period.lastDay)) < (calendar.week($1.span.from) ?? ISOWeek(containing: period.lastDay)) }!
                cues.starts.append((earliest.cue, .week(earliest.span.from)))
                cues.weekSpans = []
                plan.explanations.append("weeks named in a group rota mark its start: from \(earliest.span.from)")
            }
        }

        if !cues.weekSpans.isEmpty {
            // "43. - 48. KW ..., Dozentenwechsel ab Dezember": next to explicit weeks a month
            // names a change of lecturer or mode, not a bound (it would empty the weeks).
            let isMonth: ((cue: Cue, bound: Bound)) -> Bool = { if case .month = $0.bound { return true }; return false }
            for remark in cues.starts.filter(isMonth) + cues.ends.filter(isMonth) {
                plan.explanations.append("a month named next to explicit weeks is a remark, not a bound: “\(remark.cue.text)”")
            }
            cues.starts.removeAll(where: isMonth)
            cues.ends.removeAll(where: isMonth)
        }

        let interval = resolveInterval(&cues, &plan)
        if interval > 1, cues.starts.isEmpty, cues.weekSpans.count == 1, cues.weekSpans[0].span.isSingleWeek {
            // "(14-tägig) KW 18": a lone week next to an interval names where the rhythm starts.
            let only = cues.weekSpans.removeFirst()
            cues.starts.append((only.cue, .week(only.span.from)))
            plan.explanations.append("a single week next to an interval is its first week: \(only.span.from)")
        }

        if !cues.explicitDates.isEmpty {
            let resolved = resolveDates(cues.explicitDates.flatMap { $0.dates }, &plan)
            plan.dates = resolved
            plan.statedDates = Set(resolved)
            plan.explanations.append("explicit dates replace the weekly series: \(resolved.map(\.iso).joined(separator: ", "))")
            if !cues.weekSpans.isEmpty || !cues.starts.isEmpty || !cues.ends.isEmpty || interval > 1 {
                plan.explanations.append("week cues next to explicit dates are not applied")
            }
            return finish(plan, extras: cues)
        }

        var dates = weeklySeries
        if !cues.weekSpans.isEmpty {
            var allowed: [(ISOWeek, ISOWeek)] = []
            for (cue, span) in cues.weekSpans {
                guard let from = calendar.week(span.from), let to = calendar.week(span.to) else {
                    plan.problems.append("“\(cue.text)”: \(span) is not a calendar week of \(calendar.term.displayName)")
                    continue
                }
                guard from <= to else {
                    plan.problems.append("“\(cue.text)”: the range \(span) runs backwards")
                    continue
                }
                allowed.append((from, to))
            }
            dates = dates.filter { d in allowed.contains { $0.0 <= d.isoWeek && d.isoWeek <= $0.1 } }
            plan.explanations.append("only in \(cues.weekSpans.map(\.span.description).joined(separator: ", "))")
        }
        for (cue, from, to) in cues.dateRanges {
            guard let f = calendar.date(from), var t = calendar.date(to) else {
                plan.problems.append("“\(cue.text)”: not a real date")
                continue
            }
            if t < f, let next = CalendarDate(year: t.year + 1, month: t.month, day: t.day) { t = next }
            dates = dates.filter { $0 >= f && $0 <= t }
            plan.explanations.append("only from \(f.iso) to \(t.iso)")
        }
        let startDays = cues.starts.compactMap { calendar.firstDay(of: $0.bound) }
        if cues.starts.count != startDays.count { plan.problems.append("a start cue names a week or date that does not exist") }
        if let start = startDays.min() {
            dates = dates.filter { $0 >= start }
            plan.explanations.append("from \(start.iso) (“\(cues.starts.map(\.cue.text).joined(separator: "”, “"))”)")
        }
        let endDays = cues.ends.compactMap { calendar.lastDay(of: $0.bound) }
        if cues.ends.count != endDays.count { plan.problems.append("an end cue names a week or date that does not exist") }
        if let end = endDays.max() {
            dates = dates.filter { $0 <= end }
            plan.explanations.append("until \(end.iso) (“\(cues.ends.map(\.cue.text).joined(separator: "”, “"))”)")
        }
        if interval > 1 {
            dates = dates.enumerated().filter { $0.offset % interval == 0 }.map(\.element)
            plan.explanations.append("every \(interval == 2 ? "second" : interval == 3 ? "third" : "\(interval)th") week, counted from the first date")
        }
        for (cue, weeks, explicitDates) in cues.exclusions {
            var removed = Set<CalendarDate>()
            for span in weeks {
                guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to else {
                    plan.problems.append("“\(cue.text)”: \(span) is not a calendar week range of \(calendar.term.displayName)")
                    continue
                }
                removed.formUnion(dates.filter { from <= $0.isoWeek && $0.isoWeek <= to })
            }
            removed.formUnion(resolveDates(explicitDates, &plan).filter { dates.contains($0) })
            for d in removed.sorted() { plan.excluded.append(SkippedDate(date: d, reason: cue.text)) }
            dates.removeAll { removed.contains($0) }
        }
        plan.dates = dates
        return finish(plan, extras: cues)
    }

    /// Adds extra dates and weeks, and falls back to the weekly series when nothing is left.
    private func finish(_ plan: SeriesPlan, extras cues: CollectedCues) -> SeriesPlan {
        var plan = plan
        var dates = Set(plan.dates)
        for (cue, weeks, extraDates) in cues.extras {
            var weekDates: [CalendarDate] = []
            for span in weeks {
                guard let from = calendar.week(span.from), let to = calendar.week(span.to), from <= to else {
                    plan.problems.append("“\(cue.text)”: \(span) is not a calendar week of \(calendar.term.displayName)")
                    continue
                }
                var w = from
                while w <= to {
                    weekDates.append(w.day(isoWeekday: weekday))
                    guard let next = ISOWeek(containing: w.monday.adding(days: 7)) as ISOWeek?, next > w else { break }
                    w = next
                }
            }
            if !weekDates.isEmpty, weekDates.allSatisfy(dates.contains), extraDates.isEmpty {
                // "zusätzlich KW 43" while the series already meets in week 43:
                // this row is the additional session itself.
                dates = Set(weekDates)
                plan.explanations.append("“\(cue.text)”: the series already holds these weeks, so this row is the additional session")
            } else {
                dates.formUnion(weekDates)
                plan.explanations.append("plus “\(cue.text)”")
            }
            let resolved = resolveDates(extraDates, &plan)
            dates.formUnion(resolved)
            plan.statedDates.formUnion(resolved)
        }
        plan.dates = dates.sorted()
        if plan.dates.isEmpty {
            plan.problems.append("the comment leaves no date in \(calendar.term.displayName) (\(period.firstDay.iso) to \(period.lastDay.iso)); planned the plain weekly series instead")
            plan.dates = weeklySeries
        }
        return plan
    }

    private func resolveInterval(_ cues: inout CollectedCues, _ plan: inout SeriesPlan) -> Int {
        let values = Set(cues.intervals.map(\.value))
        guard let first = cues.intervals.first else { return 1 }
        if values.count > 1 {
            plan.problems.append("contradictory intervals: “\(cues.intervals.map(\.cue.text).joined(separator: "”, “"))”; planned every \(first.value). week")
        }
        return first.value
    }

    private func resolveDates(_ refs: [DateRef], _ plan: inout SeriesPlan) -> [CalendarDate] {
        var out: [CalendarDate] = []
        for ref in refs {
            if let d = calendar.date(ref) { out.append(d) } else { plan.problems.append("\(ref) is not a real date of \(calendar.term.displayName)") }
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
    var exclusions: [(cue: Cue, weeks: [WeekSpan], dates: [DateRef])] = []
    var explicitDates: [(cue: Cue, dates: [DateRef])] = []
    var dateRanges: [(cue: Cue, from: DateRef, to: DateRef)] = []
    var extras: [(cue: Cue, weeks: [WeekSpan], dates: [DateRef])] = []
    var restatedConflicts: [(cue: Cue, week: WeekRef, date: DateRef)] = []
    var unreadableRestatements: [Cue] = []
    var noise: [Cue] = []
    var undetermined: [Cue] = []
    var alternation: Cue?
    var placeholders: [Cue] = []

    init(_ cues: [Cue]) {
        for cue in cues {
            switch cue.kind {
            case .interval(let n): intervals.append((cue, n))
            case .weeks(let spans): weekSpans += spans.map { (cue, $0) }
            case .start(let b): starts.append((cue, b))
            case .end(let b): ends.append((cue, b))
            case .except(let w, let d): exclusions.append((cue, w, d))
            case .dates(let d): explicitDates.append((cue, d))
            case .dateRange(let f, let t): dateRanges.append((cue, f, t))
            case .extra(let w, let d): extras.append((cue, w, d))
            case .restatedConflict(let w, let d):
                restatedConflicts.append((cue, w, d))
                // The date wins over the week it restates.
                starts.removeAll { $0.cue.text == cue.text && $0.bound == .week(w) }
                starts.append((cue, .date(d)))
            case .unreadableRestatement: unreadableRestatements.append(cue)
            case .noise: noise.append(cue)
            case .undetermined: undetermined.append(cue)
            case .alternation: alternation = cue
            case .phases(let w): starts.append((cue, .week(w)))
            case .emptyPlaceholder: placeholders.append(cue)
            }
        }
    }
}
