/// The words the comment grammar knows, in German and English.
///
/// Adding a synonym a lecturer invents is a one-line change here. Matching is
/// case-insensitive (tokens are lowercased) and tolerates one typo in words
/// of six letters or more ("bkannt", "Automatisieurung").
enum Vocabulary {
    /// Every word for an ISO calendar week (SEMANTICS.md §4 "week words"): "KW 44", "KWs 44-46",
    /// "Kalenderwochen 44 und 45", "Woche 44", "weeks 44/45", "wk 44", "CW 44" ("Wo. 44" in the tokenizer).
    static let weekMarkers: Set<String> = [
        "kw", "kws", "kwn", "kalenderwoche", "kalenderwochen", "woche", "wochen", "week", "weeks", "wk", "wks", "cw", "cws",
        "kalenderwo", "kalenderw",
    ]

    /// Week words in the plural, as written ("in den Wochen 16.11.-27.11."): days after them may span several weeks.
    static let pluralWeekMarkers: Set<String> = ["kws", "kwn", "kalenderwochen", "wochen", "weeks", "wks", "cws", "calendar weeks"]

    /// Words that introduce a start: "Beginn KW 41", "ab KW 42", "start week 18".
    static let start: WordList = ["beginn", "begin", "start", "ab", "from", "starting", "kursbeginn", "starts", "beginnt", "startet", "vorlesungsbeginn", "semesterbeginn", "begins", "commencing", "seit", "beginnend", "beginning", "übungsbeginn", "ab dem", "anfangend", "los", "startschuss"]
    /// Words that introduce an inclusive end: "bis KW 24", "until week 20".
    static let end: WordList = ["bis", "until", "till", "ende", "through", "thru", "vorlesungsende", "endet", "ends", "kursende", "semesterende", "end", "ending", "finishes", "enden", "schluss", "vorlesungsschluss", "übungsende", "uebungsende"]
    /// Words that join two ends of a range: "KW 41 bis 47", "week 41 to 46".
    static let rangeJoin: WordList = ["bis", "to", "until", "through", "thru", "till"]
    /// Words that join list items: "KW 17 und 21", "week 41 and 43".
    static let listJoin: WordList = ["und", "u", "and", "sowie", "oder", "or"]
    /// Words that introduce weeks or dates to leave out.
    static let except: WordList = ["außer", "ausser", "ausgenommen", "ohne", "except", "excluding", "excl", "exkl", "ausnahme", "exception", "außerhalb", "ausserhalb", "outside"]
    /// Words that introduce an additional date or week.
    static let extra: WordList = ["incl", "inkl", "inklusive", "including", "zusätzlich", "zusaetzlich", "additionally", "plus", "zusatztermin", "extra", "additional", "zusätzl", "zusaetzl", "zzgl", "nachholtermin", "ersatztermin", "ersatz", "ersatzsitzung", "ersatzvorlesung", "ersatzveranstaltung", "zusätzlicher", "zusätzliche", "zusätzlichen", "weiterer", "weitere", "dafür", "dafuer"]
    /// Words that introduce explicit dates replacing the series.
    static let explicitDates: WordList = ["termine", "termin", "dates", "sessions"]
    /// Filler words allowed between a cue word and its week or date.
    static let filler: Set<String> = ["der", "dem", "des", "den", "die", "das", "einschl", "einschließlich", "einschliesslich", "inclusive", "incl", "inkl", "in", "im", "the", "mit", "with", "kurs", "erst", "jeweils", "nur", "only", "bereits", "schon", "already", "vorzeitig"]

    /// Weekday names and abbreviations (ISO numbers) as they appear before a date: "Mo 21.12.", "Sa, 25.04.20".
    static let weekdays: [String: Int] = [
        "mo": 1, "montag": 1, "mon": 1, "monday": 1,
        "di": 2, "dienstag": 2, "tue": 2, "tues": 2, "tuesday": 2,
        "mi": 3, "mittwoch": 3, "wed": 3, "wednesday": 3,
        "do": 4, "donnerstag": 4, "thu": 4, "thur": 4, "thursday": 4,
        "fr": 5, "freitag": 5, "fri": 5, "friday": 5,
        "sa": 6, "samstag": 6, "sat": 6, "saturday": 6, "sonnabend": 6,
        "so": 7, "sonntag": 7, "sun": 7, "sunday": 7,
    ]

    static let months: [String: Int] = [
        "januar": 1, "jänner": 1, "january": 1, "jan": 1,
        "februar": 2, "february": 2, "feb": 2,
        "märz": 3, "maerz": 3, "march": 3, "mar": 3, "mrz": 3,
        "april": 4, "apr": 4,
        "mai": 5, "may": 5,
        "juni": 6, "june": 6, "jun": 6,
        "juli": 7, "july": 7, "jul": 7,
        "august": 8, "aug": 8,
        "september": 9, "sept": 9, "sep": 9,
        "oktober": 10, "october": 10, "okt": 10, "oct": 10,
        "november": 11, "nov": 11,
        "dezember": 12, "december": 12, "dez": 12, "dec": 12,
    ]

    /// Teaching-mode words: "KW 41 online, dann Präsenz".
    static let mode: WordList = ["online", "präsenz", "praesenz", "virtuell", "virtual", "hybrid", "anwesend", "presence", "digital", "zoom"]

    /// Words after which a date is a registration period or a deadline, not a lecture date.
    static let noise: WordList = ["anmeldung", "anmeldeschluss", "anmeldefrist", "registration", "register", "themenvergabe", "abgabe", "deadline", "einschreibung", "bewerbung", "abmeldung", "prüfungsanmeldung"]

    /// Words of the "every N weeks" cue, with the interval they state on their own.
    static let intervalWords: [String: Int] = [
        "zweiwöchig": 2, "zweiwöchentlich": 2, "vierzehntägig": 2, "vierzehntäglich": 2, "biweekly": 2,
        "fortnightly": 2, "fortnight": 2, "zweiwöchentl": 2, "dreiwöchig": 3, "dreiwöchentlich": 3, "dreiwöchentl": 3, "vierwöchig": 4, "vierwöchentlich": 4,
    ]
    /// The word after a number in "14-tägig", "3-wöchig", "14 tägig".
    static let dailyIntervalSuffix: Set<String> = ["tägig", "taegig", "tägl", "tage", "tages", "days", "day", "tgl", "täglich", "taeglich", "täig", "tägi", "tg"]
    static let weeklyIntervalSuffix: Set<String> = ["wöchig", "woechig", "wöchentlich", "woechentlich", "wöchentl", "woechentl", "wochen", "weeks", "weekly", "week"]
    /// "every second week", "alle 2 Wochen", "jede zweite Woche".
    static let everyWords: Set<String> = ["every", "all", "alle", "aller", "jede", "jeder", "jeden", "each", "jedes"]
    static let numberWords: [String: Int] = [
        "second": 2, "other": 2, "zweite": 2, "zwei": 2, "two": 2,
        "third": 3, "dritte": 3, "drei": 3, "three": 3, "zweiten": 2, "dritten": 3, "2nd": 2, "3rd": 3,
        "vier": 4, "vierte": 4, "vierten": 4, "four": 4, "fourth": 4,
        "vierzehn": 14, "fourteen": 14,
    ]

    /// Phrases that say the real dates are not in the data.
    static let undetermined: PhraseList = [
        // "Lab slots are assigned individually via the booking tool", "Termine individuell per Buchungstool".
        ["assigned", "individually"], ["individually", "assigned"], ["individuell", "vergeben"], ["individuell", "zugeteilt"],
        ["booking", "tool"], ["buchungstool"], ["booking", "system"], ["buchungssystem"],
        ["nach", "plan"], ["nach", "absprache"], ["nach", "vereinbarung"], ["bekannt", "gegeben"],
        ["bekanntgegeben"], ["bestimmten", "terminen"], ["vereinbart"], ["tba"], ["tbd"], ["tbc"],
        ["to", "be", "announced"], ["to", "be", "arranged"], ["by", "arrangement"], ["on", "appointment"],
        ["noch", "offen"], ["ende", "offen"], ["end", "open"], ["open", "end"], ["open", "ended"], ["terminierung", "durch"],
        ["werden", "noch", "festgelegt"], ["nach", "ankündigung"], ["folgt"], ["folgen"], ["to", "follow"],
        ["will", "be", "announced"], ["be", "announced"], ["unregelmäßig"], ["unregelmässig"], ["unregelm"], ["unregelmaessig"], ["irregular"], ["irregularly"],
        ["nach", "bedarf"], ["on", "request"], ["auf", "anfrage"], ["noch", "nicht", "fest"], ["noch", "nicht", "festgelegt"],
        ["kurzfristig"], ["wird", "bekannt"], ["werden", "bekannt"], ["announced", "later"], ["see", "moodle"], ["siehe", "moodle"],
        ["per", "mail"], ["per", "e", "mail"], ["per", "email"], ["per", "rundmail"], ["laut", "aushang"], ["siehe", "aushang"],
        ["siehe", "stud"], ["see", "stud"], ["siehe", "studip"], ["siehe", "ilias"], ["individuell"], ["individuelle", "termine"],
        // "wechselnd Di/Do, Plan in Moodle": the plan of the dates kept elsewhere.
        ["plan", "in", "moodle"], ["plan", "im", "moodle"], ["plan", "auf", "moodle"], ["plan", "in", "ilias"], ["plan", "im", "stud"],
        ["schedule", "in", "moodle"], ["schedule", "on", "moodle"],
        // "Praktikum nach Einteilung": each student's dates come from an assignment made elsewhere.
        ["nach", "einteilung"], ["laut", "einteilung"], ["nach", "zuteilung"], ["by", "assignment"],
        // "t.b.a.", "t.b.d.": the dots between the letters are skipped.
        ["t", "b", "a"], ["t", "b", "d"], ["t", "b", "c"],
        // Announced or decided later: "Start wird noch mitgeteilt", "dates to be confirmed".
        ["mitgeteilt"], ["abgestimmt"], ["geklärt"], ["ausgemacht"], ["angekündigt"], ["angekuendigt"], ["kommuniziert"], ["noch", "unklar"], ["noch", "nicht", "bekannt"],
        ["steht", "noch", "nicht", "fest"], ["stehen", "noch", "nicht", "fest"], ["noch", "festzulegen"], ["noch", "abzustimmen"],
        ["to", "be", "confirmed"], ["to", "be", "decided"], ["to", "be", "determined"], ["to", "be", "communicated"],
        ["not", "yet", "known"], ["not", "yet", "fixed"], ["not", "yet", "decided"], ["not", "yet", "confirmed"],
        // Arranged case by case: "sessions by appointment", "upon request", "as agreed", "in Absprache mit …".
        ["by", "appointment"], ["upon", "appointment"], ["upon", "request"], ["by", "agreement"], ["as", "agreed"],
        ["as", "arranged"], ["in", "absprache"], ["nach", "rücksprache"], ["nach", "ruecksprache"], ["terminvereinbarung"],
        // Phases whose weeks are not given: "Kurs läuft in mehreren Phasen", "Phasenplan im Sekretariat".
        ["in", "phasen"], ["in", "mehreren", "phasen"], ["phasenweise"], ["in", "phases"], ["in", "several", "phases"], ["phasenplan"],
    ]

    /// Two words for "except": "bis auf KW 45", "abgesehen von KW 45", "apart from week 45".
    static let exceptPhrases: PhraseList = [["bis", "auf"], ["abgesehen", "von"], ["apart", "from"], ["aside", "from"]]

    /// Phrases that describe groups alternating in the same slot: the room is used every week.
    static let alternation: PhraseList = [
        ["im", "wechsel"], ["wöchentl", "wechsel"], ["wöchentlichen", "wechsel"], ["alternating"], ["alternate"], ["abwechselnd"],
        ["one", "week"], ["the", "next"], ["im", "wochenwechsel"], ["wochenweise", "wechselnd"],
        // "Gruppe 1 und 2 wechseln sich (wöchentlich) ab": the separable verb; `AlternationRule` takes
        // its particle.
        ["wechseln", "sich"],
        // "Gruppenrotation", "groups rotate", "jede Gruppe 14-tägig", "each group every other week":
        // turns by another name, and each group's own rhythm (the groups share the slot).
        ["rotation"], ["gruppenrotation"], ["rotierend"], ["rotating"], ["rotate"], ["jede", "gruppe"], ["each", "group"],
    ]

    /// "dann wieder 49 + 50", "später nochmal 50/51", "then again": words of return.
    static let againWords: Set<String> = ["wieder", "again", "erneut", "nochmal", "nochmals"]

    /// "dann" in "KW 41 online, dann Präsenz": the next phase of the same series.
    static let thenWords: WordList = ["dann", "danach", "then", "anschließend", "anschliessend", "afterwards", "thereafter", "hinterher"]

    /// `intervalWords`, prepared for typo-tolerant matching.
    static let intervalKeywords: [(keyword: Keyword, interval: Int)] = intervalWords.map { (Keyword($0.key), $0.value) }
    /// The stems of "14-tägig" and "3-wöchentlich", matched with a typo allowed.
    static let dailyIntervalStem: Keyword = "tägig"
    static let weeklyIntervalStem: Keyword = "wöchentlich"
    /// "bis Ende Dezember", "until end of week 20".
    static let endFiller: WordList = ["ende", "end", "of"]
    /// "Termin am Fr, 17.04.20".
    static let dateOn: WordList = ["am", "on", "at"]

    /// True when `word` is `keyword`, allowing one edit (typo) for words of six letters or more.
    static func matches(_ word: Word, _ keyword: Keyword) -> Bool {
        if word.hash == keyword.hash, word.text == keyword.text { return true }
        guard keyword.count >= 6, abs(word.count - keyword.count) <= 1 else { return false }
        // One edit changes at most two letters of the set of letters a word uses: most words are
        // told apart by their letter masks without comparing characters.
        guard (word.letters ^ keyword.letters).nonzeroBitCount <= 2 else { return false }
        return editDistanceAtMostOne(word.characters, keyword.characters)
    }

    /// True when `word` is one of `keywords`, allowing one typo as `matches(_:_:)` does.
    static func matches(_ word: Word, anyOf keywords: WordList) -> Bool {
        if keywords.contains(word) { return true }
        guard word.count >= 5 else { return false }
        // Only keywords of six letters or more, and one letter longer or shorter at most, can match with a typo.
        // The letter masks first, from an array of plain integers: walking the keywords themselves
        // retains and releases each one's text, which cost more than the test.
        let masks = keywords.typoMasksByLength
        for length in (word.count - 1)...(word.count + 1) where length < masks.count {
            let bucket = masks[length]
            for k in bucket.indices where (word.letters ^ bucket[k]).nonzeroBitCount <= 2 {
                if matches(word, keywords.typoTolerantByLength[length][k]) { return true }
            }
        }
        return false
    }

    /// Damerau-style check for a single insertion, deletion, substitution or transposition (of
    /// characters, or of bytes where the tokenizer compares ASCII words).
    static func editDistanceAtMostOne<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Bool {
        if a.count == b.count {
            // The positions that differ: none or one, or two neighbours swapped.
            var first = -1, second = -1
            for i in a.indices where a[i] != b[i] {
                if first < 0 { first = i } else if second < 0 { second = i } else { return false }
            }
            if second < 0 { return true }
            return second == first + 1 && a[first] == b[second] && a[second] == b[first]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        var i = 0, j = 0, skipped = false
        while i < short.count, j < long.count {
            if short[i] == long[j] { i += 1; j += 1 } else if skipped { return false } else { skipped = true; j += 1 }
        }
        return true
    }
}

/// A word of a comment with its length, letters and hash, worked out once: every parser compares
/// the word at every position with vocabulary words, and `String.count` and `==` walk the strings
/// each time they are asked. Equal strings have equal hashes, so a different hash settles most
/// comparisons at once.
struct Word: Sendable {
    let text: String
    let hash: Int
    /// The number of characters.
    let count: Int
    /// The characters the word uses, one bit each (an ASCII character by its code, every other
    /// character on one shared bit): one edit changes at most two bits, so a cheap first test
    /// before typo matching compares characters.
    let letters: UInt64

    init(_ text: String) {
        self.text = text
        var count = 0
        var mask: UInt64 = 0
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // An ASCII word (most of them): one byte per character, no grapheme breaking.
            for byte in text.utf8 { mask |= 1 << UInt64(byte & 63) }
            count = text.utf8.count
        } else {
            for character in text {
                count += 1
                // `asciiValue` compares with "\r\n" first; a one-byte character is ASCII.
                let utf8 = character.utf8
                mask |= 1 << UInt64(utf8.count == 1 ? utf8.first! & 63 : 63)
            }
        }
        self.count = count
        hash = text.hashValue
        letters = mask
    }

    /// The characters, for typo matching: asked only of the few pairs whose lengths and
    /// letters are close enough, so not kept.
    var characters: [Character] { Array(text) }
}

/// A vocabulary word is prepared exactly like a comment's word.
typealias Keyword = Word

extension Word: ExpressibleByStringLiteral {
    init(stringLiteral text: String) {
        self.init(text)
    }
}

/// A set of vocabulary words: looked up exactly, and, the long ones, with a typo allowed.
///
/// A class: the rules pass lists around at every token, and a struct of four arrays was retained
/// and released four times over at each pass.
final class WordList: Sendable, ExpressibleByArrayLiteral {
    /// The words, for exact lookup.
    let words: WordTable
    /// The words of six letters or more, the only ones `Vocabulary.matches` lets a typo match.
    let typoTolerant: [Keyword]
    /// `typoTolerant` by length (index): a word can only be one edit from keywords one letter longer or shorter.
    let typoTolerantByLength: [[Keyword]]
    /// The letter masks of `typoTolerantByLength`, in the same places.
    let typoMasksByLength: [[UInt64]]

    required convenience init(arrayLiteral words: String...) {
        self.init(words)
    }

    convenience init(_ words: [String]) {
        let unique = Set(words)
        // Unsorted: the lists only answer yes or no, so their order cannot show.
        let typoTolerant = unique.filter { $0.utf8.count >= 6 }.map { Keyword($0) }.filter { $0.count >= 6 }
        self.init(words: WordTable(unique), typoTolerant: typoTolerant)
    }

    private init(words: WordTable, typoTolerant: [Keyword]) {
        self.words = words
        self.typoTolerant = typoTolerant
        var byLength = Array(repeating: [Keyword](), count: (typoTolerant.map(\.count).max() ?? 0) + 1)
        for keyword in typoTolerant { byLength[keyword.count].append(keyword) }
        typoTolerantByLength = byLength
        typoMasksByLength = byLength.map { $0.map(\.letters) }
    }

    /// Whether the list holds the word (`==`, as a `Set<String>` would answer).
    func contains(_ word: Word) -> Bool {
        words.contains(word)
    }
}

/// Words looked up by the hash a `Word` already carries. The reader asks every list about the
/// word at every token, and a `Set<String>` would hash the word again at each question.
struct WordTable: Sendable {
    /// The words, in no particular order.
    let texts: [String]
    private let hashes: [Int]
    /// Open addressing: index + 1 into `texts`, 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    init(_ words: Set<String>) {
        texts = Array(words)
        hashes = texts.map(\.hashValue)
        var size = 8
        while size < texts.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (index, hash) in hashes.enumerated() {
            var slot = hash & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
        mask = size - 1
    }

    func contains(_ word: Word) -> Bool {
        var slot = word.hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return false }
            if hashes[entry - 1] == word.hash, texts[entry - 1] == word.text { return true }
            slot = (slot + 1) & mask
        }
    }
}

/// Phrases of several words ("nach Absprache", "im Wechsel"), each word matched as
/// `CueParsers.phrase` does. Their first words are gathered, so a word no phrase can start
/// with is passed over with one lookup instead of trying every phrase.
struct PhraseList: Sendable, ExpressibleByArrayLiteral {
    let phrases: [[Keyword]]
    /// First words of fewer than six letters: they match only exactly.
    private let shortFirstWords: WordList
    /// First words of six letters or more: these also match with a typo or as a prefix.
    private let longFirstWords: [Keyword]

    init(arrayLiteral phrases: [Keyword]...) {
        self.phrases = phrases
        let firsts = phrases.compactMap(\.first)
        shortFirstWords = WordList(firsts.filter { $0.count < 6 }.map(\.text))
        longFirstWords = firsts.filter { $0.count >= 6 }
    }

    /// Whether some phrase may start with `word` (false: none can).
    func mayStart(with word: Word) -> Bool {
        shortFirstWords.contains(word)
            || longFirstWords.contains { first in
                // A typo leaves out at most one of the first word's letters, a prefix none: most
                // words are passed over on their letter masks alone.
                (first.letters & ~word.letters).nonzeroBitCount <= 1
                    && (Vocabulary.matches(word, first) || (word.count >= first.count && word.text.hasPrefix(first.text)))
            }
    }
}
