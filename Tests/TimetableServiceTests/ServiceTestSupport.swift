import Foundation
import HTTPTestServer
import SemesterCal
import XCTest
@testable import TimetableService

/// Helpers shared by the service tests: the project's folders, temporary folders, a fetcher
/// pointed at a loopback server with short pauses.
class ServiceTestCase: XCTestCase {
    static var projectRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `../shared/corpus/hof-2020`, or an XCTSkip saying it is absent.
    static func requireCorpus() throws -> URL {
        let shared = ProcessInfo.processInfo.environment["SEMESTERCAL_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? projectRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let corpus = shared.appendingPathComponent("corpus/hof-2020")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("../shared/corpus/hof-2020 is not present beside the project (\(corpus.path)); the tests serving recorded answers are skipped. The tests on bundled samples still run.")
        }
        return corpus
    }

    func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("semestercal-service-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.resolvingSymlinksInPath()
    }

    /// Starts a server that stops when the test ends.
    func startServer(_ handler: @escaping LoopbackHTTPServer.Handler) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer(handler: handler)
        addTeardownBlock { server.stop() }
        return server
    }

    func fetcher(_ server: LoopbackHTTPServer, retries: Int = 2, timeout: Duration = .seconds(5), concurrency: Int = 4,
                 credentials: ServiceCredentials? = nil, maxBodyBytes: Int = ServiceClient.defaultMaxBodyBytes,
                 maxRetryAfter: Duration = .seconds(60)) throws -> ServiceFetcher {
        let client = ServiceClient(base: try ServiceBaseURL(parsing: server.serviceURL), credentials: credentials,
                                   timeout: timeout,
                                   retry: RetryPolicy(maxRetries: retries, initialDelay: .milliseconds(20), maxDelay: .milliseconds(80),
                                                      maxRetryAfter: maxRetryAfter),
                                   maxBodyBytes: maxBodyBytes)
        return ServiceFetcher(client: client, concurrency: concurrency)
    }

    /// Every file in `directory`, hidden ones too, sorted.
    func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    static let term = Term(parsing: "WS2020")!

    static func item(_ course: String, _ semester: String, kind: ResponseKind = .schedule) -> FetchItem {
        let entry = try! CourseSemester(course: course, semester: semester)
        switch kind {
        case .changes:
            return FetchItem(request: .changes(course: course, semester: semester, season: .winter), fileName: DownloadNames.changes(term: term, entry))
        default:
            return FetchItem(request: .schedule(course: course, semester: semester, season: .winter), fileName: DownloadNames.schedule(term: term, entry))
        }
    }

    /// A small valid schedule with one row labelled `label`.
    static func schedule(_ label: String = "Analysis") -> Data {
        Data("""
        {"schedule": [{"id": "1", "label": "\(label)", "docent": "Prof. Dr. Beispiel", "type": "HF", "style": "Vorlesung Fixzeit",
          "group": "", "starttime": "08:00", "endtime": "09:30", "startdate": "01.03.2020", "enddate": "22.01.2021",
          "day": "Montag", "room": "FA007", "splusname": "A§x $ 1", "comment": "", "sp": "-"}]}
        """.utf8)
    }
}
