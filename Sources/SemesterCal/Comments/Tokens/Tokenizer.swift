/// Splits a comment into `Token`s.
///
/// Letters and digits glued together are split (`KW45` → `KW`, `45`;
/// `14tägig` → `14`, `tägig`), dates are recognised as a whole (`14.10.`,
/// `08.10.20`), and `calendar week` / `Kalenderwoche` / `KW` all become one
/// week marker. Everything is lowercased; nothing is dropped except spaces.
public enum Tokenizer {
    public static func tokenize(_ text: String) -> [Token] {
        tokenize(Array(text))
    }

    /// `tokenize(_:)` of the text with these characters.
    static func tokenize(_ chars: [Character], feasts: FeastDates? = nil) -> [Token] {
        let text = Characters(chars)
        var tokens: [Token] = []
        tokens.reserveCapacity(chars.count / 3)
        var i = 0
        while i < chars.count {
            if text.isSpace(i) {
                i += 1
            } else if i == 0 || text.isSpace(i - 1), let end = linkEnd(text, from: i) {
                // An address or e-mail ("https://…zoom.us/j/965…", "name@hs-hof.de"): its digits are no dates.
                tokens.append(Token(.link, i..<end))
                i = end
            } else if let digit = text.digit(i) {
                let (token, next) = scanNumeric(text, from: i, firstDigit: digit)
                tokens.append(token)
                i = next
            } else if text.isLetter(i) {
                var j = i
                while j < chars.count, text.isLetter(j) { j += 1 }
                let word = text.lowercasedWord(i..<j)
                // "Mitwoch", "Donnerstg": a weekday name with one typo reads as the name.
                let corrected = (6...11).contains(j - i) && startsLikeAWeekday(text.ascii, at: i) ? Vocabulary.correctedWeekdayName(word) : nil
                tokens.append(Token(.word(corrected ?? word), i..<j))
                i = j
            } else {
                // An ASCII symbol is no dash of another kind: it needs no Unicode comparison.
                tokens.append(Token(.symbol(text.ascii[i] != 0xFF ? chars[i] : normalizedSymbol(chars[i])), i..<(i + 1)))
                i += 1
            }
        }
        let named = NamedDays.replacingNames(in: clockTimes(splitSentenceDots(mergeEllipses(weekListsGoingOn(mergeWeekMarkers(mergePhrases(tokens)))), chars), chars),
                                             feasts: feasts)
        return WeeksOfAMonth.replacingWeeks(in: named, feasts: feasts)
    }

    /// "9.45 Uhr", "14.15h": a time written with a dot, before "Uhr" or "h", is no date. "9 Uhr", "2 pm",
    /// "9 am – 4 pm", "2-3pm", "10-12 Uhr", and hours after a weekday ("Do 10-11"): times of day too.
    private static func clockTimes(_ tokens: [Token], _ chars: [Character]) -> [Token] {
        var out = hoursOfTheDay(tokens)
        for i in out.indices.dropLast() where out[i + 1].word == "uhr" || out[i + 1].word == "h" {
            switch out[i].kind {
            case .date, .malformedDate: break
            default: continue
            }
            let text = String(chars[out[i].range])
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), parts[1].count == 2,
                  hour < 24, minute < 60 else { continue }
            out[i] = Token(.time(hour: hour, minute: minute), out[i].range)
        }
        return out
    }

    /// Whole hours: a number before "Uhr", "h", "pm" or "am" (English: not "am" before a date), a
    /// range of them before such a word ("2-3pm", "10-12 Uhr"), and a range right after a weekday
    /// ("Do 10-11", "Wed 14-16"), where days would carry their dots.
    private static func hoursOfTheDay(_ tokens: [Token]) -> [Token] {
        var out = tokens
        func hour(_ i: Int, upTo limit: Int = 24) -> Int? {
            guard i >= 0, i < out.count, let n = out[i].number, (0...limit).contains(n) else { return nil }
            return n
        }
        func isClockWord(_ i: Int) -> Bool {
            guard i < out.count, let w = out[i].word else { return false }
            if ["uhr", "h", "pm"].contains(w) { return true }
            guard w == "am" else { return false }
            // "9 am – 4 pm", but not "KW 3 am 18.1." or "3 am Montag".
            guard i + 1 < out.count else { return true }
            switch out[i + 1].kind {
            case .symbol(let s): return s != "."
            case .word(let next): return Vocabulary.weekdays[next] == nil && Vocabulary.weekdayName(next) == nil
            default: return false
            }
        }
        func makeTime(_ i: Int) { if let n = out[i].number { out[i] = Token(.time(hour: n, minute: 0), out[i].range) } }
        for i in out.indices {
            let limit = out.indices.contains(i + 1) && ["pm", "am"].contains(out[i + 1].word ?? "") ? 12 : 24
            // "1,5 h per session": a duration with a decimal comma, not a time.
            let decimal = i >= 2 && (out[i - 1].isSymbol(",") || out[i - 1].isSymbol(".")) && out[i - 2].number != nil
                && out[i - 1].range.lowerBound == out[i - 2].range.upperBound && out[i].range.lowerBound == out[i - 1].range.upperBound
            if !decimal, hour(i, upTo: limit) != nil, isClockWord(i + 1) {
                makeTime(i)
                // "2-3pm", "10–12 Uhr": the hour before the dash too.
                if i >= 2, out[i - 1].isSymbol("-"), hour(i - 2, upTo: limit) != nil { makeTime(i - 2) }
            }
            // "Do 10-11", "Wed 14-16": hours after a weekday.
            if i >= 1, let day = out[i - 1].word, Vocabulary.weekdays[day] != nil, let from = hour(i), i + 2 < out.count,
               out[i + 1].isSymbol("-"), let to = hour(i + 2), from < to, !(i + 3 < out.count && out[i + 3].isSymbol(".")) {
                makeTime(i)
                makeTime(i + 2)
            }
        }
        return out
    }

    /// Where a web address or an e-mail address starting at `start` ends, or nil.
    private static func linkEnd(_ text: Characters, from start: Int) -> Int? {
        // Called at the start of each run of non-space characters only: the runs are scanned once.
        let chars = text.chars
        var end = start
        var hasAt = false, hasDot = false
        while end < text.count, !text.isSpace(end) {
            if text.isASCII(end, UInt8(ascii: "@")) { hasAt = true } else if text.isASCII(end, UInt8(ascii: ".")) { hasDot = true }
            end += 1
        }
        guard end - start >= 5 else { return nil }
        if !(hasAt && hasDot && text.isLetter(start)) {
            // Only "http://", "https://" and "www." start an address without "@".
            guard "hHwW".utf8.contains(text.ascii[start]) else { return nil }
            let head = String(joining: chars[start..<min(end, start + 8)]).lowercased()
            guard head.hasPrefix("http://") || head.hasPrefix("https://") || head.hasPrefix("www.") else { return nil }
        }
        // Closing punctuation belongs to the sentence, not to the address.
        while end > start + 1, ")],;.!?".utf8.contains(text.ascii[end - 1]) { end -= 1 }
        return end
    }

    /// Verbs and joiners of several words read as the one word the grammar knows: "as well as" → "and",
    /// "wraps up" → "ends", "kicks off" → "starts".
    private static let phrases: [(words: [String], as: String)] = [
        (["as", "well", "as"], "and"), (["wraps", "up"], "ends"), (["kicks", "off"], "starts"),
    ]

    private static func mergePhrases(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { t in t.word.map { w in phrases.contains { $0.words[0] == w } } ?? false }) else { return tokens }
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            if let phrase = phrases.first(where: { p in
                i + p.words.count <= tokens.count && p.words.indices.allSatisfy { tokens[i + $0].word == p.words[$0] }
            }) {
                out.append(Token(.word(phrase.as), tokens[i].range.lowerBound..<tokens[i + phrase.words.count - 1].range.upperBound))
                i += phrase.words.count
            } else {
                out.append(tokens[i])
                i += 1
            }
        }
        return out
    }

    /// "…" and "..." (also after a number, "46...") become one `…` symbol: a list that goes on.
    private static func mergeEllipses(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.isSymbol("."), i + 2 < tokens.count, tokens[i + 1].isSymbol("."), tokens[i + 2].isSymbol(".") {
                out.append(Token(.symbol("…"), t.range.lowerBound..<tokens[i + 2].range.upperBound))
                i += 3
            } else if case .ordinal(let n) = t.kind, i + 2 < tokens.count, tokens[i + 1].isSymbol("."), tokens[i + 2].isSymbol(".") {
                out.append(Token(.number(n), t.range.lowerBound..<(t.range.upperBound - 1)))
                out.append(Token(.symbol("…"), (t.range.upperBound - 1)..<tokens[i + 2].range.upperBound))
                i += 3
            } else {
                out.append(t)
                i += 1
            }
        }
        return out
    }

    /// "KW 41. Raumwechsel ab KW 46", "moves to Tue Nov 24. Exam: Feb 8": after a week marker or a
    /// month name, a number with a dot before a capitalised word is the number and the end of a
    /// sentence, not an ordinal ("41. KW" stays an ordinal).
    private static func splitSentenceDots(_ tokens: [Token], _ chars: [Character]) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        for (i, t) in tokens.enumerated() {
            if case .ordinal(let n) = t.kind, i > 0, tokens[i - 1].kind == .weekMarker || { if case .month = tokens[i - 1].kind { return true }; return false }(),
               i + 1 < tokens.count,
               tokens[i + 1].word != nil, chars[tokens[i + 1].range.lowerBound].isUppercase {
                out.append(Token(.number(n), t.range.lowerBound..<(t.range.upperBound - 1)))
                out.append(Token(.symbol("."), (t.range.upperBound - 1)..<t.range.upperBound))
            } else {
                out.append(t)
            }
        }
        return out
    }

    /// A comment's characters with each one's ASCII value worked out once: the scanner asks
    /// "is it a digit, a letter, a space, a dot?" several times of every character, and
    /// `Character.asciiValue` compares the character with "\r\n" each time it is asked.
    private struct Characters {
        let chars: [Character]
        /// `Character.asciiValue` of each character (0x0A for "\r\n"); 0xFF for the others.
        let ascii: [UInt8]

        init(_ chars: [Character]) {
            self.chars = chars
            ascii = chars.map { c in
                let utf8 = c.utf8
                if utf8.count == 1 { return utf8.first! }  // one byte: an ASCII character
                return utf8.count == 2 && utf8.first == 0x0D && utf8.last == 0x0A ? 0x0A : 0xFF
            }
        }

        var count: Int { chars.count }

        /// `chars[i].asciiDigit`.
        func digit(_ i: Int) -> Int? {
            ascii[i] >= 0x30 && ascii[i] <= 0x39 ? Int(ascii[i] - 0x30) : nil
        }

        /// Whether `chars[i]` is this ASCII character (`chars[i] == ":"`).
        func isASCII(_ i: Int, _ byte: UInt8) -> Bool {
            ascii[i] == byte
        }

        /// `chars[i].isWhitespace || chars[i] == "\u{00A0}"`.
        func isSpace(_ i: Int) -> Bool {
            let a = ascii[i]
            if a != 0xFF { return a == 0x20 || (a >= 0x09 && a <= 0x0D) }
            return chars[i].isWhitespace || chars[i] == "\u{00A0}"
        }

        /// `chars[i].isLetter`.
        func isLetter(_ i: Int) -> Bool {
            let a = ascii[i]
            if a != 0xFF { return (a >= 0x41 && a <= 0x5A) || (a >= 0x61 && a <= 0x7A) }
            return chars[i].isLetter
        }

        /// `String(chars[range]).lowercased()`; ASCII words (most of them) byte by byte.
        func lowercasedWord(_ range: Range<Int>) -> String {
            guard !ascii[range].contains(0xFF) else { return String(joining: chars[range]).lowercased() }
            // Written straight into the string's storage: no array in between.
            return String(unsafeUninitializedCapacity: range.count) { buffer in
                for (k, byte) in ascii[range].enumerated() { buffer[k] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
                return range.count
            }
        }
    }

    /// Dashes of every kind read as `-`; other symbols stay as they are.
    private static func normalizedSymbol(_ c: Character) -> Character {
        switch c {
        case "–", "—", "‐", "‑", "−": return "-"
        default: return c
        }
    }

    /// Reads a number, an ordinal (`41.`), a date (`14.10.`, `8.10.20`) or a time (`11:00`).
    private static func scanNumeric(_ chars: Characters, from start: Int, firstDigit: Int) -> (Token, Int) {
        let dot = UInt8(ascii: ".")
        func digits(at index: Int) -> (value: Int, count: Int)? {
            var j = index
            var value = 0
            while j < chars.count, let d = chars.digit(j), j - index < 6 {
                value = value * 10 + d
                j += 1
            }
            return j > index ? (value, j - index) : nil
        }
        guard let first = digits(at: start) else { return (Token(.symbol(chars.chars[start]), start..<(start + 1)), start + 1) }
        var end = start + first.count
        // A run of digits longer than six is no date or week: swallow the rest of it.
        while end < chars.count, chars.digit(end) != nil { end += 1 }

        // "2020-10-12": an ISO date.
        if first.count == 4, end + 1 < chars.count, chars.isASCII(end, UInt8(ascii: "-")), let month = digits(at: end + 1), month.count <= 2,
           end + 1 + month.count < chars.count, chars.isASCII(end + 1 + month.count, UInt8(ascii: "-")),
           let day = digits(at: end + 2 + month.count), day.count <= 2 {
            let stop = end + 2 + month.count + day.count
            let valid = (1...12).contains(month.value) && (1...31).contains(day.value)
            return (Token(valid ? .date(day: day.value, month: month.value, year: first.value) : .malformedDate, start..<stop), stop)
        }
        if end < chars.count, chars.isASCII(end, UInt8(ascii: ":")), let minutes = digits(at: end + 1), minutes.count == 2,
           first.value < 24, minutes.value < 60, first.count <= 2 {
            return (Token(.time(hour: first.value, minute: minutes.value), start..<(end + 3)), end + 3)
        }
        // "ab dem 12ten November", "am 3ten": a German ordinal's ending glued to the number.
        if first.count <= 2, (1...31).contains(first.value), let suffix = germanOrdinalEnding(chars, at: end) {
            return (Token(.ordinal(first.value), start..<(end + suffix)), end + suffix)
        }
        guard end < chars.count, chars.isASCII(end, dot), first.count <= 2 else {
            return (Token(.number(first.value), start..<end), end)
        }
        // "d." — either an ordinal, or the start of a date "d.m."; the month may be in Roman numerals
        // ("26.IV.", "1.XII.2020"), as some offices write it.
        guard let second = digits(at: end + 1).flatMap({ $0.count <= 2 ? $0 : nil }) ?? romanMonth(chars, at: end + 1) else {
            return (Token(.ordinal(first.value), start..<(end + 1)), end + 1)
        }
        var cursor = end + 1 + second.count
        var year: Int?
        if cursor < chars.count, chars.isASCII(cursor, dot) {
            cursor += 1
            if let y = digits(at: cursor), y.count == 2 || y.count == 4 {
                year = y.value
                cursor += y.count
            } else if let y = digits(at: cursor), y.count != 2 && y.count != 4 {
                cursor += y.count
                return (Token(.malformedDate, start..<malformedEnd(chars, cursor)), malformedEnd(chars, cursor))
            }
        } else if !(cursor >= chars.count || !chars.isLetter(cursor)) {
            // "1.Semhälfte"-like text after "d.m" without a dot is not a date.
            return (Token(.ordinal(first.value), start..<(end + 1)), end + 1)
        }
        // "15.0.06.20": more dot-digit groups follow — not a real date.
        if cursor + 1 < chars.count, chars.isASCII(cursor, dot), chars.digit(cursor + 1) != nil {
            let stop = malformedEnd(chars, cursor)
            return (Token(.malformedDate, start..<stop), stop)
        }
        let valid = (1...31).contains(first.value) && (1...12).contains(second.value)
        return (Token(valid ? .date(day: first.value, month: second.value, year: year) : .malformedDate, start..<cursor), cursor)
    }

    /// The length of "te", "ten", "ter" or "tes" at `index` (a whole word, maybe with its dot), or nil.
    private static func germanOrdinalEnding(_ chars: Characters, at index: Int) -> Int? {
        var j = index
        while j < chars.count, j - index < 4, chars.isLetter(j) { j += 1 }
        guard j - index >= 2, j == chars.count || !chars.isLetter(j) else { return nil }
        let ending = String(chars.chars[index..<j].map { Character($0.lowercased()) })
        guard ["te", "ten", "ter", "tes"].contains(ending) else { return nil }
        return j - index + (j < chars.count && chars.isASCII(j, UInt8(ascii: ".")) ? 1 : 0)
    }

    /// The month of a Roman numeral I to XII at `index` and its length: a whole word, followed by a
    /// dot ("26.iv.") or, in capitals, by a space, a comma, a bracket or the end ("bis 3.XI").
    private static func romanMonth(_ chars: Characters, at index: Int) -> (value: Int, count: Int)? {
        var j = index
        var numeral = ""
        while j < chars.count, j - index < 5, chars.isLetter(j) {
            numeral.append(chars.chars[j])
            j += 1
        }
        guard !numeral.isEmpty, j == chars.count || !chars.isLetter(j),
              let value = romanMonths.firstIndex(of: numeral.uppercased()).map({ $0 + 1 }) else { return nil }
        let dotAfter = j < chars.count && chars.isASCII(j, UInt8(ascii: "."))
        let endsTheWord = j == chars.count || chars.isSpace(j) || chars.isASCII(j, UInt8(ascii: ",")) || chars.isASCII(j, UInt8(ascii: ")"))
        guard dotAfter || (endsTheWord && numeral == numeral.uppercased()) else { return nil }
        return (value, j - index)
    }

    private static let romanMonths = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

    private static func malformedEnd(_ chars: Characters, _ from: Int) -> Int {
        var j = from
        while j < chars.count, chars.isASCII(j, UInt8(ascii: ".")) || chars.digit(j) != nil { j += 1 }
        return j
    }

    /// `KW`, `kalenderwoche`, `week`, `calendar week`, and runs like `week KW` become one marker;
    /// month names become months.
    /// The first letters of the words `mergeWeekMarkers` looks for ("wo", "u", "calendar", the week
    /// markers, the month names), taken from the lists themselves.
    /// Indexed by byte (a table, not a `Set`: hashing a byte costs more than the lookups it saves).
    private static let markerInitials: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for word in ["wo", "u", "calendar"] + Array(Vocabulary.weekMarkers) + Array(Vocabulary.months.keys) + Array(gluedToWeekWord) {
            if let first = word.utf8.first { table[Int(first)] = true }
        }
        return table
    }()

    /// Whether the ASCII letters at `i` begin as a weekday's name does ("mo", "di", "mi", "do", "fr",
    /// "sa", "so", "tu", "we", "th", "su"), in either case: only such words are asked whether they are
    /// a weekday with a typo (`Vocabulary.correctedWeekdayName`).
    private static func startsLikeAWeekday(_ ascii: [UInt8], at i: Int) -> Bool {
        guard i + 1 < ascii.count else { return false }
        let a = ascii[i] | 0x20, b = ascii[i + 1] | 0x20
        switch (a, b) {
        case (0x6D, 0x6F), (0x64, 0x69), (0x6D, 0x69), (0x64, 0x6F), (0x66, 0x72), (0x73, 0x61), (0x73, 0x6F),
             (0x74, 0x75), (0x77, 0x65), (0x74, 0x68), (0x73, 0x75): return true
        default: return false
        }
    }

    /// Long week words and month names with one typo ("Kalenderwohe", "Novmber", "Dezmber"):
    /// the typo must not hide the date information they carry. Looked up by first letter and
    /// compared byte for byte (every word of every comment passes here).
    private enum LongName { case week, month(Int) }
    private static let longNamesByInitial: [[(bytes: [UInt8], name: LongName)]] = {
        var table = [[(bytes: [UInt8], name: LongName)]](repeating: [], count: 128)
        for w in Vocabulary.weekMarkers where w.utf8.count >= 10 { table[Int(w.utf8.first!)].append((Array(w.utf8), .week)) }
        for (w, m) in Vocabulary.months where w.utf8.count >= 6 && w.utf8.allSatisfy({ $0 < 0x80 }) {
            table[Int(w.utf8.first!)].append((Array(w.utf8), .month(m)))
        }
        return table
    }()

    private static func misspeltLongName(_ w: String) -> LongName? {
        guard let first = w.utf8.first, first < 0x80, w.utf8.count >= 5 else { return nil }
        let candidates = longNamesByInitial[Int(first)]
        let count = w.utf8.count
        guard candidates.contains(where: { abs($0.bytes.count - count) <= 1 }), w.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let bytes = Array(w.utf8)
        return candidates.first { abs($0.bytes.count - bytes.count) <= 1 && Vocabulary.editDistanceAtMostOne(bytes, $0.bytes) }?.name
    }

    private static func isMisspeltWeekWord(_ w: String) -> Bool {
        if case .week? = misspeltLongName(w) { return true }
        return false
    }

    private static func misspeltMonth(_ w: String) -> Int? {
        if case .month(let m)? = misspeltLongName(w) { return m }
        return shortenedMonth(w)
    }

    /// "Oktbr", "Aprl", "Dezbr": a month name typed short, its first three letters and the rest of
    /// its letters in order.
    private static func shortenedMonth(_ w: String) -> Int? {
        let bytes = Array(w.utf8)
        guard (4...6).contains(bytes.count), bytes.allSatisfy({ $0 < 0x80 }), let m = Vocabulary.months[String(decoding: bytes[0..<3], as: UTF8.self)] else { return nil }
        for (name, month) in Vocabulary.months where month == m && name.utf8.count > bytes.count && name.utf8.starts(with: bytes[0..<3]) {
            var rest = bytes[3...].makeIterator(), next = rest.next()
            for b in name.utf8.dropFirst(3) where b == next { next = rest.next() }
            if next == nil { return m }
        }
        return nil
    }

    /// Words after which a list of weeks goes on with numbers alone ("…, dann wieder 49 + 50").
    private static let listGoesOnWords: Set<String> = ["dann", "danach", "then", "anschließend", "anschliessend", "später", "spaeter", "later"]
    /// Words that may stand before such a list: where the list is not a bound or an exclusion.
    private static let listOpeners: Set<String> = ["in", "im", "nur", "only", "during", "während", "waehrend"]
    private static let listJoiners: Set<String> = ["und", "and", "u", "sowie"]
    private static let listNegations: Set<String> = ["nicht", "not", "kein", "keine", "no", "außer", "ausser", "except", "ohne"]

    /// "KW 43 + 44, dann wieder 49 + 50", "KW 42, 43, danach 47 und 48", "weeks 12 and 13, then 18 and
    /// 19": a list of weeks that goes on after a word of sequence with numbers alone. The word stands
    /// for the week word it leaves out ("…, KW 49 + 50"), so the list is read as one. Only a list
    /// that is neither a bound nor an exclusion ("ab KW 42, dann 47" is left alone), and only numbers
    /// up to the end or the next separator after the word.
    private static func weekListsGoingOn(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.word.map(listGoesOnWords.contains) ?? false }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            guard let w = t.word, listGoesOnWords.contains(w), followsWeekList(tokens, i) else {
                out.append(t)
                i += 1
                continue
            }
            var first = i + 1
            while first < tokens.count, isAgainWord(tokens[first]) { first += 1 }
            guard isListOfWeekNumbers(tokens, from: first) else {
                out.append(t)
                i += 1
                continue
            }
            out.append(Token(.weekMarker, t.range.lowerBound..<tokens[first - 1].range.upperBound))
            i = first
        }
        return out
    }

    private static func isAgainWord(_ token: Token) -> Bool {
        guard let w = token.word else { return false }
        return Vocabulary.againWords.contains(w)
    }

    private static func isListJoiner(_ token: Token) -> Bool {
        guard let w = token.word else { return false }
        return listJoiners.contains(w)
    }

    private static func isWeekNumber(_ tokens: [Token], _ k: Int) -> Bool {
        guard k >= 0, k < tokens.count, let n = tokens[k].number else { return false }
        return n >= 1 && n <= 53
    }

    private static func isListSeparator(_ token: Token) -> Bool {
        token.isSymbol(",") || token.isSymbol("/") || token.isSymbol("+") || token.isSymbol("-") || isListJoiner(token)
    }

    /// Whether a list of weeks, opened by a week word at the start or after a separator or a list
    /// opener (not after a negation), ends right before `k` (a joining word or comma between).
    private static func followsWeekList(_ tokens: [Token], _ k: Int) -> Bool {
        var j = k - 1
        while j >= 0, tokens[j].isSymbol(",") || isListJoiner(tokens[j]) { j -= 1 }
        guard isWeekNumber(tokens, j) else { return false }
        while j >= 0, isWeekNumber(tokens, j) || isListSeparator(tokens[j]) { j -= 1 }
        guard j >= 0, tokens[j].kind == .weekMarker else { return false }
        var b = max(0, j - 2)
        while b < j {
            if let w = tokens[b].word, listNegations.contains(w) { return false }
            b += 1
        }
        guard j > 0 else { return true }
        if let w = tokens[j - 1].word { return listOpeners.contains(w) }
        return tokens[j - 1].kind != .weekMarker
    }

    /// Whether numbers that could be weeks, joined as a list, run from `k` to the end or a separator.
    private static func isListOfWeekNumbers(_ tokens: [Token], from k: Int) -> Bool {
        guard isWeekNumber(tokens, k) else { return false }
        var j = k + 1
        while j + 1 < tokens.count, isListSeparator(tokens[j]), isWeekNumber(tokens, j + 1) { j += 2 }
        guard j < tokens.count else { return true }
        return tokens[j].isSymbol(",") || tokens[j].isSymbol(";") || tokens[j].isSymbol(".") || tokens[j].isSymbol(")")
    }

    /// Words typed onto "KW" without a space ("abKW42", "bisKW50", "inKW 45", "außerKW 47").
    /// Office abbreviations and their words. Only those no list knows in short: "ausgen." (ausgenommen),
    /// "Beg." (Beginn), "anschl." (anschließend), "Korr." (Korrektur), "Präs." (Präsenz).
    private static let officeAbbreviations: [String: String] = [
        "ausgen": "ausgenommen", "beg": "beginn", "anschl": "anschließend", "korr": "korrektur",
        "präs": "präsenz", "praes": "präsenz", "wkly": "weekly",
    ]
    private static let gluedToWeekWord: Set<String> = ["ab", "bis", "in", "im", "ohne", "außer", "ausser", "nur", "seit", "vor", "nach", "und"]

    private static func mergeWeekMarkers(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            // "ausgen. KW 47", "Beg. KW 43", "anschl. 14-tägig", "Korr.: ab KW 42": an office abbreviation is
            // read as its word, its dot kept with it (the quoted text stays as written).
            if let w = t.word, (3...6).contains(w.utf8.count), let full = Self.officeAbbreviations[w] {
                let dotted = i + 1 < tokens.count && tokens[i + 1].isSymbol(".") && tokens[i + 1].range.lowerBound == t.range.upperBound
                out.append(Token(.word(full), t.range.lowerBound..<(dotted ? tokens[i + 1].range.upperBound : t.range.upperBound)))
                i += dotted ? 2 : 1
                continue
            }
            // Most words cannot begin a week word or a month name: passed over on their first letter.
            guard let first = t.word?.utf8.first, first >= 0x80 || markerInitials[Int(first)] else {
                out.append(t)
                i += 1
                continue
            }
            // "abKW42", "bisKW 50": a preposition typed onto the week word, as two tokens.
            if let w = t.word, w.count > 2, w.hasSuffix("kw"), Self.gluedToWeekWord.contains(String(w.dropLast(2))),
               t.range.count == w.count {
                let split = t.range.lowerBound + w.count - 2
                out.append(Token(.word(String(w.dropLast(2))), t.range.lowerBound..<split))
                out.append(Token(.weekMarker, split..<t.range.upperBound))
                i += 1
                continue
            }
            // "K.W. 44", "C.W. 44": the week abbreviation spelt with dots.
            if t.word == "k" || t.word == "c", i + 2 < tokens.count, tokens[i + 1].isSymbol("."), tokens[i + 2].word == "w",
               tokens[i].range.upperBound == tokens[i + 1].range.lowerBound, tokens[i + 1].range.upperBound == tokens[i + 2].range.lowerBound {
                var end = i + 3
                if end < tokens.count, tokens[end].isSymbol("."), tokens[end].range.lowerBound == tokens[end - 1].range.upperBound { end += 1 }
                out.append(Token(.weekMarker, t.range.lowerBound..<tokens[end - 1].range.upperBound))
                i = end
                continue
            }
            if t.word == "wo", i + 1 < tokens.count, tokens[i + 1].isSymbol(".") {
                // "Wo. 45": the abbreviated week word.
                out.append(Token(.weekMarker, t.range.lowerBound..<tokens[i + 1].range.upperBound))
                i += 2
                continue
            }
            if t.word == "wo", i + 1 < tokens.count, let n = tokens[i + 1].number, (1...53).contains(n) {
                // "Wo 12 / Wo 15": the abbreviation without its dot, before a week number.
                out.append(Token(.weekMarker, t.range))
                i += 1
                continue
            }
            if t.word == "u", i + 1 < tokens.count, tokens[i + 1].isSymbol("."), tokens[i + 1].range.lowerBound == t.range.upperBound {
                // "13.05. u. 03.06.": the abbreviated "und" keeps its dot.
                out.append(Token(t.kind, t.range.lowerBound..<tokens[i + 1].range.upperBound))
                i += 2
                continue
            }
            if let w = t.word, Vocabulary.weekMarkers.contains(w) || isMisspeltWeekWord(w)
                || ((w == "calendar" || w == "calender") && tokens.indices.contains(i + 1) && tokens[i + 1].word.map { Vocabulary.weekMarkers.contains($0) } == true) {
                var j = i + 1
                // Absorb following marker words ("calendar week", "week KW") and a dot after "KW.".
                while j < tokens.count {
                    if let next = tokens[j].word, Vocabulary.weekMarkers.contains(next) { j += 1; continue }
                    // "KW.", "wk.", "Kw." (the abbreviations; never a full word's sentence end).
                    if tokens[j].isSymbol("."), ["kw", "wk", "wks", "kws", "cw", "kalenderw", "kalenderwo"].contains(w), tokens[j].range.lowerBound == tokens[j - 1].range.upperBound { j += 1; continue }
                    break
                }
                out.append(Token(.weekMarker, t.range.lowerBound..<tokens[j - 1].range.upperBound))
                i = j
            } else if let w = t.word, let month = Vocabulary.months[w] ?? misspeltMonth(w), !(w == "may" && isModal(at: i, tokens)) {
                // "Okt." and "Nov.": an abbreviation's dot belongs to the month.
                if w.count <= 4, i + 1 < tokens.count, tokens[i + 1].isSymbol(".") {
                    out.append(Token(.month(month), t.range.lowerBound..<tokens[i + 1].range.upperBound))
                    i += 2
                } else {
                    out.append(Token(.month(month), t.range))
                    i += 1
                }
            } else {
                out.append(t)
                i += 1
            }
        }
        return out
    }
}

/// "may be cancelled", "we may not meet", "may have to move": the verb, not the month ("May only",
/// "May start", "may still" stay the month, as a reader flags an unread month).
private func isModal(at i: Int, _ tokens: [Token]) -> Bool {
    guard i + 1 < tokens.count, let next = tokens[i + 1].word else { return false }
    return ["be", "not", "have", "need", "change", "move", "shift", "take"].contains(next)
}

extension Character {
    /// 0...9 for ASCII digits only (not other Unicode digits).
    var asciiDigit: Int? {
        guard let v = asciiValue, v >= 48, v <= 57 else { return nil }
        return Int(v - 48)
    }
}

extension String {
    /// The text of these characters (`String(characters)`, which appends them one by one,
    /// costs several times more).
    init(joining characters: ArraySlice<Character>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count)
        for character in characters { bytes.append(contentsOf: character.utf8) }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
