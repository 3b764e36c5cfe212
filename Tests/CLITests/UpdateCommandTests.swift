import Foundation
import XCTest

/// `semestercal update`: the nightly job. Built on the bundled samples, so it runs without ../shared.
final class UpdateCommandTests: CLITestCase {
    private let sample = Samples.path("WS2020_Informatik_1.json")
    private let feed = Samples.directory.appendingPathComponent("changes/WS2020_Informatik_1.changes.json").path

    private func update(_ calendar: URL, _ extra: [String] = [], today: String = "2020-10-01") throws -> CLIRunner.Result {
        try run(["update", "--term", "WS2020", sample, "-o", calendar.path, "--today", today] + extra)
    }

    func test_first_run_writes_the_calendar_and_says_so_once() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        let result = try update(calendar)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").count, 1, result.stdoutText)
        XCTAssertTrue(result.stdoutText.hasPrefix("Neuer Kalender: 9 Termine"), result.stdoutText)
        // The same bytes as convert -o writes.
        let converted = dir.appendingPathComponent("convert.ics")
        XCTAssertEqual(try run(["convert", "--term", "WS2020", sample, "-o", converted.path]).status, 0)
        XCTAssertEqual(try Data(contentsOf: calendar), try Data(contentsOf: converted))
        XCTAssertEqual(contents(of: dir), ["cal.ics", "convert.ics"], "no temporary files left")
    }

    func test_changes_are_reported_and_an_unchanged_rerun_reports_nothing() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)

        let second = try update(calendar, ["--changes", feed, "--exit-code"])
        XCTAssertEqual(second.status, 1, "--exit-code: changes found\n\(second.stderr)")
        XCTAssertEqual(second.stdoutText, """
            Mo 09.11.2020
              08:00–09:30  Programmieren 1 — verschoben auf Di 10.11. 10:00–11:30, Raum FA007 → FB105

            Di 24.11.2020
              11:30–13:00  Mathematik 1 — fällt aus

            Mo 07.12.2020
              14:00–15:30  Digitaltechnik — Raum Online (virt_def456) → FA204, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof

            Hinweise
              • Do 12.11.2020: Änderung für „Compilerbau“ am Do 12.11.2020 08:00 (fällt aus) wurde nicht übernommen: die Veranstaltung steht nicht in diesem Stundenplan

            """)
        let afterChanges = try Data(contentsOf: calendar)

        let third = try update(calendar, ["--changes", feed, "--exit-code"])
        XCTAssertEqual(third.status, 0, "nothing changed: exit 0 even with --exit-code\n\(third.stderr)")
        XCTAssertTrue(third.stdoutText.hasPrefix("Keine Änderungen."), third.stdoutText)
        XCTAssertEqual(try Data(contentsOf: calendar), afterChanges)
        XCTAssertTrue(third.stderr.contains("(file unchanged)"), third.stderr)
    }

    func test_changed_events_get_a_higher_sequence_and_unchanged_ones_keep_their_bytes() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)
        let before = try String(contentsOf: calendar, encoding: .utf8)

        // Another night: a later DTSTAMP, and one lecture's room changed in the timetable.
        var (key, top, rows) = try Samples.rows("WS2020_Informatik_1.json")
        let index = try XCTUnwrap(rows.firstIndex { ($0["label"] as? String) == "Mathematik 1" })
        rows[index]["room"] = "FC101"
        top[key] = rows
        let edited = try write(try JSONSerialization.data(withJSONObject: top), to: "edited.json", in: dir)
        let result = try run(["update", "--term", "WS2020", edited.path, "-o", calendar.path, "--today", "2020-10-01"],
                             environment: ["SOURCE_DATE_EPOCH": "1603000000"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.contains("Raum"), result.stdoutText)
        let after = try String(contentsOf: calendar, encoding: .utf8)

        let oldEvents = events(before), newEvents = events(after)
        XCTAssertEqual(oldEvents.count, newEvents.count)
        var revised = 0
        for (old, new) in zip(oldEvents, newEvents) {
            if new.contains("FC101") {
                revised += 1
                XCTAssertTrue(new.contains("SEQUENCE:1\r\n"), new)
                XCTAssertTrue(new.contains("DTSTAMP:20201018T054640Z"), new)
            } else {
                XCTAssertEqual(old, new, "an unchanged event keeps its bytes, DTSTAMP included")
            }
        }
        XCTAssertGreaterThan(revised, 0)
    }

    func test_report_file_and_formats() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)
        let report = dir.appendingPathComponent("report.json")
        let result = try update(calendar, ["--changes", feed, "--format", "json", "--report", report.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.isEmpty)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        XCTAssertEqual((json["summary"] as? [String: Int])?["total"], 3)
        XCTAssertEqual((json["notices"] as? [Any])?.count, 1)

        let mail = try update(calendar, ["--changes", feed, "--format", "mail", "--from", "Stundenplan <bot@example.org>",
                                         "--to", "student@example.org", "--all"],
                              today: "2020-10-01")
        XCTAssertEqual(mail.status, 0, mail.stderr)
        XCTAssertTrue(mail.stdoutText.hasPrefix("From: \"Stundenplan\" <bot@example.org>\r\n"), mail.stdoutText)
        XCTAssertTrue(mail.stdoutText.contains("To: student@example.org\r\n"))
    }

    /// `--report -` is standard output, as "-" is among the inputs: it wrote a file named "-".
    func test_report_dash_is_standard_output() throws {
        let dir = try makeTemporaryDirectory()
        XCTAssertEqual(try run(["update", "--term", "WS2020", sample, "-o", "cal.ics", "--today", "2020-10-01"], in: dir).status, 0)
        let plain = try run(["update", "--term", "WS2020", sample, "-o", "cal.ics", "--today", "2020-10-01", "--changes", feed, "--format", "json"], in: dir)
        XCTAssertEqual(try run(["update", "--term", "WS2020", sample, "-o", "cal.ics", "--today", "2020-10-01"], in: dir).status, 0)
        let dashed = try run(["update", "--term", "WS2020", sample, "-o", "cal.ics", "--today", "2020-10-01", "--changes", feed, "--format", "json", "--report", "-"], in: dir)
        XCTAssertEqual(dashed.status, 0, dashed.stderr)
        XCTAssertEqual(dashed.stdout, plain.stdout)
        XCTAssertEqual(contents(of: dir), ["cal.ics"])
    }

    func test_a_failed_run_leaves_the_previous_calendar_untouched() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)
        let before = try Data(contentsOf: calendar)

        let broken = try write(Data("{\"schedule\": [".utf8), to: "broken.json", in: dir)
        let bad = try run(["update", "--term", "WS2020", broken.path, "-o", calendar.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("broken.json"), bad.stderr)

        let badMail = try update(calendar, ["--changes", feed, "--format", "mail", "--from", "nobody", "--to", "x@example.org"])
        XCTAssertEqual(badMail.status, 2, "an unusable sender is trouble: \(badMail.stderr)")

        XCTAssertEqual(try Data(contentsOf: calendar), before)
        XCTAssertEqual(contents(of: dir), ["broken.json", "cal.ics"])
    }

    func test_an_unreadable_previous_calendar_is_an_error_and_is_kept() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = try write(Data("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n".utf8), to: "cal.ics", in: dir)
        let result = try update(calendar)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cal.ics: line"), result.stderr)
        XCTAssertTrue(result.stderr.contains("left as it is"), result.stderr)
        XCTAssertEqual(try String(contentsOf: calendar, encoding: .utf8), "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n")
    }

    func test_a_report_that_cannot_be_written_leaves_the_calendar_so_the_changes_are_not_lost() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)
        let before = try Data(contentsOf: calendar)

        let unwritable = dir.appendingPathComponent("missing/report.txt").path
        let failed = try update(calendar, ["--changes", feed, "--report", unwritable])
        XCTAssertEqual(failed.status, 2, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("report.txt"), failed.stderr)
        XCTAssertEqual(try Data(contentsOf: calendar), before, "the calendar is replaced only after the report is written")

        // The next run reports the same changes.
        let next = try update(calendar, ["--changes", feed])
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertTrue(next.stdoutText.contains("Mathematik 1 — fällt aus"), next.stdoutText)
    }

    func test_a_previous_calendar_with_an_unreadable_value_is_refused_and_kept() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)
        var text = try String(contentsOf: calendar, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: "DTSTART;TZID=Europe/Berlin:20201005T080000"))
        text.replaceSubrange(range, with: "DTSTART;TZID=Europe/Berlin:2020X005T080000")
        try Data(text.utf8).write(to: calendar)
        let line = text[..<range.lowerBound].components(separatedBy: "\r\n").count

        let result = try update(calendar, ["--changes", feed])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cal.ics: line \(line):"), result.stderr)
        XCTAssertTrue(result.stderr.contains("left as it is"), result.stderr)
        XCTAssertEqual(try String(contentsOf: calendar, encoding: .utf8), text)
    }

    func test_a_report_file_gets_no_colours_even_when_the_run_is_on_a_terminal() throws {
        let dir = try makeTemporaryDirectory()
        let calendar = dir.appendingPathComponent("cal.ics")
        XCTAssertEqual(try update(calendar).status, 0)
        let copy = dir.appendingPathComponent("copy.ics")
        try FileManager.default.copyItem(at: calendar, to: copy)
        func arguments(_ target: URL) -> [String] {
            ["update", "--term", "WS2020", sample, "-o", target.path, "--today", "2020-10-01", "--changes", feed]
        }
        // On a terminal the report is coloured ...
        let shown = try onTerminal(arguments(copy), in: dir)
        XCTAssertTrue(shown.contains("fällt aus") && shown.contains("\u{1B}["), shown.debugDescription)
        // ... but the same report sent to a file by the same kind of run is not.
        _ = try onTerminal(arguments(calendar) + ["--report", "report.txt"], in: dir)
        let report = try String(contentsOf: dir.appendingPathComponent("report.txt"), encoding: .utf8)
        XCTAssertTrue(report.contains("Mathematik 1 — fällt aus"), report)
        XCTAssertFalse(report.contains("\u{1B}["), "no escape sequences in a file: \(report.debugDescription)")
    }

    func test_update_refuses_to_overwrite_an_input() throws {
        let dir = try makeTemporaryDirectory()
        let copy = try write(try Samples.data("WS2020_Informatik_1.json"), to: "plan.json", in: dir)
        let result = try run(["update", "--term", "WS2020", copy.path, "-o", copy.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(try Data(contentsOf: copy), try Samples.data("WS2020_Informatik_1.json"))
    }

    /// The VEVENT blocks of a calendar, in order.
    private func events(_ text: String) -> [String] {
        text.components(separatedBy: "BEGIN:VEVENT").dropFirst().map { $0.components(separatedBy: "END:VEVENT")[0] }
    }
}
