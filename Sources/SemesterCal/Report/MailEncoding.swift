import Foundation

/// The MIME encodings the mail report needs: header folding, RFC 2047 encoded-words,
/// RFC 2231 parameters, quoted-printable and base64 bodies. All output is ASCII.
enum MailEncoding {
    /// Header lines are folded to at most this many characters (RFC 5322 §2.1.1).
    static let headerLineLimit = 78
    /// Body lines are at most this many characters (RFC 2045 §6.7, §6.8).
    static let bodyLineLimit = 76
    /// UTF-8 bytes per encoded-word: 39 bytes → 52 base64 characters → a 64-character word,
    /// which fits after "Subject: " on one line.
    static let encodedWordBytes = 39

    // MARK: Headers

    /// `Name: token token …` folded (CRLF + space) between tokens so no line exceeds 78
    /// characters; a single longer token stays whole. No trailing CRLF.
    static func header(_ name: String, _ tokens: [String]) -> String {
        var lines: [String] = []
        var current = name + ":"
        var isFirstToken = true
        for token in tokens {
            if !isFirstToken, current.count + 1 + token.count > headerLineLimit {
                lines.append(current)
                current = " " + token
            } else {
                current += " " + token
            }
            isFirstToken = false
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }

    /// True when `text` cannot stand in a header as is: non-ASCII, control characters, or an
    /// `=?` that a reader would take for the start of an encoded-word.
    static func needsEncodedWords(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value > 126 || $0.value < 32 } || text.contains("=?")
    }

    /// Header tokens for unstructured text (`Subject`): the words as they are when plain ASCII,
    /// otherwise RFC 2047 `=?UTF-8?B?…?=` words, split between Unicode scalars (never inside
    /// a UTF-8 sequence). Readers join adjacent encoded-words without the space between them.
    static func textTokens(_ text: String) -> [String] {
        needsEncodedWords(text) ? encodedWords(text) : text.split(separator: " ").map(String.init)
    }

    /// `text` as RFC 2047 B-encoded words of at most `encodedWordBytes` UTF-8 bytes each.
    static func encodedWords(_ text: String) -> [String] {
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if !chunk.isEmpty, chunk.count + bytes.count > encodedWordBytes {
                words.append("=?UTF-8?B?\(base64(chunk))?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?\(base64(chunk))?=") }
        return words
    }

    /// Header tokens for a file-name parameter: `name="x.ics"` for short plain ASCII, otherwise
    /// RFC 2231 `name*0*=utf-8''%C3%84…;` pieces of at most 60 characters, split between characters.
    static func parameterTokens(_ parameter: String, _ value: String) -> [String] {
        let plain = value.unicodeScalars.allSatisfy { (32...126).contains($0.value) && $0 != "\"" && $0 != "\\" }
        if plain, value.count <= 60 { return ["\(parameter)=\"\(value)\""] }
        var pieces: [String] = []
        var piece = "utf-8''"
        for scalar in value.unicodeScalars {
            // A character's bytes stay in one piece: each piece must decode on its own.
            let encoded = String(scalar).utf8.map { byte -> String in
                let isAttributeChar = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                    || (0x61...0x7A).contains(byte) || "!#$&+-.^_`|~".utf8.contains(byte)
                return isAttributeChar ? String(UnicodeScalar(byte)) : "%" + hexByte(byte)
            }.joined()
            if piece.count + encoded.count > 60 {
                pieces.append(piece)
                piece = ""
            }
            piece += encoded
        }
        pieces.append(piece)
        if pieces.count == 1 { return ["\(parameter)*=\(pieces[0])"] }
        return pieces.enumerated().map { i, text in
            "\(parameter)*\(i)*=\(text)" + (i < pieces.count - 1 ? ";" : "")
        }
    }

    // MARK: Bodies

    /// `text` (lines separated by `\n`) as quoted-printable lines of at most 76 characters,
    /// without line ends. Besides RFC 2045's rules, a `.` or the `F` of `From ` starting a line
    /// is encoded, so neither `sendmail` (a lone dot ends the input) nor mbox ("From " starts a
    /// message) can misread the body.
    static func quotedPrintable(_ text: String) -> [String] {
        var logicalLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { logicalLines.removeLast() }
        var output: [String] = []
        for line in logicalLines {
            let bytes = Array(line.utf8)
            var current = ""
            for (i, byte) in bytes.enumerated() {
                let isLast = i == bytes.count - 1
                var token = qpToken(byte, isLast: isLast, atLineStart: false, rest: bytes[i...])
                if current.count + token.count > (isLast ? bodyLineLimit : bodyLineLimit - 1) {
                    output.append(current + "=")
                    current = ""
                }
                if current.isEmpty { token = qpToken(byte, isLast: isLast, atLineStart: true, rest: bytes[i...]) }
                current += token
            }
            output.append(current)
        }
        return output
    }

    /// `bytes` in base64, lines of 76 characters, without line ends.
    static func base64Lines(_ bytes: [UInt8]) -> [String] {
        let text = Array(base64(bytes))
        return stride(from: 0, to: text.count, by: bodyLineLimit).map {
            String(text[$0..<min($0 + bodyLineLimit, text.count)])
        }
    }

    static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    private static func qpToken(_ byte: UInt8, isLast: Bool, atLineStart: Bool, rest: ArraySlice<UInt8>) -> String {
        if atLineStart {
            if byte == UInt8(ascii: ".") { return "=2E" }
            if byte == UInt8(ascii: "F"), rest.starts(with: "From ".utf8) { return "=46" }
        }
        switch byte {
        case 33...60, 62...126: return String(UnicodeScalar(byte))
        case 32 where !isLast: return " "
        default: return "=" + hexByte(byte)
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
