/// Something a calendar reader should know about, but that did not stop the
/// expansion: the result is usable, though possibly incomplete in the way named.
///
/// Two kinds differ: an event (or a value of one) that could not be read
/// (`isUnreadableEvent`) leaves its occurrences missing or wrong, so whoever compares
/// calendars should treat the file as broken; the others (limits reached, a zone read
/// as floating, duplicates) leave the expansion right as far as it goes.
public enum ExpansionWarning: Hashable, Sendable, CustomStringConvertible {
    /// A TZID is neither an IANA zone nor defined by a VTIMEZONE of the calendar:
    /// its times are treated as floating.
    case unknownTimeZone(tzid: String)
    /// The calendar's VTIMEZONE for a (non-IANA) TZID is partly or wholly unusable;
    /// if nothing usable is left, its times are treated as floating.
    case unreadableTimeZone(tzid: String, reason: String)
    /// The event (a master, or an override that could not be placed) was left out.
    /// `line`: the offending property's (the event's BEGIN for a missing DTSTART), when known.
    case eventSkipped(uid: String, line: Int?, error: ExpansionError)
    /// A value of an event (EXDATE, RDATE) could not be read and was ignored.
    /// `line`: the property's, when known.
    case valueIgnored(uid: String, line: Int?, error: ICalValueError)
    /// Expansion of the event stopped after `limit` occurrences; later ones are missing.
    case occurrenceLimitReached(uid: String, limit: Int)
    /// The rule was searched through `periods` periods (days, weeks, ...) without
    /// reaching the window's end; later occurrences, if any, are missing.
    case searchLimitReached(uid: String, periods: Int)
    /// The calendar as a whole reached `CalendarExpansion`'s limit on occurrences or on
    /// rule evaluation: the event with this UID and all after it (in calendar order)
    /// were not expanded.
    case calendarLimitReached(uid: String)
    /// More than one VEVENT without RECURRENCE-ID has this UID; each was expanded.
    case duplicateEvent(uid: String)
    /// More than one override has the same UID and RECURRENCE-ID; the one with the
    /// highest SEQUENCE (the later one on a tie) was used.
    case duplicateOverride(uid: String, recurrenceID: ResolvedTime)

    /// True when an event or a value of one could not be read, so the event's occurrences
    /// are missing or wrong (`eventSkipped`, `valueIgnored`).
    public var isUnreadableEvent: Bool {
        switch self {
        case .eventSkipped, .valueIgnored: true
        default: false
        }
    }

    /// The line of the input the warning is about, when known.
    public var line: Int? {
        switch self {
        case .eventSkipped(_, let line, _), .valueIgnored(_, let line, _): line
        default: nil
        }
    }

    /// `line N: message`, or the message alone when the line is not known.
    public var description: String {
        guard let line else { return message }
        return "line \(line): \(message)"
    }

    /// A one-line explanation, without the line number.
    public var message: String {
        switch self {
        case .unknownTimeZone(let tzid):
            "TZID '\(tzid)' is neither an IANA time zone nor defined by a VTIMEZONE; its times are read as floating"
        case .unreadableTimeZone(let tzid, let reason):
            "VTIMEZONE '\(tzid)': \(reason)"
        case .eventSkipped(let uid, _, let error):
            "event '\(uid)' was skipped: \(error)"
        case .valueIgnored(let uid, _, let error):
            "event '\(uid)': ignored \(error)"
        case .occurrenceLimitReached(let uid, let limit):
            "event '\(uid)' has more than \(limit) occurrences in the window; the rest were left out"
        case .searchLimitReached(let uid, let periods):
            "event '\(uid)': the rule was searched through \(periods) periods; later occurrences were left out"
        case .calendarLimitReached(let uid):
            "the calendar has more occurrences or rule work than one expansion allows; event '\(uid)' and those after it were left out"
        case .duplicateEvent(let uid):
            "more than one event has UID '\(uid)'"
        case .duplicateOverride(let uid, let recurrenceID):
            "event '\(uid)' has more than one override for \(recurrenceID)"
        }
    }
}
