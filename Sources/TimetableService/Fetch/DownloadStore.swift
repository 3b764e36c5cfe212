import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files being written right now, so that an interrupted process can remove them
/// before it exits (`removeAll()` from a signal handler's last resort).
public final class TemporaryFiles: @unchecked Sendable {
    // @unchecked: `paths` is only touched under `lock`.
    public static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths = Set<String>()

    func register(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    func unregister(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// The temporary files currently registered.
    public var current: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    /// Removes every registered temporary file (they are never the targets themselves).
    public func removeAll() {
        lock.lock()
        let all = paths
        paths.removeAll()
        lock.unlock()
        for path in all { unlink(path) }
    }
}

/// Saves validated answers: each to a hidden temporary file beside the target
/// (`.NAME.PID.XXXXXXXX.part`), flushed to disk and renamed over the target only when complete.
/// A file whose bytes are unchanged is left alone (its date too). Temporaries left by a run that
/// was killed (their process is gone) are removed on the next save of the same name.
enum DownloadStore {
    /// Writes `data` to `directory/name`; returns false when the file already held exactly these bytes.
    static func save(_ data: Data, as name: String, in directory: URL) throws(FetchFailure) -> Bool {
        let target = directory.appendingPathComponent(name)
        if let existing = try? Data(contentsOf: target), existing == data { return false }
        removeStaleTemporaries(of: name, in: directory)
        let temporary = directory.appendingPathComponent(".\(name).\(getpid()).\(UUID().uuidString.prefix(8)).part")
        TemporaryFiles.shared.register(temporary.path)
        defer { TemporaryFiles.shared.unregister(temporary.path) }
        if let reason = writeDurably(data, to: temporary.path) {
            unlink(temporary.path)
            throw FetchFailure(kind: .cannotWrite, reason: "cannot write \(target.path): \(reason)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw FetchFailure(kind: .cannotWrite, reason: "cannot write \(target.path): \(reason)")
        }
        return true
    }

    /// Writes every byte and flushes it to disk; the reason when that fails.
    private static func writeDurably(_ data: Data, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        let failure: String? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
        if let failure { return failure }
        return fsync(fd) == 0 ? nil : String(cString: strerror(errno))
    }

    /// `.NAME.PID.XXXXXXXX.part` files of processes that no longer exist.
    private static func removeStaleTemporaries(of name: String, in directory: URL) {
        let prefix = ".\(name)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for candidate in names where candidate.hasPrefix(prefix) && candidate.hasSuffix(".part") {
            let parts = candidate.dropFirst(prefix.count).dropLast(".part".count).split(separator: ".")
            guard parts.count == 2, let pid = Int32(parts[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(directory.appendingPathComponent(candidate).path) }
        }
    }

    /// Creates the folder if needed.
    static func prepare(_ directory: URL) throws(ServiceSetupError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .outputDirectory(path: directory.path, reason: "it is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .outputDirectory(path: directory.path, reason: "cannot create it: \((error as NSError).localizedDescription)")
        }
    }
}
