import Foundation
import ICalendar

/// DTSTAMP without the clock: reproducible builds' SOURCE_DATE_EPOCH when set,
/// otherwise midnight UTC of the term's first lecture day. Two runs over the
/// same input give byte-identical files on any day.
enum Timestamp {
    static func dtstamp(default day: CalendarDate) throws -> LocalDateTime {
        if let raw = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], !raw.isEmpty {
            guard let seconds = Int(raw), seconds >= 0, seconds < 253_402_300_800 else {
                throw CLIError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not “\(raw)”")
            }
            return LocalDateTime(secondsSinceEpoch: seconds)
        }
        return LocalDateTime(date: day, time: LocalTime(hour: 0, minute: 0)!)
    }
}
