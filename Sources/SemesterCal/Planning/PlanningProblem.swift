import ICalendar

/// Why a row's dates are not certain.
///
/// Two readers, two texts: `outcome` is what a student is told, typed so that each language's
/// message table (`Messages`) words it; `detail` is the precise English sentence for whoever
/// runs the tool (`explain`, standard error) and for the grammar's tests.
public struct PlanningProblem: Hashable, Sendable, CustomStringConvertible {
    /// What the problem means for the dates, as a student needs to know it.
    public enum Outcome: Hashable, Sendable {
        /// Words of the comment that could bear on dates were not read.
        case notRead(UnreadSpan)
        /// The comment is longer than the reader reads; only its first `read` characters were read.
        case commentTooLong(read: Int, length: Int)
        /// The comment says the dates are kept elsewhere or decided later ("Termine nach Absprache").
        case datesNotInData(quote: String)
        /// Statements of the comment disagree with each other (or with the term's calendar).
        case contradiction(quote: String?)
        /// A week or date that does not exist (in the term).
        case impossibleDate(quote: String?)
        /// A start or end named by the comment lies far outside the lecture period.
        case outsideLecturePeriod(quote: String, date: CalendarDate, firstDay: CalendarDate, lastDay: CalendarDate)
        /// A weekday or date of the comment is not on the row's weekday (`1` = Monday).
        case otherWeekday(quote: String, rowWeekday: Int)
        /// The comment leaves no date in the term; the plain weekly series was planned instead.
        case noDateLeft
        /// The clocks change during the lecture on that day, which is left out.
        case clockChange(CalendarDate)
        /// A long block row whose comment names no weeks: planned weekly within its span.
        case blockWithoutWeeks(firstDay: CalendarDate, lastDay: CalendarDate)
    }

    public let outcome: Outcome
    /// The operator's sentence (English).
    public let detail: String

    public init(_ outcome: Outcome, _ detail: String) {
        self.outcome = outcome
        self.detail = detail
    }

    public var description: String { detail }
}
