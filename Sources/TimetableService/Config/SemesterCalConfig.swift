import Foundation
import ICalendar
import SemesterCal

/// `semestercal.json`: what to fetch and how to publish it, so that a run needs no options.
/// Format and meaning of every key: docs/config.md.
///
/// Relative paths (`profile`, `outputDirectory`, `stateDirectory`) are resolved against the folder the file is in.
/// Unknown keys and wrong types are errors naming the file and the key (`ConfigError`).
public struct SemesterCalConfig: Equatable, Sendable {
    /// The usual file name.
    public static let defaultFileName = "semestercal.json"

    /// Where the configuration was read from (for messages).
    public var file: String
    public var term: TermChoice?
    /// An institution profile file (absolute path), or nil for the built-in Hochschule Hof rules.
    public var profile: String?
    public var baseURL: ServiceBaseURL?
    /// The user name for HTTP basic auth (the password is never in this file).
    public var user: String?
    public var courses: [CourseSemester]
    /// Lectures by id (`f=MySchedule`).
    public var lectureIDs: [String]
    public var lectures: LectureSelection
    /// Where the calendars and index.html go, the published folder (absolute path).
    public var outputDirectory: String?
    /// Where `sync` keeps what is not for the public: downloads, undelivered reports, temporary
    /// files (absolute path); nil: `.semestercal` beside the configuration file.
    public var stateDirectory: String?
    /// Minutes before each lecture for reminders (VALARM), in the order given.
    public var reminderMinutes: [Int]
    public var report: ReportRecipients?
    /// The public address of the output folder, for `webcal://` links in `index.html`.
    public var linkBaseURL: CalendarLinkBase?
    public var fetch: FetchSettings

    public init(file: String, term: TermChoice? = nil, profile: String? = nil, baseURL: ServiceBaseURL? = nil, user: String? = nil,
                courses: [CourseSemester] = [], lectureIDs: [String] = [], lectures: LectureSelection = LectureSelection(),
                outputDirectory: String? = nil, stateDirectory: String? = nil, reminderMinutes: [Int] = [], report: ReportRecipients? = nil,
                linkBaseURL: CalendarLinkBase? = nil, fetch: FetchSettings = FetchSettings()) {
        self.file = file
        self.term = term
        self.profile = profile
        self.baseURL = baseURL
        self.user = user
        self.courses = courses
        self.lectureIDs = lectureIDs
        self.lectures = lectures
        self.outputDirectory = outputDirectory
        self.stateDirectory = stateDirectory
        self.reminderMinutes = reminderMinutes
        self.report = report
        self.linkBaseURL = linkBaseURL
        self.fetch = fetch
    }

    /// Reads and checks a configuration file.
    public static func load(contentsOf path: String) throws(ConfigError) -> SemesterCalConfig {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isDirectory: ObjCBool = false
            let reason = !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? "no such file"
                : isDirectory.boolValue ? "it is a directory" : "no permission to read it"
            throw .unreadable(file: path, reason: reason)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(json: data, file: path, relativeTo: folder)
    }

    /// Parses configuration JSON; `file` names it in errors, `folder` anchors relative paths.
    public static func parse(json: Data, file: String, relativeTo folder: URL) throws(ConfigError) -> SemesterCalConfig {
        if let offset = TextChecks.invalidUTF8Offset(json) {
            throw .invalid(file: file, keyPath: "(top level)", reason: "not UTF-8 text (invalid byte sequence at byte \(offset))")
        }
        let decoded: ConfigDocument
        do {
            decoded = try JSONDecoder().decode(ConfigDocument.self, from: json)
        } catch let error as DecodingError {
            throw ConfigError(error, file: file, json: json)
        } catch {
            throw .invalid(file: file, keyPath: "(top level)", reason: String(describing: error))
        }
        func resolve(_ path: String?) -> String? {
            guard let path else { return nil }
            let expanded = (path as NSString).expandingTildeInPath
            return expanded.hasPrefix("/") ? expanded : folder.appendingPathComponent(expanded).standardizedFileURL.path
        }
        return SemesterCalConfig(
            file: file, term: decoded.term, profile: resolve(decoded.profile), baseURL: decoded.baseURL, user: decoded.user,
            courses: decoded.courses, lectureIDs: decoded.lectureIDs, lectures: decoded.lectures,
            outputDirectory: resolve(decoded.outputDirectory), stateDirectory: resolve(decoded.stateDirectory), reminderMinutes: decoded.reminderMinutes, report: decoded.report,
            linkBaseURL: decoded.linkBaseURL, fetch: decoded.fetch)
    }
}

/// `"term"`: a term name (`"WS2020"`, `"SoSe 2021"`) or `"current"`.
public enum TermChoice: Hashable, Sendable, CustomStringConvertible {
    case fixed(Term)
    /// The term current on the day of the run (`Term.current(on:profile:)`).
    case current

    public init?(parsing text: String) {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "current" {
            self = .current
        } else if let term = Term(parsing: text) {
            self = .fixed(term)
        } else {
            return nil
        }
    }

    /// The term, with `current` resolved for `today`.
    public func resolve(today: CalendarDate, profile: InstitutionProfile) -> Term {
        switch self {
        case .fixed(let term): return term
        case .current: return Term.current(on: today, profile: profile)
        }
    }

    public var description: String {
        switch self {
        case .fixed(let term): return term.code
        case .current: return "current"
        }
    }
}

/// `"fetch"`: how requests are made (each optional; the command line wins).
public struct FetchSettings: Hashable, Sendable {
    public var concurrency: Int?
    public var timeoutSeconds: Double?
    public var retries: Int?
    /// The largest answer accepted, in bytes (`"maxDownloadSize": "8M"`).
    public var maxDownloadBytes: Int?

    public init(concurrency: Int? = nil, timeoutSeconds: Double? = nil, retries: Int? = nil, maxDownloadBytes: Int? = nil) {
        self.concurrency = concurrency
        self.timeoutSeconds = timeoutSeconds
        self.retries = retries
        self.maxDownloadBytes = maxDownloadBytes
    }

    /// The ranges the command line accepts too.
    public static let concurrencyRange = 1...32
    public static let timeoutRange = 0.001...600.0
    public static let retriesRange = 0...10
}

/// `"report"`: who the change report is mailed from and to.
public struct ReportRecipients: Hashable, Sendable {
    public let from: String
    public let to: [String]
}

/// The JSON document, decoded and checked key by key.
private struct ConfigDocument: Decodable {
    static let keys = ["term", "profile", "baseURL", "user", "courses", "lectureIDs", "lectures", "outputDirectory",
                       "stateDirectory", "reminderMinutes", "report", "linkBaseURL", "fetch"]

    var term: TermChoice?
    var profile: String?
    var baseURL: ServiceBaseURL?
    var user: String?
    var courses: [CourseSemester] = []
    var lectureIDs: [String] = []
    var lectures = LectureSelection()
    var outputDirectory: String?
    var stateDirectory: String?
    var reminderMinutes: [Int] = []
    var report: ReportRecipients?
    var linkBaseURL: CalendarLinkBase?
    var fetch = FetchSettings()

    init(from decoder: any Decoder) throws {
        let c = try decoder.configObject(allowed: Self.keys)
        if let text = try c.optional(String.self, "term") {
            guard let choice = TermChoice(parsing: text) else {
                throw c.fail("term", "\"\(text)\" is not a term: use e.g. \"WS2020\" (winter 2020/21), \"SS2021\" or \"current\"")
            }
            term = choice
        }
        profile = try c.optional(String.self, "profile")
        if profile?.isEmpty == true { throw c.fail("profile", "must not be empty (leave the key out for the built-in Hochschule Hof rules)") }
        if let text = try c.optional(String.self, "baseURL") {
            do { baseURL = try ServiceBaseURL(parsing: text) } catch { throw c.fail("baseURL", error.description) }
        }
        user = try c.optional(String.self, "user")
        if user?.isEmpty == true { throw c.fail("user", "must not be empty") }
        if c.contains(AnyCodingKey("courses")) {
            var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("courses"))
            while !list.isAtEnd { courses += try list.decode(CourseEntry.self).entries }
        }
        if c.contains(AnyCodingKey("lectureIDs")) {
            var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("lectureIDs"))
            while !list.isAtEnd {
                if let number = try? list.decode(Int.self) { lectureIDs.append(String(number)) } else { lectureIDs.append(try list.decode(String.self)) }
            }
        }
        lectures = try c.optional(LectureSelection.self, "lectures") ?? LectureSelection()
        outputDirectory = try c.optional(String.self, "outputDirectory")
        if outputDirectory?.isEmpty == true { throw c.fail("outputDirectory", "must not be empty") }
        stateDirectory = try c.optional(String.self, "stateDirectory")
        if stateDirectory?.isEmpty == true { throw c.fail("stateDirectory", "must not be empty (leave the key out for .semestercal beside this file)") }
        if c.contains(AnyCodingKey("reminderMinutes")) {
            let minutes = try c.oneOrList(WholeNumber.self, "reminderMinutes").map(\.value)
            for value in minutes where !(0...40_320).contains(value) {
                throw c.fail("reminderMinutes", "\(value) is not between 0 and 40320 minutes (4 weeks) before a lecture")
            }
            reminderMinutes = minutes
        }
        report = try c.optional(ReportEntry.self, "report")?.recipients
        if let text = try c.optional(String.self, "linkBaseURL") {
            do { linkBaseURL = try CalendarLinkBase(parsing: text) } catch { throw c.fail("linkBaseURL", error.description) }
        }
        fetch = try c.optional(FetchEntry.self, "fetch")?.settings ?? FetchSettings()
    }
}

/// One entry of `"courses"`: `"Inf:1"`, `"Inf:1,3"`, or `{"course": "Inf", "semesters": ["1", 3]}`.
private struct CourseEntry: Decodable {
    let entries: [CourseSemester]

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            do { entries = try CourseSemester.parseList(text) } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
            }
            return
        }
        let c = try decoder.configObject(allowed: ["course", "semesters", "semester"])
        let course = try c.decode(String.self, forKey: AnyCodingKey("course"))
        var semesters: [String] = []
        if c.contains(AnyCodingKey("semester")) {
            if c.contains(AnyCodingKey("semesters")) { throw c.fail("semester", "give either \"semester\" or \"semesters\", not both") }
            semesters = [try Self.semester(c, "semester")]
        } else {
            var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("semesters"))
            while !list.isAtEnd {
                if let number = try? list.decode(Int.self) { semesters.append(String(number)) } else { semesters.append(try list.decode(String.self)) }
            }
            if semesters.isEmpty { throw c.fail("semesters", "name at least one semester, e.g. [\"1\"]") }
        }
        do {
            entries = try semesters.map { semester throws(ServiceSetupError) in try CourseSemester(course: course, semester: semester) }
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    private static func semester(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: String) throws -> String {
        if let number = try? c.decode(Int.self, forKey: AnyCodingKey(key)) { return String(number) }
        return try c.decode(String.self, forKey: AnyCodingKey(key))
    }
}

private struct ReportEntry: Decodable {
    let recipients: ReportRecipients

    init(from decoder: any Decoder) throws {
        let c = try decoder.configObject(allowed: ["from", "to"])
        let from = try c.decode(String.self, forKey: AnyCodingKey("from"))
        let to = try c.oneOrList(String.self, "to")
        if to.isEmpty { throw c.fail("to", "name at least one recipient") }
        for (key, address) in [("from", from)] + to.map({ ("to", $0) }) {
            if address.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw c.fail(key, "the address contains a line break or control character")
            }
            if !address.contains("@") { throw c.fail(key, "\"\(address)\" is not a mail address (no \"@\")") }
        }
        recipients = ReportRecipients(from: from, to: to)
    }
}

private struct FetchEntry: Decodable {
    let settings: FetchSettings

    init(from decoder: any Decoder) throws {
        let c = try decoder.configObject(allowed: ["concurrency", "timeoutSeconds", "retries", "maxDownloadSize"])
        let concurrency = try c.optional(WholeNumber.self, "concurrency")?.value
        let timeout = try c.optional(Double.self, "timeoutSeconds")
        let retries = try c.optional(WholeNumber.self, "retries")?.value
        if let concurrency, !FetchSettings.concurrencyRange.contains(concurrency) {
            throw c.fail("concurrency", "\(concurrency) is not between 1 and 32")
        }
        if let timeout, !FetchSettings.timeoutRange.contains(timeout) || timeout <= 0 {
            throw c.fail("timeoutSeconds", "\(timeout) is not more than 0 and at most 600 seconds")
        }
        if let retries, !FetchSettings.retriesRange.contains(retries) {
            throw c.fail("retries", "\(retries) is not between 0 and 10")
        }
        var maxBytes: Int?
        if let size = try c.optional(String.self, "maxDownloadSize") {
            guard let bytes = ByteCount.parse(size) else {
                throw c.fail("maxDownloadSize", "“\(size)” is not a size such as \"8M\", \"500K\" or \"65536\"")
            }
            maxBytes = bytes
        }
        settings = FetchSettings(concurrency: concurrency, timeoutSeconds: timeout, retries: retries, maxDownloadBytes: maxBytes)
    }
}

private extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// A single value or a list of them, with errors pointing into the list.
    func oneOrList<T: Decodable>(_ type: T.Type, _ key: String) throws -> [T] {
        if var list = try? nestedUnkeyedContainer(forKey: AnyCodingKey(key)) {
            var values: [T] = []
            while !list.isAtEnd { values.append(try list.decode(T.self)) }
            return values
        }
        return [try decode(T.self, forKey: AnyCodingKey(key))]
    }
}

/// An integer that says so when it is given as 2.5 (Foundation's own error names no key).
private struct WholeNumber: Decodable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Double.self)
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a whole number, not \(number)")
        }
        value = Int(number)
    }
}
