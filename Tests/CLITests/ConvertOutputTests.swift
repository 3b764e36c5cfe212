import Foundation
import XCTest

/// Where `convert` writes: stdout, `-o FILE`, or one safely named file per input in `--output-dir`.
final class ConvertOutputTests: CLITestCase {
    private func schedule(label: String) -> Data {
        Fixture.schedule([Fixture.row(id: "1", label: label, comment: "Beginn KW 41")])
    }

    func test_convert_writes_the_calendar_to_stdout_by_default_and_creates_no_files() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths, in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("BEGIN:VCALENDAR\r\n"), String(result.stdoutText.prefix(100)))
        XCTAssertTrue(result.stdoutText.hasSuffix("END:VCALENDAR\r\n"))
        XCTAssertFalse(result.stderr.contains("BEGIN:"), "calendar text leaked to stderr")
        XCTAssertEqual(contents(of: dir), [])
    }

    /// "-" names standard input among the inputs, so `-o -` is standard output, as in most tools: it
    /// wrote a file named "-" (one such 52 MB file was even committed by mistake).
    func test_convert_with_o_dash_writes_to_stdout_and_creates_no_file() throws {
        let dir = try makeTemporaryDirectory()
        let stdoutRun = try run(["convert", "--term", "WS2020"] + Samples.paths, in: dir)
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths + ["-o", "-"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, stdoutRun.stdout)
        XCTAssertEqual(contents(of: dir), [])
    }

    /// `update` compares with the calendar it rewrites: standard output cannot be read back.
    func test_update_refuses_o_dash() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["update", "--term", "WS2020"] + Samples.paths + ["-o", "-"], in: dir)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--output"), result.stderr)
        XCTAssertEqual(contents(of: dir), [])
    }

    func test_convert_with_o_writes_the_file_and_nothing_to_stdout() throws {
        let dir = try makeTemporaryDirectory()
        let stdoutRun = try run(["convert", "--term", "WS2020"] + Samples.paths, in: dir)
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths + ["-o", "all.ics"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.isEmpty, "with -o nothing may go to stdout")
        XCTAssertEqual(contents(of: dir), ["all.ics"], "only the calendar may be written (no temporary files left)")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("all.ics")), stdoutRun.stdout,
                       "-o should write exactly what stdout would have shown")
        XCTAssertNotNil(summary(result.stderr))

        // A second run replaces the file.
        try Data("old".utf8).write(to: dir.appendingPathComponent("all.ics"))
        let again = try run(["convert", "--term", "WS2020"] + Samples.paths + ["--output", "all.ics"], in: dir)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("all.ics")), stdoutRun.stdout)
        XCTAssertEqual(contents(of: dir), ["all.ics"])
    }

    /// `-o` naming an input, by its own name, another spelling of it, a symbolic or a hard link:
    /// refused with exit 2, the input untouched. A new file beside the input is written.
    func test_convert_refuses_to_write_over_an_input_by_any_name() throws {
        let dir = try makeTemporaryDirectory()
        let original = try Samples.data("WS2020_Informatik_1.json")
        let input = try write(original, to: "plan.json", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: "plan.json")
        try FileManager.default.linkItem(atPath: input.path, toPath: dir.appendingPathComponent("hard.json").path)
        for output in ["plan.json", "./plan.json", "link.json", "hard.json", input.path] {
            let result = try run(["convert", "--term", "WS2020", "plan.json", "-o", output], in: dir)
            XCTAssertEqual(result.status, 2, "\(output): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("is also an input"), result.stderr)
            XCTAssertEqual(try Data(contentsOf: input), original, "\(output) overwrote the input")
        }
        let result = try run(["convert", "--term", "WS2020", "plan.json", "-o", "plan.ics"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("plan.ics"), encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    func test_convert_with_output_dir_writes_one_calendar_per_sample() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths + ["--output-dir", "out/cal"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.isEmpty)
        let out = dir.appendingPathComponent("out/cal")
        XCTAssertEqual(contents(of: out), ["WS2020_Informatik_1.ics", "WS2020_MeinStundenplan.ics", "WS2020_Wirtschaftsinformatik_1.ics", "index.html"])
        var events = 0
        for name in Samples.names {
            let base = (name as NSString).deletingPathExtension
            let single = try run(["convert", "--term", "WS2020", Samples.path(name)], in: dir)
            let written = try Data(contentsOf: out.appendingPathComponent(base + ".ics"))
            XCTAssertEqual(written, single.stdout, "\(base).ics should equal converting \(name) alone")
            events += ICSFile(written).events.count
        }
        XCTAssertEqual(summary(result.stderr)?.eventsWritten, events)
    }

    func test_output_dir_names_are_safe_and_stay_inside_the_directory() throws {
        let root = try makeTemporaryDirectory()
        let work = root.appendingPathComponent("work/sub")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let inputs: [(path: String, label: String)] = [
            ("SS_BW dual_2.json", "Label Spaces"),
            ("Übung Ökonomie ß.json", "Label Umlauts"),
            ("../../etc/passwd.json", "Label Traversal"),
            ("a/b.json", "Label Subfolder"),
            (".hidden.json", "Label Hidden"),
            ("x;rm -rf *|&$.json", "Label Shell"),
        ]
        for input in inputs { try write(schedule(label: input.label), to: input.path, in: work) }
        let before = contents(of: root)

        let arguments = ["convert", "--term", "WS2020"] + inputs.map(\.path) + ["-", "--output-dir", "out"]
        let result = try run(arguments, stdin: schedule(label: "Label Stdin"), in: work)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.isEmpty)

        let out = work.appendingPathComponent("out")
        let names = calendars(in: out)
        XCTAssertEqual(names.count, inputs.count + 1, "one calendar per input: \(names)")
        let added = Set(contents(of: root)).subtracting(before)
        XCTAssertEqual(added, Set(["work/sub/out", "work/sub/out/index.html"] + names.map { "work/sub/out/\($0)" }),
                       "files may only appear inside the output directory")
        for name in names {
            XCTAssertTrue(name.matches(#"^[A-Za-z0-9][A-Za-z0-9._-]*\.ics$"#), "unsafe output name “\(name)”")
            XCTAssertFalse(name.contains(" ") || name.contains("/") || name.contains(".."), "unsafe output name “\(name)”")
        }
        XCTAssertTrue(names.contains("SS_BW_dual_2.ics"), "\(names)")
        XCTAssertTrue(names.contains("passwd.ics"), "\(names)")
        XCTAssertTrue(names.contains("b.ics"), "\(names)")
        XCTAssertTrue(names.contains("stdin.ics"), "\(names)")
        XCTAssertTrue(names.contains { $0.hasPrefix("Uebung_Oekonomie") }, "umlauts should be spelled out: \(names)")

        // Every input's calendar holds that input's lecture and no other.
        let labels = inputs.map(\.label) + ["Label Stdin"]
        for name in names {
            let text = ICSFile(try Data(contentsOf: out.appendingPathComponent(name))).lines.joined(separator: "\n")
            let found = labels.filter { text.contains("SUMMARY:\($0)") }
            XCTAssertEqual(found.count, 1, "\(name) holds \(found)")
        }
        let all = try names.map { ICSFile(try Data(contentsOf: out.appendingPathComponent($0))).lines.joined(separator: "\n") }
        for label in labels {
            XCTAssertEqual(all.filter { $0.contains("SUMMARY:\(label)") }.count, 1, "\(label) should be in exactly one calendar")
        }
    }

    func test_output_dir_keeps_inputs_with_the_same_base_name_apart() throws {
        let dir = try makeTemporaryDirectory()
        try write(schedule(label: "Erste Datei"), to: "inf/plan.json", in: dir)
        try write(schedule(label: "Zweite Datei"), to: "wi/plan.json", in: dir)
        try write(schedule(label: "Dritte Datei"), to: "plan-2.json", in: dir)
        let result = try TimedRunner.run(["convert", "--term", "WS2020", "inf/plan.json", "wi/plan.json", "plan-2.json",
                                          "--output-dir", "out"], in: dir, seconds: 5)
        XCTAssertTrue(result.finished, "convert did not finish within 5 s (hangs choosing a unique output name)")
        guard result.finished else { return }
        XCTAssertEqual(result.status, 0, result.stderr)
        let out = dir.appendingPathComponent("out")
        let names = calendars(in: out)
        XCTAssertEqual(names.count, 3, "\(names)")
        let texts = try names.map { String(decoding: try Data(contentsOf: out.appendingPathComponent($0)), as: UTF8.self) }
        for label in ["Erste Datei", "Zweite Datei", "Dritte Datei"] {
            XCTAssertEqual(texts.filter { $0.contains("SUMMARY:\(label)") }.count, 1, "\(label) lost or duplicated: \(names)")
        }
    }

    func test_output_dir_with_long_identical_base_names_finishes_and_keeps_both() throws {
        let dir = try makeTemporaryDirectory()
        let long = String(repeating: "Stundenplan", count: 12) + ".json" // 132 characters before the extension
        try write(schedule(label: "Erste Datei"), to: "a/" + long, in: dir)
        try write(schedule(label: "Zweite Datei"), to: "b/" + long, in: dir)
        let outcome = try TimedRunner.run(["convert", "--term", "WS2020", "a/" + long, "b/" + long, "--output-dir", "out"],
                                          in: dir, seconds: 5)
        XCTAssertTrue(outcome.finished, "convert did not finish within 5 s (hangs choosing a unique output name)")
        guard outcome.finished else { return }
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let out = dir.appendingPathComponent("out")
        let names = calendars(in: out)
        XCTAssertEqual(names.count, 2, "\(names)")
        let texts = try names.map { String(decoding: try Data(contentsOf: out.appendingPathComponent($0)), as: UTF8.self) }
        for label in ["Erste Datei", "Zweite Datei"] {
            XCTAssertEqual(texts.filter { $0.contains("SUMMARY:\(label)") }.count, 1, "\(label) lost or duplicated: \(names)")
        }
        XCTAssertTrue(names.allSatisfy { $0.utf8.count <= 255 }, "\(names)")
    }
}
