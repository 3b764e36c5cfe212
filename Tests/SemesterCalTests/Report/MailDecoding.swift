import Foundation

/// An independent reader for the messages the mail tests check: header unfolding,
/// RFC 2047 B-words, quoted-printable and MIME parts, written from the RFCs, not from the renderer.
enum MailDecoding {
    /// The header block and the body of a message or a MIME part (split at the first empty line).
    static func split(_ message: String) -> (headers: String, body: String) {
        let parts = message.components(separatedBy: "\r\n\r\n")
        return (parts[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// Unfolded header fields by name (RFC 5322 §2.2.3: a CRLF followed by white space is removed).
    static func headers(_ block: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in block.replacingOccurrences(of: "\r\n ", with: " ").components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// Decodes `=?UTF-8?B?…?=` words; white space between two encoded-words is dropped (RFC 2047 §6.2).
    static func decodeWords(_ value: String) -> String {
        var out = ""
        var previousWasEncoded = false
        for (i, token) in value.components(separatedBy: " ").enumerated() {
            if token.hasPrefix("=?UTF-8?B?"), token.hasSuffix("?="), let data = Data(base64Encoded: String(token.dropFirst(10).dropLast(2))) {
                if i > 0, !previousWasEncoded { out += " " }
                out += String(decoding: data, as: UTF8.self)
                previousWasEncoded = true
            } else {
                if i > 0 { out += " " }
                out += token
                previousWasEncoded = false
            }
        }
        return out
    }

    /// Decodes a quoted-printable body with CRLF line ends into text with `\n` line ends.
    static func decodeQuotedPrintable(_ body: String) -> String {
        let joined = Array(body.replacingOccurrences(of: "=\r\n", with: "").replacingOccurrences(of: "\r\n", with: "\n").utf8)
        var bytes: [UInt8] = []
        var i = 0
        while i < joined.count {
            if joined[i] == UInt8(ascii: "="), i + 2 < joined.count,
               let value = UInt8(String(decoding: joined[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                i += 3
            } else {
                bytes.append(joined[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The parts of a multipart body, without the delimiter lines' CRLFs.
    static func parts(_ body: String, boundary: String) -> [String] {
        let pieces = body.components(separatedBy: "--\(boundary)")
        // pieces[0] is the preamble, the last one follows the close delimiter "--".
        return pieces.dropFirst().dropLast().map { piece in
            var p = piece
            if p.hasPrefix("\r\n") { p.removeFirst() }
            if p.hasSuffix("\r\n") { p.removeLast() }
            return p
        }
    }
}
