import ArgumentParser
import Foundation

/// A problem with the user's input: printed as one line "semestercal: error: …", exit status 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

enum Diagnostics {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: warning: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: \(message)\n".utf8))
    }

    /// Runs a command body, turning `CLIError`s into one line on stderr and exit status 2.
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("semestercal: error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
