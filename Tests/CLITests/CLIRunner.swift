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
        let process = Process()
        process.executableURL = executable
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
