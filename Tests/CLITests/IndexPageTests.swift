import Foundation
import XCTest

extension CLITestCase {
    /// The calendars in an output folder (without the `index.html` written beside them).
    func calendars(in directory: URL) -> [String] {
        contents(of: directory).filter { $0 != "index.html" }
    }
}

/// The `index.html` that `convert --output-dir` writes beside the calendars.
final class IndexPageTests: CLITestCase {
    func test_output_dir_gets_a_page_for_students_and_tells_the_operator_why_subscribe_links_are_missing() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths + ["--output-dir", "out"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = String(decoding: try Data(contentsOf: dir.appendingPathComponent("out/index.html")), as: UTF8.self)
        for name in Samples.names {
            let calendar = (name as NSString).deletingPathExtension + ".ics"
            XCTAssertTrue(html.contains("<a href=\"\(calendar)\" download>Herunterladen</a>"), html)
        }
        // Course names and terms, not file names; nothing addressed to the publisher.
        XCTAssertTrue(html.contains("<strong>Informatik, 1. Semester – WiSe 2020/21</strong>"), html)
        XCTAssertTrue(html.contains("<strong>Wirtschaftsinformatik, 1. Semester – WiSe 2020/21</strong>"), html)
        XCTAssertTrue(html.contains("<strong>MeinStundenplan – WiSe 2020/21</strong>"), html)
        XCTAssertFalse(html.contains("href=\"webcal:"))
        XCTAssertFalse(html.contains("webcal://) fehlen") || html.contains("Adresse"), html)
        XCTAssertTrue(result.stderr.contains("semestercal: index.html has download links only: --base-url-for-links https://… (the folder's public address) adds subscribe links"), result.stderr)

        // The same run again gives the same bytes.
        let again = try run(["convert", "--term", "WS2020"] + Samples.paths + ["--output-dir", "out2"], in: dir)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("out2/index.html")), Data(html.utf8))
    }

    func test_a_link_base_adds_webcal_and_https_links() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020", Samples.path("WS2020_Informatik_1.json"), "--output-dir", "out",
                              "--base-url-for-links", "https://example.org/hof/kalender"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = String(decoding: try Data(contentsOf: dir.appendingPathComponent("out/index.html")), as: UTF8.self)
        XCTAssertTrue(html.contains(#"<a href="webcal://example.org/hof/kalender/WS2020_Informatik_1.ics">Abonnieren</a>"#), html)
        XCTAssertTrue(html.contains("<code>https://example.org/hof/kalender/WS2020_Informatik_1.ics</code>"), html)
    }

    func test_a_bad_link_base_or_one_without_output_dir_is_refused_before_writing() throws {
        let dir = try makeTemporaryDirectory()
        let bad = try run(["convert", "--term", "WS2020", Samples.path("WS2020_Informatik_1.json"), "--output-dir", "out",
                           "--base-url-for-links", "webcal://example.org/"], in: dir)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--base-url-for-links"), bad.stderr)
        let alone = try run(["convert", "--term", "WS2020", Samples.path("WS2020_Informatik_1.json"),
                             "--base-url-for-links", "https://example.org/"], in: dir)
        XCTAssertEqual(alone.status, 2)
        XCTAssertEqual(contents(of: dir), [])
    }

    func test_titles_from_file_names_are_escaped() throws {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([Fixture.row()]), to: "<b>&Plan.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "<b>&Plan.json", "--output-dir", "out"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = String(decoding: try Data(contentsOf: dir.appendingPathComponent("out/index.html")), as: UTF8.self)
        XCTAssertTrue(html.contains("<strong>&lt;b&gt;&amp;Plan – WiSe 2020/21</strong>"), html)
        XCTAssertFalse(html.contains("<b>&Plan"))
    }
}
