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
        XCTAssertEqual(rows.count, 21, "21 sample rows, one listed twice (merged): every row has an entry")
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
        for row in rows {
            let name = "\(row["label"] ?? "?")"
            XCTAssertNotNil(row["clauses"] as? [[String: Any]], "\(name): clauses should be a list of objects")
            XCTAssertNotNil(row["unread"] as? [String], "\(name): unread should be a list of text")
        }
        XCTAssertEqual(rows.filter { $0["mergedInto"] != nil }.count, 1, "the one row listed twice")
    }

    // MARK: Every row, every clause

    private func row(_ id: String, _ label: String, _ comment: String, day: String, room: String = "FA007") -> [String: Any] {
        Fixture.row(id: id, label: label, day: day, comment: comment, room: room)
    }

    /// A timetable of one row per comment under test, and a slot listed twice (ids 201 and 202).
    private func explainClauses() throws -> (json: [[String: Any]], text: String) {
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([
            row("101", "Analysis", "Raumwechsel ab KW 49", day: "Montag"),
            row("102", "Algebra", "nicht in KW 49", day: "Dienstag"),
            row("103", "Physik", "2. Semesterhälfte", day: "Mittwoch"),
            row("104", "Biologie", "no class in week 49", day: "Donnerstag"),
            row("202", "Statistik", "ab KW 43", day: "Freitag", room: "FB001"),
            row("201", "Statistik", "ab KW 43", day: "Freitag", room: "FB001"),
        ]), to: "plan.json", in: dir)
        let json = try explainJSON(["--term", "WS2020", "plan.json"], in: dir)
        let text = try run(["explain", "--term", "WS2020", "plan.json"], in: dir)
        XCTAssertEqual(text.status, 0, text.stderr)
        return (json, text.stdoutText)
    }

    private func clauses(_ row: [String: Any]?) -> [[String: Any]] {
        row?["clauses"] as? [[String: Any]] ?? []
    }

    func test_explain_lists_a_merged_row_with_its_own_id_and_mergedInto() throws {
        let (rows, text) = try explainClauses()
        XCTAssertEqual(rows.compactMap { $0["id"] as? String }.sorted(), ["101", "102", "103", "104", "201", "202"],
                       "every input row has an entry")
        let statistik = rows.filter { $0["label"] as? String == "Statistik" }
        XCTAssertEqual(statistik.count, 2)
        guard let kept = statistik.first(where: { $0["mergedInto"] == nil }),
              let merged = statistik.first(where: { $0["mergedInto"] != nil }) else {
            return XCTFail("one kept and one merged Statistik row: \(statistik)")
        }
        XCTAssertEqual(merged["mergedInto"] as? String, kept["id"] as? String)
        XCTAssertNotEqual(merged["id"] as? String, kept["id"] as? String)
        XCTAssertEqual(merged["uid"] as? String, kept["uid"] as? String, "the merged row's event is the kept row's")
        XCTAssertEqual(merged["dates"] as? [String], kept["dates"] as? [String])
        XCTAssertFalse((merged["dates"] as? [String] ?? []).isEmpty)
        XCTAssertEqual(merged["comment"] as? String, "ab KW 43")
        XCTAssertEqual(kept["mergedRows"] as? [String], ["plan.json: row \(merged["row"] as? Int ?? -1)"])
        XCTAssertEqual(merged["mergedRows"] as? [String], [])
        XCTAssertEqual(rows.filter { $0["mergedInto"] != nil }.count, 1, "only the repeated slot is merged")

        let header = "plan.json row \(merged["row"] as? Int ?? -1) · Statistik"
        let block = text.components(separatedBy: "\n\n").first { $0.hasPrefix(header) } ?? ""
        XCTAssertTrue(block.contains("merged into row \(kept["row"] as? Int ?? -1) (id \(kept["id"] as? String ?? "?"))"),
                      "text block of the merged row:\n\(block)\n--- all:\n\(text)")
    }

    func test_explain_shows_a_room_clause_as_about_the_room() throws {
        let (rows, text) = try explainClauses()
        let analysis = rows.first { $0["id"] as? String == "101" }
        let clause = clauses(analysis).first { $0["text"] as? String == "Raumwechsel ab KW 49" }
        XCTAssertEqual(clause?["subject"] as? String, "room", "\(clauses(analysis))")
        XCTAssertEqual(clause?["polarity"] as? String, "positive")
        XCTAssertFalse((clause?["cues"] as? [String] ?? []).contains { $0.hasPrefix("start") },
                       "a room change does not start the series: \(clause ?? [:])")
        // A German comment gets German labels.
        XCTAssertTrue(text.contains("Teilsatz    “Raumwechsel ab KW 49” · Thema: Raum · bejaht"), text)
    }

    func test_explain_shows_a_negated_clause_with_its_except_cue() throws {
        let (rows, text) = try explainClauses()
        let algebra = rows.first { $0["id"] as? String == "102" }
        XCTAssertEqual(clauses(algebra).count, 1, "\(clauses(algebra))")
        let clause = clauses(algebra).first
        XCTAssertEqual(clause?["text"] as? String, "nicht in KW 49")
        XCTAssertEqual(clause?["subject"] as? String, "sessions")
        XCTAssertEqual(clause?["polarity"] as? String, "negated")
        XCTAssertEqual(clause?["cues"] as? [String], ["except KW 49"])
        XCTAssertEqual(clause?["unread"] as? [String], [])
        XCTAssertEqual(algebra?["unread"] as? [String], [])
        XCTAssertTrue(text.contains("Teilsatz    “nicht in KW 49” · Thema: Termine · verneint · gelesen: except KW 49"), text)
        // An English comment gets English labels.
        XCTAssertTrue(text.contains("clause      “no class in week 49” · subject: sessions · negated · cues: except KW 49"), text)
    }

    func test_explain_lists_the_unread_text_of_a_flagged_row() throws {
        let (rows, text) = try explainClauses()
        let physik = rows.first { $0["id"] as? String == "103" }
        XCTAssertEqual(physik?["understood"] as? Bool, false)
        let unread = physik?["unread"] as? [String] ?? []
        XCTAssertTrue(unread.contains { $0.contains("2. Semesterhälfte") }, "\(unread)")
        XCTAssertEqual(clauses(physik).map { $0["text"] as? String }, ["2. Semesterhälfte"])
        for row in rows where row["understood"] as? Bool == true {
            XCTAssertEqual(row["unread"] as? [String], [], "\(row["label"] ?? "?") is understood but has unread text")
        }
        let block = text.components(separatedBy: "\n\n").first { $0.contains("· Physik ·") } ?? ""
        let unreadLines = block.split(separator: "\n").filter { $0.hasPrefix("  nicht gelesen ") }
        XCTAssertEqual(unreadLines.count, unread.count, block)
        XCTAssertTrue(unreadLines.allSatisfy { $0.contains("“2. Semesterhälfte”") }, block)
        // Understood rows print no unread lines.
        let algebra = text.components(separatedBy: "\n\n").first { $0.contains("· Algebra ·") } ?? ""
        XCTAssertFalse(algebra.contains("nicht gelesen") || algebra.contains("unread"), algebra)
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

    func test_json_gives_every_events_uid_and_dates_so_tools_can_join_it_with_the_calendar() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020", "--holidays", "none"] + Samples.paths, in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let calendarUIDs = Set(ICSFile(result.stdout).events.compactMap { ICSFile.value(of: "UID", in: $0) })
        let rows = try explainJSON(["--term", "WS2020", "--holidays", "none"] + Samples.paths, in: dir)
        var explainedUIDs = Set<String>()
        var separateDates = 0
        for row in rows where row["mergedInto"] == nil {
            let events = try XCTUnwrap(row["events"] as? [[String: Any]], "\(row["id"] ?? "")")
            let dates = events.flatMap { $0["dates"] as? [String] ?? [] }
            XCTAssertEqual(dates.sorted(), row["dates"] as? [String], "the events share out the row's dates")
            XCTAssertEqual(events.first?["uid"] as? String, row["uid"] as? String, "the main event comes first")
            for event in events.dropFirst() {
                let uid = try XCTUnwrap(event["uid"] as? String)
                XCTAssertTrue(uid.hasSuffix("-\(((event["dates"] as? [String])?.first ?? "").replacingOccurrences(of: "-", with: ""))@semestercal"), uid)
                separateDates += 1
            }
            explainedUIDs.formUnion(events.compactMap { $0["uid"] as? String })
        }
        XCTAssertGreaterThan(separateDates, 0, "the samples hold a date split off its series")
        XCTAssertEqual(explainedUIDs, calendarUIDs, "every event of the calendar is named by explain, and nothing else")
    }
}
