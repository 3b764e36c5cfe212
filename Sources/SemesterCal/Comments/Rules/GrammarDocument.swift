/// The grammar section of docs/comments.md, generated from the rules and their examples: the
/// documentation cannot drift from the code (`GrammarRuleTests` compares them).
enum GrammarDocument {
    static let begin = "<!-- BEGIN GENERATED GRAMMAR (scripts/gen-comment-docs.sh) -->"
    static let end = "<!-- END GENERATED GRAMMAR -->"

    /// Markdown for every rule: its meaning, then each example with what the reader makes of it.
    static func markdown() -> String {
        var lines: [String] = [begin, ""]
        lines.append("Rules are tried in this order at each token of a clause; the first that reads something wins.")
        lines.append("Each comment below is read by the test suite exactly as shown.")
        lines.append("")
        for rule in CommentGrammar.documented {
            lines.append("### \(rule.name)")
            lines.append("")
            lines.append(rule.meaning.prefix(1).uppercased() + rule.meaning.dropFirst() + ".")
            lines.append("")
            lines.append("| comment | read as |")
            lines.append("| --- | --- |")
            for example in rule.examples { lines.append(row(example)) }
            if !rule.counterExamples.isEmpty {
                for example in rule.counterExamples { lines.append(row(example, counter: true)) }
            }
            lines.append("")
        }
        lines.append(end)
        return lines.joined(separator: "\n")
    }

    private static func row(_ example: RuleExample, counter: Bool = false) -> String {
        let reading = example.understood ? (example.reads.isEmpty ? "no cue" : example.reads.joined(separator: "; ")) : "**not understood**"
        let comment = example.comment.replacingOccurrences(of: "|", with: "\\|")
        return "| \(counter ? "not this rule: " : "")`\(comment)` | \(reading) |"
    }

    /// `text` with the generated section replaced (appended when it has none).
    static func replacingGeneratedSection(in text: String) -> String {
        let generated = markdown()
        guard let start = text.range(of: begin), let stop = text.range(of: end), start.lowerBound < stop.lowerBound else {
            return text + (text.hasSuffix("\n") ? "" : "\n") + "\n" + generated + "\n"
        }
        return String(text[..<start.lowerBound]) + generated + String(text[stop.upperBound...])
    }
}
