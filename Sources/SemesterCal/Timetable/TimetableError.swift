/// Why a timetable file cannot be read. Every case names the file; row errors
/// name the row index and the field, so the user can find the bad value.
public enum TimetableError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case notUTF8(file: String, byteOffset: Int)
    /// A byte order mark or zero bytes say UTF-16, but the text is not valid UTF-16.
    case invalidUTF16(file: String, byteOffset: Int)
    case invalidJSON(file: String, reason: String)
    case unexpectedShape(file: String, reason: String)
    case invalidField(file: String, row: Int, field: String, value: String, reason: String)

    /// Control characters shown as escapes, so an error always stays on one line.
    static func printable(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars.prefix(80) {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.properties.generalCategory == .control { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return value.unicodeScalars.count > 80 ? out + "…" : out
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the file: \(reason)"
        case .notUTF8(let file, let offset):
            return "\(file): not UTF-8 text (invalid byte sequence at byte \(offset)); save the file as UTF-8"
        case .invalidUTF16(let file, let offset):
            return "\(file): not valid UTF-16 text (invalid or incomplete character at byte \(offset)); save the file as UTF-8"
        case .invalidJSON(let file, let reason):
            return "\(file): invalid JSON: \(reason)"
        case .unexpectedShape(let file, let reason):
            return "\(file): \(reason)"
        case .invalidField(let file, let row, let field, let value, let reason):
            return "\(file): row \(row), field \"\(field)\": \(reason) (got \"\(Self.printable(value))\")"
        }
    }
}

/// A row that is valid but cannot be scheduled (e.g. no weekday): skipped with a warning.
public struct SkippedRow: Hashable, Sendable, CustomStringConvertible {
    public let source: RowSource
    public let label: String
    public let reason: String

    public var description: String { "\(source) (\(label.isEmpty ? "no label" : label)): skipped: \(reason)" }
}
