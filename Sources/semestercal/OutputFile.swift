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
        let temporary = directory.appendingPathComponent(temporaryName(of: url, pid: getpid()))
        do {
            try writeDurably(data, to: temporary.path)
        } catch let error as CLIError {
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write \(path): \(error.description) (in \(directory.path))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write \(path): \(reason)")
        }
    }

    /// `.NAME.PID.tmp` beside the target: hidden, and telling which process wrote it.
    static func temporaryName(of target: URL, pid: Int32) -> String {
        ".\(target.lastPathComponent).\(pid).tmp"
    }

    /// Writes all bytes and flushes them to disk before the rename, so a crash or power
    /// loss right after the rename cannot leave an empty file under the target's name.
    private static func writeDurably(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CLIError(String(cString: strerror(errno))) }
        defer { close(fd) }
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
    }

    /// Temporaries of the same target left by a run that was killed before its rename
    /// (their process no longer exists) are removed, so they never pile up or get committed.
    private static func removeStaleTemporaries(of target: URL) {
        let directory = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4)
            guard let pid = Int32(middle), pid != getpid() else { continue }
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
