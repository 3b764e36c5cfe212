/// A string as a dictionary key compared byte for byte (UTF-8), not by canonical equivalence
/// as `String` is: "ü" written as one scalar and as u + combining diaeresis are different keys.
/// For caches whose results quote the text as written.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: ExactText, b: ExactText) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
