import Foundation
import XCTest
import SemesterCal
@testable import Workflows

/// Large timetable files are mapped into memory (`InputFile.mapped`, `MappedFile`), and the pages
/// a reader has passed are given back: the bytes must stay the file's, also after that.
final class MappedFileTests: XCTestCase {
    private func file(bytes count: Int, in folder: URL, named name: String = "big.json") throws -> (URL, Data) {
        // A pattern of an odd length, so that no two pages hold the same bytes at the same places.
        let pattern = Data((0..<4_099).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) })
        var data = Data(capacity: count)
        while data.count < count { data.append(pattern.prefix(count - data.count)) }
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return (url, data)
    }

    func test_a_large_file_is_mapped_and_reads_the_same_after_its_pages_are_given_back() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let (url, expected) = try file(bytes: MappedFile.smallest + 12_345, in: folder)
        let mapped = try XCTUnwrap(try InputFile.mapped(url.path, what: "timetable file"))
        XCTAssertEqual(mapped.data, expected)
        // Whole pages only, anywhere: the file's bytes come back when read again.
        mapped.pages.release(1..<(expected.count / 2))
        mapped.pages.release(0..<expected.count)
        mapped.pages.release(expected.count - 10..<expected.count + 4_096)
        XCTAssertEqual(mapped.data, expected)
        XCTAssertEqual(mapped.data.last, expected.last)
    }

    func test_small_files_pipes_and_folders_are_read_not_mapped() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        let (small, _) = try file(bytes: MappedFile.smallest - 1, in: folder, named: "small.json")
        XCTAssertNil(try InputFile.mapped(small.path, what: "timetable file"))
        XCTAssertNil(try InputFile.mapped(folder.path, what: "timetable file"))
        XCTAssertNil(try InputFile.mapped(folder.appendingPathComponent("missing.json").path, what: "timetable file"))
        // A named pipe is not opened (that would wait for a writer): asked by its path only.
        let pipe = folder.appendingPathComponent("pipe")
        XCTAssertEqual(mkfifo(pipe.path, 0o600), 0)
        XCTAssertNil(try InputFile.mapped(pipe.path, what: "timetable file"))
    }

    /// A timetable read through `Planning.read` is the same whether mapped or read.
    func test_a_mapped_timetable_reads_as_a_read_one() throws {
        let folder = try WorkflowFixtures.temporaryFolder()
        // Rows in the service's shape, past the size from which files are mapped.
        let block = (0..<1_000).map { index in
            #"{"id": "\#(index)", "label": "Vorlesung \#(index % 97)", "docent": "Dozent \#(index % 13)", "#
                + #""day": "Montag", "starttime": "08:00", "endtime": "09:30", "startdate": "05.10.2020", "enddate": "22.01.2021", "#
                + #""room": "FA\#(index % 40)", "style": "Vorlesung", "comment": "14-tägig ab KW \#(40 + index % 9)", "splusname": "S§\#(index) $ 1"}"#
        }.joined(separator: ",")
        var data = Data(#"{"schedule": ["#.utf8)
        var blocks = 0
        while data.count < MappedFile.smallest {
            data.append(contentsOf: ((blocks == 0 ? "" : ",") + block).utf8)
            blocks += 1
        }
        data.append(contentsOf: "]}".utf8)
        let index = 1_000 * blocks
        let url = folder.appendingPathComponent("large.json")
        try data.write(to: url)
        let source = try XCTUnwrap(Planning.read([url.path]).first)
        XCTAssertNotNil(source.pages, "a file this large is mapped")
        let mapped = try TimetableReader.read(source)
        let read = try TimetableReader.read(data: Data(contentsOf: url), file: source.name)
        XCTAssertEqual(mapped.rows.count, index)
        XCTAssertEqual(mapped.rows, read.rows)
        XCTAssertEqual(mapped.skipped, read.skipped)
    }
}
