/// Why a workflow stopped: bad input (a file, a row, a value), an option that cannot be used, or
/// a file that cannot be read or written. Nothing was changed when one is thrown, unless the
/// workflow says otherwise. The command line prints it as one line "semestercal: error: …" and
/// exits with status 2.
public struct Problem: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A file, a row or a value the user gave cannot be used.
        case input
        /// Reading or writing a file failed (permissions, disk full, a directory in the way).
        case fileSystem
        /// The configuration or the options do not go together.
        case setup
    }

    public let kind: Kind
    /// The file the problem is in, when there is one (also named in the description).
    public let file: String?
    public let description: String

    public init(_ message: String, kind: Kind = .input, file: String? = nil) {
        self.kind = kind
        self.file = file
        description = message
    }
}
