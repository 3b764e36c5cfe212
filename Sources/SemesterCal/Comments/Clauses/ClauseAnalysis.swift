/// The words of one clause that decide what it is about and whether it is negated
/// (SEMANTICS.md §4a): subject nouns, negations, and words that make a date vague or point
/// to dates kept elsewhere. The rules read the temporal expressions; this reads the rest.
struct ClauseAnalysis {
    /// Token indices (into the comment's tokens) of the negations: `ClauseReader` attaches each to
    /// the cue after it ("entfällt am 3.12.", "nicht in KW 49") or else the one before ("KW 47 entfällt").
    var negations: [(index: Int, kind: Vocabulary.Negation)] = []
    /// Subject nouns found, with their token indices.
    var subjects: [(index: Int, subject: ClauseSubject)] = []
    /// Session nouns that name a kind of session ("Praktikum", "Vorlesung"), for `otherSessions`.
    var sessionKinds: Set<SessionKind> = []
    /// Kinds of session whose dates the clause speaks of ("Praktikumstermine", "Übungstermine").
    var datesOfKinds: Set<SessionKind> = []
    /// A word that governs the lecture's dates whatever else the clause names ("Beginn",
    /// "außer", "Termine", "entfällt"): with one, the clause is about the sessions.
    var hasSessionOperator = false
    /// Tokens read as vague ("Mitte", "ca.", "voraussichtlich") or as pointers to dates kept
    /// elsewhere ("siehe Moodle", "per Rundmail"), with the text to quote.
    var vagueIndices: [Int] = []
    /// Where reasons start ("wegen der Exkursion", "due to a field trip"): their nouns are not what the
    /// clause is about.
    var reasons: [Int] = []
    var pointerIndices: [Int] = []
    /// Exclusion words ("außer", "ausgenommen"): negations only where no rule read them.
    var exceptWords: Set<Int> = []
    /// Words that this analysis accounted for (subject nouns, negations, vague words).
    var known: Set<Int> = []
    /// Sessions named with their mode ("Zoom-Termine", "Präsenztermin", "Zoom sessions"): a bound or
    /// a list next to them may be about the mode alone; the comment as a whole decides (`CommentReader`).
    var sessionsInAMode: Int?
    /// Whether the clause names a mode at all ("danach Präsenzvorlesung", "sonst online").
    var mentionsMode = false
    /// "in der jeweils anderen Woche", "the other weeks": someone takes the weeks in between.
    var groupsAlternate = false
    /// A condition the dates depend on ("je nach Anmeldezahlen", "depending on", "abhängig von").
    var condition: Int?
    /// A word saying the series is over ("then the lecture is over", "danach ist die Vorlesung beendet").
    var seriesOver: Int?
    /// A session noun named as the place of something else ("Test am 25.11. in der Vorlesung").
    var sessionSetting: Int?
    /// The condition says whether the sessions take place ("nur bei Bedarf", "only if", "falls"),
    /// not how ("je nach Stoff").
    var conditionAsksWhether = false
    /// "Sprechstunde", "office hours": an event of its own beside the sessions.
    var namesOfficeHours = false
    /// "ausnahmsweise ganztägig", "exceptionally a double session": the length of one session said
    /// as an exception (the word saying so). Without the exception, a date with a length may be the
    /// only session.
    var exceptionalLength: Int?

    enum SessionKind: Hashable { case lecture, exercise, lab, tutorial }

    init(_ c: TokenCursor, _ range: Range<Int>) {
        var skip = Set<Int>()
        for i in range where !skip.contains(i) {
            guard let w = c.words[i], let facts = c.facts[i] else { continue }
            let next = i + 1 < range.upperBound ? c.words[i + 1] : nil
            // "n. KW 50": "nach" or "nicht"? "n.V.": nach Vereinbarung (dates arranged elsewhere).
            if w.text == "n", i + 1 < range.upperBound, c.tokens[i + 1].isSymbol(".") {
                if i + 2 < range.upperBound, c.words[i + 2]?.text == "v" { pointerIndices.append(i) } else { vagueIndices.append(i) }
                known.insert(i)
                continue
            }
            let asksWhether = Self.isConditionPhrase(c, i, range)
            if asksWhether { conditionAsksWhether = true }
            // "je nach", "richtet sich nach der Anmeldezahl": on what something depends.
            if Vocabulary.conditionWords.contains(w.text) || (w.text == "je" && next?.text == "nach")
                || (["richtet", "richten"].contains(w.text) && next?.text == "sich") || asksWhether {
                condition = i
                known.insert(i)
                continue
            }
            // "die Übungstermine legen wir gemeinsam fest": dates still to be fixed.
            if w.text == "fest", range.contains(where: { c.words[$0].map { ["legen", "legt", "lege", "legten", "gelegt"].contains($0.text) } ?? false }) {
                pointerIndices.append(i)
                known.insert(i)
                continue
            }
            // "Class is off on 10 Dec": off as cancelled (not "kick off").
            if w.text == "off", i > range.lowerBound, c.words[i - 1].map({ ["is", "are", "be", "s"].contains($0.text) }) == true {
                negations.append((i, .cancellation))
                known.insert(i)
                hasSessionOperator = true
                continue
            }
            // "Gruppe 2 in der jeweils anderen Woche", "group B the other weeks": groups alternating.
            if ["anderen", "other", "alternate", "alternating"].contains(w.text), i + 1 < range.upperBound,
               !(i > range.lowerBound && c.words[i - 1].map { Vocabulary.everyWords.contains($0.text) } == true),  // "every other week"
               c.tokens[i + 1].kind == .weekMarker || (c.words[i + 1].map { Vocabulary.weekMarkers.contains($0.text) } ?? false),
               // "on alternate weeks" alone is every second week; with a group it is the group's turn.
               !["alternate", "alternating"].contains(w.text) || range.contains(where: { c.facts[$0]?.subject?.subject == .groups }) {
                groupsAlternate = true
            }
            if Vocabulary.seriesOverWords.contains(w.text) {
                seriesOver = i
                known.insert(i)
                continue
            }
            // "extra session before the exam: Fri 22 Jan", "zusätzliche Sitzung vor der Klausur": an added
            // session is the subject; the exam only says what it is for.
            if facts.subject?.subject == .sessions, (max(range.lowerBound, i - 4)..<i).contains(where: { k in
                c.words[k].map { ["extra", "additional", "zusätzliche", "zusätzlicher", "zusaetzliche", "weitere", "weiterer"].contains($0.text) } ?? false
            }) {
                hasSessionOperator = true
            }
            // "Turnus richtet sich nach der Anmeldezahl", "frequency depends on demand": a rhythm noun
            // speaks of the sessions' dates, whatever else the clause names.
            if w.count >= 4, Vocabulary.matches(w, anyOf: Vocabulary.rhythmWords) { hasSessionOperator = true }
            // "every Saturday", "jeden Montag": the sessions' rhythm, whatever mode the clause names.
            if Vocabulary.everyWords.contains(w.text), let day = next, Vocabulary.weekdays[day.text] != nil || Vocabulary.weekMarkers.contains(day.text) {
                hasSessionOperator = true
            }
            // "Zoom sessions", "online lectures": a mode word right before a session noun.
            if facts.subject?.subject == .mode, i + 1 < range.upperBound, c.facts[i + 1]?.subject?.subject == .sessions {
                sessionsInAMode = i
                subjects.append((i, .mode))
                known.insert(i)
                known.insert(i + 1)
                skip.insert(i + 1)
                continue
            }
            // "Präsenztermin", "Onlinetermine": the dates of sessions in one mode, in one word
            // ("Präsenzunterricht ab 26. KW" stays the sessions': golden.json).
            if facts.subject?.subject == .sessions, Vocabulary.namesSessionsInAMode(w.text) {
                mentionsMode = true
                if facts.subject?.isOperator == true {
                    sessionsInAMode = i
                    subjects.append((i, .mode))
                    known.insert(i)
                    continue
                }
            }
            if facts.subject?.subject == .mode { mentionsMode = true }
            // "ab 17.11. vor Ort", "Unterricht vor Ort": on campus, a mode.
            if w.text == "ort", i > range.lowerBound, c.words[i - 1]?.text == "vor" {
                subjects.append((i, .mode))
                mentionsMode = true
                known.insert(i)
                known.insert(i - 1)
                continue
            }
            if w.text == "t", i > range.lowerBound, c.tokens[i - 1].isSymbol("'") || c.tokens[i - 1].isSymbol("’") {
                negations.append((i, .plain))  // "won't", "don't", "isn't"
                known.insert(i)
                if i - 2 >= range.lowerBound, c.words[i - 2] != nil { known.insert(i - 2) }  // "won", "don", "isn"
                continue
            }
            if w.text == "no", i + 1 < range.upperBound, c.tokens[i + 1].isSymbol(".") {
                known.insert(i)  // "course no. 4711"
                continue
            }
            if facts.isExceptWord {
                // "KW 45 ausgenommen": an exclusion word after its week negates it (before it, the
                // exclusion rule reads it).
                negations.append((i, .plain))
                exceptWords.insert(i)
                hasSessionOperator = true
                continue
            }
            // "10 Min. Pause", "mit 15 Minuten Pause", "a 10-minute break": a break inside the session.
            if facts.negation != nil || w.text == "break", Self.followsDuration(c, i, range) {
                known.insert(i)
                continue
            }
            // "weiter geht es am 9.1. nach der Pause", "resume on 9 Jan after the break": the break is
            // over; the date is when the sessions come again, not one called off.
            if facts.negation == .cancellation, Self.followsAfterWord(c, i, range) {
                known.insert(i)
                continue
            }
            if let negation = facts.negation {
                negations.append((i, negation))
                known.insert(i)
                // "no session in CW 20", "keine Vorlesung am 3.12.": a negated session governs the dates.
                if negation == .cancellation || (i + 1 < range.upperBound && c.facts[i + 1]?.subject?.subject == .sessions) { hasSessionOperator = true }
                continue
            }
            // "Lecture off on 18 Nov", "class is off in week 47", "day off": cancelled. Not the
            // "off" of a kick-off ("kick-off", "kick off"), which names a session.
            if w.text == "off", !(i > range.lowerBound && c.tokens[i - 1].isSymbol("-")),
               !(i > range.lowerBound && ["kick", "one", "sign", "drop"].contains(c.words[i - 1]?.text ?? "")) {
                negations.append((i, .cancellation))
                hasSessionOperator = true
                known.insert(i)
                // "has been called off", "we call off the class": the verb of the cancellation.
                if i > range.lowerBound, ["call", "calls", "called", "calling"].contains(c.words[i - 1]?.text ?? "") { known.insert(i - 1) }
                continue
            }
            // "Break in weeks 47-48", "break from 16 Nov": a break with its weeks or days right after it. (Not
            // "coffee break 10:30", "before the Easter break".)
            if ["break", "breaks"].contains(w.text), Self.datedRightAfter(c, i, range),
               !(i > range.lowerBound && c.words[i - 1].map({ Self.namedBreakWords.contains($0.text) }) == true) {
                negations.append((i, .cancellation))
                known.insert(i)
                hasSessionOperator = true
                continue
            }
            // "Die Übung setzt in KW 49 aus": "aussetzen", its particle at the clause's end (not "setzt … voraus",
            // "setzt … fort").
            if ["setzt", "setzen", "setze"].contains(w.text), let particle = (i + 1..<range.upperBound).last(where: { c.words[$0] != nil }),
               c.words[particle]?.text == "aus" {
                negations.append((i, .cancellation))
                known.insert(i)
                known.insert(particle)
                hasSessionOperator = true
                continue
            }
            // "Lecture falls out at 3.12.": the German "fällt aus" in English words.
            if ["falls", "fall", "falling"].contains(w.text), i + 1 < range.upperBound, c.words[i + 1]?.text == "out" {
                negations.append((i, .cancellation))
                known.insert(i)
                known.insert(i + 1)
                hasSessionOperator = true
                continue
            }
            // "due to a field trip": a reason, not a submission that is due.
            if w.text == "due", i + 1 < range.upperBound, c.words[i + 1]?.text == "to" {
                known.insert(i)
                continue
            }
            // "Online-Anmeldung", "Präsenz-Übung": the last part of a hyphenated compound names it
            // (unless it names nothing: "hand-in" is named by its first part).
            if i + 2 < range.upperBound, c.tokens[i + 1].isSymbol("-"), c.words[i + 2] != nil,
               c.facts[i + 2]?.subject != nil || c.facts[i]?.subject == nil || (c.words[i + 2]?.count ?? 0) > 3,
               c.tokens[i].range.upperBound == c.tokens[i + 1].range.lowerBound, c.tokens[i + 1].range.upperBound == c.tokens[i + 2].range.lowerBound {
                if c.facts[i]?.subject != nil { known.insert(i) }
                // "online-only", "Präsenz-only": the first part names it.
                if let first = c.facts[i]?.subject, c.words[i + 2].map({ ["only", "nur", "based", "basiert", "basierte"].contains($0.text) }) == true {
                    subjects.append((i, first.subject))
                    if first.subject == .mode { mentionsMode = true }
                    known.insert(i + 2)
                    skip.insert(i + 2)
                    continue
                }
                // "Termine im Moodle-Kurs": the first part says where the dates are kept.
                if c.facts[i]?.pointsElsewhere == true {
                    pointerIndices.append(i)
                    known.insert(i)
                }
                // "Zoom-Meeting", "Online-Vorlesung": sessions held in a mode; the mode is what a bound
                // next to it changes ("ab KW 45 als Zoom-Meeting").
                // "Online-Kurs A: 5.11., 19.11.", "BBB-Kurs a: …": with a letter or number and a colon after
                // it, the compound names a course or group; the dates are its sessions'.
                if c.facts[i]?.subject?.subject == .mode, c.facts[i + 2]?.subject?.subject == .sessions, i + 4 < range.upperBound,
                   c.words[i + 3].map({ $0.count == 1 }) == true || c.tokens[i + 3].number != nil, c.tokens[i + 4].isSymbol(":") {
                    known.insert(i)
                    continue
                }
                if c.facts[i]?.subject?.subject == .mode, c.facts[i + 2]?.subject?.subject == .sessions {
                    subjects.append((i, .mode))
                    // "Zoom-Termine bis KW 45": the dates noun is no operator of the sessions here.
                    if c.facts[i + 2]?.subject?.isOperator == true {
                        sessionsInAMode = i
                        known.insert(i + 2)
                        skip.insert(i + 2)
                    }
                }
                continue
            }
            // "due to a field trip", "owing to": the preposition of a reason, not a hand-in that is due.
            if ["due", "owing"].contains(w.text), i + 1 < range.upperBound, c.words[i + 1]?.text == "to" {
                known.insert(i)
                reasons.append(i)
                continue
            }
            if Self.reasonWords.contains(w.text) || w.text == "because" && c.words[i + 1 < range.upperBound ? i + 1 : i]?.text == "of" {
                reasons.append(i)
            }
            // "lab reports", "course materials", "class slides": a session noun before a noun of hand-ins
            // or hand-outs names which ones; the clause is about them.
            if c.facts[i]?.subject?.subject == .sessions, i + 1 < range.upperBound,
               let next = c.facts[i + 1]?.subject?.subject, next == .submission || next == .material {
                known.insert(i)
                continue
            }
            if let subject = c.facts[i]?.subject {
                // "Timetable office:", "Notice from the dean's office": an office that sends the note;
                // "lt. Dozent", "message from the lecturer": who says it. Neither is what it is about.
                if Self.namesTheSender(c, i, range) {
                    known.insert(i)
                    // "from", "lt.", "according to" before it say who, not when.
                    var k = i - 1
                    while k >= range.lowerBound, c.tokens[k].isSymbol(".") || (c.words[k].map { ["der", "die", "dem", "des", "the", "your", "our", "to"].contains($0.text) } ?? false) {
                        known.insert(k)
                        k -= 1
                    }
                    if k >= range.lowerBound, c.words[k] != nil { known.insert(k) }
                    continue
                }
                // "wegen der Exkursion", "due to the field trip", "aufgrund einer Dienstreise": the reason for
                // what the clause says of its sessions, not what it is about.
                if facts.subject?.subject != .sessions, let reason = Self.reasonPreposition(before: i, c, range) {
                    known.insert(i)
                    for k in reason..<i { known.insert(k) }
                    continue
                }
                if Vocabulary.officeHours.contains(w.text) || w.text.hasSuffix("sprechstunde") || w.text.hasSuffix("sprechstunden") { namesOfficeHours = true }
                // "exam prep sessions", "exam review session", "Prüfungsvorbereitung", "for the exam preparation":
                // sessions of the course before the exam, not the exam.
                if subject.subject == .exam, let length = Self.examPreparationLength(c, i, range) {
                    subjects.append((i, .sessions))
                    hasSessionOperator = true
                    known.insert(i)
                    if length == 2 { known.insert(i + 1); skip.insert(i + 1) }
                    continue
                }
                // "Zwischentest am 25.11. in der Vorlesung", "quiz during class": the session is where
                // something else happens, not what the clause is about.
                if subject.subject == .sessions, !subject.isOperator, Self.isSetting(c, i, range) { sessionSetting = i }
                subjects.append((i, subject.subject))
                if let kind = subject.kind { sessionKinds.insert(kind) }
                if let kind = Vocabulary.sessionKind(ofDatesNoun: w.text) { datesOfKinds.insert(kind) }
                // "exam date 29 Jan", "registration date": the date of what the word before names.
                let datesOfSomethingElse = subject.subject == .sessions && subject.kind == nil && subjects.count >= 2
                    && subjects[subjects.count - 2].index == i - 1 && [.exam, .registration, .submission].contains(subjects[subjects.count - 2].subject)
                if subject.isOperator, !datesOfSomethingElse { hasSessionOperator = true }
                known.insert(i)
                continue
            }
            // "Klausur in der letzten Vorlesungswoche", "exam in the last week": a first or last word
            // before a week names a time of the term, not a session.
            if facts.governsSessions, !Self.namesAWeekAfter(c, i, range) {
                hasSessionOperator = true
            }
            // "bis dahin wöchentlich", "davor jede Woche", "before that weekly", "until then": up to a time the
            // comment names elsewhere (a later phase's start, `RhythmPhases`), not a bound of this clause.
            if w.text == "davor" || (w.text == "dahin" || w.text == "then" || w.text == "that") && i > range.lowerBound
                && c.words[i - 1].map({ pair in [("bis", "dahin"), ("until", "then"), ("till", "then"), ("before", "that")].contains { $0 == (pair.text, w.text) } }) == true {
                known.insert(i)
                if w.text != "davor" { known.insert(i - 1) }
                continue
            }
            // "anfangs wöchentlich (KW 42-45), ab KW 46 14-tägig": "at first", before a rhythm, opens the first
            // of phases (`RhythmPhases`), not a vague time.
            if w.text == "anfangs", i + 1 < range.upperBound,
               c.tokens[i + 1].number != nil || c.words[i + 1].map({ Vocabulary.matches($0, anyOf: Vocabulary.weeklyWords) || ["jede", "jeden", "alle"].contains($0.text) }) == true {
                known.insert(i)
                continue
            }
            if facts.isVague {
                vagueIndices.append(i)
                known.insert(i)
            } else if facts.pointsElsewhere {
                // "Änderung lt. Dozentin: nur KW 43, 45": who says it, and what follows the colon.
                if !Self.namesTheSenderBeforeAColon(c, i, range) { pointerIndices.append(i) }
                known.insert(i)
            }
        }
        exceptionalLength = Self.exceptionalLength(c, range)
        if let marker = exceptionalLength {
            known.insert(marker)
            for i in range where c.words[i].map({ Vocabulary.sessionLengthWords.contains($0.text) }) == true { known.insert(i) }
        }
        // "wegen Exkursion findet am 22.4. nichts statt", "due to the field trip there is no lecture on
        // 19 Nov": in a negated clause, the noun after "wegen", "due to" is why the sessions are off,
        // not what the clause is about.
        if !negations.isEmpty {
            subjects.removeAll { Self.namesReason(c, $0.index, range) }
        }
    }

    /// Whether the word at `i` comes right after "wegen", "wg.", "due to" (an article between
    /// allowed): the reason itself, not a word farther on ("wg. Verschiebung in die Folgewoche").
    static func namesReason(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        var j = i - 1
        var articleSeen = false
        while j >= range.lowerBound {
            guard let w = c.words[j] else {
                if c.tokens[j].isSymbol(".") { j -= 1; continue }
                return false
            }
            if Vocabulary.matches(w, anyOf: Vocabulary.reasonWords) { return true }
            guard !articleSeen, Vocabulary.matches(w, anyOf: Vocabulary.articles) || ["der", "die", "das"].contains(w.text) else { return false }
            articleSeen = true
            j -= 1
        }
        return false
    }

    /// Whether a number and a unit of minutes or hours stand right before `i` ("10 Min.", "15 minutes",
    /// "10-minute"), dots and hyphens between them passed over.
    private static func followsDuration(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        var j = i - 1
        while j >= range.lowerBound, c.tokens[j].isSymbol(".") || c.tokens[j].isSymbol("-") { j -= 1 }
        guard j >= range.lowerBound, let unit = c.words[j], durationUnits.contains(unit.text) else { return false }
        j -= 1
        while j >= range.lowerBound, c.tokens[j].isSymbol("-") { j -= 1 }
        return j >= range.lowerBound && c.tokens[j].number != nil
    }

    private static let durationUnits: Set<String> = ["min", "mins", "minuten", "minute", "minutes", "minütige", "minütigen", "std", "stunde", "stunden", "h", "hour", "hours"]

    /// Whether the session noun at `i` follows "in (der)", "während (der)", "during", "in class".
    private static func isSetting(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        var j = i - 1
        if j >= range.lowerBound, let article = c.words[j],
           Vocabulary.matches(article, anyOf: Vocabulary.articles) || ["a", "our", "unserer"].contains(article.text) { j -= 1 }
        guard j >= range.lowerBound, let preposition = c.words[j] else { return false }
        return ["in", "im", "während", "waehrend", "during", "within"].contains(preposition.text)
    }

    /// "the Christmas break", "the break on 15 Dec": a break of the term, named (its date is when it starts).
    private static let namedBreakWords: Set<String> = ["the", "christmas", "easter", "winter", "summer", "autumn", "spring", "semester",
                                                        "term", "midterm", "holiday", "holidays", "xmas", "new", "year"]

    /// A week or date right after the word at `i`, or after "in", "during", "from" there.
    private static func datedRightAfter(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        var k = i + 1
        if k < range.upperBound, c.words[k].map({ ["in", "during", "from"].contains($0.text) }) == true { k += 1 }
        guard k < range.upperBound else { return false }
        switch c.tokens[k].kind {
        case .weekMarker, .date, .month: return true
        case .number: return k + 1 < range.upperBound && { if case .month = c.tokens[k + 1].kind { return true }; return c.tokens[k + 1].isSymbol("-") }()
        default: return false
        }
    }

    /// "bei Bedarf", "on demand", "if needed", "falls der Raum frei ist": the sessions take place on a
    /// condition. German "falls" is "if"; English "falls out"/"falls on" is not.
    /// The word that makes a session's length the exception ("ausnahmsweise", "exceptionally"), when
    /// the clause also names a length ("ganztägig", "2 Blöcke", "bis 18 Uhr", "double session", "all day").
    private static func exceptionalLength(_ c: TokenCursor, _ range: Range<Int>) -> Int? {
        guard let marker = range.first(where: { c.words[$0].map { Vocabulary.exceptionMarkers.contains($0.text) } ?? false }) else { return nil }
        let namesLength = range.contains { i in
            guard let w = c.words[i] else { return false }
            if Vocabulary.sessionLengthWords.contains(w.text) { return true }
            // "all day", "full day", "all-day"
            return ["day", "tag"].contains(w.text) && i > range.lowerBound
                && (c.words[i - 1].map { ["all", "full", "whole", "ganzen"].contains($0.text) } ?? false)
        }
        return namesLength ? marker : nil
    }

    /// "Timetable office:", "dean's office", "lt. Dozent", "laut Dozentin", "message from the
    /// lecturer", "according to the lecturer": the sender of the note, not its subject.
    private static func namesTheSender(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        guard let w = c.words[i] else { return false }
        let next = i + 1 < range.upperBound ? c.words[i + 1]?.text : nil
        if w.text == "office" { return !["hours", "hour", "hrs", "hr"].contains(next ?? "") }
        // "Examination office", "exam office": the office's name.
        if next == "office", !(i + 2 < range.upperBound && ["hours", "hour"].contains(c.words[i + 2]?.text ?? "")) { return true }
        guard ["dozent", "dozentin", "dozenten", "lecturer", "lecturers", "professor", "prof", "instructor"].contains(w.text) else { return false }
        var k = i - 1
        while k >= range.lowerBound, c.tokens[k].isSymbol(".") || (c.words[k].map { ["der", "die", "dem", "des", "the", "your", "our"].contains($0.text) } ?? false) { k -= 1 }
        guard k >= range.lowerBound, let before = c.words[k] else { return false }
        return ["lt", "laut", "gemäß", "gemaess", "from", "von", "according", "per", "by"].contains(before.text)
            || (before.text == "to" && k > range.lowerBound && c.words[k - 1]?.text == "according")
    }

    /// "lt. Dozentin:", "laut Dozent:": the sender of what follows the colon.
    private static func namesTheSenderBeforeAColon(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        var k = i + 1
        while k < range.upperBound, c.tokens[k].isSymbol(".") || (c.words[k].map { ["der", "die", "dem", "des", "the"].contains($0.text) } ?? false) { k += 1 }
        guard k < range.upperBound, k > i, namesTheSender(c, k, range) else { return false }
        return k + 1 < range.upperBound && c.tokens[k + 1].isSymbol(":")
    }

    /// "nach der Pause", "after the break", "nach den Ferien": a pause named as what has passed.
    private static func followsAfterWord(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        guard let w = c.words[i], ["pause", "break", "unterbrechung", "ferien", "holidays", "vacation"].contains(w.text) else { return false }
        // "nach der Pause in KW 47 weiter": the pause has its week; it is called off.
        if i + 2 < range.upperBound, c.words[i + 1].map({ ["in", "im", "during", "am", "on"].contains($0.text) }) == true {
            switch c.tokens[i + 2].kind {
            case .weekMarker, .date, .month, .number, .ordinal: return false
            default: break
            }
        }
        var k = i - 1
        while k >= range.lowerBound, let article = c.words[k], ["der", "dem", "den", "the", "a", "einer", "kurzen", "short"].contains(article.text) { k -= 1 }
        return k >= range.lowerBound && (c.words[k].map { ["nach", "after", "following"].contains($0.text) } ?? false)
    }

    private static func isConditionPhrase(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        guard let w = c.words[i] else { return false }
        let next = i + 1 < range.upperBound ? c.words[i + 1]?.text : nil
        switch w.text {
        case "if", "wenn", "unless", "vorbehaltlich": return true
        case "falls": return !["out", "on", "aus", "into", "in"].contains(next ?? "")
        case "bei": return next == "bedarf"
        case "on": return next == "demand"
        case "as", "when": return next == "needed" || next == "required"
        default: return false
        }
    }

    /// Whether the first or last word at `i` qualifies the week right after it ("letzten Woche",
    /// "last week of lectures", "ersten Semesterwoche"), or counts what follows ("die ersten 4
    /// Wochen", "first two sessions via Zoom"): the clause's nouns then say what it is about.
    private static func namesAWeekAfter(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Bool {
        guard let w = c.words[i], Vocabulary.matches(w, anyOf: Vocabulary.firstWords) || Vocabulary.matches(w, anyOf: Vocabulary.lastWords),
              i + 1 < range.upperBound else { return false }
        if SessionEdgeWords.isCount(i + 1, c) { return true }
        if c.tokens[i + 1].kind == .weekMarker { return true }
        guard let next = c.words[i + 1] else { return false }
        return next.text.hasSuffix("woche") || next.text.hasSuffix("wochen") || next.text == "week" || next.text == "weeks"
    }

    private static let preparationWords: Set<String> = ["prep", "preparation", "review", "revision", "vorbereitung", "repetitorium"]

    /// "exam prep", "exam review", "Klausurvorbereitung", "Prüfungsvorbereitungen": an exam word (at `i`)
    /// that names the sessions preparing for it; how many tokens it takes (1 or 2), or nil.
    static func examPreparationLength(_ c: TokenCursor, _ i: Int, _ range: Range<Int>) -> Int? {
        guard let w = c.words[i] else { return nil }
        if w.text.hasSuffix("vorbereitung") || w.text.hasSuffix("vorbereitungen") { return 1 }
        return i + 1 < range.upperBound && c.words[i + 1].map { preparationWords.contains($0.text) } == true ? 2 : nil
    }

    /// "wegen", "wg.", "aufgrund", "infolge": the German prepositions of cause.
    private static let reasonWords: Set<String> = ["wegen", "wg", "aufgrund", "infolge"]

    /// Where a preposition of cause ("wegen", "wg.", "aufgrund", "due to", "because of", "owing to")
    /// stands before the noun at `i`, with at most an article or an adjective between.
    private static func reasonPreposition(before i: Int, _ c: TokenCursor, _ range: Range<Int>) -> Int? {
        var k = i - 1
        var between = 0
        while k >= range.lowerBound, between <= 3 {
            if c.tokens[k].isSymbol(".") || c.tokens[k].isSymbol("-") { k -= 1; continue }
            guard let w = c.words[k] else { return nil }
            if Self.reasonWords.contains(w.text) || ["because", "owing"].contains(w.text) { return k }
            if w.text == "of" || w.text == "to", k > range.lowerBound,
               c.words[k - 1].map({ ["because", "due", "owing"].contains($0.text) }) == true { return k - 1 }
            // "due to a field trip": another noun of the reason may stand between; the sessions' never.
            if c.facts[k]?.subject?.subject == .sessions { return nil }
            between += 1
            k -= 1
        }
        return nil
    }

    /// The clause's subject: the sessions unless it names only something else and no word
    /// that governs the sessions' dates.
    var subject: ClauseSubject {
        // "letzter Präsenztermin 15.12.": the bound is the mode's unless the comment says otherwise.
        if sessionsInAMode != nil, negations.isEmpty { return .mode }
        // "Sprechstunde beginnt in KW 43", "presentations start in week 48": a start or end word
        // whose only noun is something that happens beside or in the sessions is that thing's (the
        // tutor's office hours too).
        // "Sprechstunde entfällt in KW 45", "office hours cancelled in week 49": office hours are an
        // event of their own; what is said of them, cancellations too, is theirs.
        if namesOfficeHours, !subjects.contains(where: { $0.subject == .sessions }) { return .activity }
        // "Praktikumsberichte 14-tägig abgeben", "Übungsblätter 14-tägig", "problem sets fortnightly": a
        // rhythm of hand-ins or hand-outs, not of the sessions.
        if hasSessionOperator, negations.isEmpty, exceptWords.isEmpty, !subjects.isEmpty,
           subjects.allSatisfy({ $0.subject == .submission || $0.subject == .material }) {
            return subjects.contains { $0.subject == .submission } ? .submission : .material
        }
        if hasSessionOperator, negations.isEmpty, exceptWords.isEmpty, subjects.contains(where: { $0.subject == .activity }),
           subjects.allSatisfy({ $0.subject == .activity || $0.subject == .lecturer }) {
            return .activity
        }
        if exceptionalLength != nil, !hasSessionOperator, negations.isEmpty, subjects.allSatisfy({ $0.subject == .sessions }) {
            return .length
        }
        if hasSessionOperator { return .sessions }
        if subjects.contains(where: { $0.subject == .sessions }) {
            // "Vorlesung bis KW 44 online": a session noun with a mode or a room is about that.
            if let other = subjects.first(where: { $0.subject != .sessions && $0.subject != .groups }) { return other.subject }
            return .sessions
        }
        return subjects.first?.subject ?? .sessions
    }
}
