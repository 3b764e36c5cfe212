/// Produces the wall times of one RRULE in increasing order (RFC 5545 3.3.10),
/// starting with DTSTART itself, which always counts as the first instance.
///
/// The rule is evaluated period by period (a day, a week from WKST, a month, a
/// year, every INTERVAL-th): each period's candidate days are those its BYxxx
/// parts name, with the RFC defaults where they are missing (e.g. MONTHLY without
/// BYDAY/BYMONTHDAY keeps DTSTART's day of month); each day gets
/// the times from BYHOUR/BYMINUTE/BYSECOND (default: DTSTART's time); BYSETPOS
/// then picks from the period's sorted candidates. Dates that do not exist
/// (Feb 30, the 31st of a short month) are skipped, as the RFC requires.
///
/// Termination is guaranteed: iteration stops at COUNT, UNTIL (via `isPastUntil`),
/// a period starting after `lastDay`, the year 9999, integer overflow, or after
/// `maximumPeriods` periods or `maximumWork` periods and candidate times together
/// (then `hitSearchLimit` is set). The work limit matters for rules that make many
/// candidates per period and must count them from a DTSTART long before the window
/// (`COUNT` with BYHOUR × BYMINUTE from the year 1: 1440 a day for 700,000 days).
struct RuleIterator {
    static let defaultMaximumPeriods = 500_000
    /// About 20 ms of work in a release build.
    static let defaultMaximumWork = 2_000_000

    private let spec: RuleSpec
    private let start: LocalDateTime
    private let isAllDay: Bool
    private let isPastUntil: (LocalDateTime) -> Bool
    private let lastDay: CalendarDate
    private let maximumPeriods: Int
    private let maximumWork: Int
    private let times: [LocalTime]
    /// YEARLY (not by BYDAY within the year): the months whose days are candidates, sorted.
    private let yearlyMonths: [Int]

    /// The first period's number in FREQ units: a day number (DAILY), the day
    /// number of the week's first day (WEEKLY), year × 12 + month − 1 (MONTHLY), the year.
    private let base: Int
    private var nextStep = 0  // periods advance by `interval` per step
    private var buffer: [LocalDateTime] = []
    private var bufferIndex = 0
    private var produced = 0
    private var emittedStart = false
    private var finished = false
    private(set) var periodsExamined = 0
    /// Periods examined plus the candidate times they held.
    private(set) var work = 0
    private(set) var hitSearchLimit = false

    private static let lastValidDay = (CalendarDate(year: 9999, month: 12, day: 31) ?? CalendarDate(dayNumber: 2_932_896)).dayNumber

    /// - Parameters:
    ///   - isAllDay: DTSTART is a DATE; times are ignored.
    ///   - isPastUntil: whether a candidate lies after UNTIL (the caller knows the zone);
    ///     not consulted when the rule has no UNTIL.
    ///   - lastDay: no period starting after this day is examined.
    init(spec: RuleSpec, start: LocalDateTime, isAllDay: Bool, lastDay: CalendarDate,
         maximumPeriods: Int = RuleIterator.defaultMaximumPeriods,
         maximumWork: Int = RuleIterator.defaultMaximumWork,
         isPastUntil: @escaping (LocalDateTime) -> Bool) {
        self.spec = spec
        self.start = start
        self.isAllDay = isAllDay
        self.lastDay = lastDay
        self.maximumPeriods = maximumPeriods
        self.maximumWork = maximumWork
        self.isPastUntil = spec.until == nil ? { _ in false } : isPastUntil
        times = RuleIterator.timesOfDay(spec: spec, start: start)
        if !spec.byMonth.isEmpty {
            yearlyMonths = RuleIterator.sortedUnique(spec.byMonth)
        } else if spec.byMonthDay.isEmpty, spec.byDay.isEmpty {
            yearlyMonths = [start.date.month]
        } else {
            yearlyMonths = Array(1...12)
        }
        base = RuleIterator.periodNumber(of: start.date, frequency: spec.frequency, weekStart: spec.weekStart)
    }

    /// Skips the periods that end before `day`. Only allowed for rules without
    /// COUNT (which must be counted from the start); DTSTART is still produced first.
    mutating func skip(to day: CalendarDate) {
        guard spec.count == nil else { return }
        let target = RuleIterator.periodNumber(of: day, frequency: spec.frequency, weekStart: spec.weekStart)
        let (distance, overflow) = target.subtractingReportingOverflow(base)
        guard !overflow, distance > 0 else { return }
        let step = distance / spec.interval
        if step > nextStep {
            nextStep = step
            buffer = []
            bufferIndex = 0
        }
    }

    /// The next instance's wall time, or nil when the rule is exhausted.
    mutating func next() -> LocalDateTime? {
        guard !finished else { return nil }
        if !emittedStart {
            emittedStart = true
            produced = 1
            if let count = spec.count, count <= 1 { finished = true }
            return start
        }
        while true {
            while bufferIndex < buffer.count {
                let candidate = buffer[bufferIndex]
                bufferIndex += 1
                guard candidate > start else { continue }
                if isPastUntil(candidate) {
                    finished = true
                    return nil
                }
                produced += 1
                if let count = spec.count, produced >= count { finished = true }
                return candidate
            }
            guard let period = period(step: nextStep), let first = firstDay(of: period), first <= lastDay else {
                finished = true
                return nil
            }
            guard periodsExamined < maximumPeriods, work < maximumWork else {
                hitSearchLimit = true
                finished = true
                return nil
            }
            periodsExamined += 1
            nextStep += 1
            let (picked, examined) = candidates(in: period)
            buffer = picked
            bufferIndex = 0
            work += 1 + examined
        }
    }

    // MARK: - Periods

    private static func periodNumber(of day: CalendarDate, frequency: RecurrenceRule.Frequency, weekStart: Weekday) -> Int {
        switch frequency {
        case .yearly: day.year
        case .monthly: day.year * 12 + day.month - 1
        case .weekly: day.dayNumber - (day.isoWeekday - weekStart.isoNumber + 7) % 7
        default: day.dayNumber
        }
    }

    /// The period number `step` intervals after the first, nil on overflow.
    private func period(step: Int) -> Int? {
        let unit = spec.frequency == .weekly ? 7 : 1
        let (scaled, overflow1) = step.multipliedReportingOverflow(by: spec.interval)
        let (offset, overflow2) = scaled.multipliedReportingOverflow(by: unit)
        let (period, overflow3) = base.addingReportingOverflow(offset)
        return overflow1 || overflow2 || overflow3 ? nil : period
    }

    /// The first day of a period, nil beyond the year 9999.
    private func firstDay(of period: Int) -> CalendarDate? {
        switch spec.frequency {
        case .yearly:
            return period <= 9999 ? CalendarDate(year: period, month: 1, day: 1) : nil
        case .monthly:
            return period < 10_000 * 12 ? CalendarDate(year: period / 12, month: period % 12 + 1, day: 1) : nil
        default:
            return period <= RuleIterator.lastValidDay ? CalendarDate(dayNumber: period) : nil
        }
    }

    /// The sorted instances of one period, BYSETPOS applied, and how many times were
    /// examined to find them.
    private func candidates(in period: Int) -> (picked: [LocalDateTime], examined: Int) {
        let days = candidateDays(in: period)
        guard !days.isEmpty else { return ([], 0) }
        var all: [LocalDateTime] = []
        if isAllDay {
            all = days.map { LocalDateTime(date: $0, time: start.time) }
        } else {
            all.reserveCapacity(days.count * times.count)
            for day in days {
                for time in times { all.append(LocalDateTime(date: day, time: time)) }
            }
        }
        guard !spec.bySetPos.isEmpty else { return (all, all.count) }
        var picked = Set<Int>()
        for position in spec.bySetPos {
            let index = position > 0 ? position - 1 : all.count + position
            if index >= 0, index < all.count { picked.insert(index) }
        }
        return (picked.sorted().map { all[$0] }, all.count)
    }

    private static func timesOfDay(spec: RuleSpec, start: LocalDateTime) -> [LocalTime] {
        let hours = spec.byHour.isEmpty ? [start.time.hour] : Array(Set(spec.byHour)).sorted()
        let minutes = spec.byMinute.isEmpty ? [start.time.minute] : Array(Set(spec.byMinute)).sorted()
        let seconds = spec.bySecond.isEmpty ? [start.time.second] : Array(Set(spec.bySecond)).sorted()
        var times: [LocalTime] = []
        for hour in hours {
            for minute in minutes {
                for second in seconds {
                    if let time = LocalTime(hour: hour, minute: minute, second: second) { times.append(time) }
                }
            }
        }
        return times
    }

    /// The days of a period that pass the BYxxx parts, in order. DAILY and WEEKLY
    /// filter their few days; MONTHLY and YEARLY compute the days directly from
    /// BYMONTHDAY / BYDAY, so a period costs as much as its rule parts, not its days.
    private func candidateDays(in period: Int) -> [CalendarDate] {
        switch spec.frequency {
        case .yearly:
            if spec.byMonth.isEmpty, spec.byMonthDay.isEmpty, !spec.byDay.isEmpty {
                return byDayInYear(period)
            }
            var days: [CalendarDate] = []
            for month in yearlyMonths { days += dayInMonth(year: period, month: month) }
            return days
        case .monthly:
            let month = period % 12 + 1
            guard spec.byMonth.isEmpty || spec.byMonth.contains(month) else { return [] }
            return dayInMonth(year: period / 12, month: month)
        case .weekly:
            return (0..<7).map { CalendarDate(dayNumber: period + $0) }.filter(passes)
        default:
            let day = CalendarDate(dayNumber: period)
            return passes(day) ? [day] : []
        }
    }

    /// MONTHLY, and YEARLY month by month: the days named by BYMONTHDAY (then
    /// limited by BYDAY), else by BYDAY, else DTSTART's day of the month.
    private func dayInMonth(year: Int, month: Int) -> [CalendarDate] {
        guard let first = CalendarDate(year: year, month: month, day: 1) else { return [] }
        let length = CalendarDate.daysInMonth(year: year, month: month)
        var days: [Int] = []
        if !spec.byMonthDay.isEmpty {
            days = spec.byMonthDay.map { $0 > 0 ? $0 : length + 1 + $0 }.filter { (1...length).contains($0) }
        } else if !spec.byDay.isEmpty {
            let firstWeekday = first.isoWeekday
            for entry in spec.byDay { appendPositions(of: entry, firstWeekday: firstWeekday, length: length, to: &days) }
        } else if start.date.day <= length {
            days = [start.date.day]
        }
        let firstNumber = first.dayNumber
        var dates = RuleIterator.sortedUnique(days).map { CalendarDate(dayNumber: firstNumber + $0 - 1) }
        if !spec.byMonthDay.isEmpty, !spec.byDay.isEmpty {
            dates = dates.filter { day in spec.byDay.contains { matches($0, day) } }
        }
        return dates
    }

    /// YEARLY with BYDAY only: ordinals count within the year.
    private func byDayInYear(_ year: Int) -> [CalendarDate] {
        guard let january1 = CalendarDate(year: year, month: 1, day: 1) else { return [] }
        let length = CalendarDate.isLeapYear(year) ? 366 : 365
        var days: [Int] = []
        let firstWeekday = january1.isoWeekday
        for entry in spec.byDay { appendPositions(of: entry, firstWeekday: firstWeekday, length: length, to: &days) }
        let firstNumber = january1.dayNumber
        return RuleIterator.sortedUnique(days).map { CalendarDate(dayNumber: firstNumber + $0 - 1) }
    }

    /// The 1-based positions in a span of `length` days (starting on `firstWeekday`)
    /// that a BYDAY entry names: every such weekday, or the n-th (from the end when negative).
    /// Appended to `positions`, so a period's entries share one array.
    private func appendPositions(of entry: WeekdayNum, firstWeekday: Int, length: Int, to positions: inout [Int]) {
        let firstMatch = 1 + (entry.weekday.isoNumber - firstWeekday + 7) % 7
        guard let ordinal = entry.ordinal else {
            positions.append(contentsOf: stride(from: firstMatch, through: length, by: 7))
            return
        }
        if ordinal > 0 {
            let position = firstMatch + 7 * (ordinal - 1)
            if position <= length { positions.append(position) }
            return
        }
        let lastWeekday = (firstWeekday - 1 + length - 1) % 7 + 1
        let lastMatch = length - (lastWeekday - entry.weekday.isoNumber + 7) % 7
        let position = lastMatch - 7 * (-ordinal - 1)
        if position >= 1 { positions.append(position) }
    }

    /// `values` sorted without repeats. Sorting small arrays is cheaper than hashing them into
    /// a `Set` (a VTIMEZONE's rules are expanded for 300 years, period by period).
    private static func sortedUnique(_ values: [Int]) -> [Int] {
        guard values.count > 1 else { return values }
        var unique: [Int] = []
        unique.reserveCapacity(values.count)
        for value in values.sorted() where unique.last != value { unique.append(value) }
        return unique
    }

    /// DAILY and WEEKLY: whether `day` passes BYMONTH, BYMONTHDAY and BYDAY
    /// (WEEKLY without BYDAY keeps DTSTART's weekday).
    private func passes(_ day: CalendarDate) -> Bool {
        if !spec.byMonth.isEmpty, !spec.byMonth.contains(day.month) { return false }
        if !spec.byMonthDay.isEmpty {
            let length = CalendarDate.daysInMonth(year: day.year, month: day.month)
            guard spec.byMonthDay.contains(where: { $0 > 0 ? $0 == day.day : length + 1 + $0 == day.day }) else {
                return false
            }
        }
        if !spec.byDay.isEmpty { return spec.byDay.contains { $0.weekday.isoNumber == day.isoWeekday } }
        return spec.frequency != .weekly || day.isoWeekday == start.date.isoWeekday
    }

    /// BYDAY matching. Ordinals count within the month for MONTHLY and for YEARLY
    /// with BYMONTH, within the year for YEARLY without BYMONTH; DAILY and WEEKLY
    /// ignore them (the RFC does not allow them there).
    private func matches(_ entry: WeekdayNum, _ day: CalendarDate) -> Bool {
        guard entry.weekday.isoNumber == day.isoWeekday else { return false }
        guard let ordinal = entry.ordinal else { return true }
        switch spec.frequency {
        case .monthly:
            return ordinalMatches(ordinal, position: day.day,
                                  length: CalendarDate.daysInMonth(year: day.year, month: day.month))
        case .yearly where !spec.byMonth.isEmpty:
            return ordinalMatches(ordinal, position: day.day,
                                  length: CalendarDate.daysInMonth(year: day.year, month: day.month))
        case .yearly:
            guard let january1 = CalendarDate(year: day.year, month: 1, day: 1) else { return false }
            let length = CalendarDate.isLeapYear(day.year) ? 366 : 365
            return ordinalMatches(ordinal, position: january1.days(until: day) + 1, length: length)
        default:
            return true
        }
    }

    /// Whether the 1-based `position` in a span of `length` days is the
    /// `ordinal`-th (negative: from the end) of its weekday.
    private func ordinalMatches(_ ordinal: Int, position: Int, length: Int) -> Bool {
        ordinal > 0 ? (position - 1) / 7 + 1 == ordinal : (length - position) / 7 + 1 == -ordinal
    }
}
