extension ICalProperty {
    /// The value decoded as TEXT (RFC 5545 3.3.11): `\n` and `\N` become a line
    /// feed, `\,` `\;` `\\` the character itself.
    ///
    /// Any other backslash sequence (not valid TEXT) is kept as written, backslash
    /// included, so nothing is silently lost; a trailing lone backslash is kept too.
    public var textValue: String {
        ICalProperty.unescapeText(value[...])
    }

    /// The value decoded as a list of TEXT values (e.g. CATEGORIES, RESOURCES):
    /// split at every comma not escaped by a backslash, then each item decoded
    /// as in `textValue`. An empty value is an empty list.
    public var textListValues: [String] {
        guard !value.isEmpty else { return [] }
        let scalars = value.unicodeScalars
        var items: [String] = []
        var itemStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if scalar == "\\" {
                if index < scalars.endIndex { index = scalars.index(after: index) }
            } else if scalar == "," {
                let itemEnd = scalars.index(before: index)
                items.append(ICalProperty.unescapeText(Substring(scalars[itemStart..<itemEnd])))
                itemStart = index
            }
        }
        items.append(ICalProperty.unescapeText(Substring(scalars[itemStart..<scalars.endIndex])))
        return items
    }

    /// TEXT unescaping; works on UTF-8 bytes (never on `Character`s, which would merge a
    /// backslash with a following combining mark).
    static func unescapeText(_ text: Substring) -> String {
        guard text.utf8.contains(0x5C) else { return String(text) }
        // Bytes: the backslash and the letters after it are ASCII, and no byte of a
        // multi-byte sequence is below 0x80, so this is the scalar-by-scalar rule.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingBackslash = false
        for byte in text.utf8 {
            if pendingBackslash {
                pendingBackslash = false
                switch byte {
                case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(0x0A)
                case 0x5C, UInt8(ascii: ","), UInt8(ascii: ";"): out.append(byte)
                default:
                    out.append(0x5C)
                    out.append(byte)
                }
            } else if byte == 0x5C {
                pendingBackslash = true
            } else {
                out.append(byte)
            }
        }
        if pendingBackslash { out.append(0x5C) }
        return String(decoding: out, as: UTF8.self)
    }
}
