import Foundation
import SemesterCal

/// Downloads from the timetable service: several requests at a time (at most `concurrency`),
/// each validated before it replaces the previous file, each saved atomically.
///
/// A failed request never stops the others and never touches its previous file; the report
/// says which failed and why. Cancelling the calling task (Ctrl-C) stops the run: requests in
/// flight are cancelled, nothing more is written, and no temporary file is left behind.
public struct ServiceFetcher: Sendable {
    public let client: ServiceClient
    /// Requests in flight at most.
    public let concurrency: Int
    /// What may not replace a previous download although the service sent it.
    public let shrinkGuard: ShrinkGuard

    public init(client: ServiceClient, concurrency: Int = 4, shrinkGuard: ShrinkGuard = ShrinkGuard()) {
        self.client = client
        self.concurrency = max(1, concurrency)
        self.shrinkGuard = shrinkGuard
    }

    /// One request, validated but not saved (for the course list, and for `sync` to compare
    /// an answer before writing it). `name` names the answer in messages.
    public func download(_ request: ServiceRequest, name: String,
                         onRetry: (@Sendable (Int, String) -> Void)? = nil) async -> (result: Result<ValidatedResponse, FetchFailure>, attempts: Int) {
        let outcome = await client.send(request, onRetry: onRetry)
        switch outcome.result {
        case .failure(let error):
            switch error.kind {
            case .timedOut: return (.failure(FetchFailure(kind: .timedOut, reason: error.reason)), outcome.attempts)
            case .connection: return (.failure(FetchFailure(kind: .connection, reason: error.reason)), outcome.attempts)
            case .cancelled: return (.failure(FetchFailure(kind: .connection, reason: "cancelled")), outcome.attempts)
            case .tooLarge: return (.failure(FetchFailure(kind: .tooLarge, reason: error.reason)), outcome.attempts)
            }
        case .success(let response):
            switch ResponseValidator.validate(response, kind: request.kind, name: name) {
            case .success(let validated): return (.success(validated), outcome.attempts)
            case .failure(let problem):
                let kind: FetchFailureKind = problem.kind == .status ? .status : .invalidResponse
                return (.failure(FetchFailure(kind: kind, statusCode: problem.statusCode, reason: problem.reason)), outcome.attempts)
            }
        }
    }

    /// The study programmes and their semesters for a season (`f=Courses`).
    public func courses(season: TermSeason) async throws(FetchFailure) -> [ServiceCourse] {
        let request = ServiceRequest.courses(season: season)
        let (result, attempts) = await download(request, name: "courses")
        switch result {
        case .success(let validated): return validated.courses
        case .failure(let failure):
            let tries = attempts == 1 ? "1 attempt" : "\(attempts) attempts"
            throw FetchFailure(kind: failure.kind, statusCode: failure.statusCode,
                               reason: "GET \(Redaction.url(request.url(on: client.base))): \(failure.reason) (\(tries))")
        }
    }

    /// Downloads `items` into `directory` (created if missing).
    ///
    /// - Returns: one result per item, in the items' order. Requests that failed are in the
    ///   report, not thrown; after cancellation the unfinished ones are `.cancelled`.
    /// - Throws: only when the folder cannot be used or two items share a file name.
    public func fetch(_ items: [FetchItem], into directory: URL,
                      events: (@Sendable (FetchEvent) -> Void)? = nil) async throws(ServiceSetupError) -> FetchReport {
        var names = Set<String>()
        for item in items where !names.insert(item.fileName).inserted {
            throw .invalidSelection("two downloads would be saved as \(item.fileName)")
        }
        try DownloadStore.prepare(directory)
        let limit = concurrency
        var results = [FetchResult?](repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, FetchResult).self) { group in
            var next = 0
            func start(_ index: Int) {
                let item = items[index]
                group.addTask { (index, await self.fetchOne(item, into: directory, events: events)) }
            }
            while next < min(limit, items.count) {
                start(next)
                next += 1
            }
            while let (index, result) = await group.next() {
                results[index] = result
                if next < items.count, !Task.isCancelled {
                    start(next)
                    next += 1
                }
            }
        }
        let finished = results.enumerated().map { index, result in
            result ?? FetchResult(item: items[index], url: Redaction.url(items[index].request.url(on: client.base)),
                                  path: directory.appendingPathComponent(items[index].fileName).path, attempts: 0, count: nil, outcome: .cancelled)
        }
        return FetchReport(results: finished)
    }

    private func fetchOne(_ item: FetchItem, into directory: URL, events: (@Sendable (FetchEvent) -> Void)?) async -> FetchResult {
        let url = Redaction.url(item.request.url(on: client.base))
        let path = directory.appendingPathComponent(item.fileName).path
        func result(_ attempts: Int, _ count: Int?, _ outcome: FetchResult.Outcome) -> FetchResult {
            let result = FetchResult(item: item, url: url, path: path, attempts: attempts, count: count, outcome: outcome)
            events?(.finished(result))
            return result
        }
        if Task.isCancelled { return result(0, nil, .cancelled) }
        events?(.started(item))
        let (downloaded, attempts) = await download(item.request, name: item.fileName) { attempt, reason in
            events?(.retrying(item, failedAttempt: attempt, reason: reason))
        }
        // After Ctrl-C nothing more is written, even an answer that arrived complete.
        if Task.isCancelled { return result(attempts, nil, .cancelled) }
        switch downloaded {
        case .failure(let failure):
            return result(attempts, nil, .failed(failure))
        case .success(let validated):
            if let refusal = shrinkGuard.refusal(of: validated, replacing: path, name: item.fileName) {
                return result(attempts, nil, .failed(refusal))
            }
            do {
                let changed = try DownloadStore.save(validated.body, as: item.fileName, in: directory)
                return result(attempts, validated.count, .saved(changed: changed))
            } catch {
                return result(attempts, nil, .failed(error))
            }
        }
    }
}
