import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// Timetable files as a broken proxy, a Windows editor or a hostile sender may
/// deliver them (issue 4): every one is read correctly or rejected with a
/// `TimetableError` naming the file (and the row and field where there is one),
/// quickly, without a crash. Encodings: docs/input.md.
final class HostileTimetableTests: XCTestCase {
    private static var sample: Data {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return try Data(contentsOf: root.appendingPathComponent("samples/WS2020_Informatik_1.json"))
        }
    }

    /// One row as JSON text, with `fields` replacing the defaults.
    private func row(_ fields: [String: String] = [:]) -> [String: String] {
        var row = ["id": "1", "label": "Analysis", "docent": "Prof. Dr. Beispiel", "type": "HF",
                   "style": "Vorlesung Fixzeit", "group": "", "starttime": "08:00", "endtime": "09:30",
                   "startdate": "01.03.2020", "enddate": "22.01.2021", "day": "Montag", "room": "FA007",
                   "splusname": "Analysis§1 $ 1", "comment": "", "sp": "-"]
        for (key, value) in fields { row[key] = value }
        return row
    }

    private func schedule(_ rows: [[String: String]]) -> Data {
        // Sorted keys and fixed formatting: the byte offsets in messages are stable.
        (try? JSONSerialization.data(withJSONObject: ["schedule": rows], options: [.sortedKeys])) ?? Data()
    }

    /// The error reading `data` throws; fails the test when reading succeeds.
    private func readError(_ data: Data, file name: String = "hostile.json",
                           file: StaticString = #filePath, line: UInt = #line) -> TimetableError? {
        do {
            let result = try TimetableReader.read(data: data, file: name)
            XCTFail("expected an error, read \(result.rows.count) rows", file: file, line: line)
            return nil
        } catch {
            XCTAssertTrue(error.description.hasPrefix("\(name): "), "the message must start with the file: \(error)",
                          file: file, line: line)
            XCTAssertFalse(error.description.contains("\n"), "the message must be one line: \(error)", file: file, line: line)
            return error
        }
    }

    // MARK: - Truncated and invalid JSON

    func test_every_truncation_of_a_sample_is_an_invalid_json_error_naming_the_file() throws {
        let data = try Self.sample
        XCTAssertEqual(readError(Data(), file: "cut.json")?.description, "cut.json: invalid JSON: the file is empty")
        for length in 1..<data.count {
            guard let error = readError(data.prefix(length), file: "cut.json") else { continue }
            guard case .invalidJSON(_, let reason) = error else {
                XCTFail("cut after \(length) bytes: \(error)")
                continue
            }
            if data[length - 1] >= 0xC0 || (data[length - 1] >= 0x80 && data[length] >= 0x80 && data[length] < 0xC0) {
                XCTAssertTrue(reason.contains("ends in the middle of a character"), "cut after \(length) bytes: \(error)")
                continue
            }
            // Every other cut says where the text ends, counted in characters, and that it looks cut off.
            let lines = String(decoding: data.prefix(length), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let end = "line \(lines.count), column \(lines.last!.unicodeScalars.count + 1)"
            XCTAssertTrue(reason.hasPrefix("the text ends at \(end), inside ") && reason.hasSuffix(": the file looks cut off"),
                          "cut after \(length) bytes, ending at \(end): \(error)")
        }
    }

    /// Where the parser gives no offset, the message still names the line and column.
    func test_json_errors_without_an_offset_from_the_parser_still_say_where() {
        let cases: [(text: String, reason: String)] = [
            ("{\"schedule\": [\n  {\"label\": \"Übung", "the text ends at line 2, column 19, inside a string: the file looks cut off"),
            ("{\"schedule\": [\n  {\"label\": \"x\"}", "the text ends at line 2, column 17, inside a list: the file looks cut off"),
            ("{\"schedule\": [\n  {\"label\": \"x\"}]", "the text ends at line 2, column 18, inside an object: the file looks cut off"),
            ("{\"schedule\": [{\"label\": \"a\\u00", "the text ends at line 1, column 31, inside a string: the file looks cut off"),
            ("{\"schedule\": [{\"label\": \"a\\ud83d\\u", "the text ends at line 1, column 35, inside a string: the file looks cut off"),
            ("{\"schedule\": [{\"label\": \"a\\ud83d x\"}]}", "syntax error at line 1, column 27: a \\u escape of half a UTF-16 surrogate pair"),
            ("{\"schedule\": [{\"label\": \"ö\\udc00\"}]}", "syntax error at line 1, column 27: a \\u escape of half a UTF-16 surrogate pair"),
            ("{\"version\": 1e999,\n \"schedule\": []}", "syntax error at line 1, column 13: the number 1e999 is too large"),
            (" \n\t ", "the file holds only white space"),
        ]
        for (text, reason) in cases {
            XCTAssertEqual(readError(Data(text.utf8), file: "a.json"), .invalidJSON(file: "a.json", reason: reason), text)
        }
        // An error the parser locates is reported there, even when the text is also cut off later.
        XCTAssertEqual(readError(Data("{\"schedule\": [\n  {\"id\" \"1\"}, {\"id\": \"2".utf8), file: "a.json"),
                       .invalidJSON(file: "a.json", reason: "syntax error at line 2, column 9"))
    }

    func test_invalid_json_and_wrong_shapes_are_clear_errors() {
        let cases: [(text: String, mentions: String)] = [
            (#"{"schedule": [{"id": "1"} {"id": "2"}]}"#, "invalid JSON"),
            (#"{"schedule": []} trailing"#, "invalid JSON"),
            (#"{"schedule": [NaN]}"#, "invalid JSON"),
            (#"{'schedule': []}"#, "invalid JSON"),
            ("<html><body>502 Bad Gateway</body></html>", "invalid JSON"),
            ("null", "expected a JSON object"),
            (#""schedule""#, "expected a JSON object"),
            (#"{"rows": []}"#, #"found keys "rows""#),
            (#"{"schedule": {"id": "1"}}"#, "must be a list"),
            (#"{"schedule": [[]]}"#, #"row 0, field "(row)""#),
            (#"{"schedule": [{"label": {"de": "Analysis"}}]}"#, #"row 0, field "label": expected text"#),
            (#"{"schedule": [{"day": "Montag", "starttime": 800, "endtime": "09:30"}]}"#, #"row 0, field "starttime""#),
            (#"{"schedule": [{"day": "Montag", "starttime": "08:00", "endtime": "09:30", "startdate": "29.02.2021"}]}"#,
             #"row 0, field "startdate""#),
        ]
        for (text, mentions) in cases {
            let error = readError(Data(text.utf8))
            XCTAssertTrue(error?.description.contains(mentions) ?? false, "\(text): \(String(describing: error))")
        }
    }

    func test_json_nested_far_too_deep_is_an_error_not_a_stack_overflow() {
        for opening in ["[", "{\"a\":"] {
            let error = readError(Data(String(repeating: opening, count: 100_000).utf8))
            XCTAssertTrue(error?.description.contains("invalid JSON") ?? false, String(describing: error))
        }
    }

    // MARK: - Encodings

    func test_utf16_with_a_byte_order_mark_reads_like_utf8() throws {
        let text = String(decoding: try Self.sample, as: UTF8.self)
            .replacingOccurrences(of: "Programmieren 1", with: "Prögrämmieren ÄÖÜß 😀")
        let expected = try TimetableReader.read(data: Data(text.utf8), file: "plan.json").rows
        for (encoding, bom) in [(String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])),
                                (.utf16BigEndian, [0xFE, 0xFF])] {
            let data = Data(bom) + (text.data(using: encoding) ?? Data())
            let rows = try TimetableReader.read(data: data, file: "plan.json").rows
            XCTAssertEqual(rows, expected, "\(encoding)")
            XCTAssertTrue(rows.contains { $0.label == "Prögrämmieren ÄÖÜß 😀" }, "\(encoding)")
        }
    }

    func test_utf16_without_a_byte_order_mark_is_recognised_by_its_zero_bytes() throws {
        let text = String(decoding: schedule([row(["label": "Übung Ökonomie 😀"])]), as: UTF8.self)
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let rows = try TimetableReader.read(data: text.data(using: encoding) ?? Data(), file: "plan.json").rows
            XCTAssertEqual(rows.map(\.label), ["Übung Ökonomie 😀"], "\(encoding)")
        }
    }

    func test_a_utf8_byte_order_mark_is_skipped() throws {
        let rows = try TimetableReader.read(data: Data([0xEF, 0xBB, 0xBF]) + schedule([row()]), file: "bom.json").rows
        XCTAssertEqual(rows.map(\.label), ["Analysis"])
    }

    func test_broken_utf16_names_the_file_and_the_byte() {
        // A lone high surrogate (D800) where "A" should be, then an odd byte count.
        var data = Data([0xFF, 0xFE]) + (String(decoding: schedule([row()]), as: UTF8.self).data(using: .utf16LittleEndian) ?? Data())
        let index = data.firstIndex(of: UInt8(ascii: "A")) ?? 2
        data[index] = 0x00
        data[index + 1] = 0xD8
        XCTAssertEqual(readError(data, file: "u16.json"), .invalidUTF16(file: "u16.json", byteOffset: index))
        XCTAssertTrue(readError(Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D]), file: "odd.json")?.description
            .contains("not valid UTF-16") ?? false)
    }

    func test_latin1_is_rejected_naming_the_file_and_the_first_bad_byte() throws {
        let text = String(decoding: schedule([row(["label": "Übung für Ärzte"])]), as: UTF8.self)
        let data = try XCTUnwrap(text.data(using: .isoLatin1))
        let offset = try XCTUnwrap(data.firstIndex(of: 0xDC))  // "Ü" in Latin-1
        let error = readError(data, file: "latin1.json")
        XCTAssertEqual(error, .notUTF8(file: "latin1.json", byteOffset: offset))
        XCTAssertTrue(error?.description.contains("not UTF-8") ?? false)
    }

    func test_utf32_is_rejected_as_not_utf8() throws {
        let text = String(decoding: schedule([row()]), as: UTF8.self)
        let data = Data([0xFF, 0xFE, 0x00, 0x00]) + (text.data(using: .utf32LittleEndian) ?? Data())
        XCTAssertEqual(readError(data, file: "u32.json"), .notUTF8(file: "u32.json", byteOffset: 0))
    }

    func test_mojibake_that_is_valid_utf8_is_kept_as_it_is() throws {
        // "Übung" encoded twice (UTF-8 read as Latin-1): valid UTF-8, so nothing can tell.
        let rows = try TimetableReader.read(data: schedule([row(["label": "Ãœbung"])]), file: "moji.json").rows
        XCTAssertEqual(rows.map(\.label), ["Ãœbung"])
    }

    // MARK: - Size

    /// 100,000 rows (a 20 MB file) are read whole, in linear time.
    func test_100k_rows_are_read_in_linear_time() throws {
        let row = #"{"id":"1","label":"Kurs","style":"Vorlesung Fixzeit","starttime":"08:00","endtime":"09:30","#
            + #""day":"Dienstag","room":"FA007","splusname":"K§x $ 1","comment":"14-tägig ab KW 42"}"#
        let last = row.replacingOccurrences(of: #""id":"1""#, with: #""id":"last""#).replacingOccurrences(of: "Dienstag", with: "Freitag")
        let text = #"{"version": 1, "schedule": ["# + Array(repeating: row, count: 99_999).joined(separator: ",") + "," + last + "]}"
        let start = Date()
        let result = try TimetableReader.read(data: Data(text.utf8), file: "big.json")
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.rows.count, 100_000)
        XCTAssertEqual(result.rows[99_999].id, "last")
        XCTAssertEqual(result.rows[99_999].weekday, 5)
        XCTAssertEqual(result.rows[99_998].weekday, 2)
        // About 3 s in a debug build; a generous bound that still catches quadratic work.
        XCTAssertLessThan(seconds, 60, "reading 100k rows took \(seconds) s")
    }

    /// 50 MB in one place: a huge unknown field beside the rows is read past.
    func test_a_50_MB_file_is_read_whole() throws {
        let rows = String(decoding: schedule([row(), row(["id": "2", "day": "Dienstag"])]), as: UTF8.self)
        let text = #"{"x-padding": ""# + String(repeating: "0123456789", count: 5_000_000) + #"", "# + rows.dropFirst()
        let data = Data(text.utf8)
        XCTAssertGreaterThan(data.count, 50_000_000)
        let result = try TimetableReader.read(data: data, file: "padded.json")
        XCTAssertEqual(result.rows.map(\.weekday), [1, 2])
    }

    // MARK: - Absurd values

    func test_impossible_times_name_the_row_and_the_field() {
        let cases: [(start: String, end: String, field: String)] = [
            ("00:00", "00:00", "endtime"),  // ends when it starts
            ("10:00", "08:00", "endtime"),  // ends before it starts
            ("23:30", "24:30", "endtime"),  // past midnight
            ("24:00", "24:30", "starttime"),
            ("08:00", "23:59:60", "endtime"),
            ("-1:00", "09:00", "starttime"),
            ("8:5", "09:00", "starttime"),
            ("08:00", "99999999999999999999:00", "endtime"),
        ]
        for (start, end, field) in cases {
            let error = readError(schedule([row(), row(["starttime": start, "endtime": end])]))
            guard case .invalidField(_, let index, let named, _, _)? = error else {
                XCTFail("\(start)-\(end): \(String(describing: error))")
                continue
            }
            XCTAssertEqual(index, 1, "\(start)-\(end)")
            XCTAssertEqual(named, field, "\(start)-\(end): \(String(describing: error))")
        }
    }

    func test_impossible_dates_name_the_row_and_the_field() {
        for (date, field) in [("31.12.10000", "startdate"), ("00.01.2020", "startdate"), ("2020-02-30", "startdate"),
                              ("01.13.2020", "startdate"), ("01.01.0000", "startdate")] {
            let error = readError(schedule([row(["startdate": date, "enddate": ""])]))
            guard case .invalidField(_, 0, let named, _, _)? = error else {
                XCTFail("\(date): \(String(describing: error))")
                continue
            }
            XCTAssertEqual(named, field, date)
        }
        let backwards = readError(schedule([row(["startdate": "02.03.2020", "enddate": "01.03.2020"])]))
        XCTAssertTrue(backwards?.description.contains(#"row 0, field "enddate""#) ?? false, String(describing: backwards))
    }

    func test_a_block_in_the_year_9999_or_the_year_1_is_planned_on_its_day() throws {
        let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
        for day in ["31.12.9999", "01.01.0001"] {
            let result = try TimetableReader.read(
                data: schedule([row(["style": "Blockveranstaltung", "day": "", "startdate": day, "enddate": day])]),
                file: "far.json")
            let plan = planner.plan(result.rows)
            XCTAssertEqual(plan.lectures.first?.dates.count, 1, day)
            // And it can be written: the time zone rules reach that far.
            let calendar = try CalendarExporter(profile: .hochschuleHof, calendarName: "far", timestamp: LocalDateTime(
                date: CalendarDate(year: 2020, month: 10, day: 1)!, time: LocalTime(hour: 0, minute: 0)!))
                .calendar(for: plan.lectures)
            XCTAssertEqual(calendar.components(named: "VEVENT").count, 1, day)
        }
    }

    func test_a_block_spanning_more_than_a_year_is_skipped_with_its_dates_named() throws {
        let result = try TimetableReader.read(data: schedule([
            row(["style": "Blockveranstaltung", "day": "", "startdate": "01.01.0001", "enddate": "31.12.9999"]),
            row(["style": "Blockveranstaltung", "day": "", "startdate": "15.05.2020", "enddate": "11.12.2020"]),
        ]), file: "span.json")
        XCTAssertEqual(result.rows.count, 1, "the seven-month block of the Hof data stays")
        XCTAssertEqual(result.skipped.map(\.source.index), [0])
        let message = result.skipped.first?.description ?? ""
        XCTAssertTrue(message.hasPrefix("span.json: row 0"), message)
        XCTAssertTrue(message.contains("01.01.0001") && message.contains("31.12.9999"), message)
    }
}
