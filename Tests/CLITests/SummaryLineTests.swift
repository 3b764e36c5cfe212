import Foundation
import XCTest

/// Every summary goes to standard error, names what was written, and counts in proper English.
final class SummaryLineTests: CLITestCase {
    func test_explain_text_keeps_its_summary_off_standard_output() throws {
        let result = try run(["explain", "--term", "WS2020", Samples.paths[0]])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdoutText.contains("rows shown"), "the summary is not part of the explanation")
        XCTAssertEqual(result.stderr.nonEmptyLines.last, "semestercal: 9 rows shown; 1 not understood; 8 of 9 rows with a comment understood")
    }

    func test_convert_names_the_files_it_wrote_as_the_user_gave_the_folder() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020", "--output-dir", "out"] + Samples.paths, in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.nonEmptyLines.contains(
            "semestercal: wrote out/WS2020_Informatik_1.ics, out/WS2020_MeinStundenplan.ics, out/WS2020_Wirtschaftsinformatik_1.ics, out/index.html"),
            result.stderr)
        let single = try run(["convert", "--term", "WS2020", Samples.paths[0], "-o", "plan.ics"], in: dir)
        XCTAssertTrue(single.stderr.nonEmptyLines.contains("semestercal: wrote plan.ics"), single.stderr)
        let piped = try run(["convert", "--term", "WS2020", Samples.paths[0]], in: dir)
        XCTAssertFalse(piped.stderr.contains("wrote"), "standard output is not a file written")
    }

    func test_a_count_of_one_takes_the_singular() throws {
        let dir = try makeTemporaryDirectory()
        let rows = [Fixture.row(id: "1", label: "Analysis", day: "Montag", start: "08:00", end: "09:30", comment: "Termine nach Plan"),
                    Fixture.row(id: "2", label: "Ringvorlesung", day: "", start: "17:00", end: "18:30")]
        try write(Fixture.schedule(rows), to: "plan.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "plan.json"], in: dir)
        XCTAssertEqual(result.stderr.nonEmptyLines.last, "semestercal: 2 rows read, 1 event written, 1 row not understood, 1 row skipped")
        let explained = try run(["explain", "--term", "WS2020", "plan.json"], in: dir)
        XCTAssertEqual(explained.stderr.nonEmptyLines.last, "semestercal: 1 row shown; 1 not understood; 0 of 1 row with a comment understood")
    }
}
