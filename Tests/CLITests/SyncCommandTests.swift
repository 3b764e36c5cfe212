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
        func set(_ service: FakeHofService) { lock.withLock { current = service } }
        /// Every timetable answer becomes an endless body.
        func sendEndlessTimetables() { lock.withLock { endless = true } }
        func action(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Action {
            lock.withLock {
                if endless, request.parameter("f") == "Schedule" { return .stream(chunk: Data(repeating: 0x20, count: 64 << 10), repeats: nil) }
                guard let data = current.answer(request) else { return .status(404, body: "not found") }
                return .json(data)
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
        XCTAssertEqual(contents(of: dir.appendingPathComponent("public")), [
            ".semestercal.lock", "WS2020_Inf_1.ics", "WS2020_WI_1.ics", "data", "data/WS2020_Inf_1.changes.json", "data/WS2020_Inf_1.schedule.json",
            "data/WS2020_WI_1.changes.json", "data/WS2020_WI_1.schedule.json", "index.html",
        ])
        let calendar = try String(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"), encoding: .utf8)
        XCTAssertTrue(calendar.contains("TRIGGER:-PT10M\r\n"), "reminders from the config")
        XCTAssertFalse(calendar.contains("Rechnernetze"), "the config's exclude filter")
        let index = try String(contentsOf: dir.appendingPathComponent("public/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("webcal://calendars.example.org/inf/WS2020_Inf_1.ics"), index)

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
        XCTAssertTrue(result.stdoutText.contains("Abruf fehlgeschlagen, der Kalender beruht auf dem vorigen Stand"),
                      "the report says the calendar may be out of date:\n\(result.stdoutText)")
        XCTAssertTrue(result.stdoutText.contains("WS2020_Inf_1.schedule.json"), result.stdoutText)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
    }

    func test_an_empty_timetable_does_not_replace_one_with_rows() throws {
        let (service, dir) = try afterNightOne()
        let download = try Data(contentsOf: dir.appendingPathComponent("public/data/WS2020_Inf_1.schedule.json"))
        let calendar = try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics"))

        // The service has a bad night and answers 200 with no rows.
        var empty = try nightOne()
        empty.schedules[inf] = Data(#"{"version": 3.1, "schedule": []}"#.utf8)
        service.set(empty)
        let result = try sync(["--retries", "0"], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("empty timetable, but the previous download has"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/data/WS2020_Inf_1.schedule.json")), download)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar,
                       "no lecture is reported as dropped")
        XCTAssertTrue(result.stdoutText.hasPrefix("Keine Änderungen.\n"), result.stdoutText)
    }

    func test_an_endless_answer_is_stopped_at_the_size_limit_within_100_MB_and_the_previous_download_kept() throws {
        let (service, dir) = try afterNightOne()
        let download = try Data(contentsOf: dir.appendingPathComponent("public/data/WS2020_Inf_1.schedule.json"))
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
        XCTAssertTrue(result.stdoutText.contains("WS2020_Inf_1.schedule.json"), "the report names the stopped download:\n\(result.stdoutText)")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/data/WS2020_Inf_1.schedule.json")), download)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("public/WS2020_Inf_1.ics")), calendar)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("public/data")).filter { $0.hasPrefix(".") }, [], "no partial download is left")
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
        XCTAssertTrue(held.stdoutText.contains("WS2020_Inf_1.schedule.json"), "the report names the held-back download:\n\(held.stdoutText)")
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
        XCTAssertTrue(notices.contains { $0.contains("WS2020_WI_1.schedule.json") && $0.hasPrefix("Abruf fehlgeschlagen") }, "\(notices)")

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
}
