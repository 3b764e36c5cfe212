/// The words calendars are written with, in the profile's language.
public struct CalendarLanguage: Sendable {
    public let isGerman: Bool

    public init(code: String) { isGerman = code.lowercased().hasPrefix("de") }

    func kindName(_ kind: LectureKind) -> String {
        switch kind {
        case .lecture: return isGerman ? "Vorlesung" : "Lecture"
        case .exercise: return isGerman ? "Übung" : "Exercise"
        case .lab: return isGerman ? "Praktikum" : "Lab"
        case .tutorial: return isGerman ? "Tutorium" : "Tutorial"
        case .block: return isGerman ? "Blockveranstaltung" : "Block course"
        case .labBlock: return isGerman ? "Praktikumsblock" : "Lab block"
        case .preparationCourse: return isGerman ? "Vorbereitungskurs" : "Preparation course"
        case .other: return isGerman ? "Veranstaltung" : "Class"
        }
    }

    var exam: String { isGerman ? "Prüfung" : "Exam" }
    var uncertainDates: String { isGerman ? "Termine unsicher" : "Uncertain dates" }
    var uncertainWarning: String { isGerman ? "⚠ Termine unsicher" : "⚠ Dates uncertain" }
    var lecturer: String { isGerman ? "Dozent" : "Lecturer" }
    var style: String { isGerman ? "Art" : "Style" }
    var group: String { isGerman ? "Gruppe" : "Group" }
    var comment: String { isGerman ? "Kommentar" : "Comment" }
    var room: String { isGerman ? "Raum" : "Room" }
}
