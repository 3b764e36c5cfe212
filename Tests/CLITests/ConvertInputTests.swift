import Foundation
import XCTest

/// The input shapes the service produces, rows that are skipped, and standard input.
final class ConvertInputTests: CLITestCase {
    private let rows: [[String: Any]] = [
        Fixture.row(id: "1", label: "Analysis", day: "Montag", start: "08:00", end: "09:30", comment: "Beginn KW 41"),
        Fixture.row(id: "2", label: "Algebra", day: "Mittwoch", start: "09:45", end: "11:15", comment: "14-tägig ab KW 42"),
    ]

    /// Converts `data` saved as `plan.json` in a folder of its own, with a fixed calendar name.
    private func convert(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws -> CLIRunner.Result {
        let dir = try makeTemporaryDirectory()
        try write(data, to: "plan.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "plan.json"], in: dir)
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)", file: file, line: line)
        return result
    }

    func test_row_with_empty_day_is_skipped_with_a_warning_and_counted() throws {
        let dir = try makeTemporaryDirectory()
        let input = rows + [Fixture.row(id: "3", label: "Ringvorlesung", day: "", start: "17:00", end: "18:30")]
        try write(Fixture.schedule(input), to: "plan.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "plan.json"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stderr.nonEmptyLines.filter { $0.contains("warning") }
        XCTAssertEqual(warnings.count, 1, result.stderr)
        XCTAssertTrue(warnings.first?.contains("plan.json") ?? false, result.stderr)
        XCTAssertTrue(warnings.first?.contains("row 2") ?? false, result.stderr)
        XCTAssertTrue(warnings.first?.contains("Ringvorlesung") ?? false, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 row skipped"), result.stderr)
        XCTAssertEqual(summary(result.stderr), Summary(rowsRead: 3, eventsWritten: 2, notUnderstood: 0, skipped: 1))
        let calendar = ICSFile(result.stdout)
        XCTAssertEqual(calendar.events.count, 2)
        XCTAssertFalse(calendar.text.contains("Ringvorlesung"), "the skipped row must not be in the calendar")
    }

    func test_schedule_myschedule_versioned_and_bare_array_shapes_give_the_same_calendar() throws {
        let reference = try convert(Fixture.json(["schedule": rows])).stdout
        XCTAssertEqual(ICSFile(reference).events.count, 2)
        let shapes: [(String, Data)] = [
            ("myschedule", Fixture.json(["myschedule": rows])),
            ("version 3.1", Data(#"{"version": 3.1, "schedule": "#.utf8) + Fixture.json(rows) + Data("}".utf8)),
            ("version string", Fixture.json(["version": "3.1", "schedule": rows] as [String: Any])),
            ("bare array", Fixture.json(rows)),
        ]
        for (name, data) in shapes {
            let result = try convert(data)
            XCTAssertEqual(result.stdout, reference, "the \(name) shape gave a different calendar")
            XCTAssertEqual(summary(result.stderr), Summary(rowsRead: 2, eventsWritten: 2, notUnderstood: 0, skipped: 0))
        }
    }

    func test_numeric_ids_are_accepted_and_do_not_change_the_calendar() throws {
        let reference = try convert(Fixture.schedule(rows)).stdout
        var numeric = rows
        numeric[0]["id"] = 9001
        numeric[1]["id"] = 9002.0
        let result = try convert(Fixture.schedule(numeric))
        XCTAssertEqual(result.stdout, reference)

        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule(numeric), to: "plan.json", in: dir)
        let explained = try explainJSON(["--term", "WS2020", "plan.json"], in: dir)
        XCTAssertEqual(explained.map { $0["id"] as? String }, ["9001", "9002"], "ids should be reported as text")
    }

    func test_rows_with_only_the_required_fields_are_converted() throws {
        let minimal: [[String: Any]] = [
            ["label": "Nur Pflichtfelder", "day": "Dienstag", "starttime": "10:00", "endtime": "11:30"],
            ["day": "Donnerstag", "starttime": "8:00", "endtime": "09:30:00"],
            ["label": "Nulls", "day": "Freitag", "starttime": "12:00", "endtime": "13:00", "comment": NSNull(),
             "room": NSNull(), "splusname": NSNull(), "startdate": NSNull(), "enddate": ""],
        ]
        let result = try convert(Fixture.schedule(minimal))
        XCTAssertEqual(summary(result.stderr), Summary(rowsRead: 3, eventsWritten: 3, notUnderstood: 0, skipped: 0))
        let calendar = ICSFile(result.stdout)
        XCTAssertEqual(calendar.events.count, 3)
        XCTAssertEqual(Set(calendar.uids).count, 3, "distinct rows need distinct UIDs even without ids or slot names")
        XCTAssertTrue(calendar.lines.contains("SUMMARY:Nur Pflichtfelder"), calendar.text)
        XCTAssertTrue(calendar.lines.contains("DTSTART;TZID=Europe/Berlin:20201001T080000"),
                      "Thursday 08:00 from “8:00” should start on the term's first day")
    }

    func test_unknown_extra_fields_are_ignored() throws {
        let reference = try convert(Fixture.schedule(rows)).stdout
        var extra = rows
        extra[0]["futureField"] = ["nested": [1, 2, 3], "flag": true] as [String: Any]
        extra[0]["anotherOne"] = NSNull()
        extra[1]["weeks"] = [41, 42, 43]
        extra[1]["x-note"] = "ignored"
        let data = Fixture.json(["schedule": extra, "generated": "2020-09-30T12:00:00Z", "meta": ["source": "test"]] as [String: Any])
        let result = try convert(data)
        XCTAssertEqual(result.stdout, reference)
    }

    func test_dash_reads_the_timetable_from_standard_input() throws {
        let dir = try makeTemporaryDirectory()
        let sample = try Samples.data("WS2020_Informatik_1.json")
        let fromFile = try run(["convert", "--term", "WS2020", Samples.path("WS2020_Informatik_1.json")], in: dir)
        let fromStdin = try run(["convert", "--term", "WS2020", "-"], stdin: sample, in: dir)
        XCTAssertEqual(fromStdin.status, 0, fromStdin.stderr)
        XCTAssertEqual(summary(fromStdin.stderr), summary(fromFile.stderr))
        XCTAssertFalse(ICSFile(fromStdin.stdout).events.isEmpty)
        XCTAssertEqual(ICSFile(fromStdin.stdout).events, ICSFile(fromFile.stdout).events,
                       "the events read from stdin should equal those read from the file")
        XCTAssertEqual(contents(of: dir), [], "reading stdin must not create files")

        let explained = try run(["explain", "--term", "WS2020", "--format", "json", "-"], stdin: sample, in: dir)
        XCTAssertEqual(explained.status, 0, explained.stderr)
        let array = try JSONSerialization.jsonObject(with: explained.stdout) as? [[String: Any]]
        XCTAssertEqual(array?.count, 9)
    }
}
