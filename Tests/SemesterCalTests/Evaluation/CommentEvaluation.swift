import Foundation
import XCTest
@testable import SemesterCal

/// Scores the comment reader on a table of comments with the dates a careful reader expects
/// (`Tests/Fixtures/comments/*.json`, written blind from SEMANTICS.md): each case is planned as a
/// recurring row without the lecture-free layer (`--holidays none`) and lands in one of three
/// classes.
///
/// - exact: understood with exactly the expected dates, or flagged where a flag is expected;
/// - flagged: not understood although the dates were determined (safe, but a loss);
/// - silently wrong: understood, and the dates differ (or a flag was expected): the one outcome
///   the tool must never produce.
struct CommentEvaluation {
    struct Case: Decodable {
        let id: String
        let term: String
        let day: String
        let comment: String
        let expect: Expectation
        let family: String?
        let lang: String?
    }

    enum Expectation: Decodable, Equatable {
        case dates([String])
        case flag

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let dates = try? container.decode([String].self) {
                self = .dates(dates.sorted())
            } else if try container.decode(String.self) == "flag" {
                self = .flag
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expect is a list of dates or \"flag\"")
            }
        }
    }

    struct Set: Decodable {
        let set: String
        let cases: [Case]
    }

    enum Outcome: String, CaseIterable {
        case exact, flagged, silentlyWrong = "silently wrong"
    }

    struct Result {
        let testCase: Case
        let outcome: Outcome
        let understood: Bool
        let dates: [String]
        let reasons: [String]
    }

    static func load(_ url: URL) throws -> Set {
        try JSONDecoder().decode(Set.self, from: Data(contentsOf: url))
    }

    static func score(_ testCase: Case) -> Result {
        let lecture = Fixtures.plan(testCase.comment, day: testCase.day, term: testCase.term, holidays: false)
        let dates = lecture.dates.map(\.iso)
        let outcome: Outcome
        switch testCase.expect {
        case .flag:
            outcome = lecture.understood ? .silentlyWrong : .exact
        case .dates(let expected):
            if !lecture.understood { outcome = .flagged } else { outcome = expected == dates ? .exact : .silentlyWrong }
        }
        return Result(testCase: testCase, outcome: outcome, understood: lecture.understood, dates: dates,
                      reasons: lecture.problems.map(\.detail))
    }

    /// A printable table: counts and shares per outcome, then every case that is not exact.
    static func report(_ name: String, _ results: [Result]) -> String {
        var lines = ["== comment evaluation: \(name), \(results.count) cases"]
        for outcome in Outcome.allCases {
            let n = results.filter { $0.outcome == outcome }.count
            let share = results.isEmpty ? 0 : Double(n) / Double(results.count) * 100
            lines.append("   \(outcome.rawValue): \(n) (\(String(format: "%.1f", share))%)")
        }
        for r in results where r.outcome != .exact {
            let expected: String
            switch r.testCase.expect {
            case .flag: expected = "flag"
            case .dates(let d): expected = d.joined(separator: " ")
            }
            lines.append("-- \(r.outcome.rawValue): \(r.testCase.id) [\(r.testCase.term) \(r.testCase.day)] “\(r.testCase.comment)”")
            lines.append("     expected: \(expected)")
            lines.append("     got:      \(r.understood ? "" : "(flagged) ")\(r.dates.joined(separator: " "))")
            if !r.reasons.isEmpty { lines.append("     reasons:  \(r.reasons.joined(separator: " | "))") }
        }
        return lines.joined(separator: "\n")
    }

    static var fixtures: URL {
        SharedCorpus.projectRoot.appendingPathComponent("Tests/Fixtures/comments")
    }
}
