/// Builds a VTIMEZONE component from the system's zone database (via Foundation's
/// `TimeZone`), never from pasted text, so it always matches the conversions done
/// by `ZoneOffsetCalculator`.
///
/// Shape of the output (Europe/Berlin, 2020...2021):
/// ```
/// BEGIN:VTIMEZONE
/// TZID:Europe/Berlin
/// BEGIN:STANDARD              ← offset in force when the range starts
/// DTSTART:19700101T000000
/// TZOFFSETFROM:+0100
/// TZOFFSETTO:+0100
/// END:STANDARD
/// BEGIN:DAYLIGHT              ← one sub-component per transition
/// DTSTART:20200329T020000
/// TZOFFSETFROM:+0100
/// TZOFFSETTO:+0200
/// END:DAYLIGHT
/// ...
/// ```
///
/// Design decision: every transition gets its own explicit DTSTART; nothing is
/// compressed into RRULEs. That is exactly what the zone database says, every
/// client reads it, and it stays correct if a zone changed its rules within the
/// range. The cost is a few lines per year, which is negligible for a semester.
public enum VTimeZoneBuilder: Sendable {
    /// How far the walk extends beyond Jan 1 of the first and Dec 31 of the last
    /// year. Two days exceed any real UTC offset, so the first and last local days
    /// of the range are covered whatever the zone.
    static let marginSeconds = 2 * 86_400

    /// A VTIMEZONE for `identifier` that is valid for all local times in `years`.
    ///
    /// - The first sub-component states the offset in force at the start of the
    ///   range, with FROM = TO and DTSTART 19700101T000000 (the conventional
    ///   "since ever" onset, also used by the big calendar providers), or the start
    ///   of the range if that is earlier than 1970. For a zone without transitions
    ///   in the range (UTC, Asia/Tokyo) this is the only sub-component.
    /// - Then one STANDARD or DAYLIGHT per offset change, kind taken from the
    ///   zone database's DST flag, DTSTART being the local time of the transition
    ///   in the offset before it.
    /// - TZNAME is added only when Foundation's short zone name is purely
    ///   alphabetic ("EST"); forms like "GMT+1" are not names and are left out.
    ///   The name is looked up in the POSIX locale, not the machine's, so output
    ///   does not depend on the user's language.
    ///
    /// Outside `years` the component says nothing reliable; do not use it there.
    ///
    /// - Throws: `TimeZoneError.unknownZone`, or `.yearsOutOfRange` unless `years`
    ///   lies within 1...9999.
    public static func component(forZone identifier: String, years: ClosedRange<Int>) throws(TimeZoneError) -> ICalComponent {
        // Made once per zone and years in a process: a run writing a calendar per input file
        // asks for the same one every time, and the zone names cost ICU lookups.
        let key = VTimeZoneCache.Key(zone: identifier, years: years)
        if let known = VTimeZoneCache.shared.component(for: key) { return known }
        let component = try build(forZone: identifier, years: years)
        VTimeZoneCache.shared.store(component, for: key)
        return component
    }

    private static func build(forZone identifier: String, years: ClosedRange<Int>) throws(TimeZoneError) -> ICalComponent {
        guard years.lowerBound >= 1, years.upperBound <= 9999,
              let firstDay = CalendarDate(year: years.lowerBound, month: 1, day: 1),
              let lastDay = CalendarDate(year: years.upperBound, month: 12, day: 31)
        else { throw .yearsOutOfRange(years) }
        let rules = try ZoneRules(identifier: identifier)

        let start = firstDay.dayNumber * 86_400 - marginSeconds
        let end = (lastDay.dayNumber + 1) * 86_400 + marginSeconds

        var timeZone = ICalComponent(name: "VTIMEZONE", properties: [.text("TZID", identifier)])

        let initialOffset = rules.offset(atUTC: start)
        let conventionalOnset = LocalDateTime(date: CalendarDate(year: 1970, month: 1, day: 1)!,
                                              time: LocalTime(hour: 0, minute: 0)!)
        timeZone.append(observance(
            daylight: rules.isDaylightSavingTime(atUTC: start),
            onset: min(conventionalOnset, LocalDateTime(secondsSinceEpoch: start + initialOffset)),
            from: initialOffset, to: initialOffset,
            abbreviation: rules.abbreviation(atUTC: start)))

        for transition in rules.transitions(after: start, through: end) {
            timeZone.append(observance(
                daylight: rules.isDaylightSavingTime(atUTC: transition.instant),
                onset: LocalDateTime(secondsSinceEpoch: transition.instant + transition.offsetBefore),
                from: transition.offsetBefore, to: transition.offsetAfter,
                abbreviation: rules.abbreviation(atUTC: transition.instant)))
        }
        return timeZone
    }

    /// `+0100`, `-0500`; seconds are added only when non-zero (`+005328`), as RFC 5545 allows.
    public static func formatOffset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        var text = sign + pad(magnitude / 3600, 2) + pad(magnitude % 3600 / 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }

    private static func observance(daylight: Bool, onset: LocalDateTime, from: Int, to: Int,
                                   abbreviation: String?) -> ICalComponent {
        var component = ICalComponent(name: daylight ? "DAYLIGHT" : "STANDARD", properties: [
            .floatingDateTime("DTSTART", onset),
            .raw("TZOFFSETFROM", formatOffset(from)),
            .raw("TZOFFSETTO", formatOffset(to)),
        ])
        if let abbreviation, isAlphabeticName(abbreviation) {
            component.append(.text("TZNAME", abbreviation))
        }
        return component
    }

    /// ASCII letters only: "CET", "EST" qualify, "GMT+1" or "+03" do not.
    static func isAlphabeticName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }
}
