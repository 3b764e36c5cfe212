import SemesterCal

/// One download: the request and the file name it is saved under.
public struct FetchItem: Hashable, Sendable {
    public let request: ServiceRequest
    public let fileName: String

    public init(request: ServiceRequest, fileName: String) {
        self.request = request
        self.fileName = fileName
    }
}

/// What to download for a term: the schedule (and change feed) of each course and semester,
/// and optionally single lectures by id (`f=MySchedule`).
///
/// File names (`DownloadNames`) start with the term code, so `convert DIR/*.schedule.json
/// --changes DIR/*.changes.json` reads a whole download folder and `--output-dir` names the
/// calendars `WS2020_Inf_1.ics`.
public struct FetchSelection: Hashable, Sendable {
    public var term: Term
    public var courses: [CourseSemester]
    public var includeChanges: Bool
    public var lectureIDs: [String]

    public init(term: Term, courses: [CourseSemester], includeChanges: Bool = true, lectureIDs: [String] = []) {
        self.term = term
        self.courses = courses
        self.includeChanges = includeChanges
        self.lectureIDs = lectureIDs
    }

    /// The downloads, schedules first, each course and semester once, in the order given.
    /// Two courses whose names make the same file name get `-2`, `-3`, … in that order.
    public func items() throws(ServiceSetupError) -> [FetchItem] {
        var seen = Set<CourseSemester>()
        let unique = courses.filter { seen.insert($0).inserted }
        guard !unique.isEmpty || !lectureIDs.isEmpty else {
            throw .invalidSelection("nothing to fetch: name at least one course and semester (--course COURSE:SEMESTER)")
        }
        for id in lectureIDs where id.isEmpty || id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidSelection("a lecture id is empty or contains a control character")
        }
        var used = Set<String>()
        func claim(_ base: String) -> String {
            var chosen = base
            var n = 2
            while used.contains(chosen) {
                chosen = "\(base)-\(n)"
                n += 1
            }
            used.insert(chosen)
            return chosen
        }
        var stems: [CourseSemester: String] = [:]
        for entry in unique { stems[entry] = claim(DownloadNames.stem(term: term, entry)) }
        var items: [FetchItem] = []
        for entry in unique {
            items.append(FetchItem(request: .schedule(course: entry.course, semester: entry.semester, season: term.season),
                                   fileName: stems[entry]! + DownloadNames.scheduleSuffix))
        }
        if !lectureIDs.isEmpty {
            items.append(FetchItem(request: .mySchedule(ids: lectureIDs),
                                   fileName: claim(DownloadNames.myScheduleStem(term: term)) + DownloadNames.scheduleSuffix))
        }
        if includeChanges {
            for entry in unique {
                items.append(FetchItem(request: .changes(course: entry.course, semester: entry.semester, season: term.season),
                                       fileName: stems[entry]! + DownloadNames.changesSuffix))
            }
        }
        return items
    }
}

/// How downloads are named: `<TERM>_<course>_<semester>.schedule.json` and
/// `<TERM>_<course>_<semester>.changes.json` (made safe by `SafeFileName`: `BW dual`, 2,
/// WS2020 → `WS2020_BW_dual_2.…`), and `<TERM>_MySchedule.schedule.json` for lectures by id.
public enum DownloadNames {
    public static let scheduleSuffix = ".schedule.json"
    public static let changesSuffix = ".changes.json"

    /// `WS2020_Inf_1`.
    public static func stem(term: Term, _ entry: CourseSemester) -> String {
        SafeFileName.stem("\(term.code)_\(entry.course)_\(entry.semester)", fallback: term.code)
    }

    public static func schedule(term: Term, _ entry: CourseSemester) -> String { stem(term: term, entry) + scheduleSuffix }
    public static func changes(term: Term, _ entry: CourseSemester) -> String { stem(term: term, entry) + changesSuffix }
    public static func myScheduleStem(term: Term) -> String { "\(term.code)_MySchedule" }
}
