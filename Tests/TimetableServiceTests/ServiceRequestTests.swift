import Foundation
import SemesterCal
import XCTest
@testable import TimetableService

/// How requests are addressed, and which addresses are refused.
final class ServiceRequestTests: XCTestCase {
    let base = try! ServiceBaseURL(parsing: "https://www.example.org/soap/client.php")

    func test_each_endpoint_has_the_services_query() {
        XCTAssertEqual(ServiceRequest.courses(season: .summer).url(on: base).absoluteString,
                       "https://www.example.org/soap/client.php?f=Courses&tt=SS")
        XCTAssertEqual(ServiceRequest.schedule(course: "Inf", semester: "1", season: .winter).url(on: base).absoluteString,
                       "https://www.example.org/soap/client.php?f=Schedule&stg=Inf&sem=1&tt=WS")
        XCTAssertEqual(ServiceRequest.changes(course: "MC", semester: "5", season: .winter).url(on: base).absoluteString,
                       "https://www.example.org/soap/client.php?f=Changes&stg=MC&sem=5&tt=WS")
        XCTAssertEqual(ServiceRequest.mySchedule(ids: ["1332256", "1332495"]).url(on: base).absoluteString,
                       "https://www.example.org/soap/client.php?f=MySchedule&id%5B%5D=1332256&id%5B%5D=1332495")
    }

    func test_course_names_with_spaces_and_umlauts_are_percent_encoded() {
        let url = ServiceRequest.schedule(course: "BW dual", semester: "1u2", season: .summer).url(on: base).absoluteString
        XCTAssertEqual(url, "https://www.example.org/soap/client.php?f=Schedule&stg=BW%20dual&sem=1u2&tt=SS")
        let odd = ServiceRequest.schedule(course: "Ö&x=1#", semester: "1", season: .summer).query
        XCTAssertEqual(odd, "f=Schedule&stg=%C3%96%26x%3D1%23&sem=1&tt=SS")
    }

    func test_base_addresses_are_checked() throws {
        XCTAssertEqual(try ServiceBaseURL(parsing: " http://127.0.0.1:8080/client.php ").url.absoluteString, "http://127.0.0.1:8080/client.php")
        XCTAssertEqual(try ServiceBaseURL(parsing: "HTTPS://Example.org/soap/client.php").host.lowercased(), "example.org")
        for (text, reason) in [("ftp://example.org/client.php", "https://"), ("client.php", "absolute"),
                               ("https://example.org/client.php?f=Courses", "query"), ("https:///client.php", "absolute")] {
            XCTAssertThrowsError(try ServiceBaseURL(parsing: text), text) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(text): \(error)")
            }
        }
    }

    func test_a_password_in_the_address_is_refused_and_never_shown() {
        XCTAssertThrowsError(try ServiceBaseURL(parsing: "https://soapuser:F%98z&12@www.example.org/soap/client.php")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("must not contain a user name or password"), text)
            XCTAssertFalse(text.contains("F%98z") || text.contains("soapuser"), text)
            XCTAssertTrue(text.contains("https://www.example.org/soap/client.php"), text)
        }
    }

    func test_redaction_removes_user_information_only() {
        XCTAssertEqual(Redaction.url("https://u:p@h.org/a?x=1@2"), "https://h.org/a?x=1@2")
        XCTAssertEqual(Redaction.url("https://h.org/a?mail=x@y"), "https://h.org/a?mail=x@y")
        XCTAssertEqual(Redaction.url("not a url"), "not a url")
    }

    func test_same_origin_compares_scheme_host_and_port() {
        let a = URL(string: "https://Example.org/x")!
        XCTAssertTrue(ServiceClient.sameOrigin(a, URL(string: "https://example.org:443/y")!))
        XCTAssertFalse(ServiceClient.sameOrigin(a, URL(string: "http://example.org/y")!))
        XCTAssertFalse(ServiceClient.sameOrigin(a, URL(string: "https://example.org:8443/y")!))
        XCTAssertFalse(ServiceClient.sameOrigin(a, URL(string: "https://evil.example/y")!))
    }

    func test_backoff_doubles_up_to_the_limit() {
        let policy = RetryPolicy(maxRetries: 5, initialDelay: .milliseconds(500), maxDelay: .seconds(3))
        XCTAssertEqual((1...5).map { policy.delay(beforeRetry: $0) },
                       [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3)])
        XCTAssertTrue(RetryPolicy.isRetryable(status: 502))
        XCTAssertFalse(RetryPolicy.isRetryable(status: 404))
        XCTAssertTrue(RetryPolicy.isRetryable(status: 429), "Too Many Requests: asked to come back later")
        XCTAssertFalse(RetryPolicy.isRetryable(status: 403))
    }

    func test_selections_make_one_schedule_and_one_feed_per_course_and_semester() throws {
        let term = Term(parsing: "WS2020")!
        let selection = FetchSelection(term: term, courses: try CourseSemester.parseList("Inf:1,3") + CourseSemester.parseList("BW dual:2")
                                                   + CourseSemester.parseList("Inf:1"), lectureIDs: ["42"])
        XCTAssertEqual(try selection.items().map(\.fileName), [
            "WS2020_Inf_1.schedule.json", "WS2020_Inf_3.schedule.json", "WS2020_BW_dual_2.schedule.json",
            "WS2020_MySchedule.schedule.json",
            "WS2020_Inf_1.changes.json", "WS2020_Inf_3.changes.json", "WS2020_BW_dual_2.changes.json",
        ])
        let clash = FetchSelection(term: term, courses: [try CourseSemester(course: "BW dual", semester: "2"),
                                                         try CourseSemester(course: "BW/dual", semester: "2")], includeChanges: false)
        XCTAssertEqual(try clash.items().map(\.fileName), ["WS2020_BW_dual_2.schedule.json", "WS2020_BW_dual_2-2.schedule.json"])
        XCTAssertThrowsError(try FetchSelection(term: term, courses: []).items())
        XCTAssertThrowsError(try CourseSemester.parseList("Inf"))
        XCTAssertThrowsError(try CourseSemester.parseList("Inf:"))
        XCTAssertThrowsError(try CourseSemester.parseList(":1"))
    }
}
