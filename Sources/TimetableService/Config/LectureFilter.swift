import Foundation
import SemesterCal

/// Picks lectures by what the timetable says about them. Every key given must match:
/// `label` as a case-insensitive substring, `id` exactly, `group` by the group's name
/// (the service writes "(Gruppe II)"; "Gruppe II", "Gr. II" and "II" select it too),
/// `kind` as one of `LectureKind`'s names (`lecture`, `exercise`, `lab`, …).
///
/// ```json
/// {"label": "Mathematik", "kind": "exercise", "group": "II"}
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
        if let group, Self.groupName(row.group) != Self.groupName(group) { return false }
        if let kind, row.kind != kind { return false }
        if let id, row.id != id { return false }
        return true
    }

    private static let keys = ["label", "group", "kind", "id"]

    /// A group's name without the service's decoration: "(Gruppe II)" → "ii", "Gr. B" → "b".
    static func groupName(_ text: String) -> String {
        var name = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " ()\t"))
        for prefix in ["gruppe", "group", "gr."] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        return name
    }

    /// The filter as it would be written in the config, for messages.
    public var description: String {
        var parts: [String] = []
        if let label { parts.append("\"label\": \"\(label)\"") }
        if let group { parts.append("\"group\": \"\(group)\"") }
        if let kind { parts.append("\"kind\": \"\(kind.rawValue)\"") }
        if let id { parts.append("\"id\": \"\(id)\"") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

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

    /// The filters that match none of `rows`, named as in the config (`lectures.include[1] {…}`):
    /// most likely a typo, which would otherwise silently keep or drop lectures.
    public func filtersMatchingNothing(in rows: [LectureRow]) -> [String] {
        func unused(_ filters: [LectureFilter], _ list: String) -> [String] {
            filters.enumerated().compactMap { index, filter in
                rows.contains(where: filter.matches) ? nil : "lectures.\(list)[\(index)] \(filter.description)"
            }
        }
        return unused(include, "include") + unused(exclude, "exclude")
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.configObject(allowed: ["include", "exclude"])
        include = try container.optional([LectureFilter].self, "include") ?? []
        exclude = try container.optional([LectureFilter].self, "exclude") ?? []
    }
}

