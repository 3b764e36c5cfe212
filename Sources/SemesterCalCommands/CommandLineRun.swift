import ArgumentParser

/// Runs a command line against a root command of `CommandTree`.
package enum CommandLineRun {
    /// Runs the command line. A command line that cannot be used (unknown command or option,
    /// missing argument, options that do not go together) is one error line plus a hint, in the
    /// tool's own style, and exits with status 2 like every other kind of trouble: `diff` keeps
    /// diff(1)'s meaning of 0 and 1, and scripts need only tell 2 apart. Help and version
    /// requests still exit 0.
    ///
    /// `quickRoot`, when given, is a root with the same commands that ArgumentParser parses
    /// without first trying the command line as a completion-script request (see
    /// `CommandTree.quickConfiguration`). Its result counts only when it is one of the local
    /// commands; anything else (an error, `--help`, `--version`, a completion request) is parsed
    /// again by `root`, so every message and help text is the one `root` gives.
    package static func main(root: ParsableCommand.Type, quickRoot: ParsableCommand.Type? = nil, arguments: [String]) -> Never {
        if let mistake = CommandLineMistakes.unknownCommand(arguments, root: root) {
            report(mistake, root: root)
        }
        do {
            var command = try quickParse(arguments, quickRoot) ?? root.parseAsRoot(arguments)
            try command.run()
            root.exit()
        } catch {
            if root.exitCode(for: error) == .validationFailure {
                report(CommandLineMistakes.parserError(root.message(for: error), arguments: arguments, root: root), root: root)
            }
            root.exit(withError: error)
        }
    }

    /// The local command `quickRoot` parses from `arguments`, or nil.
    private static func quickParse(_ arguments: [String], _ quickRoot: ParsableCommand.Type?) -> ParsableCommand? {
        guard let quickRoot, let command = try? quickRoot.parseAsRoot(arguments) else { return nil }
        let parsed = type(of: command)
        return CommandTree.localCommands.contains { $0 == parsed } ? command : nil
    }

    private static func report(_ mistake: CommandLineMistakes.Report, root: ParsableCommand.Type) -> Never {
        Diagnostics.error(mistake.error)
        Diagnostics.note("hint: \(mistake.hint)")
        root.exit(withError: ExitCode(2))
    }
}
