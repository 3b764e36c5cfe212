import ICalendar

/// A row that was merged into another because it describes the same slot.
public struct MergedRow: Hashable, Sendable {
    public let source: RowSource
    public let into: RowSource
}

/// Derives each slot's UID and merges rows that repeat a slot.
///
/// The UID must stay the same when the timetable is exported again — even
/// though the service's numeric `id` differs between exports and between the
/// study programmes that list the same lecture — and differ for distinct
/// slots. It is derived from:
/// term, the planning system's slot name (`splusname` up to `$`; label, style
/// and group when there is none), weekday, start and end time, and for block
/// rows their date. Rows sharing all of these are the same slot if comment,
/// room and lecturer agree too (merged); otherwise they are parallel slots
/// ("bis KW 24" online and "ab KW 25" in a room) and the comment, lecturer and
/// room are added to tell them apart. See docs/identity.md.
public enum SlotIdentity {
    public static func assign(_ lectures: [PlannedLecture], term: Term) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        // Rows by key; most keys have one row, so only keys with several keep a list.
        var keys: [String] = []
        keys.reserveCapacity(lectures.count)
        var firstOfKey: [String: Int] = Dictionary(minimumCapacity: lectures.count)
        var rowsOfKey: [String: [Int]] = [:]
        let code = term.code
        for (i, lecture) in lectures.enumerated() {
            let key = baseKey(lecture, code: code)
            keys.append(key)
            if let first = firstOfKey[key] { rowsOfKey[key, default: [first]].append(i) } else { firstOfKey[key] = i }
        }
        // Whether a slot's rows differ in comment, lecturer or room (then each gets them in
        // its key); asked once per slot, and only slots with several rows can.
        var needsDetail = Set<String>()
        for (key, members) in rowsOfKey where Set(members.map { detail(lectures[$0]) }).count > 1 {
            needsDetail.insert(key)
        }
        // Group rows by their full key; the group's representative is chosen by content
        // (not by input order), so the calendar is the same whatever order rows come in.
        var firstOfGroup: [String: Int] = Dictionary(minimumCapacity: lectures.count)
        var rowsOfGroup: [String: [Int]] = [:]
        var order: [String] = []
        for (i, lecture) in lectures.enumerated() {
            let key = keys[i]
            let full = needsDetail.contains(key) ? key + "\u{1F}" + detail(lecture) : key
            if let first = firstOfGroup[full] {
                rowsOfGroup[full, default: [first]].append(i)
            } else {
                firstOfGroup[full] = i
                order.append(full)
            }
        }
        var result: [PlannedLecture] = []
        result.reserveCapacity(order.count)
        var merged: [MergedRow] = []
        for full in order {
            let members = rowsOfGroup[full].map { group in
                group.sorted { contentOrder(lectures[$0]).lexicographicallyPrecedes(contentOrder(lectures[$1])) }
            } ?? [firstOfGroup[full]!]
            var representative = lectures[members[0]]
            representative.uid = "sc-\(hex(fnv1a64(full)))@semestercal"
            result.append(representative)
            merged += members.dropFirst().map { MergedRow(source: lectures[$0].row.source, into: representative.row.source) }
        }
        return (result, merged)
    }

    /// The fields that decide which of several rows of one slot represents it.
    static func contentOrder(_ lecture: PlannedLecture) -> [String] {
        let r = lecture.row
        return [r.label, r.group, r.type, r.style, r.sp, r.docent, r.room, r.comment, r.splusName, r.source.file]
    }

    /// `code`: the term's (`Term.code`, asked once for all rows).
    static func baseKey(_ lecture: PlannedLecture, code: String) -> String {
        let row = lecture.row
        let slotName = row.slotName
        let slot = slotName.isEmpty ? [row.label, row.style, row.group].joined(separator: "\u{1E}") : slotName
        var parts = [code, slot, String(row.weekday), row.startTime.description, row.endTime.description]
        if lecture.kind.isBlock { parts.append(row.startDate?.iso ?? "") }
        return parts.joined(separator: "\u{1F}")
    }

    static func detail(_ lecture: PlannedLecture) -> String {
        [lecture.row.comment, lecture.row.docent, lecture.row.room].joined(separator: "\u{1E}")
    }

    /// FNV-1a, 64 bit: small, stable across platforms and releases (unlike `Hasher`).
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
