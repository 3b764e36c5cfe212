import XCTest
@testable import SemesterCal

/// Tests of single comments with their expected outcome, written before the reader ran on them:
/// flagged (not understood), or understood with exactly these dates.
class CommentPhraseTestCase: XCTestCase {
    /// `bestGuess`: the dates the flagged row still gets (SEMANTICS.md §5), where they matter.
    func assertFlagged(_ comment: String, day: String, term: String = "WS2020", bestGuess: [String]? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let planned = Fixtures.plan(comment, day: day, term: term)
        XCTAssertFalse(planned.understood, "“\(comment)” planned as certain: \(planned.dates.map(\.iso))", file: file, line: line)
        if let bestGuess {
            XCTAssertEqual(planned.dates.map(\.iso), bestGuess, "“\(comment)”, its best guess", file: file, line: line)
        }
    }

    func assertDates(_ comment: String, day: String, _ expected: [String], term: String = "WS2020", file: StaticString = #filePath, line: UInt = #line) {
        let planned = Fixtures.plan(comment, day: day, term: term)
        XCTAssertTrue(planned.understood, "“\(comment)”: \(planned.problems)", file: file, line: line)
        XCTAssertEqual(planned.dates.map(\.iso), expected, "“\(comment)”", file: file, line: line)
    }

    /// The plain weekly series of `day` in `term`.
    func weekly(_ day: String, term: String = "WS2020") -> [String] { Fixtures.plan("", day: day, term: term).dates.map(\.iso) }
}
