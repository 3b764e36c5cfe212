import Foundation

/// A fast reader for the JSON shapes the timetable service answers with: `{"schedule": [rows]}`,
/// `{"myschedule": [rows]}` (other top-level keys such as `"version"` are read and dropped) or a
/// bare array of rows, each row an object of strings, `null`s and integers.
///
/// `JSONSerialization` builds a Foundation object for every value and needs about a second for
/// the 40 MB of a 100,000-row timetable; this reads the same text in a tenth of that, and gives
/// each field as the text `RowParser` makes of it (no `Any` to cast). It gives up (returns nil)
/// on anything it does not read exactly as `JSONSerialization` would — invalid JSON, another
/// shape, a row that is not an object, a value that is a boolean, a fraction, a nested object or
/// list, a repeated key, `\u0000` or an unpaired surrogate escape — and the caller then uses
/// `JSONSerialization`, whose values and error messages stay the reference.
enum TimetableJSON {
    /// The rows handed over one by one (with the row's index) as they are read, so they never
    /// all exist at once. Each field is text: a string as it is, `null` as "", an integer as the
    /// decimal text of the `NSNumber` `JSONSerialization` makes of it. The rows are those the
    /// reader takes from `JSONSerialization`'s result: the top-level list, else the value of
    /// `schedule`, else of `myschedule`. False when the document is not one this reader reads
    /// (some rows may have been handed over by then): the caller then drops them and falls back.
    static func forEachRow(_ data: Data, _ body: (Int, RowFields) -> Void) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            return parser.document(body)
        }
    }

    /// The byte ranges of the rows, found by matching their braces without reading them; the
    /// document around them is read as `forEachRow` reads it. Nil where `forEachRow` would give up
    /// outside the rows, and for a row that is not an object. A span's row is read with
    /// `row(in:at:)`, so large timetables can be read in pieces at once.
    /// `pages`: given back behind the rows as they are found (`TimetableSource.pages`).
    static func rowSpans(_ data: Data, pages: ReleasablePages? = nil) -> [Range<Int>]? {
        data.withUnsafeBytes { raw -> [Range<Int>]? in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            parser.spans = []
            parser.pages = pages
            guard parser.document({ _, _ in }) else { return nil }
            return parser.spans
        }
    }

    /// The fields of the row at `span` (from `rowSpans`) exactly as `forEachRow` reads them;
    /// nil where it would give up, or when the row does not end where its span does.
    /// `pool` holds the texts of the rows read before (one per thread).
    static func row(in bytes: UnsafeBufferPointer<UInt8>, at span: Range<Int>, pool: TextPool) -> RowFields? {
        var parser = Parser(bytes: bytes, pool: pool)
        parser.index = span.lowerBound
        guard let fields = parser.row(), parser.index == span.upperBound else { return nil }
        return fields
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// When set, `rowList` records where each row is instead of reading it.
        var spans: [Range<Int>]?
        /// Given back behind the rows `rowList` records (from `released` on).
        var pages: ReleasablePages?
        var released = 0
        /// The rows' texts read so far, so that repeats share them.
        let pool: TextPool

        init(bytes: UnsafeBufferPointer<UInt8>, pool: TextPool = TextPool()) {
            self.bytes = bytes
            self.pool = pool
        }

        mutating func document(_ body: (Int, RowFields) -> Void) -> Bool {
            skipWhitespace()
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "["):
                guard rowList(body) else { return false }
            case UInt8(ascii: "{"):
                index += 1
                var rowsKey: String?  // the key whose rows were handed over
                var keys = Set<String>()
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    return false  // no rows key: JSONSerialization's path words the error
                }
                while true {
                    skipWhitespace()
                    guard let key = string(), keys.insert(key).inserted else { return false }
                    skipWhitespace()
                    guard take(UInt8(ascii: ":")) else { return false }
                    skipWhitespace()
                    if key == "schedule" || key == "myschedule", rowsKey == nil {
                        guard rowList(body) else { return false }
                        rowsKey = key
                    } else if key == "schedule" {
                        return false  // "schedule" after "myschedule": it would win, but the rows are out
                    } else {
                        guard skipValue(depth: 0) else { return false }
                    }
                    skipWhitespace()
                    if take(UInt8(ascii: ",")) { continue }
                    guard take(UInt8(ascii: "}")) else { return false }
                    break
                }
                guard rowsKey != nil else { return false }
            default:
                return false
            }
            skipWhitespace()
            return index == bytes.count
        }

        /// `[ {row}, ... ]`.
        private mutating func rowList(_ body: (Int, RowFields) -> Void) -> Bool {
            guard take(UInt8(ascii: "[")) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return true }
            var count = 0
            while true {
                skipWhitespace()
                if spans != nil {
                    let start = index
                    guard skipObject() else { return false }
                    spans?.append(start..<index)
                    if let pages, index - released >= TimetableReader.releaseStep {
                        pages.release(released..<index)
                        released = index
                    }
                } else {
                    guard let row = row() else { return false }
                    body(count, row)
                }
                count += 1
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "]"))
            }
        }

        /// An object, by its braces alone: strings are stepped over (a backslash and the byte after
        /// it), nothing is read or checked; `row(in:at:)` reads it strictly.
        private mutating func skipObject() -> Bool {
            guard peek(UInt8(ascii: "{")) else { return false }
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    guard index < bytes.count else { return false }
                    index += 1
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return true }
                default:
                    break
                }
            }
            return false
        }

        /// `{ "field": "text" | null | integer, ... }`: the fields `RowParser` reads; other keys'
        /// values are read (to check them) and dropped.
        mutating func row() -> RowFields? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var fields = RowFields()
            var otherKeys: [String] = []
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return fields }
            while true {
                skipWhitespace()
                guard let key = key() else { return nil }
                if case .other(let name) = key {
                    guard !otherKeys.contains(name) else { return nil }
                    otherKeys.append(name)
                }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                guard index < bytes.count else { return nil }
                let value: String
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    // Ids and slot names differ from row to row: pooling them would only fill the pool.
                    guard let text = string(pooled: key.isPooled) else { return nil }
                    value = text
                case UInt8(ascii: "n"):
                    guard literal("null") else { return nil }
                    value = ""
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard let number = integer() else { return nil }
                    value = String(number)  // the same decimal text as NSNumber's stringValue, without Foundation's bridging
                default:
                    return nil
                }
                if case .field(let field) = key {
                    guard fields.set(field, to: value) else { return nil }
                }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return fields
            }
        }

        private enum Key {
            case field(RowField)
            case other(String)

            var isPooled: Bool {
                guard case .field(let field) = self else { return false }
                return field != .id && field != .splusname
            }
        }

        /// A row's key: a field's name is matched on its bytes, without making a `String` of it.
        private mutating func key() -> Key? {
            guard peek(UInt8(ascii: "\"")) else { return nil }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                if let field = RowField.named(name) {
                    index = end + 1
                    return .field(field)
                }
            }
            guard let name = string() else { return nil }
            return RowField(rawValue: name).map(Key.field) ?? .other(name)
        }

        /// A string literal, escapes decoded. The bytes are valid UTF-8 (checked by the caller).
        /// `pooled`: one without escapes is taken from (or added to) the pool.
        private mutating func string(pooled: Bool = false) -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            // The common case: no escapes.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    let text = pooled ? pool.text(literal) : String(decoding: literal, as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: buffer, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                    case UInt8(ascii: "b"): buffer.append(0x08)
                    case UInt8(ascii: "f"): buffer.append(0x0C)
                    case UInt8(ascii: "n"): buffer.append(0x0A)
                    case UInt8(ascii: "r"): buffer.append(0x0D)
                    case UInt8(ascii: "t"): buffer.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let unit = hex4() else { return nil }
                        var value = UInt32(unit)
                        if (0xD800...0xDBFF).contains(unit) {
                            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(),
                                  (0xDC00...0xDFFF).contains(low) else { return nil }
                            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                        } else if (0xDC00...0xDFFF).contains(unit) || unit == 0 {
                            return nil
                        }
                        guard let scalar = Unicode.Scalar(value) else { return nil }
                        buffer.append(contentsOf: UTF8.encode(scalar)!)
                    default:
                        return nil
                    }
                default:
                    if byte < 0x20 { return nil }
                    buffer.append(byte)
                }
            }
            return nil
        }

        private mutating func hex4() -> UInt16? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
                index += 1
            }
            return value
        }

        /// `-?(0|[1-9][0-9]*)` with at most 15 digits, not followed by a fraction or exponent.
        private mutating func integer() -> Int? {
            let negative = take(UInt8(ascii: "-"))
            let start = index
            var value = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                if index - start > 15 { return nil }
            }
            let digits = index - start
            guard digits > 0, !(digits > 1 && bytes[start] == UInt8(ascii: "0")) else { return nil }
            if negative, value == 0 { return nil }  // -0 is a floating-point zero to JSONSerialization
            if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
                return nil
            }
            return negative ? -value : value
        }

        /// Any value outside the rows, checked and dropped. Fractions are fine; exponents are
        /// left to JSONSerialization (it may reject values out of range).
        private mutating func skipValue(depth: Int) -> Bool {
            guard depth < 64, index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return string() != nil
            case UInt8(ascii: "n"): return literal("null")
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let isObject = bytes[index] == UInt8(ascii: "{")
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                index += 1
                var keys = Set<String>()
                skipWhitespace()
                if take(close) { return true }
                while true {
                    skipWhitespace()
                    if isObject {
                        guard let key = string(), keys.insert(key).inserted else { return false }
                        skipWhitespace()
                        guard take(UInt8(ascii: ":")) else { return false }
                        skipWhitespace()
                    }
                    guard skipValue(depth: depth + 1) else { return false }
                    skipWhitespace()
                    if take(UInt8(ascii: ",")) { continue }
                    return take(close)
                }
            default:
                return skipNumber()
            }
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 15 digits in all.
        private mutating func skipNumber() -> Bool {
            _ = take(UInt8(ascii: "-"))
            let start = index
            var digits = 0
            func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
            while isDigit(index) { index += 1; digits += 1 }
            guard digits > 0, !(digits > 1 && bytes[start] == UInt8(ascii: "0")) else { return false }
            if take(UInt8(ascii: ".")) {
                let fraction = index
                while isDigit(index) { index += 1; digits += 1 }
                guard index > fraction else { return false }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") { return false }
            return digits <= 15
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for i in 0..<count where bytes[index + i] != word.utf8Start[i] { return false }
            index += count
            return true
        }

        private func peek(_ byte: UInt8) -> Bool {
            index < bytes.count && bytes[index] == byte
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }
    }
}
