// swift-tools-version: 6.0
// Benchmark executables for scripts/bench.sh (issue 4, "The numbers"). A package of its own,
// so the main build and test suite never see them; it uses the main package by path.
import PackageDescription

let package = Package(
    name: "semestercal-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "semestercal", path: ".."),
    ],
    targets: [
        // Comment-interpretation throughput: CommentReader (tokens → cues) and SeriesPlanner (cues → dates).
        .executableTarget(
            name: "CommentThroughput",
            dependencies: [.product(name: "SemesterCal", package: "semestercal")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
