import Foundation
import XCTest

/// `semestercal diff OLD NEW`: exit status like diff(1), the formats, the window options.
final class DiffCommandTests: CLITestCase {
    private let sample = Samples.path("WS2020_Informatik_1.json")
    private let feed = Samples.directory.appendingPathComponent("changes/WS2020_Informatik_1.changes.json").path

    /// The sample's calendar without and with the change feed.
    private func calendars() throws -> (old: URL, new: URL) {
        let dir = try makeTemporaryDirectory()
        let old = dir.appendingPathComponent("old.ics"), new = dir.appendingPathComponent("new.ics")
        XCTAssertEqual(try run(["convert", "--term", "WS2020", sample, "-o", old.path]).status, 0)
        XCTAssertEqual(try run(["convert", "--term", "WS2020", sample, "--changes", feed, "-o", new.path]).status, 0)
        return (old, new)
    }

    func test_identical_calendars_exit_0_and_say_so() throws {
        let (old, _) = try calendars()
        let result = try run(["diff", old.path, old.path, "--today", "2020-10-01"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "Keine Änderungen.\n")
    }

    func test_differences_exit_1_and_are_listed_by_day() throws {
        let (old, new) = try calendars()
        let result = try run(["diff", old.path, new.path, "--today", "2020-10-01", "--language", "en"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("Mon 2020-11-09\n  08:00–09:30  Programmieren 1 — moved to Tue 2020-11-10 10:00–11:30"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("Mathematik 1 — cancelled"))
        XCTAssertFalse(result.stdoutText.contains("\u{1B}["), "no colours when not on a terminal")
        let coloured = try run(["diff", old.path, new.path, "--today", "2020-10-01", "--color", "always"])
        XCTAssertTrue(coloured.stdoutText.contains("\u{1B}[31m"))
    }

    func test_past_changes_are_hidden_unless_all_and_days_limits_the_window() throws {
        let (old, new) = try calendars()
        let late = try run(["diff", old.path, new.path, "--today", "2020-11-30"])
        XCTAssertEqual(late.status, 1)
        XCTAssertFalse(late.stdoutText.contains("Programmieren 1"), late.stdoutText)
        XCTAssertTrue(late.stdoutText.contains("Digitaltechnik"))
        XCTAssertTrue(late.stdoutText.contains("2 vergangene Änderungen ausgeblendet"), late.stdoutText)
        let all = try run(["diff", old.path, new.path, "--today", "2020-11-30", "--all"])
        XCTAssertTrue(all.stdoutText.contains("Programmieren 1"))

        // "Changes today": only the 24 Nov cancellation.
        let today = try run(["diff", old.path, new.path, "--today", "2020-11-24", "--days", "1", "--format", "json"])
        XCTAssertEqual(today.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: today.stdout) as? [String: Any])
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { $0["kind"] as? String }, ["cancelled"])
        XCTAssertEqual(changes.first?["date"] as? String, "2020-11-24")

        // A window named with --since is shown even when it lies before today (by the clock here).
        for extra in [[], ["--today", "2020-11-30"]] {
            let named = try run(["diff", old.path, new.path, "--since", "2020-11-24", "--days", "1", "--language", "en"] + extra)
            XCTAssertEqual(named.status, 1)
            XCTAssertTrue(named.stdoutText.contains("Mathematik 1 — cancelled"), named.stdoutText)
            XCTAssertFalse(named.stdoutText.contains("past change"), named.stdoutText)
        }

        let quiet = try run(["diff", old.path, new.path, "--since", "2020-12-08"])
        XCTAssertEqual(quiet.status, 0, "no change from 8 Dec on")
    }

    func test_markdown_and_mail_with_attachment() throws {
        let (old, new) = try calendars()
        let markdown = try run(["diff", old.path, new.path, "--today", "2020-10-01", "--format", "markdown"])
        XCTAssertEqual(markdown.status, 1)
        XCTAssertTrue(markdown.stdoutText.contains("| 11:30–13:00 | Mathematik 1 | fällt aus |"), markdown.stdoutText)

        let mail = try run(["diff", old.path, new.path, "--today", "2020-10-01", "--format", "mail",
                            "--from", "bot@example.org", "--to", "a@example.org", "--to", "b@example.org", "--attach"],
                           environment: ["SOURCE_DATE_EPOCH": "1601510400"])
        XCTAssertEqual(mail.status, 1, mail.stderr)
        let text = mail.stdoutText
        for header in ["From: bot@example.org\r\n", "To: a@example.org, b@example.org\r\n", "MIME-Version: 1.0\r\n",
                       "Date: Thu, 01 Oct 2020 00:00:00 +0000\r\n"] {
            XCTAssertTrue(text.contains(header), "missing \(header) in\n\(text)")
        }
        XCTAssertEqual(subject(of: text), "Stundenplan: 3 Änderungen ab Mo 09.11.2020")
        XCTAssertTrue(text.contains("Content-Type: text/calendar; charset=utf-8; method=PUBLISH"), text)
        // Same input, same bytes.
        let again = try run(["diff", old.path, new.path, "--today", "2020-10-01", "--format", "mail",
                             "--from", "bot@example.org", "--to", "a@example.org", "--to", "b@example.org", "--attach"],
                            environment: ["SOURCE_DATE_EPOCH": "1601510400"])
        XCTAssertEqual(again.stdout, mail.stdout)
    }

    func test_trouble_exits_2_naming_the_file_and_line() throws {
        let dir = try makeTemporaryDirectory()
        let (old, _) = try calendars()
        let broken = try write(Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:2020\r\n".utf8), to: "broken.ics", in: dir)
        let result = try run(["diff", old.path, broken.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("broken.ics: line"), result.stderr)
        XCTAssertEqual(try run(["diff", old.path, dir.appendingPathComponent("missing.ics").path]).status, 2)
        XCTAssertEqual(try run(["diff", old.path, old.path, "--format", "mail"]).status, 2, "mail needs --from and --to")
        XCTAssertEqual(try run(["diff", old.path, old.path, "--time-zone", "Mars/Olympus"]).status, 2)
        let folder = try run(["diff", old.path, dir.path])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.stderr.contains("\(dir.path) is a directory, not a calendar file"), folder.stderr)
        let device = try run(["diff", "/dev/zero", old.path])
        XCTAssertEqual(device.status, 2, "a device is never read")
        XCTAssertTrue(device.stderr.contains("/dev/zero is a character device, not a calendar file"), device.stderr)
    }

    func test_an_event_with_an_unreadable_value_is_trouble_naming_the_file_and_line_not_a_removal() throws {
        let dir = try makeTemporaryDirectory()
        let (old, _) = try calendars()
        var text = try String(contentsOf: old, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: #"DTSTART;TZID=Europe/Berlin:2020\d{4}T"#, options: .regularExpression))
        let line = text[..<range.lowerBound].components(separatedBy: "\r\n").count
        text.replaceSubrange(range, with: "DTSTART;TZID=Europe/Berlin:2020X005T")
        let broken = try write(Data(text.utf8), to: "broken.ics", in: dir)

        let result = try run(["diff", old.path, broken.path, "--all"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("semestercal: error: \(broken.path): line \(line): event '"), result.stderr)
        XCTAssertTrue(result.stderr.contains("DTSTART value '2020X005T"), result.stderr)
        XCTAssertEqual(result.stdoutText, "", "no report of bogus removals")
        XCTAssertEqual(try run(["diff", broken.path, old.path]).status, 2, "the old calendar too")
    }

    func test_json_output_follows_the_documented_schema() throws {
        let (old, new) = try calendars()
        let result = try run(["diff", old.path, new.path, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        XCTAssertEqual(json["schemaVersion"] as? Int, 1)
        XCTAssertEqual((json["summary"] as? [String: Int])?["total"], 3)
        let moved = try XCTUnwrap((json["changes"] as? [[String: Any]])?.first { $0["kind"] as? String == "moved" })
        XCTAssertEqual((moved["old"] as? [String: Any])?["start"] as? String, "2020-11-09T08:00:00")
        XCTAssertEqual((moved["new"] as? [String: Any])?["start"] as? String, "2020-11-10T10:00:00")
        XCTAssertEqual(moved["summary"] as? String, "Programmieren 1")
    }

    /// The Subject header with its RFC 2047 base64 words decoded.
    private func subject(of message: String) -> String? {
        let lines = message.components(separatedBy: "\r\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Subject: ") }) else { return nil }
        var header = String(lines[start].dropFirst("Subject: ".count))
        for line in lines[(start + 1)...] {
            guard line.hasPrefix(" ") else { break }
            header += line
        }
        var text = ""
        for word in header.split(separator: " ") {
            guard word.hasPrefix("=?UTF-8?B?"), word.hasSuffix("?="),
                  let data = Data(base64Encoded: String(word.dropFirst(10).dropLast(2))) else { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }
}
