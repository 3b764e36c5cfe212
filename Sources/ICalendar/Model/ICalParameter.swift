/// One property parameter, e.g. `TZID=Europe/Berlin` or `MEMBER="a","b"`.
///
/// Values are stored unformatted; `formatted` applies RFC 5545 quoting rules.
public struct ICalParameter: Hashable, Sendable {
    /// Parameter name, written verbatim (RFC 5545 names are upper case by convention).
    public var name: String
    /// One or more values; written comma-separated.
    public var values: [String]

    /// Creates a parameter with any number of values.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }

    /// Creates a parameter with a single value, e.g. `ICalParameter("TZID", "Europe/Berlin")`.
    public init(_ name: String, _ value: String) {
        self.init(name: name, values: [value])
    }

    /// `NAME=value[,value...]`, each value quoted when RFC 5545 requires it.
    public var formatted: String {
        name + "=" + values.map(ICalParameter.formatValue).joined(separator: ",")
    }

    /// Quotes a value containing `:` `;` `,` or `"` (RFC 5545 3.1, param-value).
    ///
    /// A quoted-string cannot contain DQUOTE and we do not use the RFC 6868 caret
    /// encoding (few clients decode it), so `"` becomes `'`. Control characters
    /// are not allowed either: line breaks become a space, the rest (except TAB)
    /// are dropped.
    static func formatValue(_ raw: String) -> String {
        // The common case (`TZID=Europe/Berlin`): nothing to quote, replace or drop.
        if !raw.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x3A || $0 == 0x3B || $0 == 0x2C }) {
            return raw
        }
        var needsQuotes = false
        var cleaned = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in raw.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\r":
                cleaned.append(" ")
            case "\n":
                if !previousWasCR { cleaned.append(" ") }
            case "\"":
                needsQuotes = true
                cleaned.append("'")
            case ":", ";", ",":
                needsQuotes = true
                cleaned.append(scalar)
            case "\t":
                cleaned.append(scalar)
            default:
                if !isControl(scalar) { cleaned.append(scalar) }
            }
        }
        let text = String(cleaned)
        return needsQuotes ? "\"" + text + "\"" : text
    }
}

/// RFC 5545 CONTROL: %x00-1F and %x7F (callers decide what to do with TAB).
func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
}
