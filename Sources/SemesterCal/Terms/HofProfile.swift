import Foundation

extension InstitutionProfile {
    /// The built-in profile of Hochschule Hof: its lecture-period rules, Bavaria's statewide
    /// public holidays, the Christmas break and the Hof and Münchberg campuses.
    ///
    /// Parsed from `hofProfileJSON`, the same format users write (see `docs/profile.md`).
    public static let hochschuleHof: InstitutionProfile = {
        do {
            return try parse(json: Data(hofProfileJSON.utf8), source: "built-in profile (hochschuleHof)")
        } catch {
            preconditionFailure("the built-in Hochschule Hof profile is invalid: \(error)")
        }
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
