/// One rule of the comment grammar: a small parser over a clause's tokens that yields typed cues,
/// with the phrases it must read (examples) and phrases that look alike but mean something else
/// (counter-examples), each with the reading expected of the whole comment.
///
/// The examples are executable (`GrammarRuleTests`) and `docs/comments.md` is generated from
/// them (`scripts/gen-comment-docs.sh`), so the documentation cannot drift from the code. To teach
/// the grammar a new phrase: add a word to `Vocabulary` or a rule here, with its examples.
struct CommentRule: Sendable {
    typealias Parse = @Sendable (inout TokenCursor) -> [CueKind]?

    /// A short name ("cancellation", "interval").
    let name: String
    /// What the rule reads and what it means, for the docs (SEMANTICS.md's wording where it has one).
    let meaning: String
    /// The tokens the rule can begin on: elsewhere the reader does not try it.
    let startsOn: TokenClasses
    /// Of words, the ones the rule can begin on (asked once per distinct word, `WordFacts`).
    let startsOnWord: @Sendable (WordFacts) -> Bool
    let parse: Parse
    let examples: [RuleExample]
    let counterExamples: [RuleExample]

    init(_ name: String, meaning: String, startsOn: TokenClasses = .anything, startsOnWord: @escaping @Sendable (WordFacts) -> Bool = { _ in true },
         parse: @escaping Parse, examples: [RuleExample], counterExamples: [RuleExample] = []) {
        self.name = name
        self.meaning = meaning
        self.startsOn = startsOn
        self.startsOnWord = startsOnWord
        self.parse = parse
        self.examples = examples
        self.counterExamples = counterExamples
    }
}

/// A comment and what the reader must make of it: the cues (`CueKind.description`, negation and
/// subject applied) and whether the row is understood.
struct RuleExample: Sendable {
    let comment: String
    let reads: [String]
    let understood: Bool

    init(_ comment: String, reads: [String], understood: Bool = true) {
        self.comment = comment
        self.reads = reads
        self.understood = understood
    }

    /// A comment the reader must flag, whatever else it reads.
    static func flagged(_ comment: String) -> RuleExample {
        RuleExample(comment, reads: [], understood: false)
    }
}
