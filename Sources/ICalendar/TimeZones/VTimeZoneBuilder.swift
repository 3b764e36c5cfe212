/// Builds a VTIMEZONE component from the system's zone database (via Foundation's
/// `TimeZone`), never from pasted text: its offsets come from the transitions that
/// `ZoneOffsetCalculator` converts with, so the two always agree.
///
/// Shape of the output (Europe/Berlin, 2020...2021):
/// ```
/// BEGIN:VTIMEZONE
/// TZID:Europe/Berlin
/// BEGIN:DAYLIGHT
/// DTSTART:19960331T020000
/// RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
/// TZOFFSETFROM:+0100
/// TZOFFSETTO:+0200
/// END:DAYLIGHT
/// BEGIN:STANDARD
/// DTSTART:19961027T030000
/// RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
/// TZOFFSETFROM:+0200
/// TZOFFSETTO:+0100
/// END:STANDARD
/// END:VTIMEZONE
/// ```
/// (No TZNAME here: Foundation's short names for Berlin are "GMT+1" and "GMT+2".)
///
/// Design decision: the zone's *current* yearly rule, as yearly RRULE observances, valid
/// for every year from the rule's start on, whatever years the calendar covers. That is
/// how Outlook, Exchange and Google export zones, and a VTIMEZONE is not private to the
/// file it comes in:
/// - CalDAV servers built on vobject (Radicale) keep the first VTIMEZONE they read for a
///   TZID and use it for every calendar they hold. A zone that lists only one term's
///   transitions (what was written before: one observance per transition in the
///   calendar's years) put other calendars' summer events in other years an hour off
///   (a June 2021 event read at +01:00 after a winter-term file of 2020/21).
/// - Outlook approximates every VTIMEZONE by one yearly pair of transitions, read from
///   DTSTART, RRULE, TZOFFSETFROM and TZOFFSETTO ([MS-OXCICAL] 2.1.3.1.1.19-20): a pair
///   of RRULEs is what it reads best.
///
/// The rule is derived from the transitions, not written by hand: `ZoneRegime` walks
/// them from 1900 through 2037 and takes the trailing run of years with the same two
/// changes on the same day rules (last or nth weekday, else a fixed day, else a weekday
/// on or after a day). Each change becomes one STANDARD or DAYLIGHT with DTSTART = its
/// onset in the run's first year (so DTSTART is the rule's first instance) and no UNTIL.
/// Years of the calendar before that run get one explicit observance per transition
/// first, as before. A zone without changes now (Asia/Tokyo, UTC, America/Sao_Paulo
/// since 2019) gets one STANDARD observance for its last change, and a zone whose
/// recent changes follow no yearly rule (Africa/Casablanca) keeps the explicit form for
/// the calendar's years.
public enum VTimeZoneBuilder: Sendable {
    /// How far the walk extends beyond Jan 1 of the first and Dec 31 of the last
    /// year. Two days exceed any real UTC offset, so the first and last local days
    /// of the range are covered whatever the zone.
    static let marginSeconds = 2 * 86_400

    /// The yearly rule is read from the transitions up to the end of this year (or of
    /// the calendar's last year when that is later, up to `lastYearRead`): the span
    /// every zone file covers with explicit transitions, and the one it is checked over.
    static let lastRegimeYear = 2037
    /// Transitions are read at most through this year (`CachedZone`).
    static let lastYearRead = CachedZone.lastYearRead

    /// A VTIMEZONE for `identifier` that is valid for all local times in `years`, and
    /// beyond them for every year from the start of the zone's current yearly rule on.
    ///
    /// The zone's transitions from 1900 through 2037 decide the form (`ZoneRegime`):
    /// - **a yearly rule** (two changes a year, Europe/Berlin since 1996): one DAYLIGHT
    ///   and one STANDARD with `RRULE:FREQ=YEARLY;BYMONTH=m;BYDAY=-1SU` (or `2SU`, ...;
    ///   `BYMONTHDAY=d` for a fixed day; `BYMONTHDAY=2,...,8;BYDAY=SU` for "the Sunday on
    ///   or after the 2nd"), DTSTART = the change's local onset in the rule's first year
    ///   in the offset before it. STANDARD or DAYLIGHT follows the zone database's DST
    ///   flag; should both changes carry the same flag, the one to the larger offset is
    ///   written as DAYLIGHT, so that a client wanting one of each finds them.
    /// - **no change now** (Asia/Tokyo, UTC, America/Sao_Paulo): one STANDARD with
    ///   DTSTART = the local onset of the last change, TZOFFSETFROM the offset before it;
    ///   or, when there is none or it lies before 1970, DTSTART 19700101T000000 (the
    ///   conventional "since ever" onset, also used by the big calendar providers; the
    ///   start of the range if that is earlier) with TZOFFSETFROM = TZOFFSETTO.
    /// - **no yearly rule** (Africa/Casablanca, whose changes follow Ramadan): the
    ///   explicit form below for the calendar's years; nothing reliable outside them.
    ///
    /// When the calendar's years begin before the rule (or the last change), those
    /// years come first in the explicit form: an observance stating the offset in force
    /// at the start of the range (FROM = TO, DTSTART 19700101T000000 or the start of the
    /// range if earlier), then one STANDARD or DAYLIGHT per offset change up to the
    /// rule's first onset, kind from the DST flag, DTSTART the local time of the change
    /// in the offset before it.
    ///
    /// TZNAME is added only when Foundation's short zone name is purely alphabetic
    /// ("EST"); forms like "GMT+1" are not names and are left out. The name is looked up
    /// in the POSIX locale, not the machine's, so output does not depend on the user's
    /// language; nothing depends on the current date either.
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
        // The rule is read from the changes through 2037 (or the calendar's last year); the
        // table, read once per process for the conversions too, holds them and a year more.
        let regimeYear = min(max(lastRegimeYear, years.upperBound), lastYearRead)
        let zone = try CachedZone.named(identifier, throughYear: regimeYear + 1)
        let rules = zone.rules

        let start = firstDay.dayNumber * 86_400 - marginSeconds
        let end = (lastDay.dayNumber + 1) * 86_400 + marginSeconds
        let regime = ZoneRegime(transitions: zone.table.transitions, throughYear: regimeYear)

        var timeZone = ICalComponent(name: "VTIMEZONE", properties: [.text("TZID", identifier)])
        switch regime {
        case .yearly(let startYear, let changes):
            if years.lowerBound < startYear {
                appendExplicit(to: &timeZone, rules: rules, from: start, through: changes[0].first.instant - 1)
            }
            let flags = changes.map { rules.isDaylightSavingTime(atUTC: $0.first.instant) }
            for (change, flag) in zip(changes, flags) {
                // Equal flags say nothing: then the change to the larger offset is the daylight one.
                let daylight = flags[0] != flags[1] ? flag : change.first.offsetAfter > change.first.offsetBefore
                timeZone.append(observance(daylight: daylight, onset: change.onset,
                                           from: change.first.offsetBefore, to: change.first.offsetAfter,
                                           rule: change.recurrenceRule, abbreviation: rules.abbreviation(daylight: daylight)))
            }
        case .constant(let last):
            let standard = rules.abbreviation(daylight: false)
            if let last, start < last.instant {
                appendExplicit(to: &timeZone, rules: rules, from: start, through: last.instant - 1)
                timeZone.append(observance(daylight: false, onset: ZoneRegime.onset(of: last),
                                           from: last.offsetBefore, to: last.offsetAfter, abbreviation: standard))
            } else if let last, ZoneRegime.onset(of: last) >= conventionalOnset {
                timeZone.append(observance(daylight: false, onset: ZoneRegime.onset(of: last),
                                           from: last.offsetBefore, to: last.offsetAfter, abbreviation: standard))
            } else if last == nil, start < CachedZone.firstCovered,
                      !rules.transitions(after: start, through: CachedZone.firstCovered).isEmpty {
                // Changes before 1900 only (local mean time to standard time): the explicit form
                // up to 1900, whose last observance then holds.
                appendExplicit(to: &timeZone, rules: rules, from: start, through: CachedZone.firstCovered)
            } else {
                let offset = rules.offset(atUTC: start)
                timeZone.append(observance(daylight: false,
                                           onset: min(conventionalOnset, LocalDateTime(secondsSinceEpoch: start + offset)),
                                           from: offset, to: offset, abbreviation: standard))
            }
        case .irregular:
            appendExplicit(to: &timeZone, rules: rules, from: start, through: end)
        }
        return timeZone
    }

    /// 1970-01-01 00:00, the onset big calendar providers write for "since ever".
    private static let conventionalOnset = LocalDateTime(date: CalendarDate(dayNumber: 0), time: LocalTime(hour: 0, minute: 0)!)

    /// The explicit form for `(start, end]`: the offset in force at `start` (FROM = TO), then
    /// one observance per offset change.
    private static func appendExplicit(to timeZone: inout ICalComponent, rules: ZoneRules, from start: Int, through end: Int) {
        let initialOffset = rules.offset(atUTC: start)
        timeZone.append(observance(
            daylight: rules.isDaylightSavingTime(atUTC: start),
            onset: min(conventionalOnset, LocalDateTime(secondsSinceEpoch: start + initialOffset)),
            from: initialOffset, to: initialOffset,
            abbreviation: rules.abbreviation(atUTC: start)))

        for transition in rules.transitions(after: start, through: end) {
            timeZone.append(observance(
                daylight: rules.isDaylightSavingTime(atUTC: transition.instant),
                onset: ZoneRegime.onset(of: transition),
                from: transition.offsetBefore, to: transition.offsetAfter,
                abbreviation: rules.abbreviation(atUTC: transition.instant)))
        }
    }

    /// `+0100`, `-0500`; seconds are added only when non-zero (`+005328`), as RFC 5545 allows.
    public static func formatOffset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        var text = sign + pad(magnitude / 3600, 2) + pad(magnitude % 3600 / 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }

    private static func observance(daylight: Bool, onset: LocalDateTime, from: Int, to: Int, rule: String? = nil,
                                   abbreviation: String?) -> ICalComponent {
        var component = ICalComponent(name: daylight ? "DAYLIGHT" : "STANDARD", properties: [.floatingDateTime("DTSTART", onset)])
        if let rule { component.append(.raw("RRULE", rule)) }
        component.append(.raw("TZOFFSETFROM", formatOffset(from)))
        component.append(.raw("TZOFFSETTO", formatOffset(to)))
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
