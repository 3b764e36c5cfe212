/// Reads RFC 5545 text into the component model, the inverse of `ICalendarWriter`.
///
/// - Line ends may be CRLF, bare LF or bare CR (files edited by hand or passed
///   through tools often lose the CR). Empty lines are ignored.
/// - Unfolding happens on octets, before decoding: a physical line starting with
///   a space or TAB continues the previous one, even when the fold split a UTF-8
///   sequence. Only then is each content line checked to be valid UTF-8.
/// - A UTF-8 byte order mark at the very start is skipped.
/// - Every property and component keeps the line it starts on (`ICalProperty.line`,
///   `ICalComponent.line`), so a value that is decoded later can still be located.
/// - Names and values are kept exactly as written: property values stay escaped
///   (`ICalProperty.textValue` decodes TEXT), names keep their case, parameter
///   values lose only their quotes. So for every component `c` the writer can
///   produce, `parse(ICalendarWriter.serialize(c)) == c`. (The model holds a
///   component's properties before its sub-components, so a property written
///   after a nested component is kept, but moves before it.)
/// - Structure is checked: `BEGIN`/`END` must nest (names compared
///   case-insensitively), there must be exactly one top-level component and no
///   content outside it.
/// - Hostile input cannot exhaust the stack or hang the reader: components are
///   built without recursion, nesting is limited to `Limits.maximumDepth`, a content
///   line to `Limits.maximumLineOctets`, and the work is linear in the input size.
///   Nothing derived from the input is force-unwrapped.
public enum ICalendarReader: Sendable {
    /// Bounds that keep hostile input harmless.
    public struct Limits: Hashable, Sendable {
        /// Deepest allowed nesting; the top-level component is depth 1.
        public var maximumDepth: Int
        /// Longest allowed content line in octets, after unfolding.
        public var maximumLineOctets: Int

        /// Creates limits.
        public init(maximumDepth: Int = 32, maximumLineOctets: Int = 1 << 20) {
            self.maximumDepth = maximumDepth
            self.maximumLineOctets = maximumLineOctets
        }

        /// 32 levels, 1 MiB per content line: far beyond any real calendar
        /// (VCALENDAR > VTIMEZONE > STANDARD is depth 3, VEVENT > VALARM depth 3).
        public static let `default` = Limits()
    }

    /// Reads `text` and returns its single top-level component (normally VCALENDAR).
    ///
    /// - Throws: `ICalendarParseError` naming the line of the first problem.
    public static func parse(_ text: String, limits: Limits = .default) throws(ICalendarParseError) -> ICalComponent {
        try parse(bytes: Array(text.utf8), limits: limits)
    }

    /// Reads raw file contents: unfolds at the octet level, then decodes each
    /// content line as UTF-8, so a fold inside a multi-byte character is harmless.
    ///
    /// - Throws: `ICalendarParseError`; `.invalidUTF8` names the physical line
    ///   holding the first byte that is not valid UTF-8.
    public static func parse(bytes: [UInt8], limits: Limits = .default) throws(ICalendarParseError) -> ICalComponent {
        var builder = TreeBuilder(limits: limits)
        var logical: [UInt8] = []
        var logicalLine = 0  // physical line where the current logical line starts; 0 = none
        var folds: [(offset: Int, line: Int)] = []  // where continuation lines were appended

        var index = 0
        let end = bytes.count
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var physicalLine = 0

        while index < end {
            physicalLine += 1
            let lineStart = index
            while index < end, bytes[index] != 0x0D, bytes[index] != 0x0A { index += 1 }
            let lineEnd = index
            if index < end {
                if bytes[index] == 0x0D, index + 1 < end, bytes[index + 1] == 0x0A { index += 2 } else { index += 1 }
            }
            guard lineEnd > lineStart else { continue }  // empty line

            let first = bytes[lineStart]
            if first == 0x20 || first == 0x09 {
                guard logicalLine > 0 else {
                    throw .malformedLine(line: physicalLine, problem: .continuationWithoutLine)
                }
                guard logical.count + (lineEnd - lineStart - 1) <= limits.maximumLineOctets else {
                    throw .lineTooLong(line: logicalLine, limit: limits.maximumLineOctets)
                }
                folds.append((logical.count, physicalLine))
                logical.append(contentsOf: bytes[(lineStart + 1)..<lineEnd])
            } else {
                if logicalLine > 0 {
                    try builder.consume(logical, line: logicalLine, folds: folds)
                }
                guard lineEnd - lineStart <= limits.maximumLineOctets else {
                    throw .lineTooLong(line: physicalLine, limit: limits.maximumLineOctets)
                }
                logical.removeAll(keepingCapacity: true)
                folds.removeAll(keepingCapacity: true)
                logical.append(contentsOf: bytes[lineStart..<lineEnd])
                logicalLine = physicalLine
            }
        }
        if logicalLine > 0 {
            try builder.consume(logical, line: logicalLine, folds: folds)
        }
        return try builder.finish(nextLine: physicalLine + 1)
    }
}

/// Assembles components from content lines with an explicit stack (no recursion).
private struct TreeBuilder {
    let limits: ICalendarReader.Limits
    /// Open components, outermost first, with the line of their BEGIN.
    var open: [(component: ICalComponent, line: Int)] = []
    var result: ICalComponent?

    init(limits: ICalendarReader.Limits) {
        self.limits = limits
    }

    mutating func consume(_ bytes: [UInt8], line: Int, folds: [(offset: Int, line: Int)]) throws(ICalendarParseError) {
        let slice = bytes[...]
        if let bad = firstInvalidUTF8Offset(slice) {
            // Report the physical line that holds the bad byte.
            let badLine = folds.last(where: { $0.offset <= bad })?.line ?? line
            throw .invalidUTF8(line: badLine)
        }
        var property: ICalProperty
        do {
            property = try ContentLineParser.parse(slice)
        } catch {
            throw .malformedLine(line: line, problem: error)
        }
        property.line = line

        switch property.name.uppercased() {
        case "BEGIN":
            let name = try componentName(property, keyword: "BEGIN", line: line)
            if result != nil { throw .multipleTopLevelComponents(line: line, name: name) }
            guard open.count < limits.maximumDepth else {
                throw .nestingTooDeep(line: line, limit: limits.maximumDepth)
            }
            var component = ICalComponent(name: name)
            component.line = line
            open.append((component, line))
        case "END":
            let name = try componentName(property, keyword: "END", line: line)
            guard let innermost = open.popLast() else { throw .endWithoutBegin(line: line, name: name) }
            guard innermost.component.name.uppercased() == name.uppercased() else {
                throw .mismatchedEnd(line: line, expected: innermost.component.name, found: name,
                                     beginLine: innermost.line)
            }
            if open.isEmpty {
                result = innermost.component
            } else {
                open[open.count - 1].component.components.append(innermost.component)
            }
        default:
            guard !open.isEmpty else { throw .contentOutsideComponent(line: line) }
            open[open.count - 1].component.properties.append(property)
        }
    }

    func finish(nextLine: Int) throws(ICalendarParseError) -> ICalComponent {
        if let innermost = open.last {
            throw .unterminatedComponent(line: innermost.line, name: innermost.component.name)
        }
        guard let result else { throw .noComponent(line: nextLine) }
        return result
    }

    /// The value of BEGIN/END, trailing blanks removed; it must be a valid name.
    private func componentName(_ property: ICalProperty, keyword: String, line: Int) throws(ICalendarParseError) -> String {
        var name = Substring(property.value)
        while let last = name.last, last == " " || last == "\t" { name = name.dropLast() }
        guard ContentLineParser.isName(ArraySlice(name.utf8)) else {
            throw .malformedLine(line: line, problem: .invalidComponentName(keyword: keyword, value: property.value))
        }
        return String(name)
    }
}
