import ICalendar

extension InstitutionProfile {
    /// Every public holiday and break day from `from` through `through`, each mapped to
    /// the name to show for it. A holiday's name wins over a break's on the same day
    /// (24 December is "Weihnachtspause", 25 December "1. Weihnachtsfeiertag"); among
    /// holidays, and among breaks, the one listed first wins. Empty when `through` is
    /// before `from`.
    public func lectureFreeDays(from: CalendarDate, through: CalendarDate) -> [CalendarDate: String] {
        var days: [CalendarDate: String] = [:]
        for holiday in holidays {
            for date in holiday.dates(from: from, through: through) where days[date] == nil {
                days[date] = holiday.name
            }
        }
        for lectureBreak in breaks {
            for span in lectureBreak.days(from: from, through: through) {
                for dayNumber in span.lowerBound.dayNumber...span.upperBound.dayNumber {
                    let date = CalendarDate(dayNumber: dayNumber)
                    if days[date] == nil { days[date] = lectureBreak.name }
                }
            }
        }
        return days
    }
}
