import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (ephemeral port) for tests: one thread per
/// connection, `Connection: close` after every answer, answers chosen by a handler.
/// It records every request and the largest number of requests it was answering at once.
/// It never listens on anything but the loopback address.
public final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked: the mutable state below is only touched under `lock`.

    /// A request as received.
    public struct Request: Sendable {
        public let method: String
        /// Path and query as sent, e.g. `/soap/client.php?f=Courses&tt=WS`.
        public let target: String
        /// Header fields by lowercased name.
        public let headers: [String: String]

        public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }

        /// Query parameters, percent-decoded; repeated names keep every value.
        public var query: [String: [String]] {
            guard let q = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return [:] }
            var result: [String: [String]] = [:]
            for pair in q.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let value = parts.count > 1 ? (String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(parts[1])) : ""
                result[name, default: []].append(value)
            }
            return result
        }

        /// The first value of a query parameter.
        public func parameter(_ name: String) -> String? { query[name]?.first }
    }

    /// What the server does with a request.
    public enum Action: Sendable {
        /// A complete answer, after `delay` seconds.
        case respond(status: Int, headers: [String: String], body: Data, delay: TimeInterval)
        /// The status line and headers with `Content-Length: declaredLength`, then only `body`, then the connection closes.
        case truncate(status: Int, headers: [String: String], body: Data, declaredLength: Int)
        /// No answer for `seconds`, then the connection closes.
        case hang(seconds: TimeInterval)
        /// The connection closes without an answer.
        case close
        /// A 200 JSON answer without `Content-Length` whose body is `chunk` sent `repeats` times
        /// (endlessly when nil, until the client hangs up or the server stops), then the connection closes.
        case stream(chunk: Data, repeats: Int?)

        /// A JSON answer (`Content-Type: application/json; charset=utf-8`).
        public static func json(_ body: Data, status: Int = 200, delay: TimeInterval = 0) -> Action {
            .respond(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body, delay: delay)
        }

        public static func json(_ text: String, status: Int = 200, delay: TimeInterval = 0) -> Action {
            json(Data(text.utf8), status: status, delay: delay)
        }

        public static func status(_ status: Int, body: String = "", contentType: String = "text/plain") -> Action {
            .respond(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8), delay: 0)
        }

        public static func redirect(_ status: Int = 302, to location: String) -> Action {
            .respond(status: status, headers: ["Location": location], body: Data(), delay: 0)
        }
    }

    /// `(request, n)`: n counts the requests with the same target so far (1 for the first).
    public typealias Handler = @Sendable (Request, Int) -> Action

    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var stopped = false
    private var received: [Request] = []
    private var hits: [String: Int] = [:]
    private var active = 0
    private var mostActive = 0

    /// `http://127.0.0.1:PORT`
    public var origin: String { "http://127.0.0.1:\(port)" }
    /// `http://127.0.0.1:PORT/soap/client.php`
    public var serviceURL: String { origin + "/soap/client.php" }

    public init(handler: @escaping Handler) throws {
        signal(SIGPIPE, SIG_IGN)
        self.handler = handler
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError("bind/listen on 127.0.0.1: \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    /// Stops accepting; answers being delayed end early.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Every request received so far, in order of arrival.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// The most requests being answered at the same time so far.
    public var maxConcurrentRequests: Int {
        lock.lock()
        defer { lock.unlock() }
        return mostActive
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if isStopped { return }
                if errno == EINTR { continue }
                return
            }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        lock.lock()
        received.append(request)
        hits[request.target, default: 0] += 1
        let n = hits[request.target]!
        active += 1
        mostActive = max(mostActive, active)
        lock.unlock()
        // A request stops counting as being answered just before its last byte goes out: once the
        // client has the whole answer it may send its next request, and that one must not overlap.
        var answered = false
        func finish() {
            guard !answered else { return }
            answered = true
            lock.lock()
            active -= 1
            lock.unlock()
        }
        defer { finish() }
        switch handler(request, n) {
        case .respond(let status, let headers, let body, let delay):
            pause(delay)
            if isStopped { return }
            finish()
            write(client, head(status: status, headers: headers, length: body.count) + body)
        case .truncate(let status, let headers, let body, let declared):
            write(client, head(status: status, headers: headers, length: declared) + body)
            pause(0.05)
        case .hang(let seconds):
            pause(seconds)
        case .close:
            return
        case .stream(let chunk, let repeats):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
            guard write(client, Data(head.utf8)) else { return }
            var sent = 0
            while repeats.map({ sent < $0 }) ?? true, !isStopped {
                guard write(client, chunk) else { return }
                sent += 1
            }
        }
    }

    /// Sleeps in small steps, ending early when the server stops.
    private func pause(_ seconds: TimeInterval) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end, !isStopped { Thread.sleep(forTimeInterval: min(0.01, max(0, end.timeIntervalSinceNow))) }
    }

    private func readRequest(_ client: Int32) -> Request? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while buffer.count < 65_536 {
            let n = recv(client, &chunk, chunk.count, 0)
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
            if let end = buffer.firstRange(of: [13, 10, 13, 10]) {
                let text = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                var lines = text.components(separatedBy: "\r\n")
                let requestLine = lines.removeFirst().split(separator: " ")
                guard requestLine.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
            }
        }
        return nil
    }

    private func head(status: Int, headers: [String: String], length: Int) -> Data {
        var text = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(length)\r\nConnection: close\r\n\r\n"
        return Data(text.utf8)
    }

    /// Sends every byte; false when the client hung up.
    @discardableResult
    private func write(_ client: Int32, _ data: Data) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        return data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = send(client, raw.baseAddress! + offset, raw.count - offset, flags)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }
}

public struct ServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
