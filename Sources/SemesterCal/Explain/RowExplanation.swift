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
    public let uid: String
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
    /// The planned occurrences after lecture-free days are removed, `YYYY-MM-DD`.
    public let dates: [String]
    public let skipped: [Skipped]
    /// Rows merged into this one because they list the same slot (other study programmes).
    public let mergedRows: [String]
    /// Changes from `--changes` feeds applied to the planned dates.
    public let changes: [Change]

    public init(_ lecture: PlannedLecture, merged: [RowSource] = [], changes applied: [AppliedChange] = []) {
        let row = lecture.row
        file = row.source.file
        self.row = row.source.index
        id = row.id
        uid = lecture.uid
        label = row.label
        kind = lecture.kind.rawValue
        day = Weekdays.german[row.weekday - 1]
        starttime = row.startTime.description
        endtime = row.endTime.description
        style = row.style
        room = row.room
        comment = row.comment
        understood = lecture.understood
        reasons = lecture.problems + lecture.explanations
        cues = lecture.cues.map { RecognisedCue(cue: $0.kind.description, text: $0.text) }
        dates = lecture.dates.map(\.iso)
        skipped = lecture.skipped.map { Skipped(date: $0.date.iso, reason: $0.reason) }
        mergedRows = merged.map(\.description)
        changes = applied.map {
            Change(id: $0.change.id, kind: $0.kind.rawValue, date: $0.originalStart.date.iso, newDate: $0.start.date.iso,
                   newStart: $0.start.time.description, newEnd: $0.end.time.description, newRoom: $0.room,
                   reason: $0.change.reason, text: $0.change.text)
        }
    }
}
