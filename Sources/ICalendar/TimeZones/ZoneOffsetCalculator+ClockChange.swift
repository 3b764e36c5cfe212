extension ZoneOffsetCalculator {
    /// Whether the wall-clock interval from `start` to `end` in `identifier` meets a clock change:
    /// either end lies in a gap (a time that does not exist) or an overlap (a time that exists
    /// twice), or the offset at the end differs from the one at the start. Calendar clients place
    /// such times differently (../shared/CLIENTS.md), so the planner keeps them out of calendars.
    ///
    /// - Throws: `TimeZoneError.unknownZone` for an unknown identifier.
    public func meetsClockChange(from start: LocalDateTime, to end: LocalDateTime, zone identifier: String) throws(TimeZoneError) -> Bool {
        let zone = try CachedZone.named(identifier)
        let startUTC = utc(from: start, zone: zone)
        let endUTC = utc(from: end, zone: zone)
        if zone.offset(atUTC: startUTC.secondsSinceEpoch) != zone.offset(atUTC: endUTC.secondsSinceEpoch) { return true }
        return !isUnambiguous(start, at: startUTC, zone: zone) || !isUnambiguous(end, at: endUTC, zone: zone)
    }

    /// True when `utc` is the one and only instant at which the wall clock shows `local`.
    private func isUnambiguous(_ local: LocalDateTime, at utc: LocalDateTime, zone: CachedZone) -> Bool {
        let wall = local.secondsSinceEpoch
        // In a gap the resolved instant shows another wall time.
        guard utc.secondsSinceEpoch + zone.offset(atUTC: utc.secondsSinceEpoch) == wall else { return false }
        // In an overlap one of the offsets in force a day before or after shows it at a second instant.
        for neighbour in [utc.secondsSinceEpoch - 86_400, utc.secondsSinceEpoch + 86_400] {
            let offset = zone.offset(atUTC: neighbour)
            let other = wall - offset
            if other != utc.secondsSinceEpoch, zone.offset(atUTC: other) == offset { return false }
        }
        return true
    }
}
