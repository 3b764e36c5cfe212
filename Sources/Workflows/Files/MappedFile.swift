import Foundation
import SemesterCal
#if canImport(Glibc)
import Glibc
#endif

/// A large regular file mapped into memory read-only (`mmap`) instead of read into it: its pages
/// come from the file as they are first touched, and `release` gives back the ones a reader has
/// read past (they are read from the file again if touched again). Reading a 1,000,000-row
/// timetable (337 MB) then holds a few megabytes of it at a time, not all of it beside its rows.
///
/// The mapping lives as long as this object and every `Data` made by `data()`. A file cut short
/// by another program while it is mapped makes the process fail (SIGBUS) when it touches the
/// missing part, as no read could have made sense of it either; files are replaced by renaming
/// (as `sync` and `OutputFile` do), which leaves the mapped file as it was.
final class MappedFile: ReleasablePages, @unchecked Sendable {
    // @unchecked: `base` and `count` never change; `madvise` may be called from any thread.
    private let base: UnsafeMutableRawPointer
    private let count: Int
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Inputs at least this large are mapped; smaller ones are read (they fit in memory many
    /// times over, and reading them is as fast).
    static let smallest = 16 << 20

    /// The file open at `descriptor`, `count` bytes, mapped; nil where it cannot be (the caller
    /// then reads it).
    init?(descriptor: Int32, count: Int) {
        guard count > 0, let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        base = address
        self.count = count
        // Read front to back: the kernel reads ahead more.
        _ = madvise(base, count, MADV_SEQUENTIAL)
    }

    deinit {
        munmap(base, count)
    }

    /// The file's bytes, without a copy; the `Data` keeps the mapping alive.
    func data() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .custom { [self] _, _ in withExtendedLifetime(self) {} })
    }

    func release(_ range: Range<Int>) {
        // Only whole pages: the pages at the ends may hold bytes still to be read.
        let lower = (max(0, range.lowerBound) + Self.pageSize - 1) / Self.pageSize * Self.pageSize
        let upper = min(count, range.upperBound) / Self.pageSize * Self.pageSize
        guard lower < upper else { return }
        _ = madvise(base + lower, upper - lower, MADV_DONTNEED)
    }
}
