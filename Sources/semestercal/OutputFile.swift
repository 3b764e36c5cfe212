import Foundation
import SemesterCal
#if canImport(Glibc)
import Glibc
#endif

/// Writes files atomically: the bytes go to a temporary file in the target's
/// directory, which is then renamed over the target. A failed or interrupted
/// run leaves the previous file untouched and no half-written file behind.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        removeStaleTemporaries(of: url)
        let temporary: URL
        do {
            temporary = try writeDurably(data, beside: url)
        } catch let error as CLIError {
            throw CLIError("cannot write \(path): \(error.description) (in \(directory.path))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write \(path): \(reason)")
        }
    }

    /// `.NAME.PID.tmp` beside the target: hidden, and telling which process wrote it. When that
    /// name is taken, `.NAME.PID.SUFFIX.tmp` with a random hexadecimal `suffix`.
    static func temporaryName(of target: URL, pid: Int32, suffix: String? = nil) -> String {
        ".\(target.lastPathComponent).\(pid)\(suffix.map { ".\($0)" } ?? "").tmp"
    }

    /// Creates a new temporary beside `target`, writes all bytes to it and flushes them to disk
    /// (so a crash or power loss right after the rename cannot leave an empty file under the
    /// target's name); returns its URL. The name is predictable, so the file is created with
    /// O_EXCL | O_NOFOLLOW: whatever already has the name — a symbolic link planted to make
    /// the calendar's bytes land elsewhere, a leftover file — is never opened; another name is.
    private static func writeDurably(_ data: Data, beside target: URL) throws -> URL {
        let directory = target.deletingLastPathComponent()
        var temporary = directory.appendingPathComponent(temporaryName(of: target, pid: getpid()))
        var fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        var attempts = 1
        while fd < 0, errno == EEXIST || errno == ELOOP, attempts < 100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            temporary = directory.appendingPathComponent(temporaryName(of: target, pid: getpid(), suffix: suffix))
            fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            attempts += 1
        }
        guard fd >= 0 else { throw CLIError(String(cString: strerror(errno))) }
        defer { close(fd) }
        do {
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw CLIError(String(cString: strerror(errno)))
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw CLIError(String(cString: strerror(errno))) }
        } catch {
            // Only the file this run created is removed, by the name it was created under.
            unlink(temporary.path)
            throw error
        }
        return temporary
    }

    /// Temporaries of the same target left by a run that was killed before its rename
    /// (their process no longer exists) are removed, so they never pile up or get committed.
    /// Both forms of the name count: `.NAME.PID.tmp` and `.NAME.PID.SUFFIX.tmp`.
    private static func removeStaleTemporaries(of target: URL) {
        let directory = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4)
            let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let pid = Int32(parts[0]), pid > 0, pid != getpid() else { continue }
            if parts.count == 2, parts[1].isEmpty || !parts[1].allSatisfy(\.isHexDigit) { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// A file name derived from an input's name that is safe in any directory:
    /// no path, no leading dot, only letters, digits, `-`, `_` and `.`; umlauts spelled out.
    /// `safeName`, made unique among `used` by a `-2`, `-3`, … before the extension.
    static func uniqueName(for input: String, extension ext: String, avoiding used: Set<String>) -> String {
        SafeFileName.unique(safeName(for: input, extension: ext), extension: ext, avoiding: used)
    }

    /// The naming rules live in the library (`SafeFileName`), shared with `fetch`; a
    /// `NAME.schedule.json` download gives `NAME.ics`.
    static func safeName(for input: String, extension ext: String) -> String {
        SafeFileName.forInput(input, extension: ext)
    }
}
