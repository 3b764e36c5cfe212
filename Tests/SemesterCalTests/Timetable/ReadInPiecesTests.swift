import Foundation
import XCTest
@testable import SemesterCal

/// A large timetable's rows are read in pieces on all cores (`TimetableReader.readInPieces`). The
/// answer must be the one of reading them one after another: the same rows, skipped rows and
/// first error, and the same fallback to JSONSerialization where the fast reader gives up.
final class ReadInPiecesTests: XCTestCase {
    /// Enough rows for two pieces (`LecturePlanner.rowsPerPiece` each), with the strings that
    /// could mislead a reader that finds rows by their braces: braces, brackets, quotes and
    /// backslashes inside the text, and escapes.
    private func timetable(rows count: Int, replacing: [Int: String] = [:]) -> Data {
        let comments = [#"14-tägig ab KW 42"#, #"Gruppe {A} [1-3]"#, #"\"Projekt\" }{ ]["#, #"Pfad C:\\kurs\\"#,
                        #"\u00fcber \\\" } "#, "", #"KW 42 - 3, außer KW 43, 47, 53, 1"#]
        let days = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", ""]
        var rows: [String] = []
        for i in 0..<count {
            if let row = replacing[i] {
                rows.append(row)
                continue
            }
            rows.append(#"{"id": "\#(i)", "label": "Vorlesung \#(i % 97)", "docent": "Dozent \#(i % 13)", "day": "\#(days[i % days.count])", "#
                + #""starttime": "\#(8 + i % 9):00", "endtime": "\#(9 + i % 9):30", "startdate": "05.10.2020", "enddate": "22.01.2021", "#
                + #""room": "FA\#(i % 40)", "style": "Vorlesung", "comment": "\#(comments[i % comments.count])", "group": null, "sp": \#(i)}"#)
        }
        return Data((#"{"version": 3.1, "schedule": ["# + rows.joined(separator: ",\n") + "]}").utf8)
    }

    private let rowCount = 2 * LecturePlanner.rowsPerPiece + 17

    /// What reading came to, comparable.
    private enum Outcome: Equatable {
        case read(rows: [LectureRow], skipped: [SkippedRow])
        case failed(TimetableError)
    }

    private func read(_ data: Data, piecesFrom smallest: Int) -> Outcome {
        do throws(TimetableError) {
            let result = try TimetableReader.read(data: data, file: "big.json", readInPiecesFrom: smallest)
            return .read(rows: result.rows, skipped: result.skipped)
        } catch {
            return .failed(error)
        }
    }

    private func bothWays(_ data: Data) -> (pieces: Outcome, oneByOne: Outcome) {
        (read(data, piecesFrom: 0), read(data, piecesFrom: .max))
    }

    func test_the_rows_are_found_where_they_are_despite_braces_and_quotes_in_the_text() throws {
        let data = timetable(rows: rowCount)
        let spans = try XCTUnwrap(TimetableJSON.rowSpans(data))
        XCTAssertEqual(spans.count, rowCount)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for i in [0, 1, 3, 4, rowCount - 1] {
                XCTAssertEqual(TimetableJSON.row(in: bytes, at: spans[i], pool: TextPool())?[.id], "\(i)")
            }
        }
    }

    func test_pieces_give_the_same_rows_and_skipped_rows_as_one_by_one() {
        let (pieces, oneByOne) = bothWays(timetable(rows: rowCount))
        XCTAssertEqual(pieces, oneByOne)
        guard case .read(let rows, let skipped) = pieces else { return XCTFail("not read: \(pieces)") }
        XCTAssertEqual(rows.count + skipped.count, rowCount)
        XCTAssertFalse(skipped.isEmpty, "rows without a weekday are skipped, in order")
    }

    func test_the_first_row_error_in_the_rows_order_stops_the_file() {
        let bad = #"{"id": "bad", "day": "Montag", "starttime": "25:99", "endtime": "09:30"}"#
        let worse = #"{"id": "worse", "day": "Montag", "starttime": "08:00", "endtime": "7 Uhr"}"#
        let (pieces, oneByOne) = bothWays(timetable(rows: rowCount, replacing: [3_000: bad, 100: worse, rowCount - 1: bad]))
        XCTAssertEqual(pieces, oneByOne)
        guard case .failed(let error) = pieces else { return XCTFail("no error") }
        XCTAssertTrue(error.description.contains("row 100"), error.description)
    }

    /// A value the fast reader does not read (a boolean) sends the whole file to JSONSerialization,
    /// both ways, even after a row error; as does JSON that is broken inside a row.
    func test_where_the_fast_reader_gives_up_both_ways_give_the_same_answer() {
        let boolean = #"{"id": "b", "day": "Montag", "starttime": "08:00", "endtime": "09:30", "online": true}"#
        let bad = #"{"id": "bad", "day": "Montag", "starttime": "25:99", "endtime": "09:30"}"#
        for replacing in [[4_000: boolean], [10: bad, 4_000: boolean], [50: #"{"id": "x" "day": "Montag"}"#],
                          [60: #"{"id": "x", "comment": "unterminated}"#]] {
            let (pieces, oneByOne) = bothWays(timetable(rows: rowCount, replacing: replacing))
            XCTAssertEqual(pieces, oneByOne, "\(replacing.keys.sorted())")
        }
    }

    /// Records what a reader gives back (`TimetableSource.pages`), from all threads.
    private final class RecordedPages: ReleasablePages, @unchecked Sendable {
        // @unchecked: `ranges` is only touched under `lock`.
        private let lock = NSLock()
        private var ranges: [Range<Int>] = []
        func release(_ range: Range<Int>) { lock.withLock { ranges.append(range) } }
        var released: [Range<Int>] { lock.withLock { ranges } }
    }

    /// A reader of bytes mapped from a file gives back what it has read past: the UTF-8 check,
    /// the search for the rows and the reading of each piece, each from front to back, within the
    /// input and in steps of `releaseStep` or more. The rows are the same as without.
    func test_mapped_bytes_are_given_back_behind_the_reading_and_the_rows_are_the_same() throws {
        let data = timetable(rows: 5 * rowCount)
        XCTAssertGreaterThan(data.count, 4 * TimetableReader.releaseStep)
        let pages = RecordedPages()
        let result = try TimetableReader.read(TimetableSource(name: "big.json", data: data, pages: pages))
        XCTAssertEqual(read(data, piecesFrom: .max), .read(rows: result.rows, skipped: result.skipped))
        let released = pages.released
        XCTAssertFalse(released.isEmpty)
        for range in released {
            XCTAssertTrue(range.lowerBound >= 0 && range.upperBound <= data.count, "\(range)")
            XCTAssertGreaterThanOrEqual(range.count, TimetableReader.releaseStep, "\(range)")
        }
        // Three passes over the input (check, find, read): each covers most of it.
        let total = released.reduce(0) { $0 + $1.count }
        XCTAssertGreaterThan(total, 2 * data.count, "\(total) of \(data.count) bytes given back")
    }

    /// A decoded copy (UTF-16, or UTF-8 after a byte order mark) is not the mapped bytes: nothing
    /// of the mapping is given back for it, and the rows are read all the same.
    func test_nothing_is_given_back_of_a_decoded_copy() throws {
        let text = timetable(rows: 3 * rowCount)
        for data in [Data([0xEF, 0xBB, 0xBF]) + text, Data([0xFF, 0xFE]) + Data(String(decoding: text, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })] {
            let pages = RecordedPages()
            let result = try TimetableReader.read(TimetableSource(name: "big.json", data: data, pages: pages))
            XCTAssertEqual(result.rows.count + result.skipped.count, 3 * rowCount)
            XCTAssertEqual(pages.released, [])
        }
    }
}
