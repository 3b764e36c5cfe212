import XCTest
@testable import SemesterCal

/// The reader shares the texts a timetable repeats (`TextPool`): what it gives must be the text of
/// the bytes, always, and a repeat must share the storage of the first.
final class TextPoolTests: XCTestCase {
    private func text(_ pool: TextPool, _ string: String) -> String {
        Array(string.utf8).withUnsafeBufferPointer { pool.text($0) }
    }

    private func sharesStorage(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.baseAddress == y.baseAddress } }
    }

    func test_a_repeated_text_is_the_same_text_in_the_same_storage() {
        let pool = TextPool()
        for value in ["Grundlagen der Informatik 24", "Übungen in Präsenz – Gruppe B", "Vorlesung Fixzeit", "FA007", ""] {
            let first = text(pool, value)
            let again = text(pool, value)
            XCTAssertEqual(first, value)
            XCTAssertEqual(again, value)
            if value.utf8.count > 15 { XCTAssertTrue(sharesStorage(first, again), value) }
        }
        XCTAssertEqual(pool.count, 3, "texts of up to 15 bytes are not pooled")
    }

    func test_texts_that_differ_are_told_apart_as_the_pool_grows_and_when_it_is_full() {
        let pool = TextPool(initialSlots: 4, maximumSlots: 64)
        // Same length, same start: only the bytes tell them apart.
        let values = (0..<300).map { "Lecture title number \(String($0).leftPadded(to: 4))" }
        let first = values.map { text(pool, $0) }
        XCTAssertEqual(first, values)
        XCTAssertEqual(pool.count, 48, "the pool stops at three quarters of its largest size")
        let again = values.map { text(pool, $0) }
        XCTAssertEqual(again, values)
        // The pooled ones are shared; the rest are made anew, still right.
        XCTAssertEqual(zip(first, again).filter { sharesStorage($0, $1) }.count, 48)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
