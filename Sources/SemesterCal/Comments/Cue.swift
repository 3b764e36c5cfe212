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

    public init(day: Int, month: Int, year: Int? = nil) {
        self.day = day
        self.month = month
        self.year = year
    }

    public var description: String {
        let d = "\(day < 10 ? "0" : "")\(day).\(month < 10 ? "0" : "")\(month)."
        return year.map { d + String($0) } ?? d
    }
}

/// A single week or an inclusive range of weeks: `KW 20`, `KW 42-3`.
public struct WeekSpan: Hashable, Sendable, CustomStringConvertible {
    public let from: WeekRef
    public let to: WeekRef

    public init(_ week: WeekRef) { from = week; to = week }
    public init(from: WeekRef, to: WeekRef) { self.from = from; self.to = to }

    public var isSingleWeek: Bool { from == to }
    public var description: String { isSingleWeek ? from.description : "\(from)–\(to)" }
}

/// A bound of the series: a week (its Monday or Sunday) or a date.
public enum Bound: Hashable, Sendable, CustomStringConvertible {
    case week(WeekRef)
    case date(DateRef)
    /// "ab Januar", "bis Ende Dezember".
    case month(Int)

    public var description: String {
        switch self {
        case .week(let w): return w.description
        case .date(let d): return d.description
        case .month(let m): return "month \(m)"
        }
    }
}

/// What one phrase of a comment says about the dates: the typed result of a cue parser.
public enum CueKind: Hashable, Sendable {
    /// Keep every n-th date of the series ("14-tägig" = 2).
    case interval(Int)
    /// Only these weeks ("KW 17, 18, 19", "KW 41-46", "in KW 20").
    case weeks([WeekSpan])
    /// Drop dates before this bound ("Beginn KW 41", "ab 23.04.2020").
    case start(Bound)
    /// Drop dates after this bound, inclusive ("bis KW 24", "bis 30.06.").
    case end(Bound)
    /// Remove these weeks and dates ("außer KW 43, 47").
    case except(weeks: [WeekSpan], dates: [DateRef])
    /// Exactly these dates replace the series ("(14.10./21.10./4.11.)").
    case dates([DateRef])
    /// Only the days from..through (a date range that is not a registration period).
    case dateRange(from: DateRef, to: DateRef)
    /// Added to the series ("incl. Sa, 25.04.20", "zusätzlich KW 43").
    case extra(weeks: [WeekSpan], dates: [DateRef])
    /// A week restated as a date that falls in another week ("Beginn 13. KW (= 20.04.20)").
    case restatedConflict(week: WeekRef, date: DateRef)
    /// A restated date that cannot be read ("(= 15.0.06.20)"); the week it follows stands.
    case unreadableRestatement
    /// A registration period or deadline: not a lecture date.
    case noise
    /// The real dates are not in the data ("Termine nach Plan").
    case undetermined
    /// Groups alternate in the slot: the room is used every week.
    case alternation
    /// "KW 41 online, dann Präsenz": phases of one series that starts in this week.
    case phases(start: WeekRef)
    /// A week-like marker with nothing to read after it ("ab KW )").
    case emptyPlaceholder
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

/// Everything the grammar read from one comment: cues, and the pieces of
/// date information it could not read (which make the row "not understood").
public struct CommentReading: Hashable, Sendable {
    public let comment: String
    public let cues: [Cue]
    /// Text around date information that no cue parser accepted.
    public let unread: [String]
    /// Set when the comment was too long to read whole: how many characters were read.
    public let readCharacters: Int?

    public init(comment: String, cues: [Cue], unread: [String], readCharacters: Int? = nil) {
        self.comment = comment
        self.cues = cues
        self.unread = unread
        self.readCharacters = readCharacters
    }
}

extension DateRef {
    /// The date in `year` (a two-digit year means 20xx), or nil if it does not exist.
    func absolute(year: Int) -> CalendarDate? {
        CalendarDate(year: year < 100 ? 2000 + year : year, month: month, day: day)
    }
}
