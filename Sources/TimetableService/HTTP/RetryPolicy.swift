/// When and how often a request is tried again: after a 5xx answer, a connection error or a
/// timeout — never after a 4xx answer or an answer that failed validation — with exponential
/// backoff (`initialDelay`, doubled each time, at most `maxDelay`, each shortened by up to a
/// quarter at random so that parallel requests do not retry in step).
public struct RetryPolicy: Hashable, Sendable {
    /// Retries after the first attempt (0 = one attempt only).
    public var maxRetries: Int
    public var initialDelay: Duration
    public var maxDelay: Duration

    public init(maxRetries: Int = 3, initialDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(8)) {
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
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

    /// Whether an answer with this status is worth another try.
    public static func isRetryable(status: Int) -> Bool { (500...599).contains(status) }
}
