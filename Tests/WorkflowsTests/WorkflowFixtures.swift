import Foundation
import SemesterCal

enum WorkflowFixtures {
    /// The repository's samples/ folder.
    static let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")

    /// The three bundled winter timetables, in name order.
    static func samples() throws -> [TimetableSource] {
        try ["WS2020_Informatik_1.json", "WS2020_MeinStundenplan.json", "WS2020_Wirtschaftsinformatik_1.json"].map { name in
            TimetableSource(name: name, data: try Data(contentsOf: samplesFolder.appendingPathComponent(name)))
        }
    }

    static let winter2020 = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)

    /// A new empty folder, removed when the process ends.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("semestercal-workflows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
