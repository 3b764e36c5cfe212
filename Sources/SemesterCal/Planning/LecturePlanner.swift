import Foundation
import ICalendar

/// Plans every occurrence of timetable rows for one term: the comment (via
/// `CommentReader` and `SeriesPlanner`), the term rules and the lecture-free
/// days of the institution profile.
public struct LecturePlanner: Sendable {
    public let term: Term
    public let profile: InstitutionProfile
    /// The lecture-free layer (`--holidays none` turns it off).
    public let appliesLectureFreeDays: Bool
    public let period: LecturePeriod
    /// The term's movable feasts, for the comment reader (worked out once, not per comment).
    let feasts: FeastDates

    /// A block row longer than this is not one block of consecutive days but a
    /// weekly series within its span (the one such row in the Hof data spans seven months).
    static let longestConsecutiveBlock = 14

    public init(term: Term, profile: InstitutionProfile, appliesLectureFreeDays: Bool = true) {
        self.term = term
        self.profile = profile
        self.appliesLectureFreeDays = appliesLectureFreeDays
        self.period = profile.lecturePeriod(for: term)
        self.feasts = FeastDates(term: term)
    }

    /// Plans all rows and gives each slot its stable UID; rows that repeat a slot
    /// exactly (the same lecture listed in several study programmes) are merged.
    public func plan(_ rows: [LectureRow]) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        var memo = makeMemo()
        return plan(rows, memo: &memo)
    }

    /// Timetables of at least this many rows are planned in `Parallel.width` pieces at once.
    static let rowsPerPiece = 2_000

    /// `plan(_:)` with a memo kept by the caller (`makeMemo()`): the timetables of one run (one
    /// calendar per input file) share their comments' readings. A memo of another planner is
    /// not used.
    func plan(_ rows: [LectureRow], memo: inout Memo) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        plan(rows, memo: &memo, pieces: Parallel.pieces(for: rows.count, per: Self.rowsPerPiece))
    }

    /// `plan(_:memo:)` in `pieces` pieces (tests split small timetables).
    func plan(_ rows: [LectureRow], memo: inout Memo, pieces: Int) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        if !memo.serves(self) { memo = makeMemo() }
        let planned: [PlannedLecture]
        if pieces > 1 {
            // Each piece has a memo of its own that shares the readings with the others: a memo
            // only saves work, so the lectures are the same however the rows are split.
            planned = Parallel.array(count: rows.count, pieces: pieces) { [memo] range, put in
                var memo = memo.sibling()
                for i in range { put(i, plan(row: rows[i], memo: &memo)) }
            }
        } else {
            planned = rows.map { plan(row: $0, memo: &memo) }
        }
        return SlotIdentity.assign(planned, term: term, pieces: pieces)
    }

    /// Plans one row (its UID is assigned by `plan(_:)`).
    public func plan(row: LectureRow) -> PlannedLecture {
        var memo = makeMemo()
        return plan(row: row, memo: &memo)
    }

    /// An empty memo for planning with this planner.
    func makeMemo() -> Memo {
        Memo(owner: self, shared: Memo.Shared())
    }

    /// What the rows planned by one planner share. Planning depends only on the comment, the
    /// weekday and (for block rows) the row's dates, and a timetable repeats a few hundred
    /// comments over thousands of rows: each distinct comment is read once, and each
    /// (comment, weekday) of a recurring row, and each (comment, weekday, dates) of a block row, planned once. Comments are compared byte for
    /// byte (`ExactText`), since the cue texts quote the comment as written.
    ///
    /// A memo is used by one thread; threads planning for the same planner at once each use a
    /// `sibling()`, and what one reads (the costly part) the others find in `Shared`.
    struct Memo: Sendable {
        /// The planner the memo's answers belong to (term, period, profile): they hold for no other.
        private let owner: LecturePlanner
        private let shared: Shared

        fileprivate init(owner: LecturePlanner, shared: Shared) {
            self.owner = owner
            self.shared = shared
        }

        /// A memo for another thread planning with the same planner: its own caches start
        /// empty, the readings are shared.
        func sibling() -> Memo {
            Memo(owner: owner, shared: shared)
        }

        func serves(_ planner: LecturePlanner) -> Bool {
            owner.term == planner.term && owner.period == planner.period
                && owner.appliesLectureFreeDays == planner.appliesLectureFreeDays && owner.profile == planner.profile
        }

        /// The comment readings and the recurring and block rows' plans of all siblings.
        final class Shared: @unchecked Sendable {
            // @unchecked: `readings`, `series` and `blocks` are only touched under `lock`.
            private let lock = NSLock()
            private var readings: [ExactText: CommentReading] = [:]
            private var series: [SeriesKey: SeriesAnswer] = [:]
            private var blocks: [BlockKey: SeriesAnswer] = [:]

            func reading(_ key: ExactText) -> CommentReading? { lock.withLock { readings[key] } }
            func store(_ reading: CommentReading, for key: ExactText) { lock.withLock { readings[key] = reading } }
            func series(_ key: SeriesKey) -> SeriesAnswer? { lock.withLock { series[key] } }
            func store(_ answer: SeriesAnswer, for key: SeriesKey) { lock.withLock { series[key] = answer } }
            func block(_ key: BlockKey) -> SeriesAnswer? { lock.withLock { blocks[key] } }
            func store(_ answer: SeriesAnswer, for key: BlockKey) { lock.withLock { blocks[key] = answer } }
        }

        /// A recurring row's outcome (with its comment's reading) and whether its comment names an
        /// exam. The outcome is one object, shared by the lectures of the comment and weekday.
        typealias SeriesAnswer = (outcome: PlannedLecture.Outcome, namesExam: Bool)

        var readings: [ExactText: CommentReading] = [:]
        var series: [SeriesKey: SeriesAnswer] = [:]
        var blocks: [BlockKey: SeriesAnswer] = [:]
        var lectureFreeDays: [ClosedRange<CalendarDate>: [CalendarDate: String]] = [:]
        /// Whether a label or a comment names an exam (`LecturePlanner.isExam`).
        var namesExam: [ExactText: Bool] = [:]
        /// By block of `changeBlock` days (by day number): the days `d` of the block on which the
        /// profile's zone has another UTC offset at midnight UTC than on `d + 1`.
        var offsetChanges: [Int: [CalendarDate]] = [:]
        static let changeBlock = 366

        /// The days of `span` (and one either side) around a change of `zone`'s UTC offset:
        /// the only days on which a lecture can meet a clock change. Empty for most spans.
        mutating func clockChangeDays(_ span: ClosedRange<CalendarDate>, zone: String) -> Set<CalendarDate> {
            var days = Set<CalendarDate>()
            let first = span.lowerBound.adding(days: -1)
            let blocks = first.dayNumber.floorDivided(by: Self.changeBlock)...span.upperBound.dayNumber.floorDivided(by: Self.changeBlock)
            for block in blocks {
                for day in offsetChanges(inBlock: block, zone: zone) where day >= first && day <= span.upperBound {
                    days.formUnion([day.adding(days: -1), day, day.adding(days: 1)])
                }
            }
            return days
        }

        /// The changes of one block, worked out once: the offset at each midnight of the block
        /// (and the one after it), the zone looked up once for all. An unknown zone changes nowhere.
        private mutating func offsetChanges(inBlock block: Int, zone: String) -> [CalendarDate] {
            if let known = offsetChanges[block] { return known }
            let first = CalendarDate(dayNumber: block * Self.changeBlock)
            let midnights = (0...Self.changeBlock).map { LocalDateTime(date: first.adding(days: $0), time: LocalTime(hour: 0, minute: 0)!) }
            var changes: [CalendarDate] = []
            if let offsets = try? ZoneOffsetCalculator().offsetSeconds(atUTC: midnights, zone: zone) {
                for i in 0..<Self.changeBlock where offsets[i + 1] != offsets[i] { changes.append(first.adding(days: i)) }
            }
            offsetChanges[block] = changes
            return changes
        }

        mutating func namesExam(_ text: String) -> Bool {
            let key = ExactText(text)
            if let known = namesExam[key] { return known }
            let answer = LecturePlanner.namesExam(text)
            namesExam[key] = answer
            return answer
        }

        struct SeriesKey: Hashable {
            let comment: ExactText
            let weekday: Int
        }

        /// What a block row's outcome depends on besides the planner: its comment, weekday
        /// (a long block is planned weekly on it) and dates.
        struct BlockKey: Hashable {
            let comment: ExactText
            let weekday: Int
            let first: CalendarDate
            let last: CalendarDate?
        }

        mutating func reading(of comment: String) -> CommentReading {
            let key = ExactText(comment)
            if let known = readings[key] { return known }
            if let known = shared.reading(key) {
                readings[key] = known
                return known
            }
            let reading = CommentReader.read(comment, feasts: owner.feasts)
            shared.store(reading, for: key)
            readings[key] = reading
            return reading
        }

        /// A recurring row's answer from this memo or a sibling's.
        mutating func series(_ key: SeriesKey) -> SeriesAnswer? {
            if let known = series[key] { return known }
            guard let known = shared.series(key) else { return nil }
            series[key] = known
            return known
        }

        mutating func store(_ answer: SeriesAnswer, for key: SeriesKey) {
            series[key] = answer
            shared.store(answer, for: key)
        }

        /// A block row's answer from this memo or a sibling's.
        mutating func block(_ key: BlockKey) -> SeriesAnswer? {
            if let known = blocks[key] { return known }
            guard let known = shared.block(key) else { return nil }
            blocks[key] = known
            return known
        }

        mutating func store(_ answer: SeriesAnswer, for key: BlockKey) {
            blocks[key] = answer
            shared.store(answer, for: key)
        }
    }

    /// A row's dates and how they came about: everything of a `PlannedLecture` but the row.
    struct Outcome {
        var dates: [CalendarDate]
        var skipped: [SkippedDate]
        var understood: Bool
        var problems: [PlanningProblem]
        var explanations: [String]
    }

    func plan(row: LectureRow, memo: inout Memo) -> PlannedLecture {
        let kind = row.kind
        let outcome: PlannedLecture.Outcome
        let commentNamesExam: Bool
        if kind.isBlock, let first = row.startDate {
            // Block rows of one comment, weekday and dates (a course's groups, a week of
            // seminars listed by several programmes) share one outcome, as recurring rows do.
            let key = Memo.BlockKey(comment: ExactText(row.comment), weekday: row.weekday, first: first, last: row.endDate)
            if let known = memo.block(key) {
                (outcome, commentNamesExam) = known
            } else {
                let reading = memo.reading(of: row.comment)
                outcome = PlannedLecture.Outcome(planBlock(row, from: first, reading: reading, memo: &memo), reading: reading)
                commentNamesExam = memo.namesExam(row.comment)
                memo.store((outcome, commentNamesExam), for: key)
            }
        } else {
            // One lookup for what a recurring row takes from its comment and weekday.
            let key = Memo.SeriesKey(comment: ExactText(row.comment), weekday: row.weekday)
            if let known = memo.series(key) {
                (outcome, commentNamesExam) = known
            } else {
                let reading = memo.reading(of: row.comment)
                let series = SeriesPlanner(calendar: TermCalendar(term: term), period: period, weekday: row.weekday).plan(reading)
                outcome = PlannedLecture.Outcome(removingLectureFreeDays(series, applies: appliesLectureFreeDays, memo: &memo),
                                                 reading: reading)
                commentNamesExam = memo.namesExam(row.comment)
                memo.store((outcome, commentNamesExam), for: key)
            }
        }
        return PlannedLecture(row: row, kind: kind, isExam: commentNamesExam || memo.namesExam(row.label),
                              outcome: removingClockChanges(outcome, row: row, memo: &memo))
    }

    /// Dates on which the lecture's time meets a clock change of the profile's zone (a time that
    /// does not exist or exists twice, or a lecture across the change) are left out and the row
    /// flagged: calendar clients place such times differently (../shared/CLIENTS.md), so no
    /// date of them can be presented as certain. Lectures do not run at 02:30 on a Sunday, so
    /// this is for odd data, and it costs a set lookup per date otherwise.
    ///
    /// Returns the outcome itself (shared with the other lectures) when no date is left out.
    private func removingClockChanges(_ outcome: PlannedLecture.Outcome, row: LectureRow, memo: inout Memo) -> PlannedLecture.Outcome {
        guard let first = outcome.dates.first, let last = outcome.dates.last else { return outcome }
        let changeDays = memo.clockChangeDays(first...last, zone: profile.timeZone)
        let calculator = ZoneOffsetCalculator()
        let met = outcome.dates.filter { date in
            changeDays.contains(date) && (try? calculator.meetsClockChange(from: LocalDateTime(date: date, time: row.startTime),
                                                                           to: LocalDateTime(date: date, time: row.endTime),
                                                                           zone: profile.timeZone)) == true
        }
        guard !met.isEmpty else { return outcome }
        var result = Outcome(dates: outcome.dates, skipped: outcome.skipped, understood: outcome.understood,
                             problems: outcome.problems, explanations: outcome.explanations)
        for date in met {
            result.dates.removeAll { $0 == date }
            result.skipped.append(SkippedDate(date: date, reason: Messages.for(profile.language).clockChangeSkip))
            result.understood = false
            result.problems.append(PlanningProblem(.clockChange(date), "on \(date.iso) the clocks change during \(row.startTime)–\(row.endTime) (\(profile.timeZone)):"
                                   + " that date is left out, calendar programs would place it differently"))
        }
        result.skipped.sort { $0.date < $1.date }
        return PlannedLecture.Outcome(result, reading: outcome.reading)
    }

    private func planBlock(_ row: LectureRow, from first: CalendarDate, reading: CommentReading, memo: inout Memo) -> Outcome {
        let last = max(row.endDate ?? first, first)
        var series: SeriesPlan
        if first.days(until: last) < Self.longestConsecutiveBlock {
            // SEMANTICS.md §3: the row's own dates; the comment describes, it does not move.
            series = SeriesPlan()
            series.dates = (0...first.days(until: last)).map { first.adding(days: $0) }
            series.explanations = ["block: on its own date\(first == last ? "" : "s") \(first.iso)\(first == last ? "" : " to \(last.iso)")"]
            return removingLectureFreeDays(series, applies: false, memo: &memo)
        }
        let planner = SeriesPlanner(calendar: TermCalendar(term: term), period: LecturePeriod(firstDay: first, lastDay: last), weekday: row.weekday)
        series = planner.plan(reading)
        let narrowed = reading.cues.contains { if case .weeks = $0.kind { return true }; if case .dates = $0.kind { return true }; return false }
        if !narrowed {
            series.problems.append(PlanningProblem(.blockWithoutWeeks(firstDay: first, lastDay: last),
                "block row spans \(first.days(until: last) + 1) days (\(first.iso) to \(last.iso)) and its comment names no weeks; planned weekly on its weekday"))
        }
        series.explanations.insert("block row spanning \(first.iso) to \(last.iso): weekly on its weekday within that span", at: 0)
        return removingLectureFreeDays(series, applies: appliesLectureFreeDays, memo: &memo)
    }

    /// The lecture-free layer: dates on holidays and breaks are recorded as skipped, unless the
    /// comment states them itself.
    private func removingLectureFreeDays(_ series: SeriesPlan, applies: Bool, memo: inout Memo) -> Outcome {
        var skipped = series.excluded
        var dates = series.dates
        if applies, let first = dates.first, let last = dates.last {
            let free = lectureFreeDays(first...last, memo: &memo)
            dates.removeAll { date in
                guard !series.statedDates.contains(date), let name = free[date] else { return false }
                skipped.append(SkippedDate(date: date, reason: name))
                return true
            }
        }
        var problems = series.problems
        var explanations = series.explanations
        // "die ersten 4 Termine wöchentlich, danach 14-tägig" with Easter Monday the fourth: whether the
        // writer counted the holiday as a session is not said (as with `sessionEdges` below).
        if let seriesFirst = series.dates.first, !series.countedSessions.isEmpty {
            let last = series.countedSessions.map(\.through).max()!
            let free = lectureFreeDays(seriesFirst...last, memo: &memo)
            let held = Set(series.dates)
            if let counted = series.countedSessions.first, let holiday = free.keys.filter({ $0 <= last && held.contains($0) }).min() {
                problems.append(PlanningProblem(.contradiction(quote: counted.cue.text), "“\(counted.cue.text)” counts sessions, and \(holiday.iso) (\(free[holiday]!)) is lecture-free among them: whether it counts is not said"))
            }
        }
        // "die letzten drei Termine entfallen": counted among the sessions left, in the comment's order.
        for cue in series.sessionEdges {
            guard case .edge(let edge) = cue.kind else { continue }
            guard edge.keep || edge.single ? edge.count <= dates.count : edge.count < dates.count else {
                problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” counts \(edge.count) sessions, but \(dates.count) dates are planned"))
                continue
            }
            let counted = edge.counted(among: dates.count)
            // "nur die ersten drei Dienstage" on a Monday row: which sessions are meant is not clear.
            if let weekday = edge.weekday, let other = dates[counted].first(where: { $0.isoWeekday != weekday }) {
                problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” counts sessions on another weekday than \(other.iso)'s"))
            }
            // "nur die ersten vier Termine" with Easter Monday the fourth: whether the writer counted the
            // holiday (or the Christmas break) as a session is not said, with the layer on or off.
            if let seriesFirst = series.dates.first, let seriesLast = series.dates.last, !counted.isEmpty {
                let span = edge.end == .first ? seriesFirst...dates[counted.upperBound - 1] : dates[counted.lowerBound]...seriesLast
                let weekday = dates[counted.lowerBound].isoWeekday
                let free = lectureFreeDays(seriesFirst...seriesLast, memo: &memo)
                // (Only a day the rhythm holds: "5 sessions, every other week" skips the week between.)
                let held = Set(series.dates)
                if let holiday = free.keys.filter({ span.contains($0) && $0.isoWeekday == weekday && held.contains($0) }).min() {
                    problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” counts sessions, and \(holiday.iso) (\(free[holiday]!)) is lecture-free among them: whether it counts is not said"))
                }
                // "nur die ersten drei Samstage, Ausfall KW 11": a session the comment calls off itself among
                // those counted; whether it is one of them is not said either.
                func counts(_ day: CalendarDate) -> Bool { edge.end == .first ? day <= dates[counted.upperBound - 1] : day >= dates[counted.lowerBound] }
                if let off = series.excluded.map(\.date).filter(counts).min() {
                    problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” counts sessions, and \(off.iso), which the comment calls off, lies among them: whether it counts is not said"))
                }
            }
            let leftOut = edge.keep ? Array(dates[..<counted.lowerBound]) + dates[counted.upperBound...] : Array(dates[counted])
            // "die letzten drei Termine entfallen, zusätzlich am 23.6.": a date the comment names itself
            // among those counted out; which of the two holds is not said.
            if let named = leftOut.first(where: series.statedDates.contains) {
                problems.append(PlanningProblem(.contradiction(quote: cue.text), "“\(cue.text)” leaves out \(named.iso), which the comment names as a date"))
            }
            skipped += leftOut.map { SkippedDate(date: $0, reason: cue.text) }
            dates = edge.keep ? Array(dates[counted]) : Array(dates[..<counted.lowerBound]) + dates[counted.upperBound...]
            explanations.append("\(edge) (“\(cue.text)”)")
        }
        // "nur im November (4 Termine)": the count must be the dates'; which one is wrong is not clear.
        if let count = series.sessionCount, let text = series.sessionCountText {
            if dates.count == count {
                explanations.append("“\(text)”: \(count) sessions, as planned")
            } else {
                problems.append(PlanningProblem(.contradiction(quote: text), "“\(text)” names \(count) sessions, but \(dates.count) dates are planned"))
            }
        }
        return Outcome(dates: dates, skipped: skipped.sorted { $0.date < $1.date }, understood: problems.isEmpty,
                       problems: problems, explanations: explanations)
    }

    /// The profile's lecture-free days in `days`, looked up once per range.
    private func lectureFreeDays(_ days: ClosedRange<CalendarDate>, memo: inout Memo) -> [CalendarDate: String] {
        if let known = memo.lectureFreeDays[days] { return known }
        let free = profile.lectureFreeDays(from: days.lowerBound, through: days.upperBound)
        memo.lectureFreeDays[days] = free
        return free
    }

    static func isExam(_ row: LectureRow) -> Bool {
        namesExam(row.label) || namesExam(row.comment)
    }

    /// Whether the text names an exam. `isExam` asks it of label and comment one by one:
    /// no exam word holds a space, so none can match across the space that joins them.
    static func namesExam(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["klausur", "prüfungstermin", "pruefungstermin", "präsentationstermin", "exam"].contains { lowered.containsText($0) }
    }
}

private extension Int {
    /// The quotient rounded down (towards minus infinity, also for negative numbers).
    func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
    }
}
