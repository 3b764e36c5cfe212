import XCTest
@testable import SemesterCal

/// Calendar names from the service's file names: course and semester, for students.
final class CourseTitleTests: XCTestCase {
    func test_course_and_semester_from_the_services_file_names() {
        let cases = [
            ("WS2020_Informatik_1", "Informatik, 1. Semester"),
            ("SS_BW dual_2", "BW dual, 2. Semester"),
            ("WS_Master GM_3", "Master GM, 3. Semester"),
            ("WS2020_Inf_1", "Inf, 1. Semester"),
            ("SoSe2021_Medieninformatik_4", "Medieninformatik, 4. Semester"),
            ("WS20_MC_7", "MC, 7. Semester"),
        ]
        for (stem, title) in cases { XCTAssertEqual(CourseTitle.fromInputStem(stem, language: .de), title, stem) }
        XCTAssertEqual(CourseTitle.fromInputStem("WS2020_Informatik_1", language: .en), "Informatik, semester 1")
    }

    func test_other_names_are_kept_with_spaces_for_underscores() {
        let cases = [
            ("WS2020_MeinStundenplan", "MeinStundenplan"),
            ("WS_Vinf_3b", "Vinf 3b"),
            ("plan", "plan"),
            ("SS", "SS"),
            ("SSD_Labor_2", "SSD Labor, 2. Semester"),
            ("Wirtschaft_2020", "Wirtschaft 2020"),
            ("stdin", "stdin"),
        ]
        for (stem, title) in cases { XCTAssertEqual(CourseTitle.fromInputStem(stem, language: .de), title, stem) }
    }
}
