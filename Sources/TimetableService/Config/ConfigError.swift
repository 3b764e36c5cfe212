import Foundation
import SemesterCal

/// Why `semestercal.json` cannot be used: one line naming the file, the key and the problem.
public enum ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be read at all.
    case unreadable(file: String, reason: String)
    /// The file is not a valid configuration: `keyPath` names the place (`courses[1].semesters`).
    case invalid(file: String, keyPath: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "cannot read config \(file): \(reason)"
        case .invalid(let file, let keyPath, let reason): return "invalid config \(file): \(keyPath): \(reason)"
        }
    }

    init(_ error: DecodingError, file: String, json: Data) {
        switch error {
        case .keyNotFound(let key, let context):
            self = .invalid(file: file, keyPath: AnyCodingKey.path(context.codingPath + [key]), reason: "required key is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self = .invalid(file: file, keyPath: AnyCodingKey.path(context.codingPath), reason: ConfigError.plain(context.debugDescription))
        case .dataCorrupted(let context) where context.codingPath.isEmpty && (try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])) == nil:
            self = .invalid(file: file, keyPath: "(top level)", reason: json.isEmpty ? "the file is empty" : "not valid JSON" + ConfigError.syntaxPlace(json))
        case .dataCorrupted(let context):
            self = .invalid(file: file, keyPath: AnyCodingKey.path(context.codingPath), reason: ConfigError.plain(context.debugDescription))
        @unknown default:
            self = .invalid(file: file, keyPath: "(top level)", reason: String(describing: error))
        }
    }

    /// Foundation's "Expected to decode String but found number instead." in plain words.
    private static func plain(_ text: String) -> String {
        guard text.hasPrefix("Expected to decode ") else { return text }
        let words = text.replacingOccurrences(of: "Expected to decode ", with: "").replacingOccurrences(of: ".", with: "")
            .components(separatedBy: " but found ")
        guard words.count == 2 else { return text }
        let wanted: String
        switch words[0] {
        case "String": wanted = "text"
        case "Int", "Double": wanted = "a number"
        case "Bool": wanted = "true or false"
        case "Array<Any>", "UnkeyedDecodingContainer": wanted = "a list"
        case "Dictionary<String, Any>", "KeyedDecodingContainer<AnyCodingKey>": wanted = "an object"
        default: wanted = words[0]
        }
        var found = words[1].replacingOccurrences(of: " instead", with: "")
        switch found {
        case "a dictionary", "dictionary": found = "an object"
        case "an array", "array": found = "a list"
        case "bool": found = "true or false"
        default: break
        }
        return "expected \(wanted), found \(found)"
    }

    /// ` at line L, column C` when Foundation says where the syntax error is.
    private static func syntaxPlace(_ json: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
            return ""
        } catch {
            guard let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
                  let range = detail.range(of: "character "),
                  let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }), offset <= json.count
            else { return "" }
            let before = Array(json.prefix(offset))
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return " (at line \(line), column \(column))"
        }
    }
}


extension Decoder {
    /// The object's container, after checking it holds only `allowed` keys: a misspelt key
    /// would otherwise be ignored and its setting would silently not apply.
    func configObject(allowed: [String]) throws -> KeyedDecodingContainer<AnyCodingKey> {
        let container = try container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            var message = "unknown key \"\(key.stringValue)\""
            if let suggestion = ConfigSuggestion.closest(to: key.stringValue, among: allowed) { message += " (did you mean \"\(suggestion)\"?)" }
            message += "; expected one of: \(allowed.joined(separator: ", "))"
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: message))
        }
        return container
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    func optional<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
        try decodeIfPresent(type, forKey: AnyCodingKey(key))
    }

    func fail(_ key: String, _ message: String) -> DecodingError {
        .dataCorruptedError(forKey: AnyCodingKey(key), in: self, debugDescription: message)
    }
}

/// "did you mean": the allowed key closest to a misspelt one, if it is close.
enum ConfigSuggestion {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        if lowered.count >= 4, let longer = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) { return longer }
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }.filter { $0.1 <= max(2, min(3, word.count / 3)) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
