import Foundation
import XCTest
@testable import SemesterCal

/// Rows read together hold their texts in one table (`RowTexts`), each distinct text once. A row
/// must give back exactly the text it was read with, and rows compare and hash by their texts,
/// whichever tables they are in.
final class RowTextsTests: XCTestCase {
    func test_a_text_is_held_once_and_told_apart_by_its_bytes() {
        let table = RowTexts(file: "t.json")
        let composed = "Übung Prüfung", decomposed = "U\u{308}bung Pru\u{308}fung"
        XCTAssertEqual(composed, decomposed)  // equal as Swift strings, not as bytes
        let a = table.place(of: composed), b = table.place(of: decomposed)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(table.place(of: composed), a)
        XCTAssertEqual(table.place(of: ""), 0)
        // Enough texts to grow the index several times: each keeps its place.
        let many = (0..<5_000).map { "Vorlesung \($0) mit einem langen Namen" }
        let places = many.map(table.place(of:))
        XCTAssertEqual(many.map(table.place(of:)), places)
        XCTAssertEqual(Set(places).count, many.count)
        table.finishAdding()
        XCTAssertTrue(table[a].utf8.elementsEqual(composed.utf8))
        XCTAssertTrue(table[b].utf8.elementsEqual(decomposed.utf8))
        XCTAssertEqual(places.map { table[$0] }, many)
    }

    func test_rows_read_together_share_their_texts_and_equal_rows_made_alone() throws {
        let rows = (0..<3).map { i in
            #"{"id": "\#(i)", "label": "Mathematik", "docent": "Lecturer 1", "day": "Montag", "starttime": "08:00", "endtime": "09:30", "#
                + #""room": "FA007", "style": "Vorlesung", "comment": "14-tägig ab KW 42", "splusname": "Mathe§\#(i) $ 1"}"#
        }
        let data = Data((#"{"schedule": ["# + rows.joined(separator: ",") + "]}").utf8)
        let read = try TimetableReader.read(data: data, file: "t.json").rows
        XCTAssertEqual(read.count, 3)
        let alone = read.map { row in
            LectureRow(source: row.source, id: row.id, label: row.label, docent: row.docent, type: row.type, style: row.style,
                       group: row.group, weekday: row.weekday, startTime: row.startTime, endTime: row.endTime,
                       startDate: row.startDate, endDate: row.endDate, room: row.room, splusName: row.splusName,
                       comment: row.comment, sp: row.sp)
        }
        XCTAssertEqual(read, alone)
        XCTAssertEqual(read.map(\.hashValue), alone.map(\.hashValue))
        XCTAssertEqual(Set(read + alone).count, 3)
        XCTAssertNotEqual(read[0], read[1])
        XCTAssertEqual(read.map(\.splusName), ["Mathe§0 $ 1", "Mathe§1 $ 1", "Mathe§2 $ 1"])
        XCTAssertEqual(read[2].source, RowSource(file: "t.json", index: 2))
    }

    /// Rows whose texts are equal as `String`s (another normalization) are equal rows, as before
    /// the texts went into tables; each still gives back its own spelling.
    func test_rows_equal_as_strings_are_equal_rows() {
        func row(_ label: String, index: Int = 0) -> LectureRow {
            Fixtures.row(label: label, index: index)
        }
        XCTAssertEqual(row("Übung"), row("U\u{308}bung"))
        XCTAssertEqual(row("Übung").hashValue, row("U\u{308}bung").hashValue)
        XCTAssertNotEqual(row("Übung"), row("Ubung"))
        XCTAssertNotEqual(row("Übung"), row("Übung", index: 1))
        XCTAssertTrue(row("U\u{308}bung").label.utf8.elementsEqual("U\u{308}bung".utf8))
    }
}
