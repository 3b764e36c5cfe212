import XCTest
@testable import ICalendar

/// The writer emits bytes directly and folds lines whose scalars are all below U+0300 byte by
/// byte; the result must be what folding each content line by `fold(_:)` (grapheme clusters) gives.
final class WriterBytesTests: XCTestCase {
    func test_serialized_bytes_equal_folding_each_content_line() {
        var generator = SplitMix(seed: 42)
        let pieces = ["a", "Z", " ", ",", ";", ":", "\\", "\"", "ü", "ß", "é", "e\u{301}", "😀", "👩‍💻", "\r\n", "\n", "\r", "\t",
                      "\u{7F}", "\u{1}", "Ā", "ʼ", "\u{2FF}", "\u{300}", "ख", "€", "\u{85}", "§§"]
        for round in 0..<300 {
            var event = ICalComponent("VEVENT")
            for p in 0..<6 {
                let length = Int(generator.next() % 120)
                let value = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                switch p % 3 {
                case 0: event.properties.append(.text("DESCRIPTION", value))
                case 1: event.properties.append(.raw("X-RAW-\(round)", value))
                default: event.properties.append(ICalProperty(name: "X-P", parameters: [ICalParameter("X-Q", value)], value: value))
                }
            }
            var expected = "BEGIN:VEVENT\r\n"
            for property in event.properties {
                expected += ICalendarWriter.fold(ICalendarWriter.contentLine(property)) + "\r\n"
            }
            expected += "END:VEVENT\r\n"
            XCTAssertEqual(ICalendarWriter.serializeBytes(event), Array(expected.utf8), "round \(round)")
            XCTAssertEqual(ICalendarWriter.serialize(event), expected)
        }
    }

    /// TEXT escaping works on bytes; it must escape as the scalar-by-scalar rules say.
    func test_text_escaping_equals_the_scalar_rules() {
        var generator = SplitMix(seed: 7)
        let pieces = ["a", " ", ",", ";", ":", "\\", "\"", "ü", "😀", "\r\n", "\n", "\r", "\t", "\u{7F}", "\u{1}", "\u{85}", "e\u{301}"]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            XCTAssertTrue(ICalProperty.escapeText(text).unicodeScalars.elementsEqual(referenceEscape(text).unicodeScalars), text.debugDescription)
        }
    }

    /// RFC 5545 3.3.11 as the writer has always applied it, scalar by scalar.
    private func referenceEscape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\r": out.append(contentsOf: #"\n"#.unicodeScalars)
            case "\n": if !previousWasCR { out.append(contentsOf: #"\n"#.unicodeScalars) }
            case "\\", ";", ",": out.append("\\"); out.append(scalar)
            case "\t": out.append(scalar)
            default: if scalar.value >= 0x20, scalar.value != 0x7F { out.append(scalar) }
            }
        }
        return String(out)
    }

    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
