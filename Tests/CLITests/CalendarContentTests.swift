import Foundation
import XCTest

/// What the samples' calendars must look like to import everywhere (RFC 5545),
/// and the summary `convert` prints.
final class CalendarContentTests: CLITestCase {
    /// Structural checks every calendar must pass.
    private func assertWellFormed(_ calendar: ICSFile, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = [UInt8](calendar.data)
        XCTAssertFalse(bytes.isEmpty, "\(what) is empty", file: file, line: line)
        XCTAssertNotNil(String(validating: calendar.data, as: UTF8.self), "\(what) is not valid UTF-8", file: file, line: line)
        for (i, byte) in bytes.enumerated() {
            if byte == 0x0A, i == 0 || bytes[i - 1] != 0x0D {
                XCTFail("\(what): bare LF at byte \(i)", file: file, line: line)
                break
            }
            if byte == 0x0D, i + 1 >= bytes.count || bytes[i + 1] != 0x0A {
                XCTFail("\(what): bare CR at byte \(i)", file: file, line: line)
                break
            }
        }
        XCTAssertEqual(Array(bytes.suffix(2)), [0x0D, 0x0A], "\(what) must end with CRLF", file: file, line: line)
        for physical in calendar.physicalLines where physical.count > 75 {
            XCTFail("\(what): line of \(physical.count) octets: \(String(decoding: physical, as: UTF8.self))", file: file, line: line)
        }
        for physical in calendar.physicalLines {
            // A fold must not split a UTF-8 sequence: every physical line decodes on its own.
            if String(validating: physical, as: UTF8.self) == nil {
                XCTFail("\(what): a folded line splits a UTF-8 character: \(physical)", file: file, line: line)
            }
        }

        let lines = calendar.lines
        XCTAssertEqual(lines.first, "BEGIN:VCALENDAR", file: file, line: line)
        XCTAssertEqual(lines.last, "END:VCALENDAR", file: file, line: line)
        XCTAssertEqual(lines.filter { $0 == "BEGIN:VCALENDAR" }.count, 1, file: file, line: line)
        XCTAssertEqual(lines.filter { $0 == "END:VCALENDAR" }.count, 1, file: file, line: line)
        XCTAssertTrue(lines.contains("VERSION:2.0"), file: file, line: line)
        XCTAssertTrue(lines.contains { $0.hasPrefix("PRODID:") }, file: file, line: line)
        XCTAssertEqual(lines.filter { $0.hasPrefix("BEGIN:") }.count, lines.filter { $0.hasPrefix("END:") }.count,
                       "\(what): unbalanced BEGIN/END", file: file, line: line)

        let zones = calendar.components("VTIMEZONE")
        XCTAssertEqual(zones.count, 1, "\(what): one VTIMEZONE", file: file, line: line)
        XCTAssertEqual(zones.first.flatMap { ICSFile.value(of: "TZID", in: $0) }, "Europe/Berlin", file: file, line: line)

        let events = calendar.events
        XCTAssertFalse(events.isEmpty, "\(what) has no events", file: file, line: line)
        for event in events {
            let uid = ICSFile.value(of: "UID", in: event) ?? "(none)"
            for name in ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"] {
                XCTAssertEqual(ICSFile.properties(name, in: event).count, 1, "\(what) \(uid): \(name) count", file: file, line: line)
            }
            XCTAssertTrue(ICSFile.properties("DTSTAMP", in: event).allSatisfy { $0.params.isEmpty && $0.value.matches(#"^\d{8}T\d{6}Z$"#) },
                          "\(what) \(uid): DTSTAMP must be UTC", file: file, line: line)
            let start = ICSFile.properties("DTSTART", in: event).first
            let end = ICSFile.properties("DTEND", in: event).first
            XCTAssertEqual(start?.params, ";TZID=Europe/Berlin", "\(what) \(uid)", file: file, line: line)
            XCTAssertEqual(end?.params, ";TZID=Europe/Berlin", "\(what) \(uid)", file: file, line: line)
            XCTAssertTrue(start?.value.matches(#"^\d{8}T\d{6}$"#) ?? false, "\(what) \(uid): DTSTART \(start?.value ?? "")", file: file, line: line)
            if let s = start?.value, let e = end?.value {
                XCTAssertLessThan(s, e, "\(what) \(uid): DTEND must be after DTSTART", file: file, line: line)
                XCTAssertEqual(s.prefix(8), e.prefix(8), "\(what) \(uid): a lecture ends on its day", file: file, line: line)
            }
        }
        let uids = calendar.uids
        XCTAssertEqual(uids.count, events.count, file: file, line: line)
        XCTAssertEqual(Set(uids).count, uids.count, "\(what): duplicate UIDs \(uids)", file: file, line: line)
    }

    func test_sample_calendars_are_well_formed_together_and_one_per_file() throws {
        let dir = try makeTemporaryDirectory()
        let together = try run(["convert", "--term", "WS2020"] + Samples.paths, in: dir)
        XCTAssertEqual(together.status, 0, together.stderr)
        assertWellFormed(ICSFile(together.stdout), "all samples")

        let perFile = try run(["convert", "--term", "WS2020"] + Samples.paths + ["--output-dir", "out"], in: dir)
        XCTAssertEqual(perFile.status, 0, perFile.stderr)
        for name in calendars(in: dir.appendingPathComponent("out")) {
            assertWellFormed(ICSFile(try Data(contentsOf: dir.appendingPathComponent("out/\(name)"))), name)
        }
    }

    func test_long_non_ascii_text_is_folded_without_breaking_characters() throws {
        let dir = try makeTemporaryDirectory()
        let label = String(repeating: "Ökonometrie für Fortgeschrittene – Übungen 🎓 ", count: 4)
        try write(Fixture.schedule([Fixture.row(id: "1", label: label, comment: "ab KW 42 — „Präsenz“ 😀; Ä,Ö\\Ü",
                                                room: "FA007", docent: "Prof. Dr. Jürgen Müller§§Dr. Ærø")]),
                  to: "long.json", in: dir)
        let result = try run(["convert", "--term", "WS2020", "long.json"], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let calendar = ICSFile(result.stdout)
        assertWellFormed(calendar, "long.json")
        let summaryValue = calendar.events.first.flatMap { ICSFile.value(of: "SUMMARY", in: $0) }
        XCTAssertEqual(summaryValue.map { ICSFile.textList($0).joined(separator: ",") }, label,
                       "SUMMARY should survive folding and escaping unchanged")
    }

    func test_not_understood_rows_are_marked_in_the_calendar_and_counted_in_the_summary() throws {
        let dir = try makeTemporaryDirectory()
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths, in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let calendar = ICSFile(result.stdout)
        let explained = try explainJSON(["--term", "WS2020"] + Samples.paths, in: dir)
        let uncertain = Set(explained.filter { ($0["understood"] as? Bool) == false }.compactMap { $0["uid"] as? String })
        // Two rows whose dates are not in the data, and a Friday row that lists Wednesday dates.
        XCTAssertEqual(uncertain.count, 3, "the samples hold three rows whose dates are uncertain")

        var markedEvents = 0
        for event in calendar.events {
            let uid = ICSFile.value(of: "UID", in: event)?.seriesUID ?? ""
            let categories = ICSFile.properties("CATEGORIES", in: event).flatMap { ICSFile.textList($0.value) }
            let description = ICSFile.value(of: "DESCRIPTION", in: event) ?? ""
            if uncertain.contains(uid) {
                markedEvents += 1
                XCTAssertTrue(categories.contains("Termine unsicher"), "\(uid): categories \(categories)")
                XCTAssertTrue(description.hasPrefix("⚠"), "\(uid): description \(description)")
            } else {
                XCTAssertFalse(categories.contains("Termine unsicher"), "\(uid) is understood but marked uncertain")
                XCTAssertFalse(description.hasPrefix("⚠"), "\(uid) is understood but warns")
            }
        }
        XCTAssertGreaterThanOrEqual(markedEvents, uncertain.count)

        // Each not-understood row is named in a warning on stderr.
        let warnings = result.stderr.nonEmptyLines.filter { $0.hasPrefix("semestercal: warning:") }
        for row in explained where (row["understood"] as? Bool) == false {
            let label = row["label"] as? String ?? ""
            XCTAssertTrue(warnings.contains { $0.contains(label) && $0.contains("row \(row["row"] as? Int ?? -1)") },
                          "no warning for \(label): \(result.stderr)")
        }

        let rowsRead = try Samples.names.reduce(0) { $0 + (try Samples.rows($1).rows.count) }
        XCTAssertEqual(summary(result.stderr),
                       Summary(rowsRead: rowsRead, eventsWritten: calendar.events.count, notUnderstood: 3, skipped: 0))
        XCTAssertEqual(result.stderr.nonEmptyLines.last.flatMap(Summary.init(line:)), summary(result.stderr),
                       "the summary should be the last line on stderr")
    }
}
