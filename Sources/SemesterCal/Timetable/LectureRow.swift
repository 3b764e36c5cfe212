import Foundation
import ICalendar

/// Where a row came from: the input file's name and the row's 0-based index in it.
public struct RowSource: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let index: Int

    public init(file: String, index: Int) {
        self.file = file
        self.index = index
    }

    public var description: String { "\(file): row \(index)" }
}

/// One validated timetable row, as the service publishes it.
///
/// Field names follow the service (`label`, `docent`, `splusname`, ...); values
/// are checked (times, weekday, dates) but not interpreted: the comment stays free text.
///
/// The fields are held once, by reference, and shared by every copy: a row is copied into its
/// planned lecture, the rows' lists and the explanations, and copying 16 fields inline (300 bytes,
/// a retain for each text) made a large timetable's lists the biggest part of its memory.
public struct LectureRow: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        let source: RowSource
        let id: String
        let label: String
        let docent: String
        let type: String
        let style: String
        let group: String
        let weekday: Int
        let startTime: LocalTime
        let endTime: LocalTime
        let startDate: CalendarDate?
        let endDate: CalendarDate?
        let room: String
        let splusName: String
        let comment: String
        let sp: String
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private let storage: Storage

    public var source: RowSource { storage.fields.source }
    public var id: String { storage.fields.id }
    public var label: String { storage.fields.label }
    public var docent: String { storage.fields.docent }
    public var type: String { storage.fields.type }
    public var style: String { storage.fields.style }
    public var group: String { storage.fields.group }
    /// ISO weekday, 1 = Monday ... 7 = Sunday.
    public var weekday: Int { storage.fields.weekday }
    public var startTime: LocalTime { storage.fields.startTime }
    public var endTime: LocalTime { storage.fields.endTime }
    /// The row's own dates: real for block rows, planning artefacts for recurring rows.
    public var startDate: CalendarDate? { storage.fields.startDate }
    public var endDate: CalendarDate? { storage.fields.endDate }
    public var room: String { storage.fields.room }
    public var splusName: String { storage.fields.splusName }
    public var comment: String { storage.fields.comment }
    public var sp: String { storage.fields.sp }

    public init(source: RowSource, id: String, label: String, docent: String, type: String, style: String,
                group: String, weekday: Int, startTime: LocalTime, endTime: LocalTime,
                startDate: CalendarDate?, endDate: CalendarDate?, room: String, splusName: String,
                comment: String, sp: String) {
        storage = Storage(Fields(source: source, id: id, label: label, docent: docent, type: type, style: style, group: group,
                                 weekday: weekday, startTime: startTime, endTime: endTime, startDate: startDate,
                                 endDate: endDate, room: room, splusName: splusName, comment: comment, sp: sp))
    }

    /// Rows are equal when their fields are (whether or not they share them).
    public static func == (a: LectureRow, b: LectureRow) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    public var kind: LectureKind { LectureKind(style: style) }

    /// `splusname` up to the first `$`: the planning system's name for the slot,
    /// shared by every study programme's copy of the row and by the change feed.
    public var slotName: String {
        // When every scalar is below U+0300 (no combining marks), each is a grapheme cluster of
        // its own, so the first `$` byte is the first `$` character: no search by characters.
        let utf8 = splusName.utf8
        if !utf8.contains(where: { $0 >= 0xCC }) {
            return splusName[..<(utf8.firstIndex(of: UInt8(ascii: "$")) ?? utf8.endIndex)].trimmingSpaces()
        }
        return splusName[..<(splusName.firstIndex(of: "$") ?? splusName.endIndex)].trimmingSpaces()
    }
}
