import Foundation
import SemesterCal
#if canImport(Glibc)
import Glibc
#endif

#if os(Linux)
/// sync_file_range(2), a Linux call that the Glibc module does not export.
private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
private let syncFileRange: SyncFileRange? = dlsym(nil, "sync_file_range").map { unsafeBitCast($0, to: SyncFileRange.self) }
#endif

/// Writes files atomically: the bytes go to a temporary file in the target's
/// directory (or in a private folder on the same file system, see `Batch.init`), which is
/// then renamed over the target. A failed or interrupted run leaves the previous file
/// untouched and no half-written file behind.
public enum OutputFile {
    public static func write(_ data: Data, to path: String, temporaryDirectory: URL? = nil) throws {
        let batch = Batch(temporaryDirectory: temporaryDirectory)
        try batch.add(to: path) { fd in try data.withUnsafeBytes { try writeAll($0, to: fd) } }
        try batch.commit()
    }

    /// Files written together, each atomically and durably. Each file goes to a new temporary
    /// beside its target as soon as it is added, and the disk starts writing it at once; a
    /// thread of the batch's own then flushes it (fsync) while the run goes on making the next
    /// files. `commit` waits for the last flush and only then renames the temporaries over
    /// their targets. So a run of 70 calendars hardly waits for the disk at all, where a flush
    /// before each rename made it wait 70 times (20–60 ms for the Hof corpus).
    ///
    /// A batch that fails, or is let go without `commit`, removes every temporary it still has
    /// and leaves the targets as they were (those renamed before a failing rename are complete
    /// new files). A run killed before the renames leaves its temporaries, which the next write
    /// of the same targets removes.
    ///
    /// Files may be added from several threads at once; they are renamed in the order of their
    /// `order` (the order of adding where none is given), whichever was written first.
    public final class Batch: @unchecked Sendable {
        // @unchecked: `pending`, `added`, `unflushed` and `listings` are only touched under `lock`.
        private let lock = NSLock()
        /// Where the temporaries go; nil: beside each target.
        private let temporaryDirectory: URL?

        /// `temporaryDirectory`: a folder for the temporaries instead of the targets' folders, so
        /// that a published folder never shows them, not even those a killed run leaves. It must
        /// be on the targets' file system (a rename cannot cross file systems): see
        /// `sharesFileSystem(_:with:)`.
        public init(temporaryDirectory: URL? = nil) {
            self.temporaryDirectory = temporaryDirectory
        }
        /// Flushes the temporaries one after another, beside the threads that make them.
        private let flusher = DispatchQueue(label: "semestercal.output-flush")

        fileprivate struct Pending {
            let temporary: String
            let target: String
            /// The target as the caller named it, for messages.
            var name = ""
            /// Open until the temporary is flushed; -1 after.
            var fd: Int32
            var order = 0
            /// Why the flush failed, if it did.
            var failure: String?
        }

        private var pending: [Pending] = []
        private var added = 0
        private var unflushed = 0
        /// Directory listings, read once per directory for the stale temporaries of all its targets.
        private var listings: [String: [String]] = [:]
        /// At most this many temporaries wait for their flush (and stay open): a run of thousands
        /// of calendars stays within the limit on open files.
        static let openLimit = 64

        /// Writes `parts`, one after another, to a new temporary beside `path`.
        public func add(_ parts: [[UInt8]], to path: String, order: Int? = nil) throws {
            try add(to: path, order: order) { fd in
                for part in parts { try part.withUnsafeBytes { try writeAll($0, to: fd) } }
            }
        }

        /// A new temporary beside `path`, its content written by `write` to the descriptor.
        public func add(to path: String, order: Int? = nil, write: (Int32) throws -> Void) throws {
            let url = URL(fileURLWithPath: path, isDirectory: false)
            let directory = temporaryDirectory ?? url.deletingLastPathComponent()
            lock.withLock { removeStaleTemporaries(of: url, in: directory) }
            let item: Pending
            do {
                item = try OutputFile.writeTemporary(for: url, in: directory, write: write)
            } catch let error as Problem {
                throw Problem("cannot write \(path): \(error.description) (in \(directory.path))")
            }
            let (index, waiting) = lock.withLock {
                var item = item
                item.name = path
                item.order = order ?? added
                added += 1
                unflushed += 1
                pending.append(item)
                return (pending.count - 1, unflushed)
            }
            flusher.async { self.flush(index) }
            if waiting > Self.openLimit { flusher.sync {} }
        }

        /// Waits for every flush, then renames each temporary over its target.
        public func commit() throws {
            flusher.sync {}
            try lock.withLock {
                pending.sort { $0.order < $1.order }
                if let failed = pending.first(where: { $0.failure != nil }) {
                    let directory = URL(fileURLWithPath: failed.target, isDirectory: false).deletingLastPathComponent()
                    throw Problem("cannot write \(failed.name): \(failed.failure!) (in \(directory.path))")
                }
                var renamed = 0
                defer { pending.removeFirst(renamed) }
                for item in pending {
                    guard rename(item.temporary, item.target) == 0 else {
                        throw Problem("cannot write \(item.name): \(String(cString: strerror(errno)))")
                    }
                    renamed += 1
                }
            }
        }

        /// Removes the temporaries not renamed: a failed batch leaves nothing behind. (Each
        /// queued flush holds the batch, so none is left when this runs.)
        deinit {
            for item in pending {
                if item.fd >= 0 { close(item.fd) }
                // Only the files this run created are removed, by the names they were created under.
                unlink(item.temporary)
            }
        }

        /// The temporary's bytes to disk (a crash or power loss right after the rename cannot
        /// leave an empty file under the target's name); its descriptor is closed.
        private func flush(_ i: Int) {
            let fd = lock.withLock { pending[i].fd }
            let failure = fsync(fd) == 0 ? nil : String(cString: strerror(errno))
            close(fd)
            lock.withLock {
                pending[i].fd = -1
                pending[i].failure = failure
                unflushed -= 1
            }
        }

        /// Temporaries of the same target left by a run that was killed before its rename
        /// (their process no longer exists) are removed, so they never pile up or get committed.
        /// Both forms of the name count: `.NAME.PID.tmp` and `.NAME.PID.SUFFIX.tmp`.
        private func removeStaleTemporaries(of target: URL, in directory: URL) {
            if listings[directory.path] == nil {
                listings[directory.path] = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            }
            let prefix = ".\(target.lastPathComponent)."
            for name in listings[directory.path]! where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
                let middle = name.dropFirst(prefix.count).dropLast(4)
                let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
                guard (1...2).contains(parts.count), let pid = Int32(parts[0]), pid > 0, pid != getpid() else { continue }
                if parts.count == 2, parts[1].isEmpty || !parts[1].allSatisfy(\.isHexDigit) { continue }
                if kill(pid, 0) != 0, errno == ESRCH {
                    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                }
            }
        }
    }

    /// `.NAME.PID.tmp` beside the target: hidden, and telling which process wrote it. When that
    /// name is taken, `.NAME.PID.SUFFIX.tmp` with a random hexadecimal `suffix`.
    static func temporaryName(of target: URL, pid: Int32, suffix: String? = nil) -> String {
        ".\(target.lastPathComponent).\(pid)\(suffix.map { ".\($0)" } ?? "").tmp"
    }

    /// True when `directory` and `other` are on the same file system (so a file renames from
    /// one to the other), false when not or when either cannot be examined.
    public static func sharesFileSystem(_ directory: URL, with other: URL) -> Bool {
        var first = stat(), second = stat()
        guard stat(directory.path, &first) == 0, stat(other.path, &second) == 0 else { return false }
        return first.st_dev == second.st_dev
    }

    /// Creates a new temporary for `target` in `directory`, writes all bytes to it and has the disk start
    /// writing them; returns it, still open, for `Batch` to flush. The name is predictable, so
    /// the file is created with O_EXCL | O_NOFOLLOW: whatever already has the name — a symbolic
    /// link planted to make the calendar's bytes land elsewhere, a leftover file — is never
    /// opened; another name is.
    private static func writeTemporary(for target: URL, in directory: URL, write: (Int32) throws -> Void) throws -> Batch.Pending {
        // Paths are joined without asking the file system whether they name directories.
        var temporary = directory.appendingPathComponent(temporaryName(of: target, pid: getpid()), isDirectory: false)
        var fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        var attempts = 1
        while fd < 0, errno == EEXIST || errno == ELOOP, attempts < 100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            temporary = directory.appendingPathComponent(temporaryName(of: target, pid: getpid(), suffix: suffix), isDirectory: false)
            fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            attempts += 1
        }
        guard fd >= 0 else { throw Problem(String(cString: strerror(errno))) }
        do {
            try write(fd)
            startWriteback(fd)
        } catch {
            close(fd)
            // Only the file this run created is removed, by the name it was created under.
            unlink(temporary.path)
            throw error
        }
        return Batch.Pending(temporary: temporary.path, target: target.path, fd: fd)
    }

    /// All of `bytes` to `fd`.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) throws {
        try bytes.withUnsafeBytes { try writeAll($0, to: fd) }
    }

    /// All of `buffer` to `fd`.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) throws {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Problem(String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Has the disk start writing the file's bytes now, without waiting (sync_file_range(2)
    /// with SYNC_FILE_RANGE_WRITE), so the later fsync mostly finds them written. Only a hint:
    /// where the call is missing, nothing happens and the fsync does all the work.
    private static func startWriteback(_ fd: Int32) {
        #if os(Linux)
        _ = syncFileRange?(fd, 0, 0, 2)  // 2: SYNC_FILE_RANGE_WRITE
        #endif
    }

    /// A file name derived from an input's name that is safe in any directory:
    /// no path, no leading dot, only letters, digits, `-`, `_` and `.`; umlauts spelled out.
    /// `safeName`, made unique among `used` by a `-2`, `-3`, … before the extension.
    public static func uniqueName(for input: String, extension ext: String, avoiding used: Set<String>) -> String {
        SafeFileName.unique(safeName(for: input, extension: ext), extension: ext, avoiding: used)
    }

    /// The naming rules live in the library (`SafeFileName`), shared with `fetch`; a
    /// `NAME.schedule.json` download gives `NAME.ics`.
    public static func safeName(for input: String, extension ext: String) -> String {
        SafeFileName.forInput(input, extension: ext)
    }
}
