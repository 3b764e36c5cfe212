import Foundation

/// What an input file is, told from its content rather than its name or the option it came
/// with: the shell expands `--changes DIR/*.json` into one `--changes` and many positional files,
/// and users hand a calendar to `convert` or a timetable to `diff`. Commands use this to take a
/// change feed wherever it is given and to name what they expected instead of a parser error
/// from deep inside.
public enum InputKind: Sendable, Equatable {
    /// `{"schedule": …}`, `{"myschedule": …}` or a bare list of rows.
    case timetable
    /// `{"changes": …}`: the service's change feed.
    case changeFeed
    /// `BEGIN:VCALENDAR`: an iCalendar file.
    case calendar
    /// Anything else (not UTF-8, not JSON, other keys): left to the reader, whose error says why.
    case unknown

    /// What a user calls this kind of file in a message.
    public var name: String {
        switch self {
        case .timetable: "a timetable (JSON)"
        case .changeFeed: "a change feed (JSON)"
        case .calendar: "an iCalendar file"
        case .unknown: "an unknown kind of file"
        }
    }

    /// Looks only at the top level: the first byte, then the object's keys until one of them
    /// decides. Nested values are skipped byte by byte, never parsed.
    public static func of(_ data: Data) -> InputKind {
        data.withUnsafeBytes { raw in
            var scanner = TopLevelScanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.kind()
        }
    }
}

/// A forward-only scan of a JSON object's top-level keys.
private struct TopLevelScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func kind() -> InputKind {
        skipWhitespace()
        guard index < bytes.count else { return .unknown }
        switch bytes[index] {
        case UInt8(ascii: "["): return .timetable
        case UInt8(ascii: "{"): return objectKind()
        case UInt8(ascii: "B"), UInt8(ascii: "b"):
            let prefix = String(decoding: bytes[index..<min(bytes.count, index + 15)], as: UTF8.self)
            return prefix.uppercased() == "BEGIN:VCALENDAR" ? .calendar : .unknown
        default: return .unknown
        }
    }

    private mutating func objectKind() -> InputKind {
        index += 1
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = readString() else { return .unknown }
            switch key {
            case "schedule", "myschedule": return .timetable
            case "changes": return .changeFeed
            default: break
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return .unknown }
            index += 1
            guard skipValue() else { return .unknown }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return .unknown }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// The string at `index` (which is its opening quote); escapes are kept as written, which is
    /// enough to compare with plain keys.
    private mutating func readString() -> String? {
        let start = index + 1
        index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            default: index += 1
            }
        }
        return nil
    }

    /// Skips one value of any kind: strings, and nested objects and lists by their depth.
    private mutating func skipValue() -> Bool {
        skipWhitespace()
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard readString() != nil else { return false }
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
                if depth == 0 { index += 1; return true }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return true }
            default: break
            }
            index += 1
        }
        return depth == 0
    }
}
