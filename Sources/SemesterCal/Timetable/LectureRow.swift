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
/// Times, dates and the weekday are held as small numbers (a million rows are held at once:
/// 320 bytes a row with them as `LocalTime` and `CalendarDate`, 224 bytes so).
public struct LectureRow: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        let file: String
        let id: String
        let label: String
        let docent: String
        let type: String
        let style: String
        let group: String
        let room: String
        let splusName: String
        let comment: String
        let sp: String
        let index: Int
        /// Seconds since midnight.
        let startSecond: Int32
        let endSecond: Int32
        /// `CalendarDate.dayNumber`, or `noDate`.
        let startDay: Int32
        let endDay: Int32
        let weekday: Int8
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private let storage: Storage

    /// A day number no row's date has: rows' dates lie in the years 1...9999 (`CalendarDate`).
    private static let noDate = Int32.min

    public var source: RowSource { RowSource(file: storage.fields.file, index: storage.fields.index) }
    public var id: String { storage.fields.id }
    public var label: String { storage.fields.label }
    public var docent: String { storage.fields.docent }
    public var type: String { storage.fields.type }
    public var style: String { storage.fields.style }
    public var group: String { storage.fields.group }
    /// ISO weekday, 1 = Monday ... 7 = Sunday.
    public var weekday: Int { Int(storage.fields.weekday) }
    public var startTime: LocalTime { Self.time(storage.fields.startSecond) }
    public var endTime: LocalTime { Self.time(storage.fields.endSecond) }
    /// The row's own dates: real for block rows, planning artefacts for recurring rows.
    public var startDate: CalendarDate? { Self.date(storage.fields.startDay) }
    public var endDate: CalendarDate? { Self.date(storage.fields.endDay) }
    public var room: String { storage.fields.room }
    public var splusName: String { storage.fields.splusName }
    public var comment: String { storage.fields.comment }
    public var sp: String { storage.fields.sp }

    /// `weekday` is an ISO weekday, 1...7 (the reader checks it).
    public init(source: RowSource, id: String, label: String, docent: String, type: String, style: String,
                group: String, weekday: Int, startTime: LocalTime, endTime: LocalTime,
                startDate: CalendarDate?, endDate: CalendarDate?, room: String, splusName: String,
                comment: String, sp: String) {
        storage = Storage(Fields(file: source.file, id: id, label: label, docent: docent, type: type, style: style,
                                 group: group, room: room, splusName: splusName, comment: comment, sp: sp,
                                 index: source.index,
                                 startSecond: Int32(startTime.secondsSinceMidnight), endSecond: Int32(endTime.secondsSinceMidnight),
                                 startDay: Self.day(startDate), endDay: Self.day(endDate), weekday: Int8(weekday)))
    }

    private static func time(_ seconds: Int32) -> LocalTime {
        let s = Int(seconds)
        // Made from a valid `LocalTime`'s seconds, so always valid.
        return LocalTime(hour: s / 3600, minute: s % 3600 / 60, second: s % 60)!
    }

    private static func day(_ date: CalendarDate?) -> Int32 {
        // Years 1...9999 are days -719,162...2,932,896: well within Int32.
        date.map { Int32($0.dayNumber) } ?? noDate
    }

    private static func date(_ day: Int32) -> CalendarDate? {
        day == noDate ? nil : CalendarDate(dayNumber: Int(day))
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
