import ICalendar

/// Matches the change feed to planned occurrences (SEMANTICS of the feed: a change
/// belongs to the row whose `splusname` equals the change's up to the first `$`,
/// on the original date and time; an alternative carries only a start time, the
/// duration is the row's own).
public struct ChangeSet: Hashable, Sendable {
    public let applied: [AppliedChange]
    public let unmatched: [UnmatchedChange]
    /// Changes delivered more than once (same content): applied once.
    public let duplicates: Int

    /// `applied` by UID and original date: the exporter asks for every lecture's changes.
    private let byUID: [String: [CalendarDate: AppliedChange]]

    public static let empty = ChangeSet(applied: [], unmatched: [], duplicates: 0)

    init(applied: [AppliedChange], unmatched: [UnmatchedChange], duplicates: Int) {
        self.applied = applied
        self.unmatched = unmatched
        self.duplicates = duplicates
        var byUID: [String: [CalendarDate: AppliedChange]] = [:]
        for change in applied { byUID[change.uid, default: [:]][change.originalStart.date] = change }
        self.byUID = byUID
    }

    /// The applied changes of one lecture, by the original date.
    public func changes(forUID uid: String) -> [CalendarDate: AppliedChange] {
        // Most runs have no changes: no UID is hashed then (the exporter asks for every lecture).
        applied.isEmpty ? [:] : byUID[uid] ?? [:]
    }

    /// `changes(forUID: lecture.uid)`; the UID's text is made only when there are changes.
    public func changes(for lecture: PlannedLecture) -> [CalendarDate: AppliedChange] {
        applied.isEmpty ? [:] : changes(forUID: lecture.uid)
    }
}

public enum ChangeApplier {
    public static func apply(_ changes: [ScheduleChange], to lectures: [PlannedLecture]) -> ChangeSet {
        if changes.isEmpty { return .empty }  // no feed: nothing to index
        var bySlot: [String: [PlannedLecture]] = [:]
        for lecture in lectures where !lecture.row.slotName.isEmpty { bySlot[lecture.row.slotName, default: []].append(lecture) }

        var seen = Set<[String]>()
        var duplicates = 0
        var applied: [String: AppliedChange] = [:]   // key: uid + original start
        var order: [String] = []
        var unmatched: [UnmatchedChange] = []

        for change in changes {
            guard seen.insert(change.content).inserted else {
                duplicates += 1
                continue
            }
            if let contradiction = change.weekdayContradiction {
                unmatched.append(UnmatchedChange(change: change, reason: contradiction))
                continue
            }
            guard !change.slotName.isEmpty else {
                unmatched.append(UnmatchedChange(change: change, reason: .noSlotName))
                continue
            }
            guard let candidates = bySlot[change.slotName] else {
                unmatched.append(UnmatchedChange(change: change, reason: .unknownSlot(change.slotName)))
                continue
            }
            let matching = candidates.filter { $0.row.startTime == change.original.time && $0.dates.contains(change.original.date) }
            guard !matching.isEmpty else {
                let planned = candidates.flatMap { l in l.dates.map { "\($0.iso) \(l.row.startTime)" } }
                unmatched.append(UnmatchedChange(change: change, reason: .noOccurrence(label: candidates[0].row.label, planned: Array(planned.prefix(5)))))
                continue
            }
            for lecture in matching {
                let result = resolve(change, for: lecture)
                let key = lecture.uid + " " + result.originalStart.basic
                // Two different changes for one occurrence: the later one in the feed wins, and
                // the earlier is reported as not applied rather than dropped silently.
                if let previous = applied[key] {
                    unmatched.append(UnmatchedChange(change: previous.change, reason: .superseded(byChange: change.id)))
                } else {
                    order.append(key)
                }
                applied[key] = result
            }
        }
        return ChangeSet(applied: order.compactMap { applied[$0] }, unmatched: unmatched, duplicates: duplicates)
    }

    private static func resolve(_ change: ScheduleChange, for lecture: PlannedLecture) -> AppliedChange {
        let row = lecture.row
        let originalStart = LocalDateTime(date: change.original.date, time: row.startTime)
        let originalEnd = LocalDateTime(date: change.original.date, time: row.endTime)
        guard let alternative = change.alternative else {
            return AppliedChange(change: change, uid: lecture.uid, kind: .cancelled, originalStart: originalStart,
                                 start: originalStart, end: originalEnd, room: row.room)
        }
        let duration = row.endTime.secondsSinceMidnight - row.startTime.secondsSinceMidnight
        let start = LocalDateTime(date: alternative.date, time: alternative.time)
        let end = LocalDateTime(secondsSinceEpoch: start.secondsSinceEpoch + duration)
        let room = alternative.room.isEmpty ? row.room : alternative.room
        let kind: AppliedChange.Kind
        if start != originalStart { kind = .moved } else if room != row.room { kind = .roomChanged } else { kind = .otherChanged }
        return AppliedChange(change: change, uid: lecture.uid, kind: kind, originalStart: originalStart, start: start, end: end, room: room)
    }
}
