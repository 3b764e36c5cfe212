import Foundation

/// What the vocabulary says of one word of a comment: the word prepared for matching, the clause
/// subject it names, the weekday it names, whether any list knows it, and the answers the rules
/// ask of the word at every position (an interval word? a start or end word? a filler?).
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
    /// Whether a stem about weeks or dates is inside the word ("Blockwoche", "vierzehntägig").
    let hasTemporalStem: Bool
    /// The weekday the word is as written in `Vocabulary.weekdays` ("mo", "montag", "mon").
    let weekdayAbbreviation: Int?
    /// The weekday the word names as a weekday of its own (`Vocabulary.weekdayName`: "montags").
    let weekdayName: Int?
    /// `Vocabulary.filler`.
    let isFiller: Bool
    /// `Vocabulary.isStartWord`, `Vocabulary.isEndWord`.
    let isStartWord: Bool
    let isEndWord: Bool
    /// The interval an interval word states on its own ("vierzehntägig": 2), typo-tolerant.
    let intervalWord: Int?
    /// The interval of a compound (`Vocabulary.compoundInterval`: "Zweiwochentakt": 2).
    let compoundInterval: Int?
    /// What the clause analysis asks of each word (`ClauseAnalysis`): an exclusion word, a
    /// negation, a word that governs the sessions' dates, a vague time, a pointer elsewhere.
    let isExceptWord: Bool
    let negation: Vocabulary.Negation?
    let governsSessions: Bool
    let isVague: Bool
    let pointsElsewhere: Bool
    /// `Vocabulary.arrangedStems`: a word of arranging or announcing later ("Vereinb.", "abgestimmt").
    let isArranged: Bool
    /// "separat", "gesonderter": a session at a time of its own (`CommentReader`).
    let namesATimeOfItsOwn: Bool
    /// "Verschiebungen", "Terminänderung", "changes": the dates may change (`Vocabulary.changeNounStems`).
    let namesAChange: Bool
    /// "Block", "Blockwoche", "Blöcke", "Kompaktphase", "Intensivwoche": a block's name (`DaysOfABlock`).
    let namesABlock: Bool
    /// A start, end, exclusion, extra, moved, kick-off, first or last word: one that shapes the
    /// dates, so unread it makes the dates near it uncertain (`ClauseReader.isUnreadOperator`).
    let isOperator: Bool
    /// The grammar's rules that can begin on this word, one bit each by their place in
    /// `CommentGrammar.rules` (`CommentRule.startsOnWord`): the reader tries no other rule here.
    private(set) var startingRules: UInt64 = 0

    init(_ text: String) {
        let word = Word(text)
        self.word = word
        subject = Vocabulary.subject(of: word)
        weekdayAbbreviation = Vocabulary.weekdays[text]
        weekdayName = Vocabulary.weekdayName(text)
        weekday = weekdayAbbreviation ?? weekdayName
        isFiller = Vocabulary.filler.contains(text)
        isStartWord = Vocabulary.isStartWord(word)
        isEndWord = Vocabulary.isEndWord(word)
        intervalWord = Vocabulary.intervalKeywords.first { Vocabulary.matches(word, $0.keyword) }?.interval
        compoundInterval = Vocabulary.compoundInterval(text)
        isKnown = Vocabulary.isKnown(word, namesSubject: subject != nil)
        hasTemporalStem = Vocabulary.containsTemporalStem(text)
        isExceptWord = Vocabulary.matches(word, anyOf: Vocabulary.except)
        negation = Vocabulary.negation(word, next: nil)
        governsSessions = Vocabulary.matches(word, anyOf: Vocabulary.sessionOperators) || (word.count > 6 && (isStartWord || isEndWord))
        isVague = Vocabulary.matches(word, anyOf: Vocabulary.vague)
        // "Moodlekurs", "Stud.IP-Seite" written as one word: a platform's name first.
        pointsElsewhere = Vocabulary.matches(word, anyOf: Vocabulary.elsewhere)
            || Vocabulary.platformNames.contains { text.count > $0.count + 2 && text.hasPrefix($0) }
        isArranged = Vocabulary.arrangedStems.contains { text.hasPrefix($0) }
        namesATimeOfItsOwn = text.hasPrefix("separat") || text.hasPrefix("gesondert")
        namesAChange = Vocabulary.changeNounStems.contains { text.hasPrefix($0) }
        namesABlock = Vocabulary.namesABlock(text)
        // "weiter ab KW 44" goes on; it is not "weitere Termine" (an extra date) misspelt.
        isOperator = isStartWord || isEndWord
            || !["weiter", "weiterhin"].contains(text) && [Vocabulary.except, Vocabulary.extra, Vocabulary.movedWords, Vocabulary.kickoff, Vocabulary.firstWords, Vocabulary.lastWords]
                .contains { Vocabulary.matches(word, anyOf: $0) }
        var starting: UInt64 = 0
        for (index, rule) in CommentGrammar.rules.enumerated() where rule.startsOnWord(self) { starting |= 1 << UInt64(index) }
        startingRules = starting
    }

    /// Whether the rule at `index` of `CommentGrammar.rules` can begin on this word.
    func startsRule(_ index: Int) -> Bool {
        startingRules & (1 << UInt64(index)) != 0
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
