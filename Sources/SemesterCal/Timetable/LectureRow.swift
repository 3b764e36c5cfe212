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
public struct LectureRow: Hashable, Sendable {
    public let source: RowSource
    public let id: String
    public let label: String
    public let docent: String
    public let type: String
    public let style: String
    public let group: String
    /// ISO weekday, 1 = Monday ... 7 = Sunday.
    public let weekday: Int
    public let startTime: LocalTime
    public let endTime: LocalTime
    /// The row's own dates: real for block rows, planning artefacts for recurring rows.
    public let startDate: CalendarDate?
    public let endDate: CalendarDate?
    public let room: String
    public let splusName: String
    public let comment: String
    public let sp: String

    public init(source: RowSource, id: String, label: String, docent: String, type: String, style: String,
                group: String, weekday: Int, startTime: LocalTime, endTime: LocalTime,
                startDate: CalendarDate?, endDate: CalendarDate?, room: String, splusName: String,
                comment: String, sp: String) {
        self.source = source
        self.id = id
        self.label = label
        self.docent = docent
        self.type = type
        self.style = style
        self.group = group
        self.weekday = weekday
        self.startTime = startTime
        self.endTime = endTime
        self.startDate = startDate
        self.endDate = endDate
        self.room = room
        self.splusName = splusName
        self.comment = comment
        self.sp = sp
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
