/// Splits one unfolded content line, `name *(";" param) ":" value` (RFC 5545 3.1),
/// into an `ICalProperty`.
///
/// Works on UTF-8 octets that the caller has already validated: the delimiters
/// `;` `:` `,` `=` `"` are ASCII, so they can never occur inside a multi-byte
/// sequence, and every slice taken between them is itself valid UTF-8.
///
/// - The value is everything after the first `:` that is not inside a quoted
///   parameter value, kept exactly as written (still escaped).
/// - Parameter values may be quoted (`CN="Doe, Jane: PhD"`) and may be lists
///   (`MEMBER="a","b"`); quotes are removed, nothing else is decoded (RFC 6868
///   `^` escapes are kept as written).
enum ContentLineParser {
    private static let semicolon = UInt8(ascii: ";")
    private static let colon = UInt8(ascii: ":")
    private static let comma = UInt8(ascii: ",")
    private static let equals = UInt8(ascii: "=")
    private static let quote = UInt8(ascii: "\"")

    static func parse(_ line: ArraySlice<UInt8>) throws(ICalendarParseError.LineProblem) -> ICalProperty {
        var index = line.startIndex
        let end = line.endIndex

        while index < end, line[index] != semicolon, line[index] != colon { index += 1 }
        let name = text(line[line.startIndex..<index])
        guard index < end else { throw .missingValueSeparator }
        guard isName(line[line.startIndex..<index]) else { throw .invalidPropertyName(name) }

        var parameters: [ICalParameter] = []
        while index < end, line[index] == semicolon {
            index += 1
            let nameStart = index
            while index < end, line[index] != equals, line[index] != semicolon, line[index] != colon {
                index += 1
            }
            let parameterName = text(line[nameStart..<index])
            guard index < end, line[index] == equals else {
                if !isName(line[nameStart..<index]) { throw .invalidParameterName(parameterName) }
                throw .parameterWithoutValue(parameterName)
            }
            guard isName(line[nameStart..<index]) else { throw .invalidParameterName(parameterName) }
            index += 1  // "="

            var values: [String] = []
            while true {
                if index < end, line[index] == quote {
                    let valueStart = index + 1
                    guard let close = line[valueStart...].firstIndex(of: quote) else {
                        throw .unterminatedQuote(parameter: parameterName)
                    }
                    values.append(text(line[valueStart..<close]))
                    index = close + 1
                    guard index < end, line[index] == comma || line[index] == semicolon || line[index] == colon else {
                        if index >= end { throw .missingValueSeparator }
                        throw .textAfterQuotedValue(parameter: parameterName)
                    }
                } else {
                    let valueStart = index
                    while index < end, line[index] != comma, line[index] != semicolon, line[index] != colon {
                        if line[index] == quote { throw .quoteInUnquotedValue(parameter: parameterName) }
                        index += 1
                    }
                    values.append(text(line[valueStart..<index]))
                }
                guard index < end else { throw .missingValueSeparator }
                if line[index] == comma {
                    index += 1
                    continue
                }
                break
            }
            parameters.append(ICalParameter(name: parameterName, values: values))
        }
        // Here `line[index]` is the separating colon (the loop above stops only at `;` or `:`).
        guard index < end, line[index] == colon else { throw .missingValueSeparator }
        return ICalProperty(name: name, parameters: parameters, value: text(line[(index + 1)...]))
    }

    /// RFC 5545 `iana-token` / `x-name` characters: ASCII letters, digits and `-`;
    /// `_` is tolerated because some producers use it in X- names.
    static func isName(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
