import Foundation

/// The absolute `http(s)` address a folder of calendars is published under, e.g.
/// `https://example.org/calendars/`: subscribe links (`webcal://`) are derived from it.
public struct CalendarLinkBase: Hashable, Sendable, CustomStringConvertible {
    /// The address, always ending in `/`.
    public let url: URL

    /// Why a text is not a usable link base.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public let text: String
        public let reason: String
        public var description: String { "“\(text)” is not a usable address for links: \(reason)" }
    }

    /// Checks `text`: an absolute `https://` or `http://` URL with a host, without user name,
    /// password, query or fragment. A missing trailing `/` is added (the address is a folder).
    public init(parsing text: String) throws(Problem) {
        func fail(_ reason: String) -> Problem { Problem(text: text, reason: reason) }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw fail("expected an absolute address such as https://example.org/calendars/")
        }
        guard scheme == "https" || scheme == "http" else { throw fail("the address must start with https:// (or http://)") }
        guard let host = components.host, !host.isEmpty else { throw fail("the address has no host name") }
        guard components.user == nil, components.password == nil else { throw fail("the address must not contain a user name or password") }
        guard components.query == nil, components.fragment == nil else { throw fail("the address must not have a query (?…) or fragment (#…)") }
        var normalized = components
        normalized.scheme = scheme
        if !normalized.percentEncodedPath.hasSuffix("/") { normalized.percentEncodedPath += "/" }
        guard let url = normalized.url else { throw fail("expected an absolute address such as https://example.org/calendars/") }
        self.url = url
    }

    /// The file's absolute address: the base followed by the percent-encoded file name.
    public func address(of fileName: String) -> String {
        url.absoluteString + CalendarIndexPage.percentEncoded(fileName)
    }

    /// The subscribe link: `address(of:)` with `webcal://` instead of `https://` or `http://`.
    public func webcalAddress(of fileName: String) -> String {
        let address = address(of: fileName)
        guard let colon = address.firstIndex(of: ":") else { return address }
        return "webcal" + address[colon...]
    }

    public var description: String { url.absoluteString }
}

/// A small static `index.html` listing a folder's calendars with a download link each and,
/// when the folder's public address is known, a `webcal://` subscribe link and the `https://`
/// address to paste into Google Calendar's "From URL".
///
/// The page is deterministic: entries are sorted by file name, nothing depends on the clock.
/// Every text is HTML-escaped; download links are relative, so the folder can be moved.
public struct CalendarIndexPage: Sendable {
    /// The name the page is written under beside the calendars.
    public static let fileName = "index.html"

    /// One calendar: its file name in the folder and its display name.
    public struct Entry: Hashable, Sendable {
        public let fileName: String
        public let title: String

        public init(fileName: String, title: String) {
            self.fileName = fileName
            self.title = title
        }
    }

    public let title: String
    public let entries: [Entry]
    /// Per-term files kept as archives: download links only, under their own heading.
    public let archives: [Entry]
    public let linkBase: CalendarLinkBase?
    public let language: InstitutionProfile.Language

    public init(title: String, entries: [Entry], archives: [Entry] = [], linkBase: CalendarLinkBase?, language: InstitutionProfile.Language) {
        self.title = title
        self.entries = entries
        self.archives = archives
        self.linkBase = linkBase
        self.language = language
    }

    /// The page as UTF-8 HTML.
    public func html() -> String {
        let words = Messages.for(language)
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"\(words.code)\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(Self.escaped(title))</title>",
            "<style>body{font-family:system-ui,sans-serif;max-width:48em;margin:2em auto;padding:0 1em;line-height:1.5}"
                + "li{margin:0 0 1em}code{word-break:break-all}</style>",
            "</head>",
            "<body>",
            "<h1>\(Self.escaped(title))</h1>",
        ]
        // The page is for students: what the publisher left out (the public address) is said to
        // the operator on standard error, never here.
        if linkBase == nil {
            lines.append("<p>\(Self.escaped(words.indexDownloadIntro))</p>")
        } else {
            lines.append("<p>\(Self.escaped(words.indexSubscribeIntro))</p>")
        }
        if entries.isEmpty { lines.append("<p>\(Self.escaped(words.noCalendars))</p>") }
        else { lines.append("<ul>") }
        for entry in entries.sorted(by: { $0.fileName < $1.fileName }) {
            let relative = Self.escaped(Self.percentEncoded(entry.fileName))
            var links: [String] = []
            if let linkBase {
                links.append("<a href=\"\(Self.escaped(linkBase.webcalAddress(of: entry.fileName)))\">\(Self.escaped(words.subscribe))</a>")
            }
            links.append("<a href=\"\(relative)\" download>\(Self.escaped(words.download))</a> (\(Self.escaped(entry.fileName)))")
            var item = "<li><strong>\(Self.escaped(entry.title))</strong><br>" + links.joined(separator: " · ")
            if let linkBase { item += "<br><code>\(Self.escaped(linkBase.address(of: entry.fileName)))</code>" }
            lines.append(item + "</li>")
        }
        if !entries.isEmpty { lines.append("</ul>") }
        if !archives.isEmpty {
            lines.append("<h2>\(Self.escaped(words.archiveHeading))</h2>")
            lines.append("<ul>")
            for entry in archives.sorted(by: { $0.fileName < $1.fileName }) {
                let relative = Self.escaped(Self.percentEncoded(entry.fileName))
                lines.append("<li>\(Self.escaped(entry.title)): <a href=\"\(relative)\" download>\(Self.escaped(words.download))</a> (\(Self.escaped(entry.fileName)))</li>")
            }
            lines.append("</ul>")
        }
        lines += ["</body>", "</html>", ""]
        return lines.joined(separator: "\n")
    }

    /// Text safe inside HTML elements and double- or single-quoted attributes.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters (other than tab and line breaks) have no place in a page. The
                // controls (general category Cc) are exactly U+0000–U+001F and U+007F–U+009F.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value), scalar != "\t", scalar != "\n" { out += "\u{FFFD}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A file name as one URL path segment: everything but unreserved characters percent-encoded.
    static func percentEncoded(_ fileName: String) -> String {
        fileName.addingPercentEncoding(withAllowedCharacters: unreserved) ?? fileName
    }

    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
