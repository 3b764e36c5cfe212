import Foundation

/// The texts a reader has made, found again by their bytes: a timetable repeats a few thousand
/// labels, comments, lecturers and styles over all its rows, and a repeat shares the first one's
/// storage instead of allocating its own (at 1,000,000 rows that is a quarter of the memory the
/// rows hold). Used by one thread at a time.
///
/// Texts of up to 15 bytes are stored inside the `String` itself, so they are made, not pooled.
/// The pool grows to `maximumSlots` and then only finds what it holds: a text every row has its
/// own of (an id, a slot name) costs a look-up, not memory.
final class TextPool {
    private var slots: [String?]
    private var used = 0
    private let maximumSlots: Int

    init(initialSlots: Int = 256, maximumSlots: Int = 1 << 16) {
        precondition(initialSlots > 0 && initialSlots & (initialSlots - 1) == 0, "TextPool: slots must be a power of two")
        slots = [String?](repeating: nil, count: initialSlots)
        self.maximumSlots = max(initialSlots, maximumSlots)
    }

    /// How many texts the pool holds.
    var count: Int { used }

    /// The text of `bytes` (valid UTF-8): one held already when there is one.
    func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        let hash = Self.hash(bytes)
        var slot = hash & (slots.count - 1)
        while let candidate = slots[slot] {
            if Self.equal(candidate, bytes) { return candidate }
            slot = (slot + 1) & (slots.count - 1)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if used + 1 <= slots.count * 3 / 4 {
            slots[slot] = text
            used += 1
        } else if slots.count < maximumSlots {
            grow()
            insert(text, hash: hash)
        }
        return text
    }

    private func grow() {
        let old = slots
        slots = [String?](repeating: nil, count: old.count * 2)
        used = 0
        for case var text? in old {
            let hash = text.withUTF8 { Self.hash($0) }
            insert(text, hash: hash)
        }
    }

    private func insert(_ text: String, hash: Int) {
        var slot = hash & (slots.count - 1)
        while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = text
        used += 1
    }

    /// FNV-1a, its high half folded into the low bits that pick a slot.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = FNV1a.hash(bytes)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    private static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { stored in
            memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        } ?? utf8.elementsEqual(bytes)
    }
}
