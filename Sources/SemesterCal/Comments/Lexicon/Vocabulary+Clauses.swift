/// The words that decide a clause's subject and polarity, and the words that can stand next to a
/// date without changing it (SEMANTICS.md §4a). Data, not code: adding a word a lecturer uses is a
/// one-line change here, and `Tests/SemesterCalTests/Comments/GrammarRuleTests` shows its effect.
extension Vocabulary {
    /// Words that open a new clause (SEMANTICS.md §4a): "…, dann im Hörsaal", "danach wöchentlich".
    static let clauseOpeners: WordList = [
        "dann", "danach", "sonst", "ansonsten", "sowie", "anschließend", "anschliessend", "sondern", "aber", "jedoch",
        "then", "afterwards", "otherwise", "but", "however", "thereafter",
    ]

    /// "an extra session", "ein zusätzlicher Termin".
    static let indefiniteArticles: WordList = ["a", "an", "one", "ein", "eine", "einen"]
    /// "Zusatztermine", "extra sessions": sessions besides the series, which need their dates.
    static let extraSessionNouns: WordList = ["zusatztermin", "zusatztermine", "zusatzterminen", "extratermin", "extratermine", "nachholtermin", "nachholtermine", "zusatzsitzung", "zusatzsitzungen"]

    /// "jedoch", "however": a contrast that may stand between a start word and its week
    /// ("Vorlesungsbeginn jedoch erst KW 43").
    /// "ab", "from", "von … an": a start from which a negation takes the sessions away ("ab KW 2 keine
    /// Vorlesung mehr"). "Beginn", "Start" are not: a cancelled start says nothing clear.
    static let fromOnWords: WordList = ["ab", "from", "von", "vom", "starting", "beginning"]

    /// The two sides of the teaching mode: on campus and remote.
    enum ModeSide: Hashable { case onCampus, remote }

    /// Which side of the mode a word (or its first part) names: "Präsenz-", "Präsenzlehre", "campus";
    /// "online", "Online-Sitzung", "Zoom", "virtuell".
    static func modeSide(_ word: String) -> ModeSide? {
        if ["präsenz", "praesenz", "anwesenheit", "presence", "campus", "vorort"].contains(where: { word.hasPrefix($0) }) { return .onCampus }
        if ["online", "virtu", "digital", "zoom", "remote", "webex"].contains(where: { word.hasPrefix($0) }) { return .remote }
        return nil
    }

    static let contrastAdverbs: WordList = ["jedoch", "aber", "allerdings", "doch", "however", "though"]
    /// "die Vorlesung beginnt dann in KW 43", "starts then in week 43": placing a start after what came before.
    static let startPlacingAdverbs: WordList = ["dann", "then"]

    enum Negation { case plain, cancellation }

    /// "nicht", "kein", "not", "no"; and the cancellation words, which also make the clause about the
    /// sessions: "entfällt", "fällt … aus", "Ausfall", "abgesagt", "cancelled", "frei".
    static func negation(_ word: Word, next: Word?) -> Negation? {
        if plainNegations.contains(word) { return .plain }
        // "allen Freitagen" is no misspelt "fallen": a word some list knows as it is takes no typo.
        if cancellations.contains(word) || !harmless.contains(word) && Vocabulary.matches(word, anyOf: cancellations) { return .cancellation }
        // "Ausfalltermine", "Ausfalltage", "Ausfallwoche": what the compound names is cancelled.
        if word.count > 8, cancellingPrefixes.contains(where: { word.text.hasPrefix($0) }) { return .cancellation }
        // "Vorlesungsausfall", "Unterrichtsausfall", "Stundenausfall": the sessions' cancellation.
        if word.count > 9, word.text.hasSuffix("ausfall") || word.text.hasSuffix("ausfälle") { return .cancellation }
        return nil
    }

    /// "frei" is plain: "KW 47 frei" removes the week, "Gruppe frei wählbar" is about something else.
    /// First parts of compounds that name cancelled sessions or days.
    static let cancellingPrefixes = ["ausfall", "entfall"]
    static let plainNegations: WordList = ["nicht", "kein", "keine", "keinen", "keiner", "keinem", "not", "no", "never", "nie", "frei", "cannot", "without", "none", "nor", "nichts", "nothing"]
    static let cancellations: WordList = [
        "entfällt", "entfallen", "entfallt", "entfaellt", "entfiel", "entfällen", "ausfall", "ausfälle", "ausfallen", "fällt", "fallen",
        "faellt", "abgesagt", "absagen", "abzusagen", "absage", "cancelled", "canceled", "cancellation", "cancelation", "cancel", "vorlesungsfrei",
        "unterrichtsfrei", "ausgesetzt", "pausiert", "pause", "pauses", "paused", "skipped", "omitted", "dropped", "skip", "skipping", "gestrichen",
        "storniert", "ausfällt", "ausfallen", "entf", "ruht", "ruhen",
        // "Unterbrechung von KW 48 bis KW 50", "in KW 46 unterbrochen": a pause, as "Pause" is read.
        "unterbrechung", "unterbrechungen", "unterbrochen", "interruption",
        // Leaving a week out: "KW 47 wird ausgelassen", "week 49 is skipped", "lectures suspended in weeks 51-53".
        "ausgelassen", "auslassen", "übersprungen", "uebersprungen", "überspringen", "suspended", "suspend",
        // Stopping from a point on: "ab KW 50 eingestellt", "classes stop from week 51 on", "discontinued from 10 June".
        "eingestellt", "discontinued", "discontinue", "stop", "stops", "stopped", "ceased",
    ]

    typealias SubjectReading = (subject: ClauseSubject, kind: ClauseAnalysis.SessionKind?, isOperator: Bool)

    /// A subject noun: what it names, the kind of session it names, and whether it governs the
    /// sessions' dates on its own ("Termine: …", "Beginn").
    static func subject(of word: Word) -> SubjectReading? {
        let w = word.text
        if let exact = subjectWords[w] { return exact }
        // Compounds are named by their last part ("Präsenzunterricht", "Zusatzübungen", "Klausurtermin"),
        // except where a first part says it ("Raumwechsel", "Gruppeneinteilung").
        // A part's letters must all be in the word: most parts are passed over on the masks alone.
        let prefix = subjectPrefixParts.first { word.count > $0.0.count + 2 && $0.0.letters & ~word.letters == 0 && w.hasPrefix($0.0.text) }
        if let (part, value) = subjectSuffixParts.first(where: { word.count > $0.0.count && $0.0.letters & ~word.letters == 0 && w.hasSuffix($0.0.text) }),
           !(part.text.hasPrefix("tage") && daysOff.contains(where: { w.hasPrefix($0) })) {
            let suffix = part.text
            // "Präsenzunterricht" and "Präsentationstermine" are sessions, "Anmeldetermin" a registration.
            if let prefix, suffix.hasPrefix("termin"), ![.mode, .activity].contains(prefix.1) { return (prefix.1, nil, false) }
            return value
        }
        if let prefix { return (prefix.1, nil, false) }
        if word.count >= 5 {
            for length in (word.count - 1)...(word.count + 1) {
                for (key, value) in typoTolerantSubjects[length] ?? [] where Vocabulary.matches(word, key) { return value }
            }
        }
        return nil
    }

    /// The subject nouns of six letters or more, prepared once for typo-tolerant matching.
    private static let typoTolerantSubjects: [Int: [(Keyword, (ClauseSubject, ClauseAnalysis.SessionKind?, Bool))]] =
        Dictionary(grouping: subjectWords.filter { $0.key.count >= 6 && $0.value.0 != .material }.sorted { $0.key < $1.key }.map { (Keyword($0.key), $0.value) },
                   by: { $0.0.count })

    private static let subjectWords: [String: (ClauseSubject, ClauseAnalysis.SessionKind?, Bool)] = {
        var words: [String: (ClauseSubject, ClauseAnalysis.SessionKind?, Bool)] = [:]
        func add(_ subject: ClauseSubject, _ kind: ClauseAnalysis.SessionKind?, operator op: Bool = false, _ list: [String]) {
            for w in list { words[w] = (subject, kind, op) }
        }
        // "Zeitraum KW 45 - KW 2": a span of time, not a room (compounds are otherwise named by their last part).
        add(.sessions, nil, operator: true, ["zeitraum", "zeitraums", "zeitrahmen", "zeitfenster", "period", "timeframe", "laufzeit",
                                             "duration", "dauer"])
        add(.sessions, nil, operator: true, ["termin", "termine", "terminen", "dates", "date", "schedule", "zeitplan", "terminplan"])
        // "Zeiten werden mit den Gruppen abgestimmt", "times agreed with the group": the sessions' times,
        // whoever else the clause names.
        add(.sessions, nil, operator: true, ["zeiten", "uhrzeiten", "times"])
        add(.sessions, .lecture, ["vorlesung", "vorlesungen", "vorl", "vl", "lecture", "lectures", "vorlesunge", "vorlesg", "vorlsg"])
        add(.sessions, .exercise, ["übung", "übungen", "uebung", "uebungen", "übg", "ueb", "exercise", "exercises", "exercices"])
        add(.sessions, .lab, ["praktikum", "praktika", "lab", "labs", "labwork", "labor"])
        add(.sessions, .tutorial, ["tutorium", "tutorien", "tutorial", "tutorials"])
        add(.sessions, nil, ["sitzung", "sitzungen", "veranstaltung", "veranstaltungen", "veranst", "veranstalt", "lv", "lehrveranstaltung", "unterricht", "kurs", "kurse",
                        "course", "seminar", "class", "classes", "session", "sessions", "lesson", "lessons", "meeting", "meetings",
                        "treffen", "einheit", "einheiten", "workshop", "lectures", "veranstaltungsreihe"])
        add(.activity, nil, ["präsentation", "präsentationen", "presentation", "presentations", "referat", "referate", "zwischentest",
                             "test", "tests", "quiz", "vortrag", "vorträge", "talk", "talks", "exkursion", "excursion", "field", "trip",
                             // Office hours are not the lecture: "Online-Sprechstunde ab KW 46 montags nach der Vorlesung".
                             "sprechstunde", "sprechstunden", "fragestunde", "fragestunden", "consultation", "office"])
        add(.room, nil, ["raum", "räume", "raeume", "room", "rooms", "hörsaal", "hörsäle", "hoersaal", "hs", "hall", "gebäude", "building", "seminarraum", "audimax", "hörsaalwechsel", "raumänderung"])
        add(.language, nil, ["sprache", "unterrichtssprache", "vorlesungssprache", "englisch", "english", "deutsch", "german", "language",
                        "englischsprachig", "deutschsprachig", "englischer", "deutscher"])
        // "Attendance is compulsory from CW 43 onwards", "Anwesenheitspflicht ab KW 44": how the sessions are
        // held, not when.
        add(.mode, nil, ["attendance", "anwesenheitspflicht", "anwesenheit"])
        add(.mode, nil, ["online", "präsenz", "praesenz", "hybrid", "virtuell", "virtuelle", "virtual", "digital", "digitale", "zoom", "teams",
                    "webex", "bbb", "remote", "campus", "anwesend", "livestream", "stream", "asynchron", "synchron", "onlie", "webinar",
                    "präsenzbetrieb", "onlinebetrieb", "distanzlehre", "onsite", "person", "inperson", "vorort", "aufzeichnung",
                    "aufzeichnungen", "recording", "recordings", "präsenzpflicht", "presence", "hybridbetrieb", "fernlehre", "site"])
        add(.registration, nil, ["anmeldung", "anmeldungen", "anmeldeschluss", "anmeldefrist", "registration", "register", "registrieren",
                            "registrierung", "einschreibung", "einschreiben", "abmeldung", "themenvergabe", "bewerbung", "enrol", "enroll",
                            "enrolment", "enrollment", "signup", "sign", "anmelden", "primuss", "melden"])
        add(.exam, nil, ["klausur", "klausuren", "klausurtermin", "probeklausur", "nachklausur", "prüfung", "prüfungen", "pruefung",
                    "prüfungstermin", "prüfungstermine", "exam", "exams", "examination", "midterm", "kolloquium", "klausureinsicht", "testat", "testate"])
        add(.submission, nil, ["abgabe", "abgaben", "abgabetermin", "abgabefrist", "projektabgabe", "einreichung", "deadline", "deadlines",
                          "submission", "submissions", "submit", "due", "hausarbeit", "frist", "abgabedatum", "bericht", "berichte",
                          "report", "reports", "hochladen", "upload", "einreichen", "hand", "handin", "hand-in", "hand-ins",
                          "abgeben", "abzugeben", "abgegeben", "assignment", "assignments", "homework",
                          // "danach alle 14 Tage ein Blatt", "a new sheet every week": exercise sheets.
                          "blatt", "blätter", "blaetter", "übungsblatt", "übungsblätter", "aufgabenblatt", "sheet", "sheets"])
        add(.registration, nil, ["wählen", "wahl", "themenwahl", "choose", "select"])
        add(.lecturer, nil, ["dozent", "dozentin", "dozenten", "dozentenwechsel", "lecturer", "betreuung", "vertretung", "lehrbeauftragter",
                        "professor", "prof", "lehrende", "tutor", "tutorin"])
        // What is handed out: "Zugangsdaten per Mail", "Zoom-Link kommt per Mail", "Folien in Moodle".
        add(.material, nil, ["link", "links", "zugangsdaten", "zugang", "zugänge", "einwahldaten", "passwort", "password", "passcode",
                             "kennwort", "pwd", "schlüssel", "key", "unterlagen", "folien", "slides", "skript", "skripte", "script",
                             "material", "materialien", "materials", "einladung", "einladungen", "invitation", "invite", "url",
                             // "problem sets fortnightly", "new worksheets every week": what is handed out.
                             "worksheet", "worksheets", "sheet", "sheets", "problem", "handout", "handouts",
                             // "Kap. 3-5 in KW 45", "Thema Regression in KW 48", "chapter 6 in week 48": what is
                             // covered when, not when the sessions are.
                             "kapitel", "kap", "chapter", "chapters", "chap", "thema", "topic", "topics", "inhalt",
                             "inhalte", "content", "contents"])
        add(.groups, nil, ["gruppe", "gruppen", "gr", "group", "groups", "gruppeneinteilung", "gruppenteilung", "teilgruppe", "übungsgruppe",
                      "kleingruppen", "section", "sections"])
        return words
    }()

    private static let subjectPrefixes: [(String, ClauseSubject)] = [
        ("raum", .room), ("gruppe", .groups), ("klausur", .exam), ("prüfung", .exam), ("anmelde", .registration), ("abgabe", .submission),
        ("dozent", .lecturer), ("präsenz", .mode), ("online", .mode), ("referat", .activity), ("präsentation", .activity),
    ]

    private static let subjectSuffixes: [(String, (ClauseSubject, ClauseAnalysis.SessionKind?, Bool))] = [
        // "Vorlesungszeitraum 13.10.–15.12.": a span of time, before "raum" can read it as a room.
        ("zeitraum", (.sessions, nil, true)), ("zeitraums", (.sessions, nil, true)),
        ("anmeldung", (.registration, nil, false)), ("abgabe", (.submission, nil, false)), ("klausur", (.exam, nil, false)),
        // "Übungsblatt 1", "Übungszettel", "Hausaufgaben": what is handed out or in, not a session.
        ("blatt", (.material, nil, false)), ("blätter", (.material, nil, false)), ("blaetter", (.material, nil, false)),
        ("zettel", (.material, nil, false)), ("aufgabe", (.submission, nil, false)), ("aufgaben", (.submission, nil, false)),
        ("prüfung", (.exam, nil, false)), ("raum", (.room, nil, false)), ("bericht", (.submission, nil, false)),
        ("berichte", (.submission, nil, false)), ("themen", (.registration, nil, false)),
        // "Gastvortrag", "Zwischenpräsentationen", "Kurzreferate": something that happens in a session.
        ("vortrag", (.activity, nil, false)), ("vorträge", (.activity, nil, false)), ("präsentation", (.activity, nil, false)),
        ("präsentationen", (.activity, nil, false)), ("referat", (.activity, nil, false)), ("referate", (.activity, nil, false)),
        ("termine", (.sessions, nil, true)), ("termin", (.sessions, nil, true)),
        ("praktikum", (.sessions, .lab, false)), ("praktika", (.sessions, .lab, false)),
        ("vorlesung", (.sessions, .lecture, false)), ("vorlesungen", (.sessions, .lecture, false)),
        ("übung", (.sessions, .exercise, false)), ("übungen", (.sessions, .exercise, false)),
        ("tutorium", (.sessions, .tutorial, false)),
        ("veranstaltung", (.sessions, nil, false)), ("veranstaltungen", (.sessions, nil, false)), ("unterricht", (.sessions, nil, false)),
        ("sitzung", (.sessions, nil, false)), ("sitzungen", (.sessions, nil, false)), ("kurs", (.sessions, nil, false)),
        // "Vorlesungsreihe", "Seminarreihe", "Vortragsreihe": the series of sessions.
        ("reihe", (.sessions, nil, false)),
        // "Klausurvorbereitung", "Exkursionsvorbereitung": preparation sessions.
        ("vorbereitung", (.sessions, nil, false)),
        // "Vorlesungsbetrieb", "Lehrbetrieb"; "Blockseminar", "Hauptseminar" ("Präsenzbetrieb" is the mode, above).
        ("betrieb", (.sessions, nil, false)), ("seminar", (.sessions, nil, false)), ("seminare", (.sessions, nil, false)),
        // "Zoom-Link", "Einschreibeschlüssel", "Vorlesungsfolien": what is handed out.
        ("link", (.material, nil, false)), ("schlüssel", (.material, nil, false)), ("passwort", (.material, nil, false)),
        ("unterlagen", (.material, nil, false)), ("folien", (.material, nil, false)), ("material", (.material, nil, false)),
        // "Blocktage", "Präsenztage", "Seminartagen": the days the sessions meet ("Feiertage" excepted below).
        ("tage", (.sessions, nil, false)), ("tagen", (.sessions, nil, false)),
    ]

    /// `subjectPrefixes` and `subjectSuffixes` with their lengths and letters worked out once.
    private static let subjectPrefixParts = subjectPrefixes.map { (Keyword($0.0), $0.1) }
    private static let subjectSuffixParts = subjectSuffixes.map { (Keyword($0.0), $0.1) }

    /// Compounds in "-tage" that name days without sessions: never the sessions' days.
    private static let daysOff = ["feier", "brücken", "bruecken", "ferien", "frei", "ruhe", "urlaubs", "fest", "lehrfreie", "vorlesungsfreie"]

    /// Words that govern the sessions' dates: with one, a clause that also names a room or a mode
    /// is about the sessions ("außer KW 47 virtuell", "Beginn KW 41 im Hörsaal").
    static let sessionOperators: WordList = [
        "beginn", "begin", "beginnt", "start", "starts", "startet", "starting", "kursbeginn", "vorlesungsbeginn", "vorlesungsende",
        "endet", "ends", "außer", "ausser", "ausgenommen", "except", "excluding", "zusätzlich", "zusaetzlich", "additionally",
        "einmalig", "once", "erste", "ersten", "erster", "first", "letzte", "letzten", "letzter", "last", "tägig", "taegig",
        "wöchig", "wöchentlich", "weekly", "biweekly", "fortnightly", "auftakt", "kickoff", "semesterbeginn", "vorlesungszeit",
    ]

    /// Words that make a date in a clause about the sessions vague (SEMANTICS.md §4a): the row is
    /// then not understood.
    /// What is covered: "Kap. 3-5", "Thema Regression", "chapter 6" (`ClauseReader.namesTopic`).
    static let topicWords: Set<String> = ["kapitel", "kap", "chapter", "chapters", "chap", "thema", "topic", "topics", "inhalt", "inhalte",
                                          "content", "contents"]

    static let vague: WordList = [
        "mitte", "mid", "anfang", "anfangs", "early", "late", "gegen", "towards", "toward", "ca", "circa", "etwa", "ungefähr",
        "ungefaehr", "approx", "approximately", "around", "voraussichtlich", "vorauss", "voraussichtl", "vsl", "evtl", "eventuell",
        "vielleicht", "möglicherweise", "ggf", "ggfs", "gegebenenfalls", "tentatively", "tentative", "probably", "possibly",
        "maybe", "perhaps", "unregelmäßig", "unregelmässig", "unregelmaessig", "irregular", "irregularly", "sporadisch",
        "gelegentlich", "occasionally", "einzelne", "einzelnen", "einige", "some", "mehrere", "several", "teilweise", "partly",
        "beginning", "middle", "sometime", "irgendwann",
        "kurzfristig", "individuell", "individuelle", "individuellen", "individual", "bedarf", "request", "anfrage",
    ]

    /// Words that point to dates kept elsewhere (SEMANTICS.md §4a): with a date noun or a date in the
    /// clause ("Termine siehe Stud.IP", "Termine per Rundmail", "laut Aushang"), the row is not understood.
    static let elsewhere: WordList = [
        "siehe", "see", "laut", "gemäß", "gemaess", "according", "moodle", "studip", "stud", "ilias", "aushang", "aushängen",
        "notice", "homepage", "website", "webseite", "mail", "email", "rundmail", "rundschreiben", "announced", "angekündigt",
        "ankündigung", "bekanntgabe", "informiert", "informed", "bekannt", "gegeben", "bekanntgegeben", "folgt", "folgen",
        "follow", "tba", "tbd", "tbc", "lt", "vereinbart", "vereinbaren", "vereinbarung", "absprache", "abgesprochen", "arranged",
        "arrangement", "festgelegt", "offen", "plan", "schwarzes", "brett", "intranet", "portal", "ansage", "angesagt", "announcement",
    ]

    /// Words after a number that make it a count, not a week or a day: "4 SWS", "max. 25 TN", "3 Gruppen".
    static let countUnits: WordList = [
        // "jeweils 2 Blöcke", "je 3 Blocks": the blocks of one day.
        "blöcke", "bloecke", "blocks",
        "sws", "tn", "teilnehmer", "teilnehmende", "teilnehmerinnen", "ects", "cp", "credits", "personen", "studierende", "studenten",
        "students", "participants", "plätze", "sitzplätze", "sitzplaetze", "places", "seats", "min", "minuten", "minutes", "std", "stunden", "h", "hours", "uhr",
        "semester", "sem", "gruppen", "groups", "x", "mal", "times", "st", "nd", "rd", "th", "pers", "leute", "people", "euro", "eur",
        // The parts of the hours per week: "4 SWS (2 V + 2 Ü)", "2 VL, 1 Übg".
        "v", "ü", "ue", "vl", "übg", "üb", "ueb",
    ]

    /// Words before a number that make it a week or a day ("am 12", "ab 45", "bis 3"): a number after
    /// one of these that no rule read makes the row not understood.
    static let temporalPrepositions: WordList = [
        "am", "an", "ab", "bis", "vom", "von", "zum", "in", "im", "on", "from", "until", "till", "to", "by", "before", "after", "vor",
        "nach", "seit", "since", "ende", "anfang", "mitte", "beginn", "start", "außer", "ausser", "ohne", "except", "und", "and",
        "sowie", "week", "woche", "termin", "termine", "einschl", "einschließlich", "inkl", "incl", "zusätzlich", "plus", "nur", "only",
        "jeweils", "auch", "also", "statt", "instead", "auf", "at", "the", "den", "dem", "der", "des",
    ]

    /// Words that never bear on the dates: function words, course and teaching nouns, and the
    /// lecturers' usual remarks. An unknown word next to a date makes the row not understood;
    /// one of these does not.
    static let harmless: WordList = [
        // "finden nur an diesen Tagen statt: 17.10., 31.10.", "only on these days:": the list comes after them.
        "diesen", "these", "tagen",
        // "Mittwoch wie gewohnt", "Dienstag durchgehend": a weekday of the course, unchanged (`WeekdayScopes`).
        "durchgehend", "durchgängig", "durchgaengig", "gewohnt", "unverändert", "unveraendert", "usual",
        // "Termin 1-5 wöchentlich, Rest 14-tägig", "the remaining sessions fortnightly": the sessions after a phase.
        "rest", "restlichen", "restliche", "remaining",
        // "ab KW 47 nur noch ungerade Wochen, vorher jede Woche": the rhythm before the later one (`RhythmPhases`).
        "vorher", "davor", "zuvor", "previously",
        // "compact course Thu 3 Dec to Sat 5 Dec", "intensive week": a block (`DaysOfABlock`).
        "compact", "intensive",
        // Verbs of running and lasting: the bound after them says when ("läuft bis KW 50", "runs fortnightly from CW 42").
        "läuft", "laeuft", "runs", "run", "running", "verläuft", "meets", "meet", "does", "do", "did",
        // Verbs of holding a session: "wird in KW 48 nicht gehalten", "nicht angeboten", "wird nicht gelesen",
        // "is not offered": with a negation a cancellation, without one the clause's week or date says when.
        // "kann ich am 19.11. nicht lesen", "liest ab KW 44": to give the lecture, as lecturers say it.
        "lesen", "liest", "lese",
        "gehalten", "abgehalten", "angeboten", "gelesen", "durchgeführt", "durchgefuehrt", "veranstaltet", "unterrichtet",
        "offered", "given", "taught", "delivered", "geplant", "planned", "scheduled",
        // "class won't happen in week 47": with a negation a cancellation.
        "happen", "happens", "happening",
        // The second half of English contractions ("we'll", "we've", "they're").
        "ll", "ve", "re",
        // English auxiliaries: "lecture gets dropped", "has been cancelled".
        "gets", "get", "got", "been", "being", "was", "were", "has", "have", "had", "would", "can", "could", "shall", "should",
        // "no lecture anymore": from then on ("no more", "no longer": `ClauseReader.unreadReason`).
        "anymore",
        // "entfällt ersatzlos", "fällt weg", "fällt flach", "ausnahmsweise": how a cancellation happens, not when.
        "ersatzlos", "weg", "flach", "ausnahmsweise", "exceptionally",
        // "Beginn pünktlich 8:15 Uhr": on time, not a date.
        "pünktlich", "puenktlich", "punctually", "sharp",
        // "KW 43-51, davon nicht KW 45": of those.
        "davon", "wobei", "whereby",
        // "classes resume in week 2", "resuming week 1", "back on 4 Jan", "Fortsetzung am 14.1.": the series
        // goes on (`ClauseReader.continuesAfterAPause`).
        "resume", "resumes", "resuming", "resumed", "back", "fortsetzung",
        // "Wiederaufnahme am 23.11.", "Wiederbeginn KW 3", "we pick up again in week 49".
        "wiederaufnahme", "wiederbeginn", "pick", "picks", "up",
        // "stets in ungeraden Wochen": always, as "immer".
        "stets",
        // "Die Vorlesung macht in KW 45 Pause": the verb of the pause.
        "macht", "machen",
        // Labels of a correction ("korrigiert: 13.10.", "EDIT: …", `CorrectedBounds`).
        "korrigiert", "corrected", "edit", "berichtigung", "nachtrag",
        // "zunächst wöchentlich bis KW 45, danach …": a first phase (`CommentReader` flags it without a later one).
        "zunächst", "zunaechst", "zuerst", "initially",
        // All-day or half-day sessions: how long a day, not which days.
        "ganztägig", "ganztaegig", "ganztags", "halbtägig", "halbtags", "allday",
        // German function words
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einer", "einem", "einen", "eines", "und", "oder", "in", "im", "am", "an",
        "auf", "aus", "bei", "mit", "nach", "von", "vom", "zum", "zur", "zu", "für", "fuer", "über", "ueber", "unter", "ist", "sind",
        "wird", "werden", "findet", "finden", "statt", "geht", "gehts", "jeweils", "nur", "auch", "je", "pro", "per", "als", "wie", "bitte", "dazu",
        "sich", "kann", "können", "muss", "müssen", "soll", "sollen", "es", "er", "sie", "wir", "ihr", "noch", "schon", "bereits",
        "ich", "mich", "mir", "uns",
        "jetzt", "hier", "dort", "da", "so", "sowie", "bzw", "ggü", "innerhalb", "außerhalb", "ins", "beim", "durch",
        "ohne", "um", "weiter", "weiterhin", "wieder", "immer", "regulär", "regulär", "regulären", "normal", "normale", "wie gewohnt",
        "gewohnt", "üblich", "gleich", "gleichen", "selben", "selbe", "alle", "allen", "wegen", "aufgrund", "erfolgt", "erfolgen",
        "stattfinden", "taking", "takes", "take", "place", "held", "einschl", "einschließlich", "einschliesslich", "inkl", "wöchentl", "jew", "möglich",
        "erforderlich", "notwendig", "verpflichtend", "pflicht", "freiwillig", "freiwilliger", "zwingend", "ja", "nein", "neu", "neue",
        "alte", "alt", "teil", "teile", "siehe", "hinweis", "achtung", "info", "infos", "information", "informationen", "details",
        "weitere", "weiteren", "mehr", "gilt", "gelten", "betrifft", "herr", "frau", "fr", "hr", "dr", "prof", "leider", "wg",
        // English function words
        "the", "a", "an", "of", "in", "on", "at", "for", "with", "by", "from", "to", "and", "or", "is", "are", "will", "be", "takes",
        "take", "place", "held", "only", "also", "each", "per", "as", "please", "via", "it", "this", "that", "there", "here", "usual",
        "regular", "same", "all", "due", "because", "note", "info", "held", "run", "runs", "any", "i", "we", "us", "sorry",
        // Openers of the timetable office's notes ("Änderung:", "Update:", "Message from the lecturer:").
        "änderung", "aenderung", "update", "message", "notice", "mitteilung", "nachricht", "korrektur", "correction",
        "aktuell", "reminder", "erinnerung", "important", "wichtig", "attention",
        // "die beiden Termine am 30.11. und 7.12.": the two named.
        "beiden", "beide", "both",
        // teaching and course nouns
        "sprache", "englisch", "englischer", "english", "deutsch", "deutscher", "german", "language", "sws", "tn", "max", "mindest",
        "mind", "teiln", "teilnehmerzahl", "begrenzt", "zahl", "studierende", "studenten", "studentinnen", "students", "master",
        "bachelor", "dual", "alle", "stg", "spo", "fwpm", "wahlpflichtmodul", "modul", "module", "teil", "block", "blocktermin",
        "blockveranstaltung", "blöcke", "anwesenheitspflicht", "anwesenheit", "attendance", "compulsory", "mandatory", "pflichtteil",
        "gruppe", "wechsel", "anfangsbuchstaben", "anfangsbuchstabe", "anfangbuchstaben", "nachname", "nachnamens", "nachnames",
        "nachnamen", "buchstaben", "verfügbar", "buchen", "code", "pwd", "link", "zugangsdaten", "angebot", "anbebot", "wiederholer",
        "erstsemester", "zweitsemester", "repetitorium", "coaching", "kick", "off", "einführung",
        "einführungsveranstaltung", "introduction", "intro", "vorbereitung", "klausurvorbereitung", "prüfungsvorbereitung",
        "preparation", "theorie", "praxis", "vorzugsweise", "bevorzugt", "erdgeschoß", "stock", "og", "eg", "campus", "münchberg",
        "hof", "einstein", "bibliothek", "hochschule", "university", "fakultät", "team", "studium", "projekt", "projekte",
        "projektarbeit", "studienarbeit", "studienarbeiten", "masterarbeit", "bachelorarbeit", "fallstudien", "case", "study",
        "tutor", "uhr", "weekly", "inhalt", "inhalte", "thema", "themen", "topic", "topics", "selbststudium",
        "selbstlernphase", "selbstlernzeit", "selbstlernen", "lernphase",
        "übertragung", "recorded", "lab", "ort", "location", "one", "onwards", "verfügbar", "available",
        "laufen", "läuft", "laeuft", "continue", "continues", "natürlich", "natuerlich", "incoming", "exchange", "austausch",
        "erasmus", "gehabt", "usual", "gewohnt", "ebenso", "ebenfalls", "likewise", "too",
        // Reasons for a cancellation: "Dienstreise: keine VL in KW 47".
        "dienstreise", "konferenz", "tagung", "krankheit", "erkrankung", "urlaub", "messe", "conference", "illness", "trip",
    ]

    /// "Block", "Blockwoche", "Blöcke", "Kompaktphase", "Intensivwoche": a block's name (worked out once
    /// per word, `WordFacts.namesABlock`; `DaysOfABlock` reads blocks).
    static func namesABlock(_ text: String) -> Bool {
        text.contains("block") || text.contains("blöck") || text.hasPrefix("kompakt") || text.hasPrefix("compact") || text.hasPrefix("intensiv")
    }

    /// Why a lecturer is away ("Konferenz vom 9. bis 13.11.", "Conference from 9 to 13 Nov."): a clause
    /// naming one with its dates gives a reason (`CancellationsPointingBack`).
    static let absenceReasons: Set<String> = [
        "dienstreise", "konferenz", "tagung", "krankheit", "erkrankung", "urlaub", "messe", "conference", "illness", "trip",
        "streik", "strike", "exkursion", "excursion", "reise", "travel", "travelling", "traveling",
    ]

    /// Holidays named next to their date: "entfällt am Ostermontag (5.4.)", "Buß- und Bettag (18.11.)".
    /// With a negation they are a cancellation like any other; without one ("Feiertage: 3.10.,
    /// 1.11.") the date says when there is no session, not when there is: the row is flagged.
    static let holidays: WordList = [
        "ostermontag", "karfreitag", "ostern", "pfingstmontag", "pfingstdienstag", "pfingsten", "himmelfahrt", "fronleichnam",
        "allerheiligen", "reformationstag", "neujahr", "silvester", "heiligabend", "weihnachten", "buß", "buss", "bettag",
        "feiertag", "feiertage", "feiertagen", "feiertags", "feiertages", "ascension", "easter", "whit", "christmas", "holiday",
        "holidays", "bank", "brückentag", "brückentage", "gründonnerstag", "gruendonnerstag", "ostersonntag", "pfingstsonntag",
        "reformation", "maifeiertag", "dreikönigstag", "dreikoenigstag", "epiphanias", "epiphany", "whitsun", "pentecost",
    ]

    /// The holidays of `holidays` that name one day (not "Feiertage", "holidays" in general).
    static let namedHolidays: WordList = [
        "ostermontag", "karfreitag", "pfingstmontag", "pfingstdienstag", "himmelfahrt", "fronleichnam", "allerheiligen",
        "reformationstag", "neujahr", "silvester", "heiligabend", "buß", "buss", "bettag", "ascension", "whit", "whitsun",
        "gründonnerstag", "gruendonnerstag", "maifeiertag", "dreikönigstag", "dreikoenigstag", "epiphanias", "epiphany",
        "corpus", "pentecost", "easter",
    ]

    /// Whether any list of the grammar knows the word (else it is unknown: next to a date, a reason to flag).
    /// `namesSubject`: `subject(of: word) != nil`, when the caller has it already.
    static func isKnown(_ word: Word, namesSubject: Bool? = nil) -> Bool {
        if knownLists.contains(where: { Vocabulary.matches(word, anyOf: $0) }) { return true }
        if fillerList.contains(word) || weekdays[word.text] != nil || months[word.text] != nil || weekMarkers.contains(word.text) { return true }
        if intervalWords[word.text] != nil || numberWords[word.text] != nil || everyWords.contains(word.text) { return true }
        if dailyIntervalSuffix.contains(word.text) || weeklyIntervalSuffix.contains(word.text) { return true }
        if namesSubject ?? (subject(of: word) != nil) { return true }
        // "Blockphase", "Intensivphase", "Kompaktphase", "Blockunterricht": a block (`DaysOfABlock`).
        if ["block", "kompakt", "intensiv", "compact"].contains(where: { word.text.hasPrefix($0) }) { return true }
        // Words of one or two letters are course codes and group names ("MB", "Gr. A", "IIb").
        return word.count <= 2
    }

    static let fillerList = WordList(Array(filler))

    /// The lists the grammar reads, asked one by one by `isKnown` (once per distinct word): most
    /// are built for the rules anyway, and merging them into one list cost more than the lookups.
    static let knownLists: [WordList] = {
        [
            harmless, start, end, rangeJoin, listJoin, except, extra, explicitDates, clauseOpeners, plainNegations, cancellations,
            sessionOperators, vague, elsewhere, countUnits, temporalPrepositions, mode, noise, thenWords, endFiller, dateOn,
            singleSession, sessionBoundNouns, firstWords, lastWords, movedWords, halfTerm, vagueFrequency, continuation, kickoff,
            relativeWords, vagueTimeWords, termWords, pointerVerbs, pointerPlaces, numberedNouns, rhythmWords, weeklyWords, holidays,
            listIntroducers, regularSeriesWords,
        ]
    }()

    /// The end of the lecture period or term as one word ("bis Vorlesungsende", "until term end").
    static let termEndWords: WordList = ["vorlesungsende", "semesterende", "kursende", "vorlesungsschluss", "semesterschluss"]
    /// "an folgenden Terminen: …", "on the following Fridays: …": the list comes after them. Without
    /// a list the clause speaks of dates it does not give, and is flagged for that.
    static let listIntroducers: WordList = [
        "folgende", "folgenden", "folgender", "folgendes", "following", "nachstehende", "nachstehenden", "untenstehende",
        "untenstehenden", "nachfolgende", "nachfolgenden",
    ]
    /// "1. Termin 7.10., weiter ab 4.11.", "first meeting Oct 5, regular classes from week 44": the
    /// series that follows a first session.
    static let regularSeriesWords: WordList = [
        "weiter", "weiterhin", "fortan", "regulär", "reguläre", "regulären", "regulaer", "regular", "regularly", "regelmäßig",
        "regelmäßige", "regelmäßigen", "regelmaessig", "wöchentlich", "woechentlich", "weekly", "continuing", "continues",
    ]
    /// "weitere Termine", "further sessions": more of a list of dates.
    static let furtherWords: WordList = ["weitere", "weiteren", "weiterer", "further", "more", "remaining", "restliche", "übrige", "uebrige"]
    /// The words of `singleSession` that say "one session": with two dates they contradict themselves.
    static let onceWords: WordList = [
        "einmalig", "einmalige", "einmaliger", "einmaligen", "einmaliges", "einmal", "once", "single", "einzige", "einziger", "einzigen",
    ]
    /// "einmalig am 20.11.", "nur am Freitag, 20.11.", "only on 20 Nov".
    static let singleSession: WordList = [
        "einmalig", "einmalige", "einmaliger", "einmaligen", "einmaliges", "einmal", "once", "single", "einzige", "einziger", "einzigen",
        "only", "nur", "ausschließlich", "ausschliesslich", "exclusively",
    ]
    /// "erste Sitzung", "letzte Veranstaltung", "last class": the nouns a first/last bound names.
    static let sessionBoundNouns: WordList = [
        "sitzung", "veranstaltung", "vorlesung", "termin", "übung", "uebung", "class", "session", "lecture", "meeting", "einheit", "stunde",
        "unterrichtstag", "vorlesungstag", "treffen", "lesson", "praktikum", "tutorium", "seminar", "kurstag", "lehrveranstaltung",
        "präsenzveranstaltung", "präsenztermin", "onlinesitzung", "tag", "day",
        // "letzte Vorlesungsstunde in KW 2", "letzte Übungsstunde am 14.12.".
        "vorlesungsstunde", "übungsstunde", "uebungsstunde", "unterrichtsstunde", "doppelstunde", "vorlesungseinheit", "lerneinheit",
        "vorlesungstermin", "übungstermin", "uebungstermin",
    ]
    /// A week with a name of its own: "Projektwoche", "Pfingstwoche", "Prüfungswoche" (one week, not
    /// "Semesterwochen" or a rhythm like "Zweiwochentakt").
    static func namesAWeek(_ word: Word) -> Bool {
        word.count > 7 && word.text.hasSuffix("woche")
    }

    /// Ordinal words that count sessions ("erste Einheit 14.10., zweite 28.10.").
    static let sessionOrdinals: [String: Int] = [
        "erste": 1, "erster": 1, "erstes": 1, "first": 1, "zweite": 2, "zweiter": 2, "zweites": 2, "second": 2,
        "dritte": 3, "dritter": 3, "drittes": 3, "third": 3, "vierte": 4, "vierter": 4, "viertes": 4, "fourth": 4,
        "fünfte": 5, "fünfter": 5, "fünftes": 5, "fifth": 5, "sechste": 6, "sechster": 6, "sechstes": 6, "sixth": 6,
    ]
    /// "Blockwoche KW 44", "KW 44 als Block", "block week 44": the sessions gathered in a week.
    static let blockWeekWords: Set<String> = ["block", "blockwoche", "blockwochen", "blocks", "blockweek", "blockwoch"]
    /// Blocks counted like sessions ("Block 1: 16.4., Block 2: 7.5.").
    static let countedBlocks: Set<String> = ["block", "blocktermin", "blocktag", "blockveranstaltung"]
    static let firstWords: WordList = ["erste", "ersten", "erster", "erstes", "first", "1st", "erstmalig", "erstmals"]
    static let lastWords: WordList = ["letzte", "letzten", "letzter", "letztes", "last", "final", "closing", "letztmalig", "letztmals", "zuletzt", "lastly"]
    /// "last one", "der letzte", "zum letzten Mal": the word that stands for a left-out session noun.
    static let elidedSessionNouns: WordList = ["one", "einer", "eine", "mal", "time"]
    /// "verschoben auf", "verlegt", "moved to": the named session takes place on another date.
    /// Words that say a room or a mode changes at the dates beside it ("Raumwechsel ab KW 46",
    /// "am 17.11. ausnahmsweise im Raum A 005", "room changes to B 103 in week 47").
    static let roomChangeWords: WordList = [
        "raumwechsel", "raumänderung", "raumaenderung", "hörsaalwechsel", "wechsel", "wechselt", "wechseln", "geändert", "geaendert",
        "änderung", "aenderung", "neuer", "neuen", "neu", "new", "change", "changes", "changed", "ausnahmsweise", "exceptionally",
        "jetzt", "now", "danach", "dann", "then", "afterwards", "vorher", "anschließend", "anschliessend", "zuvor", "umzug", "moves",
    ]
    /// "nur KW 45", "only in week 43": the weeks or dates named are the only ones.
    static let onlyWords: Set<String> = ["only", "nur", "ausschließlich", "exclusively"]
    /// Words that say a session is held another way instead ("stattdessen online", "läuft online weiter").
    static let modeReplacementWords: WordList = ["stattdessen", "instead", "sondern", "ersatzweise", "weiter", "alternativ"]
    static let movedWords: WordList = ["verschoben", "verlegt", "moved", "postponed", "rescheduled", "nachgeholt", "ersatztermin", "stattdessen", "instead", "statt"]
    /// Stems of arranging, deciding and announcing later, or holding sessions on demand: in a clause
    /// about the sessions, their dates are not in the data ("nach Vereinb.", "abgestimmt", "auf Nachfrage").
    static let arrangedStems: [String] = [
        "vereinb", "absprach", "abgesproch", "abstimm", "abgestimm", "festgeleg", "festzuleg", "festleg", "bekanntgeg",
        "bekanntgab", "mitgeteil", "angekündig", "angekuendig", "nachfrage", "anfrage", "bedarf", "appointment", "arrang",
        "announc", "agreed", "tba", "tbd", "tbc",
        // "time slots are allocated individually", "Termine werden zugeteilt".
        "allocat", "zugeteil",
    ]
    /// A word naming the kick-off session: the list, and compounds of "Auftakt" and "Einführung"
    /// ("Auftaktworkshop", "Einführungsvortrag").
    static func namesKickoff(_ w: Word) -> Bool {
        matches(w, anyOf: kickoff) || w.text.hasPrefix("auftakt") || w.text.hasPrefix("einführung")
    }

    /// Words that make what a clause says of one session an exception to the series ("am 4.12.
    /// ausnahmsweise ganztägig").
    static let exceptionMarkers: Set<String> = ["ausnahmsweise", "exceptionally"]
    /// Words of how long a session lasts or how it is laid out ("ganztägig", "2 Blöcke", "bis 18 Uhr",
    /// "Doppelstunde", "double session", "three hours").
    static let sessionLengthWords: Set<String> = [
        "ganztägig", "ganztaegig", "ganztags", "halbtägig", "halbtaegig", "halbtags", "allday",
        "doppelstunde", "doppelstunden", "doppelsitzung", "doppelblock", "doppeltermin", "doppelt", "double",
        "länger", "laenger", "longer", "verlängert", "verlaengert", "extended", "kürzer", "kuerzer", "shorter", "verkürzt", "verkuerzt",
        "blöcke", "bloecke", "blocks", "stunden", "std", "hours", "hrs", "minuten", "min", "minutes", "uhr", "pm",
    ]
    /// The verbs whose particle is "statt" ("findet … statt"): not "instead".
    static let takesPlaceVerbs: Set<String> = ["findet", "finden", "fand", "fanden", "stattfinden"]
    /// What takes the lectures' place after them: "danach Projektarbeit", "then project work" (by prefix).
    static let followingActivities: [String] = [
        "projekt", "project", "praxisphase", "praxisprojekt", "selbststudium", "self", "prüfungsvorbereitung", "klausurvorbereitung",
        "prüfungsphase", "pruefungsphase", "lernphase", "exam", "studienarbeit", "hausarbeit", "gruppenarbeit", "groupwork",
    ]
    /// A replacement for a cancelled session: "kein Ersatztermin", "wird nicht nachgeholt", "no make-up
    /// session", "no replacement" say that none is added ("make" is read with its "up").
    static let replacementWords: WordList = [
        "ersatz", "ersatztermin", "ersatztermine", "ersatzveranstaltung", "ersatzvorlesung", "ersatzsitzung", "nachholtermin",
        "nachholtermine", "nachgeholt", "nachholen", "nachholung", "replacement", "replacements", "makeup", "substitute",
    ]
    /// Words a clause denying a replacement may hold besides it: "es gibt keinen Ersatztermin", "there
    /// will be no make-up session", "findet kein Nachholtermin statt".
    static let replacementDenialFiller: Set<String> = [
        "es", "gibt", "wird", "werden", "findet", "finden", "statt", "there", "is", "will", "be", "a", "an", "any", "geben",
        "vorgesehen", "planned", "offered", "angeboten", "dafür", "dafuer", "for", "it", "this", "them", "leider", "unfortunately",
    ]
}

extension Vocabulary {
    /// "Mitte Dezember", "Anfang November", "end of November", "gegen Ende des Semesters".
    /// "diese Woche", "nächsten Montag", "next week": dates that depend on when the comment was written.
    static let relativeWords: WordList = ["diese", "dieser", "diesen", "nächste", "nächsten", "naechste", "this", "next", "kommende", "kommenden", "upcoming", "coming", "übernächste"]
    static let vagueTimeWords: WordList = ["anfang", "anfangs", "mitte", "ende", "early", "mid", "late", "end", "beginning", "middle", "gegen", "towards", "toward", "around"]
    /// The term as a whole: "bis Semesterende", "gegen Ende des Semesters".
    static let termWords: WordList = ["semester", "semesters", "semesterende", "term", "terms", "vorlesungszeit", "vorlesungsperiode", "period", "quartal"]
    static let evenWords: WordList = ["gerade", "geraden", "gerader", "even"]
    static let oddWords: WordList = ["ungerade", "ungeraden", "ungerader", "odd", "uneven"]
    /// "wöchentlich", "weekly": every week.
    static let weeklyWords: WordList = ["wöchentlich", "woechentlich", "weekly", "wöchentl"]
    /// "14-täglich", "alle 14 Tage".
    static let dailyIntervalWords: WordList = ["täglich", "taeglich", "tage", "tagen", "days", "tägig", "taegig", "täg"]
    /// "im 14-Tage-Rhythmus", "2-Wochen-Takt".
    static let rhythmWords: WordList = ["rhythmus", "rythmus", "takt", "turnus", "rhythm", "cycle", "abstand", "frequency", "häufigkeit", "haeufigkeit"]
    /// "Woche vom 7.12.", "week of 7 December".
    static let weekOfWords: WordList = ["vom", "von", "of", "ab", "beginning", "starting", "commencing"]
    /// "verschoben auf 10.12.", "moved to 10 Dec".
    static let movedTargets: WordList = ["auf", "nach", "to", "zum", "on", "am"]
    /// "(from 10 Nov)", "(statt 3.11.)", "vom 3.11. auf …": the date a moved session leaves.
    static let movedSources: WordList = ["from", "vom", "von", "statt", "instead"]
    /// "vom 3.11. auf 5.11. verschoben": the target between the two dates.
    static let movedVerbLastTargets: WordList = ["auf", "nach", "to", "zum"]
    /// "verschoben", "postponed": the verbs that move a session (a make-up session, "Ersatztermin",
    /// "nachgeholt", does not say it leaves a date).
    static let movingWords: WordList = [
        "verschoben", "verlegt", "moved", "postponed", "rescheduled", "vorgezogen", "vorverlegt", "shifted", "verlegung", "verschiebung",
        "moves", "move", "shifts", "verschiebt", "verlegen", "verschieben", "brought",
        // "VL vom 4.5. wird auf den 6.5. gelegt", "wandert die Sitzung vom 21.4. auf Do, 22.4.".
        "gelegt", "umgelegt", "wandert", "verlagert", "geschoben",
    ]
    /// "bis ausschließlich KW 50", "bis KW 50 (ausschließlich)", "until week 50 exclusive": an end that leaves its bound out.
    static let exclusiveWords: WordList = ["ausschließlich", "ausschliesslich", "exklusive", "exklusiv", "exclusive", "excl", "exkl"]
    /// Words in brackets after a bound that say whether it is in: "(ausschließlich)", "(inkl.)", "(einschl.)".
    static let boundQualifiers: WordList = ["ausschließlich", "ausschliesslich", "exklusive", "exclusive", "excl", "exkl", "einschließlich", "einschliesslich", "einschl", "inkl", "incl", "inklusive", "inclusive"]
    /// "zunächst wöchentlich bis KW 45, danach …", "initially weekly, from week 48 …": a first phase.
    /// Nouns of changed dates: "Verschiebungen", "Verlegungen", "Terminänderungen", "Änderungen", "changes".
    static let changeNounStems: [String] = ["verschiebung", "verlegung", "terminänderung", "terminaenderung", "änderung", "aenderung", "change", "ausfälle", "ausfaelle"]
    static let phaseOpeners: Set<String> = ["zunächst", "zunaechst", "zuerst", "initially"]
    /// "wird am Sa 14.11. nachgeholt", "made up on 14 Nov": the date a cancelled session is made up on.
    static let makeUpWords: WordList = ["nachgeholt", "nachholen", "nachgeholte", "nachholung", "makeup"]
    /// "dafür am Fr 6.11.", "instead Fri 13 Nov": what follows replaces a session left out.
    static let insteadWords: Set<String> = ["dafür", "dafuer", "stattdessen", "instead", "ersatzweise"]
}

extension Vocabulary {
    /// "Auftakt am 2.10.", "Kick-off on 2 Oct", "Einführungsveranstaltung 5.10.": a first session before
    /// the series (SEMANTICS.md §4 "sequence").
    static let kickoff: WordList = [
        "auftakt", "auftaktveranstaltung", "auftaktsitzung", "kickoff", "einführung", "einführungsveranstaltung", "einfuehrung",
        "einführungssitzung", "intro", "introduction", "introductory", "opening", "eröffnung", "eröffnungsveranstaltung", "infoveranstaltung",
        "orientation", "vorbesprechung", "auftaktvorlesung", "auftakttermin",
    ]
    /// Words that say a list goes on past what is written ("KW 42, 44, 46 usw.").
    static let continuation: WordList = ["usw", "etc", "ff", "fortlaufend", "fortfolgend", "fortsetzend"]
    /// "and so on", "und so weiter": a list goes on, in several words.
    static let continuationPhrases: PhraseList = [["and", "so", "on"], ["and", "so", "forth"], ["so", "on"], ["so", "forth"], ["und", "so", "weiter"],
                                                        // "u.s.w.", "u.s.f.": the dots between the letters are skipped.
                                                        ["u", "s", "w"], ["u", "s", "f"]]
    /// Words that make a number an alternative or a guess rather than a label's number
    /// ("KW 42, 44 (bzw. 43, 45)", "evtl. 47").
    static let hedges: WordList = [
        "bzw", "beziehungsweise", "resp", "respektive", "respectively", "evtl", "eventuell", "ggf", "gegebenenfalls", "vielleicht",
        "possibly", "maybe", "perhaps", "alternativ", "alternatively", "either", "entweder", "oder", "or", "sonst", "otherwise",
    ]
    /// Words that bear on the dates by themselves and that no rule reads: a clause about the sessions
    /// with one is not understood ("einmal im Monat", "in der zweiten Semesterhälfte", "twice").
    static let vagueFrequency: WordList = [
        "monat", "monats", "monatlich", "month", "monthly", "zweimal", "dreimal", "mehrmals", "twice", "thrice", "quartal",
        "blockweise", "geblockt", "blocked",
        // "ab KW 42 (evtl. auch später)": a time relative to what is not said.
        "später", "spaeter", "later", "früher", "frueher", "earlier",
    ]
    /// "1. Semesterhälfte", "second half of the term": not understood unless the comment lists the weeks.
    static let halfTerm: WordList = ["hälfte", "semesterhälfte", "semhälfte", "semesthälfte", "half", "halbsemester"]
    /// Words that say the dates may still change ("ab KW 44 (vorläufig)", "Beginn 19.10. (unter
    /// Vorbehalt)", "starts week 43 (provisional)"): in a clause about the sessions, in a comment
    /// with dates or about the sessions themselves, the dates are not certain.
    static let provisional: WordList = [
        "vorläufig", "vorläufige", "vorläufigen", "vorläufiger", "vorläufiges", "vorlaeufig", "vorlaeufige", "vorlaeufigen",
        "vorbehalt", "vorbehalten", "unverbindlich", "unverbindliche", "unverbindlichen", "provisorisch", "provisorische",
        "provisorischen", "unbestätigt", "unbestaetigt", "voraussichtlich", "voraussichtl", "vorauss", "vsl",
        "tentative", "tentatively", "provisional", "provisionally", "preliminary", "unconfirmed", "expected",
        "vorbehaltlich",
    ]
    /// The same said in several words: "subject to change", "noch nicht bestätigt", "Stand heute".
    static let provisionalPhrases: PhraseList = [
        ["subject", "to", "change"], ["may", "change"], ["might", "change"], ["could", "change"], ["can", "change"],
        ["may", "be", "changed"], ["liable", "to", "change"], ["changes", "possible"], ["changes", "may"],
        ["änderungen", "möglich"], ["änderung", "möglich"], ["aenderungen", "moeglich"], ["kann", "sich", "ändern"],
        ["können", "sich", "ändern"], ["kann", "sich", "noch", "ändern"], ["können", "sich", "noch", "ändern"],
        ["noch", "nicht", "bestätigt"], ["noch", "nicht", "final"], ["noch", "nicht", "endgültig"], ["noch", "nicht", "sicher"],
        ["nicht", "bestätigt"], ["nicht", "final"], ["nicht", "endgültig"], ["nicht", "verbindlich"], ["ohne", "gewähr"],
        ["not", "confirmed"], ["not", "yet", "confirmed"], ["not", "final"], ["not", "yet", "final"], ["not", "binding"],
        ["stand", "heute"], ["stand", "jetzt"], ["as", "of", "now"], ["as", "of", "today"], ["for", "now"],
        // "Sessions in weeks 45 & 46 may be cancelled", "might have to be moved": may, not will.
        ["may", "be"], ["might", "be"], ["could", "be"], ["may", "have", "to"], ["might", "have", "to"], ["may", "still"],
        ["might", "still"],
        // "Start 19 April, subject to room availability", "vorbehaltlich der Raumvergabe".
        ["subject", "to"],
    ]
    /// Hedges that say little alone ("(evtl.)", "(ggf.)", "(maybe)"): provisional only in a clause
    /// that holds nothing else, where they can only be about the dates beside them.
    static let bareHedges: WordList = [
        "evtl", "eventuell", "ggf", "ggfs", "gegebenenfalls", "vielleicht", "möglicherweise", "moeglicherweise", "maybe",
        "perhaps", "possibly", "probably", "likely", "auch", "noch", "also",
    ]
}

extension Vocabulary {
    /// A weekday's full name, plural or adverb ("Montag", "montags", "Mondays"): ISO number. The
    /// two-letter abbreviations are left out: "Mo", "Do", "So" are also words and course codes.
    /// The full weekday names, for compounds ("Samstagsvorlesung").
    private static let weekdayStems: [(String, Int)] = weekdays.filter { $0.key.count >= 6 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }

    /// Office hours: an event of their own, whatever is said of them ("office" alone: "office hours").
    static let officeHours: Set<String> = ["sprechstunde", "sprechstunden", "fragestunde", "fragestunden", "consultation", "office", "sprechzeit", "sprechzeiten"]

    /// Weekday names long enough to read with one typo (`correctedWeekdayName`).
    private static let longWeekdayNames: [[UInt8]] = [
        "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ].map { Array($0.utf8) }

    /// The weekday name `word` is with one typo ("mitwoch", "donnerstg", "wednsday"), or nil: the
    /// tokenizer puts the name in its place, so every rule reads it as the weekday.
    static func correctedWeekdayName(_ word: String) -> String? {
        let bytes = Array(word.utf8)
        guard (6...11).contains(bytes.count), bytes.allSatisfy({ $0 < 0x80 }), weekdays[word] == nil, weekdayName(word) == nil else { return nil }
        return longWeekdayNames.first { abs($0.count - bytes.count) <= 1 && $0.first == bytes.first && editDistanceAtMostOne(bytes, $0) }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    static func weekdayName(_ word: String) -> Int? {
        if word.count >= 3, let day = weekdays[word] { return day }
        for suffix in ["s", "e", "en"] where word.hasSuffix(suffix) {
            let stem = String(word.dropLast(suffix.count))
            if stem.count >= 5, let day = weekdays[stem] { return day }
        }
        // "Samstagsvorlesung", "Montagsübung", "Freitagstermine": sessions on that weekday, in one word.
        guard word.count >= 10 else { return nil }
        for (name, day) in weekdayStems where word.hasPrefix(name) {
            var rest = word.dropFirst(name.count)
            if rest.hasPrefix("s") { rest = rest.dropFirst() }
            if rest.count >= 4, subject(of: Word(String(rest)))?.subject == .sessions { return day }
        }
        return nil
    }
}

extension Vocabulary {
    /// The kind of session a dates noun names: "Praktikumstermine" → lab, "Übungstermine" → exercise.
    static func sessionKind(ofDatesNoun word: String) -> ClauseAnalysis.SessionKind? {
        guard word.hasSuffix("termine") || word.hasSuffix("termin") else { return nil }
        let kinds: [(String, ClauseAnalysis.SessionKind)] = [
            ("praktikum", .lab), ("labor", .lab), ("übung", .exercise), ("uebung", .exercise), ("tutorium", .tutorial), ("vorlesung", .lecture),
        ]
        return kinds.first { word.hasPrefix($0.0) }?.1
    }
}

extension Vocabulary {
    /// Nouns whose number is a section, a room or a code, even when it looks like a date:
    /// "Modul 3.2", "Lab 2.14", "Kapitel 1-6", "Teil 2 von 3".
    static let numberedNouns: WordList = [
        "modul", "module", "kapitel", "chapter", "lab", "labor", "raum", "room", "version", "blatt", "übungsblatt", "aufgabe",
        "aufgaben", "section", "abschnitt", "teil", "part", "nr", "no", "nummer", "number", "seite", "seiten", "page", "pages",
        "folie", "folien", "slide", "slides", "gebäude", "building", "lektion", "unit", "band", "paragraph",
        "chapters", "sheet", "sheets", "exercises", "tasks", "task", "units", "lessons", "lesson", "topics", "topic", "parts",
        "kap", "übungsblätter", "blätter", "lektionen", "themen", "kapiteln",
        // "Kurs 1 von 2", "course 2 of 3": which of the parallel courses.
        "kurs", "course",
    ]
}

extension Vocabulary {
    /// "siehe", "laut", "lt.", "see", "per": a pointer to dates kept elsewhere when a place follows.
    static let pointerVerbs: WordList = ["siehe", "s", "see", "laut", "lt", "gemäß", "gemaess", "gem", "according", "per"]
    /// Learning platforms, which also start compounds ("Moodlekurs", "Iliasseite").
    static let platformNames = ["moodle", "studip", "ilias"]
    /// Where dates are kept instead: "Aushang", "Moodle", "Stud.IP", "Rundmail", "homepage".
    static let pointerPlaces: WordList = [
        "aushang", "aushängen", "moodle", "stud", "studip", "ilias", "mail", "email", "rundmail", "rundschreiben", "homepage", "website",
        "webseite", "intranet", "portal", "brett", "noticeboard", "notice", "lehrstuhl", "sekretariat", "newsletter", "mails", "emails",
        "inbox", "postfach",
        // "Sitzungen s. Kursseite", "see the course page".
        "kursseite", "kursseiten", "page", "webpage", "seite",
        // "Beginn: siehe unten", "see above": elsewhere in a text the timetable does not carry.
        "unten", "oben", "below", "above",
    ]
    /// Stems that bear on dates inside an unknown word ("Zweiwochentakt", "Blockwoche", "Monatsende").
    static let temporalStems = ["woch", "wöch", "täg", "tägig", "monat", "week", "kalender", "datum", "termin", "fortnight"]
    private static let temporalStemCharacters = temporalStems.map { Array($0) }
    /// The ASCII stems as bytes: an ASCII word is searched byte for byte.
    private static let temporalStemBytes = temporalStems.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

    /// Whether one of `temporalStems` is inside `text`. Compared by characters, which are equal
    /// when canonically equivalent ("ö" typed as "o" and a combining mark too); Foundation's
    /// substring search gives the same answers and cost more than all of a word's other facts.
    /// "aprilhälfte", "novemberanfang", "dezembermitte", "oktoberende": a month's name and a part of it.
    static func namesPartOfAMonth(_ text: String) -> Bool {
        guard text.count > 8, ["hälfte", "haelfte", "anfang", "mitte", "ende"].contains(where: { text.hasSuffix($0) }) else { return false }
        return months.keys.contains { $0.count >= 4 && text.hasPrefix($0) && text.count > $0.count + 3 }
    }

    static func containsTemporalStem(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(text.utf8)
            return temporalStemBytes.contains { stem in
                stem.count <= bytes.count && (0...(bytes.count - stem.count)).contains { start in bytes[start..<start + stem.count].elementsEqual(stem) }
            }
        }
        let characters = Array(text)
        return temporalStemCharacters.contains { stem in
            stem.count <= characters.count
                && (0...(characters.count - stem.count)).contains { start in characters[start..<start + stem.count].elementsEqual(stem) }
        }
    }
}

extension Vocabulary {
    /// "Beginn", "ab", "start", and compounds: "Semesterstart", "Kursbeginn", "Übungsbeginn".
    static func isStartWord(_ w: Word) -> Bool {
        matches(w, anyOf: start) || (w.count > 6 && (w.text.hasSuffix("beginn") || w.text.hasSuffix("start")))
    }

    /// "bis", "Ende", "until", and compounds: "Vorlesungsende", "Kursende" (not "Wochenende").
    static func isEndWord(_ w: Word) -> Bool {
        matches(w, anyOf: end) || (w.count > 6 && w.text.hasSuffix("ende") && !w.text.hasSuffix("wochenende") && namesEndCompound(String(w.text.dropLast(4))))
    }

    /// Whether "<head>ende" is a noun compound on "Ende" ("Vorlesungsende", "Semesterende", "Kursende")
    /// rather than a participle ("Berufsbegleitende", "Studierende", "Teilnehmende", "Lehrende"): the
    /// head is linked with an "s" or names a session or a span of time.
    private static func namesEndCompound(_ head: String) -> Bool {
        if head.hasSuffix("s"), head.count >= 4, !["anwes", "reis", "les"].contains(where: { head.hasSuffix($0) }) { return true }
        if subject(of: Word(head))?.subject == .sessions { return true }
        return ["semester", "kurs", "block", "jahr", "monat", "quartal", "modul", "projekt", "praktikum", "tutorium", "termin", "term", "phase"]
            .contains { head.hasSuffix($0) }
    }
}

extension Vocabulary {
    /// The interval of a compound: "Zweiwochentakt" and "zweiwöchentlich" 2, "Dreiwochenrhythmus" 3,
    /// "vierzehntäglich" 2.
    static func compoundInterval(_ word: String) -> Int? {
        for (prefix, n) in [("zwei", 2), ("drei", 3), ("vier", 4)] where word.hasPrefix(prefix) {
            let rest = word.dropFirst(prefix.count)
            if rest.hasPrefix("woch") || rest.hasPrefix("wöch") || rest.hasPrefix("woech") { return n }
        }
        if word.hasPrefix("vierzehn"), word.dropFirst(8).hasPrefix("täg") || word.dropFirst(8).hasPrefix("tag") { return 2 }
        return nil
    }
}
