import ICalendar

extension CalendarDate {
    /// The Gregorian calendar repeats every 400 years, which are exactly this many days.
    private static let daysPer400Years = 146_097

    /// The date `year`-`month`-`day` for any year, even outside `CalendarDate`'s 1...9999
    /// (the result then carries a year outside that range but still the right day number),
    /// so that rules near the ends of the range never trap. `month`/`day` must form a day
    /// that exists in `year`.
    static func anyYear(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        if let date = CalendarDate(year: year, month: month, day: day) { return date }
        let shift = (year >= 2000 ? (year - 2000) : (year - 2000 - 399)) / 400
        let inRange = CalendarDate(year: year - shift * 400, month: month, day: day)!
        return CalendarDate(dayNumber: inRange.dayNumber + shift * daysPer400Years)
    }
}
