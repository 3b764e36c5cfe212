import Foundation
import XCTest

/// Inputs are taken for what their content says: a change feed wherever it is given (the shell
/// expands `--changes DIR/*.json` into one `--changes` and positional files), and a calendar
/// given to `convert` or a timetable given to `diff` is named for what it is.
final class InputKindTests: CLITestCase {
    private let feed = Samples.directory.appendingPathComponent("changes/WS2020_Informatik_1.changes.json")

    /// The sample feed split in two: the first change in `a.changes.json`, the rest in `b.changes.json`.
    private func twoFeeds(in dir: URL) throws -> (a: String, b: String) {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: feed)) as? [String: Any])
        let changes = try XCTUnwrap(object["changes"] as? [[String: Any]])
        XCTAssertGreaterThan(changes.count, 1)
        let a = try write(Fixture.json(["changes": [changes[0]]]), to: "feeds/a.changes.json", in: dir)
        let b = try write(Fixture.json(["changes": Array(changes.dropFirst())]), to: "feeds/b.changes.json", in: dir)
        return (a.path, b.path)
    }

    func test_changes_followed_by_a_glob_of_several_feeds_applies_them_all() throws {
        let dir = try makeTemporaryDirectory()
        let (a, b) = try twoFeeds(in: dir)
        let informatik = Samples.path("WS2020_Informatik_1.json")
        let reference = dir.appendingPathComponent("reference.ics")
        XCTAssertEqual(try run(["convert", "--term", "WS2020", informatik, "--changes", feed.path, "-o", reference.path]).status, 0)

        // As the shell expands `--changes feeds/*.changes.json`: the second feed is a positional file.
        let globbed = try run(["convert", "--term", "WS2020", "--output-dir", "out"] + Samples.paths + ["--changes", a, b], in: dir)
        XCTAssertEqual(globbed.status, 0, globbed.stderr)
        XCTAssertEqual(contents(of: dir.appendingPathComponent("out")),
                       ["WS2020_Informatik_1.ics", "WS2020_MeinStundenplan.ics", "WS2020_Wirtschaftsinformatik_1.ics", "index.html"],
                       "a change feed must not become a calendar of its own")
        let written = try Data(contentsOf: dir.appendingPathComponent("out/WS2020_Informatik_1.ics"))
        XCTAssertTrue(String(decoding: written, as: UTF8.self).contains("[Verschoben]"), "the first feed's move is applied")
        XCTAssertTrue(String(decoding: written, as: UTF8.self).contains("[Entfällt]"), "the second feed's cancellation is applied")

        // The same calendar whichever way the feeds are given.
        for arguments in [[informatik, "--changes", a, b], [a, informatik, b], ["--changes", a, "--changes", b, informatik]] {
            let result = try run(["convert", "--term", "WS2020", "-o", "one.ics"] + arguments, in: dir)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("one.ics")), try Data(contentsOf: reference),
                           "feeds given as \(arguments.map { URL(fileURLWithPath: $0).lastPathComponent })")
        }
    }

    func test_only_change_feeds_and_no_timetable_is_refused() throws {
        let dir = try makeTemporaryDirectory()
        let (a, b) = try twoFeeds(in: dir)
        let result = try run(["convert", "--term", "WS2020", a, b], in: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no timetable among the inputs"), result.stderr)
    }

    func test_a_timetable_given_as_a_change_feed_is_named() throws {
        let result = try run(["convert", "--term", "WS2020", Samples.paths[0], "--changes", Samples.paths[2]])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.nonEmptyLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("WS2020_Wirtschaftsinformatik_1.json is a timetable, not a change feed"), result.stderr)
    }

    func test_a_calendar_given_to_convert_or_explain_says_what_is_expected() throws {
        let dir = try makeTemporaryDirectory()
        XCTAssertEqual(try run(["convert", "--term", "WS2020", Samples.paths[0], "-o", "plan.ics"], in: dir).status, 0)
        for command in ["convert", "explain"] {
            let result = try run([command, "--term", "WS2020", "plan.ics"], in: dir)
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr.nonEmptyLines, [
                "semestercal: error: plan.ics is an iCalendar file, not a timetable: \(command) reads the timetable service's JSON (to compare two calendars, use semestercal diff OLD.ics NEW.ics)",
            ])
        }
    }

    func test_a_timetable_or_a_feed_given_to_diff_says_what_is_expected() throws {
        let dir = try makeTemporaryDirectory()
        XCTAssertEqual(try run(["convert", "--term", "WS2020", Samples.paths[0], "-o", "plan.ics"], in: dir).status, 0)
        let timetable = try run(["diff", Samples.paths[0], "plan.ics"], in: dir)
        XCTAssertEqual(timetable.status, 2)
        XCTAssertEqual(timetable.stderr.nonEmptyLines.count, 1, timetable.stderr)
        XCTAssertTrue(timetable.stderr.contains("WS2020_Informatik_1.json is a timetable (JSON), not a calendar: this command expects an .ics file; write one with semestercal convert"), timetable.stderr)
        let feedResult = try run(["diff", "plan.ics", feed.path], in: dir)
        XCTAssertEqual(feedResult.status, 2)
        XCTAssertTrue(feedResult.stderr.contains("is a change feed (JSON), not a calendar"), feedResult.stderr)
    }
}

/// A term that contradicts the data: one warning that says so, before the symptoms.
final class TermMismatchTests: CLITestCase {
    func test_a_term_a_year_off_is_named_first_with_the_term_the_rows_point_to() throws {
        let result = try run(["convert", "--term", "WS2021", Samples.paths[0]])
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stderr.nonEmptyLines.filter { $0.hasPrefix("semestercal: warning:") }
        XCTAssertEqual(warnings.first, "semestercal: warning: these rows look like WiSe 2020/21 (WS2020; most rows end on 2021-01-22), but the term asked for is WiSe 2021/22 (WS2021): every date is planned for WiSe 2021/22; if that is not meant, use --term WS2020")
        XCTAssertEqual(warnings.filter { $0.contains("look like") }.count, 1, "said once")
    }

    func test_explain_and_update_say_it_too_and_the_right_term_is_quiet() throws {
        let dir = try makeTemporaryDirectory()
        let explain = try run(["explain", "--term", "SS2020", Samples.paths[0]])
        XCTAssertTrue(explain.stderr.contains("these rows look like WiSe 2020/21 (WS2020"), explain.stderr)
        let update = try run(["update", "--term", "SS2021", Samples.paths[0], "-o", "plan.ics"], in: dir)
        XCTAssertTrue(update.stderr.contains("but the term asked for is SoSe 2021 (SS2021)"), update.stderr)
        for command in ["convert", "explain"] {
            let right = try run([command, "--term", "WS2020"] + Samples.paths)
            XCTAssertFalse(right.stderr.contains("look like"), right.stderr)
        }
    }
}
