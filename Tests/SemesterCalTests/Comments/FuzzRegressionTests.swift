import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// Inputs the fuzz targets in Fuzz/ found, kept so they stay fixed. The raw
/// reproducers live in Tests/Fixtures/fuzz/<target>/ (scripts/fuzz.sh feeds them
/// back to the fuzzers as seeds); each test says what went wrong.
final class FuzzRegressionTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")

    /// What FuzzComments does with one input: byte 0 chooses term, weekday and row kind,
    /// the rest is the comment; the row is planned, exported and written, and the
    /// calendar must read back.
    private func runCommentTarget(_ bytes: Data, file: StaticString = #filePath, line: UInt = #line) throws -> PlannedLecture? {
        guard let selector = bytes.first else { return nil }
        let comment = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let terms = ["WS2020", "SS2021", "SS2020", "WS2021"].compactMap(Term.init(parsing:))
        let planners = terms.flatMap { term in
            [true, false].map { LecturePlanner(term: term, profile: .hochschuleHof, appliesLectureFreeDays: $0) }
        }
        let planner = planners[Int(selector) % planners.count]
        let isBlock = selector & 0x80 != 0
        let first = planner.period.firstDay.adding(days: Int(selector % 16))
        let row = LectureRow(
            source: RowSource(file: "fuzz.json", index: 0), id: "1", label: "Fuzz", docent: "", type: "HF",
            style: isBlock ? "Blockveranstaltung" : "Vorlesung Fixzeit", group: "", weekday: Int(selector / 8) % 7 + 1,
            startTime: LocalTime(hour: 8, minute: 0)!, endTime: LocalTime(hour: 9, minute: 30)!,
            startDate: isBlock ? first : nil, endDate: isBlock ? first.adding(days: Int(selector % 32)) : nil,
            room: "FA007", splusName: "Fuzz§1 $ 1", comment: comment, sp: "-")
        let (lectures, _) = planner.plan([row])
        let stamp = LocalDateTime(date: CalendarDate(dayNumber: 18_500), time: LocalTime(hour: 0, minute: 0)!)
        let calendar = try CalendarExporter(profile: planner.profile, calendarName: "Fuzz", timestamp: stamp).calendar(for: lectures)
        let written = ICalendarWriter.serializeBytes(calendar)
        XCTAssertNoThrow(try ICalendarReader.parse(bytes: written), "the written calendar must read back", file: file, line: line)
        XCTAssertLessThan(written.count, 100_000, "one row's calendar", file: file, line: line)
        return lectures.first
    }

    /// "… 21.10.2010 und 4.11.2041 … plus., 21.1 und 3.11.0129" in a WS2020 row: the dates
    /// were planned as written, from the year 129 to 2041, and the encoder wrote them as one
    /// weekly series with an EXDATE line of 1.5 MB, which the reader (1 MiB per line) rejects.
    /// Explicit years far from the term are now no dates of it, and say so.
    func test_explicit_years_centuries_from_the_term_are_not_planned() throws {
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("comments/exdate-over-centuries.bin"))
        let lecture = try XCTUnwrap(try runCommentTarget(bytes))
        XCTAssertTrue(lecture.dates.allSatisfy { (2020...2021).contains($0.year) }, "\(lecture.dates)")
        XCTAssertFalse(lecture.understood)
        XCTAssertTrue(lecture.problems.contains { $0.detail.contains("03.11.129") && $0.detail.contains("WiSe 2020/21") }, "\(lecture.problems)")
    }

    /// A comment ending in "in" (after "vom 02.0." and a date): looking for a lab's name after the
    /// last token read past the end of the comment (`ClauseReader.namesRoomByCode`). Found by the
    /// fuzzer in CI the day the lab form ("ab KW 17 im Labor C 104") was added.
    func test_in_as_the_last_word_after_a_date() throws {
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("comments/lab-code-at-the-end.bin"))
        _ = try runCommentTarget(bytes)
        // The same end without the fuzz bytes: nothing names a room by its code, the start stands.
        for comment in ["ab KW 45 im", "ab KW 45 im Labor", "ab KW 45 im Labor C"] {
            XCTAssertEqual(Fixtures.isoDates(comment).first, "2020-11-02", comment)
        }
    }

    func test_explicit_years_next_to_the_term_still_count() {
        XCTAssertEqual(Fixtures.isoDates("Termine: 14.10.2020, 13.01.2021"), ["2020-10-14", "2021-01-13"])
        let plan = Fixtures.plan("Termine: 14.10.2020, 21.10.2041, 3.11.0129")
        XCTAssertEqual(plan.dates.map(\.iso), ["2020-10-14"])
        XCTAssertEqual(plan.problems.filter { $0.detail.contains("is not a real date of WiSe 2020/21") }.count, 2, "\(plan.problems)")
        let weeks = Fixtures.plan("KW 45/2041")
        XCTAssertFalse(weeks.understood)
        XCTAssertTrue(weeks.problems.contains { $0.detail.contains("is not a calendar week of") }, "\(weeks.problems)")
    }
}
