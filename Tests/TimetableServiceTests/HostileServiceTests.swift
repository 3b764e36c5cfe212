import Foundation
import HTTPTestServer
import ICalendar
import SemesterCal
import XCTest
@testable import TimetableService

/// A hostile or broken service: answers too large to hold (declared, endless, or a small gzip
/// body that unpacks to megabytes), and servers that ask for patience (429/503 with Retry-After).
/// In every case the previous download stays as it was.
final class HostileServiceTests: ServiceTestCase {
    private static let previous = schedule("Previous")

    private func directoryWithPreviousDownload() throws -> URL {
        let dir = try makeTemporaryDirectory()
        try Self.previous.write(to: dir.appendingPathComponent(Self.item("Inf", "1").fileName))
        return dir
    }

    private func assertStoppedAsTooLarge(_ report: FetchReport, in dir: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = report.results[0]
        XCTAssertEqual(result.failure?.kind, .tooLarge, result.description, file: file, line: line)
        XCTAssertEqual(result.attempts, 1, "an answer too large is not asked for again", file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(Self.item("Inf", "1").fileName)), Self.previous,
                       "the previous download is kept", file: file, line: line)
        XCTAssertEqual(files(in: dir), [Self.item("Inf", "1").fileName], "no partial file is left", file: file, line: line)
    }

    func test_an_endless_body_is_stopped_at_the_limit() async throws {
        let server = try startServer { _, _ in .stream(chunk: Data(repeating: 0x20, count: 64 << 10), repeats: nil) }
        let dir = try directoryWithPreviousDownload()
        let report = try await fetcher(server, maxBodyBytes: 1 << 20).fetch([Self.item("Inf", "1")], into: dir)
        try assertStoppedAsTooLarge(report, in: dir)
        XCTAssertTrue(report.results[0].description.contains("1 MB"), report.results[0].description)
    }

    func test_a_declared_length_beyond_the_limit_is_refused_before_the_body() async throws {
        let server = try startServer { _, _ in
            .truncate(status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"schedule\": [".utf8), declaredLength: 2_000_000_000)
        }
        let dir = try directoryWithPreviousDownload()
        let report = try await fetcher(server, maxBodyBytes: 1 << 20).fetch([Self.item("Inf", "1")], into: dir)
        try assertStoppedAsTooLarge(report, in: dir)
        XCTAssertTrue(report.results[0].description.contains("more than the limit of 1 MB"), report.results[0].description)
    }

    func test_a_small_gzip_body_that_unpacks_beyond_the_limit_is_stopped() async throws {
        // 16 KB on the wire, 16 MB of valid JSON unpacked: without a limit on unpacked bytes it would be read and saved.
        let packed = try Data(contentsOf: Self.projectRoot.appendingPathComponent("Tests/Fixtures/http/schedule-16MiB-of-spaces.json.gz"))
        XCTAssertLessThan(packed.count, 1 << 20)
        let server = try startServer { _, _ in
            .respond(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: packed, delay: 0)
        }
        let dir = try directoryWithPreviousDownload()
        let report = try await fetcher(server, maxBodyBytes: 1 << 20).fetch([Self.item("Inf", "1")], into: dir)
        try assertStoppedAsTooLarge(report, in: dir)
    }

    func test_an_answer_within_the_limit_is_saved() async throws {
        let body = Self.schedule("Fits")
        let server = try startServer { _, _ in .stream(chunk: body, repeats: 1) }
        let dir = try directoryWithPreviousDownload()
        let report = try await fetcher(server, maxBodyBytes: body.count).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded, report.results[0].description)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(Self.item("Inf", "1").fileName)), body)
    }

    func test_a_429_is_retried_after_the_pause_the_server_asks_for() async throws {
        let server = try startServer { _, n in
            n == 1 ? .respond(status: 429, headers: ["Retry-After": "1"], body: Data(), delay: 0) : .json(Self.schedule())
        }
        let dir = try makeTemporaryDirectory()
        let clock = ContinuousClock()
        let start = clock.now
        let report = try await fetcher(server, maxRetryAfter: .seconds(5)).fetch([Self.item("Inf", "1")], into: dir)
        let waited = clock.now - start
        XCTAssertTrue(report.succeeded, report.results[0].description)
        XCTAssertEqual(report.results[0].attempts, 2)
        // The backoff of these tests is 20 ms; only Retry-After makes the pause last a second.
        XCTAssertGreaterThanOrEqual(waited, .milliseconds(950))
    }

    func test_a_503_asking_for_a_longer_pause_than_the_cap_is_not_retried_in_this_run() async throws {
        let server = try startServer { _, _ in .respond(status: 503, headers: ["Retry-After": "3600"], body: Data(), delay: 0) }
        let dir = try directoryWithPreviousDownload()
        let report = try await fetcher(server, maxRetryAfter: .seconds(5)).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertEqual(report.results[0].failure?.kind, .status)
        XCTAssertEqual(report.results[0].attempts, 1)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(Self.item("Inf", "1").fileName)), Self.previous)
    }

    func test_retry_after_is_read_as_seconds_or_as_an_http_date() {
        let now = Date(timeIntervalSince1970: 1_445_412_470)  // Wed, 21 Oct 2015 07:27:50 GMT
        XCTAssertEqual(RetryPolicy.retryAfter("5", now: now), .seconds(5))
        XCTAssertEqual(RetryPolicy.retryAfter(" 120 ", now: now), .seconds(120))
        XCTAssertEqual(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now), .seconds(10))
        XCTAssertEqual(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:00:00 GMT", now: now), .zero, "a date in the past means now")
        XCTAssertGreaterThan(RetryPolicy.retryAfter("99999999999999999999999", now: now)!, .seconds(86_400 * 365))
        XCTAssertNil(RetryPolicy.retryAfter("soon", now: now))
        XCTAssertNil(RetryPolicy.retryAfter("-5", now: now))
    }

    func test_sizes_are_read_and_shown_in_binary_units() {
        XCTAssertEqual(ByteCount.parse("8M"), 8 << 20)
        XCTAssertEqual(ByteCount.parse("500k"), 500 << 10)
        XCTAssertEqual(ByteCount.parse("2MB"), 2 << 20)
        XCTAssertEqual(ByteCount.parse("65536"), 65_536)
        XCTAssertNil(ByteCount.parse("0"))
        XCTAssertNil(ByteCount.parse("lots"))
        XCTAssertNil(ByteCount.parse("99999999999G"))
        XCTAssertEqual(ByteCount.text(8 << 20), "8 MB")
        XCTAssertEqual(ByteCount.text(1000), "1000 bytes")
    }
}

/// The shrink guard: answers that would take away most of what the previous download had are
/// held back (the previous download kept) unless the operator accepts them.
final class ShrinkGuardTests: ServiceTestCase {
    private static func schedule(rows count: Int) -> Data {
        let rows = (0..<count).map { index in
            """
            {"id": "\(index)", "label": "Vorlesung \(index)", "docent": "Prof. Dr. Beispiel", "type": "HF", "style": "Vorlesung Fixzeit",
             "group": "", "starttime": "08:00", "endtime": "09:30", "startdate": "01.03.2020", "enddate": "22.01.2021",
             "day": "Montag", "room": "FA007", "splusname": "A§x%\(index) $ 1", "comment": "", "sp": "-"}
            """
        }
        return Data("{\"schedule\": [\(rows.joined(separator: ","))]}".utf8)
    }

    private static let samples = projectRoot.appendingPathComponent("samples/changes/WS2020_Informatik_1.changes.json")

    private func fetchOnce(previous: Data, answer: Data, kind: ResponseKind = .schedule, guard shrinkGuard: ShrinkGuard) async throws -> (FetchResult, Data) {
        let server = try startServer { _, _ in .json(answer) }
        let dir = try makeTemporaryDirectory()
        let item = Self.item("Inf", "1", kind: kind)
        try previous.write(to: dir.appendingPathComponent(item.fileName))
        let base = try fetcher(server)
        let guarded = ServiceFetcher(client: base.client, concurrency: 1, shrinkGuard: shrinkGuard)
        let report = try await guarded.fetch([item], into: dir)
        return (report.results[0], try Data(contentsOf: dir.appendingPathComponent(item.fileName)))
    }

    func test_a_timetable_losing_more_than_half_of_its_rows_is_held_back() async throws {
        let previous = Self.schedule(rows: 28)
        let (result, kept) = try await fetchOnce(previous: previous, answer: Self.schedule(rows: 1), guard: ShrinkGuard())
        XCTAssertEqual(result.failure?.kind, .shrunk, result.description)
        XCTAssertTrue(result.description.contains("a timetable of 1 row, but the previous download has 28 rows"), result.description)
        XCTAssertTrue(result.description.contains("--accept-shrink"), result.description)
        XCTAssertEqual(kept, previous)
    }

    func test_an_empty_timetable_is_held_back_too() async throws {
        let previous = Self.schedule(rows: 3)
        let (result, kept) = try await fetchOnce(previous: previous, answer: Data(#"{"schedule": []}"#.utf8), guard: ShrinkGuard())
        XCTAssertEqual(result.failure?.kind, .shrunk, result.description)
        XCTAssertEqual(kept, previous)
    }

    func test_losing_half_or_less_is_an_ordinary_change() async throws {
        let answer = Self.schedule(rows: 14)
        let (result, kept) = try await fetchOnce(previous: Self.schedule(rows: 28), answer: answer, guard: ShrinkGuard())
        XCTAssertTrue(result.isSaved, result.description)
        XCTAssertEqual(kept, answer)
    }

    func test_the_operator_can_accept_a_shrink() async throws {
        let answer = Self.schedule(rows: 1)
        let (result, kept) = try await fetchOnce(previous: Self.schedule(rows: 28), answer: answer, guard: ShrinkGuard(accept: true))
        XCTAssertTrue(result.isSaved, result.description)
        XCTAssertEqual(kept, answer)
    }

    func test_a_change_feed_forgetting_every_coming_change_at_once_is_held_back() async throws {
        let previous = try Data(contentsOf: Self.samples)
        let empty = Data(#"{"version": 3.1, "changes": []}"#.utf8)
        let (result, kept) = try await fetchOnce(previous: previous, answer: empty, kind: .changes,
                                                 guard: ShrinkGuard(today: CalendarDate(year: 2020, month: 10, day: 1)))
        XCTAssertEqual(result.failure?.kind, .shrunk, result.description)
        XCTAssertTrue(result.description.contains("coming changes of the previous download"), result.description)
        XCTAssertEqual(kept, previous)
    }

    func test_past_changes_dropping_out_of_the_feed_are_fine() async throws {
        // Every change of the sample feed is before this day: the service may stop listing them.
        let empty = Data(#"{"version": 3.1, "changes": []}"#.utf8)
        let (result, kept) = try await fetchOnce(previous: try Data(contentsOf: Self.samples), answer: empty, kind: .changes,
                                                 guard: ShrinkGuard(today: CalendarDate(year: 2021, month: 3, day: 1)))
        XCTAssertTrue(result.isSaved, result.description)
        XCTAssertEqual(kept, empty)
    }

    func test_a_feed_keeping_one_coming_change_is_fine() async throws {
        let previous = try Data(contentsOf: Self.samples)
        var feed = try XCTUnwrap(JSONSerialization.jsonObject(with: previous) as? [String: Any])
        feed["changes"] = Array(try XCTUnwrap(feed["changes"] as? [Any]).prefix(1))
        let answer = try JSONSerialization.data(withJSONObject: feed)
        let (result, kept) = try await fetchOnce(previous: previous, answer: answer, kind: .changes,
                                                 guard: ShrinkGuard(today: CalendarDate(year: 2020, month: 10, day: 1)))
        XCTAssertTrue(result.isSaved, result.description)
        XCTAssertEqual(kept, answer)
    }
}
