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
        assign(lectures, term: term, pieces: Parallel.pieces(for: lectures.count, per: LecturePlanner.rowsPerPiece))
    }

    /// `assign(_:term:)` with the rows' keys made in `pieces` pieces at once.
    /// The lectures are consumed: the groups' representatives are put in their place, so a large
    /// timetable's lectures are not held twice (100,000 of them are 40 MB).
    /// `keyHash`: what rows are first grouped by (tests give every key the same hash, to see that
    /// keys that share a hash are still told apart).
    static func assign(_ lectures: consuming [PlannedLecture], term: Term, pieces: Int,
                       keyHash: @Sendable (String) -> Int = { $0.hashValue }) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        // Each row's key is made and hashed once (for a large timetable on all cores at once: that
        // is most of the work here), and only its hashes are kept: a million keys' texts are 80 MB.
        // The few rows whose key hash was seen before are compared by text.
        let keys = baseKeys(of: lectures, code: term.code, pieces: pieces, keyHash: keyHash)
        let code = term.code
        // The first row of each key, found with one lookup per row; only keys with several rows
        // keep a list of them.
        var firstOfKey: [Int: Int] = Dictionary(minimumCapacity: lectures.count)
        var firstOfCollidingKey: [String: Int] = [:]  // keys whose hash another key has too
        var firstRow: [Int] = []
        firstRow.reserveCapacity(lectures.count)
        var rowsOfKey: [Int: [Int]] = [:]  // by the key's first row
        for i in lectures.indices {
            var first = firstIndex(&firstOfKey[keys[i].hash, default: i])
            if first != i {
                // The same hash: the same key (a slot listed again), or, hardly ever, another key.
                let key = baseKey(lectures[i], code: code)
                if key != baseKey(lectures[first], code: code) {
                    first = firstIndex(&firstOfCollidingKey[key, default: i])
                }
            }
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
            let group = needsDetail[i]
                ? firstIndex(&firstOfDetailedKey[baseKey(lectures[i], code: code) + detailSeparator + detail(lectures[i]), default: i])
                : firstRow[i]
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
            lectures[kept].slotUID = SlotUID(uids[i])
            kept += 1
        }
        lectures.removeLast(lectures.count - kept)
        return (lectures, merged)
    }

    /// The UID hash of each group, at its first row (0 for the other rows), in `pieces` pieces at once.
    private static func groupUIDs(of lectures: [PlannedLecture], keys: [SlotKey], groupOf: [Int], needsDetail: [Bool],
                                  pieces: Int) -> [UInt64] {
        @Sendable func uid(_ i: Int) -> UInt64 {
            guard groupOf[i] == i else { return 0 }
            // The full key's hash, continued from the base key's: the full key is not made.
            return needsDetail[i] ? FNV1a.hash((detailSeparator + detail(lectures[i])).utf8, continuing: keys[i].fnv) : keys[i].fnv
        }
        return pieces > 1
            ? Parallel.array(count: lectures.count, pieces: pieces) { range, put in
                for i in range { put(i, uid(i)) }
            }
            : lectures.indices.map(uid)
    }

    /// Each lecture's base key's hashes, in `pieces` pieces at once. `code`: the term's.
    private static func baseKeys(of lectures: [PlannedLecture], code: String, pieces: Int,
                                 keyHash: @Sendable (String) -> Int) -> [SlotKey] {
        // By index: a bound copy of a lecture retains each of its strings.
        pieces > 1
            ? Parallel.array(count: lectures.count, pieces: pieces) { range, put in
                for i in range { put(i, SlotKey(baseKey(lectures[i], code: code), hash: keyHash)) }
            }
            : lectures.indices.map { SlotKey(baseKey(lectures[$0], code: code), hash: keyHash) }
    }

    /// The value at a dictionary entry reached with `dictionary[key, default: new]`: the
    /// entry's value if it was there, else `new`, now stored (one hash of the key either way).
    private static func firstIndex(_ value: inout Int) -> Int {
        value
    }

    /// Between a key and its details in the full key that names a row's group: the base key, or,
    /// when the slot needs them, the base key, this and the details.
    static let detailSeparator = "\u{1F}"

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
}

/// A slot's UID, "sc-" and the 16 hexadecimal digits of its key's hash, "@semestercal", kept as
/// the hash: a million lectures hold one each until their calendar is written, 8 bytes instead
/// of a 31-byte text in a 64-byte object. Spelt out where it is written or looked up.
public struct SlotUID: Hashable, Comparable, Sendable {
    public let hash: UInt64

    public init(_ hash: UInt64) {
        self.hash = hash
    }

    public var text: String { spelt(splitOff: nil) }

    /// The UID of one date split off the slot's series (`SeriesEncoder.Series.uid(ofLecture:)`):
    /// "sc-…-YYYYMMDD@semestercal".
    public func text(splitOff date: CalendarDate) -> String { spelt(splitOff: date.basic) }

    /// "sc-", the hash's 16 lowercase hexadecimal digits, "-" and `splitOff` if given,
    /// "@semestercal": written into one buffer, as it is made for every event written.
    private func spelt(splitOff: String?) -> String {
        let prefix: StaticString = "sc-", suffix: StaticString = "@semestercal"
        let capacity = prefix.utf8CodeUnitCount + 16 + (splitOff.map { 1 + $0.utf8.count } ?? 0) + suffix.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: capacity) { bytes in
            var end = 0
            func put(_ text: StaticString) {
                text.withUTF8Buffer { for byte in $0 { bytes[end] = byte; end += 1 } }
            }
            put(prefix)
            for i in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * i)) & 0xF
                bytes[end] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                end += 1
            }
            if let splitOff {
                put("-")
                for byte in splitOff.utf8 { bytes[end] = byte; end += 1 }
            }
            put(suffix)
            return end
        }
    }

    /// The order of the texts: their hexadecimal digits have a fixed width.
    public static func < (a: SlotUID, b: SlotUID) -> Bool { a.hash < b.hash }
}

/// A slot's base key, kept as its two hashes (the text is made again where it is needed):
/// - `hash`, `String`'s: equal for keys that are equal as `String`s (the same characters, also in
///   another normalization), and what rows are grouped by;
/// - `fnv`, FNV-1a of its UTF-8: the same on every platform and release, what the UID is made from.
struct SlotKey: Sendable {
    let hash: Int
    let fnv: UInt64

    init(_ text: String, hash: (String) -> Int) {
        self.hash = hash(text)
        fnv = FNV1a.hash(text.utf8)
    }
}
