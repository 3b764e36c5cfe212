import XCTest
@testable import SemesterCal

/// The `index.html` beside the calendars: links, escaping, determinism.
final class CalendarIndexPageTests: XCTestCase {
    private let entries = [
        CalendarIndexPage.Entry(fileName: "WS2020_WI_1.ics", title: "Wirtschaftsinformatik 1"),
        CalendarIndexPage.Entry(fileName: "WS2020_Inf_1.ics", title: "Informatik <1> & \"Mathe\" 'A'"),
    ]

    func test_with_a_link_base_every_calendar_has_subscribe_download_and_https_links() throws {
        let base = try CalendarLinkBase(parsing: "https://example.org/kalender")
        let html = CalendarIndexPage(title: "Hochschule Hof – WiSe 2020/21", entries: entries, linkBase: base, language: .de).html()
        XCTAssertTrue(html.contains(#"<a href="webcal://example.org/kalender/WS2020_Inf_1.ics">Abonnieren</a>"#), html)
        XCTAssertTrue(html.contains(#"<a href="WS2020_Inf_1.ics" download>Herunterladen</a>"#), html)
        XCTAssertTrue(html.contains("<code>https://example.org/kalender/WS2020_Inf_1.ics</code>"), html)
        XCTAssertLessThan(html.range(of: "WS2020_Inf_1.ics")!.lowerBound, html.range(of: "WS2020_WI_1.ics")!.lowerBound, "sorted by file name")
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">"))
    }

    func test_without_a_link_base_only_downloads_and_no_word_to_the_publisher() {
        let html = CalendarIndexPage(title: "Calendars", entries: entries, linkBase: nil, language: .en).html()
        XCTAssertFalse(html.contains("href=\"webcal:"))
        XCTAssertTrue(html.contains("<p>Calendars to download and import.</p>"), html)
        XCTAssertFalse(html.contains("missing") || html.contains("address"), "operator notes stay off the public page: \(html)")
        XCTAssertTrue(html.contains(#"<a href="WS2020_WI_1.ics" download>Download</a>"#))
    }

    func test_text_is_escaped() {
        let html = CalendarIndexPage(title: "<script>alert(1)</script>", entries: entries + [.init(fileName: "a b&c.ics", title: "x")],
                                     linkBase: nil, language: .en).html()
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(html.contains("Informatik &lt;1&gt; &amp; &quot;Mathe&quot; &#39;A&#39;"))
        XCTAssertTrue(html.contains(#"href="a%20b%26c.ics""#), html)
        XCTAssertEqual(CalendarIndexPage.escaped("a\u{0}b"), "a\u{FFFD}b")
    }

    func test_the_page_is_deterministic() {
        let a = CalendarIndexPage(title: "T", entries: entries, linkBase: nil, language: .de).html()
        let b = CalendarIndexPage(title: "T", entries: entries.reversed(), linkBase: nil, language: .de).html()
        XCTAssertEqual(a, b)
    }

    func test_link_bases_are_checked() throws {
        XCTAssertEqual(try CalendarLinkBase(parsing: "http://example.org").url.absoluteString, "http://example.org/")
        XCTAssertEqual(try CalendarLinkBase(parsing: "HTTPS://example.org/a/").webcalAddress(of: "x.ics"), "webcal://example.org/a/x.ics")
        for bad in ["webcal://example.org/", "example.org/cal", "https://u:p@example.org/", "https://example.org/?x=1", "ftp://example.org/"] {
            XCTAssertThrowsError(try CalendarLinkBase(parsing: bad), bad)
        }
    }
}
