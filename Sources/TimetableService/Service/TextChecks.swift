import Foundation
import SemesterCal

/// Checks on the bytes of an answer before they are believed: UTF-8, mojibake, HTML.
enum TextChecks {
    /// The byte offset of the first invalid UTF-8 sequence, or nil when `data` is valid UTF-8.
    static func invalidUTF8Offset(_ data: Data) -> Int? { TimetableReader.invalidUTF8Offset(data) }

    /// The characters Windows-1252 gives to the bytes 0x80–0x9F (where Latin-1 has controls).
    private static let windows1252High: Set<UInt32> = [
        0x20AC, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017D,
        0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x017E, 0x0178,
    ]

    /// Whether `scalar` is what Latin-1 or Windows-1252 shows for a UTF-8 continuation byte (0x80–0xBF).
    private static func isContinuationLookalike(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0xBF).contains(scalar.value) || windows1252High.contains(scalar.value)
    }

    /// A short sample of text that was UTF-8 decoded as Latin-1/Windows-1252 and encoded
    /// again ("Ã¼" for "ü", "â€“" for "–"), or nil when there is none. German text never
    /// has "Ã" or "Â" before such a character, so this does not fire on real names.
    /// JSON escapes of the same (`\u00c3\u00bc`) count too.
    static func doubleEncodedSample(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for i in scalars.indices.dropLast() {
            let first = scalars[i].value
            let isLead = first == 0xC2 || first == 0xC3 || (first == 0xE2 && scalars[i + 1].value == 0x20AC)
            if isLead, isContinuationLookalike(scalars[i + 1]) {
                var sample = String.UnicodeScalarView()
                sample.append(contentsOf: scalars[i..<min(i + 2, scalars.count)])
                return String(sample)
            }
        }
        let lowered = text.lowercased()
        if let range = lowered.range(of: #"\\u00c[23]\\u00[89ab][0-9a-f]"#, options: .regularExpression) {
            return String(text[range])
        }
        return nil
    }

    /// Whether the text looks like an HTML page rather than JSON (an error page, a login form).
    static func looksLikeHTML(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.prefix(200).lowercased()
        return start.hasPrefix("<!doctype html") || start.hasPrefix("<html") || start.hasPrefix("<head")
            || start.hasPrefix("<body") || start.hasPrefix("<?xml") || (start.hasPrefix("<") && start.contains("<title"))
            || start.hasPrefix("<br") || start.hasPrefix("<b>") || start.hasPrefix("<p>") || start.hasPrefix("<h1")
    }

    /// The text of an HTML page's `<title>` (or first `<h1>`), shortened, for an error message.
    static func htmlTitle(_ text: String) -> String? {
        for tag in ["title", "h1"] {
            guard let open = text.range(of: "<\(tag)", options: .caseInsensitive),
                  let close = text.range(of: ">", range: open.upperBound..<text.endIndex),
                  let end = text.range(of: "</\(tag)", options: .caseInsensitive, range: close.upperBound..<text.endIndex)
            else { continue }
            let inner = text[close.upperBound..<end.lowerBound]
                .replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !inner.isEmpty { return printable(inner, limit: 80) }
        }
        return nil
    }

    /// `text` on one line: control characters escaped, at most `limit` characters.
    static func printable(_ text: String, limit: Int) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.properties.generalCategory == .control { out += "\\u{\(String(scalar.value, radix: 16))}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return text.unicodeScalars.count > limit ? out + "…" : out
    }
}

/// A `Content-Type` header: the media type (lowercased, without parameters) and its charset.
struct ContentType: Equatable {
    let mediaType: String
    let charset: String?

    init(header: String) {
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        mediaType = parts.first?.lowercased() ?? ""
        var charset: String?
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == "charset" {
                charset = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
            }
        }
        self.charset = charset
    }

    /// `application/json`, `text/json`, `…+json`, or the JavaScript types old PHP code sends JSON as.
    var isJSON: Bool {
        mediaType == "application/json" || mediaType == "text/json" || mediaType.hasSuffix("+json")
            || mediaType == "application/javascript" || mediaType == "text/javascript" || mediaType == "application/x-json"
    }

    var isHTML: Bool { mediaType == "text/html" || mediaType == "application/xhtml+xml" }
}
