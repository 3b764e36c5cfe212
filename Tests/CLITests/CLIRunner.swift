import Foundation
import XCTest

/// Runs the built `semestercal` executable in a child process.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The directory SwiftPM put the test bundle in holds the executable too.
    static var executable: URL {
        var dir = Bundle(for: BundleMarker.self).bundleURL
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("semestercal").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("semestercal")
    }

    static var projectRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Result {
        try run(executable, arguments, stdin: stdin, environment: environment, in: directory)
    }

    /// Runs the tool under GNU time (`/usr/bin/time -f %M`) and returns its peak resident memory in
    /// kilobytes too; nil when GNU time is not installed. (The child of a test process cannot be
    /// measured with wait4: a child started by posix_spawn shares the test process's memory until
    /// exec and inherits its high-water mark.)
    static func runMeasuringPeakMemory(_ arguments: [String], environment: [String: String], in directory: URL) throws -> (result: Result, peakKilobytes: Int?) {
        let time = URL(fileURLWithPath: "/usr/bin/time")
        guard FileManager.default.isExecutableFile(atPath: time.path) else {
            return (try run(arguments, environment: environment, in: directory), nil)
        }
        let report = directory.appendingPathComponent(".peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try run(time, ["-f", "%M", "-o", report.path, executable.path] + arguments, stdin: nil, environment: environment, in: directory)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        return (result, text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }

    /// Runs `program` (another copy of the tool, or a helper such as GNU time).
    static func run(_ program: URL, _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], in directory: URL?) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? projectRoot
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SOURCE_DATE_EPOCH")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }
}

private final class BundleMarker {}
