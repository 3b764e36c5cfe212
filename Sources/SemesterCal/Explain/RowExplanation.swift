import ICalendar

/// What `explain` reports for one row: the stable JSON schema (docs/cli.md).
public struct RowExplanation: Codable, Hashable, Sendable {
    public struct Skipped: Codable, Hashable, Sendable {
        public let date: String
        public let reason: String
    }

    public struct RecognisedCue: Codable, Hashable, Sendable {
        /// Short name of the cue: "start KW 42", "interval 2".
        public let cue: String
        /// The comment text it was read from.
        public let text: String
    }

    /// One clause of the comment as the reader understood it.
    public struct Clause: Codable, Hashable, Sendable {
        /// The clause's text as written.
        public let text: String
        /// What the clause is about (`ClauseSubject`): `sessions`, `room`, `mode`, `registration`,
        /// `exam`, `submission`, `lecturer`, `groups`, `activity`, `otherSessions`.
        public let subject: String
        /// `positive` or `negated`.
        public let polarity: String
        /// Short names of the cues the clause contributes ("except KW 49").
        public let cues: [String]
        /// Text of the clause that could bear on dates and that no rule read, with the reason in parentheses.
        public let unread: [String]

        public init(_ clause: ClauseReading) {
            text = clause.text
            subject = clause.subject.rawValue
            polarity = clause.polarity.rawValue
            cues = clause.cues.map(\.kind.description)
            unread = clause.unread.map(\.description)
        }
    }

    /// One event the row is written as in the calendar: its UID and the dates it stands for.
    /// A row's dates that do not fit its series are events of their own, with UIDs of their own.
    public struct Event: Codable, Hashable, Sendable {
        public let uid: String
        public let dates: [String]
    }

    /// A change from the feed applied to one of the row's occurrences.

    public struct Change: Codable, Hashable, Sendable {
        public let id: String
        /// `cancelled`, `moved`, `roomChanged`, `otherChanged`.
        public let kind: String
        /// The planned occurrence: `YYYY-MM-DD`, `HH:MM`.
        public let date: String
        /// Where and when it takes place instead (for `cancelled`: as planned).
        public let newDate: String
        public let newStart: String
        public let newEnd: String
        public let newRoom: String
        public let reason: String
        public let text: String
    }

    public let file: String
    public let row: Int
    public let id: String
    /// The UID of the row's main event (see `events` for every event's).
    public let uid: String
    /// Every event of the row in the calendar, the main one first, then the dates split off it
    /// in date order: join them with the .ics by UID.
    public let events: [Event]
    public let label: String
    public let kind: String
    public let day: String
    public let starttime: String
    public let endtime: String
    public let style: String
    public let room: String
    public let comment: String
    public let understood: Bool
    /// Why the row is not understood (first), then how each cue was applied.
    public let reasons: [String]
    public let cues: [RecognisedCue]
    /// The comment clause by clause: subject, polarity, cues and unread text.
    public let clauses: [Clause]
    /// All text of the comment that could bear on dates and that no rule read (what flags a row).
    public let unread: [String]
    /// The planned occurrences after lecture-free days are removed, `YYYY-MM-DD`.
    public let dates: [String]
    public let skipped: [Skipped]
    /// Rows merged into this one because they list the same slot (other study programmes).
    public let mergedRows: [String]
    /// Changes from `--changes` feeds applied to the planned dates.
    public let changes: [Change]
    /// For a row merged into another row's event (it lists the same slot): the `id` of that row.
    /// Absent for the rows that make the events.
    public let mergedInto: String?

    public init(_ lecture: PlannedLecture, merged: [RowSource] = [], changes applied: [AppliedChange] = []) {
        self.init(lecture, row: lecture.row, kind: lecture.kind, mergedInto: nil, merged: merged, changes: applied)
    }

    /// A row merged into `lecture`'s event: its own file, row, id, label, room and comment, and
    /// the event's UID, dates and reading (rows are merged only when their comments are the same).
    public init(mergedRow row: LectureRow, into lecture: PlannedLecture, changes applied: [AppliedChange] = []) {
        self.init(lecture, row: row, kind: row.kind, mergedInto: lecture.row.id, merged: [], changes: applied)
    }

    private init(_ lecture: PlannedLecture, row: LectureRow, kind: LectureKind, mergedInto: String?,
                 merged: [RowSource], changes applied: [AppliedChange]) {
        file = row.source.file
        self.row = row.source.index
        id = row.id
        uid = lecture.uid
        events = SeriesEncoder.encode(lecture.dates).map { Event(uid: $0.uid(ofLecture: lecture.uid), dates: $0.occurrences.map(\.iso)) }
            .sorted { ($0.uid != lecture.uid ? 1 : 0, $0.dates.first ?? "", $0.uid) < ($1.uid != lecture.uid ? 1 : 0, $1.dates.first ?? "", $1.uid) }
        label = row.label
        self.kind = kind.rawValue
        day = Weekdays.german[row.weekday - 1]
        starttime = row.startTime.description
        endtime = row.endTime.description
        style = row.style
        room = row.room
        comment = row.comment
        understood = lecture.understood
        reasons = lecture.problems.map(\.detail) + lecture.explanations
        cues = lecture.cues.map { RecognisedCue(cue: $0.kind.description, text: $0.text) }
        clauses = lecture.clauses.map(Clause.init)
        unread = lecture.unread.map(\.description)
        dates = lecture.dates.map(\.iso)
        skipped = lecture.skipped.map { Skipped(date: $0.date.iso, reason: $0.reason) }
        mergedRows = merged.map(\.description)
        changes = applied.map {
            Change(id: $0.change.id, kind: $0.kind.rawValue, date: $0.originalStart.date.iso, newDate: $0.start.date.iso,
                   newStart: $0.start.time.description, newEnd: $0.end.time.description, newRoom: $0.room,
                   reason: $0.change.reason, text: $0.change.text)
        }
        self.mergedInto = mergedInto
    }
}
