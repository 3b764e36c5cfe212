import Foundation
import XCTest

/// `semestercal` links no networking; `fetch`, `sync` and shell completion run in
/// `semestercal-network` beside it. Users must see one tool either way.
final class CompanionProgramTests: CLITestCase {
    func test_help_lists_the_network_commands_with_their_abstracts() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdoutText.contains("fetch                   Download timetables and change feeds"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("sync                    Fetch the latest timetables"), result.stdoutText)
    }

    func test_the_network_commands_help_comes_from_the_companion_under_the_tools_name() throws {
        for arguments in [["sync", "--help"], ["help", "sync"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdoutText.contains("USAGE: semestercal sync"), "\(arguments): \(result.stdoutText)")
            XCTAssertTrue(result.stdoutText.contains("--deliver"), "\(arguments): the real options, not a stand-in's")
        }
        let courses = try run(["fetch", "courses", "--help"])
        XCTAssertEqual(courses.status, 0, courses.stderr)
        XCTAssertTrue(courses.stdoutText.contains("USAGE: semestercal fetch courses"), courses.stdoutText)
    }

    func test_a_mistake_in_a_network_command_is_reported_in_the_tools_style() throws {
        let result = try run(["fetch", "--no-such-option"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.nonEmptyLines.first, "semestercal: error: unknown option '--no-such-option'", result.stderr)
    }

    func test_the_completion_script_knows_the_network_commands_options() throws {
        let result = try run(["--generate-completion-script", "bash"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.contains("--deliver"), "sync's options are completed too")
        XCTAssertTrue(result.stdoutText.contains("--reminder"), "and the local commands' options")
    }

    /// A copy of `semestercal` alone: the local commands work, a network command says what is
    /// missing and how to get it, with exit status 2.
    func test_without_the_companion_local_commands_work_and_network_commands_say_what_is_missing() throws {
        let folder = try makeTemporaryDirectory()
        let lone = folder.appendingPathComponent("semestercal")
        try FileManager.default.copyItem(at: CLIRunner.executable, to: lone)

        let convert = try CLIRunner.run(lone, ["convert", "--term", "WS2020", "-o", folder.appendingPathComponent("out.ics").path, Samples.paths[0]],
                                        in: folder)
        XCTAssertEqual(convert.status, 0, convert.stderr)

        for arguments in [["sync"], ["fetch", "--term", "WS2020", "--course", "Inf:1"], ["help", "sync"]] {
            let result = try CLIRunner.run(lone, arguments, in: folder)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            let command = arguments[0] == "help" ? arguments[1] : arguments[0]
            XCTAssertEqual(result.stderr.nonEmptyLines,
                           ["semestercal: error: `\(command)` is in the companion program semestercal-network, which is not in "
                            + "\(folder.resolvingSymlinksInPath().path); build both with `swift build -c release --static-swift-stdlib` "
                            + "and install both (README, Install)"], "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".semestercal").path), "nothing was started")
    }
}
