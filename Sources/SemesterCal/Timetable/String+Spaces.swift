import Foundation

extension Substring {
    /// `trimmingCharacters(in: .whitespaces)` (Unicode space separators and TAB, not line
    /// breaks) with a shortcut for the common case: once ASCII spaces and tabs are dropped
    /// from both ends, text that starts and ends with another ASCII character is done, because
    /// every other member of `.whitespaces` is non-ASCII. Foundation's trimming bridges to
    /// `NSString` on each call, and every timetable row needs several.
    func trimmingSpaces() -> String {
        // ASCII spaces and tabs are dropped here; whatever else is at either end then decides.
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        while start < end, utf8[utf8.index(before: end)] == 0x20 || utf8[utf8.index(before: end)] == 0x09 {
            end = utf8.index(before: end)
        }
        guard start < end else { return "" }
        if utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 { return String(self[start..<end]) }
        return trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    /// `trimmingCharacters(in: .whitespaces)`, quick when there is nothing to trim (see `Substring`'s).
    func trimmingSpaces() -> String {
        self[...].trimmingSpaces()
    }

    /// Whether `other` occurs in the string, as Foundation's `contains(_:)` answers (matching
    /// canonically equivalent text: "ü" as one scalar or as u + combining mark), with a shortcut:
    /// when every scalar of both is below U+0300 (no combining marks, nothing that decomposes
    /// into them), canonical equivalence is plain equality, so the UTF-8 bytes are searched.
    func containsText(_ other: String) -> Bool {
        var text = self
        var needle = other
        let plain = text.withUTF8 { haystack in
            needle.withUTF8 { pattern -> Bool? in
                guard !pattern.isEmpty, !haystack.contains(where: { $0 >= 0xCC }),
                      !pattern.contains(where: { $0 >= 0xCC }) else { return nil }
                guard pattern.count <= haystack.count else { return false }
                let first = pattern[0]
                for start in 0...(haystack.count - pattern.count) where haystack[start] == first {
                    var i = 1
                    while i < pattern.count, haystack[start + i] == pattern[i] { i += 1 }
                    if i == pattern.count { return true }
                }
                return false
            }
        }
        return plain ?? contains(other)
    }
}
