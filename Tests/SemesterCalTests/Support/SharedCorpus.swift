import Foundation
import XCTest
@testable import SemesterCal

/// Access to `../shared/corpus` beside the project. A fresh clone has no
/// `../shared`: tests that need it skip with a message saying so.
enum SharedCorpus {
    static var projectRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var corpusDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["SEMESTERCAL_SHARED"] {
            return URL(fileURLWithPath: override).appendingPathComponent("corpus")
        }
        return projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// The corpus directory, or an XCTSkip explaining that `../shared` is absent.
    static func requireCorpus() throws -> URL {
        let dir = corpusDirectory
        guard FileManager.default.fileExists(atPath: dir.appendingPathComponent("golden.json").path) else {
            throw XCTSkip("../shared/corpus is not present beside the project (\(dir.path)); corpus tests skipped. They run in CI and on developer machines with ../shared.")
        }
        return dir
    }

    static func rows(file: String) throws -> [LectureRow] {
        let url = try requireCorpus().appendingPathComponent("hof-2020").appendingPathComponent(file)
        return try TimetableReader.read(data: Data(contentsOf: url), file: file).rows
    }
}
