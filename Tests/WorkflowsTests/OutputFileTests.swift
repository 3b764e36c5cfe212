import Foundation
import Workflows
import XCTest

/// Where `OutputFile` keeps its temporaries while a batch is written.
final class OutputFileTests: XCTestCase {
    func test_temporaries_can_stay_out_of_the_published_folder_until_the_rename() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let published = folder.appendingPathComponent("public")
        let temporaries = folder.appendingPathComponent("state/tmp")
        try FileManager.default.createDirectory(at: published, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: temporaries, withIntermediateDirectories: true)
        XCTAssertTrue(OutputFile.sharesFileSystem(temporaries, with: published))
        XCTAssertFalse(OutputFile.sharesFileSystem(folder.appendingPathComponent("missing"), with: published))

        let batch = OutputFile.Batch(temporaryDirectory: temporaries)
        try batch.add([Array("BEGIN:VCALENDAR\r\n".utf8)], to: published.appendingPathComponent("a.ics").path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: published.path), [], "nothing shows before the rename")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporaries.path).count, 1)
        try batch.commit()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: published.path), ["a.ics"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporaries.path), [])
        XCTAssertEqual(try String(contentsOf: published.appendingPathComponent("a.ics"), encoding: .utf8), "BEGIN:VCALENDAR\r\n")
    }

    func test_a_temporary_left_by_a_killed_run_is_removed_from_the_private_folder_by_the_next_write() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let temporaries = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporaries, withIntermediateDirectories: true)
        // PID 2^22 + 1 is above Linux's pid_max limit: no such process.
        let stale = temporaries.appendingPathComponent(".a.ics.4194305.tmp")
        try Data("half".utf8).write(to: stale)
        try OutputFile.write(Data("whole".utf8), to: folder.appendingPathComponent("a.ics").path, temporaryDirectory: temporaries)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
    }
}
