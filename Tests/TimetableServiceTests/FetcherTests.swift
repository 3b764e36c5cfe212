import Foundation
import HTTPTestServer
import SemesterCal
import XCTest
@testable import TimetableService

/// The fetcher against a real HTTP/1.1 server on 127.0.0.1: what is saved, what is retried,
/// what never replaces a good file.
final class FetcherTests: ServiceTestCase {
    func test_bundled_samples_are_saved_byte_for_byte_under_their_names() async throws {
        let service = try FakeHofService.bundledSamples(projectRoot: Self.projectRoot)
        let server = try startServer(service.handler)
        let dir = try makeTemporaryDirectory()
        let selection = FetchSelection(term: Self.term, courses: [try CourseSemester(course: "Inf", semester: "1"),
                                                                  try CourseSemester(course: "WI", semester: "1")])
        let report = try await fetcher(server).fetch(try selection.items(), into: dir)
        XCTAssertTrue(report.succeeded, report.results.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(files(in: dir), ["WS2020_Inf_1.changes.json", "WS2020_Inf_1.schedule.json",
                                        "WS2020_WI_1.changes.json", "WS2020_WI_1.schedule.json"])
        let samples = Self.projectRoot.appendingPathComponent("samples")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("WS2020_Inf_1.schedule.json")),
                       try Data(contentsOf: samples.appendingPathComponent("WS2020_Informatik_1.json")))
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("WS2020_Inf_1.changes.json")),
                       try Data(contentsOf: samples.appendingPathComponent("changes/WS2020_Informatik_1.changes.json")))
        let targets = Set(server.requests.map(\.target))
        XCTAssertTrue(targets.contains("/soap/client.php?f=Schedule&stg=Inf&sem=1&tt=WS"), "\(targets)")
        XCTAssertTrue(targets.contains("/soap/client.php?f=Changes&stg=WI&sem=1&tt=WS"), "\(targets)")
        XCTAssertEqual(report.results.map(\.attempts), [1, 1, 1, 1])

        // A second run with the same answers changes nothing.
        let again = try await fetcher(server).fetch(try selection.items(), into: dir)
        XCTAssertTrue(again.succeeded)
        XCTAssertTrue(again.changed.isEmpty, "unchanged answers must not be rewritten")
    }

    func test_my_schedule_sends_every_id_and_is_read_as_a_schedule() async throws {
        let service = try FakeHofService.bundledSamples(projectRoot: Self.projectRoot)
        let server = try startServer(service.handler)
        let dir = try makeTemporaryDirectory()
        let selection = FetchSelection(term: Self.term, courses: [], lectureIDs: ["9001", "9201"])
        let report = try await fetcher(server).fetch(try selection.items(), into: dir)
        XCTAssertTrue(report.succeeded, "\(report.results)")
        XCTAssertEqual(files(in: dir), ["WS2020_MySchedule.schedule.json"])
        XCTAssertEqual(server.requests.first?.query["id[]"], ["9001", "9201"])
        XCTAssertEqual(server.requests.first?.target, "/soap/client.php?f=MySchedule&id%5B%5D=9001&id%5B%5D=9201")
    }

    func test_a_500_is_retried_and_the_second_answer_saved() async throws {
        let server = try startServer { request, n in
            n == 1 ? .status(500, body: "database busy") : .json(Self.schedule())
        }
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded, "\(report.results)")
        XCTAssertEqual(report.results[0].attempts, 2)
        XCTAssertEqual(server.requests.count, 2)
    }

    func test_a_503_every_time_fails_after_the_retry_limit() async throws {
        let server = try startServer { _, _ in .status(503) }
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server, retries: 2).fetch([Self.item("Inf", "1")], into: dir)
        let failure = try XCTUnwrap(report.results[0].failure)
        XCTAssertEqual(failure.kind, .status)
        XCTAssertEqual(failure.statusCode, 503)
        XCTAssertEqual(report.results[0].attempts, 3, "one attempt and two retries")
        XCTAssertEqual(server.requests.count, 3)
        XCTAssertTrue(report.results[0].description.contains("HTTP 503 Service Unavailable"), report.results[0].description)
        XCTAssertTrue(report.results[0].description.contains(server.serviceURL + "?f=Schedule&stg=Inf&sem=1&tt=WS"), report.results[0].description)
        XCTAssertEqual(files(in: dir), [])
    }

    func test_a_404_is_not_retried_and_the_others_are_still_saved() async throws {
        let server = try startServer { request, _ in
            request.parameter("stg") == "Nope" ? .status(404, body: "no such course") : .json(Self.schedule())
        }
        let dir = try makeTemporaryDirectory()
        let previous = Data(#"{"schedule": []}"#.utf8)
        try previous.write(to: dir.appendingPathComponent("WS2020_Nope_1.schedule.json"))
        let report = try await fetcher(server, retries: 3).fetch([Self.item("Nope", "1"), Self.item("Inf", "1")], into: dir)
        XCTAssertEqual(report.results[0].failure?.statusCode, 404)
        XCTAssertEqual(report.results[0].attempts, 1, "a 4xx answer is final")
        XCTAssertTrue(report.results[1].isSaved)
        XCTAssertEqual(server.requests.filter { $0.parameter("stg") == "Nope" }.count, 1)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("WS2020_Nope_1.schedule.json")), previous,
                       "the previous download must stay")
    }

    func test_a_slow_answer_within_the_time_limit_is_fine_and_one_beyond_it_times_out() async throws {
        let server = try startServer { request, _ in
            .json(Self.schedule(), delay: request.parameter("stg") == "Slow" ? 3 : 0.2)
        }
        let dir = try makeTemporaryDirectory()
        let started = Date()
        let report = try await fetcher(server, retries: 1, timeout: .milliseconds(800)).fetch([Self.item("Slow", "1"), Self.item("Inf", "1")], into: dir)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2.9, "the time limit must cut the slow request short")
        XCTAssertEqual(report.results[0].failure?.kind, .timedOut, "\(report.results[0])")
        XCTAssertEqual(report.results[0].attempts, 2, "a timeout is retried")
        XCTAssertTrue(report.results[1].isSaved, "\(report.results[1])")
        XCTAssertEqual(files(in: dir), ["WS2020_Inf_1.schedule.json"])
    }

    func test_a_connection_that_hangs_up_is_retried() async throws {
        let server = try startServer { _, n in n == 1 ? .close : .json(Self.schedule()) }
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded, "\(report.results)")
        XCTAssertEqual(report.results[0].attempts, 2)
    }

    func test_no_server_at_all_is_a_connection_failure() async throws {
        let server = try startServer { _, _ in .close }
        server.stop()
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server, retries: 1).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertEqual(report.results[0].failure?.kind, .connection, "\(report.results[0])")
        XCTAssertEqual(report.results[0].attempts, 2)
    }

    /// Answers that must never replace a good file: each is served for its own course.
    func test_bad_answers_never_replace_the_previous_download() async throws {
        let good = Self.schedule("Gute Daten")
        let full = Self.schedule("Übung für Anfänger")
        let bad: [String: LoopbackHTTPServer.Action] = [
            "Empty": .json(Data()),
            "Html": .respond(status: 200, headers: ["Content-Type": "application/json"],
                             body: Data("<!DOCTYPE html><html><head><title>Wartungsarbeiten</title></head><body>Bitte später</body></html>".utf8), delay: 0),
            "HtmlPlain": .respond(status: 200, headers: ["Content-Type": "text/html; charset=UTF-8"],
                                  body: Data("<b>Fatal error</b>: Uncaught PDOException in client.php".utf8), delay: 0),
            "CutJSON": .json(full.prefix(full.count / 2)),
            "CutBody": .truncate(status: 200, headers: ["Content-Type": "application/json"], body: full.prefix(full.count / 2), declaredLength: full.count),
            "Latin1": .json(String(data: full, encoding: .utf8)!.data(using: .isoLatin1)!),
            "Twice": .json(Data(String(decoding: full, as: UTF8.self).data(using: .utf8)!.map { Character(Unicode.Scalar($0)) }.map(String.init).joined().utf8)),
            "Replaced": .json(Data(String(decoding: full, as: UTF8.self).replacingOccurrences(of: "Ü", with: "\u{FFFD}").utf8)),
            "WrongShape": .json(#"{"error": "Keine Berechtigung"}"#),
            "BadRow": .json(#"{"schedule": [{"label": "X", "day": "Montag", "starttime": "25:00", "endtime": "26:00"}]}"#),
            "NoContent": .status(204),
            "Forbidden": .status(403, body: "{\"schedule\": []}", contentType: "application/json"),
        ]
        let server = try startServer { request, _ in bad[request.parameter("stg") ?? ""] ?? .json(full) }
        let dir = try makeTemporaryDirectory()
        let items = bad.keys.sorted().map { Self.item($0, "1") }
        for item in items { try good.write(to: dir.appendingPathComponent(item.fileName)) }

        let report = try await fetcher(server, retries: 1).fetch(items, into: dir)
        for result in report.results {
            XCTAssertNotNil(result.failure, "\(result.item.fileName) was accepted")
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(result.item.fileName)), good,
                           "\(result.item.fileName) replaced the previous download")
        }
        func reason(_ course: String) -> String { report.results.first { $0.item.fileName.contains("_\(course)_") }?.failure?.reason ?? "" }
        XCTAssertTrue(reason("Empty").contains("empty"), reason("Empty"))
        XCTAssertTrue(reason("Html").contains("HTML page “Wartungsarbeiten”"), reason("Html"))
        XCTAssertTrue(reason("HtmlPlain").contains("HTML page"), reason("HtmlPlain"))
        XCTAssertTrue(reason("CutJSON").contains("not valid JSON"), reason("CutJSON"))
        XCTAssertTrue(reason("Latin1").contains("not UTF-8"), reason("Latin1"))
        XCTAssertTrue(reason("Twice").contains("mojibake"), reason("Twice"))
        XCTAssertTrue(reason("Replaced").contains("U+FFFD"), reason("Replaced"))
        XCTAssertTrue(reason("WrongShape").contains("\"schedule\""), reason("WrongShape"))
        XCTAssertTrue(reason("BadRow").contains("starttime"), reason("BadRow"))
        XCTAssertTrue(reason("NoContent").contains("204"), reason("NoContent"))
        XCTAssertTrue(reason("Forbidden").contains("403"), reason("Forbidden"))
        XCTAssertEqual(files(in: dir).filter { $0.hasPrefix(".") }, [], "no temporary file may stay")
    }

    func test_temporaries_of_a_killed_run_are_removed_and_others_kept() async throws {
        let server = try startServer { _, _ in .json(Self.schedule()) }
        let dir = try makeTemporaryDirectory()
        let stale = ".WS2020_Inf_1.schedule.json.2147483646.0A1B2C3D.part"
        let living = ".WS2020_Inf_1.schedule.json.\(getpid()).FFFFFFFF.part"
        let other = ".WS2020_WI_1.schedule.json.2147483646.0A1B2C3D.part"
        for name in [stale, living, other] { try Data("{".utf8).write(to: dir.appendingPathComponent(name)) }
        let report = try await fetcher(server).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(files(in: dir), [living, other, "WS2020_Inf_1.schedule.json"].sorted(),
                       "only the dead process's temporary of the same name goes")
    }

    func test_json_sent_as_text_html_is_accepted() async throws {
        let server = try startServer { _, _ in
            .respond(status: 200, headers: ["Content-Type": "text/html; charset=UTF-8"], body: Self.schedule(), delay: 0)
        }
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded, "\(report.results)")
    }

    func test_a_redirect_on_the_same_server_is_followed_with_credentials() async throws {
        let server = try startServer { request, _ in
            request.path == "/soap/client.php" ? .redirect(301, to: "/new/client.php?" + (request.target.split(separator: "?").last ?? ""))
                : .json(Self.schedule())
        }
        let dir = try makeTemporaryDirectory()
        let credentials = try ServiceCredentials(user: "student", password: "s3cret pw")
        let report = try await fetcher(server, credentials: credentials).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded, "\(report.results)")
        XCTAssertEqual(server.requests.map(\.path), ["/soap/client.php", "/new/client.php"])
        XCTAssertEqual(server.requests.map { $0.headers["authorization"] }, Array(repeating: "Basic " + Data("student:s3cret pw".utf8).base64EncodedString(), count: 2))
    }

    func test_a_redirect_to_another_server_does_not_get_the_password() async throws {
        let other = try startServer { _, _ in .json(Self.schedule()) }
        let server = try startServer { request, _ in .redirect(302, to: other.origin + "/elsewhere?" + (request.target.split(separator: "?").last ?? "")) }
        let dir = try makeTemporaryDirectory()
        let credentials = try ServiceCredentials(user: "student", password: "s3cret")
        let report = try await fetcher(server, credentials: credentials).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.succeeded, "\(report.results)")
        XCTAssertNotNil(server.requests.first?.headers["authorization"])
        XCTAssertEqual(other.requests.count, 1)
        XCTAssertNil(other.requests.first?.headers["authorization"], "credentials must not follow a redirect to another origin")
    }

    func test_endless_redirects_stop() async throws {
        let server = try startServer { request, n in .redirect(302, to: "/loop\(n)") }
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server, retries: 0).fetch([Self.item("Inf", "1")], into: dir)
        XCTAssertTrue(report.results[0].failure?.reason.contains("redirects") == true, "\(report.results[0])")
    }

    func test_credentials_are_sent_as_basic_auth_and_never_shown() async throws {
        let password = "pa:ss wörd"
        let server = try startServer { request, _ in
            request.headers["authorization"] == "Basic " + Data("max:\(password)".utf8).base64EncodedString()
                ? .json(Self.schedule()) : .status(401, body: "login required")
        }
        let dir = try makeTemporaryDirectory()
        let credentials = try ServiceCredentials(user: "max", password: password)
        let report = try await fetcher(server, credentials: credentials).fetch([Self.item("Inf", "1"), Self.item("Inf", "1", kind: .changes)], into: dir)
        XCTAssertEqual(report.results[0].isSaved, true, "\(report.results)")
        for text in [String(describing: credentials), String(reflecting: credentials), "\(credentials)",
                     { var s = ""; dump(credentials, to: &s); return s }(), report.results.map(\.description).joined()] {
            XCTAssertFalse(credentials.revealsPassword(in: text), "the password shows in: \(text)")
        }
        XCTAssertFalse(server.requests.contains { $0.target.contains("max") }, "credentials must not be in the URL")
    }

    func test_the_number_of_requests_in_flight_never_exceeds_the_bound() async throws {
        let server = try startServer { _, _ in .json(Self.schedule(), delay: 0.15) }
        let dir = try makeTemporaryDirectory()
        let items = (1...12).map { Self.item("C\($0)", "1") }
        let report = try await fetcher(server, concurrency: 3).fetch(items, into: dir)
        XCTAssertTrue(report.succeeded)
        XCTAssertLessThanOrEqual(server.maxConcurrentRequests, 3)
        XCTAssertGreaterThanOrEqual(server.maxConcurrentRequests, 2, "requests should run in parallel")

        let serial = try startServer { _, _ in .json(Self.schedule(), delay: 0.05) }
        _ = try await fetcher(serial, concurrency: 1).fetch(Array(items.prefix(4)), into: dir)
        XCTAssertEqual(serial.maxConcurrentRequests, 1)
    }

    func test_cancelling_stops_promptly_and_leaves_no_partial_file() async throws {
        let server = try startServer { request, _ in
            .json(Self.schedule(), delay: request.parameter("stg") == "Fast" ? 0 : 5)
        }
        let dir = try makeTemporaryDirectory()
        let items = [Self.item("Fast", "1")] + (1...6).map { Self.item("Slow\($0)", "1") }
        let fetcher = try self.fetcher(server, concurrency: 3)
        let started = Date()
        let task = Task { try await fetcher.fetch(items, into: dir) }
        try await Task.sleep(for: .milliseconds(600))
        task.cancel()
        let report = try await task.value
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "cancellation must not wait for the slow answers")
        XCTAssertTrue(report.results[0].isSaved, "\(report.results[0])")
        XCTAssertEqual(report.cancelled.count, 6, "\(report.results)")
        XCTAssertEqual(files(in: dir), ["WS2020_Fast_1.schedule.json"], "only the complete download may be there")
        XCTAssertTrue(TemporaryFiles.shared.current.isEmpty)
        XCTAssertLessThanOrEqual(server.requests.count, 3 + 1, "no new request after cancelling")
    }

    func test_the_course_list_is_read() async throws {
        let service = try FakeHofService.bundledSamples(projectRoot: Self.projectRoot)
        let server = try startServer(service.handler)
        let courses = try await fetcher(server).courses(season: .winter)
        XCTAssertEqual(courses.map(\.code), ["Inf", "WI"])
        XCTAssertEqual(courses.first?.semesters, ["1"])
        XCTAssertEqual(courses.first?.name(in: "de"), "Studiengang Inf")
    }

    func test_a_failing_course_list_names_the_address_and_status() async throws {
        let server = try startServer { _, _ in .status(500) }
        do {
            _ = try await fetcher(server, retries: 0).courses(season: .summer)
            XCTFail("expected an error")
        } catch let error as FetchFailure {
            XCTAssertEqual(error.statusCode, 500)
            XCTAssertTrue(error.reason.contains("\(server.serviceURL)?f=Courses&tt=SS: HTTP 500 Internal Server Error"), error.reason)
        }
    }

    func test_recorded_corpus_answers_are_saved_and_read_back() async throws {
        let corpus = try Self.requireCorpus()
        let service = try FakeHofService.corpus(directory: corpus, changeFixtures: Self.projectRoot.appendingPathComponent("Tests/Fixtures/changes"))
        let server = try startServer(service.handler)
        let courses = try await fetcher(server).courses(season: .winter)
        XCTAssertGreaterThan(courses.count, 20)
        let wanted = courses.flatMap { course in course.semesters.map { (course.code, $0) } }
        let selection = FetchSelection(term: Self.term, courses: try wanted.map { try CourseSemester(course: $0.0, semester: $0.1) })
        let dir = try makeTemporaryDirectory()
        let report = try await fetcher(server, concurrency: 4).fetch(try selection.items(), into: dir)
        XCTAssertTrue(report.succeeded, report.failures.map(\.description).joined(separator: "\n"))
        XCTAssertLessThanOrEqual(server.maxConcurrentRequests, 4)
        for (course, semester) in wanted {
            let saved = try Data(contentsOf: dir.appendingPathComponent(DownloadNames.schedule(term: Self.term, try CourseSemester(course: course, semester: semester))))
            XCTAssertEqual(saved, try Data(contentsOf: corpus.appendingPathComponent("WS_\(course)_\(semester).json")), "\(course) \(semester)")
        }
        XCTAssertTrue(files(in: dir).contains("WS2020_Master_CIF_1.schedule.json"), "spaces become _: \(files(in: dir))")
        let feed = try Data(contentsOf: dir.appendingPathComponent("WS2020_WI_1.changes.json"))
        XCTAssertFalse(try ChangeFeedReader.read(data: feed, file: "WS2020_WI_1.changes.json").isEmpty)
    }
}
