// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "semestercal",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SemesterCal", targets: ["SemesterCal"]),
        .library(name: "ICalendar", targets: ["ICalendar"]),
        .library(name: "TimetableService", targets: ["TimetableService"]),
        .executable(name: "semestercal", targets: ["semestercal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // RFC 5545 model, writer and time-zone export. Knows nothing of lectures.
        .target(name: "ICalendar"),
        // Timetable rows, comment grammar, term rules, planning, calendar export.
        .target(name: "SemesterCal", dependencies: ["ICalendar"]),
        // The Hof timetable service: requests, validation, concurrent downloads, credentials, config file.
        .target(name: "TimetableService", dependencies: ["SemesterCal", "ICalendar"]),
        // The command-line tool: thin commands over the library.
        .executableTarget(
            name: "semestercal",
            dependencies: [
                "SemesterCal",
                "TimetableService",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar"]),
        .testTarget(name: "SemesterCalTests", dependencies: ["SemesterCal", "ICalendar"]),
        // A small HTTP/1.1 server on 127.0.0.1 for the tests (POSIX sockets, no dependencies).
        .target(name: "HTTPTestServer", path: "Tests/HTTPTestServer"),
        // Against a real HTTP/1.1 server on 127.0.0.1 that the tests start themselves.
        .testTarget(name: "TimetableServiceTests", dependencies: ["TimetableService", "SemesterCal", "ICalendar", "HTTPTestServer"]),
        // Runs the built `semestercal` binary: exit codes, messages, files written.
        .testTarget(name: "CLITests", dependencies: ["semestercal", "HTTPTestServer"]),
    ],
    swiftLanguageModes: [.v6]
)
