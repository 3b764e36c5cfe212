import Foundation
import XCTest
@testable import SemesterCal

/// The fast JSON reader must read every document it accepts exactly as JSONSerialization
/// does, and give up (nil) on everything else, so the reader's values and errors never change.
final class TimetableJSONTests: XCTestCase {
    /// All rows `TimetableJSON` hands over, or nil when it leaves the text to JSONSerialization.
    private func fastRows(_ data: Data) -> [[String: String]]? {
        var rows: [[String: String]] = []
        return TimetableJSON.forEachRow(data) { index, row in
            XCTAssertEqual(index, rows.count)
            rows.append(Dictionary(uniqueKeysWithValues: RowField.allCases.map { ($0.rawValue, row[$0]) }))
        } ? rows : nil
    }

    /// The rows the reader takes from JSONSerialization's result, each field `RowParser` reads as
    /// the text `RowParser.text` makes of it ("" when the row does not have it).
    private func rows(_ json: Any) -> [[String: String]]? {
        let list: Any?
        if let object = json as? [String: Any] { list = object["schedule"] ?? object["myschedule"] } else { list = json }
        guard let rows = list as? [Any] else { return nil }
        return rows.map { row in
            let fields = row as! [String: Any]
            return Dictionary(uniqueKeysWithValues: RowField.allCases.map { field -> (String, String) in
                switch fields[field.rawValue] {
                case nil, is NSNull: (field.rawValue, "")
                case let s as String: (field.rawValue, s)
                case let n as NSNumber: (field.rawValue, n.stringValue)
                default: (field.rawValue, "<other>")
                }
            })
        }
    }

    private func assertSameAsFoundation(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let data = Data(text.utf8)
        guard let fast = fastRows(data) else { return XCTFail("not read: \(text)", file: file, line: line) }
        let reference = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        XCTAssertNotNil(reference, "JSONSerialization rejects what the fast reader accepts: \(text)", file: file, line: line)
        if let reference {
            XCTAssertEqual(fast, rows(reference), text, file: file, line: line)
        }
    }

    func test_the_service_shapes_read_as_JSONSerialization_reads_them() {
        assertSameAsFoundation(#"{"schedule": [{"id": "1", "label": "Mathe", "comment": null}]}"#)
        assertSameAsFoundation(#"{"version": 3.1, "myschedule": [{"id": 3616066, "day": "Montag"}, {}]}"#)
        assertSameAsFoundation(#"{"schedule": [{"id": "s"}], "myschedule": [{"id": "m"}, true]}"#)
        assertSameAsFoundation(#"[{"id": "1"}, {"id": -42, "room": ""}]"#)
        assertSameAsFoundation(#"  {"schedule":[] , "extra": {"a": [1, 2.5, true, false, null, "x"]}}  "#)
        assertSameAsFoundation(#"{"schedule": [{"label": "Übungen \"A\" \\ \/ \b\f\n\r\t \u00fc \u20AC \ud83d\ude00"}]}"#)
        assertSameAsFoundation("{\"schedule\": [{\"comment\": \"- 14-tägig – ab KW 42 😀\"}]}\r\n")
        assertSameAsFoundation(#"{"schedule": [{"id": 0, "sp": 123456789012345}], "schedule2": "x"}"#)
        // A field's name written with escapes is still that field; other keys are read and dropped.
        assertSameAsFoundation(#"{"schedule": [{"\u0069d": "7", "r\u006fom": "B 103", "ids": "x", "Label": "y"}]}"#)
    }

    /// Everything the fast reader does not read exactly like JSONSerialization, or that is not
    /// JSON at all, is left to JSONSerialization (and its error messages).
    func test_anything_else_is_left_to_JSONSerialization() {
        let declined = [
            "", " ", "null", "42", #""text""#, "{}", "[1]", #"{"version": 3}"#, #"{"schedule": {}}"#,
            #"{"schedule": [[]]}"#, #"{"schedule": [{"id": true}]}"#, #"{"schedule": [{"id": 1.5}]}"#,
            #"{"schedule": [{"id": 1e3}]}"#, #"{"schedule": [{"id": -0}]}"#, #"{"schedule": [{"id": 01}]}"#,
            #"{"schedule": [{"id": 1234567890123456}]}"#, #"{"schedule": [{"a": {"b": 1}}]}"#,
            #"{"schedule": [{"a": "1", "a": "2"}]}"#, #"{"schedule": [{"id": "1", "id": "2"}]}"#,
            #"{"schedule": [{"\u0069d": "1", "id": "2"}]}"#, #"{"schedule": [{"room": "1", "a": "2", "room": null}]}"#, #"{"schedule": [], "schedule": []}"#,
            #"{"schedule": [{"a": "\u0000"}]}"#, #"{"schedule": [{"a": "\ud800"}]}"#, #"{"schedule": [{"a": "\udc00x"}]}"#,
            #"{"schedule": [{"a": "\x"}]}"#, "{\"schedule\": [{\"a\": \"tab\there\"}]}", #"{"schedule": [{"a": "1"},]}"#,
            #"{"schedule": [{"a": "1"}] x"#, #"{"schedule": [{"a": "1"}]"#, #"{'schedule': []}"#, #"{"version": 1e400, "schedule": []}"#,
            #"{"schedule": [{"a": nul}]}"#, #"{"schedule": [{"a": "unterminated}]}"#,
            // "schedule" wins over "myschedule", but here the rows of "myschedule" came first.
            #"{"myschedule": [{"id": "m"}], "schedule": [{"id": "s"}]}"#,
        ]
        for text in declined {
            XCTAssertNil(fastRows(Data(text.utf8)), text)
        }
    }

    func test_every_corpus_file_reads_as_JSONSerialization_reads_it() throws {
        let dir = try SharedCorpus.requireCorpus().appendingPathComponent("hof-2020")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(files.isEmpty)
        for name in files {
            let data = try Data(contentsOf: dir.appendingPathComponent(name))
            let fast = try XCTUnwrap(fastRows(data), name)
            XCTAssertEqual(fast, rows(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])), name)
        }
    }

    /// Rows are checked as they are read, but a syntax error further on is still the error
    /// reported, as when the whole text was parsed first.
    func test_a_syntax_error_after_an_invalid_row_is_the_error_reported() {
        let badRow = #"{"id": "1", "day": "Montag", "starttime": "25:00", "endtime": "26:00"}"#
        let good = #"{"id": "2", "day": "Montag", "starttime": "08:00", "endtime": "09:30"}"#
        XCTAssertThrowsError(try TimetableReader.read(data: Data(#"{"schedule": [\#(badRow), \#(good)]}"#.utf8), file: "a.json")) { error in
            guard case .invalidField(_, let row, let field, _, _)? = error as? TimetableError else { return XCTFail("\(error)") }
            XCTAssertEqual(row, 0)
            XCTAssertEqual(field, "starttime")
        }
        XCTAssertThrowsError(try TimetableReader.read(data: Data(#"{"schedule": [\#(badRow), \#(good)] x"#.utf8), file: "a.json")) { error in
            guard case .invalidJSON? = error as? TimetableError else { return XCTFail("\(error)") }
        }
    }

    /// The reader's result does not depend on which of the two paths read the file.
    func test_the_reader_gives_the_same_rows_on_both_paths() throws {
        let text = #"{"schedule": [{"id": 7, "label": "Mathe", "day": "Montag", "starttime": "08:00", "endtime": "09:30", "style": "Vorlesung Fixzeit", "comment": "14-tägig ab KW 42", "splusname": "M§a%1 $ 2", "room": null}]}"#
        let fast = try TimetableReader.read(data: Data(text.utf8), file: "a.json")
        // A number with an exponent anywhere sends the file to JSONSerialization.
        let other = Data(text.replacingOccurrences(of: "{\"schedule\"", with: "{\"version\": 3e1, \"schedule\"").utf8)
        let slow = try TimetableReader.read(data: other, file: "a.json")
        XCTAssertNotNil(fastRows(Data(text.utf8)))
        XCTAssertNil(fastRows(other))
        XCTAssertEqual(fast.rows, slow.rows)
        XCTAssertEqual(fast.rows.first?.id, "7")
        XCTAssertEqual(fast.rows.first?.room, "")
    }
}
