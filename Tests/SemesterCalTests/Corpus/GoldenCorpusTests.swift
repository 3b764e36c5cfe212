import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// Every hand-labelled row of `../shared/corpus/golden.json` must plan to its
/// expected dates (without lecture-free days). Rows the labellers marked
/// ambiguous are reported, not asserted.
final class GoldenCorpusTests: XCTestCase {
    struct GoldenRow: Decodable {
        struct Expected: Decodable {
            let understood: Bool
            let dates: [String]
            let ambiguous: Bool
        }
        let file: String
        let id: String
        let term: String
        let comment: String
        let expected: Expected
        let why: String
    }

    func test_every_golden_row_plans_to_its_expected_dates() throws {
        let dir = try SharedCorpus.requireCorpus()
        let golden = try JSONDecoder().decode([GoldenRow].self, from: Data(contentsOf: dir.appendingPathComponent("golden.json")))
        XCTAssertGreaterThan(golden.count, 50)
        var cache: [String: [LectureRow]] = [:]
        var ambiguousDifferences: [String] = []
        var asserted = 0
        for entry in golden {
            let rows = try cache[entry.file] ?? SharedCorpus.rows(file: entry.file)
            cache[entry.file] = rows
            guard let row = rows.first(where: { $0.id == entry.id }) else {
                XCTFail("\(entry.file): no row with id \(entry.id)")
                continue
            }
            let term = try XCTUnwrap(Term(parsing: entry.term))
            let planner = LecturePlanner(term: term, profile: .hochschuleHof, appliesLectureFreeDays: false)
            let planned = planner.plan(row: row)
            let dates = planned.dates.map(\.iso)
            let matches = dates == entry.expected.dates && planned.understood == entry.expected.understood
            if entry.expected.ambiguous {
                if !matches {
                    ambiguousDifferences.append("“\(entry.comment)”: planned \(dates.count) dates understood=\(planned.understood), labelled \(entry.expected.dates.count) understood=\(entry.expected.understood)")
                }
                continue
            }
            asserted += 1
            XCTAssertEqual(dates, entry.expected.dates, "\(entry.file) id \(entry.id) “\(entry.comment)” — \(entry.why)\n\(planned.explanations)\n\(planned.problems)")
            XCTAssertEqual(planned.understood, entry.expected.understood, "\(entry.file) id \(entry.id) “\(entry.comment)”: \(planned.problems)")
        }
        print("golden: \(asserted) rows asserted, \(golden.count - asserted) ambiguous rows reported, \(ambiguousDifferences.count) of them read differently:")
        for line in ambiguousDifferences { print("  ambiguous: \(line)") }
    }
}
