import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOHTTPCompression

/// `HTTPTransport` on swift-server's AsyncHTTPClient (SwiftNIO).
///
/// The body is streamed with back-pressure and collected only up to the caller's limit, so an
/// endless or huge answer never gets into memory; compressed bodies are unpacked as they arrive,
/// and one that unpacks to more than `maxUnpackingRatio` times its size is stopped as a bomb.
/// No cookies, no cache, redirects handed back to the caller. Cancelling the calling task
/// cancels the request.
public final class AsyncHTTPClientTransport: HTTPTransport {
    /// gzip bodies of JSON timetables unpack 5–20 times; 100 leaves room and still stops a bomb
    /// (deflate reaches 1,000) before a single network read can unpack to tens of megabytes.
    public static let maxUnpackingRatio = 100

    private let client: HTTPClient

    public init() {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(10)),
            decompression: .enabled(limit: .ratio(Self.maxUnpackingRatio)))
        configuration.httpVersion = .http1Only
        // A refused connection fails the attempt at once; ServiceClient's RetryPolicy decides about
        // another (AsyncHTTPClient would otherwise keep trying until the time limit).
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    deinit {
        // The client's threads must be stopped before it goes; this blocks briefly, off any event loop.
        try? client.syncShutdown()
    }

    public func get(_ url: URL, headers: [String: String], timeout: Duration, maxBodyBytes: Int) async throws -> HTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .GET
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        do {
            let response = try await client.execute(request, timeout: .nanoseconds(Int64(timeout.timeInterval * 1e9)))
            if let declared = response.headers.first(name: "Content-Length").flatMap(Int.init), declared > maxBodyBytes {
                throw TransportError(.tooLarge, "the answer is \(ByteCount.text(declared)), more than the limit of \(ByteCount.text(maxBodyBytes)) (--max-download-size); not downloaded")
            }
            let body = try await response.body.collect(upTo: maxBodyBytes)
            var fields: [String: String] = [:]
            for (name, value) in response.headers { fields[name] = fields[name].map { "\($0), \(value)" } ?? value }
            return HTTPResponse(url: url, statusCode: Int(response.status.code), headers: fields, body: Data(buffer: body))
        } catch {
            throw Self.transportError(error, limit: maxBodyBytes)
        }
    }

    private static func transportError(_ error: Error, limit: Int) -> Error {
        switch error {
        case let error as TransportError: return error
        case is CancellationError: return TransportError(.cancelled, "cancelled")
        case is NIOTooManyBytesError:
            return TransportError(.tooLarge, "the answer passed the limit of \(ByteCount.text(limit)) (--max-download-size); download stopped")
        case NIOHTTPDecompression.DecompressionError.limit:
            return TransportError(.tooLarge, "the compressed answer unpacks to more than \(maxUnpackingRatio) times its size; download stopped")
        case is NIOHTTPDecompression.DecompressionError, is NIOHTTPDecompression.ExtraDecompressionError:
            return TransportError(.connection, "the compressed answer could not be unpacked")
        case let error as HTTPClientError:
            switch error {
            case .cancelled: return TransportError(.cancelled, "cancelled")
            case .deadlineExceeded, .readTimeout, .writeTimeout: return TransportError(.timedOut, "no answer in time")
            case .connectTimeout: return TransportError(.connection, "could not connect to the server (no answer to the connection request in time)")
            case .remoteConnectionClosed: return TransportError(.connection, "the connection was lost before the answer was complete")
            default: return TransportError(.connection, "the connection failed: \(error)")
            }
        case let error as IOError:
            return TransportError(.connection, "could not connect to the server (\(error.description))")
        default:
            let text = String(describing: error)
            if text.contains("NIOSSL") || text.contains("BoringSSL") { return TransportError(.connection, "the secure (TLS) connection failed") }
            if text.contains("connectionRefused") || text.contains("NIOConnectionError") { return TransportError(.connection, "could not connect to the server") }
            if text.contains("dnsA") || text.contains("resolution") { return TransportError(.connection, "the host name could not be resolved") }
            return TransportError(.connection, "the connection failed: \(text)")
        }
    }
}
