import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sync --deliver CMD`: hands each report to a shell command on its standard input
/// (`/usr/sbin/sendmail -t`, a script that posts to a chat, …). A report counts as delivered only
/// when the command exits with 0; otherwise it stays in the outbox for the next run.
public struct ReportDelivery: Sendable {
    /// The command, run by `/bin/sh -c`.
    public let command: String

    public init(command: String) {
        self.command = command
    }

    /// Delivers the reports in order (oldest first) and takes each delivered one out of `outbox`.
    /// Stops at the first failure, so reports never arrive out of order; returns why it stopped,
    /// or nil when all are delivered.
    public func deliver(_ reports: [URL], from outbox: ReportOutbox) throws -> String? {
        for (position, report) in reports.enumerated() {
            if let failure = run(on: report) {
                return "\(failure); \(report.path) and \(reports.count - 1 - position) later reports "
                    + "stay in the outbox and are delivered by the next run"
            }
            try outbox.remove(report)
        }
        return nil
    }

    /// Runs the command with `report` as its standard input and its standard output on ours
    /// for errors (standard output stays free for nothing but reports). Signals the run
    /// catches (SIGINT, SIGTERM) and SIGPIPE are back to their defaults in the command.
    /// Returns why it failed, or nil.
    func run(on report: URL) -> String? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, report.path, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (text: String) in strdup(text) }
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments + [nil], environ)
        guard spawned == 0 else { return "cannot run the delivery command (/bin/sh): \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return "lost the delivery command: \(String(cString: strerror(errno)))" }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7f
        if signal == 0 {
            let code = (status >> 8) & 0xff
            return code == 0 ? nil : "the delivery command “\(command)” failed with exit status \(code)"
        }
        return "the delivery command “\(command)” was ended by signal \(signal)"
    }
}
