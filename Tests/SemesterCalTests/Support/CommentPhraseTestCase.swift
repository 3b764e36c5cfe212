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

    /// The plain weekly series of `day` in `term`, `from` through `until` (ISO dates), without some
    /// dates and with others added.
    func weekly(_ day: String, term: String = "WS2020", without: [String] = [], plus: [String] = [], from: String = "", until: String = "9999") -> [String] {
        let series = Fixtures.plan("", day: day, term: term).dates.map(\.iso)
        return (series.filter { !without.contains($0) && $0 >= from && $0 <= until } + plus).sorted()
    }
}
