import Foundation
import ICalendar

/// Turns planned lectures into one VCALENDAR (RFC 5545), ready for `ICalendarWriter`.
///
/// Output is deterministic: events are ordered by their first occurrence, time
/// and UID (not by input order), and DTSTAMP is a caller-given instant
/// (SOURCE_DATE_EPOCH, or a fixed default), never the clock.
public struct CalendarExporter: Sendable {
    public let profile: InstitutionProfile
    public let calendarName: String
    /// DTSTAMP of every event, in UTC.
    public let timestamp: LocalDateTime
    let language: CalendarLanguage

    public init(profile: InstitutionProfile, calendarName: String, timestamp: LocalDateTime) {
        self.profile = profile
        self.calendarName = calendarName
        self.timestamp = timestamp
        self.language = CalendarLanguage(code: profile.language.rawValue)
    }

    public func calendar(for lectures: [PlannedLecture]) throws(TimeZoneError) -> ICalComponent {
        let zone = profile.timeZone
        var events: [(sortKey: String, event: ICalComponent)] = []
        var years: [Int] = []
        for lecture in lectures where !lecture.dates.isEmpty {
            years.append(lecture.dates.first!.year)
            years.append(lecture.dates.last!.year)
            for series in SeriesEncoder.encode(lecture.dates) {
                let event = try self.event(lecture, series, zone: zone)
                let uid = event.first("UID")?.value ?? ""
                events.append(("\(series.first.iso) \(lecture.row.startTime) \(uid)", event))
            }
        }
        events.sort { $0.sortKey < $1.sortKey }

        var calendar = ICalComponent("VCALENDAR")
        calendar.properties = [
            .raw("VERSION", "2.0"),
            .raw("PRODID", "-//semestercal//semestercal//EN"),
            .raw("CALSCALE", "GREGORIAN"),
            .raw("METHOD", "PUBLISH"),
            .text("X-WR-CALNAME", calendarName),
            .text("X-WR-TIMEZONE", zone),
        ]
        if let low = years.min(), let high = years.max() {
            calendar.components.append(try VTimeZoneBuilder.component(forZone: zone, years: low...high))
        }
        calendar.components += events.map(\.event)
        return calendar
    }

    private func event(_ lecture: PlannedLecture, _ series: SeriesEncoder.Series, zone: String) throws(TimeZoneError) -> ICalComponent {
        let row = lecture.row
        let uid = series.isSeparate ? lecture.uid.replacingFirst("@", with: "-\(series.first.basic)@") : lecture.uid
        var event = ICalComponent("VEVENT")
        event.properties = [
            .raw("UID", uid),
            .utcDateTime("DTSTAMP", timestamp),
            .dateTime("DTSTART", LocalDateTime(date: series.first, time: row.startTime), tzid: zone),
            .dateTime("DTEND", LocalDateTime(date: series.first, time: row.endTime), tzid: zone),
        ]
        switch series.rhythm {
        case .single:
            break
        case .daily, .weekly:
            let lastStart = try ZoneOffsetCalculator().utc(from: LocalDateTime(date: series.last, time: row.startTime), zone: zone)
            let interval: Int
            let frequency: RecurrenceRule.Frequency
            if case .weekly(let n) = series.rhythm { interval = n; frequency = .weekly } else { interval = 1; frequency = .daily }
            event.properties.append(.recurrence(RecurrenceRule(frequency: frequency, interval: interval, until: .utc(lastStart))))
            if !series.exceptions.isEmpty {
                event.properties.append(.dateTimes("EXDATE", series.exceptions.map { LocalDateTime(date: $0, time: row.startTime) }, tzid: zone))
            }
        }
        event.properties.append(.text("SUMMARY", summary(lecture)))
        let location = profile.location(forRoom: row.room)
        if !location.isEmpty { event.properties.append(.text("LOCATION", location)) }
        event.properties.append(.text("DESCRIPTION", description(lecture)))
        event.properties.append(.textList("CATEGORIES", categories(lecture)))
        event.properties.append(.raw("STATUS", "CONFIRMED"))
        event.properties.append(.raw("TRANSP", "OPAQUE"))
        return event
    }

    func summary(_ lecture: PlannedLecture) -> String {
        let label = lecture.row.label.isEmpty ? language.kindName(lecture.kind) : lecture.row.label
        if lecture.isExam { return "\(label) (\(language.exam))" }
        switch lecture.kind {
        case .lecture, .block, .other: return label
        default: return "\(label) (\(language.kindName(lecture.kind)))"
        }
    }

    func description(_ lecture: PlannedLecture) -> String {
        let row = lecture.row
        var lines: [String] = []
        if !lecture.understood {
            lines.append("\(language.uncertainWarning): \(lecture.problems.joined(separator: "; "))")
        }
        if !row.docent.isEmpty { lines.append("\(language.lecturer): \(row.docent.replacingOccurrences(of: "§§", with: ", "))") }
        if !row.style.isEmpty { lines.append("\(language.style): \(row.style)") }
        if !row.group.isEmpty { lines.append("\(language.group): \(row.group)") }
        if !row.room.isEmpty { lines.append("\(language.room): \(row.room)") }
        if !row.comment.isEmpty { lines.append("\(language.comment): \(row.comment)") }
        return lines.joined(separator: "\n")
    }

    func categories(_ lecture: PlannedLecture) -> [String] {
        var list = [language.kindName(lecture.kind)]
        if lecture.isExam { list.append(language.exam) }
        if !lecture.understood { list.append(language.uncertainDates) }
        return list
    }
}

extension String {
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let i = firstIndex(of: target) else { return self }
        return String(self[..<i]) + replacement + String(self[index(after: i)...])
    }
}
