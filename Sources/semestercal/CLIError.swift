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

extension SemesterCalCommand {
    /// Runs the command line. A command line that cannot be used (unknown option, missing
    /// argument, options that do not go together) exits with status 2, like every other
    /// kind of trouble: `diff` keeps diff(1)'s meaning of 0 and 1, and scripts need only
    /// tell 2 apart. Help and version requests still exit 0.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let message = fullMessage(for: error)
                FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
