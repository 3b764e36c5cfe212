import Foundation
import ICalendar
import Workflows

/// The clock as the environment sets it: reproducible builds' SOURCE_DATE_EPOCH fixes DTSTAMP and
/// a mail's Date header, so two runs over the same input give byte-identical files on any day.
package enum Timestamp {
    /// DTSTAMP: SOURCE_DATE_EPOCH when set; nil lets the workflow take the term's first lecture day.
    package static func dtstamp() throws -> LocalDateTime? {
        try sourceDateEpoch()
    }

    /// The time a message is dated (a mail's Date header): SOURCE_DATE_EPOCH when set, else the clock.
    package static func now() throws -> LocalDateTime {
        if let stamp = try sourceDateEpoch() { return stamp }
        return LocalDateTime(secondsSinceEpoch: Int(Date().timeIntervalSince1970))
    }

    private static func sourceDateEpoch() throws -> LocalDateTime? {
        guard let raw = Environment.value("SOURCE_DATE_EPOCH"), !raw.isEmpty else { return nil }
        guard let seconds = Int(raw), seconds >= 0, seconds < 253_402_300_800 else {
            throw Problem("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not “\(raw)”")
        }
        return LocalDateTime(secondsSinceEpoch: seconds)
    }
}
