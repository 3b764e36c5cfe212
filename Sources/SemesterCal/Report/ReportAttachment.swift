import ICalendar

/// The `.ics` a change mail carries: the events of the new calendar that a change
/// touches (their whole series, overrides included) and the time zones they use,
/// so importing the attachment updates exactly those lectures.
public enum ReportAttachment {
    /// A VCALENDAR with the events of `calendar` whose UID appears in `diff`, or nil when none does
    /// (e.g. every change is a removal).
    public static func changedEvents(of calendar: ICalComponent, in diff: CalendarDiff) -> ICalComponent? {
        let uids = Set(diff.changes.map(\.uid))
        let events = calendar.components.filter { $0.name == "VEVENT" && uids.contains($0.first("UID")?.textValue ?? "") }
        guard !events.isEmpty else { return nil }
        var result = calendar
        result.components = calendar.components.filter { $0.name == "VTIMEZONE" } + events
        return result
    }
}
