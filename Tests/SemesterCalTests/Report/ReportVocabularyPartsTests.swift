import XCTest
@testable import SemesterCal

/// `ReportVocabulary.parts(of:)` cuts a location as `split(separator: ", ",
/// omittingEmptySubsequences: false)` does, which it replaces to keep `diff`'s start short.
final class ReportVocabularyPartsTests: XCTestCase {
    func testCutsLikeTheStandardLibrarysSplit() {
        let locations = [
            "", "FA007", "FA007, Hof", "FA007, Hauptgebäude, Hof", ", ", ", , ", "FA007, ", ", FA007",
            "FA007,Hof", "FA007 ,Hof", "FA007,, Hof", "A,  B", "Raum ,\u{301} B", "Café, Öko, ",
            "a, b, c, d, e", ",", " ", "x,\u{20}\u{308}y",
        ]
        for location in locations {
            XCTAssertEqual(ReportVocabulary.parts(of: location), location.split(separator: ", ", omittingEmptySubsequences: false),
                           "\(location.debugDescription)")
        }
    }
}
