import Foundation
import XCTest

/// Shared helpers for the CLI tests: temporary directories, fixture rows, the
/// bundled samples, and a small reader for the calendars the tool writes.
class CLITestCase: XCTestCase {
    /// A fresh directory under the system's temporary directory, removed after the test.
    func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("semestercal-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.resolvingSymlinksInPath()
    }

    /// Writes `data` to `name` (which may contain folders) inside `directory`.
    @discardableResult
    func write(_ data: Data, to name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// Every file and folder below `directory`, as paths relative to it, sorted.
    func contents(of directory: URL) -> [String] {
        let base = directory.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String { paths.append(next) }
        return paths.sorted()
    }

    /// Runs the binary on a pseudo-terminal (util-linux `script`) and returns what the terminal
    /// showed (standard output and error together). Skips the test when `script` is missing.
    func onTerminal(_ arguments: [String], environment: [String: String] = [:], in directory: URL) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("/usr/bin/script (util-linux) is not installed; this test needs a pseudo-terminal")
        }
        let command = ([CLIRunner.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            .joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = directory
        process.environment = ["HOME": directory.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"].merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
             in directory: URL? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, stdin: stdin, environment: environment, in: directory)
    }

    /// The summary line `convert` ends with on stderr, parsed.
    func summary(_ stderr: String, file: StaticString = #filePath, line: UInt = #line) -> Summary? {
        let lines = stderr.split(separator: "\n").map(String.init)
        for text in lines.reversed() {
            if let parsed = Summary(line: text) { return parsed }
        }
        XCTFail("no summary line “N rows read, M events written, K rows not understood, S rows skipped” on stderr:\n\(stderr)",
                file: file, line: line)
        return nil
    }

    /// `explain --format json` over `arguments`, decoded.
    func explainJSON(_ arguments: [String], in directory: URL? = nil,
                     file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let result = try run(["explain", "--format", "json"] + arguments, in: directory)
        XCTAssertEqual(result.status, 0, "explain failed: \(result.stderr)", file: file, line: line)
        let object = try JSONSerialization.jsonObject(with: result.stdout)
        guard let array = object as? [[String: Any]] else {
            XCTFail("explain --format json did not print an array of objects", file: file, line: line)
            return []
        }
        return array
    }
}

struct Summary: Equatable {
    let rowsRead: Int
    let eventsWritten: Int
    let notUnderstood: Int
    let skipped: Int

    init(rowsRead: Int, eventsWritten: Int, notUnderstood: Int, skipped: Int) {
        self.rowsRead = rowsRead
        self.eventsWritten = eventsWritten
        self.notUnderstood = notUnderstood
        self.skipped = skipped
    }

    init?(line: String) {
        let pattern = #"^semestercal: (\d+) rows? read, (\d+) events? written, (\d+) rows? not understood, (\d+) rows? skipped(, \d+ duplicate rows? merged)?$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
        func number(_ i: Int) -> Int { Int(line[Range(match.range(at: i), in: line)!])! }
        self.init(rowsRead: number(1), eventsWritten: number(2), notUnderstood: number(3), skipped: number(4))
    }
}

/// The bundled sample inputs (all WS2020).
enum Samples {
    static var directory: URL { CLIRunner.projectRoot.appendingPathComponent("samples") }
    static let names = ["WS2020_Informatik_1.json", "WS2020_MeinStundenplan.json", "WS2020_Wirtschaftsinformatik_1.json"]
    static var paths: [String] { names.map { directory.appendingPathComponent($0).path } }
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    static func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

    /// The rows of a sample and the key they are listed under ("schedule", "myschedule").
    static func rows(_ name: String) throws -> (key: String, top: [String: Any], rows: [[String: Any]]) {
        let object = try JSONSerialization.jsonObject(with: data(name)) as! [String: Any]
        let key = object["schedule"] != nil ? "schedule" : "myschedule"
        return (key, object, object[key] as! [[String: Any]])
    }
}

/// Small timetable inputs written by the tests.
enum Fixture {
    static func row(id: String = "1", label: String = "Analysis", day: String = "Montag",
                    start: String = "08:00", end: String = "09:30", style: String = "Vorlesung Fixzeit",
                    comment: String = "", slot: String? = nil, room: String = "FA007",
                    docent: String = "Prof. Dr. Beispiel", group: String = "") -> [String: Any] {
        [
            "id": id, "label": label, "docent": docent, "type": "HF", "style": style, "group": group,
            "starttime": start, "endtime": end, "startdate": "01.03.2020", "enddate": "22.01.2021",
            "day": day, "room": room, "splusname": (slot ?? label) + "§fixture $ \(id)", "comment": comment, "sp": "-",
        ]
    }

    static func json(_ value: Any) -> Data {
        try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted])
    }

    static func schedule(_ rows: [[String: Any]], key: String = "schedule") -> Data {
        json([key: rows])
    }
}

/// A calendar as the tool wrote it: raw bytes, physical and unfolded lines, events.
struct ICSFile {
    let data: Data

    init(_ data: Data) { self.data = data }

    var text: String { String(decoding: data, as: UTF8.self) }

    /// Lines as written, split on CRLF, without the terminator (the last, empty piece dropped).
    var physicalLines: [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                lines.append(current)
                current = []
                i += 2
            } else {
                current.append(bytes[i])
                i += 1
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Content lines with folding undone (RFC 5545 §3.1), decoded as UTF-8 after unfolding.
    var lines: [String] {
        var unfolded: [[UInt8]] = []
        for line in physicalLines {
            if let first = line.first, first == 0x20 || first == 0x09, !unfolded.isEmpty {
                unfolded[unfolded.count - 1] += line.dropFirst()
            } else {
                unfolded.append(line)
            }
        }
        return unfolded.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Each VEVENT's content lines (without BEGIN/END).
    var events: [[String]] { components("VEVENT") }

    func components(_ name: String) -> [[String]] {
        var result: [[String]] = []
        var current: [String]?
        var depth = 0
        for line in lines {
            if line == "BEGIN:\(name)" {
                current = []
                depth = 0
                continue
            }
            guard current != nil else { continue }
            if line == "END:\(name)", depth == 0 {
                result.append(current!)
                current = nil
                continue
            }
            if line.hasPrefix("BEGIN:") { depth += 1 }
            if line.hasPrefix("END:") { depth -= 1 }
            current!.append(line)
        }
        return result
    }

    var uids: [String] { events.compactMap { ICSFile.value(of: "UID", in: $0) } }

    /// The value of the first property called `name` (with or without parameters).
    static func value(of name: String, in lines: [String]) -> String? {
        properties(name, in: lines).first.map { $0.value }
    }

    static func properties(_ name: String, in lines: [String]) -> [(params: String, value: String)] {
        lines.compactMap { line in
            guard line.hasPrefix(name) else { return nil }
            let rest = line.dropFirst(name.count)
            guard let first = rest.first, first == ":" || first == ";" else { return nil }
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            return (String(rest[rest.startIndex..<colon]), String(rest[rest.index(after: colon)...]))
        }
    }

    /// Splits a TEXT list value on unescaped commas and undoes the escapes.
    static func textList(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaped = false
        for c in value {
            if escaped {
                current.append(c == "n" || c == "N" ? "\n" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "," {
                items.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        items.append(current)
        return items
    }
}

extension String {
    /// `UID` without a `-YYYYMMDD` suffix before the `@` (a date split off its series).
    var seriesUID: String {
        guard let at = firstIndex(of: "@") else { return self }
        let local = self[..<at]
        if local.count > 9 {
            let suffix = local.suffix(9)
            if suffix.first == "-", suffix.dropFirst().allSatisfy(\.isNumber) {
                return String(local.dropLast(9)) + String(self[at...])
            }
        }
        return self
    }

    /// The `YYYYMMDD` suffix of a split-off single date's UID, if any.
    var splitOffDate: String? {
        guard let at = firstIndex(of: "@") else { return nil }
        let local = self[..<at]
        guard local.count > 9 else { return nil }
        let suffix = local.suffix(9)
        guard suffix.first == "-", suffix.dropFirst().allSatisfy(\.isNumber) else { return nil }
        return String(suffix.dropFirst())
    }

    func matches(_ pattern: String) -> Bool {
        range(of: pattern, options: .regularExpression) != nil
    }

    var nonEmptyLines: [String] { split(separator: "\n").map(String.init).filter { !$0.isEmpty } }
}

/// Runs the tool with a time limit, for inputs that might make it hang.
enum TimedRunner {
    struct Outcome {
        let finished: Bool
        let status: Int32
        let stderr: String
    }

    static func run(_ arguments: [String], in directory: URL, seconds: TimeInterval) throws -> Outcome {
        let logs = directory.appendingPathComponent(".timed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out"), errURL = logs.appendingPathComponent("err")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }

        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SOURCE_DATE_EPOCH")
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let finished = !process.isRunning
        if !finished {
            process.terminate()
            process.waitUntilExit()
        }
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        return Outcome(finished: finished, status: finished ? process.terminationStatus : -1, stderr: stderr)
    }
}

/// A fixed pseudo-random generator (SplitMix64): shuffles and kill points are the same on every run,
/// so a failure can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
