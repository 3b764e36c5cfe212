/// What kind of teaching a row is, from its `style` (and, for exams, its label).
public enum LectureKind: String, Sendable, Codable, CaseIterable {
    case lecture, exercise, lab, tutorial, block, labBlock, preparationCourse, other

    /// Block rows take place on their own dates; all others form a weekly series.
    public var isBlock: Bool { self == .block || self == .labBlock || self == .preparationCourse }

    /// Classifies the service's `style` values ("Vorlesung Fixzeit", "Übungen Fixzeit",
    /// "Praktikum Fixzeit", "Tutorium Fixzeit", "Blockveranstaltung", "Praktikumsblock",
    /// "Vorbereitungskurs"); unknown styles are recurring ("other"), as SEMANTICS.md §2 says.
    public init(style: String) {
        // Every row carries one of a handful of styles: those are classified once.
        if let known = Self.serviceStyles[style] {
            self = known
            return
        }
        self.init(classifying: style)
    }

    /// The service's styles, classified once (a dictionary lookup costs far less than the
    /// case-insensitive substring search below, and String keys compare as `==` does).
    private static let serviceStyles: [String: LectureKind] = Dictionary(uniqueKeysWithValues: [
        "Vorlesung Fixzeit", "Übungen Fixzeit", "Praktikum Fixzeit", "Tutorium Fixzeit",
        "Blockveranstaltung", "Praktikumsblock", "Vorbereitungskurs", "",
    ].map { ($0, LectureKind(classifying: $0)) })

    private init(classifying style: String) {
        let s = style.lowercased()
        if s.contains("praktikumsblock") { self = .labBlock }
        else if s.contains("block") { self = .block }
        else if s.contains("vorbereitungskurs") { self = .preparationCourse }
        else if s.contains("übung") || s.contains("uebung") || s.contains("exercise") { self = .exercise }
        else if s.contains("praktikum") || s.contains("lab") { self = .lab }
        else if s.contains("tutorium") || s.contains("tutorial") { self = .tutorial }
        else if s.contains("vorlesung") || s.contains("lecture") { self = .lecture }
        else { self = .other }
    }
}
