import ArgumentParser

/// The one command tree of `semestercal`, declared once for both executables: `semestercal`
/// (no networking linked, so it starts fast) and `semestercal-network` (the same tree with the
/// real `fetch` and `sync`). Users see one tool; `CompanionProgram` hands the network commands over.
package enum CommandTree {
    /// The commands that never touch the network, in the order `--help` lists them.
    package static let localCommands: [ParsableCommand.Type] = [ConvertCommand.self, ExplainCommand.self, DiffCommand.self, UpdateCommand.self]

    /// The root's configuration with the given network commands after the local ones.
    package static func configuration(networkCommands: [ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "semestercal",
            abstract: "Turn university timetable data into iCalendar (.ics) files.",
            discussion: """
                Reads Hochschule Hof timetable JSON, works out every date each lecture takes place on \
                (from the term rules and the free-text comments), and writes calendars that import \
                alike into Google, Apple, Outlook and Thunderbird. `explain` shows how each row was read.
                """,
            version: "0.1.0",
            subcommands: localCommands + networkCommands
        )
    }

    /// `configuration` for a root that only parses: ArgumentParser tries every command line as a
    /// request for a completion script before parsing it, unless the root names a super-command
    /// (`_superCommandName`, meant for plugins; it is shown only in help texts, which this root
    /// never prints: `CommandLineRun` parses again with the real root for anything but a local
    /// command). The try parses the command line twice more, as two other command types: 1.7 M
    /// instructions, a fifteenth of every start (docs/performance.md, eighteenth round).
    package static func quickConfiguration(networkCommands: [ParsableCommand.Type]) -> CommandConfiguration {
        var quick = configuration(networkCommands: networkCommands)
        quick._superCommandName = "semestercal"
        return quick
    }

    /// The network commands' names and one-line abstracts: the real commands use them, and so do
    /// the stand-ins that list them in `semestercal --help`.
    package enum NetworkCommand: String, CaseIterable, Sendable {
        case fetch, sync

        package var abstract: String {
            switch self {
            case .fetch: "Download timetables and change feeds from the timetable service."
            case .sync: "Fetch the latest timetables, update the calendars and report what changed (for cron and CI)."
            }
        }
    }
}
