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
    public static func assign(_ lectures: consuming [PlannedLecture], term: Term) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        assign(lectures, term: term, pieces: min(Parallel.width, lectures.count / LecturePlanner.rowsPerPiece))
    }

    /// `assign(_:term:)` with the rows' keys made in `pieces` pieces at once.
    /// The lectures are consumed: the groups' representatives are put in their place, so a large
    /// timetable's lectures are not held twice (100,000 of them are 40 MB).
    static func assign(_ lectures: consuming [PlannedLecture], term: Term, pieces: Int) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        // Keys are hashed as few times as possible: slot names hold "§", and a String that is
        // not ASCII is normalized each time it is hashed. Each row's key is made and hashed once
        // (for a large timetable on all cores at once: that is most of the work here).
        let keys = baseKeys(of: lectures, code: term.code, pieces: pieces)
        // The first row of each key, found with one lookup per row; only keys with several rows
        // keep a list of them.
        var firstOfKey: [SlotKey: Int] = Dictionary(minimumCapacity: lectures.count)
        var firstRow: [Int] = []
        firstRow.reserveCapacity(lectures.count)
        var rowsOfKey: [Int: [Int]] = [:]  // by the key's first row
        for i in lectures.indices {
            let first = firstIndex(&firstOfKey[keys[i], default: i])
            firstRow.append(first)
            if first != i { rowsOfKey[first, default: [first]].append(i) }
        }
        // Rows of one slot that differ in comment, lecturer or room get these in their key
        // (and are told apart by them); only slots with several rows can.
        var needsDetail = [Bool](repeating: false, count: lectures.count)
        for members in rowsOfKey.values where Set(members.map { detail(lectures[$0]) }).count > 1 {
            for member in members { needsDetail[member] = true }
        }
        // Group rows by their full key (the key, or the key and the details), each group named
        // by its first row; the group's representative is chosen by content (not by input
        // order), so the calendar is the same whatever order rows come in.
        var firstOfDetailedKey: [String: Int] = [:]
        var groupOf: [Int] = []
        groupOf.reserveCapacity(lectures.count)
        var membersOfGroup: [Int: [Int]] = [:]  // groups with several rows
        for i in lectures.indices {
            let group = needsDetail[i] ? firstIndex(&firstOfDetailedKey[fullKey(lectures[i], keys[i].text, needsDetail[i]), default: i]) : firstRow[i]
            groupOf.append(group)
            if group != i { membersOfGroup[group, default: [group]].append(i) }
        }
        let uids = groupUIDs(of: lectures, keys: keys, groupOf: groupOf, needsDetail: needsDetail, pieces: pieces)
        // Group `i` is made from rows `i` and later only, so the position of the next kept lecture
        // holds a row already dealt with: the representative is swapped into it (not copied), and
        // the kept lectures fill the front of the array.
        var kept = 0
        var merged: [MergedRow] = []
        for i in lectures.indices where groupOf[i] == i {
            var representative = i
            if let group = membersOfGroup[i] {
                let members = group.sorted { contentOrder(lectures[$0]).lexicographicallyPrecedes(contentOrder(lectures[$1])) }
                representative = members[0]
                merged += members.dropFirst().map { MergedRow(source: lectures[$0].row.source, into: lectures[representative].row.source) }
            }
            lectures.swapAt(kept, representative)
            lectures[kept].uid = uids[i]
            kept += 1
        }
        lectures.removeLast(lectures.count - kept)
        return (lectures, merged)
    }

    /// The UID of each group, at its first row (empty for the other rows), in `pieces` pieces at once.
    private static func groupUIDs(of lectures: [PlannedLecture], keys: [SlotKey], groupOf: [Int], needsDetail: [Bool],
                                  pieces: Int) -> [String] {
        @Sendable func uid(_ i: Int) -> String {
            groupOf[i] == i ? "sc-\(hex(fnv1a64(fullKey(lectures[i], keys[i].text, needsDetail[i]))))@semestercal" : ""
        }
        return pieces > 1
            ? Parallel.array(count: lectures.count, pieces: pieces) { range, put in
                for i in range { put(i, uid(i)) }
            }
            : lectures.indices.map(uid)
    }

    /// Each lecture's base key, in `pieces` pieces at once. `code`: the term's.
    private static func baseKeys(of lectures: [PlannedLecture], code: String, pieces: Int) -> [SlotKey] {
        // By index: a bound copy of a lecture retains each of its strings.
        pieces > 1
            ? Parallel.array(count: lectures.count, pieces: pieces) { range, put in
                for i in range { put(i, SlotKey(baseKey(lectures[i], code: code))) }
            }
            : lectures.indices.map { SlotKey(baseKey(lectures[$0], code: code)) }
    }

    /// The value at a dictionary entry reached with `dictionary[key, default: new]`: the
    /// entry's value if it was there, else `new`, now stored (one hash of the key either way).
    private static func firstIndex(_ value: inout Int) -> Int {
        value
    }

    /// The key that names a row's group: its base key, with the details when the slot needs them.
    private static func fullKey(_ lecture: PlannedLecture, _ key: String, _ needsDetail: Bool) -> String {
        needsDetail ? key + "\u{1F}" + detail(lecture) : key
    }

    /// The fields that decide which of several rows of one slot represents it.
    static func contentOrder(_ lecture: PlannedLecture) -> [String] {
        let r = lecture.row
        return [r.label, r.group, r.type, r.style, r.sp, r.docent, r.room, r.comment, r.splusName, r.source.file]
    }

    /// `code`: the term's (`Term.code`, asked once for all rows).
    static func baseKey(_ lecture: PlannedLecture, code: String) -> String {
        // `[code, slot, weekday, start, end(, date)].joined(separator: "\u{1F}")`, the slot being the
        // slot name or `[label, style, group].joined(separator: "\u{1E}")`, appended in place.
        let row = lecture.row
        let slotName = row.slotName
        var key = code
        // Room for the slot, four separators, the weekday and two times (15 bytes), and a block's
        // date (11 more): a million keys live at once, so no more than that.
        let slot = slotName.isEmpty ? row.label.utf8.count + row.style.utf8.count + row.group.utf8.count + 4 : slotName.utf8.count
        key.reserveCapacity(code.utf8.count + slot + (lecture.kind.isBlock ? 26 : 15))
        key += "\u{1F}"
        if slotName.isEmpty {
            key += row.label
            key += "\u{1E}"
            key += row.style
            key += "\u{1E}"
            key += row.group
        } else {
            key += slotName
        }
        key += "\u{1F}"
        key += String(row.weekday)
        key += "\u{1F}"
        key += row.startTime.description
        key += "\u{1F}"
        key += row.endTime.description
        if lecture.kind.isBlock {
            key += "\u{1F}"
            key += row.startDate?.iso ?? ""
        }
        return key
    }

    static func detail(_ lecture: PlannedLecture) -> String {
        [lecture.row.comment, lecture.row.docent, lecture.row.room].joined(separator: "\u{1E}")
    }

    /// FNV-1a of the text's UTF-8: the same for a text on every platform and release.
    static func fnv1a64(_ text: String) -> UInt64 {
        FNV1a.hash(text.utf8)
    }

    /// Sixteen lowercase hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { digits in
            for i in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * i)) & 0xF
                digits[i] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}

/// A slot's key with its hash worked out once: a `String` that is not ASCII is normalized each
/// time it is hashed. Equal as the texts are (`String`'s equality), the same bytes settling it
/// at once.
struct SlotKey: Hashable, Sendable {
    let text: String
    let hash: Int

    init(_ text: String) {
        self.text = text
        hash = text.hashValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (a: SlotKey, b: SlotKey) -> Bool {
        a.hash == b.hash && (a.text.sameBytes(as: b.text) || a.text == b.text)
    }
}
