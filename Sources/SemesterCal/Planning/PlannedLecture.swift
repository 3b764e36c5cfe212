import ICalendar

/// One timetable row with every date it takes place on: the single result
/// that `explain`, `convert` and every later command share.
public struct PlannedLecture: Hashable, Sendable {
    public let row: LectureRow
    /// Stable identity of the slot; the calendar event's UID (see `SlotIdentity`).
    public internal(set) var uid: String
    public let kind: LectureKind
    /// Exam-like rows (Klausur-, Prüfungs-, Präsentationstermin).
    public let isExam: Bool
    /// The occurrences, sorted: after the comment and the lecture-free days.
    public let dates: [CalendarDate]
    /// Dates the series would have had, and why they are left out.
    public let skipped: [SkippedDate]
    /// False when the comment holds date information that could not be resolved (SEMANTICS.md §5).
    public let understood: Bool
    /// Why the row is not understood (empty when it is).
    public let problems: [PlanningProblem]
    /// How the comment was applied, one line per cue.
    public let explanations: [String]
    /// The cues the grammar recognised.
    public let cues: [Cue]
    /// The comment's clauses as the reader understood them: subject, polarity, cues, unread text.
    public internal(set) var clauses: [ClauseReading] = []
    /// All text of the comment that could bear on dates and that no rule read (`CommentReading.unread`).
    public internal(set) var unread: [UnreadSpan] = []
}
