import Foundation

/// An HTTP answer: status, headers (names lowercased) and the whole body.
public struct HTTPResponse: Sendable {
    /// The address that answered.
    public let url: URL
    public let statusCode: Int
    /// Header fields by lowercased name.
    public let headers: [String: String]
    public let body: Data

    public init(url: URL, statusCode: Int, headers: [String: String], body: Data) {
        self.url = url
        self.statusCode = statusCode
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    /// A header's value, looked up case-insensitively.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// 301, 302, 303, 307 or 308.
    public var isRedirect: Bool { [301, 302, 303, 307, 308].contains(statusCode) }
}

/// Why a request got no answer at all.
public struct TransportError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// No answer within the time limit.
        case timedOut
        /// The connection could not be made or broke (refused, reset, DNS, TLS, cut-off body).
        case connection
        /// The request was cancelled (Ctrl-C).
        case cancelled
    }

    public let kind: Kind
    public let reason: String

    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { reason }
}

/// Sends one GET and returns the answer without following redirects (the caller decides,
/// so that credentials never go to another host). Implementations must return promptly,
/// throwing `CancellationError` or `TransportError(.cancelled, …)`, when their task is cancelled.
public protocol HTTPTransport: Sendable {
    func get(_ url: URL, headers: [String: String], timeout: Duration) async throws -> HTTPResponse
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
