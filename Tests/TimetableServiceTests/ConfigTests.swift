import Foundation
import ICalendar
import SemesterCal
import XCTest
@testable import TimetableService

/// `semestercal.json`: every key, and errors that name the file and the key.
final class ConfigTests: XCTestCase {
    let folder = URL(fileURLWithPath: "/home/max/timetable")

    private func parse(_ json: String) throws -> SemesterCalConfig {
        try SemesterCalConfig.parse(json: Data(json.utf8), file: "semestercal.json", relativeTo: folder)
    }

    private func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(json)
            XCTFail("expected an error for \(json)", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func test_the_documented_example_reads_completely() throws {
        let config = try parse("""
            {
              "term": "current",
              "profile": "hof-profile.json",
              "baseURL": "https://www.example.org/soap/client.php",
              "user": "max",
              "courses": ["Inf:1,3", {"course": "BW dual", "semesters": ["2", 4]}, {"course": "MC", "semester": 5}],
              "lectureIDs": ["1332256", 1332495],
              "lectures": {
                "include": [{"label": "Mathematik"}, {"group": "B", "kind": "exercise"}],
                "exclude": [{"id": "3856385"}]
              },
              "outputDirectory": "public",
              "reminderMinutes": [15, 60],
              "report": {"from": "Stundenplan <bot@example.org>", "to": ["max@example.org"]},
              "linkBaseURL": "https://calendars.example.org/inf",
              "fetch": {"concurrency": 2, "timeoutSeconds": 12.5, "retries": 1}
            }
            """)
        XCTAssertEqual(config.term, .current)
        XCTAssertEqual(config.profile, "/home/max/timetable/hof-profile.json")
        XCTAssertEqual(config.baseURL?.url.absoluteString, "https://www.example.org/soap/client.php")
        XCTAssertEqual(config.user, "max")
        XCTAssertEqual(config.courses.map(\.description), ["Inf:1", "Inf:3", "BW dual:2", "BW dual:4", "MC:5"])
        XCTAssertEqual(config.lectureIDs, ["1332256", "1332495"])
        XCTAssertEqual(config.lectures.include, [LectureFilter(label: "Mathematik"), LectureFilter(group: "B", kind: .exercise)])
        XCTAssertEqual(config.lectures.exclude, [LectureFilter(id: "3856385")])
        XCTAssertEqual(config.outputDirectory, "/home/max/timetable/public")
        XCTAssertEqual(config.reminderMinutes, [15, 60])
        XCTAssertEqual(config.report, ReportRecipients(from: "Stundenplan <bot@example.org>", to: ["max@example.org"]))
        XCTAssertEqual(config.linkBaseURL?.url.absoluteString, "https://calendars.example.org/inf/")
        XCTAssertEqual(config.fetch, FetchSettings(concurrency: 2, timeoutSeconds: 12.5, retries: 1))
    }

    func test_an_empty_object_is_a_valid_config_and_single_values_are_lists() throws {
        let empty = try parse("{}")
        XCTAssertNil(empty.term)
        XCTAssertEqual(empty.courses, [])
        XCTAssertTrue(empty.lectures.keepsEverything)
        let single = try parse(#"{"term": "WiSe 2020/21", "reminderMinutes": 10, "report": {"from": "a@b", "to": "c@d"}, "outputDirectory": "/abs/out"}"#)
        XCTAssertEqual(single.term, .fixed(Term(parsing: "WS2020")!))
        XCTAssertEqual(single.reminderMinutes, [10])
        XCTAssertEqual(single.report?.to, ["c@d"])
        XCTAssertEqual(single.outputDirectory, "/abs/out")
    }

    func test_unknown_keys_are_errors_with_a_suggestion() {
        XCTAssertEqual(error(#"{"baseUrl": "https://x.org/client.php"}"#),
                       #"invalid config semestercal.json: baseUrl: unknown key "baseUrl" (did you mean "baseURL"?); expected one of: term, profile, baseURL, user, courses, lectureIDs, lectures, outputDirectory, stateDirectory, reminderMinutes, report, linkBaseURL, fetch"#)
        XCTAssertTrue(error(#"{"fetch": {"timeout": 3}}"#).hasPrefix(#"invalid config semestercal.json: fetch.timeout: unknown key "timeout" (did you mean "timeoutSeconds"?)"#))
        XCTAssertTrue(error(#"{"lectures": {"include": [{"lable": "X"}]}}"#).hasPrefix(#"invalid config semestercal.json: lectures.include[0].lable: unknown key "lable" (did you mean "label"?)"#))
        XCTAssertTrue(error(#"{"password": "x"}"#).contains(#"unknown key "password""#), "a password has no place in the file")
    }

    func test_wrong_types_and_values_name_the_key() {
        XCTAssertEqual(error(#"{"term": 2020}"#), "invalid config semestercal.json: term: expected text, found number")
        XCTAssertTrue(error(#"{"term": "Herbst 2020"}"#).hasPrefix(#"invalid config semestercal.json: term: "Herbst 2020" is not a term"#))
        XCTAssertTrue(error(#"{"courses": "Inf:1"}"#).hasPrefix("invalid config semestercal.json: courses: expected a list"), error(#"{"courses": "Inf:1"}"#))
        XCTAssertTrue(error(#"{"courses": ["Inf"]}"#).hasPrefix("invalid config semestercal.json: courses[0]: “Inf” names no semester"))
        XCTAssertTrue(error(#"{"courses": [{"course": "Inf"}]}"#).hasPrefix("invalid config semestercal.json: courses[0].semesters: required key is missing"))
        XCTAssertTrue(error(#"{"courses": [{"course": "Inf", "semesters": [true]}]}"#).hasPrefix("invalid config semestercal.json: courses[0].semesters[0]:"))
        XCTAssertTrue(error(#"{"reminderMinutes": [15, -5]}"#).hasPrefix("invalid config semestercal.json: reminderMinutes: -5 is not between"))
        XCTAssertTrue(error(#"{"lectures": {"include": [{"kind": "seminar"}]}}"#).contains(#"lectures.include[0].kind: unknown kind "seminar""#))
        XCTAssertTrue(error(#"{"lectures": {"exclude": [{}]}}"#).contains("lectures.exclude[0]: a filter needs at least one of"))
        XCTAssertTrue(error(#"{"baseURL": "https://u:secret@x.org/client.php"}"#).contains("baseURL: service address https://x.org/client.php: the address must not contain"))
        XCTAssertFalse(error(#"{"baseURL": "https://u:secret@x.org/client.php"}"#).contains("secret"))
        XCTAssertTrue(error(#"{"linkBaseURL": "webcal://x.org/"}"#).hasPrefix("invalid config semestercal.json: linkBaseURL:"))
        XCTAssertTrue(error(#"{"report": {"from": "a@b", "to": []}}"#).contains("report.to: name at least one recipient"))
        XCTAssertTrue(error(#"{"report": {"from": "a@b\nBcc: x@y", "to": "c@d"}}"#).contains("report.from: the address contains a line break"))
        XCTAssertTrue(error(#"{"fetch": {"concurrency": 0}}"#).contains("fetch.concurrency: 0 is not between 1 and 32"))
        XCTAssertEqual(error(#"{"fetch": {"retries": 2.5}}"#), "invalid config semestercal.json: fetch.retries: expected a whole number, not 2.5")
        XCTAssertEqual(error(#"{"reminderMinutes": [15, 1.5]}"#), "invalid config semestercal.json: reminderMinutes[1]: expected a whole number, not 1.5")
    }

    func test_syntax_errors_and_unreadable_files() {
        XCTAssertTrue(error("{\n  \"term\": \"WS2020\"\n").hasPrefix("invalid config semestercal.json: (top level): not valid JSON"))
        XCTAssertEqual(error(""), "invalid config semestercal.json: (top level): the file is empty")
        XCTAssertTrue(error(#"["WS2020"]"#).hasPrefix("invalid config semestercal.json: (top level): expected an object"), error(#"["WS2020"]"#))
        XCTAssertThrowsError(try SemesterCalConfig.load(contentsOf: "/nonexistent/semestercal.json")) {
            XCTAssertEqual("\($0)", "cannot read config /nonexistent/semestercal.json: no such file")
        }
    }

    func test_current_is_resolved_with_the_profile_on_the_given_day() throws {
        let config = try parse(#"{"term": "current"}"#)
        let hof = InstitutionProfile.hochschuleHof
        XCTAssertEqual(config.term?.resolve(today: CalendarDate(iso: "2020-11-02")!, profile: hof), Term(parsing: "WS2020"))
        XCTAssertEqual(TermChoice.fixed(Term(parsing: "SS2019")!).resolve(today: CalendarDate(iso: "2020-11-02")!, profile: hof), Term(parsing: "SS2019"))
    }

    func test_lecture_filters_match_rows() throws {
        func row(_ label: String, group: String = "", style: String = "Vorlesung Fixzeit", id: String = "1") -> LectureRow {
            LectureRow(source: RowSource(file: "f", index: 0), id: id, label: label, docent: "", type: "", style: style, group: group,
                       weekday: 1, startTime: LocalTime(hour: 8, minute: 0)!, endTime: LocalTime(hour: 9, minute: 30)!,
                       startDate: nil, endDate: nil, room: "", splusName: "", comment: "", sp: "")
        }
        let selection = try parse(#"{"lectures": {"include": [{"label": "mathe"}, {"group": "b", "kind": "exercise"}], "exclude": [{"id": "9"}]}}"#).lectures
        XCTAssertTrue(selection.keeps(row("Ingenieurmathematik 1")))
        XCTAssertFalse(selection.keeps(row("Ingenieurmathematik 1", id: "9")), "exclude wins")
        XCTAssertTrue(selection.keeps(row("Physik", group: "B", style: "Übungen Fixzeit")))
        XCTAssertFalse(selection.keeps(row("Physik", group: "B")), "a lecture, not an exercise")
        XCTAssertFalse(selection.keeps(row("Physik", group: "A", style: "Übungen Fixzeit")))
        XCTAssertTrue(LectureSelection().keeps(row("Anything")))

        // The service writes groups as "(Gruppe II)": the group's name selects it however it is written.
        let groups = try parse(#"{"lectures": {"include": [{"group": "II"}]}}"#).lectures
        XCTAssertTrue(groups.keeps(row("Statistik", group: "(Gruppe II)")))
        XCTAssertFalse(groups.keeps(row("Statistik", group: "(Gruppe III)")))
        XCTAssertFalse(groups.keeps(row("Statistik", group: "")))
        for written in ["(Gruppe II)", "Gruppe II", "gr. ii", "Group II", "ii"] {
            let selection = try parse(#"{"lectures": {"include": [{"group": "\#(written)"}]}}"#).lectures
            XCTAssertTrue(selection.keeps(row("Statistik", group: "(Gruppe II)")), written)
        }
    }

    func test_filters_that_match_no_lecture_are_named() throws {
        func row(_ label: String, group: String = "") -> LectureRow {
            LectureRow(source: RowSource(file: "f", index: 0), id: "1", label: label, docent: "", type: "", style: "Vorlesung Fixzeit",
                       group: group, weekday: 1, startTime: LocalTime(hour: 8, minute: 0)!, endTime: LocalTime(hour: 9, minute: 30)!,
                       startDate: nil, endDate: nil, room: "", splusName: "", comment: "", sp: "")
        }
        let selection = try parse(#"{"lectures": {"include": [{"label": "Mathe"}, {"label": "Matematik"}], "exclude": [{"group": "V"}]}}"#).lectures
        let rows = [row("Mathematik 1", group: "(Gruppe I)"), row("Physik")]
        XCTAssertEqual(selection.filtersMatchingNothing(in: rows),
                       [#"lectures.include[1] {"label": "Matematik"}"#, #"lectures.exclude[0] {"group": "V"}"#])
        XCTAssertEqual(LectureSelection().filtersMatchingNothing(in: rows), [])
    }
}
