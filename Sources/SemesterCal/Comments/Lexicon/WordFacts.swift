import Foundation

/// What the vocabulary says of one word of a comment: the word prepared for matching, the clause
/// subject it names, the weekday it names before a date, and whether any list knows it.
///
/// Comments repeat their words ("Vorlesung", "KW", "ab", "Übung"), and each fact costs string
/// comparisons against many lists (compounds by prefix and suffix, typos): they are worked out
/// once per distinct word and process, not once per token. The facts depend on the word alone
/// (the vocabulary is fixed at build time), so a cached answer is the answer.
struct WordFacts: Sendable {
    let word: Word
    let subject: Vocabulary.SubjectReading?
    let weekday: Int?
    let isKnown: Bool

    init(_ text: String) {
        let word = Word(text)
        self.word = word
        subject = Vocabulary.subject(of: word)
        weekday = Vocabulary.weekdays[text] ?? Vocabulary.weekdayName(text)
        isKnown = Vocabulary.isKnown(word, namesSubject: subject != nil)
    }

    /// The facts of `text`, from the cache when it has them.
    static func of(_ text: String) -> WordFacts {
        cache.facts(text)
    }

    private static let cache = Cache()

    /// Shared by all planning threads; bounded, so a hostile timetable of made-up words cannot
    /// grow it without end (past the bound, facts are worked out and not kept).
    private final class Cache: @unchecked Sendable {
        // @unchecked: `entries` is only touched under `lock`.
        private let lock = NSLock()
        private var entries: [String: WordFacts] = [:]
        private static let capacity = 20_000

        func facts(_ text: String) -> WordFacts {
            if let known = lock.withLock({ entries[text] }) { return known }
            let facts = WordFacts(text)
            lock.withLock {
                if entries.count < Self.capacity { entries[text] = facts }
            }
            return facts
        }
    }
}
