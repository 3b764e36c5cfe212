import Foundation

/// The texts of rows read together (a timetable file, or one piece of a large one), each distinct
/// text held once: a row names its texts by their places here (4 bytes each) instead of holding
/// eleven `String`s (16 bytes each), and most rows repeat their label, lecturer, room, style,
/// type and comment. A million rows are held at once while their calendar is made.
///
/// Texts are added only while the rows are read, by the one thread reading them (`place(of:)`),
/// then `finishAdding()` lets the index go; afterwards the table is only read, from any thread
/// (the rows are handed over after their reading ends). Texts are told apart by their bytes, so
/// a row gives back exactly what it was made with.
final class RowTexts: @unchecked Sendable {
    // @unchecked: see above; `texts` and `slots` change only before the rows are handed over.
    /// The name of the file the rows come from (the same for all).
    let file: String
    // Unchecked exclusivity: one thread adds, and no access overlaps another (a checked access
    // cost as much as the look-up).
    @exclusivity(unchecked) private(set) var texts: [String] = [""]
    /// Open addressing by the texts' FNV-1a: the hash's high half, and the place + 1 in `texts`
    /// in the low half (0 for an empty slot). The hash is kept so that growing does not hash
    /// every text again, and most texts that are not the one sought are passed without a look.
    @exclusivity(unchecked) private var slots: [UInt64]
    @exclusivity(unchecked) private var used = 0

    init(file: String) {
        self.file = file
        slots = [UInt64](repeating: 0, count: 64)
    }

    subscript(place: UInt32) -> String { texts[Int(place)] }

    /// The place of `text`, added if it is not held yet.
    func place(of text: String) -> UInt32 {
        if text.isEmpty { return 0 }
        var text = text
        let (found, hash): (UInt32?, UInt64) = text.withUTF8 { bytes in
            let hash = FNV1a.hash(bytes) & 0xFFFF_FFFF_0000_0000
            var slot = Self.slot(hash, slots.count)
            while slots[slot] != 0 {
                if slots[slot] & 0xFFFF_FFFF_0000_0000 == hash {
                    let place = UInt32(truncatingIfNeeded: slots[slot]) - 1
                    if Self.same(&texts[Int(place)], bytes) { return (place, hash) }
                }
                slot = (slot + 1) & (slots.count - 1)
            }
            return (nil, hash)
        }
        if let found { return found }
        let place = UInt32(texts.count)
        texts.append(text)
        insert(hash | UInt64(place + 1))
        used += 1
        if used * 4 > slots.count * 3 { grow() }
        return place
    }

    /// No more texts: the index is let go.
    func finishAdding() {
        slots = []
        texts = texts.withUnsafeBufferPointer { Array($0) }  // no room to spare
    }

    private func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 { insert(entry) }
    }

    private func insert(_ entry: UInt64) {
        var slot = Self.slot(entry & 0xFFFF_FFFF_0000_0000, slots.count)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = entry
    }

    /// The first slot of a hash (its high half, folded).
    private static func slot(_ hash: UInt64, _ count: Int) -> Int {
        Int(truncatingIfNeeded: (hash >> 32) ^ (hash >> 47)) & (count - 1)
    }

    /// Whether `text` is made of exactly `bytes` (`inout`: the table's texts are native, so
    /// `withUTF8` reads them in place).
    private static func same(_ text: inout String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        return text.withUTF8 { stored in memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }
}
