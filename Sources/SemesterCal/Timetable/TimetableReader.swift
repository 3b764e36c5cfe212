import Foundation
import ICalendar

/// Reads the timetable service's JSON: `{"schedule": [...]}`, `{"myschedule": [...]}`
/// (a student's own selection), either with a `"version"` key, or a bare array of rows.
///
/// Rows with an invalid value stop the whole file (`TimetableError`); rows that are
/// valid but cannot be scheduled (no weekday, a block without a date) are returned
/// as `SkippedRow`s. Unknown fields are ignored; missing optional fields are empty.
public enum TimetableReader {
    public struct Result: Sendable {
        public let rows: [LectureRow]
        public let skipped: [SkippedRow]
    }

    /// The bytes may be UTF-8 (with or without a byte order mark) or UTF-16 (see `TimetableText`).
    public static func read(data: Data, file: String) throws(TimetableError) -> Result {
        try read(data: data, file: file, readInPiecesFrom: smallestReadInPieces)
    }

    /// `read(data:file:)` of a source; where its bytes are mapped from a file (`pages`), the
    /// memory of the parts read is given back as the reading goes.
    public static func read(_ source: TimetableSource) throws(TimetableError) -> Result {
        try read(data: source.data, file: source.name, readInPiecesFrom: smallestReadInPieces, pages: source.pages)
    }

    /// `read(data:file:)`, reading the rows in pieces from `readInPiecesFrom` bytes on (tests
    /// compare both ways of reading on the same text). `pages`: see `read(_:)`.
    static func read(data original: Data, file: String, readInPiecesFrom smallest: Int,
                     pages: ReleasablePages? = nil) throws(TimetableError) -> Result {
        let data = try TimetableText.utf8(original, file: file, pages: pages)
        // Pages are given back only of the bytes as they came (not of a decoded copy).
        let isOriginal = data.withUnsafeBytes { a in original.withUnsafeBytes { b in a.baseAddress == b.baseAddress && a.count == b.count } }
        let pages = isOriginal ? pages : nil
        if data.count >= smallest, let result = try readInPieces(data, file: file, pages: pages) { return result }
        var rows: [LectureRow] = []
        var skipped: [SkippedRow] = []
        func add(_ parser: RowParser) throws(TimetableError) {
            switch try parser.parse() {
            case .row(let row): rows.append(row)
            case .skipped(let s): skipped.append(s)
            }
        }
        // The service's shapes, read fast with every field as text, each row checked as it is
        // read; anything else, and every JSON error, below. A row's error counts only once the
        // whole text is read (a syntax error further on is reported first, as below).
        var rowError: TimetableError?
        var table = RowTexts(file: file)
        let accepted = TimetableJSON.forEachRow(data) { index, fields in
            guard rowError == nil else { return }
            do throws(TimetableError) {
                try add(RowParser(file: file, index: index, fields: [:], texts: fields, table: table))
            } catch {
                rowError = error
            }
        }
        if accepted {
            if let rowError { throw rowError }
            table.finishAdding()
            return Result(rows: rows, skipped: skipped)
        }
        table = RowTexts(file: file)
        rows.removeAll()
        skipped.removeAll()
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .invalidJSON(file: file, reason: jsonErrorReason(error, data: data))
        }
        let rawRows: [Any]
        if let array = json as? [Any] {
            rawRows = array
        } else if let object = json as? [String: Any] {
            guard let rows = object["schedule"] ?? object["myschedule"] else {
                let keys = object.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                throw .unexpectedShape(file: file, reason: "expected a \"schedule\" or \"myschedule\" list of rows, found keys \(keys.isEmpty ? "(none)" : keys)")
            }
            guard let list = rows as? [Any] else {
                throw .unexpectedShape(file: file, reason: "\"schedule\" must be a list of rows")
            }
            rawRows = list
        } else {
            throw .unexpectedShape(file: file, reason: "expected a JSON object with a \"schedule\" list")
        }

        rows.reserveCapacity(rawRows.count)
        for (index, raw) in rawRows.enumerated() {
            guard let fields = raw as? [String: Any] else {
                throw .invalidField(file: file, row: index, field: "(row)", value: String(describing: raw).prefix(40).description,
                                    reason: "a row must be a JSON object")
            }
            try add(RowParser(file: file, index: index, fields: fields, table: table))
        }
        table.finishAdding()
        return Result(rows: rows, skipped: skipped)
    }

    /// How far a reader of mapped bytes reads before it gives back the pages behind it.
    static let releaseStep = 1 << 20

    /// Below this size a timetable is read one row after another: finding the rows first would
    /// cost more than the second core gains (4,000 rows are about 1.3 MB).
    static let smallestReadInPieces = 1_000_000

    /// What reading one row in `readInPieces` came to. One is held for each row until all are
    /// read: the rare cases are boxed, so that each is 16 bytes, not 80 (a million rows: 80 MB
    /// while the input is held too).
    private enum RowOutcome: Sendable {
        case row(LectureRow)
        indirect case skipped(SkippedRow)
        indirect case failed(TimetableError)
        /// The fast reader does not read it: the whole file is read as before.
        case unreadable
    }

    /// A large timetable read on all cores: the rows' places are found first (`TimetableJSON.rowSpans`),
    /// then each piece of rows is read and checked at once. The answer is the one of reading the
    /// rows one after another: the same rows in the same order, the first row error by the rows'
    /// order. Nil for a small timetable, and where the fast reader would give up (a JSON error, an
    /// unusual shape or value): the caller then reads it as before.
    private static func readInPieces(_ data: Data, file: String, pages: ReleasablePages?) throws(TimetableError) -> Result? {
        guard let spans = TimetableJSON.rowSpans(data, pages: pages) else { return nil }
        let pieces = Parallel.pieces(for: spans.count, per: LecturePlanner.rowsPerPiece)
        guard pieces > 1 else { return nil }
        let outcomes: [RowOutcome] = Parallel.array(count: spans.count, pieces: pieces) { range, put in
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let pool = TextPool()
                let table = RowTexts(file: file)
                defer { table.finishAdding() }
                var released = range.isEmpty ? 0 : spans[range.lowerBound].lowerBound
                for i in range {
                    if let pages, spans[i].lowerBound - released >= releaseStep {
                        pages.release(released..<spans[i].lowerBound)
                        released = spans[i].lowerBound
                    }
                    guard let fields = TimetableJSON.row(in: bytes, at: spans[i], pool: pool) else {
                        put(i, .unreadable)
                        continue
                    }
                    do throws(TimetableError) {
                        switch try RowParser(file: file, index: i, fields: [:], texts: fields, table: table).parse() {
                        case .row(let row): put(i, .row(row))
                        case .skipped(let skipped): put(i, .skipped(skipped))
                        }
                    } catch {
                        put(i, .failed(error))
                    }
                }
            }
        }
        // Read one after another, a row the fast reader does not read sends the whole file to
        // JSONSerialization, whatever came before it; else the first row error stops the file.
        if outcomes.contains(where: { if case .unreadable = $0 { true } else { false } }) { return nil }
        var rows: [LectureRow] = []
        rows.reserveCapacity(outcomes.count)
        var skipped: [SkippedRow] = []
        for outcome in outcomes {
            switch outcome {
            case .row(let row): rows.append(row)
            case .skipped(let row): skipped.append(row)
            case .failed(let error): throw error
            case .unreadable: return nil
            }
        }
        return Result(rows: rows, skipped: skipped)
    }

    /// The byte offset of the first invalid UTF-8 sequence, or nil when the data is valid UTF-8.
    /// Shared by every reader of downloaded or user-given text (timetables, feeds, configs).
    public static func invalidUTF8Offset(_ data: Data) -> Int? {
        invalidUTF8Offset(data, pages: nil)
    }

    /// `invalidUTF8Offset(_:)`, giving back `pages` of the parts checked.
    static func invalidUTF8Offset(_ data: Data, pages: ReleasablePages?) -> Int? {
        if isValidUTF8(data, pages: pages) { return nil }
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Whether `data` is valid UTF-8; from `smallestReadInPieces` bytes on, its parts are checked
    /// on all cores at once. The parts end before an ASCII byte, as the pieces below do.
    private static func isValidUTF8(_ data: Data, pages: ReleasablePages?) -> Bool {
        let parts = data.count >= smallestReadInPieces ? Parallel.width : 1
        guard parts > 1 else { return data.withUnsafeBytes { isValidUTF8($0, 0..<$0.count, pages: pages) } }
        let bounds = data.withUnsafeBytes { bytes in
            var bounds = (0...parts).map { bytes.count * $0 / parts }
            for i in 1..<parts {
                bounds[i] = max(bounds[i], bounds[i - 1])
                while bounds[i] < bytes.count, bytes[bounds[i]] >= 0x80 { bounds[i] += 1 }
            }
            return bounds
        }
        return Parallel.map(parts) { part in data.withUnsafeBytes { isValidUTF8($0, bounds[part]..<bounds[part + 1], pages: pages) } }
            .allSatisfy { $0 }
    }

    /// Whether `bytes[range]` are valid UTF-8, checked in pieces of about 64 KB so that no copy of
    /// the whole input is made (`String(validating:)` of a 1,000,000-row file held 337 MB more).
    /// Each piece ends before an ASCII byte, which in valid UTF-8 always starts a character: the
    /// whole is valid exactly when every piece is.
    private static func isValidUTF8(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, pages: ReleasablePages?) -> Bool {
        let pieceSize = 1 << 16
        var start = range.lowerBound
        var released = start
        while start < range.upperBound {
            var end = min(start + pieceSize, range.upperBound)
            while end < range.upperBound, bytes[end] >= 0x80 { end += 1 }
            guard String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) != nil else { return false }
            start = end
            if let pages, start - released >= releaseStep {
                pages.release(released..<start)
                released = start
            }
        }
        return true
    }

    /// Where the text goes wrong: "syntax error at line L, column C" (columns count characters).
    /// A text that just stops — the commonest case, an interrupted download — is told as where
    /// it ends and that the file looks cut off; the parser gives no offset for it.
    static func jsonErrorReason(_ error: Error, data: Data) -> String {
        if data.isEmpty { return "the file is empty" }
        let nsError = error as NSError
        // Apple's Foundation gives the offset as a number; swift-corelibs only in the text
        // ("Invalid value around character 18.").
        var offset = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int
        if offset == nil, let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String,
           let range = debug.range(of: "character ") {
            offset = Int(debug[range.upperBound...].prefix { $0.isNumber })
        }
        func at(_ offset: Int) -> String {
            let (line, column) = JSONErrorLocation.position(of: offset, in: data)
            return "line \(line), column \(column)"
        }
        if let offset, offset < data.count { return "syntax error at \(at(offset))" }
        switch JSONErrorLocation.scan(data) {
        case .endsInside(let what):
            return "the text ends at \(at(data.count)), inside \(what): the file looks cut off"
        case .unpairedSurrogate(let offset):
            return "syntax error at \(at(offset)): a \\u escape of half a UTF-16 surrogate pair"
        case .numberTooLarge(let offset, let text):
            return "syntax error at \(at(offset)): the number \(text.prefix(40)) is too large"
        case .onlyWhiteSpace:
            return "the file holds only white space"
        case .nothing:
            return "the text ends unexpectedly at \(at(data.count))"
        }
    }
}

/// Validates one row's fields.
struct RowParser {
    enum Outcome { case row(LectureRow), skipped(SkippedRow) }

    /// The longest span a block row's dates may have, in days: a block belongs to one
    /// term (the longest in the Hof data spans seven months).
    static let longestBlockSpan = 366

    let file: String
    let index: Int
    let fields: [String: Any]
    /// The fields already as text (from `TimetableJSON`); then `fields` is not used.
    var texts: RowFields?
    /// Where the row's texts go, shared with the rows read with it (nil: a table of its own).
    var table: RowTexts?

    func parse() throws(TimetableError) -> Outcome {
        let source = RowSource(file: file, index: index)
        let label = try text(.label)
        let dayText = try text(.day)
        let style = try text(.style)
        let kind = LectureKind(style: style)

        let start = try time(.starttime)
        let end = try time(.endtime)
        guard let start, let end else {
            return .skipped(SkippedRow(source: source, label: label, reason: "no start or end time"))
        }
        guard end > start else {
            throw fail(.endtime, value: end.description, reason: "the end time must be after the start time \(start)")
        }
        let startDate = try date(.startdate)
        let endDate = try date(.enddate)
        if let s = startDate, let e = endDate, e < s {
            throw fail(.enddate, value: try text(.enddate), reason: "the end date is before the start date \(try text(.startdate))")
        }

        let weekday: Int
        if dayText.trimmingSpaces().isEmpty {
            guard kind.isBlock, let s = startDate else {
                return .skipped(SkippedRow(source: source, label: label, reason: "no weekday (\"day\" is empty)"))
            }
            weekday = s.isoWeekday
        } else {
            guard let w = Weekdays.number(dayText) else {
                throw fail(.day, value: dayText, reason: "unknown weekday (expected Montag ... Sonntag or Monday ... Sunday)")
            }
            weekday = w
        }
        if kind.isBlock, startDate == nil {
            return .skipped(SkippedRow(source: source, label: label, reason: "a block row needs a \"startdate\""))
        }
        if kind.isBlock, let s = startDate, let e = endDate, s.days(until: e) > Self.longestBlockSpan {
            // Planned weekly within its span, a block from year 1 to 9999 would be half a million dates.
            return .skipped(SkippedRow(source: source, label: label, reason: "a block row cannot span more than a year (\"startdate\" \(try text(.startdate)) to \"enddate\" \(try text(.enddate)))"))
        }
        let (id, docent, type, group) = (try text(.id), try text(.docent), try text(.type), try text(.group))
        let (room, splusName, comment, sp) = (try text(.room), try text(.splusname), try text(.comment), try text(.sp))
        guard let table else {
            return .row(LectureRow(
                source: source, id: id, label: label, docent: docent, type: type, style: style, group: group, weekday: weekday,
                startTime: start, endTime: end, startDate: startDate, endDate: endDate, room: room, splusName: splusName,
                comment: comment, sp: sp))
        }
        return .row(LectureRow(
            source: source, texts: table, id: id, label: label, docent: docent, type: type, style: style, group: group,
            weekday: weekday, startTime: start, endTime: end, startDate: startDate, endDate: endDate, room: room,
            splusName: splusName, comment: comment, sp: sp))
    }

    /// The digits of `text` when it has exactly the shape of `pattern` (`0` for an ASCII
    /// digit, any other character for itself); nil otherwise.
    private static func digits(_ text: String, pattern: StaticString) -> [Int]? {
        guard text.utf8.count == pattern.utf8CodeUnitCount else { return nil }
        var digits: [Int] = []
        digits.reserveCapacity(8)
        for (i, byte) in text.utf8.enumerated() {
            let expected = pattern.utf8Start[i]
            if expected == UInt8(ascii: "0") {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                digits.append(Int(byte - 0x30))
            } else if byte != expected {
                return nil
            }
        }
        return digits
    }

    private func fail(_ field: String, value: String, reason: String) -> TimetableError {
        .invalidField(file: file, row: index, field: field, value: value, reason: reason)
    }

    private func fail(_ field: RowField, value: String, reason: String) -> TimetableError {
        fail(field.rawValue, value: value, reason: reason)
    }

    /// One of a timetable row's fields.
    private func text(_ field: RowField) throws(TimetableError) -> String {
        if let texts { return texts[field] }
        return try text(field.rawValue)
    }

    /// A string field; numbers are accepted as their decimal text (the service sends ids both ways).
    func text(_ field: String) throws(TimetableError) -> String {
        switch fields[field] {
        case nil, is NSNull: return ""
        case let s as String: return s
        case let n as NSNumber: return n.stringValue
        case let other?: throw fail(field, value: String(describing: other).prefix(40).description, reason: "expected text")
        }
    }

    /// `HH:MM` (also `H:MM` and `HH:MM:SS`); empty means absent.
    private func time(_ field: RowField) throws(TimetableError) -> LocalTime? {
        let raw = try text(field).trimmingSpaces()
        if raw.isEmpty { return nil }
        // The service's form, `HH:MM`, read from the bytes; anything else as below.
        if let digits = Self.digits(raw, pattern: "00:00"), let t = LocalTime(hour: digits[0] * 10 + digits[1], minute: digits[2] * 10 + digits[3]) {
            return t
        }
        let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }),
              parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]),
              let t = LocalTime(hour: h, minute: m, second: parts.count == 3 ? Int(parts[2]) ?? 99 : 0)
        else {
            throw fail(field, value: raw, reason: "invalid time (expected HH:MM between 00:00 and 23:59)")
        }
        return t
    }

    /// `DD.MM.YYYY` (also `YYYY-MM-DD`); empty means absent.
    private func date(_ field: RowField) throws(TimetableError) -> CalendarDate? {
        let raw = try text(field).trimmingSpaces()
        if raw.isEmpty { return nil }
        // The service's form, `DD.MM.YYYY`, read from the bytes; anything else as below.
        if let n = Self.digits(raw, pattern: "00.00.0000"),
           let date = CalendarDate(year: n[4] * 1000 + n[5] * 100 + n[6] * 10 + n[7], month: n[2] * 10 + n[3], day: n[0] * 10 + n[1]) {
            return date
        }
        if let iso = CalendarDate(iso: raw) { return iso }
        let parts = raw.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
              let d = Int(parts[0]), let m = Int(parts[1]), let y = Int(parts[2]),
              let date = CalendarDate(year: y, month: m, day: d)
        else {
            throw fail(field, value: raw, reason: "invalid date (expected DD.MM.YYYY)")
        }
        return date
    }
}

/// German and English weekday names, case-insensitive.
enum Weekdays {
    static let names: [String: Int] = [
        "montag": 1, "dienstag": 2, "mittwoch": 3, "donnerstag": 4, "freitag": 5, "samstag": 6, "sonntag": 7,
        "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
        "mo": 1, "di": 2, "mi": 3, "do": 4, "fr": 5, "sa": 6, "so": 7,
        "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6, "sun": 7, "sonnabend": 6,
    ]
    static let german = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
    static let english = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    static func number(_ text: String) -> Int? {
        names[text.trimmingSpaces().lowercased()]
    }
}

extension Character {
    var isASCIIDigit: Bool { asciiDigit != nil }
}
