/// A problem found before any request is sent: the address, the credentials, the output
/// folder or the selection. Messages never contain a password.
public enum ServiceSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The service address is unusable (shown without user name and password).
    case invalidBaseURL(String, reason: String)
    /// No usable credentials (missing password, a password without user, …).
    case credentials(String)
    /// A netrc file cannot be read or parsed.
    case netrc(file: String, line: Int?, reason: String)
    /// The output folder cannot be created or is not a folder.
    case outputDirectory(path: String, reason: String)
    /// The courses and semesters asked for make no request.
    case invalidSelection(String)

    public var description: String {
        switch self {
        case .invalidBaseURL(let url, let reason): return "service address \(url): \(reason)"
        case .credentials(let reason): return reason
        case .netrc(let file, let line, let reason):
            return "netrc file \(file)\(line.map { ": line \($0)" } ?? ""): \(reason)"
        case .outputDirectory(let path, let reason): return "output directory \(path): \(reason)"
        case .invalidSelection(let reason): return reason
        }
    }
}
