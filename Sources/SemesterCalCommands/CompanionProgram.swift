#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `semestercal-network`, installed beside `semestercal`: the same command tree with `fetch` and
/// `sync`, which need SwiftNIO and BoringSSL. Linking those into every command cost 2-3 ms of
/// start-up (docs/performance.md), so `semestercal` replaces itself with the companion (exec: same
/// process, same exit status, same signals and locks) for the commands that need it.
package enum CompanionProgram {
    package static let name = "semestercal-network"

    /// Whether the arguments ask for the companion: a network command (or `help` for one), or a
    /// shell completion script, which must describe the network commands' options too.
    package static func isNeeded(for arguments: [String]) -> Bool {
        if arguments.contains(where: { $0 == "--generate-completion-script" || $0.hasPrefix("--generate-completion-script=") }) {
            return true
        }
        let words = arguments.drop { $0.hasPrefix("-") }
        guard let first = words.first else { return false }
        let networkNames = Set(CommandTree.NetworkCommand.allCases.map(\.rawValue))
        if first == "help" { return words.dropFirst().first.map(networkNames.contains) ?? false }
        return networkNames.contains(first)
    }

    /// The companion beside this executable (symbolic links resolved), if it is there.
    package static func path() -> String? {
        guard let own = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let companion = own.deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: companion) ? companion : nil
    }

    /// Replaces this process with the companion, passing `arguments` (without the program name).
    /// Returns only when that failed, with the reason.
    package static func exec(_ path: String, arguments: [String]) -> String {
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        return String(cString: strerror(errno))
    }

    /// The error when a network command is asked for and the companion is missing.
    package static func missingMessage(for command: String) -> String {
        let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path ?? "this program's folder"
        return "`\(command)` is in the companion program \(name), which is not in \(own); build both with "
            + "`swift build -c release --static-swift-stdlib` and install both (README, Install)"
    }
}
