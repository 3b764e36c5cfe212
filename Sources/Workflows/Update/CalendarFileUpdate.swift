import Foundation
import ICalendar
import SemesterCal

/// One calendar file brought up to date (`update`, and `sync` for each of its calendars):
/// the previous file read, the fresh calendar revised against it and compared, the new bytes
/// ready. Nothing is written until `commit()`, so a run can prepare every file and its report
/// before touching any.
public struct CalendarFileUpdate {
    public let path: String
    public let update: CalendarUpdate
    public let bytes: Data
    /// True when there was no file at `path` before.
    public let isNew: Bool
    /// True when the new bytes equal the file's: `commit()` leaves it alone.
    public let isUnchanged: Bool

    /// Reads `path` (if present) and prepares its next revision from `fresh`.
    public init(path: String, fresh: ICalComponent, title: String, today: CalendarDate, displayZone: String,
         notices: [ReportNotice]) throws {
        let previous: ICalComponent?
        do {
            previous = try CalendarFile.readIfPresent(path)
        } catch let error as Problem {
            throw Problem("\(error.description) (the previous calendar is left as it is; move it away to start afresh)")
        }
        self.path = path
        update = CalendarUpdate(fresh: fresh, previous: previous, today: today, calendarName: title,
                                displayZone: displayZone, notices: notices)
        if let problem = update.unreadableInPrevious.first {
            throw Problem("\(path): \(problem) (the previous calendar is left as it is; move it away to start afresh)")
        }
        bytes = Data(ICalendarWriter.serializeBytes(update.calendar))
        isNew = previous == nil
        isUnchanged = FileManager.default.contents(atPath: path) == bytes
    }

    /// Replaces the file atomically, unless its bytes would stay the same.
    public func commit() throws {
        if !isUnchanged { try OutputFile.write(bytes, to: path) }
    }

    /// Adds the new bytes to `batch`, to be renamed with the batch's other files, unless they
    /// would stay the same.
    public func add(to batch: OutputFile.Batch) throws {
        if !isUnchanged { try batch.add([Array(bytes)], to: path) }
    }

    /// True when the calendar was created or an occurrence changed (what `--exit-code` reports).
    public var changed: Bool { isNew || !update.report.diff.isEmpty }

    /// One line for standard error.
    public var summary: String {
        let events = update.calendar.components(named: "VEVENT").count
        var text = isNew ? "wrote the new calendar \(path): \(Counted.of(events, "event"))"
            : "\(path): \(Counted.of(update.report.diff.changes.count, "changed occurrence")), \(Counted.of(update.revised, "event")) revised"
        if update.carriedOver > 0 { text += ", \(Counted.of(update.carriedOver, "past change")) kept" }
        if isUnchanged { text += " (file unchanged)" }
        return text
    }
}
