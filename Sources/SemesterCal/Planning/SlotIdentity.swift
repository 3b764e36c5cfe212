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
        var byKey: [String: [Int]] = [:]
        var keys: [String] = []
        let code = term.code
        for (i, lecture) in lectures.enumerated() {
            let key = baseKey(lecture, code: code)
            keys.append(key)
            byKey[key, default: []].append(i)
        }
        // Whether a slot's rows differ in comment, lecturer or room (then each gets them in
        // its key); asked once per slot, and only slots with several rows can.
        var needsDetailByKey: [String: Bool] = [:]
        for (key, members) in byKey where members.count > 1 {
            needsDetailByKey[key] = Set(members.map { detail(lectures[$0]) }).count > 1
        }
        // Group rows by their full key; the group's representative is chosen by content
        // (not by input order), so the calendar is the same whatever order rows come in.
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (i, lecture) in lectures.enumerated() {
            let key = keys[i]
            let needsDetail = needsDetailByKey[key] ?? false
            let full = needsDetail ? key + "\u{1F}" + detail(lecture) : key
            if groups[full] == nil { order.append(full) }
            groups[full, default: []].append(i)
        }
        var result: [PlannedLecture] = []
        var merged: [MergedRow] = []
        for full in order {
            let group = groups[full]!
            let members = group.count == 1 ? group : group.sorted { contentOrder(lectures[$0]).lexicographicallyPrecedes(contentOrder(lectures[$1])) }
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
