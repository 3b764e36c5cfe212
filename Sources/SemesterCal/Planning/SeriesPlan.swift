import ICalendar

/// A date left out of a row's series, and why ("Tag der Arbeit", "außer KW 47").
public struct SkippedDate: Hashable, Sendable, Codable {
    public let date: CalendarDate
    public let reason: String

    public init(date: CalendarDate, reason: String) {
        self.date = date
        self.reason = reason
    }

    enum CodingKeys: String, CodingKey { case date, reason }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let text = try c.decode(String.self, forKey: .date)
        guard let d = CalendarDate(iso: text) else {
            throw DecodingError.dataCorruptedError(forKey: .date, in: c, debugDescription: "expected YYYY-MM-DD")
        }
        date = d
        reason = try c.decode(String.self, forKey: .reason)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date.iso, forKey: .date)
        try c.encode(reason, forKey: .reason)
    }
}

/// The dates a comment gives one row, before lecture-free days are removed.
public struct SeriesPlan: Hashable, Sendable {
    /// The planned dates, sorted, without duplicates.
    public var dates: [CalendarDate] = []
    /// Dates the comment states itself (explicit or extra dates): kept even on lecture-free days.
    public var statedDates: Set<CalendarDate> = []
    /// Dates the comment removed on purpose ("außer KW 47").
    public var excluded: [SkippedDate] = []
    /// How each recognised cue was applied, for `explain`.
    public var explanations: [String] = []
    /// Why the row is not understood; empty when it is.
    public var problems: [PlanningProblem] = []
    /// "(4 Termine)": how many sessions the comment names, with the cue's text. Checked against
    /// the dates once the lecture-free days are gone (`LecturePlanner`).
    public var sessionCount: Int?
    public var sessionCountText: String?
    /// "die letzten drei Termine entfallen": the cues (`.edge`, counting sessions) that count from an
    /// end of the series. Applied once the lecture-free days are gone (`LecturePlanner`): those hold
    /// no sessions to count.
    public var sessionEdges: [Cue] = []
    /// "die ersten 3 Termine wöchentlich, danach 14-tägig": phases bounded by counted sessions, each with
    /// the date of the last session counted. A lecture-free day among them (`LecturePlanner`) or a
    /// session the comment calls off leaves the count in doubt.
    public var countedSessions: [CountedPhase] = []

    public var understood: Bool { problems.isEmpty }
}

/// A phase of a rhythm bounded by counted sessions: the cue, and the date of its last session counted.
public struct CountedPhase: Hashable, Sendable {
    public let cue: Cue
    public let through: CalendarDate
}
