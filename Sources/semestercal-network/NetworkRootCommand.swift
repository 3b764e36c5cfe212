import ArgumentParser
import SemesterCalCommands

/// `semestercal-network`: the whole command tree of `semestercal`, with the real `fetch` and `sync`.
/// Users run `semestercal`, which hands these commands over (`CompanionProgram`); the name in
/// help and messages is therefore `semestercal`.
@main
struct NetworkRootCommand: ParsableCommand {
    static let configuration = CommandTree.configuration(networkCommands: [FetchCommand.self, SyncCommand.self])

    static func main() {
        CommandLineRun.main(root: self, arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
