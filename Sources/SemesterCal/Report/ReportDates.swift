import ICalendar

/// Day and time texts shared by all report renderers.
///
/// Built from `CalendarDate`/`LocalTime` fields with fixed name tables, never with
/// `DateFormatter`: the output is the same on every machine, whatever its locale or zone.
enum ReportDates {
    static let germanWeekdays = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
    static let englishWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Mo" / "Mon".
    static func weekday(_ date: CalendarDate, german: Bool) -> String {
        (german ? germanWeekdays : englishWeekdays)[date.isoWeekday - 1]
    }

    /// A day heading: "Mo 12.10.2020" / "Mon 2020-10-12".
    static func day(_ date: CalendarDate, german: Bool) -> String {
        if german {
            return "\(weekday(date, german: true)) \(pad(date.day)).\(pad(date.month)).\(date.year)"
        }
        return "\(weekday(date, german: false)) \(date.iso)"
    }

    /// A day mentioned inside a line: "Di 13.10." (the year only when it differs from
    /// `reference`'s) / "Tue 2020-10-13".
    static func shortDay(_ date: CalendarDate, relativeTo reference: CalendarDate, german: Bool) -> String {
        guard german else { return day(date, german: false) }
        let base = "\(weekday(date, german: true)) \(pad(date.day)).\(pad(date.month))."
        return date.year == reference.year ? base : base + String(date.year)
    }

    /// "10:00–11:30" (en dash), or the all-day word.
    static func timeRange(_ occurrence: OccurrenceSnapshot, allDay: String) -> String {
        occurrence.isAllDay ? allDay : "\(occurrence.start.time)–\(occurrence.end.time)"
    }

    /// The RFC 5322 `Date` of a UTC wall time: "Mon, 12 Oct 2020 08:00:00 +0000".
    static func rfc5322(_ utc: LocalDateTime) -> String {
        let d = utc.date, t = utc.time
        return "\(weekday(d, german: false)), \(pad(d.day)) \(englishMonths[d.month - 1]) \(d.year) "
            + "\(pad(t.hour)):\(pad(t.minute)):\(pad(t.second)) +0000"
    }

    /// Two-digit zero padding without locale-dependent formatting.
    static func pad(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : String(value) }
}
