import Foundation
import XCTest

/// `explain` reports what `convert` writes: same rows, same dates, same UIDs.
final class ExplainTests: CLITestCase {
    private let isoDate = #"^\d{4}-\d{2}-\d{2}$"#

    private func isValidISODate(_ text: String) -> Bool {
        guard text.matches(isoDate) else { return false }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        var components = DateComponents()
        (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return components.isValidDate(in: calendar)
    }

    func test_explain_json_is_an_array_of_rows_with_the_documented_fields() throws {
        let rows = try explainJSON(["--term", "WS2020"] + Samples.paths)
        XCTAssertEqual(rows.count, 20, "21 sample rows, one listed twice (merged)")
        for row in rows {
            let name = "\(row["label"] ?? "?")"
            for key in ["id", "label", "day", "starttime", "endtime", "style", "comment", "uid"] {
                XCTAssertNotNil(row[key] as? String, "\(name): \(key) should be text")
            }
            XCTAssertTrue((row["starttime"] as? String ?? "").matches(#"^\d{2}:\d{2}$"#), name)
            XCTAssertTrue((row["endtime"] as? String ?? "").matches(#"^\d{2}:\d{2}$"#), name)
            XCTAssertTrue(row["understood"] is Bool, "\(name): understood should be a boolean")
            XCTAssertNotNil(row["reasons"] as? [String], "\(name): reasons should be a list of text")
            let dates = row["dates"] as? [String]
            XCTAssertNotNil(dates, "\(name): dates")
            for date in dates ?? [] { XCTAssertTrue(isValidISODate(date), "\(name): date \(date)") }
            XCTAssertEqual(dates ?? [], (dates ?? []).sorted(), "\(name): dates in order")
            XCTAssertEqual(Set(dates ?? []).count, dates?.count, "\(name): duplicate dates")
            let skipped = row["skipped"] as? [[String: Any]]
            XCTAssertNotNil(skipped, "\(name): skipped should be a list of objects")
            for entry in skipped ?? [] {
                XCTAssertTrue(isValidISODate(entry["date"] as? String ?? ""), "\(name): skipped \(entry)")
                XCTAssertFalse((entry["reason"] as? String ?? "").isEmpty, "\(name): skipped without a reason \(entry)")
                XCTAssertFalse((dates ?? []).contains(entry["date"] as? String ?? ""), "\(name): a skipped date is still planned")
            }
            if row["understood"] as? Bool == false {
                XCTAssertFalse((row["reasons"] as? [String] ?? []).isEmpty, "\(name): not understood without a reason")
            }
        }
        // Two rows whose dates are not in the data, and a Friday row that lists Wednesday dates.
        XCTAssertEqual(rows.filter { $0["understood"] as? Bool == false }.count, 3)
    }

    func test_explain_uids_equal_the_calendar_uids() throws {
        let dir = try makeTemporaryDirectory()
        let explained = try explainJSON(["--term", "WS2020"] + Samples.paths, in: dir)
        let convert = try run(["convert", "--term", "WS2020"] + Samples.paths, in: dir)
        XCTAssertEqual(convert.status, 0, convert.stderr)
        let calendar = ICSFile(convert.stdout)

        let datesByUID = Dictionary(explained.map { ($0["uid"] as? String ?? "", Set($0["dates"] as? [String] ?? [])) },
                                    uniquingKeysWith: { a, _ in a })
        let explainUIDs = Set(explained.filter { !($0["dates"] as? [String] ?? []).isEmpty }.compactMap { $0["uid"] as? String })
        XCTAssertEqual(Set(calendar.uids.map(\.seriesUID)), explainUIDs)
        XCTAssertTrue(calendar.uids.contains { $0.splitOffDate != nil }, "the samples hold one split-off extra date")

        for event in calendar.events {
            let uid = ICSFile.value(of: "UID", in: event) ?? ""
            guard let start = ICSFile.value(of: "DTSTART", in: event) else { continue }
            let day = "\(start.prefix(4))-\(start.dropFirst(4).prefix(2))-\(start.dropFirst(6).prefix(2))"
            let planned = datesByUID[uid.seriesUID] ?? []
            XCTAssertTrue(planned.contains(day), "\(uid) starts on \(day), which explain does not list")
            if let split = uid.splitOffDate {
                XCTAssertEqual(split, String(start.prefix(8)), "\(uid): the suffix should be the event's date")
            }
        }
    }

    func test_explain_lists_holidays_as_skipped_unless_holidays_none() throws {
        let withHolidays = try explainJSON(["--term", "WS2020", "--holidays", "profile"] + Samples.paths)
        let without = try explainJSON(["--term", "WS2020", "--holidays", "none"] + Samples.paths)
        XCTAssertEqual(withHolidays.map { $0["uid"] as? String }, without.map { $0["uid"] as? String })

        // A Monday series (Programmieren 1, every Monday) loses the Christmas break.
        let monday = withHolidays.first { $0["label"] as? String == "Programmieren 1" && $0["day"] as? String == "Montag" }
        let skipped = monday?["skipped"] as? [[String: Any]] ?? []
        XCTAssertTrue(skipped.contains { $0["date"] as? String == "2020-12-28" && $0["reason"] as? String == "Weihnachtspause" },
                      "\(skipped)")
        XCTAssertFalse((monday?["dates"] as? [String] ?? []).contains("2020-12-28"))

        let holidayReasons = Set(withHolidays.flatMap { ($0["skipped"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String } })
            .subtracting(without.flatMap { ($0["skipped"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String } })
        XCTAssertTrue(holidayReasons.isSuperset(of: ["Weihnachtspause", "Neujahr"]), "\(holidayReasons)")
        for row in without {
            for entry in row["skipped"] as? [[String: Any]] ?? [] {
                XCTAssertFalse(holidayReasons.contains(entry["reason"] as? String ?? ""), "--holidays none skipped \(entry)")
            }
        }
        let mondayWithout = without.first { $0["uid"] as? String == monday?["uid"] as? String }
        XCTAssertTrue((mondayWithout?["dates"] as? [String] ?? []).contains("2020-12-28"))
        XCTAssertTrue((mondayWithout?["dates"] as? [String] ?? []).contains("2021-01-04"))
    }

    func test_explain_text_says_NO_for_a_row_that_is_not_understood() throws {
        let result = try run(["explain", "--term", "WS2020"] + Samples.paths)
        XCTAssertEqual(result.status, 0, result.stderr)
        let blocks = result.stdoutText.components(separatedBy: "\n\n")
        let explained = try explainJSON(["--term", "WS2020"] + Samples.paths)
        for row in explained {
            let uid = row["uid"] as? String ?? "?"
            guard let block = blocks.first(where: { $0.contains(uid) }) else {
                XCTFail("no text block for \(uid)")
                continue
            }
            let understoodLine = block.split(separator: "\n").first { $0.contains("understood") } ?? ""
            if row["understood"] as? Bool == false {
                XCTAssertTrue(understoodLine.contains("NO"), "\(uid): \(understoodLine)")
            } else {
                XCTAssertFalse(understoodLine.contains("NO"), "\(uid): \(understoodLine)")
            }
        }
        XCTAssertTrue(result.stdoutText.contains("Rechnernetze"))
    }

    func test_explain_only_uncertain_lists_just_the_rows_not_understood() throws {
        let all = try explainJSON(["--term", "WS2020"] + Samples.paths)
        let uncertain = try explainJSON(["--term", "WS2020", "--only-uncertain"] + Samples.paths)
        XCTAssertEqual(uncertain.compactMap { $0["uid"] as? String },
                       all.filter { $0["understood"] as? Bool == false }.compactMap { $0["uid"] as? String })
    }
}
