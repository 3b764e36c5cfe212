import ICalendar

/// One occurrence of a calendar event, as the diff and the reports see it:
/// wall-clock times in the calendar's zone and the properties a student cares about.
public struct OccurrenceSnapshot: Hashable, Sendable, Codable {
    public let uid: String
    /// The occurrence's original start (its RECURRENCE-ID, or its start when never moved), wall time.
    public let originalStart: LocalDateTime
    public let start: LocalDateTime
    public let end: LocalDateTime
    public let isAllDay: Bool
    public let summary: String
    public let location: String
    public let description: String
    public let isCancelled: Bool

    public init(uid: String, originalStart: LocalDateTime, start: LocalDateTime, end: LocalDateTime, isAllDay: Bool,
                summary: String, location: String, description: String, isCancelled: Bool) {
        self.uid = uid
        self.originalStart = originalStart
        self.start = start
        self.end = end
        self.isAllDay = isAllDay
        self.summary = summary
        self.location = location
        self.description = description
        self.isCancelled = isCancelled
    }

    enum CodingKeys: String, CodingKey {
        case uid, originalStart, start, end, isAllDay = "allDay", summary, location, description, isCancelled = "cancelled"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func time(_ key: CodingKeys) throws -> LocalDateTime {
            let text = try c.decode(String.self, forKey: key)
            guard let value = LocalDateTime(isoText: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected YYYY-MM-DDTHH:MM:SS")
            }
            return value
        }
        uid = try c.decode(String.self, forKey: .uid)
        originalStart = try time(.originalStart)
        start = try time(.start)
        end = try time(.end)
        isAllDay = try c.decode(Bool.self, forKey: .isAllDay)
        summary = try c.decode(String.self, forKey: .summary)
        location = try c.decode(String.self, forKey: .location)
        description = try c.decode(String.self, forKey: .description)
        isCancelled = try c.decode(Bool.self, forKey: .isCancelled)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(uid, forKey: .uid)
        try c.encode(originalStart.isoText, forKey: .originalStart)
        try c.encode(start.isoText, forKey: .start)
        try c.encode(end.isoText, forKey: .end)
        try c.encode(isAllDay, forKey: .isAllDay)
        try c.encode(summary, forKey: .summary)
        try c.encode(location, forKey: .location)
        try c.encode(description, forKey: .description)
        try c.encode(isCancelled, forKey: .isCancelled)
    }
}

extension LocalDateTime {
    /// `YYYY-MM-DDTHH:MM:SS`, the form the JSON report uses.
    public var isoText: String { "\(date.iso)T\(time.description):\(time.second < 10 ? "0" : "")\(time.second)" }

    public init?(isoText text: String) {
        let parts = text.split(separator: "T")
        guard parts.count == 2, let date = CalendarDate(iso: parts[0]) else { return nil }
        let t = parts[1].split(separator: ":").map { Int($0) }
        guard t.count == 3, let h = t[0], let m = t[1], let s = t[2], let time = LocalTime(hour: h, minute: m, second: s) else { return nil }
        self.init(date: date, time: time)
    }
}
