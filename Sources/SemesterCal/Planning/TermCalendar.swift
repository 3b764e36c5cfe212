import ICalendar

/// Resolves the weeks and dates a comment names into real days of one term.
///
/// Year inference (SEMANTICS.md §2 and §4): in a winter term, week numbers
/// below 27 and months January to July belong to the next year; in a summer
/// term everything belongs to the term's year. Explicit years win — within
/// `plausibleYears`: a week or date in another year is none of this term's.
public struct TermCalendar: Sendable {
    public let term: Term

    public init(term: Term) { self.term = term }

    /// The years a comment may name: the term's own (both of a winter term) and one on
    /// either side, for slips like "KW 48/2019". A date in the year 129 or 2041 is not a
    /// lecture date of the term, and planned with the others it would spread one row's
    /// series over centuries (found by fuzzing: a 1.5 MB EXDATE line).
    public var plausibleYears: ClosedRange<Int> {
        (term.year - 1)...(term.year + (term.season == .winter ? 2 : 1))
    }

    public func week(_ ref: WeekRef) -> ISOWeek? {
        let year: Int
        if let y = ref.year {
            year = y < 100 ? 2000 + y : y
            guard plausibleYears.contains(year) else { return nil }
        } else if term.season == .winter, ref.week < 27 {
            year = term.year + 1
        } else {
            year = term.year
        }
        return ISOWeek(year: year, week: ref.week)
    }

    public func date(_ ref: DateRef) -> CalendarDate? {
        if let y = ref.year {
            guard plausibleYears.contains(y < 100 ? 2000 + y : y) else { return nil }
            return ref.absolute(year: y)
        }
        let year = term.season == .winter && ref.month < 8 ? term.year + 1 : term.year
        return ref.absolute(year: year)
    }

    /// The days of a month: of the year the comment names, else of the term's year for it.
    public func days(of ref: MonthRef) -> ClosedRange<CalendarDate>? {
        guard let first = date(DateRef(day: 1, month: ref.month, year: ref.year)) else { return nil }
        return first...first.adding(days: CalendarDate.daysInMonth(year: first.year, month: ref.month) - 1)
    }

    /// The first day a start bound allows.
    func firstDay(of bound: Bound) -> CalendarDate? {
        switch bound {
        case .week(let w): return week(w)?.monday
        case .date(let d): return date(d)
        case .weekOf(let d): return date(d).map { ISOWeek(containing: $0).monday }
        case .weekAfter(let w): return week(w)?.monday.adding(days: 7)
        case .session: return nil  // counted among the series' dates (`SeriesPlanner`)
        case .month(let m): return days(of: m)?.lowerBound
        }
    }

    /// The last day an end bound allows (inclusive).
    func lastDay(of bound: Bound) -> CalendarDate? {
        switch bound {
        case .week(let w): return week(w)?.day(isoWeekday: 7)
        case .date(let d): return date(d)
        case .weekOf(let d): return date(d).map { ISOWeek(containing: $0).day(isoWeekday: 7) }
        case .weekAfter(let w): return week(w)?.day(isoWeekday: 7).adding(days: 7)
        case .session: return nil
        case .month(let m): return days(of: m)?.upperBound
        }
    }
}
