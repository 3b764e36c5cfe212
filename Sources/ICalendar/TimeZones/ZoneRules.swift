// The only file in this module that touches Foundation: time-zone rules come from
// the system's zone database via `TimeZone`. Everything else works on whole
// seconds since 1970 (UTC), so no `Calendar`, `DateFormatter` or locale is involved.
import Foundation

/// A zone's offset history, queried in whole seconds since 1970-01-01T00:00:00Z.
struct ZoneRules: Sendable {
    /// A UTC instant where the offset changes, with the offsets on either side.
    struct Transition: Hashable, Sendable {
        /// Seconds since the epoch (UTC) at which `offsetAfter` starts to apply.
        let instant: Int
        /// Offset (seconds east of UTC) in force just before `instant`.
        let offsetBefore: Int
        /// Offset in force from `instant` on.
        let offsetAfter: Int
    }

    let identifier: String
    private let zone: TimeZone

    /// Looks the zone up; identifiers are case-sensitive as in the tz database.
    init(identifier: String) throws(TimeZoneError) {
        guard let zone = TimeZone(identifier: identifier) else { throw .unknownZone(identifier) }
        self.identifier = identifier
        self.zone = zone
    }

    /// Offset from UTC in seconds (east positive) at a UTC instant.
    func offset(atUTC seconds: Int) -> Int {
        zone.secondsFromGMT(for: date(seconds))
    }

    /// Whether the zone database flags the instant as daylight-saving time.
    func isDaylightSavingTime(atUTC seconds: Int) -> Bool {
        zone.isDaylightSavingTime(for: date(seconds))
    }

    /// The zone's short name at the instant ("EST", "EDT", or forms like "GMT+1").
    ///
    /// `TimeZone.abbreviation(for:)` answers in `Locale.current` (a German machine
    /// says "MEZ" for Europe/Berlin), which would make output depend on the
    /// machine's language. The same short name is therefore asked for in the
    /// fixed POSIX locale, the style chosen by the instant's DST flag.
    func abbreviation(atUTC seconds: Int) -> String? {
        abbreviation(daylight: isDaylightSavingTime(atUTC: seconds))
    }

    /// The zone's short name for its daylight-saving or its standard time, in the POSIX
    /// locale (see `abbreviation(atUTC:)`).
    func abbreviation(daylight: Bool) -> String? {
        zone.localizedName(for: daylight ? .shortDaylightSaving : .shortStandard, locale: ZoneRules.posixLocale)
    }

    private static let posixLocale = Locale(identifier: "en_US_POSIX")

    /// Every offset change in `(start, end]`, in order. Changes that leave the
    /// offset unchanged (only the abbreviation or DST flag differs) are skipped:
    /// they do not affect any local time.
    func transitions(after start: Int, through end: Int) -> [Transition] {
        var result: [Transition] = []
        var current = start
        var offsetSoFar = offset(atUTC: start)
        while let next = zone.nextDaylightSavingTimeTransition(after: date(current)) {
            let instant = Int(next.timeIntervalSince1970.rounded())
            // Guard against a non-advancing answer as well as the end of the range.
            guard instant > current, instant <= end else { break }
            let after = offset(atUTC: instant)
            if after != offsetSoFar {
                result.append(Transition(instant: instant, offsetBefore: offsetSoFar, offsetAfter: after))
                offsetSoFar = after
            }
            current = instant
        }
        return result
    }

    private func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

/// A zone's offset history read once per process into a `ZoneTable`, so converting
/// thousands of occurrences does not ask Foundation for a `TimeZone` and its transitions
/// every time (which cost more than everything else of a `diff`).
///
/// The table holds every offset change Foundation reports from 1900 through `lastYear`: 2038
/// unless more is asked for (`VTimeZoneBuilder` reads a zone's rule from its changes through
/// 2037, or through a later calendar's last year, up to 2099). Within that span the table
/// answers exactly as `ZoneRules` does, since both read the same transitions; outside it (and
/// for a wall time whose ±2-day search window leaves it) the answer comes from `ZoneRules`:
/// the same answer, asked of Foundation each time. Reading the changes up to 2099 at every
/// start cost 0.8 M instructions that almost no calendar needs.
struct CachedZone: Sendable {
    let rules: ZoneRules
    let table: ZoneTable
    /// UTC seconds the table answers for.
    let covered: Range<Int>
    /// The last year whose changes the table holds.
    let lastYear: Int

    static let firstCovered = -2_208_988_800  // 1900-01-01T00:00:00Z
    /// The last year a table is read through unless a later one is asked for.
    static let usualLastYear = 2038
    /// The last year a table is ever read through.
    static let lastYearRead = 2099
    /// Wall times are resolved within ±2 days (see `ZoneOffsetCalculator.utc(from:zone:)`).
    static let window = 2 * 86_400

    init(rules: ZoneRules, throughYear lastYear: Int) {
        self.rules = rules
        self.lastYear = lastYear
        let start = CachedZone.firstCovered
        let lastCovered = CalendarDate(year: lastYear + 1, month: 1, day: 1)!.dayNumber * 86_400
        let transitions = rules.transitions(after: start, through: lastCovered)
        let table = ZoneTable(initialOffset: rules.offset(atUTC: start), transitions: transitions)
        self.table = table
        // Past the last reported change, trust only Foundation (its answer may follow a rule
        // that no transition list spells out). Twice a year the table is checked against
        // Foundation, and trusted only up to the first disagreement.
        var end = transitions.last.map { $0.instant } ?? lastCovered
        for sample in stride(from: start, to: end, by: 182 * 86_400)
        where table.offset(atUTC: sample) != rules.offset(atUTC: sample) {
            end = sample
            break
        }
        covered = start..<end
    }

    /// The zone from the process-wide cache, its table read at least through `lastYear`
    /// (at most `lastYearRead`).
    ///
    /// - Throws: `TimeZoneError.unknownZone` when the system does not know the zone.
    static func named(_ identifier: String, throughYear lastYear: Int = usualLastYear) throws(TimeZoneError) -> CachedZone {
        try ZoneCache.shared.zone(identifier, throughYear: min(max(lastYear, usualLastYear), lastYearRead))
    }

    func offset(atUTC instant: Int) -> Int {
        covered.contains(instant) ? table.offset(atUTC: instant) : rules.offset(atUTC: instant)
    }

    /// The UTC instant for a wall time (seconds of a `LocalDateTime`), or nil when the
    /// table does not cover the search window around it.
    func tableUTC(fromWall wall: Int) -> Int? {
        guard wall - CachedZone.window - 86_400 > covered.lowerBound,
              wall + CachedZone.window + 86_400 < covered.upperBound else { return nil }
        return table.utc(fromWall: wall)
    }
}

/// The zones looked up so far, shared by all threads.
private final class ZoneCache: @unchecked Sendable {
    static let shared = ZoneCache()
    private let lock = NSLock()
    private var zones: [String: CachedZone] = [:]
    private var unknown: Set<String> = []

    func zone(_ identifier: String, throughYear lastYear: Int) throws(TimeZoneError) -> CachedZone {
        lock.lock()
        defer { lock.unlock() }
        let known = zones[identifier]
        if let known, known.lastYear >= lastYear { return known }
        if unknown.contains(identifier) { throw .unknownZone(identifier) }
        let rules: ZoneRules
        if let known {
            rules = known.rules
        } else {
            do {
                rules = try ZoneRules(identifier: identifier)
            } catch {
                unknown.insert(identifier)
                throw error
            }
        }
        // A table read through a later year replaces the shorter one.
        let zone = CachedZone(rules: rules, throughYear: lastYear)
        zones[identifier] = zone
        return zone
    }
}

/// The VTIMEZONE components `VTimeZoneBuilder` has built so far, shared by all threads.
final class VTimeZoneCache: @unchecked Sendable {
    // @unchecked: `components` is only touched under `lock`.
    static let shared = VTimeZoneCache()

    struct Key: Equatable {
        let zone: String
        let years: ClosedRange<Int>
    }

    private let lock = NSLock()
    /// A list, not a dictionary: a run asks for one or two zones, and a dictionary's first use
    /// costs the runtime's look-up of its key's `Hashable` conformance (0.4 M instructions).
    private var components: [(key: Key, component: ICalComponent)] = []

    func component(for key: Key) -> ICalComponent? {
        lock.lock()
        defer { lock.unlock() }
        return components.first { $0.key == key }?.component
    }

    func store(_ component: ICalComponent, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if components.contains(where: { $0.key == key }) { return }
        // Bounded: a process that asks for many zones and years keeps the last 64.
        if components.count == 64 { components.removeFirst() }
        components.append((key, component))
    }
}
