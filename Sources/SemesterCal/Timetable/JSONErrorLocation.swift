import Foundation

/// Where a JSON text that `JSONSerialization` rejected goes wrong, for the error message.
///
/// The parser gives the offset of most errors, but not of the commonest one: a text that just
/// stops (an interrupted download) is only "Unexpected end of file" on Linux, and a number too
/// large for a `Double` or an unpaired surrogate escape come without an offset too. This scan
/// reads strings, brackets and numbers — no values — to find those places; it runs only after
/// the parser failed, so it never decides whether a text is valid.
enum JSONErrorLocation {
    enum Finding: Equatable {
        /// The text ends inside a string, or with objects or lists still open (the innermost one
        /// named): it was cut off.
        case endsInside(String)
        case unpairedSurrogate(offset: Int)
        case numberTooLarge(offset: Int, text: String)
        case onlyWhiteSpace
        case nothing
    }

    static func scan(_ data: Data) -> Finding {
        data.withUnsafeBytes { raw in scan(raw.bindMemory(to: UInt8.self)) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Finding {
        var open: [UInt8] = []  // `{` and `[` not yet closed
        var sawValue = false
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                i += 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append(byte)
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                i += 1
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    guard bytes[j] == UInt8(ascii: "\\") else { j += 1; continue }
                    guard j + 1 < bytes.count else { return .endsInside("a string") }
                    if bytes[j + 1] == UInt8(ascii: "u"), let unit = hex(bytes, at: j + 2) {
                        if (0xDC00...0xDFFF).contains(unit) { return .unpairedSurrogate(offset: j) }
                        if (0xD800...0xDBFF).contains(unit) {
                            // A high surrogate needs `\uDC00`…`\uDFFF` right after it.
                            let next = Array(bytes[(j + 6)..<min(j + 12, bytes.count)])
                            let low = next.count == 6 && next[0] == UInt8(ascii: "\\") && next[1] == UInt8(ascii: "u")
                                ? hex(bytes, at: j + 8) : nil
                            if let low, (0xDC00...0xDFFF).contains(low) {
                                j += 12
                                continue
                            }
                            // The text ending within what could still be one is a cut, not a mistake.
                            let isCutOff = next.count < 6 && next.enumerated().allSatisfy { k, byte in
                                k == 0 ? byte == UInt8(ascii: "\\") : k == 1 ? byte == UInt8(ascii: "u")
                                    : Character(Unicode.Scalar(byte)).isHexDigit
                            }
                            return isCutOff ? .endsInside("a string") : .unpairedSurrogate(offset: j)
                        }
                        j += 6
                    } else {
                        j += 2
                    }
                }
                guard j < bytes.count else { return .endsInside("a string") }
                i = j + 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i
                while j < bytes.count, isNumberByte(bytes[j]) { j += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self)
                if let value = Double(text), !value.isFinite { return .numberTooLarge(offset: i, text: text) }
                i = j
            default:
                i += 1
            }
            sawValue = true
        }
        if let innermost = open.last { return .endsInside(innermost == UInt8(ascii: "{") ? "an object" : "a list") }
        return sawValue ? .nothing : .onlyWhiteSpace
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// The four hexadecimal digits at `index` as a number; nil when they are not all there.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Line and column (both from 1; columns count characters, not bytes) of the byte at
    /// `offset` — or, for `offset == data.count`, of the place just after the last character.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var line = 1, column = 1
            for byte in bytes.prefix(offset) {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                    column += 1
                }
            }
            return (line, column)
        }
    }
}
