import Foundation

/// The outcome of one request after its retries: an answer (any status) or no answer.
public struct ClientOutcome: Sendable {
    /// The last answer, or the reason there was none.
    public let result: Result<HTTPResponse, TransportError>
    /// How many times the request was sent (redirects not counted).
    public let attempts: Int
}

/// Sends requests to the timetable service: basic auth (only to the service's own origin),
/// a time limit per attempt, retries with backoff, and redirects followed by hand.
///
/// Redirects are followed up to 5 times; `https` → `http` is refused, and the `Authorization`
/// header is sent only to the scheme, host and port of the configured base address, so a
/// redirect elsewhere never sees the password.
public struct ServiceClient: Sendable {
    public let base: ServiceBaseURL
    public let credentials: ServiceCredentials?
    public let transport: any HTTPTransport
    /// The time limit of one attempt, including reading the whole body.
    public let timeout: Duration
    public let retry: RetryPolicy
    /// The largest answer read (unpacked); a larger one is stopped and not retried.
    public let maxBodyBytes: Int
    public static let maxRedirects = 5
    /// 8 MB: a course's timetable is tens of kilobytes, the whole Hof corpus 6 MB.
    public static let defaultMaxBodyBytes = 8 << 20

    public init(base: ServiceBaseURL, credentials: ServiceCredentials? = nil, transport: any HTTPTransport = AsyncHTTPClientTransport(),
                timeout: Duration = .seconds(30), retry: RetryPolicy = RetryPolicy(), maxBodyBytes: Int = ServiceClient.defaultMaxBodyBytes) {
        self.base = base
        self.credentials = credentials
        self.transport = transport
        self.timeout = timeout
        self.retry = retry
        self.maxBodyBytes = max(1, maxBodyBytes)
    }

    /// Sends `request`, retrying as `retry` says. `onRetry` hears of each retry before its pause
    /// (attempt number that failed, reason). Returns `.cancelled` promptly when the task is cancelled.
    public func send(_ request: ServiceRequest,
                     onRetry: (@Sendable (_ failedAttempt: Int, _ reason: String) -> Void)? = nil) async -> ClientOutcome {
        let url = request.url(on: base)
        var attempt = 0
        while true {
            attempt += 1
            if Task.isCancelled { return ClientOutcome(result: .failure(TransportError(.cancelled, "cancelled")), attempts: attempt - 1) }
            let reason: String
            var pause = retry.delay(beforeRetry: attempt) * Double.random(in: 0.75...1.0)
            do {
                let response = try await followingRedirects(url)
                guard RetryPolicy.isRetryable(status: response.statusCode), attempt <= retry.maxRetries else {
                    return ClientOutcome(result: .success(response), attempts: attempt)
                }
                reason = "HTTP \(response.statusCode) \(HTTPStatus.reason(response.statusCode))"
                // The server's own Retry-After wins over the backoff, up to a cap: asked to wait
                // longer, the run gives up on this request now rather than stall a nightly job.
                if let asked = response.header("Retry-After").flatMap({ RetryPolicy.retryAfter($0, now: Date()) }) {
                    guard asked <= retry.maxRetryAfter else {
                        return ClientOutcome(result: .success(response), attempts: attempt)
                    }
                    pause = max(asked, .milliseconds(1))
                }
            } catch let error as TransportError {
                guard error.kind != .cancelled, error.kind != .tooLarge, attempt <= retry.maxRetries else {
                    return ClientOutcome(result: .failure(error), attempts: attempt)
                }
                reason = error.reason
            } catch is CancellationError {
                return ClientOutcome(result: .failure(TransportError(.cancelled, "cancelled")), attempts: attempt)
            } catch {
                return ClientOutcome(result: .failure(TransportError(.connection, String(describing: error))), attempts: attempt)
            }
            onRetry?(attempt, reason)
            do {
                try await Task.sleep(for: pause)
            } catch {
                return ClientOutcome(result: .failure(TransportError(.cancelled, "cancelled")), attempts: attempt)
            }
        }
    }

    /// One attempt: the request and any redirects, each within the time limit.
    private func followingRedirects(_ start: URL) async throws -> HTTPResponse {
        var url = start
        for _ in 0...Self.maxRedirects {
            let response = try await once(url)
            guard response.isRedirect, let location = response.header("Location") else { return response }
            guard let next = URL(string: location, relativeTo: url)?.absoluteURL,
                  let scheme = next.scheme?.lowercased(), scheme == "https" || scheme == "http"
            else {
                throw TransportError(.connection, "redirected (HTTP \(response.statusCode)) to an unusable address")
            }
            if url.scheme?.lowercased() == "https", scheme == "http" {
                throw TransportError(.connection, "redirected from https to insecure http (\(Redaction.url(next))); refused")
            }
            url = next
        }
        throw TransportError(.connection, "more than \(Self.maxRedirects) redirects")
    }

    private func once(_ url: URL) async throws -> HTTPResponse {
        var headers = ["Accept": "application/json", "User-Agent": "semestercal"]
        if let credentials, Self.sameOrigin(url, base.url) {
            headers["Authorization"] = credentials.authorizationHeaderValue
        }
        let transport = self.transport
        let timeout = self.timeout
        let limit = maxBodyBytes
        let requestHeaders = headers
        return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
            group.addTask { try await transport.get(url, headers: requestHeaders, timeout: timeout, maxBodyBytes: limit) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            guard let response = first else {
                throw TransportError(.timedOut, "no complete answer within \(Self.seconds(timeout)) s")
            }
            return response
        }
    }

    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil) }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
    }

    static func seconds(_ duration: Duration) -> String {
        let value = duration.timeInterval
        return value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}
