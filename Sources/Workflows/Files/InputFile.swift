import Foundation
import SemesterCal
#if canImport(Glibc)
import Glibc
#endif

/// Reads what the user names as input — timetables, change feeds, calendars — with a size limit,
/// so that a huge file or an endless stream cannot exhaust memory, and with messages that say
/// what a path is when it cannot be an input (a directory, a device).
public enum InputFile {
    /// The most one input (a file or standard input) may hold: 512 MiB. A 100,000-row timetable
    /// is 40 MB, the benchmark's generated 1,000,000 rows 337 MB, and real ones are far smaller;
    /// past this an input is refused without being read whole (docs/input.md).
    public static let sizeLimit = 512 << 20

    /// A regular file, or a pipe (`<(curl …)`), read up to `sizeLimit`. What cannot be an input —
    /// a directory, a device such as /dev/zero — is named for what it is and never opened; a
    /// regular file over the limit is refused by its size alone. `what` names the kind of input
    /// in messages ("timetable file", "calendar file").
    public static func read(_ path: String, what: String) throws -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else { throw unreadable(path, errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO:
            break
        case S_IFDIR:
            throw Problem("\(path) is a directory, not a \(what)")
        case S_IFCHR:
            throw Problem("\(path) is a character device, not a \(what) (not a regular file)")
        case S_IFBLK:
            throw Problem("\(path) is a block device, not a \(what) (not a regular file)")
        case S_IFSOCK:
            throw Problem("\(path) is a socket, not a \(what) (not a regular file)")
        default:
            throw Problem("\(path) is not a regular file, not a \(what)")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw unreadable(path, errno: errno) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        return try readLimited(handle, name: path, what: what)
    }

    /// `read(path, what:)` for a large regular file: mapped into memory instead (`MappedFile`), its
    /// pages given back as a reader passes them (`TimetableSource.pages`). Nil where it is not
    /// one (smaller than `MappedFile.smallest`, a pipe) or cannot be mapped: read it then.
    static func mapped(_ path: String, what: String) throws -> (data: Data, pages: MappedFile)? {
        // Asked by path first: opening a named pipe would wait for (and then cut off) its writer.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= MappedFile.smallest else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= MappedFile.smallest else { return nil }
        if Int(info.st_size) > sizeLimit { throw tooLarge(path, what: what, size: Int(info.st_size)) }
        guard let file = MappedFile(descriptor: fd, count: Int(info.st_size)) else { return nil }
        return (file.data(), file)
    }

    /// Standard input, read up to `sizeLimit`.
    public static func readStandardInput(what: String) throws -> Data {
        try readLimited(FileHandle.standardInput, name: "stdin", what: what)
    }

    /// Everything `handle` gives, but never more than `sizeLimit` bytes: a regular file over the
    /// limit is refused by its size before any byte is read; a pipe (or a file that grew) stops
    /// being read at the limit, so the rest never reaches memory.
    private static func readLimited(_ handle: FileHandle, name: String, what: String) throws -> Data {
        var data = Data()
        var info = stat()
        if fstat(handle.fileDescriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            let remaining = Int(info.st_size) - max(0, Int(lseek(handle.fileDescriptor, 0, SEEK_CUR)))
            if remaining > sizeLimit { throw tooLarge(name, what: what, size: remaining) }
            data.reserveCapacity(remaining)
        }
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw Problem(TimetableError.unreadable(file: name, reason: reason(error)).description)
            }
            guard let chunk, !chunk.isEmpty else { return data }
            if data.count + chunk.count > sizeLimit { throw tooLarge(name, what: what, size: nil) }
            data.append(chunk)
        }
    }

    /// A short reason for a Foundation file error: the POSIX message where there is one.
    public static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileReadNoSuchFileError { return "no such file" }
        return ns.localizedDescription
    }

    private static func unreadable(_ path: String, errno code: Int32) -> Problem {
        let reason = code == ENOENT ? "no such file" : String(cString: strerror(code))
        return Problem(TimetableError.unreadable(file: path, reason: reason).description)
    }

    private static func tooLarge(_ name: String, what: String, size: Int?) -> Problem {
        let limit = "\(sizeLimit >> 20) MiB"
        let amount = size.map { "\($0) bytes, more than the limit of \(limit); not read" }
            ?? "more than the limit of \(limit); the rest was not read"
        return Problem("\(name) is too large for a \(what) (\(amount))")
    }
}
