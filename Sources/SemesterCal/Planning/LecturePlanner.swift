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
        let planned = rows.map(plan(row:))
        return SlotIdentity.assign(planned, term: term)
    }

    /// Plans one row (its UID is assigned by `plan(_:)`).
    public func plan(row: LectureRow) -> PlannedLecture {
        let reading = CommentReader.read(row.comment)
        let calendar = TermCalendar(term: term)
        let kind = row.kind
        var series: SeriesPlan
        var appliesHolidays = appliesLectureFreeDays

        if kind.isBlock, let first = row.startDate {
            let last = max(row.endDate ?? first, first)
            if first.days(until: last) < Self.longestConsecutiveBlock {
                // SEMANTICS.md §3: the row's own dates; the comment describes, it does not move.
                series = SeriesPlan()
                series.dates = (0...first.days(until: last)).map { first.adding(days: $0) }
                series.explanations = ["block: on its own date\(first == last ? "" : "s") \(first.iso)\(first == last ? "" : " to \(last.iso)")"]
                appliesHolidays = false
            } else {
                let planner = SeriesPlanner(calendar: calendar, period: LecturePeriod(firstDay: first, lastDay: last), weekday: row.weekday)
                series = planner.plan(reading)
                let narrowed = reading.cues.contains { if case .weeks = $0.kind { return true }; if case .dates = $0.kind { return true }; return false }
                if !narrowed {
                    series.problems.append("block row spans \(first.days(until: last) + 1) days (\(first.iso) to \(last.iso)) and its comment names no weeks; planned weekly on its weekday")
                }
                series.explanations.insert("block row spanning \(first.iso) to \(last.iso): weekly on its weekday within that span", at: 0)
            }
        } else {
            series = SeriesPlanner(calendar: calendar, period: period, weekday: row.weekday).plan(reading)
        }

        var skipped = series.excluded
        var dates = series.dates
        if appliesHolidays, let first = dates.first, let last = dates.last {
            let free = profile.lectureFreeDays(from: first, through: last)
            dates.removeAll { date in
                guard !series.statedDates.contains(date), let name = free[date] else { return false }
                skipped.append(SkippedDate(date: date, reason: name))
                return true
            }
        }
        return PlannedLecture(
            row: row, uid: "", kind: kind, isExam: Self.isExam(row), dates: dates,
            skipped: skipped.sorted { $0.date < $1.date }, understood: series.understood,
            problems: series.problems, explanations: series.explanations, cues: reading.cues)
    }

    static func isExam(_ row: LectureRow) -> Bool {
        let text = (row.label + " " + row.comment).lowercased()
        return ["klausur", "prüfungstermin", "pruefungstermin", "präsentationstermin", "exam"].contains { text.contains($0) }
    }
}
