// swift-tools-version: 6.0
// libFuzzer targets for semestercal's hostile-input surfaces. A package of its
// own, so the main build and tests never see the sanitizer flags. Build and run
// with scripts/fuzz.sh; see Fuzz/README.md.
import PackageDescription

let package = Package(
    name: "semestercal-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "semestercal", path: ".."),
    ],
    targets: [
        // The declaration of libFuzzer's driver, which each target's entry point calls.
        .target(name: "LibFuzzerDriver"),
        // Comment text → cues → planned dates (CommentReader, SeriesPlanner via LecturePlanner).
        .executableTarget(
            name: "FuzzComments",
            dependencies: ["LibFuzzerDriver", .product(name: "SemesterCal", package: "semestercal")]
        ),
        // Timetable JSON bytes → rows → plan → calendar, whose bytes must read back.
        .executableTarget(
            name: "FuzzTimetable",
            dependencies: [
                "LibFuzzerDriver",
                .product(name: "SemesterCal", package: "semestercal"),
                .product(name: "ICalendar", package: "semestercal"),
            ]
        ),
        // .ics bytes → component tree → occurrences in a bounded window.
        .executableTarget(
            name: "FuzzICalendar",
            dependencies: ["LibFuzzerDriver", .product(name: "ICalendar", package: "semestercal")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
