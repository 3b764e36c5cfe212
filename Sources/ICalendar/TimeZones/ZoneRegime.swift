/// How a zone changes its clocks now, read from its offset transitions (the ones
/// `ZoneRules` reports, as every conversion uses them): what `VTimeZoneBuilder` writes
/// as yearly observances.
///
/// The regime is the trailing run of years, ending in the last year examined, in which
/// every year has the same two offset changes: the same offsets before and after, the
/// same month, the same wall time of onset (in the offset before the change) and one day
/// rule that fits every year of the run. Europe/Berlin: since 1996 (the October change
/// moved from the last Sunday of September to the last Sunday of October that year, the
/// March rule is older); both changes share that start year.
enum ZoneRegime: Hashable, Sendable {
    /// Two offset changes a year, in calendar order, since `startYear`.
    case yearly(startYear: Int, changes: [YearlyChange])
    /// No offset change after `last` up to the last year examined (nil: none since
    /// 1900, the start of the transitions read): Asia/Tokyo, UTC, America/Sao_Paulo.
    case constant(last: ZoneRules.Transition?)
    /// Neither: the changes of the last years follow no yearly rule (Africa/Casablanca,
    /// whose changes follow Ramadan: two or three a year, on other dates every year).
    case irregular

    /// A yearly run must span at least this many years to be taken as the zone's rule. Zones
    /// whose dates follow a lunar calendar never repeat a day rule two years running (their
    /// dates move by about eleven days a year); every real yearly rule in the zone database
    /// has been in force, in the examined span, for much longer.
    static let minimumYears = 5

    /// The regime of a zone with these transitions (sorted, each changing the offset, as
    /// `ZoneRules.transitions` gives them), looking at the years up to `lastYear`.
    init(transitions: [ZoneRules.Transition], throughYear lastYear: Int) {
        var byYear: [Int: [ZoneRules.Transition]] = [:]
        var latest: ZoneRules.Transition?
        for transition in transitions {
            let year = ZoneRegime.onset(of: transition).date.year
            guard year <= lastYear else { break }
            byYear[year, default: []].append(transition)
            latest = transition
        }
        let finalYear = byYear[lastYear] ?? []
        if finalYear.isEmpty {
            self = .constant(last: latest)
            return
        }
        guard finalYear.count == 2,
              finalYear[0].offsetAfter == finalYear[1].offsetBefore,
              finalYear[1].offsetAfter == finalYear[0].offsetBefore
        else {
            self = .irregular
            return
        }
        let shapes = finalYear.map(Shape.init)
        var patterns = finalYear.map { DayPattern(ZoneRegime.onset(of: $0).date) }
        var firsts = finalYear
        var startYear = lastYear
        let earliest = byYear.keys.min() ?? lastYear
        for year in stride(from: lastYear - 1, through: earliest, by: -1) {
            guard let changes = byYear[year], changes.count == 2, changes.map(Shape.init) == shapes else { break }
            let merged = zip(patterns, changes).map { $0.intersection(DayPattern(ZoneRegime.onset(of: $1).date)) }
            guard merged.allSatisfy({ $0.rule != nil }) else { break }
            patterns = merged
            firsts = changes
            startYear = year
        }
        guard lastYear - startYear + 1 >= ZoneRegime.minimumYears else {
            self = .irregular
            return
        }
        var changes: [YearlyChange] = []
        for (first, pattern) in zip(firsts, patterns) {
            guard let rule = pattern.rule else {
                self = .irregular
                return
            }
            changes.append(YearlyChange(first: first, rule: rule))
        }
        self = .yearly(startYear: startYear, changes: changes)
    }

    /// The wall time at which a transition happens, in the offset in force before it
    /// (RFC 5545 3.6.5: how an observance's DTSTART is given).
    static func onset(of transition: ZoneRules.Transition) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: transition.instant + transition.offsetBefore)
    }

    /// What must be the same every year for two changes to belong to one rule, apart from the day.
    private struct Shape: Equatable {
        let offsetBefore: Int
        let offsetAfter: Int
        let month: Int
        let time: LocalTime

        init(_ transition: ZoneRules.Transition) {
            let onset = ZoneRegime.onset(of: transition)
            offsetBefore = transition.offsetBefore
            offsetAfter = transition.offsetAfter
            month = onset.date.month
            time = onset.time
        }
    }
}

/// One of the two yearly changes of a `ZoneRegime.yearly`.
struct YearlyChange: Hashable, Sendable {
    /// The change in the regime's first year; its onset is the observance's DTSTART,
    /// itself the first instance of the rule.
    let first: ZoneRules.Transition
    /// The day of its month on which it happens every year.
    let rule: DayRule

    /// Wall time of the first onset, in the offset before it.
    var onset: LocalDateTime { ZoneRegime.onset(of: first) }

    /// The RRULE value: `FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU` and the like.
    var recurrenceRule: String {
        "FREQ=YEARLY;BYMONTH=\(onset.date.month);" + rule.recurrenceParts
    }
}

/// The day of the month on which a yearly change happens.
enum DayRule: Hashable, Sendable {
    /// The nth such weekday of the month: 1...4, or -1 for the last.
    case ordinal(Int, Weekday)
    /// The first such weekday on or after the day (the zone database's `Sun>=2`): for
    /// rules that are neither an nth nor a last weekday, such as America/Santiago's
    /// (first Sunday on or after the 2nd) or Asia/Jerusalem's (Friday on or after the 23rd).
    case onOrAfter(Int, Weekday)
    /// The same day every year.
    case fixed(Int)

    /// The RRULE parts after BYMONTH: `BYDAY=-1SU`, `BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU`
    /// (the form libical's zone files use for `Sun>=2`), `BYMONTHDAY=21`.
    var recurrenceParts: String {
        switch self {
        case .ordinal(let ordinal, let weekday):
            "BYDAY=\(ordinal)\(weekday.code)"
        case .onOrAfter(let day, let weekday):
            "BYMONTHDAY=" + (day...day + 6).map(String.init).joined(separator: ",") + ";BYDAY=\(weekday.code)"
        case .fixed(let day):
            "BYMONTHDAY=\(day)"
        }
    }

}

/// The day rules one change has satisfied in every year seen so far.
private struct DayPattern {
    /// Nil once the weekday differed between years (then only a fixed day can fit).
    var weekday: Weekday?
    /// 1...4 while every year had the same; nil otherwise (or a fifth weekday).
    var ordinal: Int?
    /// Every year the last such weekday of its month.
    var isLast: Bool
    /// The same day of the month every year.
    var day: Int?
    /// The days d for which "the weekday on or after d" gave every year's date, with
    /// d...d+6 inside the month.
    var firstDays: ClosedRange<Int>?

    init(_ date: CalendarDate) {
        let length = CalendarDate.daysInMonth(year: date.year, month: date.month)
        weekday = date.weekday
        ordinal = date.day <= 28 ? (date.day - 1) / 7 + 1 : nil
        isLast = date.day + 7 > length
        day = date.day
        let low = max(1, date.day - 6), high = min(date.day, length - 6)
        firstDays = low <= high ? low...high : nil
    }

    /// What holds both for the years of `self` and of `other`.
    func intersection(_ other: DayPattern) -> DayPattern {
        var result = self
        if weekday != other.weekday {
            result.weekday = nil
            result.ordinal = nil
            result.isLast = false
            result.firstDays = nil
        }
        if ordinal != other.ordinal { result.ordinal = nil }
        result.isLast = result.isLast && other.isLast
        if day != other.day { result.day = nil }
        if let mine = result.firstDays, let theirs = other.firstDays, mine.overlaps(theirs) {
            result.firstDays = mine.clamped(to: theirs)
        } else {
            result.firstDays = nil
        }
        return result
    }

    /// The simplest rule that fits every year: the last or nth weekday (what Outlook,
    /// Exchange and Google write), else a fixed day, else a weekday on or after a day.
    var rule: DayRule? {
        if let weekday, isLast { return .ordinal(-1, weekday) }
        if let weekday, let ordinal { return .ordinal(ordinal, weekday) }
        if let day { return .fixed(day) }
        if let weekday, let firstDays { return .onOrAfter(firstDays.lowerBound, weekday) }
        return nil
    }
}
