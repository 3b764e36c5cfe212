import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `sync` at a time per output folder: an exclusive `flock` on `.semestercal.lock` in it, held
/// until the lock is released (or the process ends, however it ends — the kernel drops the lock).
///
/// Two nightly runs started together against a slow service would otherwise both publish and both
/// print the full change report: duplicate mails. A second run finds the lock taken and stops
/// before downloading anything, as apt and certbot do.
public final class RunLock: @unchecked Sendable {
    // @unchecked: the descriptor is only closed once, in deinit.
    private let descriptor: Int32
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Takes the lock of `directory` (created if missing), or throws if another run holds it.
    public static func acquire(in directory: URL) throws -> RunLock {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Problem("cannot create the output folder \(directory.path): \(error.localizedDescription)", kind: .fileSystem, file: directory.path)
        }
        let path = directory.appendingPathComponent(".semestercal.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Problem("cannot open the lock file \(path): \(String(cString: strerror(errno)))", kind: .fileSystem, file: path)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            if reason == EWOULDBLOCK {
                throw Problem("another sync is running for \(directory.path) (it holds \(path)); this run stops without changing anything",
                              kind: .setup, file: path)
            }
            throw Problem("cannot lock \(path): \(String(cString: strerror(reason)))", kind: .fileSystem, file: path)
        }
        return RunLock(descriptor: descriptor, path: path)
    }
}
