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
        String(decoding: serializeBytes(component), as: UTF8.self)
    }

    /// `serialize(_:)` as UTF-8 bytes, ready to be written to a file.
    ///
    /// The bytes are written directly (no `String` is built on the way): a calendar of
    /// 100,000 events is some 50 MB, and appending to a `String` character by character
    /// cost more than everything else of a conversion together.
    public static func serializeBytes(_ component: ICalComponent) -> [UInt8] {
        var out: [UInt8] = []
        // Room for all of it at once: growing by doubling would copy the bytes several times
        // and, while it copies, hold the old and the new buffer (50 and 100 MB for 100,000 events).
        out.reserveCapacity(sizeBound(component))
        var line: [UInt8] = []
        write(component, into: &out, line: &line)
        return out
    }

    /// The number of bytes `serializeBytes` writes, estimated by a walk over the tree that
    /// only adds up lengths: a little more where line breaks are dropped or values need no
    /// quotes; a few bytes less only for lines folded between long grapheme clusters.
    static func sizeBound(_ component: ICalComponent) -> Int {
        func folded(_ length: Int) -> Int {
            length + 3 * max(0, (length - 1) / (maximumLineOctets - 1)) + 2
        }
        func size(_ component: ICalComponent) -> Int {
            var total = 2 * folded(6 + component.name.utf8.count)  // BEGIN: and END:
            let properties = component.properties
            for p in properties.indices {
                var length = properties[p].name.utf8.count + 1 + properties[p].value.utf8.count
                for q in properties[p].parameters.indices {
                    length += properties[p].parameters[q].name.utf8.count + 2
                    for v in properties[p].parameters[q].values.indices {
                        length += properties[p].parameters[q].values[v].utf8.count + 3  // quotes and a comma
                    }
                }
                total += folded(length)
            }
            for c in component.components.indices { total += size(component.components[c]) }
            return total
        }
        return size(component)
    }

    /// Writes a component whose sub-components come one at a time, so that they need not all
    /// exist at once: `Stream(root)` writes the root's BEGIN line, properties and own
    /// sub-components, `append` each further sub-component, `finish` the END line. The bytes
    /// are those `serializeBytes` gives for the root with the appended sub-components added.
    ///
    /// A long run of sub-components can be written in parts (at the same time, each by a
    /// stream of its own) and the parts' bytes joined in order: the first part `opening` the
    /// root, the last `closing` it, the ones between doing neither.
    public struct Stream {
        private var out: [UInt8] = []
        private var line: [UInt8] = []
        /// The root's name, for its END line; nil for a part that does not close it.
        private let closingName: String?

        public init(_ root: ICalComponent, opening: Bool = true, closing: Bool = true) {
            closingName = closing ? root.name : nil
            guard opening else { return }
            ICalendarWriter.writeOpening(root, into: &out, line: &line)
            for c in root.components.indices { ICalendarWriter.write(root.components[c], into: &out, line: &line) }
        }

        public mutating func append(_ component: ICalComponent) {
            ICalendarWriter.write(component, into: &out, line: &line)
        }

        /// The bytes written so far.
        public var count: Int { out.count }

        /// Makes room for `total` bytes in all (see `Array.reserveCapacity`).
        public mutating func reserveCapacity(_ total: Int) {
            out.reserveCapacity(total)
        }

        public mutating func finish() -> [UInt8] {
            if let closingName { ICalendarWriter.writeEnd(closingName, into: &out, line: &line) }
            return out
        }
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
        let utf8 = line.utf8
        guard utf8.count > limit else { return line }
        // Built as bytes, each cluster copied from the line by its bounds: appending `Character`s
        // to a `String` cost thousands of instructions each (a 100 KB description: a second).
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + utf8.count / (limit - 1) * 3 + 3)
        var used = 0  // octets on the current physical line
        var start = line.startIndex
        while start < line.endIndex {
            let end = line.index(after: start)
            let size = utf8.distance(from: start, to: end)
            if used + size <= limit {
                out.append(contentsOf: utf8[start..<end])
                used += size
            } else if 1 + size <= limit {
                out.append(contentsOf: [0x0D, 0x0A, 0x20])
                out.append(contentsOf: utf8[start..<end])
                used = 1 + size
            } else {
                // Pathological cluster (e.g. dozens of combining marks): fall back to scalars.
                for scalar in line.unicodeScalars[start..<end] {
                    let scalarSize = UTF8.width(scalar)
                    if used + scalarSize > limit {
                        out.append(contentsOf: [0x0D, 0x0A, 0x20])
                        used = 1
                    }
                    out.append(contentsOf: String(scalar).utf8)
                    used += scalarSize
                }
            }
            start = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ component: ICalComponent, into out: inout [UInt8], line: inout [UInt8]) {
        writeOpening(component, into: &out, line: &line)
        for c in component.components.indices {
            write(component.components[c], into: &out, line: &line)
        }
        writeEnd(component.name, into: &out, line: &line)
    }

    /// The BEGIN line and the properties.
    private static func writeOpening(_ component: ICalComponent, into out: inout [UInt8], line: inout [UInt8]) {
        line.removeAll(keepingCapacity: true)
        line += "BEGIN:".utf8
        line += component.name.utf8
        emit(&line, into: &out)
        // Elements are reached by index, not bound to loop variables: a copy of a property
        // retains and releases each of its strings and arrays.
        let properties = component.properties
        for p in properties.indices {
            line.removeAll(keepingCapacity: true)
            line += properties[p].name.utf8
            for q in properties[p].parameters.indices {
                // `parameter.formatted`, without building it as a string first.
                line.append(UInt8(ascii: ";"))
                line += properties[p].parameters[q].name.utf8
                line.append(UInt8(ascii: "="))
                for v in properties[p].parameters[q].values.indices {
                    if v > 0 { line.append(UInt8(ascii: ",")) }
                    line += ICalParameter.formatValue(properties[p].parameters[q].values[v]).utf8
                }
            }
            line.append(UInt8(ascii: ":"))
            line += properties[p].value.utf8
            emit(&line, into: &out)
        }
    }

    private static func writeEnd(_ name: String, into out: inout [UInt8], line: inout [UInt8]) {
        line.removeAll(keepingCapacity: true)
        line += "END:".utf8
        line += name.utf8
        emit(&line, into: &out)
    }

    /// One content line (UTF-8, unfolded): CR and LF removed, folded, ended by CRLF.
    /// Works on bytes when every scalar of the line is below U+0300: each such scalar is a
    /// grapheme cluster of its own (no combining marks, no CR LF pair once line breaks are
    /// gone), so folding between scalars is folding between clusters, as `fold(_:)` does.
    /// Other lines go through `fold(_:)` itself.
    private static func emit(_ line: inout [UInt8], into out: inout [UInt8]) {
        // One look at every byte: line breaks to remove, and anything from U+0300 on.
        var hasLineBreak = false
        var hasHighScalar = false
        line.withUnsafeBufferPointer { bytes in
            for byte in bytes {
                if byte == 0x0D || byte == 0x0A { hasLineBreak = true } else if byte >= 0xCC { hasHighScalar = true }
            }
        }
        if hasLineBreak { line.removeAll { $0 == 0x0D || $0 == 0x0A } }
        if line.count <= maximumLineOctets {
            out.append(contentsOf: line)
        } else if hasHighScalar {
            out.append(contentsOf: fold(String(decoding: line, as: UTF8.self)).utf8)
        } else {
            // Physical lines of at most 75 octets (74 after the space that continues a line), each
            // copied whole. Lead bytes here are at most 0xCB, so every sequence is one or two
            // bytes: a line that would end on a lead byte ends before it instead.
            line.withUnsafeBufferPointer { bytes in
                var start = 0
                var room = maximumLineOctets
                while true {
                    var end = min(start + room, bytes.count)
                    if end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                    guard start < bytes.count else { break }
                    out.append(0x0D)
                    out.append(0x0A)
                    out.append(0x20)
                    room = maximumLineOctets - 1
                }
            }
        }
        out.append(0x0D)
        out.append(0x0A)
    }

    private static func removingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != "\r" && $0 != "\n" })
        return String(scalars)
    }
}
