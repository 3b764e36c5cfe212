import ArgumentParser
import Foundation
import Workflows

/// Renders the library's diagnostics on standard error, one line each: "semestercal: warning: …",
/// "semestercal: error: …" (exit status 2), notes as "semestercal: …".
package enum Diagnostics {
    package static func warn(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: warning: \(oneLine(message))\n".utf8))
    }

    package static func note(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: \(message)\n".utf8))
    }

    package static func error(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: error: \(oneLine(message))\n".utf8))
    }

    /// Each notice of a workflow, in the order it was made.
    package static func render(_ notices: [Notice]) {
        for notice in notices {
            switch notice.severity {
            case .note: note(notice.message)
            case .warning: warn(notice.message)
            case .error: error(notice.message)
            }
        }
    }

    /// Runs a workflow with a log of its notices, rendering them whether it succeeds or fails
    /// (the notices before a failure come before its error line, as they happened).
    package static func run<T>(_ body: (NoticeLog) throws -> T) throws -> T {
        let log = NoticeLog()
        var result: T?
        try run {
            defer { render(log.notices) }
            result = try body(log)
        }
        return result!
    }

    /// Runs a command body, turning `Problem`s into one line on stderr and exit status 2.
    package static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let problem as Problem {
            error(problem.description)
            throw ExitCode(2)
        }
    }

    /// Warnings and errors quote labels and comments from the input: control characters
    /// are shown as escapes, so a line break cannot fake another line and an escape
    /// sequence cannot reach the terminal.
    package static func oneLine(_ message: String) -> String {
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
