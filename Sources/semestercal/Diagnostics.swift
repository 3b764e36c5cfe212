import ArgumentParser
import Foundation
import Workflows

/// Renders the library's diagnostics on standard error, one line each: "semestercal: warning: …",
/// "semestercal: error: …" (exit status 2), notes as "semestercal: …".
enum Diagnostics {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: warning: \(oneLine(message))\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: \(message)\n".utf8))
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("semestercal: error: \(oneLine(message))\n".utf8))
    }

    /// Each notice of a workflow, in the order it was made.
    static func render(_ notices: [Notice]) {
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
    static func run<T>(_ body: (NoticeLog) throws -> T) throws -> T {
        let log = NoticeLog()
        var result: T?
        try run {
            defer { render(log.notices) }
            result = try body(log)
        }
        return result!
    }

    /// Runs a command body, turning `Problem`s into one line on stderr and exit status 2.
    static func run(_ body: () throws -> Void) throws {
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
    static func oneLine(_ message: String) -> String {
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

extension SemesterCalCommand {
    /// Runs the command line. A command line that cannot be used (unknown command or option,
    /// missing argument, options that do not go together) is one error line plus a hint, in the
    /// tool's own style, and exits with status 2 like every other kind of trouble: `diff` keeps
    /// diff(1)'s meaning of 0 and 1, and scripts need only tell 2 apart. Help and version
    /// requests still exit 0.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let mistake = CommandLineMistakes.unknownCommand(arguments) {
            report(mistake)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                report(CommandLineMistakes.parserError(message(for: error), arguments: arguments))
            }
            exit(withError: error)
        }
    }

    private static func report(_ mistake: CommandLineMistakes.Report) -> Never {
        Diagnostics.error(mistake.error)
        Diagnostics.note("hint: \(mistake.hint)")
        exit(withError: ExitCode(2))
    }
}
