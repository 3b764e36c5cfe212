// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "semestercal",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SemesterCal", targets: ["SemesterCal"]),
        .library(name: "ICalendar", targets: ["ICalendar"]),
        .library(name: "TimetableService", targets: ["TimetableService"]),
        .library(name: "Workflows", targets: ["Workflows"]),
        .library(name: "NetworkWorkflows", targets: ["NetworkWorkflows"]),
        .executable(name: "semestercal", targets: ["semestercal"]),
        .executable(name: "semestercal-network", targets: ["semestercal-network"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP client of the Swift server ecosystem (docs/dependencies.md): streamed bodies with
        // back-pressure, so an answer's size is bounded before it is in memory; no libcurl.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        // RFC 5545 model, writer and time-zone export. Knows nothing of lectures.
        .target(name: "ICalendar"),
        // Timetable rows, comment grammar, term rules, planning, calendar export.
        .target(name: "SemesterCal", dependencies: ["ICalendar"]),
        // The Hof timetable service: requests, validation, concurrent downloads, credentials, config file.
        .target(
            name: "TimetableService",
            dependencies: [
                "SemesterCal", "ICalendar",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        // The jobs users run, as library calls: convert, explain, update. They own the order of
        // work (plan everything before writing anything, the report before the calendars) and
        // return results and notices; they never print. No networking: what links this module
        // starts without SwiftNIO (docs/performance.md, start-up).
        .target(name: "Workflows", dependencies: ["SemesterCal", "ICalendar"]),
        // The jobs that download: sync (check, download, publish) and fetch's summary.
        .target(name: "NetworkWorkflows", dependencies: ["Workflows", "SemesterCal", "ICalendar", "TimetableService"]),
        // The commands that never touch the network (convert, explain, diff, update), their option
        // groups and the rendering of diagnostics; shared by both executables.
        .target(
            name: "SemesterCalCommands",
            dependencies: ["Workflows", "SemesterCal", "ICalendar", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The command-line tool users run. It links no networking, so every command starts fast;
        // `fetch` and `sync` (and shell completion) are handed to semestercal-network beside it.
        .executableTarget(
            name: "semestercal",
            dependencies: ["SemesterCalCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            // A position-dependent release binary: the loader applies none of its 78,000 relocations
            // and touches no page for them, 1.7 ms of every start (docs/performance.md, ninth round).
            // The network companion stays position-independent.
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
        ),
        // The whole command tree, the network commands included; `semestercal` runs it for them.
        .executableTarget(
            name: "semestercal-network",
            dependencies: [
                "SemesterCalCommands", "NetworkWorkflows", "Workflows", "SemesterCal", "TimetableService",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The example of docs/library.md, compiled with the package so that it cannot rot.
        .executableTarget(name: "library-example", dependencies: ["Workflows", "SemesterCal", "ICalendar"], path: "Examples/LibraryExample"),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar"]),
        .testTarget(name: "SemesterCalTests", dependencies: ["SemesterCal", "ICalendar"]),
        // The workflows called as a library: no process is started.
        .testTarget(name: "WorkflowsTests", dependencies: ["Workflows", "NetworkWorkflows", "SemesterCal", "ICalendar", "TimetableService", "HTTPTestServer"]),
        // A small HTTP/1.1 server on 127.0.0.1 for the tests (POSIX sockets, no dependencies).
        .target(name: "HTTPTestServer", path: "Tests/HTTPTestServer"),
        // Against a real HTTP/1.1 server on 127.0.0.1 that the tests start themselves.
        .testTarget(name: "TimetableServiceTests", dependencies: ["TimetableService", "SemesterCal", "ICalendar", "HTTPTestServer"]),
        // Runs the built `semestercal` binary: exit codes, messages, files written.
        .testTarget(name: "CLITests", dependencies: ["semestercal", "semestercal-network", "HTTPTestServer"], exclude: ["OutputFingerprints.txt"]),
    ],
    swiftLanguageModes: [.v6]
)
