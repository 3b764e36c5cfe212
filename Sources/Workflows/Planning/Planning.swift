import Foundation
import ICalendar
import SemesterCal

/// The steps every workflow that plans shares: reading inputs, planning, the calendar of a plan,
/// and the notices a plan gives (rows with uncertain dates, changes that match no row).
public enum Planning {
    /// Reads timetable files or change feeds; "-" is standard input. A file that cannot be read
    /// is a problem naming it.
    public static func read(_ paths: [String]) throws -> [TimetableSource] {
        try paths.map { path in
            if path == "-" {
                return TimetableSource(name: "stdin", data: try InputFile.readStandardInput(what: "timetable file"))
            }
            if let mapped = try InputFile.mapped(path, what: "timetable file") {
                return TimetableSource(name: path, data: mapped.data, pages: mapped.pages)
            }
            return TimetableSource(name: path, data: try InputFile.read(path, what: "timetable file"))
        }
    }

    /// The inputs of a planning command, each taken for what its content says it is: a change feed
    /// among the timetables joins the feeds (the shell expands `--changes DIR/*.json` into one
    /// `--changes` and positional files), while a calendar, or a timetable given as a change feed,
    /// is refused with what `command` expects instead.
    public static func readInputs(files: [String], changeFeeds: [String], command: String) throws -> (timetables: [TimetableSource], feeds: [TimetableSource]) {
        var timetables: [TimetableSource] = []
        var feeds: [TimetableSource] = []
        for source in try read(files) {
            switch InputKind.of(source.data) {
            case .changeFeed: feeds.append(source)
            case .calendar:
                throw Problem("\(source.name) is an iCalendar file, not a timetable: \(command) reads the timetable service's JSON (to compare two calendars, use semestercal diff OLD.ics NEW.ics)", file: source.name)
            case .timetable, .unknown: timetables.append(source)
            }
        }
        for source in try read(changeFeeds) {
            switch InputKind.of(source.data) {
            case .timetable:
                throw Problem("\(source.name) is a timetable, not a change feed: name it without --changes", file: source.name)
            case .calendar:
                throw Problem("\(source.name) is an iCalendar file, not a change feed: --changes takes the service's change feed ({\"changes\": [...]})", file: source.name)
            case .changeFeed, .unknown: feeds.append(source)
            }
        }
        if timetables.isEmpty {
            throw Problem("no timetable among the inputs (\(feeds.map(\.name).joined(separator: ", ")) \(feeds.count == 1 ? "is a change feed" : "are change feeds")): name at least one timetable file", kind: .setup)
        }
        return (timetables, feeds)
    }

    /// The term the rows' own dates point to, for the message that asks for `--term`.
    public static func likelyTerm(of sources: [TimetableSource]) -> Term? {
        var votes: [(isBlock: Bool, start: CalendarDate?, end: CalendarDate?)] = []
        for source in sources {
            if let rows = try? TimetableReader.read(data: source.data, file: source.name).rows {
                votes += rows.map { ($0.kind.isBlock, $0.startDate, $0.endDate) }
            }
        }
        return Term.likely(forRowDates: votes)
    }

    /// Reads, checks and plans the inputs together (duplicate slots merged), with the change feeds applied.
    public static func plan(_ sources: [TimetableSource], feeds: [TimetableSource], with planner: LecturePlanner) throws -> TimetablePlan {
        do {
            return try TimetablePlan.make(sources: sources, changeFeeds: feeds, planner: planner)
        } catch {
            throw Problem(error.description)
        }
    }

    /// DTSTAMP without the clock: `fixed` when given (SOURCE_DATE_EPOCH), else midnight UTC of the
    /// term's first lecture day. Two runs over the same input give byte-identical files on any day.
    public static func timestamp(_ fixed: LocalDateTime?, planner: LecturePlanner) -> LocalDateTime {
        fixed ?? LocalDateTime(date: planner.period.firstDay, time: LocalTime(hour: 0, minute: 0)!)
    }

    /// The calendar of a plan, change overrides included.
    public static func calendar(for plan: TimetablePlan, title: String, profile: InstitutionProfile, stamp: LocalDateTime,
                                reminders: [Int] = []) throws -> ICalComponent {
        let exporter = CalendarExporter(profile: profile, calendarName: title, timestamp: stamp, reminderMinutes: reminders)
        do {
            return try exporter.calendar(for: plan.lectures, changes: plan.changes)
        } catch {
            throw Problem(error.description)
        }
    }

    /// The calendar's name when the user gives none: the course the input's name gives and the
    /// term ("Informatik, 1. Semester – WiSe 2020/21"), or the institution's name and the term for
    /// several inputs. `inputs`: the calendar's input files.
    public static func defaultTitle(inputs: [String], plan: TimetablePlan, profile: InstitutionProfile) -> String {
        if inputs.count == 1, inputs[0] != "stdin" {
            let course = CourseTitle.fromInputStem(SafeFileName.inputStem(inputs[0]), language: profile.language)
            return "\(course) – \(plan.term.displayName)"
        }
        return "\(profile.name) – \(plan.term.displayName)"
    }
}

extension NoticeLog {
    /// A change that matches no row of any calendar is reported, never dropped silently.
    package func unmatchedChanges(of plans: [TimetablePlan]) {
        guard let first = plans.first else { return }
        let appliedSomewhere = Set(plans.flatMap { $0.changes.applied.map(\.change.source) })
        for unmatched in first.changes.unmatched where !appliedSomewhere.contains(unmatched.change.source) {
            warn(.unmatchedChange, unmatched.description)
        }
    }

    /// A term that contradicts the data is the one sentence that matters: every date of the run
    /// is a term off, and the uncertain rows that follow from it are only symptoms.
    /// `fix` says how to ask for another term (an option, a configuration key).
    package func termMismatch(of plans: [TimetablePlan], in file: String? = nil, fix: (Term) -> String = { "use --term \($0.code)" }) {
        guard let asked = plans.first?.term else { return }
        // Counted row by row, not gathered into a list (a million rows' dates are 70 MB).
        var votes = Term.RowVotes()
        for plan in plans {
            for lecture in plan.lectures { votes.add(isBlock: lecture.row.kind.isBlock, start: lecture.row.startDate, end: lecture.row.endDate) }
        }
        guard let likely = votes.contradicting(asked) else { return }
        var ends: [CalendarDate: Int] = [:]
        for plan in plans {
            for lecture in plan.lectures { if let end = lecture.row.endDate { ends[end, default: 0] += 1 } }
        }
        let usualEnd = ends.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { "; most rows end on \($0.key.iso)" } ?? ""
        warn(.termMismatch, "\(file.map { "\($0): " } ?? "")these rows look like \(likely.displayName) (\(likely.code)\(usualEnd)), but the term asked for is \(asked.displayName) (\(asked.code)): every date is planned for \(asked.displayName); if that is not meant, \(fix(likely))", file: file)
    }

    /// Rows that could not be scheduled.
    package func skippedRows(of plan: TimetablePlan) {
        for skipped in plan.skippedRows { warn(.skippedRow, skipped.description) }
    }

    /// Skipped and not-understood rows, loudly.
    package func uncertainRows(of plan: TimetablePlan) {
        skippedRows(of: plan)
        uncertain(plan.notUnderstood)
    }

    package func uncertain(_ lectures: [PlannedLecture]) {
        for lecture in lectures where !lecture.understood {
            let row = lecture.row
            warn(.uncertainDates, "\(row.source) (\(row.label)): dates uncertain: \(lecture.problems.map(\.detail).joined(separator: "; "))",
                 file: row.source.file, row: row.label)
        }
    }
}
