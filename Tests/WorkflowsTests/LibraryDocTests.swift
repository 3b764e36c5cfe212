import Foundation
import XCTest

/// docs/library.md shows Examples/LibraryExample/main.swift, which the package compiles: the two
/// must stay the same text, so the documented example always builds.
final class LibraryDocTests: XCTestCase {
    func test_docs_library_md_shows_the_compiled_example() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let code = try String(contentsOf: root.appendingPathComponent("Examples/LibraryExample/main.swift"), encoding: .utf8)
        XCTAssertTrue(doc.contains("```swift\n" + code + "```"), "copy Examples/LibraryExample/main.swift into docs/library.md")
    }
}
