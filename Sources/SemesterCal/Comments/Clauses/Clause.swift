/// What a clause of a comment is about (SEMANTICS.md §4a). Only clauses about the lecture's
/// sessions bound the series; the others leave it as it is and go to the description.
public enum ClauseSubject: String, Hashable, Sendable, CaseIterable {
    /// Termin, Vorlesung, Übung, Sitzung, Beginn, class, session … or no subject at all.
    case sessions
    case room
    /// online, hybrid, Präsenz, Zoom: the lecture takes place either way.
    case mode
    case registration
    case exam
    case submission
    /// A change of lecturer, supervision ("Betreuung durch …", "Dozentenwechsel ab …").
    case lecturer
    /// Group splits ("Gruppen nach Plan", "Gruppeneinteilung über Moodle").
    case groups
    /// Something that happens in the lecture ("Präsentationen ab KW 50 in der Vorlesung", "Zwischentest am 27.11.").
    case activity
    /// Another kind of session than the row's own ("- Vorlesung - (Praktikumstermine werden bekannt gegeben)").
    case otherSessions
    /// Links, access data, keys and documents ("Zugangsdaten per Mail", "Folien in Moodle"): what
    /// is handed out, not when the sessions are.
    case material
    /// The language of teaching ("bis KW 47 Deutsch, dann Englisch", "in English from week 46"): the
    /// lecture takes place either way, as with the mode.
    case language
    /// How long one session lasts or how it is laid out, as an exception ("am 4.12. ausnahmsweise
    /// ganztägig", "on 23 Nov exceptionally a double session"): the session takes place either way.
    case length
    /// The sessions of another weekday than the row's, in a comment of a course on several
    /// ("Mo/Mi-Kurs: Mi-Termin nur in KW 41-46" on the Monday row; `WeekdayScopes`).
    case otherWeekday

    /// English words for `explain`: "about the room", "about another weekday's sessions".
    public var englishName: String {
        switch self {
        case .otherSessions: return "other sessions"
        case .otherWeekday: return "sessions of another weekday"
        default: return rawValue
        }
    }

    /// German name for `explain` and descriptions.
    public var germanName: String {
        switch self {
        case .sessions: return "Termine"
        case .room: return "Raum"
        case .mode: return "Form (online/Präsenz)"
        case .registration: return "Anmeldung"
        case .exam: return "Prüfung"
        case .submission: return "Abgabe"
        case .lecturer: return "Lehrperson"
        case .groups: return "Gruppen"
        case .activity: return "Aktivität in der Veranstaltung"
        case .otherSessions: return "andere Termine"
        case .material: return "Unterlagen und Zugänge"
        case .language: return "Sprache"
        case .length: return "Dauer einer Sitzung"
        case .otherWeekday: return "Termine eines anderen Wochentags"
        }
    }
}

/// Whether a clause affirms or negates what it says ("nicht in KW 49", "entfällt am 3.12.").
public enum Polarity: String, Hashable, Sendable {
    case positive
    case negated
}

/// One clause of a comment as the reader understood it.
public struct ClauseReading: Hashable, Sendable {
    /// The clause's text as written.
    public let text: String
    public let subject: ClauseSubject
    /// `negated` when a negation in the clause applies to at least one of its cues.
    public let polarity: Polarity
    /// The cues the clause contributes to the plan (negation and subject already applied).
    public let cues: [Cue]
    /// Text in the clause that could bear on dates and that no rule read.
    public let unread: [UnreadSpan]

    public init(text: String, subject: ClauseSubject, polarity: Polarity, cues: [Cue], unread: [UnreadSpan]) {
        self.text = text
        self.subject = subject
        self.polarity = polarity
        self.cues = cues
        self.unread = unread
    }
}
