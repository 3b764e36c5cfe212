/// All occurrences of all VEVENTs of a calendar within a window, overrides applied:
/// what a calendar client would show.
///
/// - VEVENTs are grouped by UID. Those without RECURRENCE-ID are masters and are
///   expanded by `RecurrenceExpander`; those with one are overrides.
/// - An override replaces the master's instance whose start has the same instant
///   as its RECURRENCE-ID (same wall time for floating series, same day for
///   all-day ones), whatever zone the RECURRENCE-ID is written in. An override
///   whose RECURRENCE-ID matches no instance is still an occurrence, as every
///   client shows it. It is in the window by its own start and end; a DTSTART or
///   end it lacks is taken from the RECURRENCE-ID and the master's length.
/// - `RANGE=THISANDFUTURE` is not applied to later instances: such an override
///   replaces only its own instance (few clients write or honour the range).
/// - Two overrides for the same instance: the higher SEQUENCE wins, the later on a tie.
/// - `STATUS:CANCELLED` (on a master: all its instances; on an override: that
///   instance) flags occurrences as cancelled; they are kept so comparisons see them.
/// - An event that cannot be expanded is left out and reported in `warnings` with
///   the line of the offending property (`ExpansionWarning.isUnreadableEvent`), as
///   are unknown time zones and truncated expansions.
/// - The whole calendar has a budget that grows with its size, so a small hostile file
///   cannot take minutes or gigabytes while an honest large one is read whole
///   (`Allowance`): by default at most 200,000 occurrences or 16 per property of its
///   events, whichever is more (each event also at most `maximumOccurrencesPerEvent`),
///   and at most ten million rule periods and candidate times or 128 per property.
///   Events past the budget are left out, with a `calendarLimitReached` warning naming
///   the first of them.
///
/// `occurrences` is sorted by start, then UID, then recurrence ID.
public struct CalendarExpansion: Sendable {
    /// The least cap on occurrences of the whole calendar, however small it is: a term of a
    /// large university in one file has some tens of thousands.
    public static let defaultMaximumOccurrences = 200_000
    /// The least rule evaluation the whole calendar may cost: about 0.3 s in a release build,
    /// while a real calendar of thousands of events needs a few hundred thousand.
    public static let defaultMaximumWork = 10_000_000

    /// What a calendar may cost, in proportion to its size. The size is counted in properties
    /// of its events (each is at least a line of the file): a hostile file needs few lines for
    /// `COUNT=1000000000`, an honest calendar needs lines for what it holds. A term's
    /// calendar has about one occurrence per property (weekly series, overrides, single
    /// dates), a daily event over a year some 36. A 2 KB file gets the least budget (200,000
    /// occurrences, some 30 MB); a calendar of a million occurrences (60 MB, 1.4 million
    /// properties) is read whole; 20,000 daily events without end (1.6 MB, 60,000
    /// properties), which once expanded to 14.6 million occurrences in 80 s and 7.5 GB, stop
    /// at 960,000.
    public struct Allowance: Sendable, Equatable {
        public static let occurrencesPerProperty = 16
        public static let workPerProperty = 128

        public let occurrences: Int
        let work: Int

        /// The budget of `calendar`: the defaults, or more for a large calendar.
        public init(of calendar: ICalComponent, leastOccurrences: Int = CalendarExpansion.defaultMaximumOccurrences,
                    leastWork: Int = CalendarExpansion.defaultMaximumWork) {
            var properties = 0
            for component in calendar.components where component.name == "VEVENT" {
                properties += component.properties.count
            }
            let (occurrences, overflow) = properties.multipliedReportingOverflow(by: Self.occurrencesPerProperty)
            self.occurrences = max(leastOccurrences, overflow ? .max : occurrences)
            let (work, workOverflow) = properties.multipliedReportingOverflow(by: Self.workPerProperty)
            self.work = max(leastWork, workOverflow ? .max : work)
        }
    }

    /// The occurrences in the window, sorted by (start, uid, recurrenceID).
    public let occurrences: [Occurrence]
    /// Problems found, in calendar order: time-zone warnings first, then per event.
    public let warnings: [ExpansionWarning]
    /// The resolver built from the calendar, for converting further values.
    public let resolver: TimeZoneResolver

    /// Expands the VEVENTs that are direct sub-components of `calendar` over
    /// `window` (seconds since 1970-01-01T00:00:00Z, half-open), within the calendar's
    /// `Allowance`; `maximumOccurrences` caps the occurrences instead.
    public init(calendar: ICalComponent, window: Range<Int>,
                maximumOccurrencesPerEvent: Int = RecurrenceExpander.defaultMaximumOccurrences,
                maximumOccurrences: Int? = nil) {
        self.init(calendar: calendar, window: window, maximumOccurrencesPerEvent: maximumOccurrencesPerEvent,
                  allowance: Allowance(of: calendar), maximumOccurrences: maximumOccurrences)
    }

    init(calendar: ICalComponent, window: Range<Int>, maximumOccurrencesPerEvent: Int = RecurrenceExpander.defaultMaximumOccurrences,
         allowance: Allowance, maximumOccurrences: Int? = nil) {
        self.init(calendar: calendar, window: window, maximumOccurrencesPerEvent: maximumOccurrencesPerEvent,
                  maximumOccurrences: maximumOccurrences ?? allowance.occurrences, maximumWork: allowance.work)
    }

    /// `init(calendar:window:)` of a calendar whose values were read before (`PreparedCalendar`):
    /// its time zones and the values already read are not read again.
    public init(prepared: PreparedCalendar, window: Range<Int>) {
        let allowance = Allowance(of: prepared.calendar)
        self.init(prepared: prepared, window: window, maximumOccurrencesPerEvent: RecurrenceExpander.defaultMaximumOccurrences,
                  maximumOccurrences: allowance.occurrences, maximumWork: allowance.work)
    }

    /// `maximumWork`: rule periods and candidate times the whole calendar may cost.
    init(calendar: ICalComponent, window: Range<Int>, maximumOccurrencesPerEvent: Int, maximumOccurrences: Int,
         maximumWork: Int) {
        self.init(prepared: PreparedCalendar(calendar), window: window, maximumOccurrencesPerEvent: maximumOccurrencesPerEvent,
                  maximumOccurrences: maximumOccurrences, maximumWork: maximumWork)
    }

    private init(prepared: PreparedCalendar, window: Range<Int>, maximumOccurrencesPerEvent: Int, maximumOccurrences: Int,
                 maximumWork: Int) {
        let calendar = prepared.calendar
        let resolver = prepared.resolver
        self.resolver = resolver

        var order: [String] = []
        var groups: [String: [ICalComponent]] = [:]
        for event in calendar.components(named: "VEVENT") {
            let uid = event.first("UID")?.textValue ?? ""
            if groups[uid] == nil { order.append(uid) }
            groups[uid, default: []].append(event)
        }

        var warnings = resolver.warnings
        var occurrences: [Occurrence] = []
        var budget = Budget(occurrences: max(0, maximumOccurrences), perEvent: maximumOccurrencesPerEvent,
                            work: max(0, maximumWork))
        // Values read before (the window pass of a comparison) are looked up, not read again.
        var memo = prepared.memo
        for uid in order {
            let events = groups[uid] ?? []
            occurrences += CalendarExpansion.expandGroup(uid: uid, events: events, window: window, resolver: resolver,
                                                         budget: &budget, memo: &memo, warnings: &warnings)
            if budget.isExhausted { break }
        }
        self.occurrences = Occurrence.sortedInOrder(occurrences)
        self.warnings = warnings
    }

    /// What is left of the calendar's budget.
    private struct Budget {
        var occurrences: Int
        let perEvent: Int
        var work: Int
        var isExhausted = false

        /// An expander limited by what is left, or nil (after a warning) when nothing is.
        mutating func expander(for uid: String, resolver: TimeZoneResolver,
                               warnings: inout [ExpansionWarning]) -> RecurrenceExpander? {
            guard occurrences > 0, work > 0 else {
                if !isExhausted { warnings.append(.calendarLimitReached(uid: uid)) }
                isExhausted = true
                return nil
            }
            return RecurrenceExpander(resolver: resolver, maximumOccurrences: min(perEvent, occurrences),
                                      maximumWork: min(RuleIterator.defaultMaximumWork, work))
        }
    }

    private static func expandGroup(uid: String, events: [ICalComponent], window: Range<Int>, resolver: TimeZoneResolver,
                                    budget: inout Budget, memo: inout ExpansionMemo,
                                    warnings: inout [ExpansionWarning]) -> [Occurrence] {
        let masters = events.filter { $0.first("RECURRENCE-ID") == nil }
        let overrides = events.filter { $0.first("RECURRENCE-ID") != nil }
        if masters.count > 1, !uid.isEmpty { warnings.append(.duplicateEvent(uid: uid)) }

        var instances: [Occurrence] = []
        var masterTiming: EventTiming?
        for master in masters {
            guard let expander = budget.expander(for: uid, resolver: resolver, warnings: &warnings) else { break }
            do {
                let (expansion, timing) = try expander.expandLocated(master, in: window, memo: &memo)
                budget.occurrences -= expansion.occurrences.count
                budget.work -= expansion.work
                instances += expansion.occurrences
                warnings += expansion.warnings
                if masterTiming == nil { masterTiming = timing }
            } catch {
                warnings.append(.eventSkipped(uid: uid, line: error.line, error: error.error))
            }
        }

        // One override per instance: the highest SEQUENCE, the later on a tie.
        var chosen: [ResolvedTime.MatchKey: (override: ICalComponent, recurrenceID: ICalTime, placed: ResolvedTime)] = [:]
        var chosenOrder: [ResolvedTime.MatchKey] = []
        for override in overrides {
            guard let property = override.first("RECURRENCE-ID") else { continue }
            let recurrenceID: ICalTime
            do {
                recurrenceID = try memo.timeValue(of: property)
            } catch {
                warnings.append(.eventSkipped(uid: uid, line: property.line, error: .invalidValue(error)))
                continue
            }
            let placed = masterTiming?.clock.place(recurrenceID) ?? resolver.resolve(recurrenceID)
            let key = placed.matchKey
            if let previous = chosen[key] {
                warnings.append(.duplicateOverride(uid: uid, recurrenceID: placed))
                guard sequence(of: override) >= sequence(of: previous.override) else { continue }
            } else {
                chosenOrder.append(key)
            }
            chosen[key] = (override, recurrenceID, placed)
        }

        var replaced = Set<ResolvedTime.MatchKey>()
        var result: [Occurrence] = []
        for key in chosenOrder {
            guard let entry = chosen[key] else { continue }
            let timing: EventTiming
            do {
                timing = try EventTiming(event: entry.override, resolver: resolver, fallbackStart: entry.recurrenceID,
                                         fallbackLength: masterTiming?.length, memo: &memo)
            } catch {
                warnings.append(.eventSkipped(uid: uid, line: error.line, error: error.error))
                continue
            }
            replaced.insert(key)
            let start = timing.clock.instance(at: timing.start.wallTime)
            let occurrence = Occurrence(uid: uid, recurrenceID: entry.placed, start: start,
                                        end: timing.clock.end(of: start, length: timing.length),
                                        isCancelled: EventTiming.isCancelled(entry.override), isOverride: true,
                                        component: entry.override)
            if occurrence.overlaps(window) { result.append(occurrence) }
        }
        result += replaced.isEmpty ? instances : instances.filter { !replaced.contains($0.recurrenceID.matchKey) }
        return result
    }

    private static func sequence(of event: ICalComponent) -> Int {
        event.first("SEQUENCE").flatMap { decimal(ArraySlice(Substring($0.value).trimmingBlanks.utf8)) } ?? 0
    }
}
