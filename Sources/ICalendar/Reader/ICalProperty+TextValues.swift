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

    /// TEXT unescaping; works on Unicode scalars so a backslash is never merged
    /// with a following combining mark into one `Character`.
    static func unescapeText(_ text: Substring) -> String {
        guard text.unicodeScalars.contains("\\") else { return String(text) }
        var out = String.UnicodeScalarView()
        var pendingBackslash = false
        for scalar in text.unicodeScalars {
            if pendingBackslash {
                pendingBackslash = false
                switch scalar {
                case "n", "N": out.append("\n")
                case "\\", ",", ";": out.append(scalar)
                default:
                    out.append("\\")
                    out.append(scalar)
                }
            } else if scalar == "\\" {
                pendingBackslash = true
            } else {
                out.append(scalar)
            }
        }
        if pendingBackslash { out.append("\\") }
        return String(out)
    }
}
