import ICalendar

/// How a set of occurrence dates is written as iCalendar events.
///
/// Every client we target expands `RRULE` (WEEKLY or DAILY, INTERVAL, UNTIL as
/// UTC) with `EXDATE` alike (../shared/CLIENTS.md), while `RDATE` support is
/// uneven. So the dates of a row are written as:
/// - one date: a single event;
/// - consecutive days (a block): `FREQ=DAILY` through the last day;
/// - dates on one weekday: `FREQ=WEEKLY` with the largest interval that hits
///   every date, from the first to the last date, and an `EXDATE` for every
///   slot of that rhythm that is not a date (holidays, "außer KW 47", gaps in
///   an explicit list);
/// - dates on other weekdays than the main series ("incl. Sa, 25.04.20"):
///   single events of their own, with the slot UID plus the date.
/// The first date is always an instance of the rule, as CLIENTS.md requires.
public enum SeriesEncoder {
    public enum Rhythm: Hashable, Sendable {
        case single
        case daily
        case weekly(interval: Int)
    }

    /// One event: its first date, its rhythm, its last date and the slots left out.
    public struct Series: Hashable, Sendable {
        public let first: CalendarDate
        public let last: CalendarDate
        public let rhythm: Rhythm
        public let exceptions: [CalendarDate]
        /// True for a date split off the main series (it gets its own UID).
        public let isSeparate: Bool

        /// The event's UID: the lecture's, or for a date split off the main series the lecture's
        /// with that date (`<row uid>-YYYYMMDD@…`), so that each event has its own.
        public func uid(ofLecture lectureUID: String) -> String {
            guard isSeparate, let at = lectureUID.firstIndex(of: "@") else { return lectureUID }
            return lectureUID[..<at] + "-\(first.basic)" + lectureUID[at...]
        }

        /// The dates this event stands for (its rule expanded, exceptions left out).
        public var occurrences: [CalendarDate] {
            switch rhythm {
            case .single: return [first]
            case .daily: return (0...first.days(until: last)).map { first.adding(days: $0) }
            case .weekly(let n):
                let skip = Set(exceptions)
                return stride(from: first.dayNumber, through: last.dayNumber, by: 7 * n).map(CalendarDate.init(dayNumber:)).filter { !skip.contains($0) }
            }
        }
    }

    public static func encode(_ dates: [CalendarDate]) -> [Series] {
        // Planned dates come sorted and without repeats; only other input is sorted here.
        let isSorted = zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 }
        let sorted = isSorted ? dates : Array(Set(dates)).sorted()
        guard let first = sorted.first, let last = sorted.last else { return [] }
        if sorted.count == 1 { return [Series(first: first, last: first, rhythm: .single, exceptions: [], isSeparate: false)] }
        if first.days(until: last) == sorted.count - 1 {
            return [Series(first: first, last: last, rhythm: .daily, exceptions: [], isSeparate: false)]
        }
        // The common case: every date on one weekday.
        if sorted.allSatisfy({ $0.isoWeekday == first.isoWeekday }) { return [weekly(sorted)] }
        // The weekday most dates fall on carries the series; ties go to the earliest date's weekday.
        var counts: [Int: Int] = [:]
        for d in sorted { counts[d.isoWeekday, default: 0] += 1 }
        let mainWeekday = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key != first.isoWeekday && (b.key == first.isoWeekday || a.key > b.key) }!.key
        let main = sorted.filter { $0.isoWeekday == mainWeekday }
        let others = sorted.filter { $0.isoWeekday != mainWeekday }
        var result: [Series] = [weekly(main)]
        result += others.map { Series(first: $0, last: $0, rhythm: .single, exceptions: [], isSeparate: true) }
        return result
    }

    /// Dates on one weekday as a weekly rule with exceptions.
    private static func weekly(_ dates: [CalendarDate]) -> Series {
        let first = dates[0], last = dates[dates.count - 1]
        if dates.count == 1 { return Series(first: first, last: first, rhythm: .single, exceptions: [], isSeparate: false) }
        let gaps = zip(dates, dates.dropFirst()).map { $0.days(until: $1) / 7 }
        let interval = gaps.reduce(0, gcd)
        // The rhythm's slots that are not dates (both run in order, the dates a subset of the slots).
        var exceptions: [CalendarDate] = []
        var next = 0
        for day in stride(from: first.dayNumber, through: last.dayNumber, by: 7 * interval) {
            if next < dates.count, dates[next].dayNumber == day { next += 1 } else { exceptions.append(CalendarDate(dayNumber: day)) }
        }
        return Series(first: first, last: last, rhythm: .weekly(interval: interval), exceptions: exceptions, isSeparate: false)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
