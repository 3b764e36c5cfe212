import ArgumentParser

/// Runs a command line against a root command of `CommandTree`.
package enum CommandLineRun {
    /// Runs the command line. A command line that cannot be used (unknown command or option,
    /// missing argument, options that do not go together) is one error line plus a hint, in the
    /// tool's own style, and exits with status 2 like every other kind of trouble: `diff` keeps
    /// diff(1)'s meaning of 0 and 1, and scripts need only tell 2 apart. Help and version
    /// requests still exit 0.
    package static func main(root: ParsableCommand.Type, arguments: [String]) -> Never {
        if let mistake = CommandLineMistakes.unknownCommand(arguments, root: root) {
            report(mistake, root: root)
        }
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
            root.exit()
        } catch {
            if root.exitCode(for: error) == .validationFailure {
                report(CommandLineMistakes.parserError(root.message(for: error), arguments: arguments, root: root), root: root)
            }
            root.exit(withError: error)
        }
    }

    private static func report(_ mistake: CommandLineMistakes.Report, root: ParsableCommand.Type) -> Never {
        Diagnostics.error(mistake.error)
        Diagnostics.note("hint: \(mistake.hint)")
        root.exit(withError: ExitCode(2))
    }
}
