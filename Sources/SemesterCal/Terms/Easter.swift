import ICalendar

/// The date of Easter Sunday, the anchor of most movable Christian holidays.
public enum Easter {
    /// Easter Sunday of `year` in the Gregorian calendar (the "anonymous Gregorian
    /// algorithm" of Meeus, Jones and Butcher). Valid for 1583–9999; earlier years get
    /// the proleptic Gregorian date, which the Julian-calendar churches of the time did not use.
    ///
    /// - Precondition: `year` is in 1...9999 (the range of `CalendarDate`).
    public static func sunday(year: Int) -> CalendarDate {
        let golden = year % 19                       // position in the 19-year lunar cycle
        let century = year / 100
        let yearInCentury = year % 100
        let skippedLeapDays = century / 4
        let centuryRest = century % 4
        let moonCorrection = (century + 8) / 25
        let leapCorrection = (century - moonCorrection + 1) / 3
        let epact = (19 * golden + century - skippedLeapDays - leapCorrection + 15) % 30
        let quadrennium = yearInCentury / 4
        let quadrenniumRest = yearInCentury % 4
        let weekdayOffset = (32 + 2 * centuryRest + 2 * quadrennium - epact - quadrenniumRest) % 7
        let correction = (golden + 11 * epact + 22 * weekdayOffset) / 451
        let monthAndDay = epact + weekdayOffset - 7 * correction + 114
        guard let date = CalendarDate(year: year, month: monthAndDay / 31, day: monthAndDay % 31 + 1) else {
            preconditionFailure("Easter.sunday(year:) needs a year in 1...9999, got \(year)")
        }
        return date
    }
}
