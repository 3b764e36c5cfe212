import Foundation

/// The address of the timetable service's `client.php`, e.g.
/// `https://www.example.org/soap/client.php`: checked once, then every request is built on it.
///
/// The address may not carry a user name or password (`https://user:pw@host/…`): credentials
/// come from `--user` with `SEMESTERCAL_PASSWORD` or a netrc file, never from a URL that ends
/// up in shell history, process lists and error messages.
public struct ServiceBaseURL: Hashable, Sendable, CustomStringConvertible {
    /// The checked address, without query or fragment.
    public let url: URL

    /// Checks `text`: an absolute `https://` or `http://` URL with a host; no user name,
    /// password, query or fragment.
    public init(parsing text: String) throws(ServiceSetupError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
              let host = components.host, !host.isEmpty
        else {
            throw .invalidBaseURL(Redaction.url(trimmed), reason: "expected an absolute address such as https://host/path/client.php")
        }
        guard scheme == "https" || scheme == "http" else {
            throw .invalidBaseURL(Redaction.url(trimmed), reason: "the address must start with https:// (or http://)")
        }
        guard components.user == nil, components.password == nil else {
            throw .invalidBaseURL(Redaction.url(trimmed), reason: "the address must not contain a user name or password; "
                + "pass --user NAME and the password in \(CredentialResolver.passwordVariable) or a netrc file")
        }
        guard components.query == nil, components.fragment == nil else {
            throw .invalidBaseURL(Redaction.url(trimmed), reason: "the address must not have a query (?…) or fragment (#…): semestercal adds ?f=… itself")
        }
        var normalized = components
        normalized.scheme = scheme
        guard let url = normalized.url else {
            throw .invalidBaseURL(Redaction.url(trimmed), reason: "expected an absolute address such as https://host/path/client.php")
        }
        self.url = url
    }

    /// The host name, for looking up credentials in a netrc file.
    public var host: String { url.host ?? "" }

    /// True for a plain `http://` address of another machine: a password sent there crosses
    /// the network readable by anyone on the way. (This machine's own addresses do not count.)
    public var isUnencryptedOverNetwork: Bool {
        guard url.scheme == "http" else { return false }
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return !(name == "localhost" || name.hasSuffix(".localhost") || name.hasPrefix("127.") || name == "::1")
    }

    /// The address followed by `?` and `query` (already percent-encoded).
    func url(query: String) -> URL {
        // The query is percent-encoded by `ServiceRequest`, so the string always parses.
        URL(string: url.absoluteString + "?" + query)!
    }

    public var description: String { url.absoluteString }
}

/// Addresses as they may be shown: without user name and password.
public enum Redaction {
    /// `text` with any `user:password@` after the scheme removed; text that is not a URL is
    /// returned up to its first `@` only when it looks like one, so a password never shows.
    public static func url(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let afterScheme = text[schemeEnd.upperBound...]
        let authorityEnd = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? afterScheme.endIndex
        let authority = afterScheme[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return text }
        return String(text[..<schemeEnd.upperBound]) + String(authority[authority.index(after: at)...]) + String(afterScheme[authorityEnd...])
    }

    /// `url` as it may be shown.
    public static func url(_ url: URL) -> String { Self.url(url.absoluteString) }
}
