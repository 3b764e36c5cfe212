/// Splits a comment into `Token`s.
///
/// Letters and digits glued together are split (`KW45` → `KW`, `45`;
/// `14tägig` → `14`, `tägig`), dates are recognised as a whole (`14.10.`,
/// `08.10.20`), and `calendar week` / `Kalenderwoche` / `KW` all become one
/// week marker. Everything is lowercased; nothing is dropped except spaces.
public enum Tokenizer {
    public static func tokenize(_ text: String) -> [Token] {
        let chars = Array(text)
        var tokens: [Token] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace || c == "\u{00A0}" {
                i += 1
            } else if let digit = c.asciiDigit {
                let (token, next) = scanNumeric(chars, from: i, firstDigit: digit)
                tokens.append(token)
                i = next
            } else if c.isLetter {
                var j = i
                while j < chars.count, chars[j].isLetter { j += 1 }
                let word = String(chars[i..<j]).lowercased()
                tokens.append(Token(.word(word), i..<j))
                i = j
            } else {
                tokens.append(Token(.symbol(normalizedSymbol(c)), i..<(i + 1)))
                i += 1
            }
        }
        return mergeWeekMarkers(tokens)
    }

    /// Dashes of every kind read as `-`; other symbols stay as they are.
    private static func normalizedSymbol(_ c: Character) -> Character {
        switch c {
        case "–", "—", "‐", "‑", "−": return "-"
        default: return c
        }
    }

    /// Reads a number, an ordinal (`41.`), a date (`14.10.`, `8.10.20`) or a time (`11:00`).
    private static func scanNumeric(_ chars: [Character], from start: Int, firstDigit: Int) -> (Token, Int) {
        func digits(at index: Int) -> (value: Int, count: Int)? {
            var j = index
            var value = 0
            while j < chars.count, let d = chars[j].asciiDigit, j - index < 6 {
                value = value * 10 + d
                j += 1
            }
            return j > index ? (value, j - index) : nil
        }
        guard let first = digits(at: start) else { return (Token(.symbol(chars[start]), start..<(start + 1)), start + 1) }
        var end = start + first.count
        // A run of digits longer than six is no date or week: swallow the rest of it.
        while end < chars.count, chars[end].asciiDigit != nil { end += 1 }

        if end < chars.count, chars[end] == ":", let minutes = digits(at: end + 1), minutes.count == 2,
           first.value < 24, minutes.value < 60, first.count <= 2 {
            return (Token(.time(hour: first.value, minute: minutes.value), start..<(end + 3)), end + 3)
        }
        guard end < chars.count, chars[end] == ".", first.count <= 2 else {
            return (Token(.number(first.value), start..<end), end)
        }
        // "d." — either an ordinal, or the start of a date "d.m."
        guard let second = digits(at: end + 1), second.count <= 2 else {
            return (Token(.ordinal(first.value), start..<(end + 1)), end + 1)
        }
        var cursor = end + 1 + second.count
        var year: Int?
        if cursor < chars.count, chars[cursor] == "." {
            cursor += 1
            if let y = digits(at: cursor), y.count == 2 || y.count == 4 {
                year = y.value
                cursor += y.count
            } else if let y = digits(at: cursor), y.count != 2 && y.count != 4 {
                cursor += y.count
                return (Token(.malformedDate, start..<malformedEnd(chars, cursor)), malformedEnd(chars, cursor))
            }
        } else if !(cursor >= chars.count || !chars[cursor].isLetter) {
            // "1.Semhälfte"-like text after "d.m" without a dot is not a date.
            return (Token(.ordinal(first.value), start..<(end + 1)), end + 1)
        }
        // "15.0.06.20": more dot-digit groups follow — not a real date.
        if cursor + 1 < chars.count, chars[cursor] == ".", chars[cursor + 1].asciiDigit != nil {
            let stop = malformedEnd(chars, cursor)
            return (Token(.malformedDate, start..<stop), stop)
        }
        let valid = (1...31).contains(first.value) && (1...12).contains(second.value)
        return (Token(valid ? .date(day: first.value, month: second.value, year: year) : .malformedDate, start..<cursor), cursor)
    }

    private static func malformedEnd(_ chars: [Character], _ from: Int) -> Int {
        var j = from
        while j < chars.count, chars[j] == "." || chars[j].asciiDigit != nil { j += 1 }
        return j
    }

    /// `KW`, `kalenderwoche`, `week`, `calendar week`, and runs like `week KW` become one marker.
    private static func mergeWeekMarkers(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if let w = t.word, Vocabulary.weekMarkers.contains(w) || (w == "calendar" && tokens.indices.contains(i + 1) && tokens[i + 1].word.map { Vocabulary.weekMarkers.contains($0) } == true) {
                var j = i + 1
                // Absorb following marker words ("calendar week", "week KW") and a dot after "KW.".
                while j < tokens.count {
                    if let next = tokens[j].word, Vocabulary.weekMarkers.contains(next) { j += 1; continue }
                    if tokens[j].isSymbol("."), w == "kw" { j += 1; continue }
                    break
                }
                out.append(Token(.weekMarker, t.range.lowerBound..<tokens[j - 1].range.upperBound))
                i = j
            } else {
                out.append(t)
                i += 1
            }
        }
        return out
    }
}

extension Character {
    /// 0...9 for ASCII digits only (not other Unicode digits).
    var asciiDigit: Int? {
        guard let v = asciiValue, v >= 48, v <= 57 else { return nil }
        return Int(v - 48)
    }
}
