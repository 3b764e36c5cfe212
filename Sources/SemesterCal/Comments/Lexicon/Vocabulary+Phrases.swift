/// Small word lists the rules use, built once (a list literal at the call site would be built at
/// every token of every comment).
extension Vocabulary {
    static let monthSpanOpeners: WordList = ["during", "within", "innerhalb", "von", "vom", "from", "ausschließlich", "ausschliesslich", "exclusively"]
    static let withWords: WordList = ["mit", "with"]
    static let articles: WordList = ["der", "dem", "den", "the", "einer", "einem"]
    static let endLinkers: WordList = ["bis", "until", "till", "in", "on", "am", "at", "through", "thru", "to", "zum", "zur", "mit", "with"]
    static let lecturePeriodWords: WordList = ["lecture", "vorlesungs", "teaching"]
    static let beforeWords: WordList = ["vor", "before"]
    static let afterWords: WordList = ["nach", "after"]
    static let offWord: WordList = ["off"]
    static let rangeOpeners: WordList = ["vom", "von", "from", "between"]
    static let ofWord: WordList = ["of"]
    static let sessionPhraseArticles: WordList = ["der", "des", "of", "the", "die"]
    static let theWord: WordList = ["the"]
    static let reasonWords: WordList = ["wegen", "wg", "weg", "aufgrund", "due", "because", "owing", "of", "durch", "für", "for"]
    static let capWords: WordList = ["begrenzt", "beschränkt", "limited", "capped", "maximal", "höchstens"]
    static let dateArticles: WordList = ["den", "dem", "the"]
    static let ordinalSuffixes: WordList = ["st", "nd", "rd", "th"]
    /// Ordinals written as words, counting within a month ("am zweiten Dienstag im Monat", "die letzte
    /// Oktoberwoche", "the third week of March"); -1 is the last.
    static let countingOrdinals: [String: Int] = [
        "erste": 1, "ersten": 1, "erster": 1, "zweite": 2, "zweiten": 2, "zweiter": 2, "dritte": 3, "dritten": 3, "dritter": 3,
        "vierte": 4, "vierten": 4, "vierter": 4, "fünfte": 5, "fünften": 5, "letzte": -1, "letzten": -1, "letzter": -1,
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
    ]
    /// Abbreviations of five letters or more whose dot does not end a sentence ("voraussichtl. KW 3").
    static let abbreviations: Set<String> = [
        "voraussichtl", "vorauss", "einschl", "wöchentl", "zusätzl", "ausschl", "ausschließl", "gegebenenf", "vorlesungsfr", "allg",
        "beginn", "anschl", "bzgl", "inkl", "exkl", "evtl", "ggfs", "usw", "etc", "approx", "incl", "excl", "jeweils",
    ]
    static let sequenceWords: WordList = ["danach", "dann", "then", "afterwards", "anschließend", "anschliessend", "und", "and", "sowie"]
    /// Words for the spacing of sessions: "im Abstand von drei Wochen", "at intervals of two weeks".
    static let spacingWords: Set<String> = ["abstand", "abständen", "abstaenden", "intervals", "interval"]
    /// Words that time one thing by another event ("nach dem Kolloquium", "im Anschluss an die
    /// Prüfung", "after the midterm", "während der Klausurphase").
    static let relationalWords: WordList = [
        "nach", "vor", "anschluss", "anschließend", "anschliessend", "während", "waehrend", "parallel", "zusammen", "gemeinsam",
        "statt", "anstatt", "anstelle", "after", "before", "following", "during", "together", "instead", "alongside",
    ]

    /// Words that make the dates depend on something not in the comment ("je nach Anmeldezahlen",
    /// "depending on the number of students"): with a start or a date, the row is not understood.
    static let conditionWords: Set<String> = ["abhängig", "abhaengig", "depending", "depends", "dependent", "sofern", "vorausgesetzt", "provided"]

    /// Periods and events the data holds no dates for: a bound tied to one ("Beginn nach den
    /// Herbstferien", "starts after the Christmas break", "bis zu den Weihnachtsferien") says no date.
    static func namesUndatedEvent(_ word: String) -> Bool {
        if word.contains("ferien") || word.hasPrefix("oster") || word.hasPrefix("pfingst") || word.hasPrefix("weihnacht") { return true }
        return undatedEvents.contains(word)
    }
    /// "Weihnachten", "Weihnachtspause", "Ferien", "the break", "Christmas": a break in the term,
    /// which a last session comes before and a first one after.
    static func namesABreak(_ word: String) -> Bool {
        namesUndatedEvent(word) || ["pause", "jahreswechsel", "winterpause"].contains(word)
    }
    /// The article between "vor"/"after" and the break: "vor der Weihnachtspause", "after the break".
    static let breakArticles: WordList = ["der", "den", "dem", "the"]
    private static let undatedEvents: Set<String> = [
        "easter", "christmas", "xmas", "whitsun", "pentecost", "break", "holidays", "vacation", "semesterpause", "prüfungszeit",
        "prüfungsphase", "klausurphase", "klausurenphase", "prüfungszeitraum", "exams", "fasching", "karneval",
    ]

    /// "a field trip replaces one lecture", "Exkursion ersetzt die Vorlesung": a session replaced by
    /// something else (cancelled, or held in another form?).
    static let replaceWords: WordList = ["replaces", "replace", "replaced", "ersetzt", "ersetzen", "anstelle", "anstatt"]

    /// Words that end the series without a date ("then the lecture is over"): the row is not understood.
    static let seriesOverWords: Set<String> = ["over", "vorbei", "beendet", "finished", "ended", "abgeschlossen"]

    /// First parts of a one-word compound that name the mode of the sessions the word names ("Präsenztermin").
    private static let modePrefixes = ["präsenz", "praesenz", "online", "zoom", "hybrid", "vorort", "virtuell", "webex", "teams"]

    /// "Präsenztermine", "Onlinesitzung", "Zoomvorlesung": sessions named with their mode.
    static func namesSessionsInAMode(_ word: String) -> Bool {
        modePrefixes.contains { word.count > $0.count + 3 && word.hasPrefix($0) }
    }
}
