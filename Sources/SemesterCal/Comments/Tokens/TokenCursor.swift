/// A position in a comment's tokens that parsers advance, or reset when they fail.
struct TokenCursor {
    let tokens: [Token]
    let characters: [Character]
    /// The comment's bytes when it is all ASCII (one byte per character), else nil: its texts
    /// are then cut from the bytes instead of joined character by character.
    private let asciiBytes: [UInt8]?
    /// The word of each word token, with its characters (nil for other tokens).
    let words: [Word?]
    /// Everything the vocabulary says of each word (nil for other tokens), looked up once per
    /// comment: its subject, weekday, whether any list knows it, which rules can begin on it.
    let facts: [WordFacts?]
    var position = 0
    /// What parsers learnt of this comment that holds wherever they try again (shared by copies).
    let memo = ParseMemo()
    /// The tokens the parsers may see: one clause (`limited(to:)`), or all.
    private(set) var start = 0
    private(set) var end: Int

    init(_ text: String, feasts: FeastDates? = nil) {
        // An ASCII comment without carriage returns (nearly all) has one character per byte: no
        // grapheme breaking needed ("\r\n" is one character of two bytes).
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let bytes = Array(text.utf8)
            characters = bytes.map { Character(Unicode.Scalar($0)) }
            asciiBytes = bytes
        } else {
            characters = Array(text)
            asciiBytes = nil
        }
        tokens = Tokenizer.tokenize(characters, feasts: feasts)
        let facts = tokens.map { $0.word.map(WordFacts.of) }
        words = facts.map { $0?.word }
        self.facts = facts
        end = tokens.count
    }

    /// The same comment, with the parsers confined to the tokens of one clause.
    func limited(to range: Range<Int>) -> TokenCursor {
        var c = self
        c.start = range.lowerBound
        c.end = range.upperBound
        c.position = range.lowerBound
        return c
    }

    var isAtEnd: Bool { position >= end }
    var current: Token? { position < end ? tokens[position] : nil }
    /// The current token's word, if it is one.
    var currentWord: Word? { position < end ? words[position] : nil }
    /// What the current word names as a clause subject.
    var currentSubject: Vocabulary.SubjectReading? { position < end ? facts[position]?.subject : nil }
    /// The weekday the current word names ("Mo", "Sa", "Montag").
    var currentWeekday: Int? { position < end ? facts[position]?.weekday : nil }
    /// What the vocabulary says of the current word.
    var currentFacts: WordFacts? { position < end ? facts[position] : nil }
    func peek(_ offset: Int = 0) -> Token? {
        let i = position + offset
        return i >= start && i < end ? tokens[i] : nil
    }

    /// The word `offset` tokens ahead, if it is one.
    func peekWord(_ offset: Int) -> Word? {
        let i = position + offset
        return i >= start && i < end ? words[i] : nil
    }

    /// Whether the token `offset` ahead follows the one before it without a space ("1st", "3rd").
    func isGlued(_ offset: Int) -> Bool {
        let i = position + offset
        return i > start && i < end && tokens[i - 1].range.upperBound == tokens[i].range.lowerBound
    }

    mutating func advance() { position += 1 }

    /// What a parser found out about a stretch of the comment that holds from any position in it.
    /// Rules are tried at every position, and a parser that reads a list reads it again from each
    /// of its items: without this, a hostile 10,000-character comment "1, 1, 1, …" took seconds.
    final class ParseMemo {
        /// Days ("13., 20., 27.") that `DateExpression.sharedMonth` read from `positions.lowerBound`
        /// up to `positions.upperBound` without a month after them, the clause ending at `end`.
        /// From any position among them it reads on to the same place and fails again.
        var daysWithoutMonth: (positions: Range<Int>, end: Int)?
    }

    /// Runs `parse`; if it returns nil, the cursor is put back where it was.
    mutating func attempt<T>(_ parse: (inout TokenCursor) -> T?) -> T? {
        let saved = position
        if let result = parse(&self) { return result }
        position = saved
        return nil
    }

    /// Consumes the current token if it is the symbol `c`.
    @discardableResult
    mutating func take(_ c: Character) -> Bool {
        guard current?.isSymbol(c) == true else { return false }
        advance()
        return true
    }

    /// Consumes the current token if it is a word in `words` (typo-tolerant).
    @discardableResult
    mutating func takeWord(in words: WordList) -> String? {
        guard let w = currentWord, Vocabulary.matches(w, anyOf: words) else { return nil }
        advance()
        return w.text
    }

    /// Skips filler words and dots ("bis einschl. 14. KW").
    mutating func skipFiller() {
        while let t = current {
            if facts[position]?.isFiller == true { advance(); continue }
            if t.isSymbol(".") || t.isSymbol(":") { advance(); continue }
            break
        }
    }

    /// The digits of a number token exactly as written ("02" keeps its zero).
    func digitCount(of token: Token) -> Int {
        var count = 0
        for character in characters[token.range] where character.asciiDigit != nil { count += 1 }
        return count
    }

    /// The comment text from token `from` up to (not including) token `to`.
    func text(from: Int, to: Int) -> String {
        guard from < to, from < tokens.count else { return "" }
        let lower = tokens[from].range.lowerBound
        let upper = tokens[min(to, tokens.count) - 1].range.upperBound
        if let asciiBytes { return String(decoding: asciiBytes[lower..<upper], as: UTF8.self) }
        return String(joining: characters[lower..<upper])
    }
}
