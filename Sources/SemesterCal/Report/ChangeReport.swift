import ICalendar

/// Something a report must say besides the occurrence changes: a change from the
/// feed that matched no row or no planned occurrence, a row not understood, ...
public struct ReportNotice: Hashable, Sendable, Codable {
    public let message: String
    /// The day it concerns, if any (reports sort and filter notices by it).
    public let date: CalendarDate?

    public init(message: String, date: CalendarDate? = nil) {
        self.message = message
        self.date = date
    }

    enum CodingKeys: String, CodingKey { case message, date }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        message = try c.decode(String.self, forKey: .message)
        date = try c.decodeIfPresent(String.self, forKey: .date).flatMap { CalendarDate(iso: $0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(message, forKey: .message)
        try c.encode(date?.iso, forKey: .date)
    }
}

/// What a run of `diff` or `update` reports: the occurrence changes, notices, and
/// whether this was the first calendar (then everything is new, and the report says
/// so once instead of listing every occurrence).
public struct ChangeReport: Hashable, Sendable {
    public let calendarName: String
    public let diff: CalendarDiff
    public let notices: [ReportNotice]
    /// Set when there was no previous calendar: the number of events and occurrences written.
    public let initialCalendar: (events: Int, occurrences: Int)?
    /// In a report of several calendars (`combining`): the names of the calendars (courses) each
    /// change belongs to, so a student sees whose it is. Empty for a report of one calendar.
    public let courses: [OccurrenceChange: [String]]

    public init(calendarName: String, diff: CalendarDiff, notices: [ReportNotice] = [], initialCalendar: (events: Int, occurrences: Int)? = nil,
                courses: [OccurrenceChange: [String]] = [:]) {
        self.calendarName = calendarName
        self.diff = diff
        self.notices = notices
        self.initialCalendar = initialCalendar
        self.courses = courses
    }

    /// The courses `change` belongs to, when the report holds several calendars.
    public func courses(of change: OccurrenceChange) -> [String] { courses[change] ?? [] }

    public static func == (lhs: ChangeReport, rhs: ChangeReport) -> Bool {
        lhs.calendarName == rhs.calendarName && lhs.diff == rhs.diff && lhs.notices == rhs.notices
            && lhs.initialCalendar?.events == rhs.initialCalendar?.events
            && lhs.initialCalendar?.occurrences == rhs.initialCalendar?.occurrences && lhs.courses == rhs.courses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(calendarName)
        hasher.combine(diff)
        hasher.combine(notices)
    }

    /// True when there is something to tell: changes or notices.
    public var hasNews: Bool { !diff.isEmpty || !notices.isEmpty }
}

/// How a report is rendered.
public struct ReportOptions: Sendable {
    /// The day the report is made; changes before it are hidden unless `showPast`.
    public var today: CalendarDate
    public var showPast: Bool
    /// ANSI colours (only when writing to a terminal).
    public var colors: Bool
    /// "de" or "en": the profile's language.
    public var language: String

    public init(today: CalendarDate, showPast: Bool = false, colors: Bool = false, language: String = "de") {
        self.today = today
        self.showPast = showPast
        self.colors = colors
        self.language = language
    }
}
