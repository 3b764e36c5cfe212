import ICalendar

/// What happened to one occurrence between two calendars.
public struct OccurrenceChange: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// In the new calendar only.
        case added
        /// In the old calendar only.
        case removed
        /// Now cancelled (STATUS:CANCELLED), was taking place.
        case cancelled
        /// Was cancelled, takes place again.
        case reinstated
        /// Date and/or time changed.
        case moved
        /// Only the location changed.
        case roomChanged
        /// Title, description (lecturer, comment…) changed; times and room did not.
        case otherChanged
    }

    public let kind: Kind
    public let uid: String
    /// The occurrence before (nil when added).
    public let old: OccurrenceSnapshot?
    /// The occurrence after (nil when removed).
    public let new: OccurrenceSnapshot?
    /// Which properties differ, for `moved`/`roomChanged`/`otherChanged`: "date", "time", "location", "summary", "description".
    public let fields: [String]

    public init(kind: Kind, uid: String, old: OccurrenceSnapshot?, new: OccurrenceSnapshot?, fields: [String] = []) {
        self.kind = kind
        self.uid = uid
        self.old = old
        self.new = new
        self.fields = fields
    }

    /// The earliest day the change affects (old or new date): what reports sort, group and filter by.
    public var affectedDate: CalendarDate {
        [old?.start.date, new?.start.date].compactMap { $0 }.min()!
    }

    /// The title to show: the new summary, or the old one for removals.
    public var summary: String { (new ?? old)?.summary ?? "" }
}

/// All occurrence changes between two calendars, sorted by affected date, time and UID.
public struct CalendarDiff: Hashable, Sendable, Codable {
    public let changes: [OccurrenceChange]
    /// Occurrences compared (old, new).
    public let oldCount: Int
    public let newCount: Int

    public init(changes: [OccurrenceChange], oldCount: Int, newCount: Int) {
        self.changes = changes.sorted {
            ($0.affectedDate, ($0.new ?? $0.old)!.start.time, $0.uid) < ($1.affectedDate, ($1.new ?? $1.old)!.start.time, $1.uid)
        }
        self.oldCount = oldCount
        self.newCount = newCount
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// Only the changes affecting `from...through` (either bound optional): `--since`, `--days`.
    public func restricted(from: CalendarDate?, through: CalendarDate?) -> CalendarDiff {
        CalendarDiff(changes: changes.filter { change in
            let dates = [change.old?.start.date, change.new?.start.date].compactMap { $0 }
            return dates.contains { d in (from.map { d >= $0 } ?? true) && (through.map { d <= $0 } ?? true) }
        }, oldCount: oldCount, newCount: newCount)
    }
}
