/// A position in a comment's tokens that parsers advance, or reset when they fail.
struct TokenCursor {
    let tokens: [Token]
    let characters: [Character]
    var position = 0

    init(_ text: String) {
        characters = Array(text)
        tokens = Tokenizer.tokenize(text)
    }

    var isAtEnd: Bool { position >= tokens.count }
    var current: Token? { position < tokens.count ? tokens[position] : nil }
    func peek(_ offset: Int = 0) -> Token? {
        let i = position + offset
        return i >= 0 && i < tokens.count ? tokens[i] : nil
    }

    mutating func advance() { position += 1 }

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
    mutating func takeWord(in words: Set<String>) -> String? {
        guard let w = current?.word, Vocabulary.matches(w, anyOf: words) else { return nil }
        advance()
        return w
    }

    /// Skips filler words and dots ("bis einschl. 14. KW").
    mutating func skipFiller() {
        while let t = current {
            if let w = t.word, Vocabulary.filler.contains(w) { advance(); continue }
            if t.isSymbol(".") || t.isSymbol(":") { advance(); continue }
            break
        }
    }

    /// The digits of a number token exactly as written ("02" keeps its zero).
    func digitCount(of token: Token) -> Int {
        characters[token.range].filter { $0.asciiDigit != nil }.count
    }

    /// The comment text from token `from` up to (not including) token `to`.
    func text(from: Int, to: Int) -> String {
        guard from < to, from < tokens.count else { return "" }
        let lower = tokens[from].range.lowerBound
        let upper = tokens[min(to, tokens.count) - 1].range.upperBound
        return String(characters[lower..<upper])
    }
}
