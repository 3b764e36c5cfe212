/// The fields of a timetable row that `RowParser` reads, by the names the timetable service gives
/// them.
enum RowField: String, CaseIterable {
    case id, label, docent, type, group, starttime, endtime, room, sp, splusname, style, comment, day, startdate, enddate

    private static let byName: [(name: [UInt8], field: RowField)] = allCases.map { (Array($0.rawValue.utf8), $0) }

    /// The field whose name is `bytes` (a key without escapes); nil for any other key.
    static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> RowField? {
        for entry in byName where entry.name.count == bytes.count && entry.name.elementsEqual(bytes) {
            return entry.field
        }
        return nil
    }
}

/// A row's fields as text (from `TimetableJSON`), held by position: a 100,000-row timetable would
/// otherwise hash each of its 15 names twice per row, once to store and once to find (about 5% of
/// a large `convert`, eighteenth round of docs/performance.md).
struct RowFields {
    private var values = [String](repeating: "", count: RowField.allCases.count)
    /// The fields given so far, one bit each (a repeated key makes the row unreadable).
    private var given: UInt32 = 0

    /// The field's text; "" when the row does not have it.
    subscript(field: RowField) -> String { values[field.index] }

    /// Stores `text` for `field`; false when the row had given that field before.
    mutating func set(_ field: RowField, to text: String) -> Bool {
        let bit = UInt32(1) << field.index
        guard given & bit == 0 else { return false }
        given |= bit
        values[field.index] = text
        return true
    }
}

private extension RowField {
    var index: Int {
        switch self {
        case .id: 0
        case .label: 1
        case .docent: 2
        case .type: 3
        case .group: 4
        case .starttime: 5
        case .endtime: 6
        case .room: 7
        case .sp: 8
        case .splusname: 9
        case .style: 10
        case .comment: 11
        case .day: 12
        case .startdate: 13
        case .enddate: 14
        }
    }
}
