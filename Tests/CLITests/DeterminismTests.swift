import Foundation
import XCTest

/// The same input gives the same bytes: on any run, in any time zone or locale;
/// DTSTAMP comes from SOURCE_DATE_EPOCH or the term, never from the clock.
final class DeterminismTests: CLITestCase {
    private func convertSamples(environment: [String: String] = [:], file: StaticString = #filePath,
                                line: UInt = #line) throws -> Data {
        let result = try run(["convert", "--term", "WS2020"] + Samples.paths, environment: environment)
        XCTAssertEqual(result.status, 0, "\(environment): \(result.stderr)", file: file, line: line)
        XCTAssertFalse(result.stdout.isEmpty, file: file, line: line)
        return result.stdout
    }

    func test_two_runs_give_byte_identical_calendars() throws {
        XCTAssertEqual(try convertSamples(), try convertSamples())
    }

    func test_output_does_not_depend_on_time_zone_or_locale() throws {
        let reference = try convertSamples(environment: ["TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        let referenceExplain = try run(["explain", "--term", "WS2020", "--format", "json"] + Samples.paths,
                                       environment: ["TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]).stdout
        let environments: [[String: String]] = [
            ["TZ": "Pacific/Auckland"],
            ["TZ": "America/Los_Angeles"],
            ["TZ": "Pacific/Kiritimati", "LC_ALL": "de_DE.UTF-8"],
            ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"],
            ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Europe/Berlin"],
            ["LANG": "ar_SA.UTF-8", "LC_ALL": "th_TH.UTF-8", "TZ": "Asia/Kathmandu"],
        ]
        for environment in environments {
            XCTAssertEqual(try convertSamples(environment: environment), reference, "calendar differs under \(environment)")
            let explain = try run(["explain", "--term", "WS2020", "--format", "json"] + Samples.paths, environment: environment)
            XCTAssertEqual(explain.stdout, referenceExplain, "explain differs under \(environment)")
        }
    }

    func test_source_date_epoch_sets_every_dtstamp() throws {
        let stamped = ICSFile(try convertSamples(environment: ["SOURCE_DATE_EPOCH": "1700000000"]))
        let plain = ICSFile(try convertSamples())
        XCTAssertFalse(stamped.events.isEmpty)
        for event in stamped.events {
            XCTAssertEqual(ICSFile.properties("DTSTAMP", in: event).map(\.value), ["20231114T221320Z"], "\(event)")
        }
        // Only DTSTAMP differs.
        let strip = { (file: ICSFile) in file.lines.filter { !$0.hasPrefix("DTSTAMP") } }
        XCTAssertEqual(strip(stamped), strip(plain))
    }

    func test_dtstamp_defaults_to_midnight_utc_of_the_first_lecture_day() throws {
        let calendar = ICSFile(try convertSamples())
        let stamps = calendar.events.map { ICSFile.properties("DTSTAMP", in: $0).map(\.value) }
        XCTAssertFalse(stamps.isEmpty)
        XCTAssertEqual(Set(stamps), [["20201001T000000Z"]])
        // An empty SOURCE_DATE_EPOCH counts as unset.
        XCTAssertEqual(try convertSamples(environment: ["SOURCE_DATE_EPOCH": ""]), calendar.data)
    }
}
