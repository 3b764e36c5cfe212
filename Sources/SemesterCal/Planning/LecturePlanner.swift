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

    /// A block row longer than this is not one block of consecutive days but a
    /// weekly series within its span (the one such row in the Hof data spans seven months).
    static let longestConsecutiveBlock = 14

    public init(term: Term, profile: InstitutionProfile, appliesLectureFreeDays: Bool = true) {
        self.term = term
        self.profile = profile
        self.appliesLectureFreeDays = appliesLectureFreeDays
        self.period = profile.lecturePeriod(for: term)
    }

    /// Plans all rows and gives each slot its stable UID; rows that repeat a slot
    /// exactly (the same lecture listed in several study programmes) are merged.
    public func plan(_ rows: [LectureRow]) -> (lectures: [PlannedLecture], merged: [MergedRow]) {
        var memo = Memo()
        let planned = rows.map { plan(row: $0, memo: &memo) }
        return SlotIdentity.assign(planned, term: term)
    }

    /// Plans one row (its UID is assigned by `plan(_:)`).
    public func plan(row: LectureRow) -> PlannedLecture {
        var memo = Memo()
        return plan(row: row, memo: &memo)
    }

    /// What the rows of one timetable share. Planning depends only on the comment, the
    /// weekday and (for block rows) the row's dates, and a timetable repeats a few hundred
    /// comments over thousands of rows: each distinct comment is read once, and each
    /// (comment, weekday) of a recurring row planned once. Comments are compared byte for
    /// byte (`ExactText`), since the cue texts quote the comment as written.
    struct Memo {
        var readings: [ExactText: CommentReading] = [:]
        /// A recurring row's outcome, cues and whether its comment names an exam.
        var series: [SeriesKey: (Outcome, [Cue], Bool)] = [:]
        var lectureFreeDays: [ClosedRange<CalendarDate>: [CalendarDate: String]] = [:]
        /// Whether a label or a comment names an exam (`LecturePlanner.isExam`).
        var namesExam: [ExactText: Bool] = [:]
        /// Days on or next to which the profile's zone changes its offset, per span of dates.
        var clockChangeDays: [ClosedRange<CalendarDate>: Set<CalendarDate>] = [:]

        /// The days of `span` (and one either side) around a change of `zone`'s UTC offset:
        /// the only days on which a lecture can meet a clock change.
        mutating func clockChangeDays(_ span: ClosedRange<CalendarDate>, zone: String) -> Set<CalendarDate> {
            if let known = clockChangeDays[span] { return known }
            let calculator = ZoneOffsetCalculator()
            func offset(_ day: CalendarDate) -> Int? {
                try? calculator.offsetSeconds(atUTC: LocalDateTime(date: day, time: LocalTime(hour: 0, minute: 0)!), zone: zone)
            }
            var days = Set<CalendarDate>()
            var day = span.lowerBound.adding(days: -1)
            var current = offset(day)
            while day <= span.upperBound {
                let next = day.adding(days: 1)
                let following = offset(next)
                if following != current { days.formUnion([day.adding(days: -1), day, next]) }
                day = next
                current = following
            }
            clockChangeDays[span] = days
            return days
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

        mutating func reading(of comment: String) -> CommentReading {
            let key = ExactText(comment)
            if let known = readings[key] { return known }
            let reading = CommentReader.read(comment)
            readings[key] = reading
            return reading
        }
    }

    /// A row's dates and how they came about: everything of a `PlannedLecture` but the row.
    struct Outcome {
        var dates: [CalendarDate]
        var skipped: [SkippedDate]
        var understood: Bool
        var problems: [String]
        var explanations: [String]
    }

    func plan(row: LectureRow, memo: inout Memo) -> PlannedLecture {
        let kind = row.kind
        let outcome: Outcome
        let cues: [Cue]
        let commentNamesExam: Bool
        if kind.isBlock, let first = row.startDate {
            let reading = memo.reading(of: row.comment)
            outcome = planBlock(row, from: first, reading: reading, memo: &memo)
            cues = reading.cues
            commentNamesExam = memo.namesExam(row.comment)
        } else {
            // One lookup for what a recurring row takes from its comment and weekday.
            let key = Memo.SeriesKey(comment: ExactText(row.comment), weekday: row.weekday)
            if let known = memo.series[key] {
                (outcome, cues, commentNamesExam) = known
            } else {
                let reading = memo.reading(of: row.comment)
                let series = SeriesPlanner(calendar: TermCalendar(term: term), period: period, weekday: row.weekday).plan(reading)
                outcome = removingLectureFreeDays(series, applies: appliesLectureFreeDays, memo: &memo)
                cues = reading.cues
                commentNamesExam = memo.namesExam(row.comment)
                memo.series[key] = (outcome, cues, commentNamesExam)
            }
        }
        let checked = removingClockChanges(outcome, row: row, memo: &memo)
        return PlannedLecture(
            row: row, uid: "", kind: kind, isExam: commentNamesExam || memo.namesExam(row.label), dates: checked.dates,
            skipped: checked.skipped, understood: checked.understood,
            problems: checked.problems, explanations: checked.explanations, cues: cues)
    }

    /// Dates on which the lecture's time meets a clock change of the profile's zone (a time that
    /// does not exist or exists twice, or a lecture across the change) are left out and the row
    /// flagged: calendar clients place such times differently (../shared/CLIENTS.md), so no
    /// date of them can be presented as certain. Lectures do not run at 02:30 on a Sunday, so
    /// this is for odd data, and it costs a set lookup per date otherwise.
    private func removingClockChanges(_ outcome: Outcome, row: LectureRow, memo: inout Memo) -> Outcome {
        guard let first = outcome.dates.first, let last = outcome.dates.last else { return outcome }
        let changeDays = memo.clockChangeDays(first...last, zone: profile.timeZone)
        guard outcome.dates.contains(where: changeDays.contains) else { return outcome }
        var result = outcome
        let calculator = ZoneOffsetCalculator()
        for date in outcome.dates where changeDays.contains(date) {
            let start = LocalDateTime(date: date, time: row.startTime)
            let end = LocalDateTime(date: date, time: row.endTime)
            guard (try? calculator.meetsClockChange(from: start, to: end, zone: profile.timeZone)) == true else { continue }
            result.dates.removeAll { $0 == date }
            result.skipped.append(SkippedDate(date: date, reason: profile.language == .de ? "Zeitumstellung" : "clock change"))
            result.understood = false
            result.problems.append("on \(date.iso) the clocks change during \(row.startTime)–\(row.endTime) (\(profile.timeZone)):"
                                   + " that date is left out, calendar programs would place it differently")
        }
        result.skipped.sort { $0.date < $1.date }
        return result
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
            series.problems.append("block row spans \(first.days(until: last) + 1) days (\(first.iso) to \(last.iso)) and its comment names no weeks; planned weekly on its weekday")
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
            let free: [CalendarDate: String]
            if let known = memo.lectureFreeDays[first...last] {
                free = known
            } else {
                free = profile.lectureFreeDays(from: first, through: last)
                memo.lectureFreeDays[first...last] = free
            }
            dates.removeAll { date in
                guard !series.statedDates.contains(date), let name = free[date] else { return false }
                skipped.append(SkippedDate(date: date, reason: name))
                return true
            }
        }
        return Outcome(dates: dates, skipped: skipped.sorted { $0.date < $1.date }, understood: series.understood,
                       problems: series.problems, explanations: series.explanations)
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
