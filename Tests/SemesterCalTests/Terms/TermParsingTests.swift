import Foundation
import SemesterCal
import XCTest

final class TermParsingTests: XCTestCase {
    func test_summer_term_names_in_every_accepted_spelling() {
        for text in ["SS2020", "SS20", "SoSe 2020", "SoSe20", "Sommersemester 2020", "summer 2020", "Sommer 2020",
                     "ss2020", "SOSE 2020", " SS 2020 ", "Summer Semester 2020", "sommersemester2020"] {
            XCTAssertEqual(Term(parsing: text), Term(season: .summer, year: 2020), text)
        }
    }

    func test_winter_term_names_in_every_accepted_spelling() {
        for text in ["WS2020", "WS20", "WS2020/21", "WS 2020/2021", "WS20/21", "WiSe 2020/21",
                     "Wintersemester 2020/21", "winter 2020", "ws 2020 / 21", "WISE2020", "Winter 2020-21",
                     "Wintersemester 2020/2021", "WS20/2021"] {
            XCTAssertEqual(Term(parsing: text), Term(season: .winter, year: 2020), text)
        }
    }

    func test_winter_term_whose_second_year_is_not_the_next_is_rejected() {
        for text in ["WS2020/22", "WS20/22", "WS 2020/2022", "WiSe 2020/20", "WS2020/2019"] {
            XCTAssertNil(Term(parsing: text), text)
        }
    }

    func test_nonsense_term_names_are_rejected() {
        for text in ["", "2020", "SS", "WS", "SS202", "SS02020", "SS2020/21", "Sommr 2020", "XS2020",
                     "WS2020/", "WS2020/21/22", "WS 20 20", "SS-2020", "SS1500", "WS9999", "SS２０２０"] {
            XCTAssertNil(Term(parsing: text), text)
        }
    }

    func test_two_digit_years_mean_the_twenty_first_century_also_across_a_century_end() {
        XCTAssertEqual(Term(parsing: "WS99/00"), Term(season: .winter, year: 2099))
        XCTAssertEqual(Term(parsing: "WS 2099/00")?.displayName, "WiSe 2099/00")
    }

    func test_code_display_name_and_description() {
        let summer = Term(season: .summer, year: 2020)
        let winter = Term(season: .winter, year: 2020)
        XCTAssertEqual(summer.code, "SS2020")
        XCTAssertEqual(winter.code, "WS2020")
        XCTAssertEqual(summer.displayName, "SoSe 2020")
        XCTAssertEqual(winter.displayName, "WiSe 2020/21")
        XCTAssertEqual(winter.description, "WS2020")
        XCTAssertEqual("\(summer)", "SS2020")
    }

    func test_terms_order_chronologically() {
        let terms = ["WS2020", "SS2021", "SS2020", "WS2019"].map { Term(parsing: $0)! }
        XCTAssertEqual(terms.sorted().map(\.code), ["WS2019", "SS2020", "WS2020", "SS2021"])
    }

    func test_term_encodes_as_its_code_and_decodes_any_spelling() throws {
        let encoded = try JSONEncoder().encode([Term(season: .winter, year: 2020)])
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), #"["WS2020"]"#)
        let decoded = try JSONDecoder().decode([Term].self, from: Data(#"["WiSe 2020/21", "SoSe20"]"#.utf8))
        XCTAssertEqual(decoded, [Term(season: .winter, year: 2020), Term(season: .summer, year: 2020)])
        XCTAssertThrowsError(try JSONDecoder().decode([Term].self, from: Data(#"["WS2020/22"]"#.utf8)))
    }
}
