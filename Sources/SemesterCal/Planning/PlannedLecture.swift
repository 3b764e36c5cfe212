import ICalendar

/// One timetable row with every date it takes place on: the single result
/// that `explain`, `convert` and every later command share.
///
/// What the row's comment came to (`Outcome`) is held by reference: every recurring row of
/// one comment and weekday shares one, so a lecture is 32 bytes, not 96 (a million are held
/// while their calendar is written).
public struct PlannedLecture: Hashable, Sendable {
    public let row: LectureRow
    /// Stable identity of the slot, the calendar event's UID (see `SlotIdentity`); nil until
    /// `LecturePlanner.plan(_:)` assigns it.
    public internal(set) var slotUID: SlotUID?
    public let kind: LectureKind
    /// Exam-like rows (Klausur-, Prüfungs-, Präsentationstermin).
    public let isExam: Bool
    let outcome: Outcome

    init(row: LectureRow, kind: LectureKind, isExam: Bool, outcome: Outcome) {
        self.row = row
        slotUID = nil
        self.kind = kind
        self.isExam = isExam
        self.outcome = outcome
    }

    /// The slot's UID as written (`slotUID`), or "" before it is assigned.
    public var uid: String { slotUID?.text ?? "" }

    /// The occurrences, sorted: after the comment and the lecture-free days.
    public var dates: [CalendarDate] { outcome.dates }
    /// Dates the series would have had, and why they are left out.
    public var skipped: [SkippedDate] { outcome.skipped }
    /// False when the comment holds date information that could not be resolved (SEMANTICS.md §5).
    public var understood: Bool { outcome.understood }
    /// Why the row is not understood (empty when it is).
    public var problems: [PlanningProblem] { outcome.problems }
    /// How the comment was applied, one line per cue.
    public var explanations: [String] { outcome.explanations }
    /// The cues the grammar recognised.
    public var cues: [Cue] { outcome.reading.cues }
    /// The comment's clauses as the reader understood them: subject, polarity, cues, unread text.
    public var clauses: [ClauseReading] { outcome.reading.clauses }
    /// All text of the comment that could bear on dates and that no rule read (`CommentReading.unread`).
    public var unread: [UnreadSpan] { outcome.reading.unread }

    /// A row's dates and how they came about, with its comment's reading: everything of a
    /// `PlannedLecture` that rows of the same comment and weekday share. Equal by contents.
    final class Outcome: Hashable, Sendable {
        let dates: [CalendarDate]
        let skipped: [SkippedDate]
        let understood: Bool
        let problems: [PlanningProblem]
        let explanations: [String]
        let reading: CommentReading

        init(_ plan: LecturePlanner.Outcome, reading: CommentReading) {
            dates = plan.dates
            skipped = plan.skipped
            understood = plan.understood
            problems = plan.problems
            explanations = plan.explanations
            self.reading = reading
        }

        static func == (a: Outcome, b: Outcome) -> Bool {
            a === b || (a.dates == b.dates && a.skipped == b.skipped && a.understood == b.understood
                        && a.problems == b.problems && a.explanations == b.explanations
                        && a.reading.cues == b.reading.cues && a.reading.clauses == b.reading.clauses
                        && a.reading.unread == b.reading.unread)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(dates)
            hasher.combine(skipped)
            hasher.combine(understood)
            hasher.combine(problems)
            hasher.combine(explanations)
            hasher.combine(reading.cues)
            hasher.combine(reading.clauses)
            hasher.combine(reading.unread)
        }
    }
}
