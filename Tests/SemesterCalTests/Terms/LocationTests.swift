import SemesterCal
import XCTest

final class LocationTests: XCTestCase {
    private let hof = InstitutionProfile.hochschuleHof

    func test_room_on_campus_hof_gets_campus_and_address() {
        XCTAssertEqual(hof.location(forRoom: "FA007"), "FA007, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof")
        XCTAssertEqual(hof.location(forRoom: "FG023a/023b"), "FG023a/023b, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof")
    }

    func test_room_in_muenchberg_gets_campus_and_address() {
        XCTAssertEqual(hof.location(forRoom: "Mueb_323"), "Mueb_323, Campus Münchberg, Kulmbacher Straße 76, 95213 Münchberg")
    }

    func test_several_rooms_stay_as_written_and_the_first_names_the_campus() {
        XCTAssertEqual(hof.location(forRoom: "FA107 + FA109"), "FA107 + FA109, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof")
        XCTAssertEqual(hof.location(forRoom: "Mueb_CAD + Mueb_610A"),
                       "Mueb_CAD + Mueb_610A, Campus Münchberg, Kulmbacher Straße 76, 95213 Münchberg")
    }

    func test_virtual_rooms_are_online() {
        XCTAssertEqual(hof.location(forRoom: "virt_9ba7fa"), "Online (virt_9ba7fa)")
        XCTAssertEqual(hof.location(forRoom: "Virt_schug"), "Online (Virt_schug)")
        XCTAssertEqual(hof.location(forRoom: "Ex_Virtuell"), "Online (Ex_Virtuell)")
        XCTAssertEqual(hof.location(forRoom: "Ex_Virtuel_01"), "Online (Ex_Virtuel_01)")
    }

    func test_unknown_rooms_stay_as_they_are_and_empty_stays_empty() {
        XCTAssertEqual(hof.location(forRoom: "VWA_SN"), "VWA_SN")
        XCTAssertEqual(hof.location(forRoom: "Ex_Extern"), "Ex_Extern")
        XCTAssertEqual(hof.location(forRoom: ""), "")
        XCTAssertEqual(hof.location(forRoom: "  "), "")
        XCTAssertEqual(hof.location(forRoom: " FA007 "), "FA007, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof")
    }

    func test_the_longest_matching_prefix_wins_and_a_missing_address_is_left_out() throws {
        var profile = hof
        profile.campuses.append(InstitutionProfile.Campus(name: "Forschungszentrum", address: nil, roomPrefixes: ["FZ_"]))
        XCTAssertEqual(profile.location(forRoom: "FZ_101"), "FZ_101, Forschungszentrum")
        XCTAssertEqual(profile.location(forRoom: "FA007"), "FA007, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof")
    }
}
