import Foundation
import HTTPTestServer
import XCTest

/// `semestercal fetch` against a real HTTP server on 127.0.0.1 that the test starts.
final class FetchCommandTests: CLITestCase {
    private func startServer(_ handler: @escaping LoopbackHTTPServer.Handler) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer(handler: handler)
        addTeardownBlock { server.stop() }
        return server
    }

    private func sampleServer() throws -> LoopbackHTTPServer {
        try startServer(try FakeHofService.bundledSamples(projectRoot: CLIRunner.projectRoot).handler)
    }

    /// Fast retries and no ~/.netrc of the machine running the tests.
    private func fetch(_ arguments: [String], server: LoopbackHTTPServer, environment: [String: String] = [:],
                       in directory: URL) throws -> CLIRunner.Result {
        var env = ["HOME": directory.path, "CI": "true"]
        for (key, value) in environment { env[key] = value }
        return try run(["fetch"] + arguments + ["--base-url", server.serviceURL], environment: env, in: directory)
    }

    func test_fetch_saves_schedules_and_changes_that_convert_reads() throws {
        let server = try sampleServer()
        let dir = try makeTemporaryDirectory()
        let result = try fetch(["--term", "WS2020", "--course", "Inf:1", "--course", "WI", "--semester", "1", "--output-dir", "data"],
                               server: server, in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("data")),
                       ["WS2020_Inf_1.changes.json", "WS2020_Inf_1.schedule.json", "WS2020_WI_1.changes.json", "WS2020_WI_1.schedule.json"])
        XCTAssertTrue(result.stderr.contains("fetched 4 of 4 files into data (4 updated, 0 unchanged)"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("data/WS2020_Inf_1.schedule.json")), try Samples.data("WS2020_Informatik_1.json"))

        // What fetch saved is what convert reads: `convert data/*.schedule.json --changes data/*.changes.json`.
        let names = contents(of: dir.appendingPathComponent("data"))
        let schedules = names.filter { $0.hasSuffix(".schedule.json") }.map { "data/" + $0 }
        let feeds = names.filter { $0.hasSuffix(".changes.json") }.flatMap { ["--changes", "data/" + $0] }
        let converted = try run(["convert", "--term", "WS2020"] + schedules + feeds + ["--output-dir", "cal"], in: dir)
        XCTAssertEqual(converted.status, 0, converted.stderr)
        let calendars = contents(of: dir.appendingPathComponent("cal")).filter { $0.hasSuffix(".ics") }
        XCTAssertEqual(calendars, ["WS2020_Inf_1.ics", "WS2020_WI_1.ics"], "a .schedule download gives a calendar without .schedule in its name")
        let inf = ICSFile(try Data(contentsOf: dir.appendingPathComponent("cal/WS2020_Inf_1.ics")))
        XCTAssertTrue(inf.lines.contains { $0.hasPrefix("RECURRENCE-ID") }, "the change feed should be applied")

        // A second fetch finds nothing new.
        let again = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data"], server: server, in: dir)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stderr.contains("(0 updated, 2 unchanged)"), again.stderr)
    }

    func test_a_failed_request_is_named_exits_2_and_keeps_the_rest() throws {
        let server = try startServer { request, _ in
            request.parameter("stg") == "Broken" ? .status(500, body: "oops") : .json(#"{"schedule": []}"#)
        }
        let dir = try makeTemporaryDirectory()
        let result = try fetch(["--term", "WS2020", "--course", "Broken:1", "--course", "Inf:1", "--output-dir", "data",
                                "--retries", "1", "--no-changes"], server: server, in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("semestercal: error: WS2020_Broken_1.schedule.json: GET \(server.serviceURL)?f=Schedule&stg=Broken&sem=1&tt=WS: HTTP 500 Internal Server Error (2 attempts); nothing saved"), result.stderr)
        XCTAssertTrue(result.stderr.contains("fetched 1 of 2 files"), result.stderr)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("data")), ["WS2020_Inf_1.schedule.json"])
        XCTAssertTrue(result.stderr.contains("semestercal: warning: WS2020_Inf_1.schedule.json: the timetable has no rows; is the course code right?"), result.stderr)
    }

    func test_an_html_error_page_does_not_replace_the_previous_download() throws {
        let server = try startServer { _, _ in
            .respond(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html><title>Anmeldung</title></html>".utf8), delay: 0)
        }
        let dir = try makeTemporaryDirectory()
        let good = try Samples.data("WS2020_Informatik_1.json")
        try write(good, to: "data/WS2020_Inf_1.schedule.json", in: dir)
        let result = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes"], server: server, in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("an HTML page “Anmeldung” instead of JSON"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the previous download is kept"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("data/WS2020_Inf_1.schedule.json")), good)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("data")), ["WS2020_Inf_1.schedule.json"])
    }

    func test_courses_are_listed_as_text_and_json() throws {
        let server = try sampleServer()
        let dir = try makeTemporaryDirectory()
        let text = try fetch(["courses", "--term", "WS2020"], server: server, in: dir)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdoutText, "Inf  1  Studiengang Inf\nWI   1  Studiengang WI\n")
        XCTAssertEqual(server.requests.last?.target, "/soap/client.php?f=Courses&tt=WS")
        let json = try fetch(["courses", "--term", "SS2021", "--format", "json"], server: server, in: dir)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(server.requests.last?.target, "/soap/client.php?f=Courses&tt=SS")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: json.stdout) as? [Any])
    }

    func test_the_password_comes_from_the_environment_and_is_never_printed() throws {
        let password = "Geheim!123"
        let expected = "Basic " + Data("student:\(password)".utf8).base64EncodedString()
        let server = try startServer { request, _ in
            request.headers["authorization"] == expected ? .json(#"{"schedule": []}"#) : .status(401)
        }
        let dir = try makeTemporaryDirectory()
        let ok = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes", "--user", "student"],
                           server: server, environment: ["SEMESTERCAL_PASSWORD": password], in: dir)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let wrong = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes", "--user", "student"],
                              server: server, environment: ["SEMESTERCAL_PASSWORD": password + "x"], in: dir)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("HTTP 401 Unauthorized"), wrong.stderr)
        let missing = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--user", "student"], server: server, in: dir)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no password for user “student” on 127.0.0.1: set the environment variable SEMESTERCAL_PASSWORD"), missing.stderr)
        for result in [ok, wrong, missing] {
            XCTAssertFalse(result.stderr.contains(password) || result.stdoutText.contains(password), result.stderr)
            XCTAssertFalse(result.stderr.contains(Data("student:\(password)".utf8).base64EncodedString()))
        }
        // There is no option that takes a password.
        let option = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--password", password], server: server, in: dir)
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(server.requests.count, 2, "nothing is sent without a password")
    }

    func test_the_login_can_come_from_a_netrc_file() throws {
        let expected = "Basic " + Data("nina:pw from netrc".utf8).base64EncodedString()
        let server = try startServer { request, _ in
            request.headers["authorization"] == expected ? .json(#"{"schedule": []}"#) : .status(401)
        }
        let dir = try makeTemporaryDirectory()
        try write(Data("# for semestercal\nmachine 127.0.0.1\n  login nina\n  password \"pw from netrc\"\n".utf8), to: "auth/netrc", in: dir)
        try makePrivate("auth/netrc", in: dir)
        let result = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes", "--netrc", "auth/netrc"],
                               server: server, in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        // ~/.netrc is read without --netrc.
        try write(Data("default login nina password \"pw from netrc\"\n".utf8), to: ".netrc", in: dir)
        try makePrivate(".netrc", in: dir)
        let home = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes"], server: server, in: dir)
        XCTAssertEqual(home.status, 0, home.stderr)
        XCTAssertFalse(result.stderr.contains("pw from netrc") || home.stderr.contains("pw from netrc"))
    }

    private func makePrivate(_ name: String, in dir: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir.appendingPathComponent(name).path)
    }

    func test_a_netrc_file_others_can_read_is_refused_as_ftp_clients_refuse_it() throws {
        let server = try startServer { _, _ in .json(#"{"schedule": []}"#) }
        let dir = try makeTemporaryDirectory()
        try write(Data("machine 127.0.0.1 login nina password secret-from-netrc\n".utf8), to: "netrc", in: dir)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: dir.appendingPathComponent("netrc").path)
        let result = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes", "--netrc", "netrc"],
                               server: server, in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("others may read or change it (mode 644)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("chmod 600 netrc"), result.stderr)
        XCTAssertFalse(result.stderr.contains("secret-from-netrc"))
        XCTAssertEqual(server.requests.count, 0, "nothing is sent with a password others can read")
    }

    func test_a_password_over_plain_http_to_another_machine_is_warned_about_once() throws {
        let dir = try makeTemporaryDirectory()
        // 192.0.2.1 (TEST-NET-1) is never routed: the request fails, the warning comes before it.
        let result = try run(["fetch", "--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes", "--user", "nina",
                              "--base-url", "http://192.0.2.1/client.php", "--timeout", "1", "--retries", "0"],
                             environment: ["HOME": dir.path, "SEMESTERCAL_PASSWORD": "pw"], in: dir)
        XCTAssertEqual(result.stderr.components(separatedBy: "over plain http://").count - 1, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("the password of nina goes to 192.0.2.1 over plain http://"), result.stderr)
        // The loopback test service itself (http://127.0.0.1) is this machine: no warning.
        let server = try startServer { _, _ in .json(#"{"schedule": []}"#) }
        let local = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--no-changes", "--user", "nina"],
                              server: server, environment: ["SEMESTERCAL_PASSWORD": "pw"], in: dir)
        XCTAssertFalse(local.stderr.contains("plain http"), local.stderr)
    }

    func test_a_base_url_with_a_password_is_refused_without_showing_it() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["fetch", "--term", "WS2020", "--course", "Inf:1", "--output-dir", "data",
                              "--base-url", "https://max:TopSecret@127.0.0.1:1/soap/client.php"], environment: ["HOME": dir.path], in: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("must not contain a user name or password"), result.stderr)
        XCTAssertFalse(result.stderr.contains("TopSecret"), result.stderr)
        XCTAssertEqual(contents(of: dir), [])
    }

    func test_missing_settings_are_named() throws {
        let server = try sampleServer()
        let dir = try makeTemporaryDirectory()
        let noTerm = try fetch(["--course", "Inf:1", "--output-dir", "data"], server: server, in: dir)
        XCTAssertEqual(noTerm.status, 2)
        XCTAssertTrue(noTerm.stderr.contains("which term?"), noTerm.stderr)
        let noCourse = try fetch(["--term", "WS2020", "--output-dir", "data"], server: server, in: dir)
        XCTAssertEqual(noCourse.status, 2)
        XCTAssertTrue(noCourse.stderr.contains("nothing to fetch"), noCourse.stderr)
        let noSemester = try fetch(["--term", "WS2020", "--course", "Inf", "--output-dir", "data"], server: server, in: dir)
        XCTAssertEqual(noSemester.status, 2)
        XCTAssertTrue(noSemester.stderr.contains("--course Inf needs a semester"), noSemester.stderr)
        let noDir = try fetch(["--term", "WS2020", "--course", "Inf:1"], server: server, in: dir)
        XCTAssertEqual(noDir.status, 2)
        XCTAssertTrue(noDir.stderr.contains("--output-dir"), noDir.stderr)
        let noURL = try run(["fetch", "--term", "WS2020", "--course", "Inf:1", "--output-dir", "data"], environment: ["HOME": dir.path], in: dir)
        XCTAssertEqual(noURL.status, 2)
        XCTAssertTrue(noURL.stderr.contains("no service address"), noURL.stderr)
        XCTAssertTrue(server.requests.isEmpty)
        XCTAssertEqual(contents(of: dir), [])
    }

    func test_a_config_file_supplies_term_courses_folder_and_address() throws {
        let server = try sampleServer()
        let dir = try makeTemporaryDirectory()
        let config = """
            {"term": "current", "baseURL": "\(server.serviceURL)", "courses": ["Inf:1", {"course": "WI", "semesters": [1]}],
             "outputDirectory": "downloads", "fetch": {"concurrency": 2, "retries": 0, "timeoutSeconds": 10},
             "reminderMinutes": [15], "report": {"from": "bot@example.org", "to": "me@example.org"}}
            """
        try write(Data(config.utf8), to: "conf/semestercal.json", in: dir)
        let result = try run(["fetch", "--config", "conf/semestercal.json", "--today", "2020-11-02"],
                             environment: ["HOME": dir.path, "CI": "true"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("conf/downloads")),
                       ["WS2020_Inf_1.changes.json", "WS2020_Inf_1.schedule.json", "WS2020_WI_1.changes.json", "WS2020_WI_1.schedule.json"],
                       "the folder is relative to the config file; 2020-11-02 is in WS2020")

        try write(Data(#"{"term": "WS2020", "corses": ["Inf:1"]}"#.utf8), to: "bad.json", in: dir)
        let bad = try run(["fetch", "--config", "bad.json"], environment: ["HOME": dir.path], in: dir)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(#"invalid config bad.json: corses: unknown key "corses" (did you mean "courses"?)"#), bad.stderr)
    }

    func test_the_progress_line_shows_only_on_a_terminal_outside_ci() throws {
        let server = try sampleServer()
        let dir = try makeTemporaryDirectory()
        let arguments = ["fetch", "--term", "WS2020", "--course", "Inf:1", "--output-dir", "data", "--base-url", server.serviceURL]
        let terminal = try onTerminal(arguments, environment: ["CI": ""], in: dir)
        XCTAssertTrue(terminal.contains("\r\u{1B}[Kfetch: 2/2 done – "), terminal)
        XCTAssertTrue(terminal.contains("fetched 2 of 2 files"), terminal)
        let ci = try onTerminal(arguments, environment: ["CI": "true"], in: dir)
        XCTAssertFalse(ci.contains("fetch: "), ci)
        XCTAssertTrue(ci.contains("fetched 2 of 2 files"), ci)
        // Not a terminal (the other tests): no progress line either.
        let piped = try fetch(["--term", "WS2020", "--course", "Inf:1", "--output-dir", "data"], server: server, environment: ["CI": ""], in: dir)
        XCTAssertFalse(piped.stderr.contains("fetch: "), piped.stderr)
    }

    func test_ctrl_c_stops_the_run_and_leaves_no_partial_file() throws {
        let server = try startServer { request, _ in
            request.parameter("stg") == "Fast" ? .json(#"{"schedule": []}"#) : .json(#"{"schedule": []}"#, delay: 20)
        }
        let dir = try makeTemporaryDirectory()
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["fetch", "--term", "WS2020", "--course", "Fast:1", "--course", "Slow:1", "--course", "Slow:2",
                             "--output-dir", "data", "--no-changes", "--concurrency", "1", "--base-url", server.serviceURL]
        process.currentDirectoryURL = dir
        process.environment = ["HOME": dir.path, "PATH": "/usr/bin:/bin"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        // Wait until the slow request is in flight, then interrupt.
        while server.requests.count < 2, Date().timeIntervalSince(started) < 10 { Thread.sleep(forTimeInterval: 0.02) }
        Thread.sleep(forTimeInterval: 0.2)
        process.interrupt()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "Ctrl-C must not wait for the slow answer")
        XCTAssertEqual(process.terminationStatus, 130, stderr)
        XCTAssertTrue(stderr.contains("interrupted"), stderr)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("data")), ["WS2020_Fast_1.schedule.json"],
                       "only complete downloads; no temporary file")
        XCTAssertEqual(server.requests.count, 2, "no request after Ctrl-C")
    }
}
