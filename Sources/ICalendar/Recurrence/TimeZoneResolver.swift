/// Places a calendar's DATE and DATE-TIME values on the time line.
///
/// A TZID is looked up in this order:
/// 1. an IANA zone of that name known to the system (what python icalendar,
///    khal and most clients do, so a calendar's VTIMEZONE for a real IANA name
///    is not consulted); a TZID with the RFC 5545 "globally unique" prefix
///    (`/Europe/Berlin`, `/mozilla.org/20050126_1/Europe/Berlin`) is tried
///    without the prefix, as each of its `/`-separated tails;
/// 2. the calendar's own VTIMEZONE with that TZID (e.g. Outlook's
///    "W. Europe Standard Time"): its STANDARD/DAYLIGHT onsets from DTSTART,
///    RRULE and RDATE, modelled through the year 2200 (later times keep the
///    last offset);
/// 3. otherwise the values are treated as floating, and `warnings` says so.
///
/// Conversions follow RFC 5545 3.3.5: a wall time that occurs twice takes the
/// earlier instant, one that does not exist is read with the offset before the
/// gap (so it lands after the gap).
public struct TimeZoneResolver: Sendable {
    /// Where a TZID's rules come from.
    public enum Source: Hashable, Sendable {
        /// The system's IANA zone with this identifier.
        case iana(String)
        /// The calendar's own VTIMEZONE.
        case vtimezone
        /// Nothing: values with this TZID are floating.
        case unresolved
    }

    /// A zone's rules, found by TZID once: an event's clock keeps its zone, so the instances
    /// of a series are not each looked up by name.
    enum Zone: Sendable {
        /// A system zone, with its offsets read once (`CachedZone`).
        case iana(CachedZone)
        case table(ZoneTable)

        /// The instant (seconds since 1970-01-01T00:00:00Z) at which this zone's clocks show `wall`.
        func instant(of wall: LocalDateTime) -> Int {
            switch self {
            case .iana(let zone): ZoneOffsetCalculator().utc(from: wall, zone: zone).secondsSinceEpoch
            case .table(let table): table.utc(fromWall: wall.secondsSinceEpoch)
            }
        }

        /// The offset from UTC in seconds (east positive) at `instant`.
        func offset(at instant: Int) -> Int {
            switch self {
            case .iana(let zone): zone.offset(atUTC: instant)
            case .table(let table): table.offset(atUTC: instant)
            }
        }

        /// The wall-clock time at `instant`.
        func wallTime(at instant: Int) -> LocalDateTime {
            LocalDateTime(secondsSinceEpoch: instant + offset(at: instant))
        }
    }

    private let zones: [String: Zone]
    private let definitions: [String: ZoneTable]
    /// Unknown TZIDs the calendar uses, and unusable VTIMEZONEs it needs, in calendar order.
    public let warnings: [ExpansionWarning]

    /// Reads the VTIMEZONEs of `calendar` (direct sub-components) and checks every
    /// TZID parameter used anywhere in it.
    public init(calendar: ICalComponent) {
        var definitions: [String: ZoneTable] = [:]
        var problems: [String: [String]] = [:]
        var work = VTimeZoneReader.maximumWorkPerCalendar
        for timeZone in calendar.components(named: "VTIMEZONE") {
            guard let tzid = timeZone.first("TZID")?.textValue, !tzid.isEmpty else { continue }
            let (table, found) = VTimeZoneReader.table(from: timeZone, work: &work)
            problems[tzid, default: []] += found
            if let table, definitions[tzid] == nil { definitions[tzid] = table }
        }
        self.definitions = definitions

        var zones: [String: Zone] = [:]
        var warnings: [ExpansionWarning] = []
        var checked = Set<String>()
        for tzid in TimeZoneResolver.referencedTZIDs(in: calendar) where checked.insert(tzid).inserted {
            if let identifier = TimeZoneResolver.ianaIdentifier(for: tzid), let zone = try? CachedZone.named(identifier) {
                zones[tzid] = .iana(zone)
                continue
            }
            for problem in problems[tzid] ?? [] {
                warnings.append(.unreadableTimeZone(tzid: tzid, reason: problem))
            }
            if let table = definitions[tzid] {
                zones[tzid] = .table(table)
            } else {
                warnings.append(.unknownTimeZone(tzid: tzid))
            }
        }
        self.zones = zones
        self.warnings = warnings
    }

    /// Where the rules for `tzid` come from.
    public func source(of tzid: String) -> Source {
        switch zone(for: tzid) {
        case .iana(let zone): .iana(zone.rules.identifier)
        case .table: .vtimezone
        case nil: .unresolved
        }
    }

    /// The value placed on the time line: DATE → all-day, floating → no instant,
    /// UTC → its instant, zoned → its instant and the actual wall time there (a
    /// time in a DST gap comes back shifted past the gap). An unresolvable TZID
    /// gives a floating result.
    public func resolve(_ time: ICalTime) -> ResolvedTime {
        switch time {
        case .date(let date):
            return .allDay(date)
        case .floating(let wall):
            return .floating(wall)
        case .utc(let wall):
            return .utc(wall)
        case .zoned(let wall, let tzid):
            guard let instant = instant(of: wall, tzid: tzid),
                  let local = wallTime(at: instant, tzid: tzid) else { return .floating(wall) }
            return ResolvedTime(instant: instant, local: local, tzid: tzid)
        }
    }

    /// The instant (seconds since 1970-01-01T00:00:00Z) at which the wall clock
    /// in `tzid` shows `wall`; nil when the zone cannot be resolved.
    public func instant(of wall: LocalDateTime, tzid: String) -> Int? {
        zone(for: tzid)?.instant(of: wall)
    }

    /// The wall-clock time in `tzid` at `instant`; nil when the zone cannot be resolved.
    public func wallTime(at instant: Int, tzid: String) -> LocalDateTime? {
        zone(for: tzid)?.wallTime(at: instant)
    }

    /// The offset from UTC in seconds (east positive) in `tzid` at `instant`;
    /// nil when the zone cannot be resolved.
    public func offset(at instant: Int, tzid: String) -> Int? {
        zone(for: tzid)?.offset(at: instant)
    }

    /// The rules of `tzid`; nil when it cannot be resolved.
    func zone(for tzid: String) -> Zone? {
        if let zone = zones[tzid] { return zone }
        // A TZID the calendar does not use itself: look it up the same way, uncached.
        if let identifier = TimeZoneResolver.ianaIdentifier(for: tzid), let zone = try? CachedZone.named(identifier) {
            return .iana(zone)
        }
        return definitions[tzid].map(Zone.table)
    }

    /// The IANA identifier for a TZID, trying the tails of a `/`-prefixed one: the whole
    /// TZID without its `/`, then its last three, two and one `/`-separated pieces (no
    /// IANA name has more than three, and trying every tail of a hostile TZID with
    /// thousands of pieces would take quadratic time).
    private static func ianaIdentifier(for tzid: String) -> String? {
        guard !tzid.isEmpty else { return nil }
        if (try? ZoneRules(identifier: tzid)) != nil { return tzid }
        guard tzid.hasPrefix("/") else { return nil }
        let pieces = tzid.split(separator: "/")
        var candidates = [pieces.joined(separator: "/")]
        for count in stride(from: min(3, pieces.count - 1), through: 1, by: -1) {
            candidates.append(pieces.suffix(count).joined(separator: "/"))
        }
        for candidate in candidates where (try? ZoneRules(identifier: candidate)) != nil {
            return candidate
        }
        return nil
    }

    /// Every TZID parameter value used in the tree, in document order (explicit
    /// stack: no recursion, whatever the depth).
    private static func referencedTZIDs(in root: ICalComponent) -> [String] {
        var found: [String] = []
        var stack: [ICalComponent] = [root]
        while let component = stack.popLast() {
            for property in component.properties {
                for parameter in property.parameters where parameter.name.uppercased() == "TZID" {
                    found += parameter.values.filter { !$0.isEmpty }
                }
            }
            stack += component.components.reversed()
        }
        return found
    }
}
