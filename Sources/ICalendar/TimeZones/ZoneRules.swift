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
        let style: TimeZone.NameStyle = isDaylightSavingTime(atUTC: seconds) ? .shortDaylightSaving : .shortStandard
        return zone.localizedName(for: style, locale: ZoneRules.posixLocale)
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
