/// Converts between wall-clock time in an IANA zone and UTC, using the system's
/// zone database.
///
/// Local times that occur twice or not at all are resolved as RFC 5545 3.3.5
/// prescribes for DATE-TIME values with a TZID:
/// - overlap (clocks go back): the first occurrence, i.e. the offset in force
///   before the transition (Berlin 2020-10-25 02:30 → 00:30Z, still +02:00);
/// - gap (clocks go forward): the offset in force before the gap, so the result
///   lies after the gap, shifted forward by its length
///   (Berlin 2020-03-29 02:30 → 01:30Z, which is 03:30 in +02:00).
public struct ZoneOffsetCalculator: Sendable {
    /// Creates a calculator. It holds no state; zones are looked up per call (and their
    /// offsets from 1900 on read once per process, see `CachedZone`).
    public init() {}

    /// Whether the system's zone database knows `identifier`, without reading its offsets (a
    /// `diff` that only names the zone it shows times in needs no more).
    public static func knowsZone(_ identifier: String) -> Bool {
        (try? ZoneRules(identifier: identifier)) != nil
    }

    /// The UTC time at which the wall clock in `identifier` shows `local`.
    ///
    /// - Throws: `TimeZoneError.unknownZone` for an unknown identifier.
    public func utc(from local: LocalDateTime, zone identifier: String) throws(TimeZoneError) -> LocalDateTime {
        utc(from: local, zone: try CachedZone.named(identifier))
    }

    /// `utc(from:zone:)` for a zone already looked up.
    func utc(from local: LocalDateTime, zone: CachedZone) -> LocalDateTime {
        if let instant = zone.tableUTC(fromWall: local.secondsSinceEpoch) {
            return LocalDateTime(secondsSinceEpoch: instant)
        }
        return utc(from: local, rules: zone.rules)
    }

    /// `utc(from:zone:)` with the transitions asked of Foundation around `local`: the
    /// reference that `ZoneTable.utc(fromWall:)` follows, used outside the cached years.
    func utc(from local: LocalDateTime, rules: ZoneRules) -> LocalDateTime {
        let wall = local.secondsSinceEpoch
        // Real offsets stay well within ±26 h, so every UTC instant that could
        // show this wall time lies in this window.
        let window = 2 * 86_400
        let start = wall - window
        let end = wall + window
        let transitions = rules.transitions(after: start, through: end)

        // Periods of constant offset covering the window; a period can hold the
        // wall time if `wall - offset` falls inside it.
        var periodStart = start
        var offset = rules.offset(atUTC: start)
        var matches: [Int] = []
        for transition in transitions {
            let candidate = wall - offset
            if candidate >= periodStart, candidate < transition.instant { matches.append(candidate) }
            periodStart = transition.instant
            offset = transition.offsetAfter
        }
        let candidate = wall - offset
        if candidate >= periodStart { matches.append(candidate) }

        if let earliest = matches.min() {
            return LocalDateTime(secondsSinceEpoch: earliest)
        }
        // No period matched: the wall time is in a gap. Use the offset before it.
        for transition in transitions
        where wall >= transition.instant + transition.offsetBefore
            && wall < transition.instant + transition.offsetAfter {
            return LocalDateTime(secondsSinceEpoch: wall - transition.offsetBefore)
        }
        // Unreachable with consistent zone data; fall back to the window's first offset.
        return LocalDateTime(secondsSinceEpoch: wall - rules.offset(atUTC: start))
    }

    /// The wall-clock time in `identifier` at the UTC time `utc`.
    ///
    /// - Throws: `TimeZoneError.unknownZone` for an unknown identifier.
    public func local(fromUTC utc: LocalDateTime, zone identifier: String) throws(TimeZoneError) -> LocalDateTime {
        let offset = try offsetSeconds(atUTC: utc, zone: identifier)
        return utc.adding(seconds: offset)
    }

    /// The zone's offset from UTC in seconds (east positive) at the UTC time `utc`.
    ///
    /// - Throws: `TimeZoneError.unknownZone` for an unknown identifier.
    public func offsetSeconds(atUTC utc: LocalDateTime, zone identifier: String) throws(TimeZoneError) -> Int {
        try CachedZone.named(identifier).offset(atUTC: utc.secondsSinceEpoch)
    }

    /// `offsetSeconds(atUTC:zone:)` of each of `instants`, the zone looked up once for all.
    ///
    /// - Throws: `TimeZoneError.unknownZone` for an unknown identifier.
    public func offsetSeconds(atUTC instants: [LocalDateTime], zone identifier: String) throws(TimeZoneError) -> [Int] {
        let zone = try CachedZone.named(identifier)
        return instants.map { zone.offset(atUTC: $0.secondsSinceEpoch) }
    }
}
