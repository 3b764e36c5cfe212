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
    /// Open addressing by the texts' FNV-1a: place + 1 in `texts`, 0 for an empty slot.
    @exclusivity(unchecked) private var slots: [UInt32]
    @exclusivity(unchecked) private var used = 0

    init(file: String) {
        self.file = file
        slots = [UInt32](repeating: 0, count: 64)
    }

    subscript(place: UInt32) -> String { texts[Int(place)] }

    /// The place of `text`, added if it is not held yet.
    func place(of text: String) -> UInt32 {
        if text.isEmpty { return 0 }
        var text = text
        let found: UInt32? = text.withUTF8 { bytes in
            var slot = Self.hash(bytes) & (slots.count - 1)
            while slots[slot] != 0 {
                let place = slots[slot] - 1
                if Self.same(&texts[Int(place)], bytes) { return place }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
        if let found { return found }
        let hash = text.withUTF8 { Self.hash($0) }
        var slot = hash & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        let place = UInt32(texts.count)
        texts.append(text)
        slots[slot] = place + 1
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
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        for place in texts.indices.dropFirst() {
            var text = texts[place]
            var slot = text.withUTF8 { Self.hash($0) } & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = UInt32(place) + 1
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = FNV1a.hash(bytes)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// Whether `text` is made of exactly `bytes` (`inout`: the table's texts are native, so
    /// `withUTF8` reads them in place).
    private static func same(_ text: inout String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        return text.withUTF8 { stored in memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }
}
