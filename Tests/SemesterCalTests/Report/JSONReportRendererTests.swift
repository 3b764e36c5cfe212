import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

final class JSONReportRendererTests: XCTestCase {
    private typealias F = ReportFixtures

    private func object(_ report: ChangeReport, options: ReportOptions = F.options()) throws -> [String: Any] {
        let data = JSONReportRenderer.render(report, options: options)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func test_top_level_keys_and_summary_count_every_kind() throws {
        let json = try object(F.report(F.everyKind + [F.pastCancellation]))
        XCTAssertEqual(Set(json.keys), ["schemaVersion", "calendar", "initial", "summary", "changes", "notices"])
        XCTAssertEqual(json["schemaVersion"] as? Int, 1)
        XCTAssertEqual(json["calendar"] as? String, "Informatik WS2020")
        XCTAssertTrue(json["initial"] is NSNull)
        let summary = try XCTUnwrap(json["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["added": 1, "removed": 1, "cancelled": 2, "reinstated": 1, "moved": 1,
                                 "roomChanged": 1, "otherChanged": 1, "total": 8])
    }

    func test_changes_carry_kind_uid_affected_date_fields_and_both_snapshots() throws {
        let json = try object(F.report([F.moved, F.added, F.removed]))
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { $0["kind"] as? String }, ["moved", "added", "removed"])
        for change in changes {
            XCTAssertEqual(Set(change.keys), ["kind", "uid", "date", "summary", "fields", "old", "new"])
        }
        let moved = changes[0]
        XCTAssertEqual(moved["uid"] as? String, "sc-phys@semestercal")
        XCTAssertEqual(moved["date"] as? String, "2020-10-12")
        XCTAssertEqual(moved["summary"] as? String, "Physik")
        XCTAssertEqual(moved["fields"] as? [String], ["date"])
        let new = try XCTUnwrap(moved["new"] as? [String: Any])
        XCTAssertEqual(Set(new.keys), ["uid", "originalStart", "start", "end", "allDay", "summary", "location",
                                       "description", "cancelled"])
        XCTAssertEqual(new["start"] as? String, "2020-10-13T10:00:00")
        XCTAssertEqual(new["originalStart"] as? String, "2020-10-12T10:00:00")
        XCTAssertTrue(changes[1]["old"] is NSNull)
        XCTAssertTrue(changes[2]["new"] is NSNull)
    }

    func test_snapshots_decode_back_with_their_codable_conformance() throws {
        let data = JSONReportRenderer.render(F.report([F.moved]), options: F.options())
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let change = try XCTUnwrap((json["changes"] as? [[String: Any]])?.first)
        for (key, expected) in [("old", F.moved.old!), ("new", F.moved.new!)] {
            let snapshot = try JSONSerialization.data(withJSONObject: try XCTUnwrap(change[key]))
            XCTAssertEqual(try JSONDecoder().decode(OccurrenceSnapshot.self, from: snapshot), expected)
        }
    }

    func test_initial_calendar_and_notices() throws {
        let notices = [ReportNotice(message: "später", date: F.date("2020-10-14")), ReportNotice(message: "allgemein")]
        let json = try object(F.report([], notices: notices, initial: (23, 312)))
        let initial = try XCTUnwrap(json["initial"] as? [String: Int])
        XCTAssertEqual(initial, ["events": 23, "occurrences": 312])
        let rendered = try XCTUnwrap(json["notices"] as? [[String: Any]])
        XCTAssertEqual(rendered.map { $0["message"] as? String }, ["allgemein", "später"])
        XCTAssertTrue(rendered[0]["date"] is NSNull)
        XCTAssertEqual(rendered[1]["date"] as? String, "2020-10-14")
    }

    func test_past_changes_are_always_included_whatever_the_options() throws {
        let report = F.report([F.pastCancellation, F.cancelled])
        let hiding = JSONReportRenderer.render(report, options: F.options(today: "2021-01-01"))
        let showing = JSONReportRenderer.render(report, options: F.options("en", showPast: true, colors: true))
        XCTAssertEqual(hiding, showing)
        let changes = try XCTUnwrap(try object(report)["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { $0["date"] as? String }, ["2020-10-05", "2020-10-12"])
    }

    func test_bytes_are_stable_sorted_pretty_and_end_in_a_newline() throws {
        let report = F.report(F.everyKind, notices: [ReportNotice(message: "a/b")])
        let data = JSONReportRenderer.render(report, options: F.options())
        XCTAssertEqual(data, JSONReportRenderer.render(F.report(F.everyKind.shuffled(), notices: [ReportNotice(message: "a/b")]),
                                                       options: F.options()))
        let text = try XCTUnwrap(String(data: data, encoding: .utf8))
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertTrue(text.hasPrefix("{\n  \"calendar\""))
        XCTAssertTrue(text.contains("\"a/b\""))
        let topKeys = ["\"calendar\"", "\"changes\"", "\"initial\"", "\"notices\"", "\"schemaVersion\"", "\"summary\""]
            .map { text.range(of: "\n  \($0)")!.lowerBound }
        XCTAssertEqual(topKeys, topKeys.sorted())
    }
}
