import Foundation

/// When and how often a request is tried again: after a 5xx or 429 answer, a connection error or a
/// timeout — never after another 4xx answer, an answer that failed validation or one too large — with exponential
/// backoff (`initialDelay`, doubled each time, at most `maxDelay`, each shortened by up to a
/// quarter at random so that parallel requests do not retry in step).
public struct RetryPolicy: Hashable, Sendable {
    /// Retries after the first attempt (0 = one attempt only).
    public var maxRetries: Int
    public var initialDelay: Duration
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; a server asking for more is not retried in this run.
    public var maxRetryAfter: Duration

    public init(maxRetries: Int = 3, initialDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(8),
                maxRetryAfter: Duration = .seconds(60)) {
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// The pause before retry number `retry` (1 for the first retry), before jitter.
    public func delay(beforeRetry retry: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(retry, 1) {
            delay *= 2
            if delay >= maxDelay { return maxDelay }
        }
        return min(delay, maxDelay)
    }

    /// Whether an answer with this status is worth another try: a server error, or 429 Too Many Requests.
    public static func isRetryable(status: Int) -> Bool { (500...599).contains(status) || status == 429 }

    /// The pause a `Retry-After` value asks for (RFC 9110 §10.2.3): delay-seconds, or an HTTP date
    /// (a date in the past means now). Nil when the value is neither.
    public static func retryAfter(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            guard let seconds = Int64(text) else { return .seconds(Int64.max / 2) }  // absurdly long: beyond any cap
            return .seconds(seconds)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: text) else { return nil }
        let seconds = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
