/// Why iCalendar text could not be read. Every case carries the 1-based number
/// of the physical line the problem was found on; `description` is a message
/// fit for users, e.g. `line 12: END:VTODO does not close BEGIN:VEVENT (line 9)`.
public enum ICalendarParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong inside one content line.
    public enum LineProblem: Error, Hashable, Sendable, CustomStringConvertible {
        /// There is no unquoted `:` separating the name (and parameters) from the value.
        case missingValueSeparator
        /// The property name is empty or contains characters other than letters, digits, `-` and `_`.
        case invalidPropertyName(String)
        /// A parameter name is empty or contains characters other than letters, digits, `-` and `_`.
        case invalidParameterName(String)
        /// A parameter has no `=` (e.g. `DTSTART;TZID:2020...`).
        case parameterWithoutValue(String)
        /// A quoted parameter value has no closing `"`.
        case unterminatedQuote(parameter: String)
        /// A closing `"` is followed by something other than `,` `;` or `:`.
        case textAfterQuotedValue(parameter: String)
        /// An unquoted parameter value contains a `"`.
        case quoteInUnquotedValue(parameter: String)
        /// The first line starts with a space or TAB, so it continues nothing.
        case continuationWithoutLine
        /// `BEGIN` or `END` has no valid component name as its value.
        case invalidComponentName(keyword: String, value: String)

        /// A short explanation.
        public var description: String {
            switch self {
            case .missingValueSeparator:
                "no ':' separates the property name from its value"
            case .invalidPropertyName(let name):
                "invalid property name '\(name)' (expected letters, digits and '-')"
            case .invalidParameterName(let name):
                "invalid parameter name '\(name)' (expected letters, digits and '-')"
            case .parameterWithoutValue(let name):
                "parameter '\(name)' has no '=' and value"
            case .unterminatedQuote(let parameter):
                "the quoted value of parameter '\(parameter)' has no closing '\"'"
            case .textAfterQuotedValue(let parameter):
                "unexpected text after the quoted value of parameter '\(parameter)'"
            case .quoteInUnquotedValue(let parameter):
                "parameter '\(parameter)' has a '\"' inside an unquoted value"
            case .continuationWithoutLine:
                "the input starts with a continuation line (space or TAB) that continues nothing"
            case .invalidComponentName(let keyword, let value):
                "\(keyword) has no valid component name ('\(value)')"
            }
        }
    }

    /// The bytes of this line are not valid UTF-8 (reported for the physical line
    /// holding the first bad byte, after unfolding).
    case invalidUTF8(line: Int)
    /// The unfolded content line starting here is longer than the reader's limit.
    case lineTooLong(line: Int, limit: Int)
    /// A content line that does not follow RFC 5545 3.1.
    case malformedLine(line: Int, problem: LineProblem)
    /// `END:name` with no open component at all.
    case endWithoutBegin(line: Int, name: String)
    /// `END:found` while the innermost open component is `expected` (opened on `beginLine`).
    case mismatchedEnd(line: Int, expected: String, found: String, beginLine: Int)
    /// The input ended while `name` (opened on `line`) was still open.
    case unterminatedComponent(line: Int, name: String)
    /// A second top-level `BEGIN` after the first component was closed.
    case multipleTopLevelComponents(line: Int, name: String)
    /// A property line before the first `BEGIN` or after the last `END`.
    case contentOutsideComponent(line: Int)
    /// A `BEGIN` nested deeper than the reader's limit.
    case nestingTooDeep(line: Int, limit: Int)
    /// The input holds no component at all (`line` is the line after the last one).
    case noComponent(line: Int)

    /// The 1-based physical line number the problem was found on.
    public var line: Int {
        switch self {
        case .invalidUTF8(let line), .lineTooLong(let line, _), .malformedLine(let line, _),
             .endWithoutBegin(let line, _), .mismatchedEnd(let line, _, _, _),
             .unterminatedComponent(let line, _), .multipleTopLevelComponents(let line, _),
             .contentOutsideComponent(let line), .nestingTooDeep(let line, _), .noComponent(let line):
            line
        }
    }

    /// The problem without the line number.
    public var message: String {
        switch self {
        case .invalidUTF8:
            "the text is not valid UTF-8"
        case .lineTooLong(_, let limit):
            "the content line is longer than \(limit) octets"
        case .malformedLine(_, let problem):
            problem.description
        case .endWithoutBegin(_, let name):
            "END:\(name) without a matching BEGIN"
        case .mismatchedEnd(_, let expected, let found, let beginLine):
            "END:\(found) does not close BEGIN:\(expected) (line \(beginLine))"
        case .unterminatedComponent(_, let name):
            "BEGIN:\(name) is never closed by END:\(name)"
        case .multipleTopLevelComponents(_, let name):
            "BEGIN:\(name) starts a second top-level component; only one is allowed"
        case .contentOutsideComponent:
            "content outside any component (before the first BEGIN or after the last END)"
        case .nestingTooDeep(_, let limit):
            "components are nested more than \(limit) levels deep"
        case .noComponent:
            "the input holds no component (no BEGIN line)"
        }
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
