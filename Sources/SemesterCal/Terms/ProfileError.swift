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

    /// Turns a decoding error into a message that names the key path.
    init(_ error: DecodingError, file: String) {
        switch error {
        case .keyNotFound(let key, let context):
            self = .invalid(file: file, keyPath: profileKeyPath(context.codingPath + [key]), reason: "required key is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self = .invalid(file: file, keyPath: profileKeyPath(context.codingPath), reason: context.debugDescription)
        case .dataCorrupted(let context):
            var reason = context.debugDescription
            if let underlying = context.underlyingError {
                reason += " (\(ProfileError.describe(underlying)))"
            }
            self = .invalid(file: file, keyPath: profileKeyPath(context.codingPath), reason: reason)
        @unknown default:
            self = .invalid(file: file, keyPath: "(top level)", reason: String(describing: error))
        }
    }

    /// The most useful text of a Foundation error: its debug description if it has one.
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return nsError.localizedDescription
    }
}
