import Foundation
import XCTest
@testable import SemesterCal

/// The reader tries a rule only on the tokens its `startsOn` names, and on words only where its
/// `startsOnWord` says it can begin. That is sound only if no rule can match anywhere else: here every rule is tried at every token of many real and blind-written
/// comments (as the reader tries them, within each clause), and must not match where its set says
/// it cannot begin.
final class RuleStartTests: XCTestCase {
    /// Blind sets still sealed until they are scored once: their text is not shown before then.
    private static let sealed: Set<String> = []

    func test_no_rule_matches_on_a_token_its_start_classes_leave_out() throws {
        var comments = CommentGrammar.documented.flatMap { ($0.examples + $0.counterExamples).map(\.comment) }
        let fixtures = CommentEvaluation.fixtures
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        where file.hasSuffix(".json") && !Self.sealed.contains(file) {
            comments += try CommentEvaluation.load(fixtures.appendingPathComponent(file)).cases.map(\.comment)
        }
        if let dir = try? SharedCorpus.requireCorpus().appendingPathComponent("hof-2020") {
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".json") {
                comments += try SharedCorpus.rows(file: file).map(\.comment)
            }
        } else {
            print("RuleStartTests: ../shared/corpus is absent; checked on the rules' examples and the blind sets only")
        }
        // Separators and dots before every comment: rules that pass over them must say so.
        let distinct = Set(comments)
        let all = distinct.sorted() + distinct.sorted().flatMap { [". \($0)", ": \($0)", "- \($0)", "(\($0))", "nur \($0)", "in der \($0)", "am \($0)"] }
        var wrong: [String] = []
        for comment in all {
            let cursor = TokenCursor(comment)
            for range in ClauseSegmenter.clauses(cursor) {
                for position in range {
                    let here = TokenClasses(of: cursor.tokens[position])
                    let facts = cursor.facts[position]
                    for (index, rule) in CommentGrammar.rules.enumerated()
                    where !rule.startsOn.contains(here) || facts.map({ $0.startsRule(index) }) == false {
                        var c = cursor.limited(to: range)
                        c.position = position
                        if let kinds = c.attempt(rule.parse) {
                            wrong.append("\(rule.name) matched \(kinds) at token \(position) of “\(comment)”")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(all.count, 1_000)
        XCTAssertEqual(wrong, [], "rules that match where their start classes say they cannot")
    }
}
