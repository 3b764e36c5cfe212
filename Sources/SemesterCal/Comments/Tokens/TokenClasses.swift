/// The kinds of token a grammar rule can begin on. The reader tries at each token only the rules
/// that can start there: most tokens are separators and words that no rule starts with, and
/// trying all rules at each of them was most of the cost of reading a comment.
///
/// A rule's set must hold every kind its parser can consume first (`GrammarRuleTests` checks
/// over the corpus and the blind sets that no rule matches where its set says it cannot).
struct TokenClasses: OptionSet, Sendable {
    let rawValue: UInt16

    static let word = TokenClasses(rawValue: 1 << 0)
    static let number = TokenClasses(rawValue: 1 << 1)
    static let ordinal = TokenClasses(rawValue: 1 << 2)
    static let date = TokenClasses(rawValue: 1 << 3)
    static let month = TokenClasses(rawValue: 1 << 4)
    static let weekMarker = TokenClasses(rawValue: 1 << 5)
    /// "." and ":", which `TokenCursor.skipFiller` passes over.
    static let dotOrColon = TokenClasses(rawValue: 1 << 6)
    static let otherSymbol = TokenClasses(rawValue: 1 << 7)
    /// Times, links and malformed dates.
    static let other = TokenClasses(rawValue: 1 << 8)

    static let anything = TokenClasses(rawValue: 0x1FF)
    /// Where `DateExpression.date` can begin: a weekday word, a date, a month name, a day number.
    static let dateStart: TokenClasses = [.word, .date, .month, .number, .ordinal]
    /// Where `WeekExpression.parse` can begin: a week marker ("KW 42") or an ordinal ("42. KW").
    static let weekStart: TokenClasses = [.weekMarker, .ordinal]

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The class of `token`.
    init(of token: Token) {
        switch token.kind {
        case .word: self = .word
        case .number: self = .number
        case .ordinal: self = .ordinal
        case .date: self = .date
        case .month: self = .month
        case .weekMarker: self = .weekMarker
        case .symbol: self = token.isSymbol(".") || token.isSymbol(":") ? .dotOrColon : .otherSymbol
        case .time, .link, .malformedDate: self = .other
        }
    }
}
