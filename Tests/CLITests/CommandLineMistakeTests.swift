import Foundation
import XCTest

/// Mistakes in the command line itself: one error line in the tool's style, one hint, exit 2.
final class CommandLineMistakeTests: CLITestCase {
    private func assertMistake(_ arguments: [String], error: String, hint: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments)
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertEqual(result.stderr.nonEmptyLines, ["semestercal: error: \(error)", "semestercal: hint: \(hint)"], file: file, line: line)
        XCTAssertTrue(result.stdout.isEmpty, file: file, line: line)
    }

    func test_a_misspelt_command_is_named_with_the_nearest_one() throws {
        let commands = "(commands: 'convert', 'explain', 'diff', 'update', 'fetch', 'sync')"
        try assertMistake(["conver", "--term", "WS2020", Samples.paths[0]], error: "unknown command 'conver'",
                          hint: "did you mean 'semestercal convert'? \(commands)")
        try assertMistake(["Explian", Samples.paths[0]], error: "unknown command 'Explian'",
                          hint: "did you mean 'semestercal explain'? \(commands)")
        try assertMistake(["upd"], error: "unknown command 'upd'", hint: "did you mean 'semestercal update'? \(commands)")
        try assertMistake(["fetch", "cours", "--term", "WS2020"], error: "unknown command 'cours'",
                          hint: "did you mean 'semestercal fetch courses'? (commands: 'timetables', 'courses')")
    }

    func test_a_word_far_from_every_command_lists_them() throws {
        try assertMistake(["calendar"], error: "unknown command 'calendar'",
                          hint: "commands: 'convert', 'explain', 'diff', 'update', 'fetch', 'sync'; see 'semestercal --help'")
    }

    func test_parser_errors_use_the_tools_style_and_point_to_the_commands_help() throws {
        try assertMistake(["convert", "--term", "WS2020", "--bogus", Samples.paths[0]], error: "unknown option '--bogus'",
                          hint: "see 'semestercal convert --help'")
        try assertMistake(["convert"], error: "missing expected argument '<files> ...'", hint: "see 'semestercal convert --help'")
        try assertMistake(["diff", "old.ics"], error: "missing expected argument '<new>'", hint: "see 'semestercal diff --help'")
        try assertMistake(["convert", Samples.paths[0], "-o", "a.ics", "--output-dir", "b"],
                          error: "use either --output or --output-dir, not both", hint: "see 'semestercal convert --help'")
    }

    func test_help_and_version_still_exit_0() throws {
        for arguments in [["--help"], ["help", "convert"], ["convert", "--help"], ["--version"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty, "\(arguments)")
        }
    }
}
