extension CommentRule {
    /// "im wöchentlichen Wechsel", "abwechselnd", "alternating".
    static let alternation = CommentRule(
        "group alternation",
        meaning: "groups alternate in the slot: the room is used every week, the row is not thinned",
        parse: { c in CommentRule.phrase(&c, Vocabulary.alternation) ? [.alternation] : nil },
        examples: [
            RuleExample("(14-tägig Gr. I und II im Wechsel)", reads: ["interval 2", "group alternation"]),
            RuleExample("- Übungen - KW 42: Gr. A // KW 43: Gr. B - im wöchentl. Wechsel",
                        reads: ["aside (groups)", "weeks KW 42", "aside (groups)", "weeks KW 43", "group alternation"]),
        ])
}
