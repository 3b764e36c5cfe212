/// Why a download was not saved. The previous file of the same name, if any, is untouched.
public typealias FetchFailure = ServiceProblem<FetchFailureKind>

public enum FetchFailureKind: String, Sendable {
    /// An HTTP status other than 200 (after retries for 5xx).
    case status
    /// An answer that failed validation (HTML page, empty, not UTF-8, mojibake, bad JSON).
    case invalidResponse
    /// No complete answer within the time limit (after retries).
    case timedOut
    /// No connection, a broken connection or a refused redirect (after retries).
    case connection
    /// The answer passed the size limit and was not read to its end.
    case tooLarge
    /// Held back by the shrink guard: the answer would take away much of the previous download.
    case shrunk
    /// The answer was good but could not be saved.
    case cannotWrite
}

/// The outcome of one download.
public struct FetchResult: Sendable, CustomStringConvertible {
    public enum Outcome: Sendable {
        /// Validated and saved; `changed` is false when the file already held the same bytes.
        case saved(changed: Bool)
        case failed(FetchFailure)
        /// Not finished because the run was cancelled (nothing was written for it).
        case cancelled
    }

    public let item: FetchItem
    /// The address asked, never with credentials.
    public let url: String
    /// Where the file is (or would have been) saved.
    public let path: String
    /// How many times the request was sent.
    public let attempts: Int
    /// Rows, changes or courses in the saved answer.
    public let count: Int?
    public let outcome: Outcome

    public var failure: FetchFailure? {
        if case .failed(let failure) = outcome { return failure }
        return nil
    }

    public var isSaved: Bool {
        if case .saved = outcome { return true }
        return false
    }

    /// One line: `WS2020_Inf_1.schedule.json: GET https://…: HTTP 500 Internal Server Error (4 attempts)`.
    public var description: String {
        let tries = attempts == 1 ? "1 attempt" : "\(attempts) attempts"
        switch outcome {
        case .saved(let changed):
            return "\(item.fileName): \(changed ? "saved" : "unchanged")\(count.map { ", \($0 == 1 ? "1 entry" : "\($0) entries")" } ?? "")"
        case .failed(let failure):
            return "\(item.fileName): GET \(url): \(failure.reason) (\(tries))"
        case .cancelled:
            return "\(item.fileName): GET \(url): cancelled"
        }
    }
}

/// Every download of a run, in the order of the items.
public struct FetchReport: Sendable {
    public let results: [FetchResult]

    public var failures: [FetchResult] { results.filter { $0.failure != nil } }
    public var saved: [FetchResult] { results.filter(\.isSaved) }
    public var changed: [FetchResult] {
        results.filter { if case .saved(true) = $0.outcome { return true } else { return false } }
    }
    public var cancelled: [FetchResult] {
        results.filter { if case .cancelled = $0.outcome { return true } else { return false } }
    }
    /// True when every download was saved.
    public var succeeded: Bool { saved.count == results.count }
}

/// What a running fetch tells its observer (a progress line), from any task.
public enum FetchEvent: Sendable {
    case started(FetchItem)
    case retrying(FetchItem, failedAttempt: Int, reason: String)
    case finished(FetchResult)
}
