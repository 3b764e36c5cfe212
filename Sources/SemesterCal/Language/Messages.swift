import ICalendar

/// Every text a student reads — event titles and descriptions, change reports, mails and the
/// index page — in one language: one table per language (`Messages+German.swift`,
/// `Messages+English.swift`). Code picks a table once (`Messages.for(_:)`) and never asks which
/// language it has; typed outcomes (`PlanningProblem.Outcome`, `UnmatchedChange.Reason`, change
/// kinds) are worded here, not where they arise.
///
/// What the operator reads (standard error, `explain`'s reasons) is English and is not here.
public struct Messages: Sendable {
    /// The language's code, for `lang` attributes ("de", "en").
    public let code: String

    // MARK: Dates and days

    /// "Mo" … "So" / "Mon" … "Sun", Monday first.
    let weekdayAbbreviations: [String]
    /// "Montag" … / "Monday" …, Monday first.
    let weekdayNames: [String]
    /// "montags" … / "Mondays" …: when a lecture takes place.
    let weekdaysPlural: [String]
    /// A date inside a sentence: "12.10.2020" / "2020-10-12".
    let date: @Sendable (CalendarDate) -> String
    /// A day heading: "Mo 12.10.2020" / "Mon 2020-10-12".
    let dayHeading: @Sendable (CalendarDate) -> String
    /// A day inside a line, near `reference`: "Di 13.10." (the year when it differs) / "Tue 2020-10-13".
    let dayInLine: @Sendable (_ day: CalendarDate, _ reference: CalendarDate) -> String

    // MARK: Calendar events

    let kindName: @Sendable (LectureKind) -> String
    let exam: String
    let uncertainDates: String
    let uncertainWarning: String
    let lecturer: String
    let style: String
    let group: String
    let comment: String
    let room: String
    let reason: String
    let note: String
    /// Why a date is left out of a series on a clock change (`SkippedDate.reason`).
    let clockChangeSkip: String
    /// The summary prefix of a changed occurrence: "[Entfällt]" / "[Cancelled]".
    let marker: @Sendable (AppliedChange.Kind) -> String
    /// The note of an applied change; `when` texts are "Mo 12.10.2020 08:00".
    let cancelledOn: @Sendable (_ when: String) -> String
    let movedFromTo: @Sendable (_ from: String, _ to: String, _ room: String) -> String
    let roomChangeOn: @Sendable (_ when: String, _ room: String) -> String
    let changedOn: @Sendable (_ when: String) -> String
    /// Why a row's dates are uncertain, as a student needs to know it.
    let problem: @Sendable (PlanningProblem.Outcome) -> String

    // MARK: Change reports and mails

    let noChanges: String
    let noUpcomingChanges: String
    let notices: String
    let allDay: String
    let untitled: String
    let noRoom: String
    let timetable: String
    let timeHeader: String
    let eventHeader: String
    let changeHeader: String
    let noticeCount: @Sendable (Int) -> String
    let changeCount: @Sendable (Int) -> String
    let initialCalendar: @Sendable (_ events: Int, _ occurrences: Int) -> String
    /// A new calendar among others in one report: "„Inf 1“: Neuer Kalender: …".
    let newCalendarNamed: @Sendable (_ name: String, _ initial: String) -> String
    let hiddenPast: @Sendable (Int) -> String
    let subjectNewCalendar: @Sendable (_ events: Int) -> String
    let subjectNoUpcomingChanges: String
    let subjectNoChanges: String
    let subjectChanges: @Sendable (_ count: String, _ firstDay: String) -> String
    /// What a kind of change is called in a count ("2× verschoben").
    let kindLabel: @Sendable (OccurrenceChange.Kind) -> String
    let changeAdded: String
    let changeRemoved: String
    let changeCancelled: String
    let changeReinstated: String
    let movedTo: @Sendable (_ when: String) -> String
    let movedFrom: @Sendable (_ when: String) -> String
    let roomChange: @Sendable (_ old: String, _ new: String) -> String
    let changedFields: @Sendable (_ list: String) -> String
    let details: String
    /// A property name of `OccurrenceChange.fields`; nil for one it does not know.
    let fieldName: @Sendable (String) -> String?
    let titleWas: @Sendable (_ name: String, _ old: String) -> String
    /// The courses (calendars) a change belongs to, after its title in a report of several.
    let inCourses: @Sendable ([String]) -> String

    // MARK: Notices in reports

    /// A change of the feed that was not applied: "Änderung für „Mathe“ am Mo 09.11.2020 08:00 (fällt aus) wurde nicht übernommen: …".
    let changeNotApplied: @Sendable (_ label: String, _ when: String, _ what: String, _ why: String) -> String
    let changeWouldMove: @Sendable (_ when: String, _ room: String) -> String
    let changeWouldCancel: String
    let unmatchedReason: @Sendable (UnmatchedChange) -> String
    let downloadFailed: @Sendable (_ course: String, _ previousKept: Bool) -> String

    // MARK: The index page

    let indexDownloadIntro: String
    let indexSubscribeIntro: String
    let noCalendars: String
    let archiveHeading: String
    let subscribe: String
    let download: String

    /// The table of `language`.
    public static func `for`(_ language: InstitutionProfile.Language) -> Messages {
        switch language {
        case .de: return .german
        case .en: return .english
        }
    }

    /// The table of a language code: German for any code starting with "de" ("de", "de-DE"), English otherwise.
    public static func `for`(code: String) -> Messages {
        code.lowercased().hasPrefix("de") ? .german : .english
    }

    /// Two-digit zero padding without locale-dependent formatting.
    static func pad(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : String(value) }
}
