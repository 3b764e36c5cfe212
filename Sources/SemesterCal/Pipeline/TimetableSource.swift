import Foundation

/// One input: a file name (for messages and output names) and its bytes.
public struct TimetableSource: Sendable {
    public let name: String
    public let data: Data
    /// For bytes mapped from a file: gives back the memory of the parts a reader has read past.
    public let pages: ReleasablePages?

    public init(name: String, data: Data, pages: ReleasablePages? = nil) {
        self.name = name
        self.data = data
        self.pages = pages
    }
}

/// Input bytes whose memory can be given back once they are read, and that are still there when
/// read again: a file mapped into memory, whose pages are read from the file again when touched.
/// A reader that walks a large input once calls `release` behind itself, so the input is never
/// all in memory with what is made of it (a 1,000,000-row timetable is 337 MB).
public protocol ReleasablePages: Sendable {
    /// Gives back the whole pages within `range` (byte offsets into the source's `data`).
    func release(_ range: Range<Int>)
}
