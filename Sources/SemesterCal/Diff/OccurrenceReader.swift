import ICalendar

/// Turns a calendar into the occurrences the diff compares: every VEVENT expanded
/// (overrides and cancellations applied), each keyed by UID and original start,
/// with its times shown in one display zone.
///
/// The key uses the original start's instant when it has one, so an instance
/// written with `RECURRENCE-ID;TZID=Europe/Berlin:20201012T080000` matches one
/// written as `RECURRENCE-ID:20201012T060000Z`. A floating value is the viewer's
/// local time, so it is keyed by its instant in the display zone: the same series
/// written floating and with `TZID=Europe/Berlin` matches when Berlin is shown.
/// All-day values are keyed by their day.
///
/// Summaries of semestercal's own change overrides (those with
/// `X-SEMESTERCAL-CHANGE`) lose their "[Verschoben]"-style marker: the change kind
/// says the same, and the report shows the lecture's title.
public struct OccurrenceReader: Sendable {
    /// The IANA zone times are shown in (e.g. `Europe/Berlin`).
    public let displayZone: String

    public init(displayZone: String) {
        self.displayZone = displayZone
    }

    /// The comparable occurrences of `calendar` within `window`, and the expansion's warnings in
    /// words; `unreadable` repeats those about events that could not be read (their occurrences
    /// are missing or wrong), each naming its line.
    public func occurrences(of calendar: ICalComponent, window: Range<Int>)
        -> (occurrences: [ComparableOccurrence], warnings: [String], unreadable: [String]) {
        occurrences(of: CalendarExpansion(calendar: calendar, window: window))
    }

    /// `occurrences(of:window:)` of a calendar whose values were read when its window was found.
    public func occurrences(of prepared: PreparedCalendar, window: Range<Int>)
        -> (occurrences: [ComparableOccurrence], warnings: [String], unreadable: [String]) {
        occurrences(of: CalendarExpansion(prepared: prepared, window: window))
    }

    private func occurrences(of expansion: CalendarExpansion)
        -> (occurrences: [ComparableOccurrence], warnings: [String], unreadable: [String]) {
        var texts = EventTexts()
        let occurrences = expansion.occurrences.map { comparable($0, texts: &texts) }
        return (occurrences, expansion.warnings.map(\.description),
                expansion.warnings.filter(\.isUnreadableEvent).map(\.description))
    }

    func comparable(_ occurrence: Occurrence) -> ComparableOccurrence {
        var texts = EventTexts()
        return comparable(occurrence, texts: &texts)
    }

    private func comparable(_ occurrence: Occurrence, texts: inout EventTexts) -> ComparableOccurrence {
        let (summary, location, description) = texts.of(occurrence.component)
        let snapshot = OccurrenceSnapshot(
            uid: occurrence.uid,
            originalStart: shown(occurrence.recurrenceID),
            start: shown(occurrence.start),
            end: shown(occurrence.end),
            isAllDay: occurrence.start.isAllDay,
            summary: summary,
            location: location,
            description: description,
            isCancelled: occurrence.isCancelled)
        return ComparableOccurrence(key: key(occurrence), snapshot: snapshot)
    }

    /// The texts a snapshot shows of an event, decoded once per event rather than once per
    /// occurrence: the occurrences of one series share their VEVENT's property storage, whose
    /// address is the key (the occurrences keep it alive while this lives, and storage with
    /// the same address is the same storage).
    private struct EventTexts {
        private var known: [UInt: (String, String, String)] = [:]

        mutating func of(_ event: ICalComponent) -> (summary: String, location: String, description: String) {
            let key = event.properties.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            if let texts = known[key] { return texts }
            var summary = event.first("SUMMARY")?.textValue ?? ""
            if event.first(CalendarExporter.changeProperty) != nil { summary = EventWording.removingMarker(from: summary) }
            let texts = (summary, event.first("LOCATION")?.textValue ?? "", event.first("DESCRIPTION")?.textValue ?? "")
            known[key] = texts
            return texts
        }
    }

    /// UID and original start: the instant (for a floating value in the display zone), else the
    /// day, else (display zone unknown) the wall time.
    func key(_ occurrence: Occurrence) -> String {
        let id = occurrence.recurrenceID
        let start: String
        if let instant = id.instant ?? displayInstant(ofFloating: id) {
            start = "@\(instant)"
        } else if id.isAllDay {
            start = "D" + id.local.date.iso
        } else {
            start = "W" + id.local.isoText
        }
        return occurrence.uid + "|" + start
    }

    /// The instant at which the display zone's clocks show a floating time; nil for other values.
    private func displayInstant(ofFloating time: ResolvedTime) -> Int? {
        guard time.instant == nil, !time.isAllDay else { return nil }
        return (try? ZoneOffsetCalculator().utc(from: time.local, zone: displayZone))?.secondsSinceEpoch
    }

    /// The wall time in the display zone (floating and all-day values as written).
    private func shown(_ time: ResolvedTime) -> LocalDateTime {
        guard let instant = time.instant, time.tzid != displayZone else { return time.local }
        return (try? ZoneOffsetCalculator().local(fromUTC: LocalDateTime(secondsSinceEpoch: instant), zone: displayZone)) ?? time.local
    }
}

/// The span of time two calendars are compared over: from a day before the
/// earliest date either mentions to two years after the latest, further when a
/// COUNT rule runs longer. A rule without an end is compared up to there (the
/// same cut on both sides, so it causes no difference).
public enum ComparisonWindow {
    static let margin = 86_400
    static let horizon = 2 * 366 * 86_400

    public static func covering(_ calendars: [ICalComponent]) -> Range<Int> {
        preparing(calendars).window
    }

    /// The window, and the calendars with the values it was found from read (`PreparedCalendar`),
    /// so that their expansion does not read them again.
    public static func preparing(_ calendars: [ICalComponent]) -> (window: Range<Int>, prepared: [PreparedCalendar]) {
        // The spans of large calendars are read each on its own core; the window covers them all.
        let read = Parallel.map(calendars.count, onThreadsIf: isLarge(calendars)) { i in
            var prepared = PreparedCalendar(calendars[i])
            let span = span(of: &prepared)
            return (span, prepared)
        }
        let spans = read.map(\.0)
        let earliest = spans.map(\.earliest).min() ?? Int.max
        let latest = spans.map(\.latest).max() ?? Int.min
        let extra = spans.map(\.extra).max() ?? 0
        let window = earliest <= latest ? (earliest - margin)..<(latest + max(horizon, extra) + margin) : 0..<1
        return (window, read.map(\.1))
    }

    /// Whether the calendars have enough events to be worth a thread each (a few thousand).
    static func isLarge(_ calendars: [ICalComponent]) -> Bool {
        calendars.reduce(0) { $0 + $1.components.count } >= 2_000
    }

    /// The earliest and latest time one calendar names, and how far a COUNT rule may run past them.
    private static func span(of prepared: inout PreparedCalendar) -> (earliest: Int, latest: Int, extra: Int) {
        var earliest = Int.max, latest = Int.min
        var extra = 0
        // The names are matched once per property (not once per name): the order in which
        // the values are looked at does not change their minimum and maximum.
        let timeNames = ["DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "RDATE", "EXDATE"].map(NameMatcher.init)
        let ruleName = NameMatcher("RRULE")
        let resolver = prepared.resolver
        // A calendar repeats its values (a term's series share start times, end dates and
        // rules): each distinct one is placed once. Its span: (earliest, latest), nil if none.
        var spans: [ICalProperty.TimeText: (Int, Int)?] = [:]
        var rules: [String: (until: Int?, extra: Int)?] = [:]
        for event in prepared.calendar.components(named: "VEVENT") {
            for property in event.properties where timeNames.contains(where: { $0.matches(property.name) }) {
                let text = property.timeText
                let span: (Int, Int)?
                if let known = spans[text] {
                    span = known
                } else {
                    let seconds = prepared.timelineSeconds(of: property) ?? []
                    span = seconds.min().map { ($0, seconds.max()!) }
                    spans[text] = span
                }
                guard let (first, last) = span else { continue }
                earliest = min(earliest, first)
                latest = max(latest, last)
            }
            for property in event.properties where ruleName.matches(property.name) {
                let reach: (until: Int?, extra: Int)?
                if let known = rules[property.value] {
                    reach = known
                } else {
                    reach = prepared.reach(ofRule: property.value).map { rule in
                        (rule.until.flatMap { ICalTime(parsing: $0.formatted) }.map { resolver.resolve($0).timelineSeconds },
                         rule.count.map { min($0, 100_000) * max(rule.interval, 1) * unit(rule.frequency) } ?? 0)
                    }
                    rules[property.value] = reach
                }
                guard let reach else { continue }
                if let until = reach.until { latest = max(latest, until) }
                extra = max(extra, reach.extra)
            }
        }
        return (earliest, latest, extra)
    }

    private static func unit(_ frequency: RecurrenceRule.Frequency) -> Int {
        switch frequency {
        case .secondly: 1
        case .minutely: 60
        case .hourly: 3_600
        case .daily: 86_400
        case .weekly: 7 * 86_400
        case .monthly: 31 * 86_400
        case .yearly: 366 * 86_400
        }
    }
}
