import Foundation

/// Recorded or bundled answers of the Hof timetable service, served the way `client.php`
/// answers: `f=Courses&tt=…`, `f=Schedule&stg=…&sem=…&tt=…`, `f=Changes&…`, `f=MySchedule&id[]=…`.
/// Unknown courses get `{"schedule": []}` / `{"changes": []}` (how the real service answers them is not recorded).
public struct FakeHofService: Sendable {
    /// Schedules by `"WS|Inf|1"`.
    public var schedules: [String: Data] = [:]
    /// Change feeds by `"WS|Inf|1"`.
    public var changes: [String: Data] = [:]
    /// The `f=MySchedule` answer.
    public var mySchedule = Data(#"{"myschedule": []}"#.utf8)

    public init() {}

    public static func key(season: String, course: String, semester: String) -> String { "\(season)|\(course)|\(semester)" }

    /// The `f=Courses` answer, built from the schedules it has.
    public func coursesJSON(season: String) -> Data {
        var semesters: [String: [String]] = [:]
        for key in schedules.keys {
            let parts = key.components(separatedBy: "|")
            guard parts.count == 3, parts[0] == season else { continue }
            semesters[parts[1], default: []].append(parts[2])
        }
        let courses = semesters.keys.sorted().map { code -> [String: Any] in
            ["course": code, "labels": ["de": "Studiengang \(code)", "en": "Programme \(code)"], "semester": semesters[code]!.sorted()]
        }
        return try! JSONSerialization.data(withJSONObject: ["version": 3.1, "courses": courses], options: [.sortedKeys])
    }

    /// The answer to a request, or nil when it is not a service request.
    public func answer(_ request: LoopbackHTTPServer.Request) -> Data? {
        let season = request.parameter("tt") ?? ""
        let key = Self.key(season: season, course: request.parameter("stg") ?? "", semester: request.parameter("sem") ?? "")
        switch request.parameter("f") {
        case "Courses": return coursesJSON(season: season)
        case "Schedule": return schedules[key] ?? Data(#"{"schedule": []}"#.utf8)
        case "Changes": return changes[key] ?? Data(#"{"version": 3.1, "changes": []}"#.utf8)
        case "MySchedule": return mySchedule
        default: return nil
        }
    }

    /// The handler for `LoopbackHTTPServer`: JSON answers for service requests, 404 otherwise.
    public var handler: LoopbackHTTPServer.Handler {
        { request, _ in
            guard let data = answer(request) else { return .status(404, body: "not found") }
            return .json(data)
        }
    }

    /// The project's bundled samples: WS `Inf` 1 (with a change feed), WS `WI` 1, and the
    /// `MySchedule` sample.
    public static func bundledSamples(projectRoot: URL) throws -> FakeHofService {
        let samples = projectRoot.appendingPathComponent("samples")
        var service = FakeHofService()
        service.schedules[key(season: "WS", course: "Inf", semester: "1")] = try Data(contentsOf: samples.appendingPathComponent("WS2020_Informatik_1.json"))
        service.schedules[key(season: "WS", course: "WI", semester: "1")] = try Data(contentsOf: samples.appendingPathComponent("WS2020_Wirtschaftsinformatik_1.json"))
        service.changes[key(season: "WS", course: "Inf", semester: "1")] = try Data(contentsOf: samples.appendingPathComponent("changes/WS2020_Informatik_1.changes.json"))
        service.mySchedule = try Data(contentsOf: samples.appendingPathComponent("WS2020_MeinStundenplan.json"))
        return service
    }

    /// The recorded answers in `../shared/corpus/hof-2020` (`SS_<course>_<semester>.json`,
    /// `WS_<course>_<semester>.json`), with the change-feed fixtures of `Tests/Fixtures/changes`.
    public static func corpus(directory: URL, changeFixtures: URL?) throws -> FakeHofService {
        var service = FakeHofService()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
            let stem = String(name.dropLast(5))
            guard let first = stem.firstIndex(of: "_"), let last = stem.lastIndex(of: "_"), first < last else { continue }
            let season = String(stem[..<first])
            let course = String(stem[stem.index(after: first)..<last])
            let semester = String(stem[stem.index(after: last)...])
            service.schedules[key(season: season, course: course, semester: semester)] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        if let changeFixtures {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: changeFixtures.path)) ?? [] where name.hasSuffix(".changes.json") {
                let stem = String(name.dropLast(".changes.json".count))
                guard let first = stem.firstIndex(of: "_"), let last = stem.lastIndex(of: "_"), first < last else { continue }
                service.changes[key(season: String(stem[..<first]), course: String(stem[stem.index(after: first)..<last]),
                                    semester: String(stem[stem.index(after: last)...]))] = try Data(contentsOf: changeFixtures.appendingPathComponent(name))
            }
        }
        return service
    }
}
