import Foundation
import SemesterCal

/// One request to the Hof timetable service's `client.php`.
///
/// | request | query |
/// | --- | --- |
/// | `.courses` | `f=Courses&tt=SS` — the study programmes and their semesters |
/// | `.schedule` | `f=Schedule&stg=Inf&sem=1&tt=WS` — one programme's semester (`{"schedule": [...]}`) |
/// | `.changes` | `f=Changes&stg=Inf&sem=1&tt=WS` — its change feed (`{"changes": [...]}`) |
/// | `.mySchedule` | `f=MySchedule&id[]=1332256&id[]=…` — single lectures by id (`{"myschedule": [...]}`) |
///
/// `tt` names only the season: the service serves the current summer or winter timetable.
public enum ServiceRequest: Hashable, Sendable, CustomStringConvertible {
    case courses(season: TermSeason)
    case schedule(course: String, semester: String, season: TermSeason)
    case changes(course: String, semester: String, season: TermSeason)
    case mySchedule(ids: [String])

    /// What the answer must be.
    public var kind: ResponseKind {
        switch self {
        case .courses: return .courses
        case .schedule, .mySchedule: return .schedule
        case .changes: return .changes
        }
    }

    /// The query parameters, in the order they are sent.
    public var parameters: [(name: String, value: String)] {
        switch self {
        case .courses(let season):
            return [("f", "Courses"), ("tt", Self.code(season))]
        case .schedule(let course, let semester, let season):
            return [("f", "Schedule"), ("stg", course), ("sem", semester), ("tt", Self.code(season))]
        case .changes(let course, let semester, let season):
            return [("f", "Changes"), ("stg", course), ("sem", semester), ("tt", Self.code(season))]
        case .mySchedule(let ids):
            return [("f", "MySchedule")] + ids.map { ("id[]", $0) }
        }
    }

    /// The query string, every name and value percent-encoded (`id[]` is sent as `id%5B%5D`,
    /// which PHP reads as the same list).
    public var query: String {
        parameters.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&")
    }

    /// The full address on `base`.
    public func url(on base: ServiceBaseURL) -> URL { base.url(query: query) }

    /// `Schedule Inf 1 WS`, for progress lines.
    public var description: String {
        switch self {
        case .courses(let season): return "courses \(Self.code(season))"
        case .schedule(let course, let semester, let season): return "schedule \(course) \(semester) \(Self.code(season))"
        case .changes(let course, let semester, let season): return "changes \(course) \(semester) \(Self.code(season))"
        case .mySchedule(let ids): return "myschedule \(ids.joined(separator: ","))"
        }
    }

    static func code(_ season: TermSeason) -> String { season == .summer ? "SS" : "WS" }

    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}

/// The three shapes of answer the service gives.
public enum ResponseKind: String, Hashable, Sendable, CaseIterable {
    /// `{"courses": [{"course", "labels", "semester"}]}`
    case courses
    /// `{"schedule": [...]}` or `{"myschedule": [...]}`, read by `TimetableReader`.
    case schedule
    /// `{"changes": [...]}`, read by `ChangeFeedReader`.
    case changes
}
