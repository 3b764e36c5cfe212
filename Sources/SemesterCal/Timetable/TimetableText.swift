import Foundation

/// The text encodings a timetable file may arrive in, and how they become UTF-8.
///
/// JSON is UTF-8 (RFC 8259), but files saved by Windows editors or passed through
/// other tools may be UTF-16. A JSON text starts with an ASCII character (`{`, `[`,
/// white space), so UTF-16 is recognised without doubt: by its byte order mark, or,
/// without one, by a zero byte beside the first character (the RFC 4627 rule).
/// Such files are decoded; a UTF-8 byte order mark is skipped. Everything else must
/// be valid UTF-8: a Latin-1 or Windows-1252 file (the Hof service has served those)
/// is rejected with the offset of the first bad byte rather than guessed at, because a
/// wrong guess would put garbled names into calendars without anyone noticing.
/// See docs/input.md.
enum TimetableText {
    /// The bytes as UTF-8, without a byte order mark.
    /// `pages`: given back as the bytes are checked (`TimetableSource.pages`).
    static func utf8(_ data: Data, file: String, pages: ReleasablePages? = nil) throws(TimetableError) -> Data {
        let bytes = [UInt8](data.prefix(4))
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return try checkedUTF8(Data(data.dropFirst(3)), offset: 3, file: file)
        }
        // UTF-32 (FF FE 00 00 / 00 00 FE FF) is not decoded; it fails below as not UTF-8.
        let isUTF32 = bytes.count == 4 && ((bytes[2] == 0 && bytes[3] == 0) || (bytes[0] == 0 && bytes[1] == 0))
        if bytes.count >= 2, !isUTF32 {
            switch (bytes[0], bytes[1]) {
            case (0xFF, 0xFE): return try transcodeUTF16(data.dropFirst(2), bigEndian: false, offset: 2, file: file)
            case (0xFE, 0xFF): return try transcodeUTF16(data.dropFirst(2), bigEndian: true, offset: 2, file: file)
            case (let a, 0) where a != 0: return try transcodeUTF16(data[...], bigEndian: false, offset: 0, file: file)
            case (0, let b) where b != 0: return try transcodeUTF16(data[...], bigEndian: true, offset: 0, file: file)
            default: break
            }
        }
        return try checkedUTF8(data, offset: 0, file: file, pages: pages)
    }

    /// `data` if it is valid UTF-8. A file that ends inside a multi-byte character was
    /// cut off (an interrupted download), which the message says rather than "not UTF-8".
    private static func checkedUTF8(_ data: Data, offset: Int, file: String, pages: ReleasablePages? = nil) throws(TimetableError) -> Data {
        guard let bad = TimetableReader.invalidUTF8Offset(data, pages: pages) else { return data }
        let tail = data.dropFirst(bad)
        if let lead = tail.first, tail.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) {
            let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
            if tail.count < length {
                throw .invalidJSON(file: file, reason: "the file ends in the middle of a character at byte \(offset + bad) (was it cut off?)")
            }
        }
        throw .notUTF8(file: file, byteOffset: offset + bad)
    }

    /// UTF-16 code units → UTF-8; `offset` is where `data` starts in the file (for messages).
    private static func transcodeUTF16(_ data: Data.SubSequence, bigEndian: Bool, offset: Int,
                                       file: String) throws(TimetableError) -> Data {
        guard data.count % 2 == 0 else { throw .invalidUTF16(file: file, byteOffset: offset + data.count - 1) }
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var index = data.startIndex
        while index < data.endIndex {
            let (a, b) = (UInt16(data[index]), UInt16(data[index + 1]))
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var position = 0  // code units consumed so far
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                out.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
                position += UTF16.width(scalar)
            case .emptyInput:
                return Data(out)
            case .error:
                throw .invalidUTF16(file: file, byteOffset: offset + 2 * position)
            }
        }
    }
}
