import Foundation
import ICalendar

/// Reads the service's change feed: `{"changes": [...]}`, optionally with `"version"`.
/// Invalid values stop the file with a `TimetableError` naming the entry and field
/// (`original.date`, `alternative.time`, ...). A weekday that contradicts its date is
/// not invalid here: the entry is read, and `ChangeApplier` reports it as not applied.
public enum ChangeFeedReader {
    public static func read(data: Data, file: String) throws(TimetableError) -> [ScheduleChange] {
        if let offset = TimetableReader.invalidUTF8Offset(data) { throw .notUTF8(file: file, byteOffset: offset) }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .invalidJSON(file: file, reason: TimetableReader.jsonErrorReason(error, data: data))
        }
        let list: [Any]
        if let object = json as? [String: Any], let changes = object["changes"] {
            guard let array = changes as? [Any] else { throw .unexpectedShape(file: file, reason: "\"changes\" must be a list") }
            list = array
        } else if let array = json as? [Any] {
            list = array
        } else {
            throw .unexpectedShape(file: file, reason: "expected a change feed: an object with a \"changes\" list")
        }
        var result: [ScheduleChange] = []
        for (index, raw) in list.enumerated() {
            guard let fields = raw as? [String: Any] else {
                throw .invalidField(file: file, row: index, field: "(change)", value: String(describing: raw).prefix(40).description,
                                    reason: "a change must be a JSON object")
            }
            let row = RowParser(file: file, index: index, fields: fields)
            let original = try slot(fields["original"], name: "original", file: file, index: index, required: true)!
            let alternative = try slot(fields["alternative"], name: "alternative", file: file, index: index, required: false)
            result.append(ScheduleChange(
                source: RowSource(file: file, index: index), id: try row.text("id"), label: try row.text("label"),
                docent: try row.text("docent"), comment: try row.text("comment"), reason: try row.text("reason"),
                text: try row.text("text"), group: try row.text("group"), splusName: try row.text("splusname"),
                original: original, alternative: alternative))
        }
        return result
    }

    private static func slot(_ value: Any?, name: String, file: String, index: Int, required: Bool) throws(TimetableError) -> ScheduleChange.Slot? {
        guard let value, !(value is NSNull) else {
            if required { throw .invalidField(file: file, row: index, field: name, value: "null", reason: "the original occurrence is required") }
            return nil
        }
        guard let fields = value as? [String: Any] else {
            throw .invalidField(file: file, row: index, field: name, value: String(describing: value).prefix(40).description, reason: "expected an object with day, time, date and room")
        }
        let parser = RowParser(file: file, index: index, fields: fields)
        func fail(_ field: String, _ raw: String, _ reason: String) -> TimetableError {
            .invalidField(file: file, row: index, field: "\(name).\(field)", value: raw, reason: reason)
        }
        let dateText = try parser.text("date").trimmingCharacters(in: .whitespaces)
        let parts = dateText.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let d = Int(parts[0]), let m = Int(parts[1]), let y = Int(parts[2]), parts[2].count == 4,
              let date = CalendarDate(year: y, month: m, day: d) ?? CalendarDate(iso: dateText)
        else { throw fail("date", dateText, "invalid date (expected DD.MM.YYYY)") }
        let timeText = try parser.text("time").trimmingCharacters(in: .whitespaces)
        let t = timeText.split(separator: ":")
        guard t.count == 2, t[1].count == 2, let h = Int(t[0]), let mi = Int(t[1]), let time = LocalTime(hour: h, minute: mi) else {
            throw fail("time", timeText, "invalid time (expected HH:MM)")
        }
        let dayText = try parser.text("day")
        var weekday: Int?
        if !dayText.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let w = Weekdays.number(dayText) else { throw fail("day", dayText, "unknown weekday") }
            // A weekday that contradicts the date is kept: `ChangeApplier` reports that change
            // as not applied, so one inconsistent entry does not stop the whole feed.
            weekday = w
        }
        return ScheduleChange.Slot(date: date, time: time, room: try parser.text("room"), weekday: weekday)
    }
}
