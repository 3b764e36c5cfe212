import ICalendar

/// An occurrence ready to be compared: its snapshot and the key that identifies
/// it across calendars (UID + original start as an instant, so a RECURRENCE-ID
/// written in UTC matches the same instance written with a TZID).
public struct ComparableOccurrence: Hashable, Sendable {
    public let key: String
    public let snapshot: OccurrenceSnapshot

    public init(key: String, snapshot: OccurrenceSnapshot) {
        self.key = key
        self.snapshot = snapshot
    }
}

/// Compares two calendars occurrence by occurrence (issue: "the diff").
///
/// Occurrences are matched by UID and original start. Within one UID, if exactly
/// one old and one new occurrence are left unmatched, they are the same
/// occurrence moved (a single event changed in place, or re-planned). Matched
/// pairs are classified: cancelled / reinstated, moved (date and/or time), room
/// changed, other changes (title, description). DTSTAMP, SEQUENCE, property
/// order and folding never matter: only expanded values are compared.
public enum CalendarDiffer {
    public static func diff(old: [ComparableOccurrence], new: [ComparableOccurrence]) -> CalendarDiff {
        // Each key's last occurrence counts; positions, not copies of the snapshots, are kept.
        let oldByKey = lastIndexByKey(old)
        let newByKey = lastIndexByKey(new)

        var changes: [OccurrenceChange] = []
        var unmatchedOld: [String: [OccurrenceSnapshot]] = [:]
        var unmatchedNew: [String: [OccurrenceSnapshot]] = [:]
        for i in old.indices where oldByKey[old[i].key] == i {
            if let j = newByKey[old[i].key] {
                if let change = compare(old[i].snapshot, new[j].snapshot) { changes.append(change) }
            } else {
                unmatchedOld[old[i].snapshot.uid, default: []].append(old[i].snapshot)
            }
        }
        for j in new.indices where newByKey[new[j].key] == j && oldByKey[new[j].key] == nil {
            unmatchedNew[new[j].snapshot.uid, default: []].append(new[j].snapshot)
        }
        for uid in Set(unmatchedOld.keys).union(unmatchedNew.keys) {
            let before = unmatchedOld[uid] ?? [], after = unmatchedNew[uid] ?? []
            if before.count == 1, after.count == 1 {
                if let change = compare(before[0], after[0]) { changes.append(change) }
                continue
            }
            changes += before.map { OccurrenceChange(kind: .removed, uid: uid, old: $0, new: nil) }
            changes += after.map { OccurrenceChange(kind: .added, uid: uid, old: nil, new: $0) }
        }
        return CalendarDiff(changes: changes, oldCount: oldByKey.count, newCount: newByKey.count)
    }

    private static func lastIndexByKey(_ occurrences: [ComparableOccurrence]) -> [String: Int] {
        var byKey: [String: Int] = [:]
        byKey.reserveCapacity(occurrences.count)
        for i in occurrences.indices { byKey[occurrences[i].key] = i }
        return byKey
    }

    /// What changed between two versions of one occurrence, or nil when nothing a student sees did.
    static func compare(_ old: OccurrenceSnapshot, _ new: OccurrenceSnapshot) -> OccurrenceChange? {
        var fields: [String] = []
        if old.start.date != new.start.date || old.end.date != new.end.date { fields.append("date") }
        if old.start.time != new.start.time || old.end.time != new.end.time || old.isAllDay != new.isAllDay { fields.append("time") }
        if old.location != new.location { fields.append("location") }
        if old.summary != new.summary { fields.append("summary") }
        if old.description != new.description { fields.append("description") }
        if old.isCancelled != new.isCancelled { fields.append("status") }

        let kind: OccurrenceChange.Kind
        if !old.isCancelled, new.isCancelled {
            kind = .cancelled
        } else if old.isCancelled, !new.isCancelled {
            kind = .reinstated
        } else if fields.contains("date") || fields.contains("time") {
            kind = .moved
        } else if fields.contains("location") {
            kind = .roomChanged
        } else if !fields.isEmpty {
            kind = .otherChanged
        } else {
            return nil
        }
        return OccurrenceChange(kind: kind, uid: new.uid, old: old, new: new, fields: fields)
    }
}
