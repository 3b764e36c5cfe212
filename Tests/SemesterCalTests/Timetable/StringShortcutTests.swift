import Foundation
import XCTest
@testable import SemesterCal

/// The string shortcuts answer as the Foundation calls they stand in for.
final class StringShortcutTests: XCTestCase {
    private let samples = [
        "", " ", "\t", "  \t ", "Montag", " Montag ", "\tMontag\t", "Mathe§abc%1 ", " 08:00", "08:00\u{00A0}",
        "\u{00A0}08:00", "\u{3000}x\u{2003}", "x\u{202F}", "\u{2028}x", "x\n", "\nx", " \u{301}x ", "e\u{301} ",
        " é", "Übungen Fixzeit", "  Ü ", "\u{FEFF}x", " a b ", "😀 ", " 😀",
    ]

    func test_trimmingSpaces_trims_as_Foundation_trims_whitespaces() {
        for text in samples {
            XCTAssertEqual(text.trimmingSpaces(), text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            XCTAssertTrue(text.trimmingSpaces().utf8.elementsEqual(text.trimmingCharacters(in: .whitespaces).utf8))
            let sub = ("[" + text + "]").dropFirst().dropLast()
            XCTAssertEqual(sub.trimmingSpaces(), sub.trimmingCharacters(in: .whitespaces))
        }
    }

    func test_containsText_finds_what_Foundation_finds() {
        let texts = ["klausur", "mathe klausurtermin", "prüfungstermin", "pru\u{308}fungstermin", "präsentationstermin ws",
                     "Exam", "final exam", "kla usur", "", "😀 klausur", "klausur\u{301}", "e\u{301}xam", "xexam"]
        let needles = ["klausur", "prüfungstermin", "pruefungstermin", "präsentationstermin", "exam", "§§", "x"]
        for text in texts {
            for needle in needles {
                XCTAssertEqual(text.containsText(needle), text.contains(needle), "\(text) / \(needle)")
            }
        }
    }

    func test_the_service_styles_are_classified_as_before() {
        for style in ["Vorlesung Fixzeit", "Übungen Fixzeit", "Praktikum Fixzeit", "Tutorium Fixzeit", "Blockveranstaltung",
                      "Praktikumsblock", "Vorbereitungskurs", "", "Ubungen Fixzeit", "VORLESUNG", "U\u{308}bungen Fixzeit"] {
            // The slow path is what every style not listed takes; both must agree on the listed ones too.
            XCTAssertEqual(LectureKind(style: style), LectureKind(style: style + " "), style)
        }
        XCTAssertEqual(LectureKind(style: "U\u{308}bungen Fixzeit"), .exercise)
        XCTAssertEqual(LectureKind(style: "Praktikumsblock"), .labBlock)
        XCTAssertEqual(LectureKind(style: ""), .other)
    }
}
