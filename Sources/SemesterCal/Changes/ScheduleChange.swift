import ICalendar

/// One entry of the service's change feed (`f=Changes`): a lecture occurrence
/// that moves, changes room, or is cancelled (`alternative` absent).
public struct ScheduleChange: Hashable, Sendable {
    /// One side of a change: where and when.
    public struct Slot: Hashable, Sendable {
        public let date: CalendarDate
        public let time: LocalTime
        public let room: String
        /// ISO weekday as the feed states it (nil when absent).
        public let weekday: Int?

        public init(date: CalendarDate, time: LocalTime, room: String, weekday: Int?) {
            self.date = date
            self.time = time
            self.room = room
            self.weekday = weekday
        }
    }

    public let source: RowSource
    public let id: String
    public let label: String
    public let docent: String
    public let comment: String
    public let reason: String
    public let text: String
    public let group: String
    public let splusName: String
    public let original: Slot
    /// Nil: the occurrence is cancelled.
    public let alternative: Slot?

    public init(source: RowSource, id: String, label: String, docent: String, comment: String, reason: String, text: String,
                group: String, splusName: String, original: Slot, alternative: Slot?) {
        self.source = source
        self.id = id
        self.label = label
        self.docent = docent
        self.comment = comment
        self.reason = reason
        self.text = text
        self.group = group
        self.splusName = splusName
        self.original = original
        self.alternative = alternative
    }

    /// The slot name up to the first `$`: the feed appends e.g. `$ 2 Vertretung01`.
    public var slotName: String {
        String(splusName.split(separator: "$", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: .whitespaces)
    }

    /// Why the entry cannot be trusted when a stated weekday contradicts its date
    /// ("Mittwoch" on a Tuesday): it is not known which of the two is right.
    var weekdayContradiction: UnmatchedChange.Reason? {
        for (side, slot) in [("original", original), ("alternative", alternative)] {
            guard let slot, let weekday = slot.weekday, weekday != slot.date.isoWeekday else { continue }
            return .weekdayContradiction(side: side, statedWeekday: weekday, date: slot.date)
        }
        return nil
    }

    /// Everything but where it was read from: two deliveries of the same change compare equal.
    var content: [String] {
        [id, label, docent, comment, reason, text, group, splusName, original.date.iso, original.time.description, original.room,
         alternative?.date.iso ?? "-", alternative?.time.description ?? "-", alternative?.room ?? "-"]
    }
}
