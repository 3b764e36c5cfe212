import ICalendar

/// A calendar week as written in a comment: `KW 3`, `KW 48/2020`, `02/21`.
/// The year is resolved against the term later (`TermCalendar`).
public struct WeekRef: Hashable, Sendable, CustomStringConvertible {
    public let week: Int
    /// As written: nil, two or four digits.
    public let year: Int?

    public init(week: Int, year: Int? = nil) {
        self.week = week
        self.year = year
    }

    public var description: String { year.map { "KW \(week)/\($0)" } ?? "KW \(week)" }
}

/// A date as written in a comment: `14.10.`, `08.10.20`, `23.04.2020`.
public struct DateRef: Hashable, Sendable, CustomStringConvertible {
    public let day: Int
    public let month: Int
    /// As written: nil, two or four digits.
    public let year: Int?
    /// The ISO weekday the comment names for the date ("Sa, 25.04.20"), if it names one.
    public let weekday: Int?

    public init(day: Int, month: Int, year: Int? = nil, weekday: Int? = nil) {
        self.day = day
        self.month = month
        self.year = year
        self.weekday = weekday
    }

    /// The same date with the weekday the comment names for it.
    func stated(on weekday: Int?) -> DateRef {
        DateRef(day: day, month: month, year: year, weekday: weekday ?? self.weekday)
    }

    public var description: String {
        let d = "\(day < 10 ? "0" : "")\(day).\(month < 10 ? "0" : "")\(month)."
        return year.map { d + String($0) } ?? d
    }
}

/// A month as written in a comment: `Dezember`, `Dezember 2020`.
/// The year is resolved against the term later (`TermCalendar`); a year the comment names is
/// kept, so that "nur im Dezember 2021" in the winter term 2020/21 leaves no date and is flagged
/// instead of being read as December 2020.
public struct MonthRef: Hashable, Sendable, CustomStringConvertible {
    public let month: Int
    /// As written: nil or four digits.
    public let year: Int?

    public init(_ month: Int, year: Int? = nil) {
        self.month = month
        self.year = year
    }

    /// "12" or "12/2020", as the rule tables and `explain` show it.
    public var description: String { year.map { "\(month)/\($0)" } ?? "\(month)" }
}

/// A single week or an inclusive range of weeks: `KW 20`, `KW 42-3`.
public struct WeekSpan: Hashable, Sendable, CustomStringConvertible {
    public let from: WeekRef
    public let to: WeekRef

    public init(_ week: WeekRef) { from = week; to = week }
    public init(from: WeekRef, to: WeekRef) { self.from = from; self.to = to }

    public var isSingleWeek: Bool { from == to }
    public var description: String { isSingleWeek ? from.description : "\(from)–\(to)" }

    /// The week numbers it covers, without years; a winter range ("KW 49 - 3") runs on past week 53.
    var weekNumbers: Set<Int> {
        guard (1...53).contains(from.week), (1...53).contains(to.week) else { return [] }
        return from.week <= to.week ? Set(from.week...to.week) : Set(from.week...53).union(1...to.week)
    }
}

/// A bound of the series: a week (its Monday or Sunday) or a date.
public enum Bound: Hashable, Sendable, CustomStringConvertible {
    case week(WeekRef)
    case date(DateRef)
    /// "ab Januar", "bis Ende Dezember 2020".
    case month(MonthRef)
    /// "ab der Woche vom 16.11.": the ISO week holding the date.
    case weekOf(DateRef)
    /// "KW 42, 44, 46 – danach wöchentlich": the ISO week after this one (which is week 53 or week 1
    /// after week 52 depends on the year, so the term's calendar says).
    case weekAfter(WeekRef)
    /// "die ersten 3 Termine wöchentlich, ab dem 4. Termin 14-tägig": the n-th session of the series
    /// (from 1), a bound of a rhythm's phase; the planner counts it among the series' dates.
    case session(Int)

    public var description: String {
        switch self {
        case .week(let w): return w.description
        case .date(let d): return d.description
        case .month(let m): return "month \(m)"
        case .weekOf(let d): return "week of \(d)"
        case .weekAfter(let w): return "the week after \(w)"
        case .session(let n): return "session \(n)"
        }
    }
}

/// What one phrase of a comment says about the dates: the typed result of a cue parser.
public enum CueKind: Hashable, Sendable {
    /// Keep every n-th date of the series ("14-tägig" = 2).
    case interval(Int)
    /// Only these weeks ("KW 17, 18, 19", "KW 41-46", "in KW 20").
    case weeks([WeekSpan])
    /// Weeks given for one weekday ("Mo: Gr. A (KW 42-45), Mi: Gr. B (KW 46-49)"): the only weeks of a
    /// row on that weekday (ISO, Monday 1); a row on another weekday takes the weeks given for its own.
    case weeksOnWeekday(Int, [WeekSpan])
    /// "KW 48: Fr statt Do", "ab KW 48 auf Donnerstag verlegt": in these weeks, on these dates or from
    /// `from` on, the session is on `day` instead of `insteadOf` (nil: not named), which must be the
    /// row's weekday (ISO, Monday 1). The rule reads the weekdays; the reader gives it its clause's
    /// weeks, dates or start.
    case weekdayInstead(day: Int, insteadOf: Int?, weeks: [WeekSpan], dates: [DateRef], from: Bound?)
    /// The weeks two modes name between them ("Präsenz KW 41, 43, 45 – online KW 42, 44, 46"): not a
    /// cue of the dates; the planner flags a planned session in none of them (held, or not?).
    case weeksOfModes([WeekSpan])
    /// Drop dates before this bound ("Beginn KW 41", "ab 23.04.2020").
    case start(Bound)
    /// Drop dates after this bound, inclusive ("bis KW 24", "bis 30.06.").
    case end(Bound)
    /// Drop dates up to this bound, inclusive: the series starts after it ("startet nach KW 44",
    /// "starts after week 43").
    case startAfter(Bound)
    /// Drop dates from this bound on: the series ends before it ("ab KW 2 keine Vorlesung mehr",
    /// "from week 50 on there are no classes").
    case endBefore(Bound)
    /// Remove these weeks and dates ("außer KW 43, 47").
    case except(weeks: [WeekSpan], dates: [DateRef])
    /// Exactly these dates replace the series ("(14.10./21.10./4.11.)").
    case dates([DateRef])
    /// Only the days from..through (a date range that is not a registration period).
    case dateRange(from: DateRef, to: DateRef)
    /// A block of days ("Block: Di–Fr 12.–15.1.", "Mo 30.11. - Fr 4.12.", "Block 11.1.-20.1. (nur
    /// Mo-Fr)"): every day from..through whose ISO weekday is in `weekdays` (every day when empty)
    /// replaces the series; the row's weekday must be one of them (`DaysOfABlock`).
    case blockDays(from: DateRef, to: DateRef, weekdays: [Int])
    /// Added to the series ("incl. Sa, 25.04.20", "zusätzlich KW 43").
    case extra(weeks: [WeekSpan], dates: [DateRef])
    /// Also these weeks and dates ("findet auch in KW 53 statt", "auch am 5.1."): added where the series
    /// lacks them, a confirmation where it has them (not, as with "zusätzlich KW 43", a sign that
    /// this row is the additional session).
    case also(weeks: [WeekSpan], dates: [DateRef])
    /// A week restated as a date ("Beginn KW 42 (= 14.10.20)"): the planner checks that the date lies
    /// in the week and on the row's weekday, else the comment contradicts itself.
    case restated(week: WeekRef, date: DateRef)
    /// The days of one week as written beside it ("KW 44 (26.-30.10.)", "Woche vom 16.11. bis
    /// 20.11.", "12 Oct (week 42)"): the planner checks that both days lie in that ISO week (in one
    /// ISO week when `week` is nil), else the comment contradicts itself. Not a cue of its own.
    case weekDays(week: WeekRef?, from: DateRef, to: DateRef)
    /// The days of a span of weeks as written beside it ("KW 44-47 (26.10.–16.11.)", "KW 18-22 (=
    /// 05.05.–09.06.)"): the planner checks that `from` lies in the span's first week and `to` in its
    /// last, else the comment contradicts itself. Not a cue of its own: the weeks stand.
    case spanDays(span: WeekSpan, from: DateRef, to: DateRef)
    /// "KW 45 und 46 keine VL, weiter am 17.11.": the series goes on at `start`, which must lie in the
    /// week after `left`, the last week or day the comment leaves out. A check the planner makes
    /// where a week and a date meet (their weeks depend on the year); not a cue of its own.
    case resumesAfter(left: Bound, start: Bound)
    /// Something that happens in the sessions ("Präsentationen in KW 50", "Zwischentest am 25.11."),
    /// dated: the planner checks that a session falls in those weeks, else it may be an extra session
    /// ("Vorlesung bis KW 2, Präsentation der Ergebnisse in KW 4"). Not a cue of its own.
    /// `inTheTerm`: only that the weeks lie in the lecture period (a mode's weeks: "Zoom. KW 4"; a mode
    /// may name weeks a cancellation takes out).
    case activityIn(weeks: [WeekSpan], dates: [DateRef], months: [MonthRef], inTheTerm: Bool)
    /// A restated date that cannot be read ("(= 15.0.06.20)"); the week it follows stands.
    case unreadableRestatement
    /// A registration period or deadline: not a lecture date.
    case noise
    /// The real dates are not in the data ("Termine nach Plan").
    case undetermined
    /// Groups alternate in the slot: the room is used every week.
    case alternation
    /// A week-like marker with nothing to read after it ("ab KW )").
    case emptyPlaceholder
    /// Only the days of these months ("im Oktober", "only in January").
    case onlyMonths([MonthRef])
    /// Remove the days of these months ("nicht im Dezember").
    case exceptMonths([MonthRef])
    /// The n-th weekday of each of these months, or of every month of the term when none is named
    /// ("jeden 1. Montag im Monat", "am 2. Dienstag im Dezember", "last Friday of the month"); the
    /// ordinals count from 1, -1 is the last. The only sessions, as explicit dates are.
    case weekdaysInMonths(ordinals: [Int], weekday: Int, months: [MonthRef])
    /// Only the ISO week holding this date ("Woche vom 7.12.").
    case weekOf(DateRef)
    /// Remove the ISO week holding this date ("nicht in der Woche vom 30.11.").
    case exceptWeekOf(DateRef)
    /// Remove the days from..through ("keine Vorlesung vom 17.11. bis 1.12.").
    case exceptDateRange(from: DateRef, to: DateRef)
    /// Only even (odd) ISO weeks ("in geraden Kalenderwochen").
    case parity(even: Bool)
    /// "vor KW 43" as read; only its negation is a bound ("nicht vor KW 43" = from KW 43).
    case before(Bound)
    /// "nach dem 18.12." as read; only its negation is a bound ("nicht nach dem 18.12." = until then).
    case after(Bound)
    /// A first session before the series ("Auftakt am 2.10."): an extra date, and the start when
    /// the comment names no other.
    case kickoff(DateRef)
    /// Dates a list names before it goes on ("13.10., 27.10., 10.11. usw."): each must be one of
    /// the series' dates, else the list and the row disagree.
    case listed([DateRef])
    /// "KW 41 + KW 42, danach erst wieder ab KW 48": after the weeks named, the series resumes here.
    case resumes(Bound)
    /// A date with no other cue: only its negation means something ("20.5. kein Unterricht").
    case loneDate(DateRef)
    /// The weekday the comment names for the sessions ("montags", "Thursdays").
    case onWeekday(Int)
    /// The clause is about the sessions on this weekday ("Mi-Termin nur in KW 41-46" in a comment of
    /// a course on Monday and Wednesday): its cues are the row's on that weekday only
    /// (`WeekdayScopes`, `CommentReading.forRow(onWeekday:)`).
    case aboutWeekday(Int)
    /// A date a session falls on, named with a first or last session ("erste Sitzung 14.10."): it
    /// must be one of the row's days, where a course's start ("Kursbeginn 7.10.") need not be.
    case sessionOn(DateRef)
    /// The week of a first or last session named by its week ("letzte Sitzung in KW 51"): the series
    /// must hold a date in it, as `sessionOn` must hold its date.
    case sessionInWeek(WeekRef)
    /// "(4 Termine)": how many sessions there are; the planned dates must come to that many.
    case sessionCount(Int)
    /// A clause about something else than the sessions (SEMANTICS.md §4a): the series is unchanged.
    case aside(ClauseSubject)
    /// One rhythm of a series whose rhythm changes ("wöchentlich bis KW 46, dann 14-tägig"): every
    /// n-th of the row's dates from `from` through `through`. An open bound meets the phase next to
    /// it, or the lecture period's (`RhythmPhases`, `SeriesPlanner`).
    case phase(interval: Int, from: Bound?, through: Bound?)
    /// One phase of a series whose rhythm changes, in which only even (odd) ISO weeks hold sessions
    /// ("bis KW 46 wöchentlich, danach nur in geraden KW"); bounds as with `phase`.
    case parityPhase(even: Bool, from: Bound?, through: Bound?)
    /// "die letzten drei Termine entfallen", "nur die ersten 4 Wochen", "ab der zweiten
    /// Vorlesungswoche": sessions or weeks counted from an end of the series or lecture period.
    case edge(SessionEdge)
}

/// Sessions or weeks counted from the start or the end: the first or last `count` of the series'
/// dates (after the lecture-free days), or of the lecture period's weeks (from the week of its
/// first day), kept or left out.
public struct SessionEdge: Hashable, Sendable, CustomStringConvertible {
    public enum End: Hashable, Sendable { case first, last }
    public enum Unit: Hashable, Sendable { case sessions, lectureWeeks }
    public let end: End
    public let count: Int
    public let unit: Unit
    /// Kept ("nur die ersten 4 Wochen"), or left out ("die letzten drei Termine entfallen").
    public let keep: Bool
    /// "ab der 2. Woche": a week that could as well be the calendar week of that number.
    public let mightBeACalendarWeek: Bool
    /// "die ersten drei Samstage": the sessions counted by their weekday (ISO, Monday 1), which must be
    /// the row's.
    public let weekday: Int?
    /// "der 2. Termin entfällt", "der vorletzte Termin entfällt": the `count`-th session from that end
    /// alone, not the first `count` of them.
    public let single: Bool

    public init(_ end: End, _ count: Int, _ unit: Unit, keep: Bool, mightBeACalendarWeek: Bool = false, weekday: Int? = nil, single: Bool = false) {
        self.end = end
        self.count = count
        self.unit = unit
        self.keep = keep
        self.mightBeACalendarWeek = mightBeACalendarWeek
        self.weekday = weekday
        self.single = single
    }

    public var negated: SessionEdge {
        SessionEdge(end, count, unit, keep: !keep, mightBeACalendarWeek: mightBeACalendarWeek, weekday: weekday, single: single)
    }

    /// The positions among `total` dates that the edge counts.
    public func counted(among total: Int) -> Range<Int> {
        switch (end, single) {
        case (.first, false): 0..<count
        case (.last, false): total - count..<total
        case (.first, true): count - 1..<count
        case (.last, true): total - count..<total - count + 1
        }
    }

    public var description: String {
        if single {
            let position = end == .first ? "\(count). session" : count == 2 ? "second-to-last session" : "\(count). session from the end"
            return "\(keep ? "only" : "without") the \(position)"
        }
        let what = switch (unit, count) {
        case (.sessions, 1): "session"
        case (.sessions, _): "\(count) sessions"
        case (.lectureWeeks, 1): "week of the lecture period"
        case (.lectureWeeks, _): "\(count) weeks of the lecture period"
        }
        let doubt = mightBeACalendarWeek ? " (or from calendar week \(count + 1)?)" : ""
        return "\(keep ? "only" : "without") the \(end == .first ? "first" : "last") \(what)\(doubt)"
    }
}

/// A recognised cue with the text it was read from.
public struct Cue: Hashable, Sendable {
    public let kind: CueKind
    /// The comment text the cue was read from, for `explain`.
    public let text: String

    public init(_ kind: CueKind, text: String) {
        self.kind = kind
        self.text = text
    }
}

/// Everything the grammar read from one comment: its clauses with their cues, and the pieces of
/// date information it could not read (which make the row "not understood").
public struct CommentReading: Hashable, Sendable {
    public let comment: String
    /// Every clause's cues, in order.
    public let cues: [Cue]
    /// Text that could bear on dates and that no rule read, each with why it matters.
    public let unread: [UnreadSpan]
    /// Set when the comment was too long to read whole: how many characters were read.
    public let readCharacters: Int?
    /// The clauses with their subjects, polarities, cues and unread text, for `explain`.
    public let clauses: [ClauseReading]

    public init(comment: String, cues: [Cue], unread: [UnreadSpan], readCharacters: Int? = nil, clauses: [ClauseReading] = []) {
        self.comment = comment
        self.cues = cues
        self.unread = unread
        self.readCharacters = readCharacters
        self.clauses = clauses
    }
}

extension DateRef {
    /// The date in `year` (a two-digit year means 20xx), or nil if it does not exist.
    func absolute(year: Int) -> CalendarDate? {
        CalendarDate(year: year < 100 ? 2000 + year : year, month: month, day: day)
    }
}
