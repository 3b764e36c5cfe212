import ICalendar
import XCTest

final class FoldingTests: XCTestCase {
    private func fold(_ line: String) -> [String] {
        ICalendarWriter.fold(line).components(separatedBy: "\r\n")
    }

    func test_line_of_exactly_75_octets_is_not_folded() {
        let line = String(repeating: "a", count: 75)
        XCTAssertEqual(fold(line), [line])
    }

    func test_line_of_76_octets_folds_after_75_with_one_character_continued() {
        let line = String(repeating: "a", count: 75) + "b"
        XCTAssertEqual(fold(line), [String(repeating: "a", count: 75), " b"])
    }

    func test_continuation_lines_hold_74_octets_after_the_leading_space() {
        let line = String(repeating: "x", count: 75 + 74 + 74 + 3)
        let lines = fold(line)
        XCTAssertEqual(lines.map(\.utf8.count), [75, 75, 75, 4])
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") && !$0.hasPrefix("  ") })
    }

    func test_fold_never_splits_a_utf8_character() {
        // A two-octet "ü" placed at every possible offset around the boundary.
        for prefixLength in 70...80 {
            let line = String(repeating: "a", count: prefixLength) + String(repeating: "ü", count: 60)
            let folded = ICalendarWriter.fold(line)
            for physical in physicalByteLines(folded) {
                XCTAssertLessThanOrEqual(physical.count, 75)
                // Each physical line must decode on its own: no sequence was cut.
                XCTAssertTrue(isValidUTF8(physical))
            }
            XCTAssertEqual(unfold(folded), line)
        }
    }

    func test_fold_keeps_four_octet_emoji_whole_at_every_offset() {
        for prefixLength in 68...78 {
            let line = String(repeating: "a", count: prefixLength) + String(repeating: "😀", count: 40)
            let folded = ICalendarWriter.fold(line)
            for physical in physicalByteLines(folded) {
                XCTAssertLessThanOrEqual(physical.count, 75)
                XCTAssertTrue(isValidUTF8(physical))
            }
            XCTAssertEqual(unfold(folded), line)
        }
    }

    func test_fold_keeps_grapheme_clusters_together() {
        let family = "👩‍👩‍👧‍👦"  // 25 octets, one Character
        let decomposed = "u\u{308}"  // ü as u + combining diaeresis
        for prefixLength in 50...76 {
            let line = String(repeating: "a", count: prefixLength) + family + decomposed + family
            let folded = ICalendarWriter.fold(line)
            for physical in folded.components(separatedBy: "\r\n") {
                XCTAssertLessThanOrEqual(physical.utf8.count, 75)
                let body = physical.hasPrefix(" ") ? String(physical.dropFirst()) : physical
                XCTAssertFalse(body.unicodeScalars.first == "\u{308}", "combining mark starts a line")
                XCTAssertFalse(body.unicodeScalars.first == "\u{200D}", "ZWJ starts a line")
            }
            XCTAssertEqual(unfold(folded), line)
        }
    }

    func test_oversized_grapheme_cluster_is_split_between_scalars_only() {
        let cluster = "e" + String(repeating: "\u{301}", count: 60)  // 121 octets, one Character
        let line = "SUMMARY:" + cluster
        let folded = ICalendarWriter.fold(line)
        for physical in physicalByteLines(folded) {
            XCTAssertLessThanOrEqual(physical.count, 75)
            XCTAssertTrue(isValidUTF8(physical))
        }
        XCTAssertEqual(unfold(folded), line)
    }

    func test_long_text_property_with_umlauts_and_emoji_serializes_within_limits() {
        let text = String(repeating: "Grundlagen der Übungsgrößen 🧪, Teil 2; Raum \\ A\n", count: 12)
        var event = ICalComponent(name: "VEVENT")
        event.append(.text("DESCRIPTION", text))
        let output = ICalendarWriter.serialize(event)
        assertWellFormed(output)
        let unfolded = physicalLines(unfold(output))
        XCTAssertEqual(unfolded, ["BEGIN:VEVENT", "DESCRIPTION:" + ICalProperty.text("DESCRIPTION", text).value, "END:VEVENT"])
    }

    func test_fold_before_a_space_keeps_the_space_after_unfolding() {
        let line = String(repeating: "a", count: 75) + " b"
        XCTAssertEqual(fold(line), [String(repeating: "a", count: 75), "  b"])
        XCTAssertEqual(unfold(ICalendarWriter.fold(line)), line)
    }
}
