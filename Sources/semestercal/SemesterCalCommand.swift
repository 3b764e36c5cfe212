import ArgumentParser
import SemesterCalCommands

/// `semestercal`: the local commands run here; `fetch` and `sync` (and shell completion) are
/// handed to `semestercal-network` beside this program, which links the HTTP client.
@main
struct SemesterCalCommand: ParsableCommand {
    static let configuration = CommandTree.configuration(networkCommands: [FetchStandIn.self, SyncStandIn.self])

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if CompanionProgram.isNeeded(for: arguments) {
            NetworkStandIn.handOver(arguments)
        }
        CommandLineRun.main(root: self, quickRoot: QuickParsingRoot.self, arguments: arguments)
    }
}

/// The same commands as `SemesterCalCommand`, parsed without ArgumentParser's completion-script
/// check (`CommandTree.quickConfiguration`); the real root parses whatever this one does not turn
/// into a local command.
struct QuickParsingRoot: ParsableCommand {
    static let configuration = CommandTree.quickConfiguration(networkCommands: [FetchStandIn.self, SyncStandIn.self])
}

/// Hands the whole command line to the companion; without it, a network command is an error
/// (exit 2) and a completion script request is answered here, for the local commands only.
enum NetworkStandIn {
    static func handOver(_ arguments: [String]) {
        let command = arguments.first { CommandTree.NetworkCommand(rawValue: $0) != nil }
        guard let path = CompanionProgram.path() else {
            guard let command else { return }
            Diagnostics.error(CompanionProgram.missingMessage(for: command))
            SemesterCalCommand.exit(withError: ExitCode(2))
        }
        let reason = CompanionProgram.exec(path, arguments: arguments)
        Diagnostics.error("cannot start \(path): \(reason)")
        SemesterCalCommand.exit(withError: ExitCode(2))
    }
}

/// `fetch` in `semestercal --help`; the command itself is in semestercal-network.
struct FetchStandIn: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fetch", abstract: CommandTree.NetworkCommand.fetch.abstract)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    func run() throws { NetworkStandIn.handOver(["fetch"] + arguments) }
}

/// `sync` in `semestercal --help`; the command itself is in semestercal-network.
struct SyncStandIn: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sync", abstract: CommandTree.NetworkCommand.sync.abstract)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    func run() throws { NetworkStandIn.handOver(["sync"] + arguments) }
}
