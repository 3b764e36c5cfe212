/// A string as a dictionary key compared byte for byte (UTF-8), not by canonical equivalence
/// as `String` is: "ü" written as one scalar and as u + combining diaeresis are different keys.
/// For caches whose results quote the text as written.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: ExactText, b: ExactText) -> Bool {
        a.text.sameBytes(as: b.text)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether both hold the same UTF-8 bytes: the lengths first, then the bytes as one buffer
    /// each (comparing the `utf8` views element by element costs several times as much).
    func sameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }
}
