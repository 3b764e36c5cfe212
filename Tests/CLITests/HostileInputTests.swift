import Foundation
import XCTest

/// Bad and hostile inputs end to end (issue 4): each gives exit status 2 with one
/// line naming the file (row and field where there is one) and writes nothing, or a
/// correct calendar that stays valid iCalendar. Never a crash, a hang, or a file
/// outside the output directory.
final class HostileInputTests: CLITestCase {
    /// Exit status 2, one "semestercal: error:" line mentioning `mentions`, nothing on
    /// stdout, and no file added to `directory`.
    @discardableResult
    private func assertRejected(_ arguments: [String], in directory: URL, mentions: [String],
                                file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let before = contents(of: directory)
        let result = try run(["convert", "--term", "WS2020"] + arguments + ["--output-dir", "out"], in: directory)
        XCTAssertEqual(result.status, 2, "exit status; stderr: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stdout.isEmpty, file: file, line: line)
        let lines = result.stderr.nonEmptyLines
        XCTAssertEqual(lines.count, 1, "one line on stderr:\n\(result.stderr.prefix(2_000))", file: file, line: line)
        XCTAssertTrue(lines.first?.hasPrefix("semestercal: error: ") ?? false, result.stderr, file: file, line: line)
        for word in mentions {
            XCTAssertTrue(result.stderr.contains(word), "stderr should mention “\(word)”: \(result.stderr)", file: file, line: line)
        }
        XCTAssertEqual(contents(of: directory), before, "nothing may be written", file: file, line: line)
        return result.stderr
    }

    /// What every calendar must be, whatever the input held: UTF-8, CRLF lines of at most
    /// 75 octets that each decode on their own (folds between characters), no control
    /// characters, balanced BEGIN/END.
    private func assertValidCalendar(_ data: Data, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let calendar = ICSFile(data)
        XCTAssertNotNil(String(validating: data, as: UTF8.self), "\(what): not UTF-8", file: file, line: line)
        XCTAssertEqual(Array(data.suffix(2)), [0x0D, 0x0A], "\(what) must end with CRLF", file: file, line: line)
        var problems: [String] = []
        for physical in calendar.physicalLines {
            if physical.count > 75 { problems.append("line of \(physical.count) octets") }
            if String(validating: physical, as: UTF8.self) == nil { problems.append("a fold splits a UTF-8 character") }
            if let control = physical.first(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
                problems.append("control character \(control) in \(String(decoding: physical, as: UTF8.self).debugDescription)")
            }
        }
        XCTAssertEqual(problems.prefix(5), [], what, file: file, line: line)
        let lines = calendar.lines
        XCTAssertEqual(lines.first, "BEGIN:VCALENDAR", what, file: file, line: line)
        XCTAssertEqual(lines.last, "END:VCALENDAR", what, file: file, line: line)
        XCTAssertEqual(lines.filter { $0.hasPrefix("BEGIN:") }.count, lines.filter { $0.hasPrefix("END:") }.count,
                       "\(what): unbalanced BEGIN/END", file: file, line: line)
    }

    // MARK: - Broken files

    func test_truncated_and_invalid_json_exit_2_naming_the_file() throws {
        let dir = try makeTemporaryDirectory()
        let good = try Samples.data("WS2020_Informatik_1.json")
        try write(good.prefix(good.count / 2), to: "half.json", in: dir)
        try assertRejected(["half.json"], in: dir, mentions: ["half.json", "invalid JSON", "cut off"])
        // The message says where the text stops (line 3 holds 27 characters) and that it looks cut off.
        try write(Data("{\n \"schedule\": [\n  {\"id\": \"1\", \"label\": \"Ana".utf8), to: "stops.json", in: dir)
        try assertRejected(["stops.json"], in: dir, mentions: [
            "stops.json: invalid JSON: the text ends at line 3, column 28, inside a string: the file looks cut off"])
        try write(Data("{\"schedule\": [\n{\"id\": \"1\"},\n".utf8), to: "open.json", in: dir)
        try assertRejected(["open.json"], in: dir, mentions: ["open.json", "line 3, column 1, inside a list", "cut off"])
        // Cut inside "ü": the message says the file was cut off.
        let text = Data(#"{"schedule": [{"label": "Übung für"#.utf8)
        try write(text.prefix(text.count - 2), to: "cut.json", in: dir)
        try assertRejected(["cut.json"], in: dir, mentions: ["cut.json", "cut off"])
        try write(Data("<html><body>502 Bad Gateway</body></html>".utf8), to: "proxy.json", in: dir)
        try assertRejected(["proxy.json"], in: dir, mentions: ["proxy.json", "invalid JSON"])
        try write(Data(), to: "empty.json", in: dir)
        try assertRejected(["empty.json"], in: dir, mentions: ["empty.json", "empty"])
    }

    func test_utf16_files_convert_like_their_utf8_original() throws {
        let dir = try makeTemporaryDirectory()
        let original = try Samples.data("WS2020_Informatik_1.json")
        try write(original, to: "utf8.json", in: dir)
        let expected = try run(["convert", "--term", "WS2020", "utf8.json"], in: dir)
        XCTAssertEqual(expected.status, 0, expected.stderr)
        let text = String(decoding: original, as: UTF8.self)
        let variants: [(String, Data)] = [
            ("utf16le-bom.json", Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())),
            ("utf16be-bom.json", Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data())),
            ("utf16le.json", text.data(using: .utf16LittleEndian) ?? Data()),
            ("utf8-bom.json", Data([0xEF, 0xBB, 0xBF]) + original),
        ]
        for (name, data) in variants {
            try write(data, to: name, in: dir)
            // The calendar name comes from the file name: give each the same one.
            let result = try run(["convert", "--term", "WS2020", name, "--name", "utf8 – WiSe 2020/21"], in: dir)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stdout.count, expected.stdout.count, name)
            XCTAssertEqual(ICSFile(result.stdout).events, ICSFile(expected.stdout).events, name)
        }
    }

    func test_latin1_and_binary_files_exit_2_naming_the_file_and_the_byte() throws {
        let dir = try makeTemporaryDirectory()
        let text = String(decoding: Fixture.schedule([Fixture.row(label: "Übung")]), as: UTF8.self)
        let latin1 = try XCTUnwrap(text.data(using: .isoLatin1))
        try write(latin1, to: "latin1.json", in: dir)
        let offset = try XCTUnwrap(latin1.firstIndex(of: 0xDC))
        try assertRejected(["latin1.json"], in: dir, mentions: ["latin1.json", "not UTF-8", "byte \(offset)"])

        var random = SystemRandomNumberGenerator()
        try write(Data((0..<4_096).map { _ in UInt8.random(in: 0x80...0xFF, using: &random) }), to: "binary.json", in: dir)
        try assertRejected(["binary.json"], in: dir, mentions: ["binary.json"])
    }

    // MARK: - Size

    func test_a_50_MB_file_converts_and_50_MB_of_garbage_is_rejected_quickly() throws {
        let dir = try makeTemporaryDirectory()
        let rows = String(decoding: Fixture.schedule([Fixture.row(id: "1"), Fixture.row(id: "2", day: "Dienstag")]), as: UTF8.self)
        let padded = "{\"x-padding\": \"" + String(repeating: "0123456789", count: 5_000_000) + "\", " + rows.dropFirst()
        try write(Data(padded.utf8), to: "padded.json", in: dir)
        let start = Date()
        let result = try run(["convert", "--term", "WS2020", "padded.json"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(ICSFile(result.stdout).events.count, 2)
        XCTAssertEqual(summary(result.stderr)?.rowsRead, 2)

        try write(Data(repeating: 0xFF, count: 50_000_000), to: "garbage.json", in: dir)
        try assertRejected(["garbage.json"], in: dir, mentions: ["garbage.json", "not UTF-8", "byte 0"])
        try write(Data(repeating: UInt8(ascii: "["), count: 50_000_000), to: "brackets.json", in: dir)
        try assertRejected(["brackets.json"], in: dir, mentions: ["brackets.json", "invalid JSON"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }

    // MARK: - Absurd values

    func test_impossible_times_exit_2_naming_file_row_and_field() throws {
        let dir = try makeTemporaryDirectory()
        for (start, end, field) in [("00:00", "00:00", "endtime"), ("12:00", "10:00", "endtime"),
                                    ("23:00", "24:30", "endtime"), ("24:30", "25:00", "starttime")] {
            try write(Fixture.schedule([Fixture.row(id: "1"), Fixture.row(id: "2", start: start, end: end)]),
                      to: "times.json", in: dir)
            try assertRejected(["times.json"], in: dir, mentions: ["times.json", "row 1", "\"\(field)\""])
        }
    }

    func test_blocks_in_the_year_9999_convert_and_a_block_over_millennia_is_skipped() throws {
        let dir = try makeTemporaryDirectory()
        var far = Fixture.row(id: "1", label: "Zukunft", style: "Blockveranstaltung")
        far["day"] = ""
        far["startdate"] = "31.12.9999"
        far["enddate"] = "31.12.9999"
        var endless = Fixture.row(id: "2", label: "Ewig", style: "Blockveranstaltung")
        endless["startdate"] = "01.01.0001"
        endless["enddate"] = "31.12.9999"
        try write(Fixture.schedule([far, endless]), to: "far.json", in: dir)
        let outcome = try TimedRunner.run(["convert", "--term", "WS2020", "far.json", "-o", "far.ics"], in: dir, seconds: 30)
        XCTAssertTrue(outcome.finished, "convert did not finish within 30 s")
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("far.json: row 1 (Ewig): skipped: a block row cannot span more than a year"),
                      outcome.stderr)
        let data = try Data(contentsOf: dir.appendingPathComponent("far.ics"))
        assertValidCalendar(data, "far.ics")
        let events = ICSFile(data).events
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first.flatMap { ICSFile.value(of: "DTSTART", in: $0) }, "99991231T080000")
    }

    func test_a_100_KB_comment_is_flagged_and_the_calendar_stays_valid() throws {
        let dir = try makeTemporaryDirectory()
        let comment = String(repeating: "14-tägig ab KW 42, außer 24.11. 😀 ", count: 3_000)
        XCTAssertGreaterThan(comment.utf8.count, 100_000)
        try write(Fixture.schedule([Fixture.row(id: "1", label: "Lang", comment: comment)]), to: "long.json", in: dir)
        let outcome = try TimedRunner.run(["convert", "--term", "WS2020", "long.json", "-o", "long.ics"], in: dir, seconds: 30)
        XCTAssertTrue(outcome.finished, "convert did not finish within 30 s")
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("only its first 10000 were read"), String(outcome.stderr.prefix(2_000)))
        XCTAssertLessThan(outcome.stderr.utf8.count, 10_000, "warnings must not repeat the whole comment")
        assertValidCalendar(try Data(contentsOf: dir.appendingPathComponent("long.ics")), "long.ics")
    }

    // MARK: - Text that must not break the calendar

    func test_control_characters_and_emoji_in_every_field_give_a_valid_calendar() throws {
        let dir = try makeTemporaryDirectory()
        let nasty = "A\u{0}n\u{1}a\u{7}l\u{8}y\u{B}s\u{C}i\u{1B}[31ms\u{7F} \r\nEND:VCALENDAR\r\nBEGIN:VEVENT\\;,\"😀👩‍👩‍👧‍👦🇩🇪"
            + String(repeating: "é", count: 40) + "\u{2028}\u{202E}\u{FEFF}" + String(repeating: "🎓", count: 30)
        let row = Fixture.row(id: "1", label: nasty, comment: nasty + " ab KW 42", room: nasty, docent: nasty, group: nasty)
        try write(Fixture.schedule([row]), to: "nasty\u{1B}[2J\u{7}😀.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "nasty\u{1B}[2J\u{7}😀.json", "--name", nasty], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        assertValidCalendar(result.stdout, "nasty")
        let calendar = ICSFile(result.stdout)
        XCTAssertEqual(calendar.events.count, 1, "the label's END:/BEGIN: text must not make components")
        XCTAssertEqual(calendar.lines.filter { $0 == "END:VCALENDAR" }.count, 1)
        let summary = calendar.events.first.flatMap { ICSFile.value(of: "SUMMARY", in: $0) }.map { ICSFile.textList($0).joined(separator: ",") }
        let expected = String(String.UnicodeScalarView(nasty.unicodeScalars.filter {
            !($0.value < 0x20 || $0.value == 0x7F) || $0 == "\r" || $0 == "\n" })).replacingOccurrences(of: "\r\n", with: "\n")
        XCTAssertEqual(summary, expected, "SUMMARY keeps the label without its control characters")
    }

    func test_line_breaks_and_escape_sequences_in_labels_and_comments_stay_out_of_the_terminal() throws {
        let dir = try makeTemporaryDirectory()
        var skipped = Fixture.row(id: "1", label: "Evil\n\u{1B}[2Jsemestercal: 0 rows read")
        skipped["day"] = ""
        let uncertain = Fixture.row(id: "2", label: "Evil2\u{1B}[31m", comment: "KW 99\n\u{1B}[2J\u{9B}1m fake")
        try write(Fixture.schedule([skipped, uncertain]), to: "esc.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "esc.json", "-o", "esc.ics"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.nonEmptyLines
        XCTAssertEqual(lines.count, 4, "two warnings, the file written and the summary, one line each:\n\(result.stderr)")
        XCTAssertFalse(result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" }, result.stderr.debugDescription)
        XCTAssertTrue(lines.first?.contains(#"Evil\n\u{1b}[2Jsemestercal"#) ?? false, result.stderr)
        XCTAssertEqual(summary(result.stderr)?.rowsRead, 2)

        var badDay = Fixture.row(id: "3", day: "Mon\u{1B}]0;owned\u{7}")
        badDay["label"] = "x"
        try write(Fixture.schedule([badDay]), to: "day.json", in: dir)
        try assertRejected(["day.json"], in: dir, mentions: ["day.json", "row 0", #"\u{1b}]0;owned\u{7}"#])
    }

    // MARK: - Output directory

    func test_path_like_names_never_write_outside_the_output_directory() throws {
        let root = try makeTemporaryDirectory()
        let work = root.appendingPathComponent("a/b/work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let names = ["../../etc", "a/b", "with spaces", ".", "..", "", "/etc/passwd", "..\\..\\win", "~", "-"]
        var inputs: [String] = []
        for (index, name) in names.enumerated() {
            // The course name is path-like, and so is the input's file name where a file can have it.
            let path = (name.hasPrefix("/") ? String(name.dropFirst()) : name) + ".json"
            if path == "-.json" || inputs.contains(path) { continue }
            try write(Fixture.schedule([Fixture.row(id: "\(index)", label: name)]), to: path, in: work)
            inputs.append(path)
        }
        XCTAssertTrue(contents(of: root).contains("a/etc.json"), "\(contents(of: root))")
        // A symbolic link in the output directory pointing outside must be replaced, not written through.
        let out = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let outside = root.appendingPathComponent("outside.ics")
        try Data("keep me".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("with_spaces.ics").path,
                                                   withDestinationPath: outside.path)
        let before = Set(contents(of: root))

        let result = try run(["convert", "--term", "WS2020"] + inputs + ["-", "--output-dir", "out"],
                             stdin: Fixture.schedule([Fixture.row(id: "99", label: "../stdin")]), in: work)
        XCTAssertEqual(result.status, 0, result.stderr)
        let added = Set(contents(of: root)).subtracting(before)
        XCTAssertFalse(added.isEmpty)
        for path in added {
            XCTAssertTrue(path.hasPrefix("a/b/work/out/"), "written outside the output directory: \(path)")
            let name = String(path.dropFirst("a/b/work/out/".count))
            XCTAssertTrue(name.matches(#"^[A-Za-z0-9][A-Za-z0-9._-]*\.(ics|html)$"#), "unsafe output name “\(name)”")
        }
        let calendars = contents(of: out).filter { $0.hasSuffix(".ics") }
        XCTAssertEqual(calendars.count, inputs.count + 1, "one calendar per input: \(calendars)")
        XCTAssertEqual(try Data(contentsOf: outside), Data("keep me".utf8), "written through a symbolic link")
        let linkTarget = try? FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("with_spaces.ics").path)
        XCTAssertNil(linkTarget, "with_spaces.ics should now be a regular file")
    }

    func test_directories_and_empty_names_as_inputs_exit_2_and_write_nothing() throws {
        let dir = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for input in [".", "..", "sub", "sub/"] {
            try assertRejected([input], in: dir, mentions: ["error: \(input) is a directory, not a timetable file"])
        }
        try assertRejected([""], in: dir, mentions: ["cannot read the file: no such file"])
    }

    // MARK: - Inputs that are not timetable files

    func test_a_device_as_input_is_named_for_what_it_is() throws {
        let dir = try makeTemporaryDirectory()
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/zero"))
        // Read, /dev/zero never ends; as root, opening it used to be reported as a missing permission.
        try assertRejected(["/dev/zero"], in: dir, mentions: ["/dev/zero is a character device", "not a regular file"])
        try assertRejected(["--changes", "/dev/zero", Samples.path("WS2020_Informatik_1.json")], in: dir,
                           mentions: ["/dev/zero is a character device"])
    }

    func test_a_file_over_512_MiB_is_refused_by_its_size_without_being_read() throws {
        let dir = try makeTemporaryDirectory()
        // A sparse file: one byte over the limit, no disk space used. Reading it whole would
        // take 512 MiB of memory and end in "invalid JSON"; its size alone must refuse it.
        let huge = dir.appendingPathComponent("huge.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(512 << 20) + 1)
        try handle.close()
        try assertRejected(["huge.json"], in: dir, mentions: [
            "huge.json is too large for a timetable file (536870913 bytes, more than the limit of 512 MiB; not read)"])
        try assertRejected(["--changes", "huge.json", Samples.path("WS2020_Informatik_1.json")], in: dir,
                           mentions: ["huge.json is too large"])
    }

    func test_standard_input_stops_being_read_at_512_MiB() throws {
        let dir = try makeTemporaryDirectory()
        // 513 MiB of zero bytes through a pipe: the tool must stop at the limit and say so.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"head -c 537919488 /dev/zero | "$0" convert --term WS2020 - --output-dir out"#,
                             CLIRunner.executable.path]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2, stderr)
        XCTAssertEqual(stderr.nonEmptyLines, [
            "semestercal: error: stdin is too large for a timetable file (more than the limit of 512 MiB; the rest was not read)"])
        XCTAssertEqual(contents(of: dir), [])
    }

    // MARK: - The temporary file

    func test_a_symbolic_link_planted_at_the_temporary_name_is_never_written_through() throws {
        let root = try makeTemporaryDirectory()
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let sample = Samples.path("WS2020_Informatik_1.json")
        let expected = try run(["convert", "--term", "WS2020", sample])
        XCTAssertEqual(expected.status, 0, expected.stderr)
        let outside = root.appendingPathComponent("outside.ics")
        try Data("keep me".utf8).write(to: outside)
        let missing = root.appendingPathComponent("created.ics")

        // The shell plants the link at `.cal.ics.PID.tmp` with its own PID, then becomes
        // semestercal (exec keeps the PID): the tool's temporary name is taken by the link.
        var finished: Int32?
        for target in [outside, missing] {
            if let finished {
                // A leftover with a suffix, as a run that had to pick another name leaves it when killed.
                try Data("stale".utf8).write(to: out.appendingPathComponent(".cal.ics.\(finished).5eed.tmp"))
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"ln -s "$1" "$2/.cal.ics.$$.tmp" && exec "$0" convert --term WS2020 "$3" -o "$2/cal.ics""#,
                                 CLIRunner.executable.path, target.path, out.path, sample]
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "SOURCE_DATE_EPOCH")
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, target.lastPathComponent)
            let link = ".cal.ics.\(process.processIdentifier).tmp"

            XCTAssertEqual(try Data(contentsOf: outside), Data("keep me".utf8), "written through the link")
            XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path), "created through the link")
            let calendar = out.appendingPathComponent("cal.ics")
            XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: calendar.path), "cal.ics must be a regular file")
            XCTAssertEqual(try Data(contentsOf: calendar), expected.stdout)
            // The link under the run's own PID is left alone; temporaries under a finished run's
            // PID (the first round's, in the second), of either form, are removed as stale.
            XCTAssertEqual(contents(of: root), ["out", "out/\(link)", "out/cal.ics", "outside.ics"])
            finished = process.processIdentifier
        }
    }
}
