/// Expands one VEVENT (a master, not an override) into its occurrences within a
/// window of UTC seconds.
///
/// Supported: DTSTART (DATE, floating, UTC or zoned), DTEND or DURATION, RRULE
/// with FREQ DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, UNTIL (DATE, UTC or floating),
/// COUNT, BYDAY (with ordinals in MONTHLY and YEARLY), BYMONTHDAY, BYMONTH,
/// BYSETPOS, BYHOUR/BYMINUTE/BYSECOND and WKST; several RRULEs (their union);
/// RDATE (DATE, DATE-TIME or PERIOD); EXDATE.
///
/// - The rule runs in the wall time of DTSTART's zone, so a weekly 09:45 class
///   stays at 09:45 across a DST change. DTSTART always counts as the first
///   instance (RFC 5545 3.8.5.3), also for COUNT.
/// - EXDATE, RDATE and (in `CalendarExpansion`) RECURRENCE-ID are matched by
///   instant, whatever zone they are written in; for floating and all-day events
///   by wall time. An EXDATE that is a DATE removes every instance on that day.
/// - Every instance lasts as long as the event, except one from an RDATE PERIOD,
///   which ends at the period's own end (RFC 5545 3.8.5.2; in an all-day event the
///   event's length still counts).
/// - An instance is in the window when [start, end) overlaps it (a zero-length
///   instance when its start lies in it). Floating and DATE times are compared
///   as if they were UTC.
/// - Guards: only the part of a rule that can reach the window is evaluated
///   (rules without COUNT start at the window; every rule stops after it), at
///   most `maximumOccurrences` are returned (`isTruncated` and a warning say when
///   more exist), and the search through periods and their candidate times is bounded.
/// - Unreadable EXDATE/RDATE values are ignored with a warning; an unreadable
///   DTSTART, DTEND, DURATION or RRULE throws.
public struct RecurrenceExpander: Sendable {
    /// The default cap on occurrences per event.
    public static let defaultMaximumOccurrences = 50_000

    /// What one event expands to.
    public struct Expansion: Hashable, Sendable {
        /// The instances in the window, sorted by start.
        public let occurrences: [Occurrence]
        /// Problems that did not stop the expansion.
        public let warnings: [ExpansionWarning]
        /// True when expansion stopped at `maximumOccurrences` or at the search limit.
        public let isTruncated: Bool
        /// Rule periods and candidate times evaluated (for `CalendarExpansion`'s budget).
        var work = 0
    }

    /// How TZIDs are resolved (build it from the whole calendar).
    public let resolver: TimeZoneResolver
    /// At most this many occurrences are returned per event.
    public let maximumOccurrences: Int
    /// At most this many rule periods and candidate times are evaluated per event, all
    /// its RRULEs together.
    let maximumWork: Int

    /// Creates an expander.
    public init(resolver: TimeZoneResolver, maximumOccurrences: Int = RecurrenceExpander.defaultMaximumOccurrences) {
        self.init(resolver: resolver, maximumOccurrences: maximumOccurrences, maximumWork: RuleIterator.defaultMaximumWork)
    }

    init(resolver: TimeZoneResolver, maximumOccurrences: Int, maximumWork: Int) {
        self.resolver = resolver
        self.maximumOccurrences = max(0, maximumOccurrences)
        self.maximumWork = max(0, maximumWork)
    }

    /// The occurrences of `event` that overlap `window` (seconds since
    /// 1970-01-01T00:00:00Z, half-open). The event's RECURRENCE-ID, if any, is
    /// ignored: overrides are applied by `CalendarExpansion`.
    ///
    /// - Throws: `ExpansionError` when DTSTART is missing or DTSTART, DTEND,
    ///   DURATION or an RRULE cannot be read or is not supported.
    public func expand(_ event: ICalComponent, in window: Range<Int>) throws(ExpansionError) -> Expansion {
        var memo = ExpansionMemo()
        do {
            return try expandLocated(event, in: window, memo: &memo).expansion
        } catch {
            throw error.error
        }
    }

    /// `expand(_:in:)`, its error with the line of the offending property, and the event's
    /// timing (an override without an end takes its master's length); `memo` keeps the rules
    /// and time values read so far.
    func expandLocated(_ event: ICalComponent, in window: Range<Int>,
                       memo: inout ExpansionMemo) throws(LocatedExpansionError) -> (expansion: Expansion, timing: EventTiming) {
        let uid = event.first("UID")?.textValue ?? ""
        let timing = try EventTiming(event: event, resolver: resolver, memo: &memo)
        var specs: [RuleSpec] = []
        for rule in event.all("RRULE") {
            do { specs.append(try memo.spec(parsing: rule.value)) } catch { throw .init(error: error, line: rule.line) }
        }
        return (expand(event, uid: uid, timing: timing, specs: specs, window: window, memo: &memo), timing)
    }

    private func expand(_ event: ICalComponent, uid: String, timing: EventTiming, specs: [RuleSpec],
                        window requested: Range<Int>, memo: inout ExpansionMemo) -> Expansion {
        let clock = timing.clock
        let isCancelled = EventTiming.isCancelled(event)
        var warnings: [ExpansionWarning] = []

        let window = RecurrenceExpander.clamped(requested)
        guard !window.isEmpty, maximumOccurrences > 0 else {
            return Expansion(occurrences: [], warnings: [], isTruncated: false)
        }

        // Exclusions, placed in the event's clock.
        var excludedInstants = Set<Int>()
        var excludedWalls = Set<LocalDateTime>()
        var excludedDays = Set<CalendarDate>()
        for property in event.all("EXDATE") {
            do {
                for time in try memo.timeValues(of: property) {
                    if case .date(let day) = time {
                        excludedDays.insert(day)
                        continue
                    }
                    let placed = clock.place(time)
                    if let instant = placed.instant { excludedInstants.insert(instant) } else { excludedWalls.insert(placed.local) }
                }
            } catch {
                warnings.append(.valueIgnored(uid: uid, line: property.line, error: error))
            }
        }

        // Wall-clock days outside which no instance can overlap the window
        // (two days of slack cover any UTC offset and DST shift).
        let slack = 2 * 86_400
        let span = timing.length.days * 86_400 + max(timing.length.seconds, 0) + slack
        let firstDay = LocalDateTime(secondsSinceEpoch: window.lowerBound - span).date
        let lastDay = LocalDateTime(secondsSinceEpoch: window.upperBound + slack).date

        var seen = Set<ResolvedTime.MatchKey>()
        var occurrences: [Occurrence] = []
        var capReached = false
        var searchLimitHit = false
        var work = 0

        /// Records one instance start (ending after the event's length unless `end` is given);
        /// false once the cap is reached.
        func consider(_ start: ResolvedTime, end: ResolvedTime? = nil) -> Bool {
            guard seen.insert(start.matchKey).inserted else { return true }
            if let instant = start.instant, excludedInstants.contains(instant) { return true }
            if excludedWalls.contains(start.local) || excludedDays.contains(start.local.date) { return true }
            let occurrence = Occurrence(uid: uid, recurrenceID: start, start: start,
                                        end: end ?? clock.end(of: start, length: timing.length),
                                        isCancelled: isCancelled, isOverride: false, component: event)
            guard occurrence.overlaps(window) else { return true }
            guard occurrences.count < maximumOccurrences else {
                capReached = true
                return false
            }
            occurrences.append(occurrence)
            return true
        }

        let startWall = timing.start.wallTime
        if specs.isEmpty {
            _ = consider(clock.instance(at: startWall))
        }
        for spec in specs where !capReached {
            var iterator = RuleIterator(spec: spec, start: startWall, isAllDay: clock.isAllDay, lastDay: lastDay,
                                        maximumWork: maximumWork - work,
                                        isPastUntil: RecurrenceExpander.untilTest(spec.until, clock: clock))
            iterator.skip(to: firstDay)
            while let wall = iterator.next() {
                // Instances on days before `firstDay` cannot reach the window: skip the zone conversion.
                if wall.date < firstDay { continue }
                if !consider(clock.instance(at: wall)) { break }
            }
            work += iterator.work
            if iterator.hitSearchLimit {
                searchLimitHit = true
                warnings.append(.searchLimitReached(uid: uid, periods: iterator.periodsExamined))
            }
        }
        for property in event.all("RDATE") where !capReached {
            do {
                for period in try memo.periodValues(of: property) {
                    let start = clock.place(period.start)
                    if !consider(start, end: RecurrenceExpander.end(of: start, period: period.end, clock: clock)) { break }
                }
            } catch {
                warnings.append(.valueIgnored(uid: uid, line: property.line, error: error))
            }
        }
        if capReached {
            warnings.append(.occurrenceLimitReached(uid: uid, limit: maximumOccurrences))
        }
        // Rule instances come in order; only RDATEs can make a sort necessary.
        if occurrences.indices.dropFirst().contains(where: { !Occurrence.precedes(occurrences[$0 - 1], occurrences[$0]) }) {
            occurrences.sort(by: Occurrence.precedes)
        }
        return Expansion(occurrences: occurrences, warnings: warnings, isTruncated: capReached || searchLimitHit,
                         work: work + occurrences.count)
    }

    /// Where an instance from an RDATE PERIOD ends, placed in the event's clock: at the
    /// period's end or after its duration. Nil (the event's length) for other RDATEs and in
    /// an all-day event, whose instances are whole days.
    static func end(of start: ResolvedTime, period: ICalPeriod.End?, clock: EventClock) -> ResolvedTime? {
        guard let period, !clock.isAllDay else { return nil }
        switch period {
        case .duration(let duration):
            return clock.end(of: start, length: duration)
        case .time(let time):
            let end = clock.place(time)
            // An end before the start leaves an empty instance, as a negative length does.
            return end.timelineSeconds < start.timelineSeconds ? start : end
        }
    }

    /// Whether a candidate wall time lies after UNTIL, read in the event's clock:
    /// a UTC UNTIL is compared by instant for zoned and UTC events (as the RFC
    /// requires) and as a UTC wall time otherwise; a floating UNTIL as a wall time;
    /// a DATE UNTIL by day (inclusive).
    static func untilTest(_ until: RecurrenceRule.Until?, clock: EventClock) -> (LocalDateTime) -> Bool {
        switch until {
        case nil:
            return { _ in false }
        case .date(let day):
            return { $0.date > day }
        case .floating(let limit):
            return { clock.isAllDay ? $0.date > limit.date : $0 > limit }
        case .utc(let limit):
            switch clock.kind {
            case .zoned, .utc:
                let instant = limit.secondsSinceEpoch
                return { (clock.instance(at: $0).instant ?? $0.secondsSinceEpoch) > instant }
            case .allDay:
                return { $0.date > limit.date }
            case .floating:
                return { $0 > limit }
            }
        }
    }

    /// The window limited to the years 1...9999 (plus slack), so no arithmetic
    /// on it can overflow.
    static func clamped(_ window: Range<Int>) -> Range<Int> {
        let slack = 3 * 86_400
        let lowest = (CalendarDate(year: 1, month: 1, day: 1)?.dayNumber ?? -719_162) * 86_400 - slack
        let highest = ((CalendarDate(year: 9999, month: 12, day: 31)?.dayNumber ?? 2_932_896) + 1) * 86_400 + slack
        let lower = min(max(window.lowerBound, lowest), highest)
        let upper = min(max(window.upperBound, lowest), highest)
        return lower..<upper
    }
}
