import Foundation
import SemesterCal
import XCTest

/// `TimetableReader.invalidUTF8Offset` checks large inputs in pieces of about 64 KB; the answer
/// must be the same as for the text checked whole, wherever a character or a fault lies.
final class UTF8CheckTests: XCTestCase {
    /// "ä" (2 bytes), "€" (3 bytes), "𝄞" (4 bytes) and "x": groups of 10 bytes, repeated past
    /// several piece boundaries, so that pieces are cut next to every kind of character.
    private let multiByte = Data(String(repeating: "ä€𝄞x", count: 30_000).utf8)

    func test_valid_text_is_valid_whether_characters_straddle_the_pieces_or_not() {
        XCTAssertNil(TimetableReader.invalidUTF8Offset(multiByte))
        for shift in 0..<4 {
            let text = Data(String(repeating: "a", count: shift).utf8) + multiByte + Data("tail".utf8)
            XCTAssertNil(TimetableReader.invalidUTF8Offset(text), "shifted by \(shift)")
        }
        XCTAssertNil(TimetableReader.invalidUTF8Offset(Data()))
        XCTAssertNil(TimetableReader.invalidUTF8Offset(Data(repeating: UInt8(ascii: "x"), count: 200_000)))
    }

    /// From 1 MB on, the input is checked in parts on all cores: a fault or a character at or
    /// next to the parts' edges (the middle, for two cores) must be found as in one part.
    func test_large_inputs_checked_in_parts_give_the_same_answer() {
        let large = Data(String(repeating: "ä€𝄞x", count: 120_000).utf8)  // 1.2 MB
        for shift in 0..<10 {  // the middle falls inside each kind of character
            XCTAssertNil(TimetableReader.invalidUTF8Offset(Data(String(repeating: "a", count: 2 * shift).utf8) + large), "shifted by \(shift)")
        }
        // Without ASCII after the middle: the later parts are empty.
        XCTAssertNil(TimetableReader.invalidUTF8Offset(Data(repeating: UInt8(ascii: "x"), count: 600_000)
            + Data(String(repeating: "ä€𝄞", count: 70_000).utf8)))
        for at in [0, 599_990, 600_000, 600_010, 1_199_990] {
            var text = large
            text[at] = 0x80  // a continuation byte where a character starts (every 10th byte starts "ä")
            XCTAssertEqual(TimetableReader.invalidUTF8Offset(text), at, "fault at \(at)")
        }
        for at in [1, 599_991, 600_002, 1_199_998] {
            var text = large
            text[at] = UInt8(ascii: "y")  // cuts a character short
            XCTAssertNotNil(TimetableReader.invalidUTF8Offset(text), "fault at \(at)")
        }
    }

    func test_a_fault_is_found_at_its_offset_in_any_piece() {
        for offset in [0, 65_535, 65_536, 65_537, 131_000, 199_999] {
            var ascii = Data(repeating: UInt8(ascii: "x"), count: 200_000)
            ascii[offset] = 0xFF
            XCTAssertEqual(TimetableReader.invalidUTF8Offset(ascii), offset)
        }
        // A continuation byte where a character should start, deep inside multi-byte text.
        var text = multiByte
        let at = 100_000  // the start of a group
        text[at] = 0x80
        XCTAssertEqual(TimetableReader.invalidUTF8Offset(text), at)
        // An ASCII byte inside a character: the piece before it ends in the middle of "€".
        var broken = Data(repeating: UInt8(ascii: "x"), count: 70_000) + Data("€".utf8) + Data("y".utf8)
        broken[70_001] = UInt8(ascii: "z")
        XCTAssertEqual(TimetableReader.invalidUTF8Offset(broken), 70_000)
    }

    func test_a_text_cut_inside_its_last_character_is_invalid_at_that_character() {
        let cut = Data(repeating: UInt8(ascii: "x"), count: 65_535) + Data("𝄞".utf8).prefix(3)
        XCTAssertEqual(TimetableReader.invalidUTF8Offset(cut), 65_535)
    }
}
