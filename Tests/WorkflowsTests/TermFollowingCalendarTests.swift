import Foundation
import ICalendar
import SemesterCal
import XCTest
@testable import Workflows
@testable import NetworkWorkflows

/// A course's subscription follows the terms, and keeps the last term's dates for a while
/// (issue 13, point 12).
final class TermFollowingCalendarTests: XCTestCase {
    private let winter = Term(parsing: "WS2020")!
    private let summer = Term(parsing: "SS2021")!

    func test_the_course_stem_is_the_term_file_s_stem_without_the_term() {
        XCTAssertEqual(TermFollowingCalendar.courseStem(of: "WS2020_Inf_1", term: winter), "Inf_1")
        XCTAssertEqual(TermFollowingCalendar.courseStem(of: "SS2021_BW_dual_2", term: summer), "BW_dual_2")
        XCTAssertNil(TermFollowingCalendar.courseStem(of: "Inf_1", term: winter), "no term in the name: no twin")
        XCTAssertNil(TermFollowingCalendar.courseStem(of: "SS2021_Inf_1", term: winter), "another term's file")
        XCTAssertNil(TermFollowingCalendar.courseStem(of: "WS2020_", term: winter))
    }

    private func calendar(name: String, uid: String, on day: String) -> ICalComponent {
        let start = LocalDateTime(date: CalendarDate(iso: day)!, time: LocalTime(hour: 8, minute: 0)!)
        let end = LocalDateTime(date: CalendarDate(iso: day)!, time: LocalTime(hour: 9, minute: 30)!)
        let event = ICalComponent("VEVENT", properties: [
            .text("UID", uid), .utcDateTime("DTSTAMP", start), .floatingDateTime("DTSTART", start),
            .floatingDateTime("DTEND", end), .text("SUMMARY", "Klausur \(uid)"),
        ])
        return ICalComponent("VCALENDAR", properties: [.text("VERSION", "2.0"), .text("PRODID", "-//test//EN"),
                                                       .text("X-WR-CALNAME", name)], components: [event])
    }

    private func folder(withArchive archive: ICalComponent?, named name: String = "WS2020_Inf_1.ics") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("term-following-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        if let archive { try Data(ICalendarWriter.serializeBytes(archive)).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    private func uids(_ calendar: ICalComponent) -> [String] {
        calendar.components(named: "VEVENT").compactMap { $0.first("UID")?.value }.sorted()
    }

    func test_the_last_term_s_dates_stay_until_four_weeks_after_its_last_one() throws {
        // The winter exam on 2021-02-12 is still ahead when the summer timetable is published.
        let folder = try folder(withArchive: calendar(name: "Inf, 1. Semester – WiSe 2020/21", uid: "winter-exam", on: "2021-02-12"))
        let current = calendar(name: "Inf, 1. Semester – SoSe 2021", uid: "summer-lecture", on: "2021-03-15")
        for (today, kept) in [("2021-02-01", true), ("2021-03-12", true), ("2021-03-13", false), ("2021-06-01", false)] {
            let result = try TermFollowingCalendar.calendar(current: current, title: "Inf, 1. Semester", courseStem: "Inf_1",
                                                            term: summer, folder: folder, today: CalendarDate(iso: today)!)
            XCTAssertEqual(uids(result.calendar), kept ? ["summer-lecture", "winter-exam"] : ["summer-lecture"], today)
            XCTAssertEqual(result.keptFrom != nil, kept, today)
            XCTAssertEqual(result.calendar.first("X-WR-CALNAME")?.textValue, "Inf, 1. Semester", "the name has no term")
        }
    }

    func test_only_an_earlier_term_of_the_same_course_is_kept() throws {
        let other = try folder(withArchive: calendar(name: "WI", uid: "wi-exam", on: "2021-02-12"), named: "WS2020_WI_1.ics")
        let later = try folder(withArchive: calendar(name: "Inf", uid: "next-winter", on: "2021-11-02"), named: "WS2021_Inf_1.ics")
        let current = calendar(name: "Inf", uid: "summer-lecture", on: "2021-03-15")
        for folder in [other, later] {
            let result = try TermFollowingCalendar.calendar(current: current, title: "Inf", courseStem: "Inf_1", term: summer,
                                                            folder: folder, today: CalendarDate(iso: "2021-03-01")!)
            XCTAssertEqual(uids(result.calendar), ["summer-lecture"])
        }
    }

    func test_archives_list_every_term_of_the_course_in_order() throws {
        let folder = try folder(withArchive: calendar(name: "Inf", uid: "a", on: "2020-06-01"), named: "SS2020_Inf_1.ics")
        try Data("x".utf8).write(to: folder.appendingPathComponent("SS2020_WI_1.ics"))
        let archives = TermFollowingCalendar.archives(courseStem: "Inf_1", in: folder, adding: "WS2020_Inf_1.ics")
        XCTAssertEqual(archives.map(\.fileName), ["SS2020_Inf_1.ics", "WS2020_Inf_1.ics"])
    }
}
