import Foundation
import XCTest
@testable import TimetableService

/// What makes an answer trustworthy, without a server.
final class ResponseValidatorTests: XCTestCase {
    private func response(_ body: String, status: Int = 200, contentType: String? = "application/json") -> HTTPResponse {
        HTTPResponse(url: URL(string: "https://example.org/client.php")!, statusCode: status,
                     headers: contentType.map { ["Content-Type": $0] } ?? [:], body: Data(body.utf8))
    }

    private func problem(_ response: HTTPResponse, _ kind: ResponseKind = .schedule) -> ResponseProblem? {
        if case .failure(let problem) = ResponseValidator.validate(response, kind: kind, name: "x.json") { return problem }
        return nil
    }

    func test_good_answers_of_each_kind_pass() throws {
        let schedule = ResponseValidator.validate(response(#"{"version": 3.1, "schedule": []}"#), kind: .schedule, name: "x")
        XCTAssertEqual(try schedule.get().count, 0)
        let changes = ResponseValidator.validate(response(#"{"changes": []}"#, contentType: nil), kind: .changes, name: "x")
        XCTAssertNoThrow(try changes.get())
        let courses = ResponseValidator.validate(response(#"{"courses": [{"course": "Inf", "labels": {"de": "Informatik"}, "semester": ["1", 2]}]}"#,
                                                          contentType: "text/html; charset=UTF-8"), kind: .courses, name: "x")
        XCTAssertEqual(try courses.get().courses, [ServiceCourse(code: "Inf", labels: ["de": "Informatik"], semesters: ["1", "2"])])
    }

    func test_each_kind_must_have_its_own_shape() {
        XCTAssertEqual(problem(response(#"{"changes": []}"#), .schedule)?.kind, .content)
        XCTAssertEqual(problem(response(#"{"schedule": []}"#), .changes)?.kind, .content)
        XCTAssertEqual(problem(response(#"{"schedule": []}"#), .courses)?.kind, .content)
        XCTAssertEqual(problem(response(#"{"courses": [{"labels": {}}]}"#), .courses)?.reason.contains("\"course\""), true)
    }

    func test_status_empty_html_and_encoding_problems_are_named() {
        XCTAssertEqual(problem(response("{}", status: 502))?.reason, "HTTP 502 Bad Gateway")
        XCTAssertEqual(problem(response(""))?.kind, .empty)
        XCTAssertEqual(problem(response("   <!DOCTYPE HTML><html><head><title>Error 500</title>"))?.kind, .html)
        XCTAssertEqual(problem(response("<p>Wartung</p>", contentType: "text/html"))?.kind, .html)
        XCTAssertEqual(problem(response(#"{"schedule": [{"label": "Ã„nderung"}]}"#))?.kind, .encoding)
        XCTAssertEqual(problem(response(#"{"schedule": [{"label": "\u00c3\u00bcbung"}]}"#))?.kind, .encoding)
        XCTAssertEqual(problem(response(#"{"schedule": [{"label": "Pr�fung"}]}"#))?.kind, .encoding)
        var latin1 = HTTPResponse(url: URL(string: "https://e.org")!, statusCode: 200, headers: ["Content-Type": "application/json; charset=iso-8859-1"],
                                  body: #"{"schedule": [{"label": "Prüfung"}]}"#.data(using: .isoLatin1)!)
        XCTAssertTrue(problem(latin1)?.reason.contains("charset iso-8859-1") == true)
        latin1 = HTTPResponse(url: latin1.url, statusCode: 200, headers: [:], body: Data(#"{"schedule": []"#.utf8))
        XCTAssertEqual(problem(latin1)?.kind, .content)
    }

    func test_real_german_text_is_not_taken_for_mojibake() {
        for text in ["Übung für Änderungen – „Präsenz“ …", "Größe: 5 €", "Â is rare but alone harmless", "São Paulo", "Ã‰cole"] where text != "Ã‰cole" {
            XCTAssertNil(TextChecks.doubleEncodedSample(text), text)
        }
        XCTAssertNotNil(TextChecks.doubleEncodedSample("Ã‰cole"))
        XCTAssertNotNil(TextChecks.doubleEncodedSample("Grundlagen â€“ Teil 1"))
    }

    func test_content_types_are_parsed() {
        XCTAssertEqual(ContentType(header: "Application/JSON; Charset=\"UTF-8\""), ContentType(header: "application/json;charset=utf-8"))
        XCTAssertTrue(ContentType(header: "application/vnd.api+json").isJSON)
        XCTAssertTrue(ContentType(header: "text/html; charset=utf-8").isHTML)
        XCTAssertEqual(ContentType(header: "text/html; charset=ISO-8859-1").charset, "iso-8859-1")
    }
}
