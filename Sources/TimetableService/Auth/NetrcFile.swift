import Foundation

/// A netrc file (`~/.netrc`, as curl, wget and git read it): `machine HOST login NAME password
/// SECRET` entries and an optional `default` entry; `account` and `macdef` are skipped.
/// Tokens are separated by white space; a token may be double-quoted with `\` escapes.
public struct NetrcFile: Sendable {
    public struct Entry: Sendable {
        /// The host, or nil for the `default` entry.
        public let machine: String?
        public let login: String?
        let password: String?
    }

    public let entries: [Entry]

    /// Throws unless the file at `path` belongs to this user and nobody else may read or write
    /// it (mode 600 or 400): a password others can read is as good as public, and a file others
    /// can write lets them send this user's password where they like. ftp and lftp refuse such
    /// a file too; the fix is one `chmod`.
    public static func checkPrivate(_ path: String) throws(ServiceSetupError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .netrc(file: path, line: nil, reason: "cannot examine it: \(String(cString: strerror(errno)))")
        }
        if info.st_uid != getuid() {
            throw .netrc(file: path, line: nil, reason: "it belongs to another user, so its passwords are not used; use a netrc file of your own")
        }
        let mode = info.st_mode & 0o777
        if mode & 0o077 != 0 {
            throw .netrc(file: path, line: nil, reason: "others may read or change it (mode \(String(mode, radix: 8))), so its passwords are not used; "
                + "make it private with: chmod 600 \(path)")
        }
    }

    /// Parses the text of a netrc file; `file` names it in errors, which never quote a password.
    public init(parsing text: String, file: String) throws(ServiceSetupError) {
        var tokens: [(text: String, line: Int)] = []
        var lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }.makeIterator()
        var lineNumber = 0
        while let line = lines.next() {
            lineNumber += 1
            var scanner = Substring(line)
            // A comment is a line whose first non-blank character is "#" (a password may start with "#").
            if scanner.drop(while: { $0 == " " || $0 == "\t" }).first == "#" { continue }
            while true {
                scanner = scanner.drop { $0 == " " || $0 == "\t" }
                guard let first = scanner.first else { break }
                var token = ""
                if first == "\"" {
                    scanner = scanner.dropFirst()
                    var closed = false
                    while let c = scanner.first {
                        scanner = scanner.dropFirst()
                        if c == "\\", let next = scanner.first { token.append(next); scanner = scanner.dropFirst(); continue }
                        if c == "\"" { closed = true; break }
                        token.append(c)
                    }
                    if !closed { throw .netrc(file: file, line: lineNumber, reason: "a quoted value is not closed") }
                } else {
                    let word = scanner.prefix { $0 != " " && $0 != "\t" }
                    token = String(word)
                    scanner = scanner.dropFirst(word.count)
                }
                tokens.append((token, lineNumber))
                // A macro definition runs to the next empty line: skip it whole.
                if token == "macdef", tokens.count < 2 || tokens[tokens.count - 2].text != "login" && tokens[tokens.count - 2].text != "password" {
                    tokens.removeLast()
                    while let body = lines.next() {
                        lineNumber += 1
                        if body.trimmingCharacters(in: .whitespaces).isEmpty { break }
                    }
                    break
                }
            }
        }

        var entries: [Entry] = []
        var machine: String??
        var login: String?
        var password: String?
        func finish() {
            if let current = machine { entries.append(Entry(machine: current, login: login, password: password)) }
            machine = nil
            login = nil
            password = nil
        }
        var index = 0
        func value(after keyword: String, line: Int) throws(ServiceSetupError) -> String {
            index += 1
            guard index < tokens.count else { throw .netrc(file: file, line: line, reason: "“\(keyword)” needs a value") }
            return tokens[index].text
        }
        while index < tokens.count {
            let (token, line) = tokens[index]
            switch token {
            case "machine":
                finish()
                machine = .some(try value(after: "machine", line: line))
            case "default":
                finish()
                machine = .some(nil)
            case "login":
                guard machine != nil else { throw .netrc(file: file, line: line, reason: "“login” before any “machine” or “default”") }
                login = try value(after: "login", line: line)
            case "password":
                guard machine != nil else { throw .netrc(file: file, line: line, reason: "“password” before any “machine” or “default”") }
                password = try value(after: "password", line: line)
            case "account":
                _ = try value(after: "account", line: line)
            default:
                // Never echo the token: it may be a password whose keyword was misspelt.
                throw .netrc(file: file, line: line, reason: "unexpected word (expected machine, default, login, password, account or macdef)")
            }
            index += 1
        }
        finish()
        self.entries = entries
    }

    /// Reads and parses a file.
    public init(contentsOf path: String) throws(ServiceSetupError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
            throw .netrc(file: path, line: nil, reason: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .netrc(file: path, line: nil, reason: "not UTF-8 text") }
        try self.init(parsing: text, file: path)
    }

    /// The first entry for `host` (case-insensitive), else the `default` entry.
    public func entry(forHost host: String) -> Entry? {
        entries.first { $0.machine?.lowercased() == host.lowercased() } ?? entries.first { $0.machine == nil }
    }
}
