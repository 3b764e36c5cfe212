import Foundation

/// Turns a calendar's own VTIMEZONE into a `ZoneTable`: every onset of every
/// STANDARD/DAYLIGHT observance (its DTSTART, its RRULE instances, its RDATEs),
/// sorted, each switching to the observance's TZOFFSETTO.
///
/// - DTSTART and RDATE are local times in the offset before the onset
///   (TZOFFSETFROM), as RFC 5545 3.6.5 defines; a `Z` or TZID on them is ignored.
/// - RRULEs are expanded with the event rule engine through `lastModelledYear`;
///   periods before `firstModelledYear` are skipped when the rule has no COUNT
///   (Outlook starts its rules in 1601). Beyond the last onset the last offset holds.
/// - Microsoft writes "last Sunday" as `BYDAY=5SU` in some definitions; inside a
///   VTIMEZONE an ordinal of 5 is read as -1 (last), which is what it always means there.
enum VTimeZoneReader {
    static let firstModelledYear = 1900
    static let lastModelledYear = 2200
    /// More onsets than any real zone has in 300 years; stops hostile definitions.
    static let maximumOnsets = 100_000
    /// The work (rule periods, candidate times and onsets) all VTIMEZONEs of one
    /// calendar may cost together: a real zone needs a few thousand, so this allows
    /// hundreds of them while a file of thousands of hostile ones stays quick.
    static let maximumWorkPerCalendar = 2_000_000

    /// The table, or nil when no observance is usable; `problems` explains what was ignored.
    /// `work` is what is left of the calendar's budget (see `maximumWorkPerCalendar`);
    /// what this zone costs is taken from it.
    ///
    /// A definition read before in this process is not read again when the budget left is more
    /// than it cost (the answer is then the same): the old and the new calendar of a `diff`, and
    /// the comparison window and the expansion of each, carry the same VTIMEZONE, and reading
    /// one runs its rules over 300 years.
    static func table(from timeZone: ICalComponent, work: inout Int) -> (table: ZoneTable?, problems: [String]) {
        if let known = readBefore.entry(for: timeZone), work > known.cost {
            work -= known.cost
            return (known.table, known.problems)
        }
        let before = work
        let read = readTable(from: timeZone, work: &work)
        // Kept only when the budget did not run out: then any budget above the cost reads the same.
        if work > 0 { readBefore.store(timeZone, ReadBefore.Entry(table: read.table, problems: read.problems, cost: before - work)) }
        return read
    }

    /// The definitions read so far in this process (at most `limit`: a file of many distinct
    /// zones must not make it grow without end).
    private final class ReadBefore: @unchecked Sendable {
        struct Entry {
            let table: ZoneTable?
            let problems: [String]
            let cost: Int
        }

        static let limit = 64
        private let lock = NSLock()  // guarded: the calendars of a large diff are read on two threads
        private var entries: [ICalComponent: Entry] = [:]

        func entry(for timeZone: ICalComponent) -> Entry? {
            lock.withLock { entries[timeZone] }
        }

        func store(_ timeZone: ICalComponent, _ entry: Entry) {
            lock.withLock {
                if entries.count < Self.limit { entries[timeZone] = entry }
            }
        }
    }

    private static let readBefore = ReadBefore()

    private static func readTable(from timeZone: ICalComponent, work: inout Int) -> (table: ZoneTable?, problems: [String]) {
        var problems: [String] = []
        var onsets: [(instant: Int, from: Int, to: Int)] = []
        let lastDay = CalendarDate(year: lastModelledYear, month: 12, day: 31) ?? CalendarDate(dayNumber: 84_000)
        let firstDay = CalendarDate(year: firstModelledYear, month: 1, day: 1) ?? CalendarDate(dayNumber: -25_567)

        for observance in timeZone.components {
            let kind = observance.name.uppercased()
            guard kind == "STANDARD" || kind == "DAYLIGHT" else { continue }
            guard work > 0 else {
                problems.append("the calendar's time zone definitions take too long to read; this one was left out")
                return (nil, problems)
            }
            guard let startProperty = observance.first("DTSTART"),
                  let startTime = try? startProperty.timeValue() else {
                problems.append("a \(kind) observance has no readable DTSTART")
                continue
            }
            guard let fromText = observance.first("TZOFFSETFROM")?.value, let from = parseOffset(fromText),
                  let toText = observance.first("TZOFFSETTO")?.value, let to = parseOffset(toText) else {
                problems.append("a \(kind) observance has no readable TZOFFSETFROM/TZOFFSETTO")
                continue
            }
            let start = startTime.wallTime
            onsets.append((start.secondsSinceEpoch - from, from, to))

            for rule in observance.all("RRULE") {
                guard var spec = try? RuleSpec(parsing: rule.value) else {
                    problems.append("ignored the RRULE '\(rule.value)' of a \(kind) observance")
                    continue
                }
                spec.byDay = spec.byDay.map { $0.ordinal == 5 ? WeekdayNum($0.weekday, ordinal: -1) : $0 }
                let until = spec.until
                var iterator = RuleIterator(spec: spec, start: start, isAllDay: startTime.isDate, lastDay: lastDay,
                                            maximumWork: max(0, work)) { wall in
                    switch until {
                    case .utc(let limit): wall.secondsSinceEpoch - from > limit.secondsSinceEpoch
                    case .floating(let limit): wall > limit
                    case .date(let limit): wall.date > limit
                    case nil: false
                    }
                }
                iterator.skip(to: firstDay)
                let before = onsets.count
                while onsets.count < maximumOnsets, let wall = iterator.next() {
                    onsets.append((wall.secondsSinceEpoch - from, from, to))
                }
                work -= iterator.work + onsets.count - before
                if iterator.hitSearchLimit {
                    problems.append("the RRULE '\(rule.value)' of a \(kind) observance takes too long to evaluate; only its first onsets were used")
                }
            }
            for rdate in observance.all("RDATE") {
                guard let times = try? rdate.timeValues() else {
                    problems.append("ignored the RDATE '\(rdate.value)' of a \(kind) observance")
                    continue
                }
                onsets += times.map { ($0.wallTime.secondsSinceEpoch - from, from, to) }
            }
        }
        if onsets.count >= maximumOnsets {
            problems.append("more than \(maximumOnsets) offset changes; only the first were used")
            onsets.removeLast(onsets.count - maximumOnsets)
        }
        guard !onsets.isEmpty else {
            problems.append("no usable STANDARD or DAYLIGHT observance")
            return (nil, problems)
        }
        onsets.sort { ($0.instant, $0.to) < ($1.instant, $1.to) }
        let initial = onsets[0].from
        var current = initial
        var transitions: [ZoneRules.Transition] = []
        for onset in onsets where onset.to != current {
            transitions.append(ZoneRules.Transition(instant: onset.instant, offsetBefore: current, offsetAfter: onset.to))
            current = onset.to
        }
        return (ZoneTable(initialOffset: initial, transitions: transitions), problems)
    }

    /// `+0100`, `-0500`, `+053328`, also `+01:00`; at most 26 hours. Nil otherwise.
    static func parseOffset(_ text: String) -> Int? {
        var bytes = Array(Substring(text).trimmingBlanks.utf8).filter { $0 != UInt8(ascii: ":") }[...]
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        bytes = bytes.dropFirst()
        guard bytes.count == 4 || bytes.count == 6,
              let hours = decimal(bytes.prefix(2)),
              let minutes = decimal(bytes.dropFirst(2).prefix(2)),
              let seconds = bytes.count == 6 ? decimal(bytes.suffix(2)) : 0,
              hours <= 26, minutes <= 59, seconds <= 59
        else { return nil }
        let magnitude = hours * 3600 + minutes * 60 + seconds
        return sign == UInt8(ascii: "-") ? -magnitude : magnitude
    }
}
