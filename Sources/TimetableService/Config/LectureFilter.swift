import Foundation
import SemesterCal

/// Picks lectures by what the timetable says about them. Every key given must match:
/// `label` as a case-insensitive substring, `group` and `id` exactly (group ignoring case),
/// `kind` as one of `LectureKind`'s names (`lecture`, `exercise`, `lab`, …).
///
/// ```json
/// {"label": "Mathematik", "kind": "exercise", "group": "B"}
/// ```
public struct LectureFilter: Hashable, Sendable, Decodable {
    public let label: String?
    public let group: String?
    public let kind: LectureKind?
    public let id: String?

    public init(label: String? = nil, group: String? = nil, kind: LectureKind? = nil, id: String? = nil) {
        self.label = label
        self.group = group
        self.kind = kind
        self.id = id
    }

    public func matches(_ row: LectureRow) -> Bool {
        if let label, !row.label.lowercased().contains(label.lowercased()) { return false }
        if let group, row.group.trimmingCharacters(in: .whitespaces).lowercased() != group.lowercased() { return false }
        if let kind, row.kind != kind { return false }
        if let id, row.id != id { return false }
        return true
    }

    private static let keys = ["label", "group", "kind", "id"]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.configObject(allowed: Self.keys)
        label = try container.optional(String.self, "label")
        group = try container.optional(String.self, "group")
        if let text = try container.optional(String.self, "kind") {
            guard let kind = LectureKind(rawValue: text) else {
                throw container.fail("kind", "unknown kind \"\(text)\" (expected one of: \(LectureKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self.kind = kind
        } else {
            kind = nil
        }
        // Ids are numbers or text in the service's data; either is accepted here.
        if let number = try? container.optional(Int.self, "id") { id = String(number) } else { id = try container.optional(String.self, "id") }
        if label == nil, group == nil, kind == nil, id == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a filter needs at least one of: \(Self.keys.joined(separator: ", ")) (an empty filter would match every lecture)"))
        }
        if label?.isEmpty == true { throw container.fail("label", "must not be empty") }
    }
}

/// Which lectures of the fetched timetables go into the calendars: those matching any
/// `include` filter (all, when there is none) and no `exclude` filter.
public struct LectureSelection: Hashable, Sendable, Decodable {
    public let include: [LectureFilter]
    public let exclude: [LectureFilter]

    public init(include: [LectureFilter] = [], exclude: [LectureFilter] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// True when every lecture is kept.
    public var keepsEverything: Bool { include.isEmpty && exclude.isEmpty }

    public func keeps(_ row: LectureRow) -> Bool {
        (include.isEmpty || include.contains { $0.matches(row) }) && !exclude.contains { $0.matches(row) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.configObject(allowed: ["include", "exclude"])
        include = try container.optional([LectureFilter].self, "include") ?? []
        exclude = try container.optional([LectureFilter].self, "exclude") ?? []
    }
}

