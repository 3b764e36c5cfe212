import XCTest
@testable import SemesterCal

/// Every rule's examples and counter-examples are executable: the reader must read each comment
/// exactly as the rule says (and docs/comments.md is generated from the same cases).
final class GrammarRuleTests: XCTestCase {
    func test_every_rule_reads_its_examples_and_counter_examples() {
        for rule in CommentGrammar.documented {
            for example in rule.examples + rule.counterExamples {
                let reading = CommentReader.read(example.comment)
                let understood = reading.unread.isEmpty && !reading.cues.contains { $0.kind == .undetermined }
                XCTAssertEqual(understood, example.understood, "\(rule.name): “\(example.comment)” \(reading.unread)")
                if example.understood {
                    XCTAssertEqual(reading.cues.map(\.kind.description), example.reads, "\(rule.name): “\(example.comment)”")
                }
            }
        }
    }

    func test_every_rule_has_examples() {
        for rule in CommentGrammar.documented {
            XCTAssertFalse(rule.examples.isEmpty, rule.name)
        }
    }

    /// docs/comments.md holds the generated grammar section; `SEMESTERCAL_WRITE_DOCS=1 swift test
    /// --filter GrammarRuleTests` (scripts/gen-comment-docs.sh) writes it anew.
    func test_docs_comments_md_is_generated_from_the_rules() throws {
        let url = SharedCorpus.projectRoot.appendingPathComponent("docs/comments.md")
        let current = try String(contentsOf: url, encoding: .utf8)
        let generated = GrammarDocument.replacingGeneratedSection(in: current)
        if ProcessInfo.processInfo.environment["SEMESTERCAL_WRITE_DOCS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(current, generated, "docs/comments.md is out of date: run scripts/gen-comment-docs.sh")
    }
}
