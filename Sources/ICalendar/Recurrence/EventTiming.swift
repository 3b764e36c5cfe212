/// When one VEVENT starts and how long each of its instances lasts.
///
/// The length comes from DURATION (nominal days, exact seconds, RFC 5545 3.3.6),
/// else from DTEND − DTSTART (days between dates for all-day events, exact seconds
/// between instants for timed ones, wall-clock seconds for floating ones), else
/// `fallbackLength` (an override without an end takes its master's), else the RFC
/// default: one day for a DATE start, zero for a DATE-TIME. A negative length
/// becomes zero.
struct EventTiming: Sendable {
    let start: ICalTime
    let clock: EventClock
    let length: ICalDuration

    init(event: ICalComponent, resolver: TimeZoneResolver, fallbackStart: ICalTime? = nil,
         fallbackLength: ICalDuration? = nil, memo: inout ExpansionMemo) throws(LocatedExpansionError) {
        let start: ICalTime
        if let property = event.first("DTSTART") {
            do { start = try memo.timeValue(of: property) } catch { throw .init(error: .invalidValue(error), line: property.line) }
        } else if let fallbackStart {
            start = fallbackStart
        } else {
            throw .init(error: .missingStart, line: event.line)
        }
        self.start = start
        clock = EventClock(start: start, resolver: resolver)

        var length: ICalDuration
        if let duration = event.first("DURATION") {
            do { length = try duration.durationValue() } catch { throw .init(error: .invalidValue(error), line: duration.line) }
        } else if let endProperty = event.first("DTEND") {
            let end: ICalTime
            do { end = try memo.timeValue(of: endProperty) } catch { throw .init(error: .invalidValue(error), line: endProperty.line) }
            if case .date(let startDate) = start, case .date(let endDate) = end {
                length = ICalDuration(days: startDate.days(until: endDate))
            } else if let startInstant = resolver.resolve(start).instant, let endInstant = resolver.resolve(end).instant {
                length = ICalDuration(seconds: endInstant - startInstant)
            } else {
                length = ICalDuration(seconds: end.wallTime.secondsSinceEpoch - start.wallTime.secondsSinceEpoch)
            }
        } else if let fallbackLength {
            length = fallbackLength
        } else {
            length = start.isDate ? ICalDuration(days: 1) : ICalDuration()
        }
        if length.isNegative { length = ICalDuration() }
        self.length = length
    }

    /// Whether the event's STATUS is CANCELLED.
    static func isCancelled(_ event: ICalComponent) -> Bool {
        event.first("STATUS").map { Substring($0.value).trimmingBlanks.uppercased() == "CANCELLED" } ?? false
    }
}
