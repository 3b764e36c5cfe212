import XCTest
@testable import SemesterCal

/// File names that are safe in any folder, shared by `convert --output-dir` and `fetch`.
final class SafeFileNameTests: XCTestCase {
    func test_inputs_become_safe_names() {
        XCTAssertEqual(SafeFileName.forInput("SS_BW dual_2.json", extension: "ics"), "SS_BW_dual_2.ics")
        XCTAssertEqual(SafeFileName.forInput("../../etc/passwd.json", extension: "ics"), "passwd.ics")
        XCTAssertEqual(SafeFileName.forInput("Übung Ökonomie ß.json", extension: "ics"), "Uebung_Oekonomie_ss.ics")
        XCTAssertEqual(SafeFileName.forInput(".hidden.json", extension: "ics"), "hidden.ics")
        XCTAssertEqual(SafeFileName.forInput("-", extension: "ics"), "stdin.ics")
        XCTAssertEqual(SafeFileName.forInput("☃.json", extension: "ics"), "calendar.ics")
    }

    func test_a_fetched_schedule_is_named_without_schedule() {
        XCTAssertEqual(SafeFileName.forInput("data/WS2020_Inf_1.schedule.json", extension: "ics"), "WS2020_Inf_1.ics")
        XCTAssertEqual(SafeFileName.inputStem("WS2020_Inf_1.schedule.json"), "WS2020_Inf_1")
        XCTAssertEqual(SafeFileName.inputStem(".schedule.json"), ".schedule", "nothing left to name it by")
    }

    func test_stems_and_unique_names() {
        XCTAssertEqual(SafeFileName.stem("WS2020_Master Inf_1u2", fallback: "x"), "WS2020_Master_Inf_1u2")
        XCTAssertEqual(SafeFileName.stem("///", fallback: "x"), "x")
        XCTAssertEqual(SafeFileName.stem(String(repeating: "a", count: 300), fallback: "x").count, 120)
        XCTAssertEqual(SafeFileName.unique("a.ics", extension: "ics", avoiding: ["a.ics", "a-2.ics"]), "a-3.ics")
        XCTAssertEqual(SafeFileName.unique("a.ics", extension: "ics", avoiding: []), "a.ics")
    }
}
