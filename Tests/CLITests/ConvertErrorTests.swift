import Foundation
import XCTest

/// Bad input: exit status 2, one line on stderr that says where the problem is,
/// and nothing written — no calendar on stdout, no `-o` file, no half-written file.
final class ConvertErrorTests: CLITestCase {
    /// Runs `convert` twice over `arguments` in `directory`: once with an `-o` target that
    /// does not exist (it must not appear), once with an existing one (it must stay byte-identical).
    /// Returns the stderr of the first run.
    @discardableResult
    func assertRejected(_ arguments: [String], in directory: URL, mentions: [String],
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let before = contents(of: directory)
        let fresh = directory.appendingPathComponent("fresh.ics")
        let first = try run(["convert"] + arguments + ["-o", fresh.path], in: directory)
        XCTAssertEqual(first.status, 2, "exit status; stderr: \(first.stderr)", file: file, line: line)
        XCTAssertTrue(first.stdout.isEmpty, "nothing may go to stdout, got: \(first.stdoutText.prefix(200))", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path), "-o target was created", file: file, line: line)
        XCTAssertEqual(contents(of: directory), before, "files appeared or vanished in the working directory", file: file, line: line)

        let lines = first.stderr.nonEmptyLines
        XCTAssertEqual(lines.count, 1, "expected exactly one line on stderr, got:\n\(first.stderr)", file: file, line: line)
        XCTAssertTrue(lines.first?.hasPrefix("semestercal: error: ") ?? false,
                      "the line should start with “semestercal: error: ”: \(first.stderr)", file: file, line: line)
        for word in mentions {
            XCTAssertTrue(first.stderr.contains(word), "stderr should mention “\(word)”: \(first.stderr)", file: file, line: line)
        }

        let existing = directory.appendingPathComponent("existing.ics")
        let old = Data("BEGIN:VCALENDAR\r\nX-OLD:keep me\r\nEND:VCALENDAR\r\n".utf8)
        try old.write(to: existing)
        let beforeSecond = contents(of: directory)
        let second = try run(["convert"] + arguments + ["-o", existing.path], in: directory)
        XCTAssertEqual(second.status, 2, "exit status with an existing -o file; stderr: \(second.stderr)", file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: existing), old, "an existing -o file must stay byte-identical", file: file, line: line)
        XCTAssertEqual(contents(of: directory), beforeSecond, "a temporary file was left behind", file: file, line: line)
        try FileManager.default.removeItem(at: existing)
        return first.stderr
    }

    func test_convert_rejects_invalid_json_naming_the_file_and_exits_2() throws {
        let dir = try makeTemporaryDirectory()
        let good = String(decoding: Fixture.schedule([Fixture.row()]), as: UTF8.self)
        try write(Data(good.dropLast(4).utf8), to: "broken.json", in: dir)
        try assertRejected(["--term", "WS2020", "broken.json"], in: dir, mentions: ["broken.json", "JSON"])
    }

    func test_convert_invalid_json_error_says_where_the_syntax_error_is() throws {
        let dir = try makeTemporaryDirectory()
        // A missing colon on line 3.
        try write(Data("{\n \"schedule\": [\n  {\"id\" \"1\", \"day\": \"Montag\"}\n ]\n}\n".utf8), to: "syntax.json", in: dir)
        let stderr = try assertRejected(["--term", "WS2020", "syntax.json"], in: dir, mentions: ["syntax.json"])
        XCTAssertTrue(stderr.matches(#"(line|byte|character|column|offset) \d+"#),
                      "a JSON syntax error should say where it is (line or byte): \(stderr)")
    }

    func test_convert_rejects_hour_25_naming_file_row_and_field() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1"), Fixture.row(id: "2", label: "Late", start: "25:00", end: "26:00")]),
                  to: "times.json", in: dir)
        try assertRejected(["--term", "WS2020", "times.json"], in: dir, mentions: ["times.json", "row 1", "starttime", "25:00"])
    }

    func test_convert_rejects_a_time_written_with_a_dot_naming_file_row_and_field() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1"), Fixture.row(id: "2"), Fixture.row(id: "3", start: "08:00", end: "9.45")]),
                  to: "dots.json", in: dir)
        try assertRejected(["--term", "WS2020", "dots.json"], in: dir, mentions: ["dots.json", "row 2", "endtime", "9.45"])
    }

    func test_convert_rejects_an_unknown_weekday_naming_file_row_and_field() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1", day: "Funday")]), to: "days.json", in: dir)
        try assertRejected(["--term", "WS2020", "days.json"], in: dir, mentions: ["days.json", "row 0", "day", "Funday"])
    }

    func test_convert_rejects_an_end_time_before_the_start_time() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1"), Fixture.row(id: "2", start: "11:30", end: "10:00")]),
                  to: "backwards.json", in: dir)
        try assertRejected(["--term", "WS2020", "backwards.json"], in: dir, mentions: ["backwards.json", "row 1", "endtime"])
    }

    func test_convert_error_for_a_value_with_a_line_break_stays_on_one_line() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1", day: "Mon\nday")]), to: "newline.json", in: dir)
        try assertRejected(["--term", "WS2020", "newline.json"], in: dir, mentions: ["newline.json", "row 0", "day"])
    }

    func test_convert_rejects_latin1_bytes_as_not_utf8_naming_the_file() throws {
        let dir = try makeTemporaryDirectory()
        var bytes = Array(#"{"schedule": [{"id": "1", "label": "Mathematik f"#.utf8)
        bytes += [0xFC, 0x72, 0x20, 0xC4, 0x72, 0x7A, 0x74, 0x65, 0xE4] // "für Ärzteä" in Latin-1
        bytes += Array(#"", "day": "Montag", "starttime": "08:00", "endtime": "09:30"}]}"#.utf8)
        try write(Data(bytes), to: "latin1.json", in: dir)
        try assertRejected(["--term", "WS2020", "latin1.json"], in: dir, mentions: ["latin1.json", "UTF-8"])
    }

    func test_convert_rejects_a_missing_file_naming_it() throws {
        let dir = try makeTemporaryDirectory()
        try assertRejected(["--term", "WS2020", "does-not-exist.json"], in: dir, mentions: ["does-not-exist.json"])
    }

    func test_convert_rejects_an_unknown_term_and_explains_the_syntax() throws {
        let dir = try makeTemporaryDirectory()
        try assertRejected(["--term", "XYZ", Samples.path("WS2020_Informatik_1.json")], in: dir, mentions: ["XYZ", "--term", "WS"])
    }

    func test_convert_without_term_names_the_likely_term_and_exits_2() throws {
        let dir = try makeTemporaryDirectory()
        try assertRejected(Samples.paths, in: dir, mentions: ["--term", "WiSe 2020/21", "WS2020"])
    }

    func test_convert_rejects_a_malformed_term_start_with_exit_2() throws {
        let dir = try makeTemporaryDirectory()
        try assertRejected(["--term", "WS2020", "--term-start", "2020-13-01", Samples.path("WS2020_Informatik_1.json")],
                           in: dir, mentions: ["--term-start", "2020-13-01"])
    }

    func test_convert_rejects_a_term_start_after_the_term_end() throws {
        let dir = try makeTemporaryDirectory()
        try assertRejected(["--term", "WS2020", "--term-start", "2021-03-01", Samples.path("WS2020_Informatik_1.json")],
                           in: dir, mentions: ["2021-03-01"])
    }

    func test_convert_rejects_an_invalid_source_date_epoch() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020", Samples.path("WS2020_Informatik_1.json")],
                             environment: ["SOURCE_DATE_EPOCH": "yesterday"], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stdout.isEmpty)
        XCTAssertTrue(result.stderr.contains("SOURCE_DATE_EPOCH"), result.stderr)
    }

    func test_convert_with_output_dir_writes_nothing_when_the_second_input_is_bad() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1"), Fixture.row(id: "2", day: "Funday")]), to: "second.json", in: dir)
        let existingDir = dir.appendingPathComponent("existing-out")
        try FileManager.default.createDirectory(at: existingDir, withIntermediateDirectories: true)
        let newDir = dir.appendingPathComponent("new-out")

        for target in [existingDir, newDir] {
            let result = try run(["convert", "--term", "WS2020", Samples.path("WS2020_Informatik_1.json"), "second.json",
                                  "--output-dir", target.path], in: dir)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stdout.isEmpty)
            XCTAssertEqual(result.stderr.nonEmptyLines.count, 1, result.stderr)
            for word in ["second.json", "row 1", "day", "Funday"] {
                XCTAssertTrue(result.stderr.contains(word), "stderr should mention \(word): \(result.stderr)")
            }
        }
        XCTAssertEqual(contents(of: existingDir), [], "no calendar may be written for the good first input")
        XCTAssertFalse(FileManager.default.fileExists(atPath: newDir.path), "the output directory should not be created")
    }

    func test_explain_rejects_bad_input_with_exit_2_and_no_output() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row(id: "1", start: "25:00", end: "26:00")]), to: "bad.json", in: dir)
        for format in ["text", "json"] {
            let result = try run(["explain", "--term", "WS2020", "--format", format, "bad.json"], in: dir)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stdout.isEmpty, "explain printed output for bad input")
            XCTAssertEqual(result.stderr.nonEmptyLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("bad.json") && result.stderr.contains("row 0") && result.stderr.contains("starttime"),
                          result.stderr)
        }
    }
}
