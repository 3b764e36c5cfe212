import Foundation
import ICalendar

extension InstitutionProfile {
    /// The built-in profile of Hochschule Hof: its lecture-period rules, Bavaria's statewide
    /// public holidays, the Christmas break and the Hof and Münchberg campuses.
    ///
    /// Written as a Swift value, not decoded from `hofProfileJSON` at start-up: the decoder cost
    /// about 1 ms of every command's start (docs/performance.md). `HofProfileTests` checks that
    /// this value and `hofProfileJSON` (the same format users write, `docs/profile.md`) are equal.
    public static let hochschuleHof: InstitutionProfile = {
        func day(_ month: Int, _ day: Int) -> MonthDay { MonthDay(month: month, day: day)! }
        // Weekday numbers: 1 = Monday ... 7 = Sunday.
        let startOnMonday = WeekdayShift([5: 3, 6: 2, 7: 1])!
        let endOnFriday = WeekdayShift([6: -1, 7: -2, 1: -3])!
        func holiday(_ name: String, _ month: Int, _ dayOfMonth: Int, firstYear: Int? = nil) -> HolidayRule {
            HolidayRule(name: name, day: .annual(day(month, dayOfMonth)), firstYear: firstYear)
        }
        func easter(_ name: String, _ offset: Int) -> HolidayRule { HolidayRule(name: name, day: .easter(offset: offset)) }
        return InstitutionProfile(
            name: "Hochschule Hof",
            timeZone: "Europe/Berlin",
            language: .de,
            summerTerm: TermRule(firstDay: day(3, 15), lastDay: day(7, 10), lastDayYearOffset: 0,
                                 firstDayShift: startOnMonday, lastDayShift: endOnFriday)!,
            winterTerm: TermRule(firstDay: day(10, 1), lastDay: day(1, 25), lastDayYearOffset: 1,
                                 firstDayShift: startOnMonday, lastDayShift: endOnFriday)!,
            termOverrides: [:],
            holidays: [
                holiday("Neujahr", 1, 1),
                holiday("Heilige Drei Könige", 1, 6),
                easter("Karfreitag", -2),
                easter("Ostermontag", 1),
                holiday("Tag der Arbeit", 5, 1),
                easter("Christi Himmelfahrt", 39),
                easter("Pfingstmontag", 50),
                easter("Fronleichnam", 60),
                holiday("Mariä Himmelfahrt", 8, 15),
                holiday("Tag der Deutschen Einheit", 10, 3, firstYear: 1990),
                HolidayRule(name: "Reformationstag", day: .once(CalendarDate(year: 2017, month: 10, day: 31)!)),
                holiday("Allerheiligen", 11, 1),
                holiday("1. Weihnachtsfeiertag", 12, 25),
                holiday("2. Weihnachtsfeiertag", 12, 26),
            ],
            breaks: [BreakRule(name: "Weihnachtspause", span: .annual(from: day(12, 24), through: day(1, 6)))!],
            campuses: [
                Campus(name: "Campus Hof", address: "Alfons-Goppel-Platz 1, 95028 Hof", roomPrefixes: ["F"]),
                Campus(name: "Campus Münchberg", address: "Kulmbacher Straße 76, 95213 Münchberg", roomPrefixes: ["Mueb_"]),
            ],
            virtualRoomPrefixes: ["virt_", "Ex_Virtuell", "Ex_Virtuel_"]
        )
    }()

    /// The JSON text of `hochschuleHof`: a starting point for writing another institution's profile.
    public static let hofProfileJSON = #"""
    {
      "name": "Hochschule Hof",
      "timeZone": "Europe/Berlin",
      "language": "de",
      "terms": {
        "summer": {
          "firstDay": "03-15",
          "firstDayShift": { "friday": 3, "saturday": 2, "sunday": 1 },
          "lastDay": "07-10",
          "lastDayYearOffset": 0,
          "lastDayShift": { "saturday": -1, "sunday": -2, "monday": -3 }
        },
        "winter": {
          "firstDay": "10-01",
          "firstDayShift": { "friday": 3, "saturday": 2, "sunday": 1 },
          "lastDay": "01-25",
          "lastDayYearOffset": 1,
          "lastDayShift": { "saturday": -1, "sunday": -2, "monday": -3 }
        }
      },
      "termOverrides": {},
      "holidays": [
        { "name": "Neujahr", "date": "01-01" },
        { "name": "Heilige Drei Könige", "date": "01-06" },
        { "name": "Karfreitag", "easterOffset": -2 },
        { "name": "Ostermontag", "easterOffset": 1 },
        { "name": "Tag der Arbeit", "date": "05-01" },
        { "name": "Christi Himmelfahrt", "easterOffset": 39 },
        { "name": "Pfingstmontag", "easterOffset": 50 },
        { "name": "Fronleichnam", "easterOffset": 60 },
        { "name": "Mariä Himmelfahrt", "date": "08-15" },
        { "name": "Tag der Deutschen Einheit", "date": "10-03", "firstYear": 1990 },
        { "name": "Reformationstag", "date": "2017-10-31" },
        { "name": "Allerheiligen", "date": "11-01" },
        { "name": "1. Weihnachtsfeiertag", "date": "12-25" },
        { "name": "2. Weihnachtsfeiertag", "date": "12-26" }
      ],
      "breaks": [
        { "name": "Weihnachtspause", "from": "12-24", "through": "01-06" }
      ],
      "campuses": [
        { "name": "Campus Hof", "address": "Alfons-Goppel-Platz 1, 95028 Hof", "roomPrefixes": ["F"] },
        { "name": "Campus Münchberg", "address": "Kulmbacher Straße 76, 95213 Münchberg", "roomPrefixes": ["Mueb_"] }
      ],
      "virtualRoomPrefixes": ["virt_", "Ex_Virtuell", "Ex_Virtuel_"]
    }
    """#
}
