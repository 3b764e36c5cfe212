import Foundation

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

/// Saves validated answers: each to a hidden temporary file beside the target, renamed over
/// it only when complete. A file whose bytes are unchanged is left alone (its date too).
enum DownloadStore {
    /// Writes `data` to `directory/name`; returns false when the file already held exactly these bytes.
    static func save(_ data: Data, as name: String, in directory: URL) throws(FetchFailure) -> Bool {
        let target = directory.appendingPathComponent(name)
        if let existing = try? Data(contentsOf: target), existing == data { return false }
        let temporary = directory.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).part")
        TemporaryFiles.shared.register(temporary.path)
        defer { TemporaryFiles.shared.unregister(temporary.path) }
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw FetchFailure(kind: .cannotWrite, reason: "cannot create a file in \(directory.path)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw FetchFailure(kind: .cannotWrite, reason: "cannot write \(target.path): \(reason)")
        }
        return true
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
