import ICalendar

/// Time ranges and the RFC 5322 date of mails, shared by the report renderers (day names and
/// formats are in `Messages`).
///
/// Built from `CalendarDate`/`LocalTime` fields with fixed name tables, never with
/// `DateFormatter`: the output is the same on every machine, whatever its locale or zone.
enum ReportDates {
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "10:00–11:30" (en dash), or the all-day word.
    static func timeRange(_ occurrence: OccurrenceSnapshot, allDay: String) -> String {
        occurrence.isAllDay ? allDay : "\(occurrence.start.time)–\(occurrence.end.time)"
    }

    /// The RFC 5322 `Date` of a UTC wall time: "Mon, 12 Oct 2020 08:00:00 +0000".
    static func rfc5322(_ utc: LocalDateTime) -> String {
        let d = utc.date, t = utc.time
        return "\(Messages.english.weekdayAbbreviations[d.isoWeekday - 1]), \(pad(d.day)) \(englishMonths[d.month - 1]) \(d.year) "
            + "\(pad(t.hour)):\(pad(t.minute)):\(pad(t.second)) +0000"
    }

    /// Two-digit zero padding without locale-dependent formatting.
    static func pad(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : String(value) }
}
