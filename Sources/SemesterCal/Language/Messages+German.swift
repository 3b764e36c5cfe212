import ICalendar

extension Messages {
    /// Every student-facing text in German.
    public static let german: Messages = Messages(
        code: "de",
        weekdayAbbreviations: ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
        weekdayNames: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
        weekdaysPlural: ["montags", "dienstags", "mittwochs", "donnerstags", "freitags", "samstags", "sonntags"],
        date: germanDate,
        dayHeading: { "\(germanWeekday($0)) \(germanDate($0))" },
        dayInLine: { day, reference in
            let base = "\(germanWeekday(day)) \(pad(day.day)).\(pad(day.month))."
            return day.year == reference.year ? base : base + String(day.year)
        },

        kindName: { kind in
            switch kind {
            case .lecture: return "Vorlesung"
            case .exercise: return "Übung"
            case .lab: return "Praktikum"
            case .tutorial: return "Tutorium"
            case .block: return "Blockveranstaltung"
            case .labBlock: return "Praktikumsblock"
            case .preparationCourse: return "Vorbereitungskurs"
            case .other: return "Veranstaltung"
            }
        },
        exam: "Prüfung",
        uncertainDates: "Termine unsicher",
        uncertainWarning: "⚠ Termine unsicher",
        lecturer: "Dozent",
        style: "Art",
        group: "Gruppe",
        comment: "Kommentar",
        room: "Raum",
        reason: "Grund",
        note: "Hinweis",
        clockChangeSkip: "Zeitumstellung",
        marker: { kind in
            switch kind {
            case .cancelled: return "[Entfällt]"
            case .moved: return "[Verschoben]"
            case .roomChanged: return "[Raumänderung]"
            case .otherChanged: return "[Geändert]"
            }
        },
        cancelledOn: { "Entfällt am \($0)." },
        movedFromTo: { from, to, room in "Verschoben von \(from) auf \(to), Raum \(room)." },
        roomChangeOn: { when, room in "Raumänderung am \(when): \(room)." },
        changedOn: { "Geändert am \($0)." },
        problem: { outcome in
            switch outcome {
            case .notRead(let span):
                if let text = span.text { return "„\(text)“ nicht verstanden" }
                if let count = span.omittedCount { return count == 1 ? "1 weitere unklare Stelle" : "\(count) weitere unklare Stellen" }
                return "der Kommentar ist nicht eindeutig"
            case .commentTooLong(let read, let length):
                return "der Kommentar ist zu lang: nur die ersten \(read) von \(length) Zeichen wurden gelesen"
            case .datesNotInData(let quote):
                return "die Termine stehen nicht in den Daten („\(quote)“)"
            case .contradiction(let quote):
                return "widersprüchliche Angaben" + (quote.map { " („\($0)“)" } ?? "")
            case .impossibleDate(let quote):
                return quote.map { "„\($0)“ ist kein gültiger Termin dieses Semesters" } ?? "ein genannter Termin existiert in diesem Semester nicht"
            case .outsideLecturePeriod(let quote, let date, let first, let last):
                return "„\(quote)“: der \(germanDate(date)) liegt außerhalb der Vorlesungszeit (\(germanDate(first)) bis \(germanDate(last)))"
            case .otherWeekday(let quote, let weekday):
                return "„\(quote)“ passt nicht zum Wochentag der Veranstaltung (\(german.weekdaysPlural[weekday - 1]))"
            case .noDateLeft:
                return "der Kommentar lässt in diesem Semester keinen Termin übrig; eingetragen ist jede Woche"
            case .clockChange(let date):
                return "am \(germanDate(date)) wird während der Veranstaltung die Uhr umgestellt; dieser Termin fehlt"
            case .blockWithoutWeeks(let first, let last):
                return "Blockveranstaltung vom \(germanDate(first)) bis \(germanDate(last)) ohne Angabe der Wochen; eingetragen ist jede Woche an ihrem Wochentag"
            }
        },

        noChanges: "Keine Änderungen.",
        noUpcomingChanges: "Keine kommenden Änderungen.",
        notices: "Hinweise",
        allDay: "ganztägig",
        untitled: "(ohne Titel)",
        noRoom: "(kein Raum)",
        timetable: "Stundenplan",
        timeHeader: "Zeit",
        eventHeader: "Veranstaltung",
        changeHeader: "Änderung",
        noticeCount: { $0 == 1 ? "1 Hinweis" : "\($0) Hinweise" },
        changeCount: { $0 == 1 ? "1 Änderung" : "\($0) Änderungen" },
        initialCalendar: { events, occurrences in
            "Neuer Kalender: \(events) \(events == 1 ? "Termin" : "Termine") "
                + "(\(occurrences) \(occurrences == 1 ? "Einzeltermin" : "Einzeltermine")) geschrieben."
        },
        newCalendarNamed: { name, initial in "„\(name)“: \(initial)" },
        hiddenPast: { $0 == 1 ? "1 vergangene Änderung ausgeblendet (--all zeigt sie)" : "\($0) vergangene Änderungen ausgeblendet (--all zeigt sie)" },
        subjectNewCalendar: { "Stundenplan: neuer Kalender (\($0) \($0 == 1 ? "Termin" : "Termine"))" },
        subjectNoUpcomingChanges: "Stundenplan: keine kommenden Änderungen",
        subjectNoChanges: "Stundenplan: keine Änderungen",
        subjectChanges: { count, day in "Stundenplan: \(count) ab \(day)" },
        kindLabel: { kind in
            switch kind {
            case .added: return "neu"
            case .removed: return "aus dem Plan entfernt"
            case .cancelled: return "fällt aus"
            case .reinstated: return "findet wieder statt"
            case .moved: return "verschoben"
            case .roomChanged: return "Raum geändert"
            case .otherChanged: return "Details geändert"
            }
        },
        changeAdded: "neu",
        changeRemoved: "entfällt aus dem Plan",
        changeCancelled: "fällt aus",
        changeReinstated: "findet wieder statt",
        movedTo: { "verschoben auf \($0)" },
        movedFrom: { "verschoben von \($0)" },
        roomChange: { old, new in "Raum \(old) → \(new)" },
        changedFields: { "geändert: \($0)" },
        details: "Details",
        fieldName: { field in
            switch field {
            case "date": return "Datum"
            case "time": return "Uhrzeit"
            case "location": return "Raum"
            case "summary": return "Titel"
            case "description": return "Beschreibung"
            default: return nil
            }
        },
        titleWas: { name, old in "\(name) (vorher „\(old)“)" },
        inCourses: { "(\($0.joined(separator: "; ")))" },

        changeNotApplied: { label, when, what, why in "Änderung für „\(label)“ am \(when) (\(what)) wurde nicht übernommen: \(why)" },
        changeWouldMove: { when, room in "verschoben auf \(when)" + (room.isEmpty ? "" : " in \(room)") },
        changeWouldCancel: "fällt aus",
        unmatchedReason: { unmatched in
            switch unmatched.reason {
            case .noSlotName:
                return "sie nennt keine Veranstaltung"
            case .unknownSlot:
                return "die Veranstaltung steht nicht in diesem Stundenplan"
            case .noOccurrence(let label, let planned):
                let original = "\(germanWeekday(unmatched.change.original.date)) \(germanDate(unmatched.change.original.date)) \(unmatched.change.original.time)"
                return "„\(label)“ findet am \(original) nicht statt" + (planned.isEmpty ? "" : " (geplant: \(plannedList(planned)))")
            case .superseded:
                return "eine spätere Änderung desselben Termins ersetzt sie"
            case .weekdayContradiction(let side, let weekday, let date):
                let which = side == "original" ? "bisheriger" : "neuer"
                return "ihr \(which) Wochentag „\(german.weekdayNames[weekday - 1])“ passt nicht zum \(germanDate(date)) (ein \(german.weekdayNames[date.isoWeekday - 1])); wann die Veranstaltung stattfindet, ist unklar"
            }
        },
        downloadFailed: { course, previousKept in
            "Abruf für „\(course)“ fehlgeschlagen: "
                + (previousKept ? "der Kalender beruht auf dem vorigen Stand und ist vielleicht nicht aktuell" : "für diesen Kurs gibt es noch keinen Kalender")
        },

        indexDownloadIntro: "Kalender zum Herunterladen und Importieren.",
        indexSubscribeIntro: "„Abonnieren“ hält den Kalender aktuell; „Herunterladen“ importiert den heutigen Stand. Google Calendar: die https-Adresse unter „Weitere Kalender → Per URL“ eintragen.",
        noCalendars: "Keine Kalender.",
        archiveHeading: "Frühere Semester (Archiv, nicht zum Abonnieren)",
        subscribe: "Abonnieren",
        download: "Herunterladen"
    )

    private static func germanDate(_ date: CalendarDate) -> String { "\(pad(date.day)).\(pad(date.month)).\(date.year)" }
    private static func germanWeekday(_ date: CalendarDate) -> String { german.weekdayAbbreviations[date.isoWeekday - 1] }

    /// The first four planned occurrences ("2020-11-09 08:00, …").
    static func plannedList(_ planned: [String]) -> String {
        planned.prefix(4).joined(separator: ", ") + (planned.count > 4 ? ", …" : "")
    }
}
