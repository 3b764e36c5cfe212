import ICalendar

extension Messages {
    /// Every student-facing text in English.
    public static let english: Messages = Messages(
        code: "en",
        weekdayAbbreviations: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        weekdayNames: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        weekdaysPlural: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
        date: { $0.iso },
        dayHeading: { "\(englishWeekday($0)) \($0.iso)" },
        dayInLine: { day, _ in "\(englishWeekday(day)) \(day.iso)" },

        kindName: { kind in
            switch kind {
            case .lecture: return "Lecture"
            case .exercise: return "Exercise"
            case .lab: return "Lab"
            case .tutorial: return "Tutorial"
            case .block: return "Block course"
            case .labBlock: return "Lab block"
            case .preparationCourse: return "Preparation course"
            case .other: return "Class"
            }
        },
        exam: "Exam",
        uncertainDates: "Uncertain dates",
        uncertainWarning: "⚠ Dates uncertain",
        lecturer: "Lecturer",
        style: "Style",
        group: "Group",
        comment: "Comment",
        room: "Room",
        reason: "Reason",
        note: "Note",
        clockChangeSkip: "clock change",
        marker: { kind in
            switch kind {
            case .cancelled: return "[Cancelled]"
            case .moved: return "[Moved]"
            case .roomChanged: return "[Room change]"
            case .otherChanged: return "[Changed]"
            }
        },
        cancelledOn: { "Cancelled on \($0)." },
        movedFromTo: { from, to, room in "Moved from \(from) to \(to), room \(room)." },
        roomChangeOn: { when, room in "Room change on \(when): \(room)." },
        changedOn: { "Changed on \($0)." },
        problem: { outcome in
            switch outcome {
            case .notRead(let span):
                if let text = span.text { return "could not read “\(text)”" }
                if let count = span.omittedCount { return count == 1 ? "1 more unclear place" : "\(count) more unclear places" }
                return "the comment is ambiguous"
            case .commentTooLong(let read, let length):
                return "the comment is too long: only its first \(read) of \(length) characters were read"
            case .datesNotInData(let quote):
                return "the dates are not in the data (“\(quote)”)"
            case .contradiction(let quote):
                return "contradictory details" + (quote.map { " (“\($0)”)" } ?? "")
            case .impossibleDate(let quote):
                return quote.map { "“\($0)” is not a valid date of this term" } ?? "a date it names does not exist in this term"
            case .outsideLecturePeriod(let quote, let date, let first, let last):
                return "“\(quote)”: \(date.iso) is outside the lecture period (\(first.iso) to \(last.iso))"
            case .otherWeekday(let quote, let weekday):
                return "“\(quote)” does not match the lecture's day (\(english.weekdaysPlural[weekday - 1]))"
            case .noDateLeft:
                return "the comment leaves no date in this term; every week is entered instead"
            case .clockChange(let date):
                return "the clocks change during the lecture on \(date.iso); that date is left out"
            case .blockWithoutWeeks(let first, let last):
                return "block course from \(first.iso) to \(last.iso) without its weeks; entered every week on its weekday"
            }
        },

        noChanges: "No changes.",
        noUpcomingChanges: "No upcoming changes.",
        notices: "Notices",
        allDay: "all day",
        untitled: "(untitled)",
        noRoom: "(no room)",
        timetable: "Timetable",
        timeHeader: "Time",
        eventHeader: "Event",
        changeHeader: "Change",
        noticeCount: { $0 == 1 ? "1 notice" : "\($0) notices" },
        changeCount: { $0 == 1 ? "1 change" : "\($0) changes" },
        initialCalendar: { events, occurrences in
            "New calendar: \(events) \(events == 1 ? "event" : "events") "
                + "(\(occurrences) \(occurrences == 1 ? "occurrence" : "occurrences")) written."
        },
        newCalendarNamed: { name, initial in "“\(name)”: \(initial)" },
        hiddenPast: { $0 == 1 ? "1 past change hidden (--all shows it)" : "\($0) past changes hidden (--all shows them)" },
        subjectNewCalendar: { "Timetable: new calendar (\($0) \($0 == 1 ? "event" : "events"))" },
        subjectNoUpcomingChanges: "Timetable: no upcoming changes",
        subjectNoChanges: "Timetable: no changes",
        subjectChanges: { count, day in "Timetable: \(count) from \(day)" },
        kindLabel: { kind in
            switch kind {
            case .added: return "new"
            case .removed: return "removed"
            case .cancelled: return "cancelled"
            case .reinstated: return "reinstated"
            case .moved: return "moved"
            case .roomChanged: return "room changed"
            case .otherChanged: return "details changed"
            }
        },
        changeAdded: "new",
        changeRemoved: "removed from the timetable",
        changeCancelled: "cancelled",
        changeReinstated: "takes place again",
        movedTo: { "moved to \($0)" },
        movedFrom: { "moved from \($0)" },
        roomChange: { old, new in "room \(old) → \(new)" },
        changedFields: { "changed: \($0)" },
        details: "details",
        fieldName: { field in
            switch field {
            case "date": return "date"
            case "time": return "time"
            case "location": return "room"
            case "summary": return "title"
            case "description": return "description"
            default: return nil
            }
        },
        titleWas: { name, old in "\(name) (was “\(old)”)" },
        inCourses: { "(\($0.joined(separator: "; ")))" },

        changeNotApplied: { label, when, what, why in "Change for “\(label)” on \(when) (\(what)) was not applied: \(why)" },
        changeWouldMove: { when, room in "moved to \(when)" + (room.isEmpty ? "" : " in \(room)") },
        changeWouldCancel: "cancelled",
        unmatchedReason: { unmatched in
            switch unmatched.reason {
            case .noSlotName:
                return "it names no lecture"
            case .unknownSlot:
                return "the lecture is not in this timetable"
            case .noOccurrence(let label, let planned):
                let original = unmatched.change.original
                return "“\(label)” does not take place on \(englishWeekday(original.date)) \(original.date.iso) at \(original.time)"
                    + (planned.isEmpty ? "" : " (planned: \(plannedList(planned)))")
            case .superseded:
                return "a later change of the same session replaces it"
            case .weekdayContradiction(let side, let weekday, let date):
                let which = side == "original" ? "original" : "new"
                return "its \(which) day “\(english.weekdayNames[weekday - 1])” contradicts the date \(date.iso) (a \(english.weekdayNames[date.isoWeekday - 1])), so it is unclear when the lecture takes place"
            }
        },
        downloadFailed: { course, previousKept in
            "Download for “\(course)” failed: "
                + (previousKept ? "the calendar is built from the previous download and may be out of date" : "there is no calendar for this course yet")
        },

        indexDownloadIntro: "Calendars to download and import.",
        indexSubscribeIntro: "“Subscribe” keeps the calendar up to date; “Download” imports it as it is today. Google Calendar: paste the https address under “Other calendars → From URL”.",
        noCalendars: "No calendars.",
        archiveHeading: "Earlier terms (archives, not for subscribing)",
        subscribe: "Subscribe",
        download: "Download"
    )

    private static func englishWeekday(_ date: CalendarDate) -> String { english.weekdayAbbreviations[date.isoWeekday - 1] }
}
