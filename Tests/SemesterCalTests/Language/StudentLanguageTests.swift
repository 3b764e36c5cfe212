import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// What students read is in the profile's language, from one table per language, and speaks of
/// courses, dates and rooms, not of files and slot keys (issue 13, points 8 and 9).
final class StudentLanguageTests: XCTestCase {
    private let stamp = LocalDateTime(date: CalendarDate(iso: "2020-10-01")!, time: LocalTime(hour: 0, minute: 0)!)

    private func calendar(_ rows: [LectureRow], language: InstitutionProfile.Language) throws -> String {
        var profile = InstitutionProfile.hochschuleHof
        profile.language = language
        let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: profile)
        let exporter = CalendarExporter(profile: profile, calendarName: "Test", timestamp: stamp)
        let ics = ICalendarWriter.serialize(try exporter.calendar(for: planner.plan(rows).lectures))
        return ics.replacingOccurrences(of: "\r\n ", with: "")
    }

    private func description(_ ics: String) -> String {
        ics.components(separatedBy: "\r\n").first { $0.hasPrefix("DESCRIPTION:") } ?? ""
    }

    func test_a_german_calendar_gives_the_reasons_for_uncertain_dates_in_german() throws {
        let cases: [(comment: String, german: String, english: String)] = [
            ("Termine nach Absprache", "die Termine stehen nicht in den Daten („", "the dates are not in the data (“"),
            ("nicht in KW 49 wegen Tagung, sonst 14-tägig?", "nicht verstanden", "could not read"),
            ("am 30.02.2021", "existiert in diesem Semester nicht", "does not exist in this term"),
        ]
        for c in cases {
            let german = description(try calendar([Fixtures.row(comment: c.comment)], language: .de))
            XCTAssertTrue(german.contains("⚠ Termine unsicher: "), "\(c.comment): \(german)")
            XCTAssertTrue(german.contains(c.german), "\(c.comment): \(german)")
            XCTAssertFalse(german.contains(c.english), "\(c.comment): English in a German calendar: \(german)")
            let english = description(try calendar([Fixtures.row(comment: c.comment)], language: .en))
            XCTAssertTrue(english.contains("⚠ Dates uncertain: "), "\(c.comment): \(english)")
            XCTAssertTrue(english.contains(c.english), "\(c.comment): \(english)")
        }
    }

    func test_the_reader_s_technical_reasons_stay_out_of_the_calendar_and_in_explain() throws {
        let comment = "nicht in KW 49 wegen Tagung, sonst 14-tägig?"
        let lecture = Fixtures.plan(comment)
        XCTAssertFalse(lecture.understood)
        let ics = description(try calendar([Fixtures.row(comment: comment)], language: .de))
        for detail in lecture.problems.map(\.detail) {
            XCTAssertFalse(ics.contains(detail), "operator detail in a student's calendar: \(detail)")
        }
        let explained = RowExplanation(lecture)
        XCTAssertEqual(explained.reasons.prefix(lecture.problems.count), lecture.problems.map(\.detail)[...])
        XCTAssertTrue(explained.unread.allSatisfy { $0.hasPrefix("“") || !$0.isEmpty })
    }

    func test_every_problem_outcome_has_a_text_in_each_language_and_the_german_one_is_not_english() {
        let day = CalendarDate(iso: "2020-12-28")!, first = CalendarDate(iso: "2020-10-05")!, last = CalendarDate(iso: "2021-02-05")!
        let outcomes: [PlanningProblem.Outcome] = [
            .notRead(UnreadSpan("bis auf Weiteres", "a vague time")), .notRead(UnreadSpan(nil, "a question mark")), .notRead(.omitted(3)),
            .commentTooLong(read: 2000, length: 5000), .datesNotInData(quote: "nach Absprache"), .contradiction(quote: "KW 43"),
            .contradiction(quote: nil), .impossibleDate(quote: "30.02."), .impossibleDate(quote: nil),
            .outsideLecturePeriod(quote: "ab 28.12.", date: day, firstDay: first, lastDay: last),
            .otherWeekday(quote: "dienstags", rowWeekday: 1), .noDateLeft, .clockChange(CalendarDate(iso: "2020-10-25")!),
            .blockWithoutWeeks(firstDay: first, lastDay: last),
        ]
        let englishWords = ["the ", " is ", " not ", "date", "week", "comment", "could", "lecture"]
        for outcome in outcomes {
            let german = Messages.german.problem(outcome), english = Messages.english.problem(outcome)
            XCTAssertFalse(german.isEmpty)
            XCTAssertNotEqual(german, english, "\(outcome)")
            for word in englishWords {
                XCTAssertFalse(german.contains(word), "“\(word)” in the German text of \(outcome): \(german)")
            }
        }
        XCTAssertEqual(Messages.german.problem(.outsideLecturePeriod(quote: "ab 28.12.", date: day, firstDay: first, lastDay: last)),
                       "„ab 28.12.“: der 28.12.2020 liegt außerhalb der Vorlesungszeit (05.10.2020 bis 05.02.2021)")
    }

    /// The student-facing code picks a table and never asks for the language itself.
    func test_no_language_switches_outside_the_message_tables() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let folders = ["SemesterCal/Export", "SemesterCal/Report", "SemesterCal/Update", "SemesterCal/Changes",
                       "SemesterCal/Explain", "SemesterCal/Planning", "Workflows"]
        let switches = ["isGerman ?", "german ?", "== .de ?", "isGerman ?", "german: true", "german: false"]
        var found: [String] = []
        for folder in folders {
            let directory = sources.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.components(separatedBy: "\n").enumerated() where switches.contains(where: line.contains) {
                    found.append("\(folder)/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(found, [], "language chosen by a ternary instead of a Messages table")
    }

    // MARK: Reports

    private func plan(feed: [[String: Any]]) throws -> TimetablePlan {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")
        let file = samples.appendingPathComponent("WS2020_Informatik_1.json")
        let source = TimetableSource(name: "/srv/semestercal/data/WS2020_Informatik_1.json", data: try Data(contentsOf: file))
        let feedSource = TimetableSource(name: "/srv/semestercal/data/WS2020_Informatik_1.changes.json",
                                         data: try JSONSerialization.data(withJSONObject: ["changes": feed]))
        return try TimetablePlan.make(sources: [source], changeFeeds: [feedSource],
                                      planner: LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof))
    }

    private func unknownSlotChange() -> [String: Any] {
        ["id": "4711", "label": "Mathematik 1", "docent": "", "comment": "", "reason": "Krankheit", "text": NSNull(),
         "group": "", "splusname": "CB§unknown%1 $ 2 Vertretung01",
         "original": ["day": "", "time": "08:00", "date": "09.11.2020", "room": ""], "alternative": NSNull()]
    }

    func test_a_change_that_was_not_applied_is_told_to_students_without_paths_or_slot_keys() throws {
        let plan = try plan(feed: [unknownSlotChange()])
        XCTAssertEqual(plan.changes.unmatched.count, 1)
        let german = ReportNotice.notices(for: plan, language: "de").map(\.message)
        XCTAssertEqual(german, ["Änderung für „Mathematik 1“ am Mo 09.11.2020 08:00 (fällt aus) wurde nicht übernommen: "
                                + "die Veranstaltung steht nicht in diesem Stundenplan"])
        let english = ReportNotice.notices(for: plan, language: "en").map(\.message)
        XCTAssertEqual(english, ["Change for “Mathematik 1” on Mon 2020-11-09 08:00 (cancelled) was not applied: "
                                 + "the lecture is not in this timetable"])
        // The operator's line keeps what is needed to find the entry.
        let operatorLine = plan.changes.unmatched[0].description
        XCTAssertTrue(operatorLine.contains("/srv/semestercal/data/WS2020_Informatik_1.changes.json"), operatorLine)
        XCTAssertTrue(operatorLine.contains("CB§unknown%1"), operatorLine)
        XCTAssertTrue(operatorLine.contains("4711"), operatorLine)
    }

    func test_a_failed_download_names_the_course_not_the_technical_reason() {
        let notice = ReportNotice.downloadFailed(course: "Informatik, 1. Semester", previousKept: true, language: "de")
        XCTAssertEqual(notice.message, "Abruf für „Informatik, 1. Semester“ fehlgeschlagen: der Kalender beruht auf dem vorigen Stand und ist vielleicht nicht aktuell")
    }

    func test_a_combined_report_names_the_course_of_each_change() {
        let math = ReportFixtures.cancelled
        let shared = ReportFixtures.change(.roomChanged,
            old: ReportFixtures.occurrence(ReportFixtures.tuesday, "10:00", "11:30", uid: "sc-bwl@semestercal", summary: "BWL", location: "FA007"),
            new: ReportFixtures.occurrence(ReportFixtures.tuesday, "10:00", "11:30", uid: "sc-bwl@semestercal", summary: "BWL", location: "FB105"),
            fields: ["location"])
        let combined = ChangeReport.combining([
            ReportFixtures.report([math, shared], name: "Informatik, 1. Semester"),
            ReportFixtures.report([shared], name: "Wirtschaftsinformatik, 1. Semester"),
        ], calendarName: "Hochschule Hof – WiSe 2020/21", language: "de")
        XCTAssertEqual(combined.diff.changes.count, 2, "a change two calendars share is listed once")
        let text = TextReportRenderer.render(combined, options: ReportFixtures.options("de", showPast: true))
        XCTAssertTrue(text.contains("Mathematik (Informatik, 1. Semester) — "), text)
        XCTAssertTrue(text.contains("BWL (Informatik, 1. Semester; Wirtschaftsinformatik, 1. Semester) — "), text)
        let single = TextReportRenderer.render(ReportFixtures.report([math]), options: ReportFixtures.options("de", showPast: true))
        XCTAssertFalse(single.contains("(Informatik"), "a report of one calendar does not repeat its name: \(single)")
    }
}
