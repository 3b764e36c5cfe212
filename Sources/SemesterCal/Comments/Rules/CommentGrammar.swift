/// The rules of the comment grammar in the order they are tried at each token of a clause; the
/// order resolves overlaps (a registration date is noise before it can be an explicit date; "erste
/// Sitzung am 14.10." is a bound before it can be a single date).
enum CommentGrammar {
    static let rules: [CommentRule] = [
        .noise, .weekdayInMonth, .undetermined, .pointer, .vagueTime, .alternation, .parity, .countedSessions, .sessionCount, .interval, .numberedSessions, .kickoff, .sessionBound, .sessionEdge, .weekOfDate, .weekdayInstead, .movedToWeekday, .startMoved, .originally, .movedDates, .movedVerbLast, .moved,
        .continuedList, .start, .end, .beforeAfter, .except, .extra, .singleSession, .between, .explicitDates, .dateRange, .monthSpan, .loneDate, .weeks, .bareWeeksAfterNegation,
        .weekday,
    ]

    /// The rules' parsers alone, in the same order: the reader tries them at every token, and
    /// walking `rules` would copy each rule's names and examples there too.
    static let parsers: [(startsOn: TokenClasses, parse: CommentRule.Parse)] = {
        precondition(rules.count <= 64, "WordFacts.startingRules has one bit per rule")
        return rules.map { ($0.startsOn, $0.parse) }
    }()

    /// Every rule with its examples, in the order of the docs: the rules, and the negation, which is
    /// not a rule of its own but applies to all of them.
    static let documented: [CommentRule] = rules + [.cancellation]
}
