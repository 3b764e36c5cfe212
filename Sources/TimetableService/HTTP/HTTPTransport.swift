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
        /// The body (as declared, or as unpacked so far) passed the size limit: the download was stopped.
        case tooLarge
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
///
/// `maxBodyBytes` bounds the memory one answer may take: an implementation stops reading and throws
/// `TransportError(.tooLarge, …)` as soon as the declared length or the bytes received (after
/// unpacking a compressed body) pass it, so a hostile or broken server cannot fill the memory.
public protocol HTTPTransport: Sendable {
    func get(_ url: URL, headers: [String: String], timeout: Duration, maxBodyBytes: Int) async throws -> HTTPResponse
}

/// A byte count for people: "8 MB", "512 KB", "300 bytes" (powers of 1024, as `--max-download-size` reads them).
public enum ByteCount {
    public static func text(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// Reads "8M", "8MB", "512K", "512k", "300" (bytes); nil when it is not a positive size.
    public static func parse(_ text: String) -> Int? {
        var digits = text.trimmingCharacters(in: .whitespaces).uppercased()
        var factor = 1
        if digits.hasSuffix("B") { digits.removeLast() }
        if digits.hasSuffix("K") { factor = 1 << 10; digits.removeLast() }
        else if digits.hasSuffix("M") { factor = 1 << 20; digits.removeLast() }
        else if digits.hasSuffix("G") { factor = 1 << 30; digits.removeLast() }
        guard let value = Int(digits.trimmingCharacters(in: .whitespaces)), value > 0 else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        return overflow ? nil : product
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
