import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPTransport` on Foundation's `URLSession` (on Linux: FoundationNetworking).
///
/// No cache, no cookies, no stored credentials, redirects handed back to the caller.
/// Cancelling the calling task cancels the request.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `session` and `delegate` are set once; the delegate guards its state with a lock.
    private let session: URLSession
    private let delegate: SessionDelegate

    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        configuration.httpMaximumConnectionsPerHost = 64
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    public func get(_ url: URL, headers: [String: String], timeout: Duration) async throws -> HTTPResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(timeout.timeInterval, 0.001))
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: request)
        let delegate = self.delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, Error>) in
                if delegate.register(task, continuation: continuation) { task.resume() }
            }
        } onCancel: {
            delegate.cancel(task)
        }
    }
}

/// Collects each task's bytes and resumes its continuation exactly once.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private struct Pending {
        var continuation: CheckedContinuation<HTTPResponse, Error>
        var data = Data()
    }

    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]
    private var cancelledEarly: Set<Int> = []

    /// Stores the continuation; false (and the continuation resumed) when the task was cancelled before it started.
    func register(_ task: URLSessionTask, continuation: CheckedContinuation<HTTPResponse, Error>) -> Bool {
        lock.lock()
        if cancelledEarly.remove(task.taskIdentifier) != nil {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return false
        }
        pending[task.taskIdentifier] = Pending(continuation: continuation)
        lock.unlock()
        return true
    }

    func cancel(_ task: URLSessionTask) {
        lock.lock()
        let entry = pending.removeValue(forKey: task.taskIdentifier)
        if entry == nil { cancelledEarly.insert(task.taskIdentifier) }
        lock.unlock()
        entry?.continuation.resume(throwing: CancellationError())
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        pending[dataTask.taskIdentifier]?.data.append(data)
        lock.unlock()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        let entry = pending.removeValue(forKey: task.taskIdentifier)
        cancelledEarly.remove(task.taskIdentifier)
        lock.unlock()
        guard let entry else { return }
        if let error {
            entry.continuation.resume(throwing: Self.transportError(error))
            return
        }
        guard let http = task.response as? HTTPURLResponse, let url = http.url ?? task.originalRequest?.url else {
            entry.continuation.resume(throwing: TransportError(.connection, "the server sent no HTTP answer"))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        entry.continuation.resume(returning: HTTPResponse(url: url, statusCode: http.statusCode, headers: headers, body: entry.data))
    }

    private static func transportError(_ error: Error) -> Error {
        let ns = error as NSError
        guard ns.domain == NSURLErrorDomain else { return TransportError(.connection, ns.localizedDescription) }
        switch ns.code {
        case NSURLErrorCancelled: return TransportError(.cancelled, "cancelled")
        case NSURLErrorTimedOut: return TransportError(.timedOut, "no answer in time")
        case NSURLErrorCannotConnectToHost: return TransportError(.connection, "could not connect to the server")
        case NSURLErrorNetworkConnectionLost: return TransportError(.connection, "the connection was lost before the answer was complete")
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return TransportError(.connection, "the host name could not be resolved")
        case NSURLErrorNotConnectedToInternet: return TransportError(.connection, "no network connection")
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
             NSURLErrorServerCertificateNotYetValid, NSURLErrorServerCertificateHasUnknownRoot:
            return TransportError(.connection, "the secure (TLS) connection failed")
        case NSURLErrorBadServerResponse: return TransportError(.connection, "the server's answer was not valid HTTP")
        default: return TransportError(.connection, "the connection failed: \(ns.localizedDescription)")
        }
    }
}
