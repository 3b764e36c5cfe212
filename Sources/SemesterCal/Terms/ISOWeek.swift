import ICalendar

/// An ISO 8601 calendar week ("KW" in German timetables): weeks start on
/// Monday, and week 1 is the week that holds the year's first Thursday.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let week: Int

    public init?(year: Int, week: Int) {
        guard week >= 1, week <= ISOWeek.weeks(inYear: year) else { return nil }
        self.year = year
        self.week = week
    }

    /// The week a date falls in (its ISO week-numbering year may differ from the date's year).
    public init(containing date: CalendarDate) {
        // The Thursday of the date's week decides the week-numbering year. Worked on day numbers:
        // planning asks for the weeks of many dates (issue 12).
        let day = date.dayNumber
        let thursday = day + 4 - CalendarDate.isoWeekday(ofDayNumber: day)
        let thursdayYear = CalendarDate(dayNumber: thursday).year
        year = thursdayYear
        week = (thursday - CalendarDate.dayNumber(year: thursdayYear, month: 1, day: 1)) / 7 + 1
    }

    /// The Monday that starts this week.
    public var monday: CalendarDate {
        let jan4 = CalendarDate(year: year, month: 1, day: 4)!
        let week1Monday = jan4.adding(days: 1 - jan4.isoWeekday)
        return week1Monday.adding(days: (week - 1) * 7)
    }

    /// The day of this week with the given ISO weekday (1 = Monday ... 7 = Sunday).
    public func day(isoWeekday: Int) -> CalendarDate { monday.adding(days: isoWeekday - 1) }

    /// 52 or 53: a year has 53 weeks when it starts on a Thursday, or is a leap year starting on a Wednesday.
    public static func weeks(inYear year: Int) -> Int {
        guard let dec28 = CalendarDate(year: year, month: 12, day: 28) else { return 52 }
        return ISOWeek(containing: dec28).week
    }

    public var description: String { "\(year)-W\(week < 10 ? "0" : "")\(week)" }

    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool { (lhs.year, lhs.week) < (rhs.year, rhs.week) }
}

extension CalendarDate {
    public var isoWeek: ISOWeek { ISOWeek(containing: self) }
}
