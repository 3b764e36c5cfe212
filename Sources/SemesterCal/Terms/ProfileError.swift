import Foundation

/// What went wrong reading an institution profile or applying an override to it.
public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file could not be read at all (missing, a directory, no permission).
    case unreadable(file: String, reason: String)
    /// The file was read but is not a valid profile: `keyPath` names the place
    /// (`terms.winter.firstDayShift.fryday`, `holidays[3].date`, or `(top level)`).
    case invalid(file: String, keyPath: String, reason: String)
    /// A lecture-period override (e.g. from `--term-start`/`--term-end`) makes no sense for its term.
    case badOverride(term: Term, reason: String)

    /// One line naming the file, the place and the problem.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "cannot read profile \(file): \(reason)"
        case .invalid(let file, let keyPath, let reason):
            return "invalid profile \(file): \(keyPath): \(reason)"
        case .badOverride(let term, let reason):
            return "lecture period override for \(term.code): \(reason)"
        }
    }

    /// The same as `description`.
    public var errorDescription: String? { description }

    /// Turns a decoding error into a message that names the key path. `json` is the text
    /// that failed, used to point at a syntax error (Foundation reports those without a place).
    init(_ error: DecodingError, file: String, json: Data) {
        switch error {
        case .keyNotFound(let key, let context):
            self = .invalid(file: file, keyPath: AnyCodingKey.path(context.codingPath + [key]), reason: "required key is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self = .invalid(file: file, keyPath: AnyCodingKey.path(context.codingPath), reason: context.debugDescription)
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = .invalid(file: file, keyPath: AnyCodingKey.path([]), reason: ProfileError.syntaxProblem(in: json))
        case .dataCorrupted(let context):
            self = .invalid(file: file, keyPath: AnyCodingKey.path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            self = .invalid(file: file, keyPath: AnyCodingKey.path([]), reason: String(describing: error))
        }
    }

    /// Where and why `json` is not valid JSON, as "line:column" when the parser says where.
    private static func syntaxProblem(in json: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        } catch {
            guard var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else {
                return "not valid JSON"
            }
            // "Invalid value around character 7." → "... at line 1, column 8."
            if let range = detail.range(of: "around character "),
               let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }), offset <= json.count {
                let before = Array(json.prefix(offset))
                let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
                let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
                detail = String(detail[..<range.lowerBound]) + "at line \(line), column \(column)."
            }
            return "not valid JSON: \(detail)"
        }
        // The syntax is fine, so a value has a form JSONDecoder rejects without saying where.
        return "not valid JSON for a profile (are all numbers whole numbers?)"
    }
}
