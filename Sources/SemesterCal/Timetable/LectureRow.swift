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
/// Times, dates and the weekday are held as small numbers, and the texts as places in a table
/// the rows read together share (`RowTexts`): a million rows are held at once, 320 bytes a row
/// with `LocalTime`s, `CalendarDate`s and `String`s, 96 bytes so.
public struct LectureRow: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        /// Places in the row's `RowTexts`.
        let id: UInt32
        let label: UInt32
        let docent: UInt32
        let type: UInt32
        let style: UInt32
        let group: UInt32
        let room: UInt32
        let splusName: UInt32
        let comment: UInt32
        let sp: UInt32
        let index: Int32
        /// Seconds since midnight.
        let startSecond: Int32
        let endSecond: Int32
        /// `CalendarDate.dayNumber`, or `noDate`.
        let startDay: Int32
        let endDay: Int32
        let weekday: Int8
    }

    private final class Storage: Sendable {
        let texts: RowTexts
        let fields: Fields
        init(_ texts: RowTexts, _ fields: Fields) {
            self.texts = texts
            self.fields = fields
        }
    }

    private let storage: Storage

    /// A day number no row's date has: rows' dates lie in the years 1...9999 (`CalendarDate`).
    private static let noDate = Int32.min

    public var source: RowSource { RowSource(file: storage.texts.file, index: Int(storage.fields.index)) }
    public var id: String { storage.texts[storage.fields.id] }
    public var label: String { storage.texts[storage.fields.label] }
    public var docent: String { storage.texts[storage.fields.docent] }
    public var type: String { storage.texts[storage.fields.type] }
    public var style: String { storage.texts[storage.fields.style] }
    public var group: String { storage.texts[storage.fields.group] }
    /// ISO weekday, 1 = Monday ... 7 = Sunday.
    public var weekday: Int { Int(storage.fields.weekday) }
    public var startTime: LocalTime { Self.time(storage.fields.startSecond) }
    public var endTime: LocalTime { Self.time(storage.fields.endSecond) }
    /// The row's own dates: real for block rows, planning artefacts for recurring rows.
    public var startDate: CalendarDate? { Self.date(storage.fields.startDay) }
    public var endDate: CalendarDate? { Self.date(storage.fields.endDay) }
    public var room: String { storage.texts[storage.fields.room] }
    public var splusName: String { storage.texts[storage.fields.splusName] }
    public var comment: String { storage.texts[storage.fields.comment] }
    public var sp: String { storage.texts[storage.fields.sp] }

    /// `weekday` is an ISO weekday, 1...7 (the reader checks it).
    public init(source: RowSource, id: String, label: String, docent: String, type: String, style: String,
                group: String, weekday: Int, startTime: LocalTime, endTime: LocalTime,
                startDate: CalendarDate?, endDate: CalendarDate?, room: String, splusName: String,
                comment: String, sp: String) {
        let texts = RowTexts(file: source.file)
        self.init(source: source, texts: texts, id: id, label: label, docent: docent, type: type, style: style, group: group,
                  weekday: weekday, startTime: startTime, endTime: endTime, startDate: startDate, endDate: endDate,
                  room: room, splusName: splusName, comment: comment, sp: sp)
        texts.finishAdding()
    }

    /// A row whose texts go into `texts`, shared with the rows read with it (from the same file:
    /// `source.file` is `texts.file`).
    init(source: RowSource, texts: RowTexts, id: String, label: String, docent: String, type: String, style: String,
         group: String, weekday: Int, startTime: LocalTime, endTime: LocalTime,
         startDate: CalendarDate?, endDate: CalendarDate?, room: String, splusName: String,
         comment: String, sp: String) {
        storage = Storage(texts, Fields(
            id: texts.place(of: id), label: texts.place(of: label), docent: texts.place(of: docent), type: texts.place(of: type),
            style: texts.place(of: style), group: texts.place(of: group), room: texts.place(of: room),
            splusName: texts.place(of: splusName), comment: texts.place(of: comment), sp: texts.place(of: sp),
            index: Int32(source.index),
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

    /// The texts, in a fixed order (for equality and hashing).
    private var texts: [String] { [source.file, id, label, docent, type, style, group, room, splusName, comment, sp] }

    /// Rows are equal when their fields are, texts compared as `String`s (whether or not the rows
    /// share their storage or their table).
    public static func == (a: LectureRow, b: LectureRow) -> Bool {
        if a.storage === b.storage { return true }
        let x = a.storage.fields, y = b.storage.fields
        guard x.index == y.index, x.startSecond == y.startSecond, x.endSecond == y.endSecond, x.startDay == y.startDay,
              x.endDay == y.endDay, x.weekday == y.weekday else { return false }
        if a.storage.texts === b.storage.texts, x == y { return true }
        return a.texts == b.texts
    }

    public func hash(into hasher: inout Hasher) {
        let f = storage.fields
        hasher.combine(texts)
        hasher.combine(f.index)
        hasher.combine(f.startSecond)
        hasher.combine(f.endSecond)
        hasher.combine(f.startDay)
        hasher.combine(f.endDay)
        hasher.combine(f.weekday)
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
