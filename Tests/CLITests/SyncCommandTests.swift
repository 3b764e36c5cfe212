import Foundation
import HTTPTestServer
import XCTest

/// `semestercal sync` night after night against a loopback timetable service whose answers
/// change between nights: the calendars follow, and each report names exactly what changed.
final class SyncCommandTests: CLITestCase {
    /// The service's answers, switchable between runs.
    private final class Service: @unchecked Sendable {
        private let lock = NSLock()
        private var current = FakeHofService()
        private var endless = false
        private var delay: TimeInterval = 0
        func set(_ service: FakeHofService) { lock.withLock { current = service } }
        /// Every answer comes after `seconds`.
        func answerSlowly(after seconds: TimeInterval) { lock.withLock { delay = seconds } }
        /// Every timetable answer becomes an endless body.
        func sendEndlessTimetables() { lock.withLock { endless = true } }
        func action(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Action {
            lock.withLock {
                if endless, request.parameter("f") == "Schedule" { return .stream(chunk: Data(repeating: 0x20, count: 64 << 10), repeats: nil) }
                guard let data = current.answer(request) else { return .status(404, body: "not found") }
                return .json(data, delay: delay)
            }
        }
    }

    private let inf = FakeHofService.key(season: "WS", course: "Inf", semester: "1")
    private let wi = FakeHofService.key(season: "WS", course: "WI", semester: "1")

    private func nightOne() throws -> FakeHofService {
        var service = FakeHofService()
        service.schedules[inf] = try Samples.data("WS2020_Informatik_1.json")
        service.schedules[wi] = try Samples.data("WS2020_Wirtschaftsinformatik_1.json")
        return service
    }

    /// Night 2: Programmieren 1 moved on 9 Nov, Mathematik 1 cancelled on 24 Nov (delivered twice),
    /// and a new lecture in the Inf timetable.
    private func nightTwo() throws -> FakeHofService {
        var service = try nightOne()
        var (key, top, rows) = try Samples.rows("WS2020_Informatik_1.json")
        var added = rows[0]
        added["id"] = "9999"
        added["label"] = "Neue Vorlesung"
        added["splusname"] = "Neu§x%1 $ 2"
        added["day"] = "Freitag"
        added["comment"] = ""
        rows.append(added)
        top[key] = rows
        service.schedules[inf] = try JSONSerialization.data(withJSONObject: top)
        let feed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Samples.directory.appendingPathComponent("changes/WS2020_Informatik_1.changes.json"))) as? [String: Any])
        let changes = try XCTUnwrap(feed["changes"] as? [[String: Any]]).filter { ["7001", "7002"].contains($0["id"] as? String) }
        service.changes[inf] = try JSONSerialization.data(withJSONObject: ["version": 3.1, "changes": changes])
        return service
    }

    private func setUpService(_ service: Service) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer { request, _ in service.action(request) }
        addTeardownBlock { server.stop() }
        return server
    }

    private func writeConfig(in dir: URL, server: LoopbackHTTPServer) throws {
        let config: [String: Any] = [
            "term": "WS2020", "baseURL": server.serviceURL, "courses": ["Inf:1", "WI:1"], "outputDirectory": "public",
            "reminderMinutes": [10], "lectures": ["exclude": [["label": "Rechnernetze"]]],
            "linkBaseURL": "https://calendars.example.org/inf/",
            "report": ["from": "Stundenplan <bot@example.org>", "to": ["student@example.org"]],
        ]
        try write(try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys]), to: "semestercal.json", in: dir)
    }

    private func sync(_ extra: [String], in dir: URL) throws -> CLIRunner.Result {
        try run(["sync", "--today", "2020-10-01", "--exit-code"] + extra, environment: ["HOME": dir.path, "CI": "true"], in: dir)
    }

    /// A service answering night one, a config pointing at it, and night one synced (calendars created).
    private func afterNightOne() throws -> (service: Service, dir: URL) {
        let service = Service()
        service.set(try nightOne())
        let server = try setUpService(service)
        let dir = try makeTemporaryDirectory()
        try writeConfig(in: dir, server: server)
        XCTAssertEqual(try sync([], in: dir).status, 1, "night one creates the calendars")
        return (service, dir)
    }

    func test_two_nights_report_exactly_the_moved_the_cancelled_and_the_new_lecture() throws {
        let service = Service()
        service.set(try nightOne())
        let server = try setUpService(service)
        let dir = try makeTemporaryDirectory()
        try writeConfig(in: dir, server: server)

        // Night 1: everything is new, said once.
        let first = try sync([], in: dir)
        XCTAssertEqual(first.status, 1, "--exit-code: calendars were created\n\(first.stderr)")
        XCTAssertEqual(first.stdoutText.split(separator: "\n").count, 1, first.stdoutText)
        XCTAssertTrue(first.stdoutText.hasPrefix("Neuer Kalender: "), first.stdoutText)
        // ".semestercal.lock": the empty file `sync` locks so that two runs never publish at once.
        // The downloads are not published: they are in the state folder beside the config.
        // Each course twice: the subscription that follows the terms, and this term's archive.
        XCTAssertEqual(contents(of: dir.appendingPathComponent("public")),
                       [".semestercal.lock", "Inf_1.ics", "WI_1.ics", "WS2020_Inf_1.ics", "WS2020_WI_1.ics", "index.html"])
        XCTAssertEqual(contents(of: dir.appendingPathComponent(".semestercal")), [
            "data", "data/WS2020_Inf_1.changes.json", "data/WS2020_Inf_1.schedule.json", "data/WS2020_WI_1.changes.json",
            "data/WS2020_WI_1.schedule.json", "outbox", "tmp",
        ], "a printed report is out of the outbox")
        let calendar = try String(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"), encoding: .utf8)
        XCTAssertTrue(calendar.contains("TRIGGER:-PT10M\r\n"), "reminders from the config")
        XCTAssertFalse(calendar.contains("Rechnernetze"), "the config's exclude filter")
        let index = try String(contentsOf: dir.appendingPathComponent("public/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("webcal://calendars.example.org/inf/Inf_1.ics"), "students subscribe to the course, not the term: \(index)")
        XCTAssertFalse(index.contains("webcal://calendars.example.org/inf/WS2020_Inf_1.ics"), index)
        XCTAssertTrue(index.contains("href=\"WS2020_Inf_1.ics\" download"), "the term's file is an archive to download: \(index)")
        let following = try String(contentsOf: dir.appendingPathComponent("public/Inf_1.ics"), encoding: .utf8)
        XCTAssertTrue(following.contains("X-WR-CALNAME:Inf\\, 1. Semester\r\n"), following)
        XCTAssertEqual(following.components(separatedBy: "BEGIN:VEVENT").count, calendar.components(separatedBy: "BEGIN:VEVENT").count)

        // Night 2: the service has a move, a cancellation (twice) and a new lecture.
        service.set(try nightTwo())
        let second = try sync(["--format", "json"], in: dir)
        XCTAssertEqual(second.status, 1, second.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: second.stdout) as? [String: Any])
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        let kinds = Dictionary(grouping: changes) { "\($0["kind"] as? String ?? "") \($0["summary"] as? String ?? "")" }.mapValues(\.count)
        XCTAssertEqual(Set(kinds.keys), ["moved Programmieren 1", "cancelled Mathematik 1", "added Neue Vorlesung"], "\(kinds)")
        XCTAssertEqual(kinds["moved Programmieren 1"], 1)
        XCTAssertEqual(kinds["cancelled Mathematik 1"], 1)
        XCTAssertGreaterThan(kinds["added Neue Vorlesung"] ?? 0, 5, "every Friday of the term")
        XCTAssertEqual((json["notices"] as? [Any])?.count, 0)

        // Night 3: the same answers: nothing to say, exit 0, no file touched.
        let before = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))
        let third = try sync([], in: dir)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(third.stdoutText, "Keine Änderungen.\n")
        XCTAssertEqual(third.stderr, "", "a night that changes nothing is quiet")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), before)

        // The mail report, with recipients from the config.
        // (Back to night one's answers: the change feed loses its coming changes, which the operator accepts.)
        service.set(try nightOne())
        let mail = try sync(["--format", "mail", "--accept-shrink"], in: dir)
        XCTAssertEqual(mail.status, 1, mail.stderr)
        XCTAssertTrue(mail.stdoutText.contains("To: student@example.org\r\n"), mail.stdoutText)
    }

    func test_a_failed_download_keeps_the_previous_data_and_calendar_and_exits_2() throws {
        let (service, dir) = try afterNightOne()
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))

        var broken = try nightOne()
        broken.schedules[inf] = Data("<html><title>Wartung</title></html>".utf8)
        service.set(broken)
        let result = try sync(["--retries", "0"], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("WS2020_Inf_1.schedule.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the previous download is used"), result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("Keine Änderungen.\n"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("Abruf für „Inf, 1. Semester“ fehlgeschlagen: der Kalender beruht auf dem vorigen Stand"),
                      "the report says the calendar may be out of date:\n\(result.stdoutText)")
        XCTAssertFalse(result.stdoutText.contains("WS2020_Inf_1.schedule.json"), "file names are for the operator (stderr): \(result.stdoutText)")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
    }

    func test_an_empty_timetable_does_not_replace_one_with_rows() throws {
        let (service, dir) = try afterNightOne()
        let download = try Data(contentsOf: dir.appendingPathComponent(".semestercal/data/WS2020_Inf_1.schedule.json"))
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))

        // The service has a bad night and answers 200 with no rows.
        var empty = try nightOne()
        empty.schedules[inf] = Data(#"{"version": 3.1, "schedule": []}"#.utf8)
        service.set(empty)
        let result = try sync(["--retries", "0"], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("empty timetable, but the previous download has"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(".semestercal/data/WS2020_Inf_1.schedule.json")), download)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar,
                       "no lecture is reported as dropped")
        XCTAssertTrue(result.stdoutText.hasPrefix("Keine Änderungen.\n"), result.stdoutText)
    }

    func test_an_endless_answer_is_stopped_at_the_size_limit_within_100_MB_and_the_previous_download_kept() throws {
        let (service, dir) = try afterNightOne()
        let download = try Data(contentsOf: dir.appendingPathComponent(".semestercal/data/WS2020_Inf_1.schedule.json"))
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))
        service.sendEndlessTimetables()
        // The default limit (8 MB) with both timetables streaming at once: the peak stays far below 100 MB.
        let (result, peak) = try CLIRunner.runMeasuringPeakMemory(["sync", "--today", "2020-10-01", "--exit-code", "--retries", "0"],
                                                                  environment: ["HOME": dir.path, "CI": "true"], in: dir)
        if let peak {
            print("sync against an endless body: peak resident memory \(peak) KB")
            XCTAssertLessThan(peak, 100 * 1024, "peak resident memory \(peak) KB")
        } else {
            print("GNU time (/usr/bin/time) is not installed: the peak memory of sync is not measured here")
        }
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("passed the limit of 8 MB (--max-download-size)"), result.stderr)
        XCTAssertTrue(result.stdoutText.contains("Abruf für „Inf, 1. Semester“ fehlgeschlagen"), "the report names the course of the stopped download:\n\(result.stdoutText)")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(".semestercal/data/WS2020_Inf_1.schedule.json")), download)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
        XCTAssertEqual(contents(of: dir.appendingPathComponent(".semestercal/data")).filter { $0.hasPrefix(".") }, [], "no partial download is left")
    }

    func test_a_timetable_shrunk_to_one_row_is_held_back_until_accepted() throws {
        let (service, dir) = try afterNightOne()
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))
        var shrunk = try nightOne()
        var (key, top, rows) = try Samples.rows("WS2020_Informatik_1.json")
        rows = [rows[0]]
        top[key] = rows
        shrunk.schedules[inf] = try JSONSerialization.data(withJSONObject: top)
        service.set(shrunk)

        let held = try sync(["--retries", "0"], in: dir)
        XCTAssertEqual(held.status, 2, held.stderr)
        XCTAssertTrue(held.stderr.contains("held back: the service answered with a timetable of 1 row"), held.stderr)
        XCTAssertTrue(held.stdoutText.contains("Abruf für „Inf, 1. Semester“ fehlgeschlagen"), "the report names the course of the held-back download:\n\(held.stdoutText)")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar, "no lecture is removed")

        let accepted = try sync(["--retries", "0", "--accept-shrink"], in: dir)
        XCTAssertEqual(accepted.status, 1, accepted.stderr)
        XCTAssertNotEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
    }

    func test_a_change_feed_that_forgets_every_coming_change_is_held_back() throws {
        let (service, dir) = try afterNightOne()
        service.set(try nightTwo())
        XCTAssertEqual(try sync([], in: dir).status, 1, "night two brings changes")
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))
        var forgetful = try nightTwo()
        forgetful.changes[inf] = Data(#"{"version": 3.1, "changes": []}"#.utf8)
        service.set(forgetful)
        let result = try sync(["--retries", "0"], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("coming changes of the previous download"), result.stderr)
        XCTAssertFalse(result.stdoutText.contains("findet wieder statt"), "no cancelled lecture comes back:\n\(result.stdoutText)")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
    }

    func test_one_failed_download_does_not_hide_the_changes_of_the_other_courses() throws {
        let (service, dir) = try afterNightOne()

        // Night 2: Inf has its changes, WI's download fails.
        var night = try nightTwo()
        night.schedules[wi] = Data("<html><title>Wartung</title></html>".utf8)
        service.set(night)
        let second = try sync(["--retries", "0", "--format", "json"], in: dir)
        XCTAssertEqual(second.status, 2, second.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: second.stdout) as? [String: Any])
        let kinds = Set(try XCTUnwrap(json["changes"] as? [[String: Any]]).map { $0["kind"] as? String ?? "" })
        XCTAssertEqual(kinds, ["moved", "cancelled", "added"])
        let notices = try XCTUnwrap(json["notices"] as? [[String: Any]]).compactMap { $0["message"] as? String }
        XCTAssertTrue(notices.contains { $0.hasPrefix("Abruf für „WI, 1. Semester“ fehlgeschlagen") }, "\(notices)")

        // Night 3: everything answers again; the Inf changes were reported once and are not news.
        service.set(try nightTwo())
        let third = try sync([], in: dir)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(third.stdoutText, "Keine Änderungen.\n")
    }

    func test_offline_rebuilds_from_the_downloads_and_a_missing_config_is_named() throws {
        let dir = try makeTemporaryDirectory()
        let missing = try run(["sync"], environment: ["HOME": dir.path], in: dir)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("semestercal.json does not exist"), missing.stderr)

        let service = Service()
        service.set(try nightOne())
        let server = try setUpService(service)
        try writeConfig(in: dir, server: server)
        XCTAssertEqual(try sync([], in: dir).status, 1)
        server.stop()
        let offline = try sync(["--offline"], in: dir)
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stdoutText, "Keine Änderungen.\n")
    }

    // MARK: - Reports survive a run that stops after publishing

    func test_a_run_killed_after_publishing_leaves_its_report_for_the_next_run_to_deliver() throws {
        let (service, dir) = try afterNightOne()
        service.set(try nightTwo())
        // The delivery command kills semestercal itself (its parent): a crash right after the
        // calendars were replaced, before the report went anywhere.
        let killed = try sync(["--format", "mail", "--deliver", "kill -9 $PPID"], in: dir)
        XCTAssertNotEqual(killed.status, 0)
        XCTAssertEqual(killed.stdout, Data())
        let calendar = try String(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"), encoding: .utf8)
        XCTAssertTrue(calendar.contains("Neue Vorlesung"), "the calendars were published")
        let left = contents(of: dir.appendingPathComponent(".semestercal/outbox"))
        XCTAssertEqual(left.count, 1, "\(left)")

        // The next night has nothing new, and delivers the report the crash left.
        let next = try sync(["--format", "mail", "--deliver", "cat >> delivered.eml"], in: dir)
        XCTAssertEqual(next.status, 0, next.stderr)
        let delivered = try String(contentsOf: dir.appendingPathComponent("delivered.eml"), encoding: .utf8)
        XCTAssertTrue(delivered.contains("To: student@example.org\r\n"), delivered)
        XCTAssertTrue(delivered.contains("Neue Vorlesung"), delivered)
        XCTAssertTrue(next.stderr.contains("delivered 1 report(s) that an earlier run had left"), next.stderr)
        XCTAssertEqual(contents(of: dir.appendingPathComponent(".semestercal/outbox")), [])
    }

    func test_a_failed_delivery_keeps_the_report_exits_2_and_the_next_run_delivers_it_once() throws {
        let (service, dir) = try afterNightOne()
        service.set(try nightTwo())
        let failed = try sync(["--deliver", "cat > attempt.txt; exit 3"], in: dir)
        XCTAssertEqual(failed.status, 2, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("failed with exit status 3"), failed.stderr)
        XCTAssertTrue(failed.stderr.contains("delivered by the next run"), failed.stderr)
        XCTAssertEqual(failed.stdout, Data(), "--deliver prints no report")
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("attempt.txt"), encoding: .utf8).contains("Neue Vorlesung"))

        let next = try sync(["--deliver", "cat >> delivered.txt"], in: dir)
        XCTAssertEqual(next.status, 0, next.stderr)
        let again = try sync(["--deliver", "cat >> delivered.txt"], in: dir)
        XCTAssertEqual(again.status, 0, again.stderr)
        let delivered = try String(contentsOf: dir.appendingPathComponent("delivered.txt"), encoding: .utf8)
        XCTAssertEqual(delivered.components(separatedBy: "Neue Vorlesung").count - 1,
                       try String(contentsOf: dir.appendingPathComponent("attempt.txt"), encoding: .utf8).components(separatedBy: "Neue Vorlesung").count - 1,
                       "the kept report is delivered once, whole")
    }

    func test_a_report_left_by_a_crash_is_named_loudly_when_reports_go_to_standard_output() throws {
        let (service, dir) = try afterNightOne()
        service.set(try nightTwo())
        _ = try sync(["--deliver", "kill -9 $PPID"], in: dir)
        let next = try sync([], in: dir)
        XCTAssertEqual(next.status, 2, "an undelivered report is trouble until it is sent\n\(next.stderr)")
        XCTAssertTrue(next.stderr.contains("1 report(s) of an earlier run were never delivered"), next.stderr)
        XCTAssertTrue(next.stderr.contains(".semestercal/outbox/report-"), next.stderr)
        XCTAssertEqual(next.stdoutText, "Keine Änderungen.\n")
    }

    /// `--report -` is standard output, as for `update`: it wrote a file named "-".
    func test_report_dash_is_standard_output() throws {
        let (service, dir) = try afterNightOne()
        service.set(try nightTwo())
        let result = try sync(["--report", "-"], in: dir)
        XCTAssertEqual(result.status, 1, "--exit-code: changes found\n\(result.stderr)")
        XCTAssertFalse(result.stdoutText.isEmpty, "the report goes to standard output")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path), "no file named -")
    }

    func test_deliver_and_report_do_not_go_together() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["sync", "--deliver", "cat", "--report", "r.txt"], environment: ["HOME": dir.path], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--deliver and --report do not go together"), result.stderr)
    }

    // MARK: - Signals

    func test_sigterm_stops_the_run_with_130_and_a_message_and_changes_nothing() throws {
        let (service, dir) = try afterNightOne()
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))
        service.set(try nightTwo())
        service.answerSlowly(after: 20)
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["sync", "--today", "2020-10-01", "--exit-code", "--retries", "0"]
        process.currentDirectoryURL = dir
        process.environment = ["HOME": dir.path, "PATH": "/usr/bin:/bin", "CI": "true"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        Thread.sleep(forTimeInterval: 1)
        process.terminate()  // SIGTERM, as cron, systemd and CI runners stop a job
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "SIGTERM must not wait for the slow answer")
        XCTAssertEqual(process.terminationReason, .exit, stderr)
        XCTAssertEqual(process.terminationStatus, 130, stderr)
        XCTAssertTrue(stderr.contains("interrupted: no calendar was changed"), stderr)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
    }

    func test_sigterm_after_the_downloads_lets_the_run_finish_publishing_and_delivering_then_exits_130() throws {
        let (service, dir) = try afterNightOne()
        service.set(try nightTwo())
        // The signal arrives while the report is being delivered, after the calendars changed:
        // the run must not die half-way (143, no message) but deliver, say so, and exit 130.
        let result = try sync(["--deliver", "kill -TERM $PPID; sleep 0.2; cat > delivered.txt"], in: dir)
        XCTAssertEqual(result.status, 130, result.stderr)
        XCTAssertTrue(result.stderr.contains("interrupted: the calendars were written and the report handed on"), result.stderr)
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("delivered.txt"), encoding: .utf8).contains("Neue Vorlesung"))
        XCTAssertEqual(contents(of: dir.appendingPathComponent(".semestercal/outbox")), [], "delivered, so out of the outbox")
    }
}
