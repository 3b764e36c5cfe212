/// The time frame of one event: the kind and zone of its DTSTART, in which its
/// rule is evaluated (wall time, so a weekly 09:45 stays 09:45 across DST) and
/// into which its RDATEs, EXDATEs and RECURRENCE-IDs are placed.
struct EventClock: Sendable {
    enum Kind: Hashable, Sendable {
        case allDay
        case floating
        case utc
        case zoned(String)
    }

    let kind: Kind
    let resolver: TimeZoneResolver
    /// The zone of a `.zoned` clock, looked up once for all the event's instances.
    private let zone: TimeZoneResolver.Zone?
    /// DTSTART's time of day, given to DATE values placed in a timed event.
    let timeOfDay: LocalTime

    /// The clock of an event starting at `start`; a TZID the resolver cannot
    /// place makes the event floating.
    init(start: ICalTime, resolver: TimeZoneResolver) {
        self.resolver = resolver
        timeOfDay = start.wallTime.time
        switch start {
        case .date: (kind, zone) = (.allDay, nil)
        case .floating: (kind, zone) = (.floating, nil)
        case .utc: (kind, zone) = (.utc, nil)
        case .zoned(_, let tzid):
            zone = resolver.zone(for: tzid)
            kind = zone == nil ? .floating : .zoned(tzid)
        }
    }

    var isAllDay: Bool { kind == .allDay }

    /// An instance generated at `wall` in this clock.
    func instance(at wall: LocalDateTime) -> ResolvedTime {
        switch kind {
        case .allDay:
            return .allDay(wall.date)
        case .floating:
            return .floating(wall)
        case .utc:
            return .utc(wall)
        case .zoned(let tzid):
            guard let zone else { return .floating(wall) }
            let instant = zone.instant(of: wall)
            return ResolvedTime(instant: instant, local: zone.wallTime(at: instant), tzid: tzid)
        }
    }

    /// The same instant expressed in this clock.
    func instance(atInstant instant: Int) -> ResolvedTime {
        switch kind {
        case .zoned(let tzid):
            guard let zone else { return .utc(LocalDateTime(secondsSinceEpoch: instant)) }
            return ResolvedTime(instant: instant, local: zone.wallTime(at: instant), tzid: tzid)
        default:
            return .utc(LocalDateTime(secondsSinceEpoch: instant))
        }
    }

    /// A value from an RDATE, EXDATE or RECURRENCE-ID placed in this clock:
    /// - timed value, timed event with an instant: the same instant, in this zone;
    /// - floating value in a zoned or UTC event: that wall time in this zone;
    /// - DATE value in a timed event: that day at DTSTART's time of day;
    /// - timed value in an all-day event: its day;
    /// - anything in a floating event: its wall time as written.
    func place(_ time: ICalTime) -> ResolvedTime {
        switch kind {
        case .allDay:
            return .allDay(time.wallTime.date)
        case .floating:
            if case .date(let date) = time { return .floating(LocalDateTime(date: date, time: timeOfDay)) }
            return .floating(time.wallTime)
        case .utc, .zoned:
            switch time {
            case .date(let date):
                return instance(at: LocalDateTime(date: date, time: timeOfDay))
            case .floating(let wall):
                return instance(at: wall)
            case .utc, .zoned:
                let resolved = resolver.resolve(time)
                guard let instant = resolved.instant else { return instance(at: resolved.local) }
                return instance(atInstant: instant)
            }
        }
    }

    /// The end of an instance starting at `start` and lasting `length`: nominal
    /// days are added to the wall time, then exact seconds to the instant.
    func end(of start: ResolvedTime, length: ICalDuration) -> ResolvedTime {
        let shifted = LocalDateTime(date: start.local.date.adding(days: length.days), time: start.local.time)
        switch kind {
        case .allDay:
            guard length.seconds != 0 else { return .allDay(shifted.date) }
            return .floating(shifted.adding(seconds: length.seconds))
        case .floating:
            return .floating(shifted.adding(seconds: length.seconds))
        case .utc, .zoned:
            guard let startInstant = start.instant else { return .floating(shifted.adding(seconds: length.seconds)) }
            let base = length.days == 0 ? startInstant : (instance(at: shifted).instant ?? startInstant)
            return instance(atInstant: base + length.seconds)
        }
    }
}
