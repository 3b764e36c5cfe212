import ArgumentParser

/// Mistakes in the command line itself — an unknown command, an unknown option, a missing
/// argument — in the tool's one error style: "semestercal: error: …" plus a hint line, exit 2.
enum CommandLineMistakes {
    struct Report: Equatable {
        let error: String
        let hint: String
    }

    /// The commands named at the start of `arguments` ("fetch", "courses"), as far as they exist.
    static func commandPath(_ arguments: [String], root: ParsableCommand.Type) -> [String] {
        var level = root
        var path: [String] = []
        for argument in arguments {
            guard let next = subcommands(of: level).first(where: { $0.name == argument }) else { break }
            path.append(argument)
            level = next.type
        }
        return path
    }

    /// A bare word where a command is expected: a command with subcommands takes no bare words of
    /// its own (the root, and `fetch` whose default `timetables` takes only options), so the word
    /// is a misspelt command. ArgumentParser would otherwise blame the first option after it.
    static func unknownCommand(_ arguments: [String], root: ParsableCommand.Type) -> Report? {
        let path = commandPath(arguments, root: root)
        var level = root
        for name in path { level = subcommands(of: level).first { $0.name == name }!.type }
        let names = subcommands(of: level).map(\.name)
        guard !names.isEmpty, path.count < arguments.count else { return nil }
        let word = arguments[path.count]
        guard !word.hasPrefix("-"), word != "help" else { return nil }
        let prefix = (["semestercal"] + path).joined(separator: " ")
        let known = names.map { "'\($0)'" }.joined(separator: ", ")
        if let nearest = nearest(to: word, among: names) {
            return Report(error: "unknown command '\(word)'", hint: "did you mean '\(prefix) \(nearest)'? (commands: \(known))")
        }
        return Report(error: "unknown command '\(word)'", hint: "commands: \(known); see '\(prefix) --help'")
    }

    /// An error ArgumentParser found (unknown option, missing argument, a failed validation).
    static func parserError(_ message: String, arguments: [String], root: ParsableCommand.Type) -> Report {
        let command = (["semestercal"] + commandPath(arguments, root: root)).joined(separator: " ")
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
        var text = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        return Report(error: text, hint: "see '\(command) --help'")
    }

    /// The command within two edits of `word` (or starting with it), the closest first.
    static func nearest(to word: String, among names: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = names.map { name in (name, name.hasPrefix(lowered) ? 0 : editDistance(lowered, name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    private static func subcommands(of command: ParsableCommand.Type) -> [(name: String, type: ParsableCommand.Type)] {
        command.configuration.subcommands.map { ($0.configuration.commandName ?? "\($0)".lowercased(), $0) }
    }
}
