import Foundation
import ICalendar
import SemesterCal
import XCTest

final class InstitutionProfileCodingTests: XCTestCase {
    private let hof = InstitutionProfile.hochschuleHof

    /// The built-in profile JSON with one piece of text replaced (which must occur).
    private func hofJSON(replacing old: String, with new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let json = InstitutionProfile.hofProfileJSON
        XCTAssertTrue(json.contains(old), "test setup: \(old) not in the Hof profile", file: file, line: line)
        return json.replacingOccurrences(of: old, with: new)
    }

    private func parse(_ json: String) throws -> InstitutionProfile {
        try InstitutionProfile.parse(json: Data(json.utf8), source: "test.json")
    }

    // MARK: The built-in profile

    func test_built_in_hof_profile_holds_the_hof_rules() {
        XCTAssertEqual(hof.name, "Hochschule Hof")
        XCTAssertEqual(hof.timeZone, "Europe/Berlin")
        XCTAssertEqual(hof.language, .de)
        XCTAssertEqual(hof.summerTerm.firstDay.description, "03-15")
        XCTAssertEqual(hof.summerTerm.lastDay.description, "07-10")
        XCTAssertEqual(hof.summerTerm.lastDayYearOffset, 0)
        XCTAssertEqual(hof.winterTerm.firstDay.description, "10-01")
        XCTAssertEqual(hof.winterTerm.lastDay.description, "01-25")
        XCTAssertEqual(hof.winterTerm.lastDayYearOffset, 1)
        for rule in [hof.summerTerm, hof.winterTerm] {
            XCTAssertEqual(rule.firstDayShift.daysByWeekday, [0, 0, 0, 0, 3, 2, 1])
            XCTAssertEqual(rule.lastDayShift.daysByWeekday, [-3, 0, 0, 0, 0, -1, -2])
        }
        XCTAssertEqual(hof.termOverrides, [:], "the rule, not the real SS2020 start, is the default")
        XCTAssertEqual(hof.holidays.count, 14)
        XCTAssertEqual(hof.breaks.map(\.name), ["Weihnachtspause"])
        XCTAssertEqual(hof.campuses.map(\.name), ["Campus Hof", "Campus Münchberg"])
        XCTAssertEqual(hof.virtualRoomPrefixes, ["virt_", "Ex_Virtuell", "Ex_Virtuel_"])
    }

    func test_docs_profile_md_shows_the_built_in_profile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/profile.md"), encoding: .utf8)
        let blocks = docs.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let hofBlock = try XCTUnwrap(blocks.first { $0.contains(#""name": "Hochschule Hof""#) })
        XCTAssertEqual(try parse(hofBlock), hof)
    }

    /// The built-in profile is a Swift value (no decoding at start-up); its published JSON, the
    /// starting point users copy, must say exactly the same.
    func test_built_in_profile_value_equals_its_published_json() throws {
        XCTAssertEqual(try InstitutionProfile.parse(json: Data(InstitutionProfile.hofProfileJSON.utf8), source: "hofProfileJSON"), hof)
    }

    // MARK: Round trip

    func test_hof_profile_round_trips_through_json() throws {
        let encoded = try JSONEncoder().encode(hof)
        XCTAssertEqual(try InstitutionProfile.parse(json: encoded, source: "round trip"), hof)
    }

    func test_profile_with_every_kind_of_rule_round_trips_through_json() throws {
        var json = hofJSON(replacing: #""termOverrides": {}"#,
                           with: #""termOverrides": {"SS2020": {"firstDay": "2020-04-20"}, "WS2020": {"firstDay": "2020-11-02", "lastDay": "2021-02-12"}}"#)
        json = json.replacingOccurrences(
            of: #"{ "name": "Weihnachtspause", "from": "12-24", "through": "01-06" }"#,
            with: #"{ "name": "Weihnachtspause", "from": "12-24", "through": "01-06", "firstYear": 2000, "lastYear": 2030 }, { "name": "Brückentag", "from": "2021-05-14", "through": "2021-05-14" }"#)
        let profile = try parse(json)
        XCTAssertEqual(profile.termOverrides.count, 2)
        XCTAssertEqual(profile.breaks.count, 2)
        let encoded = try JSONEncoder().encode(profile)
        XCTAssertEqual(try InstitutionProfile.parse(json: encoded, source: "round trip"), profile)
    }

    func test_optional_keys_may_be_left_out() throws {
        let minimal = #"""
        {"name": "Minimal", "timeZone": "UTC", "language": "en",
         "terms": {"summer": {"firstDay": "04-01", "lastDay": "07-31"},
                   "winter": {"firstDay": "10-01", "lastDay": "02-15", "lastDayYearOffset": 1}}}
        """#
        let profile = try parse(minimal)
        XCTAssertEqual(profile.language, .en)
        XCTAssertEqual(profile.holidays, [])
        XCTAssertEqual(profile.location(forRoom: "FA007"), "FA007")
        // 2021-04-01 is a Thursday, 2021-07-31 a Saturday: no shifts given, none applied.
        XCTAssertEqual(profile.lecturePeriod(for: Term(season: .summer, year: 2021)),
                       LecturePeriod(firstDay: CalendarDate(iso: "2021-04-01")!, lastDay: CalendarDate(iso: "2021-07-31")!))
    }

    func test_weekday_names_are_case_insensitive() throws {
        let profile = try parse(hofJSON(replacing: #""friday": 3"#, with: #""Friday": 3"#))
        XCTAssertEqual(profile, hof)
    }

    // MARK: Files

    func test_profile_file_loads_from_disk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("semestercal-profile-\(UUID().uuidString).json").path
        try Data(InstitutionProfile.hofProfileJSON.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try InstitutionProfile.load(contentsOf: path), hof)
    }

    func test_missing_profile_file_is_named_in_the_error() {
        XCTAssertThrowsError(try InstitutionProfile.load(contentsOf: "/nonexistent/hof.json")) {
            XCTAssertEqual($0 as? ProfileError, .unreadable(file: "/nonexistent/hof.json", reason: "no such file"))
            XCTAssertEqual("\($0)", "cannot read profile /nonexistent/hof.json: no such file")
        }
    }

    func test_invalid_profile_file_error_names_the_file_and_the_key() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("semestercal-bad-\(UUID().uuidString).json").path
        try Data(hofJSON(replacing: #""firstDay": "03-15""#, with: #""firstDay": "13-15""#).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try InstitutionProfile.load(contentsOf: path)) {
            XCTAssertEqual("\($0)", "invalid profile \(path): terms.summer.firstDay: \"13-15\": month 13 is not 1-12")
        }
    }

    func test_json_syntax_error_is_reported_with_its_line() {
        XCTAssertThrowsError(try parse("{\n  \"name\": ,\n}")) {
            guard case ProfileError.invalid(_, let keyPath, let reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(keyPath, "(top level)")
            XCTAssertTrue(reason.hasPrefix("not valid JSON") && reason.contains("line 2"), reason)
        }
    }

    // MARK: Bad profiles

    func test_bad_profiles_are_rejected_with_the_key_path_and_the_reason() {
        let cases: [(old: String, new: String, keyPath: String, reason: String)] = [
            (#""friday": 3"#, #""fryday": 3"#, "terms.summer.firstDayShift.fryday", #"unknown weekday "fryday""#),
            (#""sunday": 1"#, #""sunday": 9"#, "terms.summer.firstDayShift.sunday", "more than a week"),
            (#""firstDay": "03-15""#, #""firstDay": "13-15""#, "terms.summer.firstDay", "month 13 is not 1-12"),
            (#""firstDay": "03-15""#, #""firstDay": "15.03.""#, "terms.summer.firstDay", #"expected "MM-DD""#),
            (#""lastDay": "01-25""#, #""lastDay": "02-30""#, "terms.winter.lastDay", "day 30 does not exist in month 2"),
            (#""lastDayYearOffset": 1"#, #""lastDayYearOffset": 0"#, "terms.winter.lastDay", "is not after first day 10-01"),
            (#""lastDayYearOffset": 1"#, #""lastDayYearOffset": 2"#, "terms.winter.lastDayYearOffset", "must be 0"),
            (#""winter": {"#, #""wintr": {"#, "terms.wintr", "unknown key"),
            (#""language": "de""#, #""language": "fr""#, "language", #"unknown language "fr""#),
            (#""timeZone": "Europe/Berlin""#, #""timeZone": "Berlin time""#, "timeZone", "not an IANA time zone id"),
            (#""name": "Hochschule Hof","#, #""nmae": "Hochschule Hof","#, "nmae", "unknown key"),
            (#""language": "de","#, "", "language", "required key is missing"),
            (#""date": "08-15""#, #""date": "02-29""#, "holidays[8].date", "29 February does not exist every year"),
            (#""date": "08-15""#, #""date": "2020-02-30""#, "holidays[8].date", "is not a date"),
            (#""easterOffset": -2"#, #""easterOffset": -2, "date": "04-10""#, "holidays[2].easterOffset", "not both"),
            (#""easterOffset": -2"#, #""easterOffset": 400"#, "holidays[2].easterOffset", "too far"),
            (#"{ "name": "Neujahr", "date": "01-01" }"#, #"{ "name": "Neujahr" }"#, "holidays[0]", "needs \"date\""),
            (#""firstYear": 1990"#, #""firstYear": "1990""#, "holidays[9].firstYear", "Expected"),
            (#""firstYear": 1990"#, #""firstYear": 1990, "lastYear": 1980"#, "holidays[9].lastYear", "before firstYear"),
            (#""date": "2017-10-31""#, #""date": "2017-10-31", "firstYear": 2017"#, "holidays[10].firstYear", "takes no"),
            (#""name": "Neujahr""#, #""name": " ""#, "holidays[0].name", "must not be empty"),
            (#""from": "12-24""#, #""from": "2020-12-24""#, "breaks[0].through", "both"),
            (#""through": "01-06""#, #""untill": "01-06""#, "breaks[0].untill", "unknown key"),
            (#""roomPrefixes": ["F"]"#, #""roomPrefixes": []"#, "campuses[0].roomPrefixes", "at least one"),
            (#""roomPrefixes": ["F"]"#, #""roomPrefixes": ["Mueb_"]"#, "campuses", #""Mueb_" is given twice"#),
            (#"["virt_", "#, #"["", "virt_", "#, "virtualRoomPrefixes", "must not be empty"),
            (#""termOverrides": {}"#, #""termOverrides": {"SS2020/21": {"firstDay": "2020-04-20"}}"#,
             "termOverrides.SS2020/21", "not a term name"),
            (#""termOverrides": {}"#, #""termOverrides": {"SS2020": {"firstDay": "20.04.2020"}}"#,
             "termOverrides.SS2020.firstDay", #"expected "YYYY-MM-DD""#),
            (#""termOverrides": {}"#, #""termOverrides": {"SS2020": {}}"#, "termOverrides.SS2020", "needs"),
            (#""termOverrides": {}"#, #""termOverrides": {"SS2020": {"firstDay": "2021-04-20"}}"#,
             "termOverrides.SS2020", "is not in SoSe 2020"),
            (#""termOverrides": {}"#, #""termOverrides": {"SS2020": {"firstDay": "2020-04-20"}, "SoSe 2020": {"firstDay": "2020-04-27"}}"#,
             "termOverrides.", "SS2020 is given twice"),
            (#""campuses": ["#, #""campuses": {"#, "(top level)", "not valid JSON"),
        ]
        for example in cases {
            let json = hofJSON(replacing: example.old, with: example.new)
            XCTAssertThrowsError(try parse(json), example.new) { error in
                guard case ProfileError.invalid(let file, let keyPath, let reason) = error else {
                    return XCTFail("\(example.new): \(error)")
                }
                XCTAssertEqual(file, "test.json")
                if example.keyPath.hasSuffix(".") {
                    XCTAssertTrue(keyPath.hasPrefix(example.keyPath), "\(example.new): key path \(keyPath)")
                } else {
                    XCTAssertEqual(keyPath, example.keyPath, "\(example.new): \(reason)")
                }
                XCTAssertTrue(reason.contains(example.reason), "\(example.new): reason \(reason)")
            }
        }
    }
}
