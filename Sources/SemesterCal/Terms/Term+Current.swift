import ICalendar

extension Term {
    /// The term that is "current" on `today` under `profile`'s term rules and overrides:
    /// the term whose lecture period includes `today`. Between two lecture periods, the
    /// term that just ended stays current for the first half of the gap (its exams, block
    /// weeks and late changes still come in, and subscribed calendars keep following it),
    /// and the next term from the middle of the gap on (its timetable is published weeks
    /// before its first lecture). For Hof that switches in mid-February and late August.
    ///
    /// Only `semestercal.json`'s `"term": "current"` asks this: the caller passes the date
    /// (the CLI reads the clock in the profile's time zone, or takes `--today`), so the
    /// library itself never reads the clock.
    public static func current(on today: CalendarDate, profile: InstitutionProfile) -> Term {
        let candidates = (today.year - 1...today.year + 1).flatMap { year in
            [Term(season: .summer, year: year), Term(season: .winter, year: year)]
        }
        let periods = candidates.map { (term: $0, period: profile.lecturePeriod(for: $0)) }
        if let running = periods.first(where: { $0.period.contains(today) }) { return running.term }
        let ended = periods.filter { $0.period.lastDay < today }.max { $0.period.lastDay < $1.period.lastDay }
        let upcoming = periods.filter { $0.period.firstDay > today }.min { $0.period.firstDay < $1.period.firstDay }
        guard let upcoming else { return ended?.term ?? Term(season: .summer, year: today.year + 1) }
        guard let ended else { return upcoming.term }
        // Days from the end of one lecture period to the start of the next, split in half;
        // an odd day goes to the term that ended.
        let gap = ended.period.lastDay.days(until: upcoming.period.firstDay)
        let switchDay = ended.period.lastDay.adding(days: (gap + 1) / 2)
        return today < switchDay ? ended.term : upcoming.term
    }
}
