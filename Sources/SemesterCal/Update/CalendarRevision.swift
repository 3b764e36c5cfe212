import ICalendar

/// Turns a freshly built calendar into the next revision of the previous one
/// (`semestercal update`):
///
/// 1. **Carry over past changes.** The change feed only lists changes dated today
///    or later. An override written in an earlier run whose original date or new
///    date has passed stays in the calendar (it is taken from the previous file as
///    it was), so it is not reported as reverted: it is not documented which of the
///    two dates the service filters by, and a lecture moved to an earlier day may
///    drop out of the feed once that day is over. A change neither of whose dates
///    has passed and that disappears from the feed is a real reversal: it is not
///    carried over.
/// 2. **SEQUENCE.** An event (UID + RECURRENCE-ID) whose content equals the
///    previous file's keeps the previous bytes (DTSTAMP and SEQUENCE included);
///    one whose content changed gets the previous SEQUENCE + 1, which clients such
///    as Google need to accept an update. A new override of an existing series gets
///    one more than the highest SEQUENCE the series had, so no client takes it for
///    an older version of the series.
public enum CalendarRevision {
    public struct Result: Sendable {
        public let calendar: ICalComponent
        /// Overrides carried over from the previous calendar.
        public let carriedOver: Int
        /// Events whose SEQUENCE was increased.
        public let revised: Int
    }

    static let changeMarker = CalendarExporter.changeProperty
    static let originalDateMarker = CalendarExporter.originalDateProperty

    public static func revise(_ fresh: ICalComponent, previous: ICalComponent, today: CalendarDate) -> Result {
        let (carried, count) = carryOver(into: fresh, from: previous, today: today)
        let (sequenced, revised) = sequence(carried, previous: previous)
        return Result(calendar: sequenced, carriedOver: count, revised: revised)
    }

    /// The key of an event: UID and RECURRENCE-ID (absent for masters and single events).
    static func key(_ event: ICalComponent) -> String {
        let uid = event.first("UID")?.value ?? ""
        guard let rid = event.first("RECURRENCE-ID") else { return uid }
        return uid + "|" + (rid.parameter("TZID")?.values.first ?? "") + "|" + rid.value
    }

    static func carryOver(into fresh: ICalComponent, from previous: ICalComponent, today: CalendarDate) -> (ICalComponent, Int) {
        var calendar = fresh
        var index: [String: Int] = [:]
        var mastersByUID = Set<String>()
        for (i, component) in calendar.components.enumerated() where component.name == "VEVENT" {
            index[key(component)] = i
            if component.first("RECURRENCE-ID") == nil, let uid = component.first("UID")?.value { mastersByUID.insert(uid) }
        }
        var carried = 0
        var addedOverrides: [String: [ICalComponent]] = [:]
        for old in previous.components(named: "VEVENT") {
            guard old.first(changeMarker) != nil,
                  let dateValue = old.first(originalDateMarker)?.value, let original = CalendarDate(basic: dateValue),
                  original < today || (startDate(of: old).map { $0 < today } ?? false),
                  let uid = old.first("UID")?.value
            else { continue }
            if let i = index[key(old)] {
                // The feed still lists a change for it: the new version wins.
                if calendar.components[i].first(changeMarker) != nil { continue }
                // A single event changed in place: put the changed version back.
                guard old.first("RECURRENCE-ID") == nil else { continue }
                calendar.components[i] = old
                carried += 1
            } else if old.first("RECURRENCE-ID") != nil, mastersByUID.contains(uid) {
                addedOverrides[uid, default: []].append(old)
                carried += 1
            }
        }
        guard !addedOverrides.isEmpty else { return (calendar, carried) }
        // Each carried override goes right after the last event of its UID, as `convert` places overrides.
        var lastIndexOfUID: [String: Int] = [:]
        for (i, component) in calendar.components.enumerated() where component.name == "VEVENT" {
            if let uid = component.first("UID")?.value { lastIndexOfUID[uid] = i }
        }
        var components: [ICalComponent] = []
        for (i, component) in calendar.components.enumerated() {
            components.append(component)
            guard component.name == "VEVENT", let uid = component.first("UID")?.value,
                  lastIndexOfUID[uid] == i, let extra = addedOverrides[uid] else { continue }
            components += extra.sorted { ($0.first("RECURRENCE-ID")?.value ?? "") < ($1.first("RECURRENCE-ID")?.value ?? "") }
        }
        calendar.components = components
        return (calendar, carried)
    }

    /// The local date an event starts on (DTSTART's first eight digits), if readable.
    static func startDate(of event: ICalComponent) -> CalendarDate? {
        guard let value = event.first("DTSTART")?.value else { return nil }
        return CalendarDate(basic: String(value.prefix(8)))
    }

    static func sequence(_ fresh: ICalComponent, previous: ICalComponent) -> (ICalComponent, Int) {
        var before: [String: ICalComponent] = [:]
        var highestByUID: [String: Int] = [:]
        for old in previous.components(named: "VEVENT") {
            before[key(old)] = old
            if let uid = old.first("UID")?.value { highestByUID[uid] = max(highestByUID[uid] ?? 0, sequenceNumber(of: old)) }
        }
        var calendar = fresh
        var revised = 0
        for (i, event) in calendar.components.enumerated() where event.name == "VEVENT" {
            if let old = before[key(event)] {
                if content(old) == content(event) {
                    calendar.components[i] = old
                } else {
                    calendar.components[i] = withSequence(next(after: sequenceNumber(of: old)), event)
                    revised += 1
                }
            } else if event.first("RECURRENCE-ID") != nil, let uid = event.first("UID")?.value,
                      let highest = highestByUID[uid] {
                // A new override of a series the previous file had: the series changed.
                calendar.components[i] = withSequence(next(after: highest), event)
                revised += 1
            }
        }
        return (calendar, revised)
    }

    /// The largest SEQUENCE written: RFC 5545's INTEGER is a signed 32-bit value.
    static let maximumSequence = Int(Int32.max)

    /// The previous calendar's SEQUENCE of `event`, within 0...maximumSequence: a negative value
    /// (RFC 5545 allows none) counts as 0, a larger one (even of more digits than an Int holds) as
    /// the maximum — so a hand-edited or hostile file can neither trap the update nor reset the count.
    static func sequenceNumber(of event: ICalComponent) -> Int {
        guard let text = event.first("SEQUENCE")?.value, !text.isEmpty else { return 0 }
        let digits = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return 0 }
        if text.hasPrefix("-") { return 0 }
        guard let value = Int(digits) else { return maximumSequence }
        return min(value, maximumSequence)
    }

    /// The SEQUENCE after `number`: one more, never past the maximum.
    static func next(after number: Int) -> Int {
        number >= maximumSequence ? maximumSequence : number + 1
    }

    /// `event` with its SEQUENCE set to `number`, placed right after DTSTAMP as the exporter writes it.
    static func withSequence(_ number: Int, _ event: ICalComponent) -> ICalComponent {
        var updated = event
        updated.properties.removeAll { $0.name == "SEQUENCE" }
        let at = (updated.properties.firstIndex { $0.name == "DTSTAMP" } ?? 0) + 1
        updated.properties.insert(.integer("SEQUENCE", number), at: min(at, updated.properties.count))
        return updated
    }

    /// What a client would see of an event: everything but DTSTAMP and SEQUENCE, in a fixed order.
    static func content(_ event: ICalComponent) -> [String] {
        event.properties.filter { $0.name != "DTSTAMP" && $0.name != "SEQUENCE" }
            .map(ICalendarWriter.contentLine).sorted()
            + event.components.map { ICalendarWriter.serialize($0) }
    }
}
