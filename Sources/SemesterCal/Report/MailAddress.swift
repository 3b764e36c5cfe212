/// A mailbox as given on the command line — `max@example.org` or
/// `Max Müller <max@example.org>` — checked and rendered for a header.
struct MailAddress: Hashable, Sendable {
    /// The display name, possibly empty.
    let name: String
    /// `local@domain`.
    let address: String

    /// Parses and checks a mailbox. The check is deliberately small: one `@` with text on both
    /// sides, no spaces or characters that would end the address (`<>,;"()`), and no line break
    /// or other control character anywhere — the last one is what stops header injection
    /// (`"a@b\r\nBcc: x@y"`).
    init(parsing text: String) throws {
        if text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) {
            throw MailReportError.invalidAddress(text, reason: "contains a line break (header injection)")
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw MailReportError.invalidAddress(text, reason: "contains a control character")
        }
        let trimmed = MailAddress.trim(Substring(text))
        var name = Substring("")
        var address = trimmed
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            name = MailAddress.trim(trimmed[..<open])
            address = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = name.dropFirst().dropLast() }
        }
        guard let at = address.lastIndex(of: "@") else {
            throw MailReportError.invalidAddress(text, reason: "no \"@\"")
        }
        guard at != address.startIndex, address.index(after: at) != address.endIndex else {
            throw MailReportError.invalidAddress(text, reason: "nothing before or after \"@\"")
        }
        if let bad = address.first(where: { $0.isWhitespace || "<>,;\"()[]\\".contains($0) }) {
            throw MailReportError.invalidAddress(text, reason: "\"\(bad)\" is not allowed in an address")
        }
        self.name = String(name)
        self.address = String(address)
    }

    /// Header tokens: `Max =?UTF-8?B?TcO8bGxlcg==?= <max@example.org>` as the words the header
    /// may be folded between (encoded-words for a non-ASCII name, a quoted string otherwise).
    var headerTokens: [String] {
        guard !name.isEmpty else { return [address] }
        if MailEncoding.needsEncodedWords(name) { return MailEncoding.encodedWords(name) + ["<\(address)>"] }
        var quoted = "\""
        for character in name {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return [quoted + "\"", "<\(address)>"]
    }

    private static func trim(_ text: Substring) -> Substring {
        var t = text
        while t.first?.isWhitespace == true { t = t.dropFirst() }
        while t.last?.isWhitespace == true { t = t.dropLast() }
        return t
    }
}
