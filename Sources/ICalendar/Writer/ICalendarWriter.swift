/// Turns components into RFC 5545 text: one content line per property, every
/// line ended by CRLF and folded to at most 75 octets.
///
/// The output depends only on the input values (no dates, locales or hash
/// order), so the same calendar always serialises to the same bytes.
public enum ICalendarWriter: Sendable {
    /// RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break.
    public static let maximumLineOctets = 75

    /// The whole component tree, `BEGIN:`/`END:` lines included, each line ended by CRLF.
    public static func serialize(_ component: ICalComponent) -> String {
        var out = ""
        write(component, into: &out)
        return out
    }

    /// `serialize(_:)` as UTF-8 bytes, ready to be written to a file.
    public static func serializeBytes(_ component: ICalComponent) -> [UInt8] {
        Array(serialize(component).utf8)
    }

    /// The unfolded content line `NAME;PARAM=v:VALUE` (no line break).
    ///
    /// CR and LF are removed: a property value must never end a line early, and
    /// the formatting constructors have already turned real line breaks into `\n`.
    public static func contentLine(_ property: ICalProperty) -> String {
        var line = property.name
        for parameter in property.parameters {
            line += ";" + parameter.formatted
        }
        line += ":" + property.value
        return removingLineBreaks(line)
    }

    /// Folds one logical line: physical lines of at most 75 octets joined by
    /// CRLF + space (the space counts towards the next line's 75).
    ///
    /// Folds fall between grapheme clusters, so a character such as "ü" written as
    /// u + combining diaeresis, or an emoji with modifiers, stays on one line.
    /// Only a cluster too long for a whole line (74 octets after the space) is
    /// split, and then between Unicode scalars, never inside a UTF-8 sequence.
    /// Unfolding (removing every CRLF + one space) restores the input exactly.
    public static func fold(_ line: String) -> String {
        let limit = maximumLineOctets
        guard line.utf8.count > limit else { return line }
        var out = ""
        var used = 0  // octets on the current physical line
        for character in line {
            let size = character.utf8.count
            if used + size <= limit {
                out.append(character)
                used += size
            } else if 1 + size <= limit {
                out += "\r\n "
                out.append(character)
                used = 1 + size
            } else {
                // Pathological cluster (e.g. dozens of combining marks): fall back to scalars.
                for scalar in character.unicodeScalars {
                    let scalarSize = UTF8.width(scalar)
                    if used + scalarSize > limit {
                        out += "\r\n "
                        used = 1
                    }
                    out.unicodeScalars.append(scalar)
                    used += scalarSize
                }
            }
        }
        return out
    }

    private static func write(_ component: ICalComponent, into out: inout String) {
        emit("BEGIN:" + component.name, into: &out)
        for property in component.properties {
            emit(contentLine(property), into: &out)
        }
        for child in component.components {
            write(child, into: &out)
        }
        emit("END:" + component.name, into: &out)
    }

    private static func emit(_ line: String, into out: inout String) {
        out += fold(removingLineBreaks(line))
        out += "\r\n"
    }

    private static func removingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != "\r" && $0 != "\n" })
        return String(scalars)
    }
}
