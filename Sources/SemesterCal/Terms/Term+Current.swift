import ICalendar

extension Term {
    /// The term that is "current" on `today` under `profile`'s term rules and overrides:
    /// the term whose lecture period includes `today`; between two lecture periods (the
    /// lecture-free weeks of spring and late summer), the next term to start.
    ///
    /// Only `semestercal.json`'s `"term": "current"` asks this: the caller passes the date
    /// (the CLI reads the clock in the profile's time zone, or takes `--today`), so the
    /// library itself never reads the clock.
    public static func current(on today: CalendarDate, profile: InstitutionProfile) -> Term {
        let candidates = (today.year - 1...today.year + 1).flatMap { year in
            [Term(season: .summer, year: year), Term(season: .winter, year: year)]
        }
        for term in candidates where profile.lecturePeriod(for: term).contains(today) {
            return term
        }
        let upcoming = candidates.filter { profile.lecturePeriod(for: $0).firstDay > today }
        return upcoming.min { profile.lecturePeriod(for: $0).firstDay < profile.lecturePeriod(for: $1).firstDay }
            ?? Term(season: .summer, year: today.year + 1)
    }
}
