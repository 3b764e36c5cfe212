/// Reads a comment into cues (SEMANTICS.md §4, §4a): tokenises it, splits it into clauses,
/// reads each clause with the grammar's rules (`ClauseReader`), keeps the cues of clauses about
/// the sessions with their negations applied, sets aside clauses about a room, a mode, a
/// registration, an exam, a submission, a lecturer or groups, and collects every token that could
/// bear on dates and that no rule read. Any such token makes the row not understood.
///
/// Only the first `maximumLength` characters are read (real comments are a line or
/// two): reading costs time and memory in proportion to the text, and a hostile
/// timetable could carry megabytes in one comment. A longer comment makes the row
/// "not understood" (`CommentReading.readCharacters` says where reading stopped).
public enum CommentReader {
    public static let maximumLength = 10_000
    /// How many unread places a reading names (the rest are counted).
    static let maximumUnreadReported = 5

    /// `feasts`: the term's movable feasts, so that "nach Ostern" is a date (`NamedDays`); without
    /// them such a feast is a holiday named without its date.
    public static func read(_ comment: String, feasts: FeastDates? = nil) -> CommentReading {
        var text = comment
        var readCharacters: Int?
        // utf8.count is O(1) and at least the character count: only long texts are counted.
        if comment.utf8.count > maximumLength, comment.count > maximumLength {
            text = String(comment.prefix(maximumLength))
            readCharacters = maximumLength
        }
        let cursor = TokenCursor(text, feasts: feasts)
        let readers = ClauseSegmenter.clauses(cursor).map { ClauseReader(cursor, $0) }
        // "entfällt in KW 43 (Projektwoche)", "cancelled on 13 May (Ascension)": the reason of a
        // cancellation; "ab KW 47 (nach der Projektwoche)": why the series starts then (the start says when).
        var reasons = Set<Int>()
        for i in readers.indices.dropFirst()
        where (readers[i].couldBeReason && readers[i - 1].leavesOut) || (readers[i].couldExplainStart && readers[i - 1].startsTheSeries) {
            readers[i].markAsReason()
            reasons.insert(i)
        }
        // A bare list after a negated clause, joined by "und", "oder" or a comma, continues its list:
        // "keine Veranstaltung am Fr., 6. Nov. und Fr., 20. Nov." cancels both, "cancelled on 13 May
        // (Ascension) & 3 June" too.
        for i in readers.indices.dropFirst() where readers[i].isBareList {
            var previous = i - 1
            while previous > 0, reasons.contains(previous) { previous -= 1 }
            // After "außer …"/"except …" too: "except Fri 27 Nov and the week of 14 Dec".
            guard readers[previous].matches.contains(where: { $0.negated || $0.kinds.contains { if case .except = $0 { return true }; return false } }) else { continue }
            let gap = readers[previous].range.upperBound..<readers[i].range.lowerBound
            if gap.allSatisfy({ j in
                cursor.tokens[j].isSymbol(",") || cursor.tokens[j].isSymbol("&") || cursor.tokens[j].isSymbol("+")
                    || (cursor.words[j].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) } ?? false)
                    || reasons.contains(where: { readers[$0].range.contains(j) || readers[$0].range.lowerBound - 1 == j || readers[$0].range.upperBound == j })
            }) {
                readers[i].negateAll()
            }
        }
        // "am 2.4. (Karfreitag) und am 14.5. entfällt die Vorlesung", "Am 19.11. sowie in KW 53 findet
        // keine Vorlesung statt": a negation after the last item of a list covers the items before it,
        // across a bracketed reason and a "sowie" that split them into clauses.
        for i in readers.indices.reversed() where readers[i].isBareList && !readers[i].matches.contains(where: \.negated) {
            var next = i + 1
            while next < readers.count, reasons.contains(next) || readers[next].couldBeReason { next += 1 }
            // "in KW 14 (Ostern) und KW 21 (Pfingsten) keine Vorlesung": a clause of nothing but the
            // negation ("keine Vorlesung", "entfällt") takes the list right before it.
            let negationAlone = next < readers.count && readers[next].negatesSessionsOnly
            guard next < readers.count, readers[i].listsSingleItems, negationAlone || readers[next].negatesFromTheEnd,
                  let itemStart = negationAlone ? readers[next].range.lowerBound : readers[next].firstMatchStart else { continue }
            let gap = readers[i].range.upperBound..<itemStart
            // Joined by "und", "sowie", "&", "+": after a comma alone, the negated item may take one
            // week out of the list before it ("(14-tägig) KW 18, KW 24 fällt aus").
            let conjoined = negationAlone || gap.contains { j in
                cursor.tokens[j].isSymbol("&") || cursor.tokens[j].isSymbol("+") || (cursor.words[j].map { ["und", "u", "and", "sowie"].contains($0.text) } ?? false)
            }
            if conjoined, gap.allSatisfy({ j in
                ["(", ")", ",", "&", "+"].contains { cursor.tokens[j].isSymbol($0) }
                    || (negationAlone && (cursor.tokens[j].isSymbol("-") || cursor.tokens[j].isSymbol(":")))
                    || (cursor.words[j].map { Vocabulary.matches($0, anyOf: Vocabulary.listJoin) || Vocabulary.matches($0, anyOf: Vocabulary.dateOn) || ["in", "im"].contains($0.text) } ?? false)
                    || (i + 1..<next).contains { readers[$0].range.contains(j) }
            }) {
                readers[i].negateAll()
                if negationAlone {
                    readers[next].markAsReason()
                    reasons.insert(next)
                }
                for k in i + 1..<next where !reasons.contains(k) {
                    readers[k].markAsReason()
                    reasons.insert(k)
                }
            }
        }
        let hasAlternation = readers.contains { r in r.matches.contains { $0.kinds.contains(.alternation) } }
        // "stattdessen online", "online instead", "sondern online", "läuft online weiter".
        let replacesTheMode = readers.contains { $0.analysis.mentionsMode } && cursor.words.contains { w in
            w.map { Vocabulary.matches($0, anyOf: Vocabulary.modeReplacementWords) } ?? false
        }
        // "Präsenz wechselnd: Gr. A KW gerade / Gr. B KW ungerade": both parities, named for groups.
        var parities = Set(readers.flatMap { r in r.matches.flatMap { m in m.kinds.compactMap { if case .parity(let even) = $0 { return even }; return nil } } })
        // "Gr. A in even, Gr. B in odd weeks": the week noun said once, for the last group; the first
        // group's parity stands alone.
        if parities.count == 1 {
            for r in readers where r.analysis.subjects.contains(where: { $0.subject == .groups }) && r.matches.isEmpty {
                for i in r.range {
                    guard let w = cursor.words[i] else { continue }
                    if Vocabulary.matches(w, anyOf: Vocabulary.evenWords) { parities.insert(true) }
                    if Vocabulary.matches(w, anyOf: Vocabulary.oddWords) { parities.insert(false) }
                }
            }
        }
        // "- Vorlesung -": clauses that only name the row's kind of session.
        // The kinds of session the comment names as labels ("- Vorlesung -"), each clause's own kinds
        // left out of its own check ("die Übungstermine gibt der Tutor in der Vorlesung bekannt").
        let labelReaders = readers.indices.filter { readers[$0].matches.isEmpty && readers[$0].analysis.negations.isEmpty }
        func labelKinds(besides index: Int) -> Set<ClauseAnalysis.SessionKind> {
            labelReaders.filter { $0 != index }.reduce(into: Set<ClauseAnalysis.SessionKind>()) { $0.formUnion(readers[$1].analysis.sessionKinds) }
        }

        var clauses: [ClauseReading] = []
        clauses.reserveCapacity(readers.count)
        for (index, reader) in readers.enumerated() {
            let clauseText = reader.text
            var subject = continuesAcrossBrackets(index, readers) ?? continuesOfficeHoursInBrackets(index, readers)
                ?? boundInBracketsAfterAnotherSubject(index, readers) ?? reader.subject
            // "Prüfung: schriftlich, KW 5": weeks or dates alone after an exam, a registration or a
            // submission that has none of its own are its date.
            if index > 0, reader.isBareList, [.exam, .registration, .submission].contains(readers[index - 1].subject),
               readers[index - 1].matches.isEmpty, let previous = clauses.last, previous.subject == readers[index - 1].subject,
               (readers[index - 1].range.upperBound..<reader.range.lowerBound).allSatisfy({ cursor.tokens[$0].isSymbol(",") }) {
                subject = previous.subject
            }
            // "chapters 11-14, week 20 only": "only" narrows the sessions; the chapters are what they cover.
            if subject == .material, reader.namesTopic, reader.range.contains(where: { i in
                cursor.words[i].map { Vocabulary.onlyWords.contains($0.text) } ?? false
            }) {
                subject = .sessions
            }
            // "2x online (Oct 7, Oct 14), in person from Oct 21": dates in brackets after a mode are the
            // mode's sessions; whether they and the series after them are all the sessions is not said.
            var modeDates = false
            if index > 0, reader.isParenthesised, reader.readsOnlyDates, reader.analysis.subjects.isEmpty,
               readers[index - 1].subject == .mode, !readers[index - 1].hasTemporalCue,
               readers[index - 1].range.upperBound == reader.range.lowerBound - 1 {
                subject = .mode
                modeDates = true
            }
            // A replacement, a first session or the regular series' start keeps its date whatever room
            // or mode the clause names (`ClauseReader.datesSessionsBesideAModeOrRoom`).
            let replacement = [.room, .mode].contains(subject) && reader.datesSessionsBesideAModeOrRoom
            if replacement { subject = .sessions }
            // "nach Vereinbarung mit der Dozentin": the lecturer is who the dates are arranged with.
            if subject == .lecturer, reader.matches.contains(where: { $0.kinds.contains(.undetermined) }) { subject = .sessions }
            var kinds: [CueKind]
            var unread: [UnreadSpan] = []
            // "Gruppeneinteilung am 14.10. in der Vorlesung": something happens in a session on that
            // date; the series stays. Unless the clause does not say what ("Vorstellung der Themen
            // am 14.10. in der Vorlesung"): a date of something unnamed.
            if let setting = reader.analysis.sessionSetting, reader.readsOnlyDates, !reader.analysis.hasSessionOperator,
               !reader.analysis.subjects.contains(where: { $0.subject == .sessions && $0.index != setting }),
               [.sessions, .groups, .lecturer, .activity].contains(subject) {
                let named = reader.analysis.subjects.contains { [.groups, .lecturer, .activity].contains($0.subject) }
                subject = .activity
                kinds = [.aside(.activity)] + activityCheck(reader)
                if !named { unread.append(UnreadSpan(clauseText, "a date of something that happens in a session, and the reader does not know what")) }
            } else if subject == .sessions, !replacement, reader.hasTemporalCue, !reader.analysis.hasSessionOperator, reader.namesRoomByCode {
                // "Bis KW 45 im Raum B 105, ab KW 46 in A 001": after a clause about the room, the
                // same construction with the room's code alone is about the room too. Alone, whether
                // the bound is the room's or the sessions' is not said.
                if let previous = clauses.last, previous.subject == .room || previous.subject == .mode {
                    subject = .room
                    kinds = asideReading(reader, subject: .room, hasAlternation: hasAlternation, bothParities: parities.count > 1)
                } else {
                    (kinds, unread) = reader.sessionReading()
                    unread.append(UnreadSpan(clauseText, "a week or date next to a room: the room's or the sessions'?"))
                }
            } else if subject == .sessions, reader.negatesSessionsInAMode,
                      // "Keine Präsenz- und keine Onlineveranstaltung am 3.5.": both modes off, the session too.
                      !readers.contains(where: { $0 !== reader && $0.analysis.mentionsMode && !$0.analysis.negations.isEmpty }) {
                // "Kein Präsenztermin am 10.12., stattdessen Online-Sitzung": the session is held in the
                // other mode. Without a word saying so ("keine Präsenzvorlesung am 10.12."), whether it
                // is called off or only moved online is not said.
                if replacesTheMode {
                    subject = .mode
                    kinds = asideReading(reader, subject: .mode, hasAlternation: hasAlternation, bothParities: parities.count > 1)
                } else {
                    (kinds, unread) = reader.sessionReading()
                    unread.append(UnreadSpan(clauseText, "a session in one mode is called off: whether it is held in the other is not said"))
                }
            } else if subject != .sessions, reader.readsOnlyDates || (reader.readsOnlyDatesOrWeeks && reader.replacesTheSession),
                      reader.replacesTheSession || replacedByNext(index, readers) {
                // "Exkursion am 17.11. statt Vorlesung", "am 17.11. Exkursion (keine Vorlesung)", "in KW 44
                // Exkursion statt VL": no session on those dates or in those weeks.
                kinds = reader.matches.flatMap(\.kinds).compactMap(\.negated)
            } else if index >= 1, reader.negatesSessionsOnly, replacedByNext(index - 1, readers), readers[index - 1].readsOnlyDates,
                      readers[index - 1].subject != .sessions {
                kinds = []  // the "(keine Vorlesung)" the clause before has read
            } else if subject == .sessions, reader.deniesReplacement,
                      readers.contains(where: { $0 !== reader && $0.matches.contains(where: \.negated) }) {
                // "entfällt am 2.12., kein Ersatztermin": the cancelled date is not replaced; the
                // cancellation says which. Alone, what is not replaced is not said.
                kinds = []
            } else if subject == .sessions {
                (kinds, unread) = reader.sessionReading()
                // "- Vorlesung - (die Praktikumstermine werden noch bekannt gegeben)": undetermined
                // dates of another kind of session than the one the comment names for the row.
                let labels = labelKinds(besides: index)
                if kinds.contains(.undetermined), !labels.isEmpty, !reader.analysis.datesOfKinds.isEmpty,
                   reader.analysis.datesOfKinds.isDisjoint(with: labels), !reader.hasTemporalCue {
                    subject = .otherSessions
                    kinds = [.aside(.otherSessions)]
                    unread = []
                }
            } else if subject == .groups, !reader.analysis.pointerIndices.isEmpty, reader.range.contains(where: { i in
                cursor.words[i].map { $0.count > 6 && ($0.text.hasSuffix("plan") || $0.text.hasSuffix("termine")) } ?? false
            }) {
                // "- Praktikum - Gruppenplan folgt", "Gruppentermine s. Aushang": the groups' dates are the
                // row's sessions, and they are kept elsewhere (it was set aside as about the groups, silently).
                (kinds, unread) = reader.sessionReading()
            } else if subject == .groups, !hasAlternation, let other = Self.modeOrRoomBesideAGroup(reader, cursor),
                      reader.matches.contains(where: { m in m.kinds.contains { if case .parity = $0 { return false }; return $0.isTemporal } }) {
                // "Gr. 1 Präsenz KW 42-46, Gr. 2 Präsenz KW 47-51": a group's mode or room, from a week on
                // or in some weeks, is the mode's or room's (the weeks were the row's, silently).
                subject = other
                kinds = asideReading(reader, subject: subject, hasAlternation: hasAlternation, bothParities: parities.count > 1)
            } else if subject == .groups, !hasAlternation,
                      reader.matches.contains(where: { m in m.kinds.contains { if case .parity = $0 { return false }; return $0.isTemporal } }) {
                // "Gr. 1: 14.10./28.10., Gr. 2: 21.10./4.11.": each group's dates are the row's dates
                // (the room is used on all of them); any other bound for one group leaves the row's unclear.
                if reader.matches.allSatisfy({ m in m.kinds.allSatisfy { if case .weeks = $0 { return true }; if case .dates = $0 { return true }; return !$0.isTemporal } }),
                   !reader.matches.contains(where: \.negated) {
                    (kinds, unread) = reader.sessionReading()
                } else {
                    kinds = [.aside(subject)]
                    unread = [UnreadSpan(clauseText, "dates for one group only: which the row follows is not clear")]
                }
            } else {
                kinds = asideReading(reader, subject: subject, hasAlternation: hasAlternation, bothParities: parities.count > 1)
                // "Gr. A in even, Gr. B in odd weeks": the first group's parity, its week noun left out.
                if subject == .groups, reader.matches.isEmpty, parities.count > 1,
                   let even = reader.range.lazy.compactMap({ i -> Bool? in
                       guard let w = cursor.words[i] else { return nil }
                       if Vocabulary.matches(w, anyOf: Vocabulary.evenWords) { return true }
                       return Vocabulary.matches(w, anyOf: Vocabulary.oddWords) ? false : nil
                   }).first {
                    kinds.append(.parity(even: even))
                }
                unread = reader.unreadNumbers() + reader.daysNotInTheData()
                // "Klausur in der VL am 10.11.": the exam is held in a session, which must take place then
                // (the planner checks it, as for an activity in the sessions).
                // ("final exam June 24 in lecture hall" names a place, not a session.)
                if subject == .exam, let setting = reader.analysis.sessionSetting, reader.readsOnlyDates,
                   !(setting + 1 < cursor.tokens.count && cursor.words[setting + 1].map { ["hall", "halls", "theatre", "theater", "room"].contains($0.text) } == true) {
                    kinds += activityCheck(reader)
                }
                // "Übung zu Kap. 2–4 in KW 42–47": the weeks of the sessions on that topic, or of the topic?
                if subject == .material, reader.namesSessions, reader.hasTemporalCue, reader.namesTopic {
                    unread.append(UnreadSpan(clauseText, "a week or date beside the topic of the sessions: the topic's or the sessions'?"))
                }
                // "ab KW 45 im Raum B 103" alone: the room's from then, or the sessions' start? With the
                // sessions' own bounds or another room or mode elsewhere in the comment, the room's.
                if subject == .room, reader.namesDatesBesideARoom
                    // With its session noun ("Vorlesung ab KW 42 im Hörsaal B 103"), a cancellation or an
                    // exam elsewhere is no bound of the sessions: whose start it is stays unsaid. Without
                    // one ("from week 49 in room H 006"), any other date makes it the room's.
                    || reader.boundsBesideARoom && !readers.contains(where: { other in
                        guard other !== reader else { return false }
                        // With the sessions named, only a mode or room with dates of its own counts
                        // ("…, Anwesenheit erwünscht" does not).
                        if reader.namesSessions {
                            return other.boundsTheSessions || (other.analysis.mentionsMode || other.subject == .room) && other.hasTemporalCue
                        }
                        return other.hasTemporalCue || other.analysis.mentionsMode || other.subject == .room
                    }) {
                    unread.append(UnreadSpan(clauseText, "a week or date next to a room: the room's or the sessions'?"))
                }
                // "Seminar in English from 9 November onwards": the sessions' start, or the language's from
                // then? With the sessions named, not said; another language named elsewhere ("…, afterwards
                // in English") makes it the language's.
                if subject == .language, reader.namesSessions,
                   !readers.contains(where: { $0 !== reader && $0.analysis.subjects.contains { $0.subject == .language } }),
                   reader.matches.contains(where: { m in
                    !m.negated && m.kinds.contains { if case .start = $0 { return true }; if case .end = $0 { return true }; return false }
                }) {
                    unread.append(UnreadSpan(clauseText, "a bound beside the language of the sessions: the language's or the sessions'?"))
                }
                // "(Gruppen nach Plan)", "Gruppen nach Aushang": when each group meets is kept elsewhere
                // (golden.json reads the Praktikum row so). "Gruppeneinteilung über Moodle" is who is in which group.
                if subject == .groups, reader.matches.contains(where: { $0.kinds.contains(.undetermined) }) || !reader.analysis.pointerIndices.isEmpty,
                   reader.range.contains(where: { i in cursor.words[i].map { ["gruppe", "gruppen", "group", "groups", "gr"].contains($0.text) } ?? false }),
                   // "Gr. B siehe eigene Zeile": the other group has a row of its own.
                   !reader.range.contains(where: { i in cursor.words[i].map { ["zeile", "row", "eintrag", "entry", "veranstaltung"].contains($0.text) } ?? false }) {
                    unread.append(UnreadSpan(clauseText, "when each group meets is kept elsewhere"))
                }
                if reader.timesByAnotherEvent {
                    unread.append(UnreadSpan(clauseText, "a date before another event that may time the sessions: whose date it is, is not clear"))
                }
                // "Zoom-Termine bis KW 45, danach Präsenz": the bound is the mode's when another clause
                // names the other mode; alone ("Präsenztermine in KW 44, 48") whether the other weeks
                // have sessions is not said.
                // "danach Präsenz 14-täglich ab 19.10.": a rhythm next to a mode may be the sessions'
                // or the mode's (every other week on campus, online between).
                if subject == .mode, reader.matches.contains(where: { m in m.kinds.contains { if case .interval(let n) = $0 { return n > 1 }; return false } }) {
                    unread.append(UnreadSpan(clauseText, "a rhythm in a clause about the mode: the sessions' or the mode's"))
                }
                // "1.12., 8.12., 15.12. jeweils online": "each" makes the dates what the clause is about.
                if subject == .mode, reader.readsOnlyDates,
                   reader.range.contains(where: { cursor.words[$0].map { ["jeweils", "each"].contains($0.text) } ?? false }) {
                    unread.append(UnreadSpan(clauseText, "dates each in one mode: all the sessions, or some of the series?"))
                }
                if modeDates {
                    unread.append(UnreadSpan(clauseText, "dates for one mode: are they sessions beside the series, or all of them?"))
                }
                // "room changes to H 101 as of wk 18, week 15 rescheduled": a week or date, then a verb that
                // moves a session, inside a clause about something else.
                if let moved = reader.weekOrDateBeforeAMovingVerb {
                    unread.append(UnreadSpan(moved, "a week or date moved, in a clause about something else"))
                }
                // "Online-Sitzungen am 13.10. und 20.10., danach Präsenz jeden Dienstag": sessions in one
                // mode on dates, then the series in the other: the first sessions, or a remark on the
                // mode inside a series that began before them?
                if subject == .mode, reader.readsOnlyDates, reader.namesSessions, readers.indices.contains(index + 1), readers[index + 1].opensWithSequence {
                    unread.append(UnreadSpan(clauseText, "sessions in one mode on dates, then the series: does it begin with them?"))
                }
                // "Präsenztermine lt. Aushang, sonst online": which weeks are on campus is kept elsewhere.
                if subject == .mode, reader.analysis.sessionsInAMode != nil, !reader.analysis.pointerIndices.isEmpty {
                    unread.append(UnreadSpan(clauseText, "dates of the sessions in one mode, kept elsewhere"))
                }
                if subject == .mode, reader.analysis.sessionsInAMode != nil, reader.hasTemporalCue,
                   !readers.contains(where: { other in other !== reader && !other.hasTemporalCue && other.analysis.mentionsMode }) {
                    unread.append(UnreadSpan(clauseText, "dates of the sessions in one mode: whether the others take place is not said"))
                }
            }
            if subject == .sessions, let what = followsOfficeHours(index, readers) {
                unread.append(UnreadSpan(clauseText, "\(what) after office hours: theirs, or the lecture's?"))
            }
            let polarity: Polarity = reader.matches.contains(where: \.negated) ? .negated : .positive
            clauses.append(ClauseReading(text: clauseText, subject: subject, polarity: polarity,
                                         cues: kinds.map { Cue($0, text: clauseText) }, unread: unread))
        }

        clauses = correctingBounds(clauses, readers, cursor)
        clauses = cancellingWhereNeitherModeIsHeld(clauses, readers, cursor)
        clauses = flaggingWeeksNamedForTwoModes(clauses, readers)
        clauses = flaggingActivityDatesBesideListedDates(clauses, readers)

        // "ab KW 43 wöchentlich, dann eher sporadisch": how the series goes on was not read. After an
        // end ("bis KW 50, danach Projektphase") what follows is outside the series: a remark.
        for i in clauses.indices.dropFirst() where readers[i].continuesTheSeries && !readers[i].hasTemporalCue
            // "danach Projektarbeit in Gruppen / in Teams": what follows the series, whatever else the clause names.
            && (clauses[i].subject == .sessions && clauses[i].cues.isEmpty || clauses[i].subject != .sessions && readers[i].followingActivity != nil) {
            // A closed list of weeks or dates ends the series too ("KW 41-50 außer KW 45; danach Projektphase").
            // What counts is the clause "then" follows: "KW 44 bis 50 und im Januar dann eher sporadisch".
            // "nur im Oktober, danach Projektarbeit in Gruppen": months close the series before what follows
            // it; "und im Januar dann eher sporadisch" is how the series goes on in them.
            let following = clauses[i].subject != .sessions
            let ended = clauses[..<i].last(where: { !$0.cues.isEmpty })?.cues.contains {
                switch $0.kind {
                case .end, .weeks, .dates, .dateRange: return true
                case .onlyMonths: return following
                default: return false
                }
            } ?? false
            guard !ended else { continue }
            let c = clauses[i]
            // "danach Projektarbeit in Gruppen": the groups' words are theirs; what follows the series is the point.
            var unread = c.subject != .sessions ? [] : readers[i].unknownAndVagueWords()
            // "ab KW 42, danach Projektarbeit": the lectures give way to something else, but when is not said.
            if let activity = readers[i].followingActivity {
                unread.append(UnreadSpan(activity, "the series gives way to something else, and no end says when"))
            }
            clauses[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues, unread: c.unread + unread)
        }
        clauses = listingFurtherDates(clauses, readers)
        clauses = continuingListsInAStatedRhythm(clauses)
        // Sequences first: a first session's week ("Kick-off in KW 41, then weekly from KW 44") is a
        // week named before the series resumes.
        clauses = RhythmPhases.readingPausesWithoutSessions(clauses, readers)
        clauses = readingResumptionsAsStarts(clauses, readers)
        clauses = markingSequences(clauses, readers)
        clauses = addingDatesAfterTheEnd(clauses, readers)
        clauses = DateListsWithNotes.reading(clauses, readers)
        clauses = namingTheDateAfterADash(clauses, readers)
        clauses = scopingWeeksToWeekdays(clauses, readers)
        clauses = placingWeekdayMoves(clauses, readers)
        clauses = startingNotThenButLater(clauses, readers)
        clauses = markingResumptions(clauses, readers)
        clauses = resumingAfterCancellations(clauses, readers)
        clauses = RhythmPhases.marking(clauses, readers)
        clauses = RhythmPhases.readingARhythmFromNowOn(clauses, readers)
        clauses = RhythmPhases.readingARhythmFromACountedSession(clauses, readers)
        clauses = RhythmPhases.markingPauses(clauses, readers)
        clauses = RhythmPhases.doubtingARhythmAfterACancellation(clauses, readers)
        clauses = weekdaysRestatingDates(clauses, readers, cursor)
        for i in clauses.indices.dropFirst() where readers[i].isParenthesised {
            let c = clauses[i]
            if let bound = weekOfANamedSession(c, after: readers[i - 1]) {
                // "Gruppeneinteilung in der ersten Sitzung (KW 41)": the week of the first (last) session
                // is where the series starts (ends); it was read as the only week, silently.
                clauses[i] = ClauseReading(text: c.text, subject: .sessions, polarity: c.polarity, cues: [Cue(bound, text: c.text)], unread: c.unread)
            } else if let check = yearlessRestatedWeek(c, after: clauses[i - 1]) {
                // "starts 12 Oct (week 42)": the term's year says whether the week holds the date.
                clauses[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [Cue(check, text: c.text)], unread: c.unread)
            } else if isRestatedWeek(c, after: clauses[i - 1]) == true || isRestatedDate(c, after: clauses[i - 1]) == true {
                clauses[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [], unread: c.unread)
            } else if let restates = areRestatedMonths(c, after: clauses[i - 1]) ?? areRestatedWeeksOfMonths(c, after: clauses[i - 1]) {
                // "KW 45-48 (November)": the months say where the weeks lie; "KW 49-51 (Okt.)" disagrees.
                clauses[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [],
                                           unread: c.unread + (restates ? [] : [UnreadSpan(c.text, "months in brackets that the weeks before them do not lie in")]))
            }
        }
        clauses = restatingSpansInDays(clauses, readers)
        clauses = ExtraDatesInTheirWeeks.placing(clauses)
        clauses = CountedSeries.reading(clauses)
        clauses = DaysOfABlock.reading(clauses, readers, cursor)
        clauses = ExceptionsOnAnotherWeekday.placing(clauses, readers, cursor)
        clauses = MovesInOtherWords.reading(clauses, readers, cursor)
        clauses = CancellationsPointingBack.reading(clauses, readers, cursor)
        clauses = CorrectionsNotButRather.reading(clauses, readers, cursor)
        clauses = TheRowsOwnGroup.reading(clauses, readers, cursor)
        clauses = CorrectedBounds.reading(clauses, readers, cursor)
        clauses = WeekdayScopes.marking(clauses, readers, cursor)
        var unread = clauses.flatMap(\.unread)
        unread += conflicts(readers, clauses)
        unread += CommentDoubts(cursor, readers, clauses, hasAlternation: hasAlternation).found
        // "2. Semesterhälfte" names no weeks unless the comment lists them ("1.Semhälfte, KW 17-25").
        let listsDates = clauses.contains { $0.cues.contains { if case .weeks = $0.kind { return true }; if case .dates = $0.kind { return true }; return false } }
        if !listsDates, let half = readers.first(where: \.namesHalfTerm) {
            unread.append(UnreadSpan(half.text, "half of the term, without its weeks"))
        }
        if unread.count > maximumUnreadReported {
            // A hostile comment could list thousands: name the first few, count the rest.
            unread = Array(unread.prefix(maximumUnreadReported)) + [.omitted(unread.count - maximumUnreadReported)]
        }
        return CommentReading(comment: comment, cues: clauses.flatMap(\.cues), unread: unread,
                              readCharacters: readCharacters, clauses: clauses)
    }

    /// "Termine am 16.10., 30.10., 13.11. usw. (14-täglich)": a list that goes on without a last
    /// item is undetermined (readers disagree how far), unless another clause states the same
    /// rhythm: then it goes on in it to the end of the term. Only lists of dates: a list of weeks
    /// continued past an ISO week 53 could mean every other week or every odd week.
    private static func continuingListsInAStatedRhythm(_ clauses: [ClauseReading]) -> [ClauseReading] {
        func intervals(_ clause: ClauseReading) -> [Int] {
            clause.cues.compactMap { if case .interval(let n) = $0.kind { return n }; return nil }
        }
        var out = clauses
        for i in out.indices {
            let c = out[i]
            guard c.subject == .sessions, c.cues.contains(where: { $0.kind == .undetermined }),
                  c.cues.contains(where: { if case .listed = $0.kind { return true }; return false }),
                  let step = intervals(c).first,
                  clauses.indices.contains(where: { $0 != i && clauses[$0].subject == .sessions && intervals(clauses[$0]).contains(step) })
            else { continue }
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                   cues: c.cues.filter { $0.kind != .undetermined }, unread: c.unread)
        }
        return out
    }

    /// "Kick-Off 16.03., weitere Termine 13.04., 27.04. und 11.05.": further dates after single
    /// dates, with nothing that shapes a weekly series, are the rest of the list of dates, not
    /// dates added to a weekly series ("wöchentlich ab KW 42, weitere Termine: 5.12." adds one).
    private static func listingFurtherDates(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        func hasCue(_ test: (CueKind) -> Bool) -> Bool {
            clauses.contains { clause in clause.subject == .sessions && clause.cues.contains { test($0.kind) } }
        }
        let shapesSeries = hasCue { kind in
            switch kind {
            case .weeks, .interval, .parity, .dateRange, .onlyMonths, .weekOf, .alternation: return true
            default: return false
            }
        }
        let bounded = hasCue { kind in
            switch kind {
            case .start, .end: return true
            default: return false
            }
        }
        guard !shapesSeries else { return clauses }
        // Clauses naming a first session or dates ("Auftakt am 7.10."), asked once.
        let namingSessions = clauses.indices.filter { j in
            clauses[j].subject == .sessions && clauses[j].cues.contains { if case .kickoff = $0.kind { return true }; if case .dates = $0.kind { return true }; return false }
        }
        var out = clauses
        for i in out.indices where out[i].subject == .sessions {
            let further = readers[i].matches.contains { m in
                guard !m.negated, let first = readers[i].cursor.words[m.range.lowerBound], Vocabulary.matches(first, anyOf: Vocabulary.furtherWords),
                      m.range.count > 1, readers[i].cursor.facts[m.range.lowerBound + 1]?.subject?.subject == .sessions else { return false }
                return true
            }
            guard further else { continue }
            let c = out[i]
            if bounded {
                // "erster Termin 16.03., weitere Termine 13.04. und 27.04.": the rest of a list, or
                // dates added to a weekly series from the first? Readers could take either.
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                       unread: c.unread + [UnreadSpan(c.text, "further dates after a bound: the rest of a list, or added to the series?")])
                continue
            }
            // "Auftakt am 7.10., weitere Termine KW 45, 47 und 49": after a named first session, the
            // further weeks are the rest of the list too.
            let firstSessionNamed = namingSessions.contains { $0 != i }
            let cues = out[i].cues.map { cue -> Cue in
                if case .extra(let weeks, let dates) = cue.kind, weeks.isEmpty, !dates.isEmpty { return Cue(.dates(dates), text: cue.text) }
                if case .extra(let weeks, let dates) = cue.kind, dates.isEmpty, !weeks.isEmpty, firstSessionNamed { return Cue(.weeks(weeks), text: cue.text) }
                return cue
            }
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: c.unread)
        }
        return out
    }

    /// "am 23.11. keine Präsenz und keine Online-Sitzung", "In KW 47 weder Präsenz- noch
    /// Online-Vorlesung": with both the mode on campus and the remote one negated, the sessions are
    /// off on the weeks and dates named (they were read as a remark on the mode, silently).
    private static func cancellingWhereNeitherModeIsHeld(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        let neither = cursor.words.contains { $0?.text == "weder" || $0?.text == "neither" }
        func negated(_ i: Int) -> Bool {
            (max(0, i - 3)..<i).contains { j in
                guard let w = cursor.words[j] else { return false }
                return Vocabulary.plainNegations.contains(w) || (neither && ["weder", "noch", "neither", "nor"].contains(w.text))
            }
        }
        var sides = Set<Vocabulary.ModeSide>()
        for i in cursor.tokens.indices {
            // The negation first: it is rare, and `modeSide` compares each word with twelve beginnings.
            guard let w = cursor.words[i], negated(i), let side = Vocabulary.modeSide(w.text) else { continue }
            sides.insert(side)
        }
        guard sides.count == 2 else { return clauses }
        var out = clauses
        for i in out.indices where [.mode, .sessions].contains(out[i].subject) && readers[i].hasTemporalCue {
            let kinds = readers[i].matches.flatMap(\.kinds).filter(\.isTemporal)
            // "ab dem 7.12. keine Präsenz- und auch keine Onlinetermine mehr": no sessions from then on.
            let exclusions = kinds.compactMap { kind -> CueKind? in
                if case .start(let bound) = kind { return .endBefore(bound) }
                return kind.negated
            }
            guard exclusions.count == kinds.count, !exclusions.isEmpty else { continue }
            out[i] = ClauseReading(text: out[i].text, subject: .sessions, polarity: .negated,
                                   cues: exclusions.map { Cue($0, text: out[i].text) }, unread: out[i].unread)
        }
        return out
    }

    /// "KW 41, 43, 45 online; KW 47, 49, 51 Präsenz": weeks named for two modes. Only those weeks,
    /// or every week with the mode named where it is? One mode alone ("hybrid in KW 43 und 45")
    /// stays a remark on the mode (SEMANTICS.md §4a), and so do ranges that meet ("KW 11–18 online,
    /// KW 19–27 Präsenz"): with a gap between the modes' weeks, which weeks have sessions is not said.
    private static func flaggingWeeksNamedForTwoModes(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        let modeLists = clauses.indices.filter { i in
            clauses[i].subject == .mode && !readers[i].matches.isEmpty && readers[i].matches.allSatisfy { m in
                !m.negated && m.kinds.allSatisfy { kind in
                    if case .weeks = kind { return true }; if case .dates = kind { return true }; return !kind.isTemporal
                }
            }
        }
        guard modeLists.count >= 2 else { return clauses }
        // Weeks in the order of a term: "KW 50, 53, 1", the new year's after.
        func termOrder(_ week: Int) -> Int { week >= 27 ? week : week + 53 }
        let namedWeeks = Set(modeLists.flatMap { i in readers[i].matches.flatMap(\.kinds).flatMap { kind -> [Int] in
            guard case .weeks(let spans) = kind else { return [] }
            return spans.flatMap { span -> [Int] in
                let from = termOrder(span.from.week), to = termOrder(span.to.week)
                return from <= to && to - from < 60 ? Array(from...to) : []
            }
        } })
        guard let first = namedWeeks.min(), let last = namedWeeks.max() else { return clauses }
        var out = clauses
        // No gap between them: the planner checks that no session of the series lies outside them ("Präsenz
        // KW 41, 43, 45 – online KW 42, 44, 46" and a session in KW 40 was planned, silently).
        if last - first + 1 == namedWeeks.count {
            let spans = readers[modeLists[0]].matches.flatMap(\.kinds).compactMap { kind -> [WeekSpan]? in
                if case .weeks(let spans) = kind { return spans }
                return nil
            }.flatMap { $0 } + modeLists.dropFirst().flatMap { i in readers[i].matches.flatMap(\.kinds).flatMap { kind -> [WeekSpan] in
                if case .weeks(let spans) = kind { return spans }
                return []
            } }
            let c = out[modeLists[0]]
            out[modeLists[0]] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                              cues: c.cues + [Cue(.weeksOfModes(spans), text: c.text)], unread: c.unread)
            return out
        }
        for i in modeLists {
            let c = clauses[i]
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                   unread: c.unread + [UnreadSpan(c.text, "weeks named for each mode: whether the weeks between have sessions is not said")])
        }
        return out
    }

    /// "Termine: 26.3., 9.4., 23.4. + Abschlusspräsentation am 2.7.": an activity happens in a session,
    /// so its date is a session's. When the comment lists the sessions' dates and the activity's is
    /// not among them, it may be one more session or a slip: the row is flagged, not planned without it.
    private static func flaggingActivityDatesBesideListedDates(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        let listed = Set(clauses.flatMap { $0.cues.flatMap { cue -> [DateRef] in
            if case .dates(let dates) = cue.kind { return dates.map { DateRef(day: $0.day, month: $0.month) } }
            return []
        } })
        guard !listed.isEmpty else { return clauses }
        var out = clauses
        for i in clauses.indices where clauses[i].subject == .activity {
            let dates = readers[i].matches.flatMap(\.kinds).flatMap { kind -> [DateRef] in
                switch kind {
                case .dates(let d): return d
                case .loneDate(let d), .sessionOn(let d): return [d]
                default: return []
                }
            }
            guard dates.contains(where: { !listed.contains(DateRef(day: $0.day, month: $0.month)) }) else { continue }
            let c = clauses[i]
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                   unread: c.unread + [UnreadSpan(c.text, "a date of something that happens in a session, and it is not one of the dates listed")])
        }
        return out
    }

    /// "am 17.11. Exkursion (keine Vorlesung)": the clause after clause `i`, in brackets, says no session.
    private static func replacedByNext(_ i: Int, _ readers: [ClauseReader]) -> Bool {
        i + 1 < readers.count && readers[i + 1].isParenthesised && readers[i + 1].negatesSessionsOnly
            && readers[i + 1].range.lowerBound == readers[i].range.upperBound + 1
    }

    /// "hybrid (room + Zoom) from CW 46", "Präsenz (Hörsaal 2) ab KW 46": a bracket inside a clause
    /// about the mode or the room; the bound after it, with no subject of its own, is still theirs.
    private static func continuesAcrossBrackets(_ i: Int, _ readers: [ClauseReader]) -> ClauseSubject? {
        let reader = readers[i], tokens = reader.cursor.tokens
        let close = reader.range.lowerBound - 1
        guard i >= 1, close > 0, tokens[close].isSymbol(")"),
              // A bracket inside a clause is short; a hostile comment of brackets is not searched through.
              let open = (max(0, close - 24)..<close).last(where: { tokens[$0].isSymbol("(") }),
              let before = readers[max(0, i - 12)..<i].last(where: { $0.range.upperBound == open }),
              // "Tutorin (Fr. X) erreichbar ab KW 45", "Anmeldung zur Exkursion (Do 17.6.) bis 31.5.".
              [.mode, .room, .lecturer, .registration, .submission, .exam, .activity, .material].contains(before.subject), !before.hasTemporalCue,
              reader.analysis.subjects.isEmpty, !reader.analysis.hasSessionOperator, reader.hasTemporalCue else { return nil }
        return before.subject
    }

    /// "lecturer changes after Whitsun (from wk 22)", "Raum A 008 (ab KW 45)": a bound alone in brackets
    /// right after a clause about the lecturer or the room that has none of its own is that clause's;
    /// after a clause about a hand-in, a hand-out, an exam, a registration or an activity, always.
    /// After a mode it stays the sessions' ("- ONLINE (ab KW 41)" in the Hof corpus: the course starts
    /// in week 41, online).
    private static func boundInBracketsAfterAnotherSubject(_ i: Int, _ readers: [ClauseReader]) -> ClauseSubject? {
        let reader = readers[i], tokens = reader.cursor.tokens
        guard i >= 1, reader.isParenthesised, reader.range.upperBound < tokens.count, tokens[reader.range.upperBound].isSymbol(")"),
              reader.analysis.subjects.isEmpty, reader.analysis.negations.isEmpty, reader.hasTemporalCue else { return nil }
        let before = readers[i - 1]
        guard before.range.upperBound == reader.range.lowerBound - 1 else { return nil }
        // "Abgabe der Übungsblätter 14-tägig (ab 2.11.)", "lab reports due every second Monday (starting
        // 29 March)": after a clause about hand-ins, hand-outs or what happens in a session, the bound
        // in brackets goes on with it, whatever bound or rhythm that clause has.
        if [.submission, .material, .activity, .exam, .registration].contains(before.subject) { return before.subject }
        guard !reader.analysis.hasSessionOperator, [.lecturer, .room].contains(before.subject), !before.hasTemporalCue else { return nil }
        return before.subject
    }

    /// "Tutor: Hr. Meier (Sprechstunde Di 13 Uhr, ab KW 43)": inside one pair of brackets, a bound with
    /// no subject of its own after a clause about office hours is theirs.
    private static func continuesOfficeHoursInBrackets(_ i: Int, _ readers: [ClauseReader]) -> ClauseSubject? {
        let reader = readers[i], tokens = reader.cursor.tokens
        guard i >= 1, reader.range.lowerBound >= 1, tokens[reader.range.lowerBound - 1].isSymbol(","),
              reader.range.upperBound < tokens.count, tokens[reader.range.upperBound].isSymbol(")"),
              reader.analysis.subjects.isEmpty, !reader.analysis.hasSessionOperator else { return nil }
        let before = readers[i - 1]
        guard before.range.upperBound == reader.range.lowerBound - 1, before.analysis.namesOfficeHours,
              before.range.lowerBound >= 1, tokens[before.range.lowerBound - 1].isSymbol("(") else { return nil }
        return .activity
    }

    /// "Sprechstunde donnerstags nach der Vorlesung, nicht in KW 47", "the tutor's office hours start in
    /// week 43, fällt am 29.12. aus": in a comment that opens with office hours, a negation or exception
    /// with no subject of its own after a comma may take back what they said (as their own
    /// cancellations do) or call off a lecture; a blind writer read the one, the metamorphic check the
    /// other. Not said. The same holds for a bare start or end ("Sprechstunde Di 10-11 Uhr, ab 20.10."):
    /// it was read as the lecture's start, silently.
    private static func followsOfficeHours(_ i: Int, _ readers: [ClauseReader]) -> String? {
        let reader = readers[i], tokens = reader.cursor.tokens
        guard i == 1, reader.range.lowerBound >= 1, tokens[reader.range.lowerBound - 1].isSymbol(","),
              reader.analysis.subjects.isEmpty, !reader.matches.isEmpty else { return nil }
        let before = readers[i - 1]
        // Only where the comment opens with the office hours: after the lecture's own words ("14:00-15:30
        // Uhr, anschl. Sprechstunde, fällt am 29.10. aus") the negation stays the lecture's.
        guard before.range.upperBound == reader.range.lowerBound - 1, before.analysis.namesOfficeHours, before.subject == .activity else { return nil }
        if reader.matches.allSatisfy({ m in m.negated || m.kinds.allSatisfy { if case .except = $0 { return true }; return false } }) {
            return "a negation"
        }
        if reader.matches.allSatisfy({ m in !m.negated && !m.kinds.isEmpty && m.kinds.allSatisfy { switch $0 { case .start, .end: return true; default: return false } } }) {
            return "a start or end"
        }
        return nil
    }

    /// "KW 41 + KW 42, danach erst wieder ab KW 48", "nur in Woche 41 und ab Woche 50": a start in a
    /// clause joined by "danach", "dann", "und" after a clause of weeks resumes the series; it does not
    /// cut the weeks before it.
    private static func markingResumptions(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        var sawWeeks = false
        for (i, clause) in clauses.enumerated() {
            defer { if clause.cues.contains(where: { if case .weeks = $0.kind { return true }; return false }) { sawWeeks = true } }
            guard sawWeeks, readers[i].opensWithSequence else { continue }
            var cues = clause.cues.map { cue -> Cue in
                if case .start(let b) = cue.kind { return Cue(.resumes(b), text: cue.text) }
                return cue
            }
            // "KWs 15, 17 und 19 – danach wöchentl. bis KW 25", "KW 42 + 44, anschließend jede Woche": every
            // week after the weeks listed right before (they were the only weeks, silently).
            if i > 0, clauses[i - 1].cues.count == 1, case .weeks(let spans) = clauses[i - 1].cues[0].kind, let last = spans.last,
               cues.contains(where: { $0.kind == .interval(1) }),
               !cues.contains(where: { cue in if case .resumes = cue.kind { return true }; if case .start = cue.kind { return true }; return false }) {
                cues.append(Cue(.resumes(.weekAfter(last.to)), text: clause.text))
            }
            out[i] = ClauseReading(text: clause.text, subject: clause.subject, polarity: clause.polarity, cues: cues, unread: clause.unread)
        }
        return out
    }

    /// "weiter geht es am 5.1.", "geht es erst in KW 45 weiter", "resuming week 1": a single week or
    /// date in a clause saying the series goes on is where it goes on from, not its only date (it was
    /// read so, silently). With nothing before it (no cancellation, no first session, no bound), the
    /// pause it ends is not named: flagged.
    private static func readingResumptionsAsStarts(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        for (i, clause) in clauses.enumerated() where clause.subject == .sessions && (readers[i].continuesAfterAPause || readers[i].saysAgain) {
            let weeksBefore = out[..<i].contains { $0.cues.contains { if case .weeks = $0.kind { return true }; return false } }
            // "Nach der Einführung am 5.10. geht es erst in KW 44 weiter": a first session may stand beside it.
            func single(_ kind: CueKind) -> Bound? {
                switch kind {
                case .weeks(let spans) where spans.count == 1 && spans[0].isSingleWeek: return .week(spans[0].from)
                case .dates(let dates) where dates.count == 1: return .date(dates[0])
                // "week 11: kick-off; regular sessions resume in May": from May on, not May alone (after an
                // end or a list of dates, "continues in January" keeps its reading as the month's sessions).
                case .onlyMonths(let months) where months.count == 1 && weeksBefore && readers[i].continuesAfterAPause: return .month(months[0])
                default: return nil
                }
            }
            let singles = clause.cues.indices.filter { single(clause.cues[$0].kind) != nil }
            // "back from week 49", "ab KW 48 wieder" alone: a start said to come again, and no pause before it.
            if singles.isEmpty, clause.cues.contains(where: { if case .start = $0.kind { return true }; return false }),
               !out[..<i].contains(where: { $0.cues.contains { $0.kind.isTemporal } }) {
                out[i] = ClauseReading(text: clause.text, subject: clause.subject, polarity: clause.polarity, cues: clause.cues,
                                       unread: clause.unread + [UnreadSpan(clause.text, "the series goes on from here, but no pause before it is named")])
                continue
            }
            // "Termine am 6.10., 13.10. und dann erst wieder am 12.1.": one more date of a list.
            let listsDates = out[..<i].contains { $0.cues.contains { if case .dates = $0.kind { return true }; return false } }
            // "KW 41 und 42, danach erst wieder KW 50": one more week of the list, or every week from it?
            // Without "ab", "weiter" or "resume" the words do not say (it was read as every week, silently).
            let listsWeeks = out[..<i].contains { $0.cues.contains { if case .weeks = $0.kind { return true }; return false } }
            if listsWeeks, !readers[i].continuesAfterAPause, singles.count == 1,
               !clause.cues.contains(where: { if case .start = $0.kind { return true }; return false }) {
                out[i] = ClauseReading(text: clause.text, subject: clause.subject, polarity: clause.polarity, cues: clause.cues,
                                       unread: clause.unread + [UnreadSpan(clause.text, "again in one week after the weeks named: that week alone, or every week from it?")])
                continue
            }
            guard !listsDates, clause.polarity == .positive, singles.count == 1, let bound = single(clause.cues[singles[0]].kind),
                  clause.cues.allSatisfy({ cue in
                      if case .kickoff = cue.kind { return true }
                      if case .extra = cue.kind { return true }
                      // "weekly sessions resume in week 14": the rhythm it resumes in.
                      if case .interval = cue.kind { return true }
                      // "Saturday blocks resume on 9 Jan": the row's weekday, named (`SeriesPlanner` checks it).
                      if case .onWeekday = cue.kind { return true }
                      return single(cue.kind) != nil || !cue.kind.isTemporal
                  }) else { continue }
            var cues = clause.cues
            cues[singles[0]] = Cue(.start(bound), text: cues[singles[0]].text)
            let somethingBefore = out[..<i].contains { $0.cues.contains { $0.kind.isTemporal } }
                || cues.contains { cue in cue.kind.isTemporal && { if case .onWeekday = cue.kind { return false }; return true }() && cue != cues[singles[0]] }
            out[i] = ClauseReading(text: clause.text, subject: clause.subject, polarity: clause.polarity, cues: cues,
                                   unread: clause.unread + (somethingBefore ? [] : [UnreadSpan(clause.text, "the series goes on from here, but no pause before it is named")]))
        }
        return out
    }

    /// "fällt in KW 44 aus, ab KW 45 wieder regulär": after a cancellation, a start said to come
    /// "again" resumes the series; it does not bound it. Right after the weeks left out, nothing
    /// else changes; after a gap ("entfällt KW 44, ab KW 47 wieder"), whether the weeks between
    /// have sessions is not said.
    private static func resumingAfterCancellations(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        /// The last week or day the cancellations so far leave out.
        var lastLeftOut: Bound?
        for (i, clause) in clauses.enumerated() where clause.subject == .sessions {
            if let left = lastLeftOut, readers[i].saysAgain || readers[i].continuesAfterAPause,
               let start = clause.cues.firstIndex(where: { resumption($0.kind) != nil }) {
                var cues = clause.cues
                var unread = clause.unread
                if let bound = resumption(cues[start].kind), let right = resumes(bound, rightAfter: left), right {
                    cues.remove(at: start)
                } else if let bound = resumption(cues[start].kind), resumes(bound, rightAfter: left) == nil {
                    // A week and a day: which week the day lies in depends on the year; the planner checks.
                    cues[start] = Cue(.resumesAfter(left: left, start: bound), text: cues[start].text)
                } else {
                    unread.append(UnreadSpan(clause.text, "the series resumes after a cancellation, but not right after it: are the weeks between off too?"))
                }
                out[i] = ClauseReading(text: clause.text, subject: clause.subject, polarity: clause.polarity, cues: cues, unread: unread)
            }
            for cue in clause.cues {
                switch cue.kind {
                case .except(let weeks, let dates):
                    if let week = latest(weeks.map(\.to)) { lastLeftOut = .week(week) }
                    if let day = latest(dates) { lastLeftOut = .date(day) }
                case .exceptDateRange(_, let to):
                    lastLeftOut = .date(to)
                case .exceptWeekOf(let day):
                    lastLeftOut = .weekOf(day)
                case .exceptMonths(let months):
                    if let month = months.last { lastLeftOut = .month(month) }
                default: break
                }
            }
        }
        return out
    }

    /// The latest of the weeks a cancellation names, whatever their order ("entfällt KW 48 und 45");
    /// in a list across the new year ("KW 2 und KW 53") the January weeks come last.
    private static func latest(_ weeks: [WeekRef]) -> WeekRef? {
        let acrossNewYear = weeks.contains { $0.week >= 40 } && weeks.contains { $0.week <= 10 }
        return weeks.max { a, b in
            func rank(_ w: WeekRef) -> Int { acrossNewYear && w.week <= 10 ? w.week + 53 : w.week }
            return rank(a) < rank(b)
        }
    }

    /// The latest of the dates a cancellation names ("fällt am 26.11. und 19.11. aus"); January
    /// to March come after September to December.
    private static func latest(_ dates: [DateRef]) -> DateRef? {
        let acrossNewYear = dates.contains { $0.month >= 9 } && dates.contains { $0.month <= 3 }
        return dates.max { a, b in
            func rank(_ d: DateRef) -> Int { (acrossNewYear && d.month <= 3 ? d.month + 12 : d.month) * 32 + d.day }
            return rank(a) < rank(b)
        }
    }

    /// Where a clause after a cancellation says the series goes on: its start ("wieder ab KW 50"),
    /// or its one date ("weiter am 11.1.").
    private static func resumption(_ kind: CueKind) -> Bound? {
        switch kind {
        case .start(let bound): return bound
        case .extra(let weeks, let dates) where weeks.isEmpty && dates.count == 1: return .date(dates[0])
        default: return nil
        }
    }

    /// Whether a series that starts again at `start` starts in the week after `left` (a week, or the
    /// week of a day: "KW 47-49 keine Vorlesung, weiter ab KW 50", "9.11. bis 30.11. keine
    /// Vorlesung, weiter ab 7.12."). Days are compared within a year without its own: a week later,
    /// across the new year too. Nil for a week and a day: the planner checks those in the term.
    private static func resumes(_ start: Bound, rightAfter left: Bound) -> Bool? {
        func dayOfYear(_ d: DateRef) -> Int? {
            let before = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
            guard (1...12).contains(d.month), (1...31).contains(d.day) else { return nil }
            return before[d.month - 1] + d.day
        }
        switch (start, left) {
        case (.week(let w), .week(let last)):
            return w.week == last.week + 1 || (last.week >= 52 && w.week == 1)
        case (.date(let d), .date(let last)):
            guard let a = dayOfYear(d), let b = dayOfYear(last) else { return false }
            return (1...7).contains((a - b + 365) % 365)
        case (.date, .week), (.week, .date), (_, .weekOf), (_, .month):
            return nil
        default:
            return false
        }
    }

    /// "1. Termin 6.10., dann 14-tägig ab KW 43", "Beginn 14.10., danach ab KW 44": a dated start
    /// followed by a clause that opens with "dann", "danach", "then" and starts the series again is a
    /// first session before the series (a kick-off), not a second start.
    ///
    /// After a clause that names its first session ("1. Termin 7.10.", "Vorbesprechung am 9.10.") the
    /// series may follow without "dann": a start with a word of the regular series ("weiter ab 4.11.",
    /// "regular classes from week 44"), or the weeks of the sessions ("Blöcke in KW 46, 48 und 50").
    /// "nicht erst ab KW 43, sondern schon ab KW 41", "not from week 43 but from week 42": the bound
    /// taken back is corrected by the one after "sondern"/"but", not a bound of its own.
    /// "Beginn schon in KW 41 (nicht KW 42)": a week taken back in brackets after a start corrected by
    /// "schon"/"already" is the start it is not; without that word the week right after the start
    /// may as well be a week off ("Beginn KW 42 (nicht KW 43)").
    private static func correctingBounds(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var clauses = clauses
        func isBound(_ kind: CueKind) -> Int? {
            switch kind {
            case .start: return 0
            case .end: return 1
            default: return nil
            }
        }
        func words(_ i: Int) -> [String] { readers[i].range.compactMap { cursor.words[$0]?.text } }
        for i in readers.indices.dropLast() {
            let next = readers[i + 1]
            let taken = readers[i].matches.filter(\.negated).flatMap(\.kinds).compactMap(isBound)
            let given = next.matches.filter { !$0.negated }.flatMap(\.kinds).compactMap(isBound)
            if let first = words(i + 1).first, ["sondern", "but", "rather"].contains(first),
               !taken.isEmpty, !given.isEmpty, Set(taken) == Set(given),
               readers[i].matches.allSatisfy({ $0.negated }) {
                let c = clauses[i]
                clauses[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [], unread: c.unread)
                continue
            }
            guard next.isParenthesised, readers[i].startsTheSeries, !next.matches.isEmpty,
                  next.matches.allSatisfy({ m in m.negated && m.kinds.allSatisfy { if case .weeks(let s) = $0 { return s.count == 1 && s[0].isSingleWeek }; return false } })
            else { continue }
            let c = clauses[i + 1]
            let startWeek = readers[i].matches.lazy.filter { !$0.negated }.flatMap(\.kinds).compactMap { kind -> Int? in
                if case .start(.week(let w)) = kind { return w.week }; return nil
            }.first
            let takenWeek = next.matches.lazy.flatMap(\.kinds).compactMap { kind -> Int? in
                if case .weeks(let s) = kind { return s[0].from.week }; return nil
            }.first
            if words(i).contains(where: { ["schon", "bereits", "already"].contains($0) }) {
                clauses[i + 1] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [], unread: c.unread)
            } else if let startWeek, let takenWeek, takenWeek == (startWeek == 53 ? 1 : startWeek + 1) {
                clauses[i + 1] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: c.cues,
                                               unread: c.unread + [UnreadSpan(c.text, "a week taken back after a start: a week off, or the start corrected?")])
            }
        }
        return clauses
    }

    /// "bis KW 50 wöchentlich, danach Prüfungsvorbereitung am 11.1. und 18.1.", "every Thursday up to and
    /// incl. 10 June, then exam prep sessions on 24 June and 1 July": dates in a clause that follows the
    /// series' end ("danach", "then") are sessions besides the series, not the only ones (they replaced
    /// it, and were flagged as outside its end).
    private static func addingDatesAfterTheEnd(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        var sawEnd = false
        for (i, c) in clauses.enumerated() where c.subject == .sessions && c.polarity == .positive {
            if c.cues.contains(where: { if case .end = $0.kind { return true }; return false }) {
                sawEnd = true
                continue
            }
            guard sawEnd, readers[i].opensWithSequence else { continue }
            // "danach noch 1.12.": one date alone has no role of its own yet (left unread); it has this one now.
            let read = c.cues.isEmpty ? readers[i].matches.flatMap(\.kinds) : c.cues.map(\.kind)
            guard read.count == 1 else { continue }
            let dates: [DateRef]
            switch read[0] {
            case .dates(let named): dates = named
            case .loneDate(let d): dates = [d]
            default: continue
            }
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                   cues: [Cue(.extra(weeks: [], dates: dates), text: c.text)],
                                   unread: c.unread.filter { !$0.reason.hasPrefix("a date with no role") })
        }
        return out
    }

    /// "Mon 19 Oct - first session", "18.12. – letzte Sitzung": a date, then after a dash what it is. The
    /// first or last session is a bound of the series (SEMANTICS.md §4); the date was read as the only one.
    private static func namingTheDateAfterADash(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices.dropFirst() where clauses[i].cues.isEmpty && clauses[i].polarity == .positive {
            let r = readers[i], cursor = r.cursor
            guard r.range.lowerBound >= 1, cursor.tokens[r.range.lowerBound - 1].isSymbol("-") || cursor.tokens[r.range.lowerBound - 1].isSymbol("–"),
                  readers[i - 1].range.upperBound == r.range.lowerBound - 1,
                  clauses[i - 1].subject == .sessions, clauses[i - 1].polarity == .positive else { continue }
            // The date alone before the dash: "Mon 19 Oct" (a date), "11.1." (a date without a role yet).
            let previous = readers[i - 1].matches.flatMap(\.kinds)
            var date: DateRef?
            if previous.count == 1, case .dates(let dates) = previous[0], dates.count == 1 { date = dates[0] }
            if previous.count == 1, case .loneDate(let d) = previous[0] { date = d }
            guard let date else { continue }
            let words = r.range.compactMap { cursor.words[$0] }.filter { !["the", "die", "der", "das"].contains($0.text) }
            guard words.count == 2, let noun = r.range.last.flatMap({ cursor.facts[$0]?.subject }), noun.subject == .sessions else { continue }
            let first = Vocabulary.matches(words[0], anyOf: Vocabulary.firstWords)
            guard first || Vocabulary.matches(words[0], anyOf: Vocabulary.lastWords) else { continue }
            let c = clauses[i - 1]
            // The unread "date with no role" of a lone date is its role now.
            out[i - 1] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                       cues: [Cue(first ? .start(.date(date)) : .end(.date(date)), text: c.text)],
                                       unread: c.unread.filter { !$0.reason.hasPrefix("a date with no role") })
        }
        return out
    }

    /// "Mo: Gr. A (KW 42-45), Mi: Gr. B (KW 46-49)", "Do: Gruppe MB (KW 11-19), Fr: Gruppe WT (KW 20-27)":
    /// weeks in brackets after a clause that opens with a weekday and ":" or "=" are that weekday's; with
    /// two weekdays so named, each row takes its own (they were joined, silently).
    private static func scopingWeeksToWeekdays(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var scoped: [(index: Int, weekday: Int, spans: [WeekSpan])] = []
        for i in clauses.indices.dropFirst() where readers[i].isParenthesised && clauses[i].cues.count == 1 {
            guard case .weeks(let spans) = clauses[i].cues[0].kind else { continue }
            let before = readers[i - 1], cursor = before.cursor
            guard before.range.upperBound == readers[i].range.lowerBound - 1,
                  let first = before.range.first, let day = cursor.facts[first]?.weekday,
                  first + 1 < before.range.upperBound,
                  cursor.tokens[first + 1].isSymbol(":") || cursor.tokens[first + 1].isSymbol("=") else { continue }
            scoped.append((i, day, spans))
        }
        guard Set(scoped.map(\.weekday)).count >= 2 else { return clauses }
        var out = clauses
        for entry in scoped {
            let c = clauses[entry.index]
            out[entry.index] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                             cues: [Cue(.weeksOnWeekday(entry.weekday, entry.spans), text: c.text)], unread: c.unread)
        }
        return out
    }

    /// "KW 44-47 (26.10.–16.11.)", "KW 18-22 (= 05.05.–09.06.)", "weeks 12-15 (22 Mar - 12 Apr)": days
    /// in brackets (or after "=") restating a span of weeks, in its clause or in brackets right after
    /// it, are a check of the weeks (`CueKind.spanDays`), not more dates (they were planned as the union
    /// of both, or flagged however well they agreed).
    private static func restatingSpansInDays(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        // The one span of weeks the cues name, kept or left out ("nicht in KW 44-47 (26.10.–16.11.)").
        func span(_ cues: [Cue]) -> WeekSpan? {
            let spans = cues.compactMap { cue -> [WeekSpan]? in
                if case .weeks(let s) = cue.kind { return s }
                if case .except(let s, let dates) = cue.kind, dates.isEmpty { return s }
                return nil
            }
            guard spans.count == 1, spans[0].count == 1, !spans[0][0].isSingleWeek else { return nil }
            return spans[0][0]
        }
        var out = clauses
        for i in out.indices {
            let c = out[i]
            let ranges = c.cues.indices.filter { if case .dateRange = c.cues[$0].kind { return true }; return false }
            guard ranges.count == 1, case .dateRange(let from, let to) = c.cues[ranges[0]].kind else { continue }
            if readers[i].restatesWeeksInDates, c.cues.count == 2, let weeks = span(c.cues) {
                var cues = c.cues
                cues[ranges[0]] = Cue(.spanDays(span: weeks, from: from, to: to), text: c.text)
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: c.unread)
            } else if i > 0, readers[i].isParenthesised, readers[i - 1].range.upperBound == readers[i].range.lowerBound - 1,
                      let weeks = span(out[i - 1].cues) {
                // "(Mondays 19 Oct - 9 Nov)": the days' weekday, named before them, is checked with them.
                let weekdays = c.cues.compactMap { cue -> Int? in if case .onWeekday(let d) = cue.kind { return d }; return nil }
                guard c.cues.count == 1 || (c.cues.count == 2 && weekdays.count == 1) else { continue }
                let day = weekdays.first
                out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity,
                                       cues: [Cue(.spanDays(span: weeks, from: from.stated(on: day), to: to.stated(on: day)), text: c.text)], unread: c.unread)
            }
        }
        return out
    }

    /// "erste Vorlesung nicht am 6.10., sondern erst am 20.10.", "Beginn nicht in KW 11, sondern erst in KW
    /// 12", "first class not on 17 March but on 24 March": a first session or start named by the date it
    /// is not on; the clause after "sondern"/"but" gives the start (it was read as the only date).
    private static func startingNotThenButLater(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        var out = clauses
        for i in clauses.indices.dropLast() {
            let r = readers[i], next = readers[i + 1], cursor = r.cursor
            guard clauses[i].cues.count == 1, case .except = clauses[i].cues[0].kind, !r.analysis.negations.isEmpty else { continue }
            let namesStart = r.range.contains { k in
                guard let w = cursor.words[k] else { return false }
                if Vocabulary.isStartWord(w), w.count >= 4, !["from", "starting", "seit"].contains(w.text) { return true }
                return Vocabulary.matches(w, anyOf: Vocabulary.firstWords) && k + 1 < r.range.upperBound && cursor.facts[k + 1]?.subject?.subject == .sessions
            }
            guard namesStart, let opener = cursor.words[next.range.lowerBound], ["sondern", "but"].contains(opener.text),
                  clauses[i + 1].cues.count == 1 else { continue }
            let start: Bound
            switch clauses[i + 1].cues[0].kind {
            case .dates(let d) where d.count == 1: start = .date(d[0])
            case .loneDate(let d): start = .date(d)
            case .weeks(let spans) where spans.count == 1 && spans[0].isSingleWeek: start = .week(spans[0].from)
            case .start(let b): start = b
            default: continue
            }
            let c = clauses[i], n = clauses[i + 1]
            out[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [], unread: [])
            out[i + 1] = ClauseReading(text: n.text, subject: n.subject, polarity: .positive, cues: [Cue(.start(start), text: cursor.text(from: r.range.lowerBound, to: next.range.upperBound))],
                                       unread: n.unread)
        }
        return out
    }

    /// "in KW 45 Donnerstag statt Mittwoch", "KW 48: Fr statt Do", "am 26.11. Fr statt Do": the weeks
    /// and dates of a move to another weekday are those of its clause, or of the clause before it that
    /// ends in ":"; they say where the session moves, not that the row has only them (they were read as
    /// the only week, silently). Without any, when is not said.
    private static func placingWeekdayMoves(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        func isMove(_ cue: Cue) -> Bool { if case .weekdayInstead = cue.kind { return true }; return false }
        guard clauses.contains(where: { $0.cues.contains(where: isMove) }) else { return clauses }
        // The weeks and dates among `cues`, and the other cues.
        func when(_ cues: [Cue]) -> (weeks: [WeekSpan], dates: [DateRef], rest: [Cue]) {
            var weeks: [WeekSpan] = [], dates: [DateRef] = [], rest: [Cue] = []
            for cue in cues {
                switch cue.kind {
                case .weeks(let spans): weeks += spans
                case .dates(let d): dates += d
                case .loneDate(let d): dates.append(d)
                default: rest.append(cue)
                }
            }
            return (weeks, dates, rest)
        }
        func reading(_ c: ClauseReading, cues: [Cue], unread: [UnreadSpan]) -> ClauseReading {
            ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: cues, unread: unread)
        }
        var out = clauses
        for i in out.indices {
            guard let k = out[i].cues.firstIndex(where: isMove),
                  case .weekdayInstead(let day, let instead, _, _, _) = out[i].cues[k].kind else { continue }
            var (weeks, dates, rest) = when(out[i].cues)
            // "ab KW 48 auf Donnerstag verlegt": from a start on (the series before it stays on its day).
            var from: Bound?
            if weeks.isEmpty, dates.isEmpty,
               let s = rest.firstIndex(where: { if case .start = $0.kind { return true }; return false }), case .start(let b) = rest[s].kind {
                from = b
                rest.remove(at: s)
            }
            if weeks.isEmpty, dates.isEmpty, i > 0, readers[i - 1].range.upperBound == readers[i].range.lowerBound - 1,
               readers[i].cursor.tokens[readers[i].range.lowerBound - 1].isSymbol(":") {
                let before = when(out[i - 1].cues)
                if before.rest.isEmpty, !(before.weeks.isEmpty && before.dates.isEmpty) {
                    (weeks, dates) = (before.weeks, before.dates)
                    out[i - 1] = reading(out[i - 1], cues: [], unread: out[i - 1].unread)
                }
            }
            let c = out[i]
            if weeks.isEmpty && dates.isEmpty && from == nil {
                out[i] = reading(c, cues: rest.filter { !isMove($0) },
                                 unread: c.unread + [UnreadSpan(c.text, "another weekday than the row's, and no week or date says when")])
            } else {
                let move = Cue(.weekdayInstead(day: day, insteadOf: instead, weeks: weeks, dates: dates, from: from), text: c.text)
                out[i] = reading(c, cues: rest.map { isMove($0) ? move : $0 }, unread: c.unread)
            }
        }
        return out
    }

    private static func markingSequences(_ clauses: [ClauseReading], _ readers: [ClauseReader]) -> [ClauseReading] {
        func hasStart(_ i: Int) -> Bool { clauses[i].cues.contains { if case .start = $0.kind { return true }; return false } }
        func startsAgain(_ i: Int) -> Bool { readers[i].opensWithSequence && hasStart(i) }
        func followsFirstSession(_ i: Int) -> Bool {
            if hasStart(i) { return readers[i].namesRegularSeries }
            // Not "(KW 45)" restating a date before it.
            return clauses[i].subject == .sessions && clauses[i].polarity == .positive && !readers[i].isParenthesised
                && clauses[i].cues.contains { if case .weeks = $0.kind { return true }; return false }
                && !clauses[i].cues.contains { if case .end = $0.kind { return true }; return false }
        }
        // Whether a clause after clause i starts again, each clause asked once (a hostile comment
        // has thousands of clauses).
        var laterStartsAgain = [Bool](repeating: false, count: clauses.count)
        var laterFollowsFirstSession = [Bool](repeating: false, count: clauses.count)
        for i in clauses.indices.dropLast().reversed() {
            laterStartsAgain[i] = laterStartsAgain[i + 1] || startsAgain(i + 1)
            laterFollowsFirstSession[i] = laterFollowsFirstSession[i + 1] || followsFirstSession(i + 1)
        }
        // "ab 12.10. und ab 19.10. 14-tägig": two starts joined by "und", each with its own "ab", are two
        // starts (a conflict), not a first session and the series after it ("am 12.10. und ab 26.10.").
        func joinedByAnd(_ j: Int) -> Bool {
            let r = readers[j].range
            guard r.lowerBound > 0 else { return false }
            let before = readers[j].cursor.words[r.lowerBound - 1]?.text ?? ""
            return ["und", "and", "sowie"].contains(before)
        }
        func saysFrom(_ i: Int) -> Bool {
            !readers[i].opensWithFirstSession
                && readers[i].range.contains { readers[i].cursor.words[$0].map { ["ab", "from", "starting", "seit", "since"].contains($0.text) } ?? false }
        }
        var out = clauses
        for (i, clause) in clauses.enumerated()
        where laterStartsAgain[i] || (laterFollowsFirstSession[i] && readers[i].opensWithFirstSession && hasStart(i)) {
            if saysFrom(i), let j = (i + 1..<clauses.count).first(where: startsAgain), joinedByAnd(j), saysFrom(j) { continue }
            let cues = clause.cues.map { cue -> Cue in
                if case .start(.date(let d)) = cue.kind { return Cue(.kickoff(d), text: cue.text) }
                // "Kick-off in KW 41, then weekly from KW 44": the first session's week, then the series.
                if case .start(.week(let w)) = cue.kind, readers[i].opensWithFirstSession { return Cue(.weeks([WeekSpan(w)]), text: cue.text) }
                return cue
            }
            out[i] = ClauseReading(text: clause.text, subject: clause.subject, polarity: clause.polarity, cues: cues, unread: clause.unread)
        }
        return out
    }

    /// Contradictions between clauses: two different starts or ends (unless each names its course,
    /// "IM-Kursbeginn 05.10.20, UC-Kursbeginn 07.10.20"), a week in parentheses that does not hold the
    /// date before it ("Beginn am 24.03.21 (KW 12)"), and a clause about the dates that gives none.
    private static func conflicts(_ readers: [ClauseReader], _ clauses: [ClauseReading]) -> [UnreadSpan] {
        var problems: [UnreadSpan] = []
        for wanted in ["start", "end"] {
            var bounds: [(Bound, Int)] = []
            for (i, clause) in clauses.enumerated() {
                for cue in clause.cues {
                    if wanted == "start", case .start(let b) = cue.kind { bounds.append((b, i)) }
                    if wanted == "end", case .end(let b) = cue.kind { bounds.append((b, i)) }
                }
            }
            guard Set(bounds.map(\.0)).count > 1 else { continue }
            let perCourse = Set(bounds.map(\.1)).count == bounds.count && bounds.allSatisfy { readers[$0.1].namesCourse }
            if !perCourse {
                // Each clause quoted once, and three at most: a broken export may repeat one hundreds of times.
                var seen = Set<Int>()
                let quoted = bounds.map(\.1).filter { seen.insert($0).inserted }
                let more = quoted.count > 3 ? ", and \(quoted.count - 3) more clauses giving \(wanted)s" : ""
                problems.append(UnreadSpan(quoted.prefix(3).map { clauses[$0].text }.joined(separator: "”, “"), "two different \(wanted)s\(more)"))
            }
        }
        // "14-tägig in KW 42 und KW 43": every n-th week, yet weeks named closer together.
        let intervals = clauses.flatMap { $0.cues.compactMap { if case .interval(let n) = $0.kind, n > 1 { return n }; return nil } }
        if let n = intervals.first {
            for clause in clauses where clause.polarity == .positive {
                for cue in clause.cues {
                    guard case .weeks(let spans) = cue.kind, spans.count > 1, spans.allSatisfy(\.isSingleWeek) else { continue }
                    let weeks = spans.map(\.from.week)
                    // Within one calendar year (weeks 27–53 or 1–26), so that "KW 52, 2" is not a gap of 50.
                    if zip(weeks, weeks.dropFirst()).contains(where: { a, b in (a >= 27) == (b >= 27) && abs(b - a) < n }) {
                        problems.append(UnreadSpan(clause.text, "every \(n). week, but weeks closer together are named"))
                    }
                }
            }
        }
        // "(KW 12)" restating the start date before it.
        for (i, reader) in readers.enumerated() where i > 0 && reader.isParenthesised && isRestatedWeek(clauses[i], after: clauses[i - 1]) == false {
            problems.append(UnreadSpan(reader.text, "a week next to a date that it does not hold, or without the date's year"))
        }
        // "weeks 14-16 (15.4.-29.4.)": dates in parentheses after weeks restate them or contradict
        // them, and which one the reader cannot tell without the term's calendar.
        for (i, reader) in readers.enumerated() where i > 0 && reader.isParenthesised {
            let kinds = clauses[i].cues.map(\.kind)
            let onlyDates = !kinds.isEmpty && kinds.allSatisfy { if case .dates = $0 { return true }; if case .dateRange = $0 { return true }; return false }
            let weeksBefore = clauses[i - 1].cues.contains { if case .weeks = $0.kind { return true }; return false }
            if onlyDates && weeksBefore {
                problems.append(UnreadSpan(reader.text, "dates in parentheses next to weeks: a restatement that may not agree"))
            }
        }
        // "KW 46 - KW 51 (16.11.-14.12.)", "KW 18-22 (= 05.05.–09.06.)": the same, where the segmenter
        // kept weeks and dates in one clause (they were planned as the union of both, silently).
        for (i, reader) in readers.enumerated() where reader.restatesWeeksInDates {
            let kinds = clauses[i].cues.map(\.kind)
            let hasWeeks = kinds.contains { if case .weeks = $0 { return true }; return false }
            let hasDates = kinds.contains { if case .dates = $0 { return true }; if case .dateRange = $0 { return true }; return false }
            if hasWeeks && hasDates {
                problems.append(UnreadSpan(reader.text, "dates in parentheses next to weeks: a restatement that may not agree"))
            }
        }
        // "exact dates depend on the number of participants": the dates are named, not given.
        let anyCue = clauses.contains { $0.cues.contains { $0.kind.isTemporal } }
        for (i, reader) in readers.enumerated() where clauses[i].subject == .sessions && clauses[i].cues.isEmpty && !anyCue {
            if reader.analysis.hasSessionOperator, reader.analysis.subjects.contains(where: { $0.subject == .sessions }),
               reader.range.count > 1 {
                problems.append(UnreadSpan(reader.text, "speaks of the dates without giving them"))
            }
        }
        // "KW 20 - KW 16": weeks running backwards across a dash make no range (the segmenter split
        // them); with nothing said of the second, a range typed backwards or two weeks is not clear.
        for i in readers.indices.dropFirst() where readers[i].range.lowerBound == readers[i - 1].range.upperBound + 1
            && readers[i].cursor.tokens[readers[i - 1].range.upperBound].isSymbol("-") && readers[i].isBareList && !readers[i].matches.contains(where: \.negated) {
            func weeks(_ clause: ClauseReading) -> [Int] {
                clause.cues.flatMap { cue -> [Int] in if case .weeks(let spans) = cue.kind { return spans.map(\.to.week) }; return [] }
            }
            if let last = weeks(clauses[i - 1]).last, let next = weeks(clauses[i]).first, next < last, (last >= 27) == (next >= 27) {
                problems.append(UnreadSpan(clauses[i - 1].text + " - " + clauses[i].text, "weeks that run backwards across a dash: a range, or two weeks?"))
            }
        }
        return problems
    }

    /// "Beginn am 13.10. (Mi)", "starts 13 Oct (Wednesday)": a weekday alone in brackets after a date
    /// restates the date's weekday, as "Mi, 13.10." does; the planner then checks that they agree.
    private static func weekdaysRestatingDates(_ clauses: [ClauseReading], _ readers: [ClauseReader], _ cursor: TokenCursor) -> [ClauseReading] {
        var clauses = clauses
        for i in clauses.indices.dropFirst() where readers[i].isParenthesised {
            let words = readers[i].range.filter { cursor.words[$0] != nil }
            guard words.count == 1, readers[i].range.allSatisfy({ cursor.words[$0] != nil || cursor.tokens[$0].isSymbol(".") }),
                  let weekday = cursor.facts[words[0]]?.weekday else { continue }
            func restating(_ kind: CueKind) -> CueKind? {
                switch kind {
                case .start(.date(let d)): return .start(.date(d.stated(on: weekday)))
                case .end(.date(let d)): return .end(.date(d.stated(on: weekday)))
                case .kickoff(let d): return .kickoff(d.stated(on: weekday))
                case .dates(let ds) where !ds.isEmpty: return .dates(ds.dropLast() + [ds[ds.count - 1].stated(on: weekday)])
                case .extra(let weeks, let ds) where !ds.isEmpty: return .extra(weeks: weeks, dates: ds.dropLast() + [ds[ds.count - 1].stated(on: weekday)])
                case .except(let weeks, let ds) where !ds.isEmpty: return .except(weeks: weeks, dates: ds.dropLast() + [ds[ds.count - 1].stated(on: weekday)])
                default: return nil
                }
            }
            let previous = clauses[i - 1]
            guard let last = previous.cues.lastIndex(where: { restating($0.kind) != nil }),
                  let restated = restating(previous.cues[last].kind) else { continue }
            var cues = previous.cues
            cues[last] = Cue(restated, text: cues[last].text)
            clauses[i - 1] = ClauseReading(text: previous.text, subject: previous.subject, polarity: previous.polarity, cues: cues, unread: previous.unread)
            let c = clauses[i]
            clauses[i] = ClauseReading(text: c.text, subject: c.subject, polarity: c.polarity, cues: [], unread: c.unread)
        }
        return clauses
    }

    /// The bound a single week in brackets gives a first or last session named just before it without a
    /// date ("… in der ersten Sitzung (KW 41)", "last lecture (week 2)"), or nil.
    static func weekOfANamedSession(_ clause: ClauseReading, after previous: ClauseReader) -> CueKind? {
        guard clause.cues.count == 1, case .weeks(let spans) = clause.cues[0].kind, spans.count == 1, spans[0].isSingleWeek,
              !previous.hasTemporalCue else { return nil }
        let c = previous.cursor
        for i in previous.range where i + 1 < previous.range.upperBound {
            guard let w = c.words[i], let noun = c.facts[i + 1]?.subject, noun.subject == .sessions || Vocabulary.matches(c.words[i + 1]!, anyOf: Vocabulary.sessionBoundNouns) else { continue }
            if Vocabulary.matches(w, anyOf: Vocabulary.firstWords) { return .start(.week(spans[0].from)) }
            if Vocabulary.matches(w, anyOf: Vocabulary.lastWords) { return .end(.week(spans[0].from)) }
        }
        return nil
    }

    /// Whether `clause` is only a week in parentheses after a dated start or end ("Beginn am 24.03.21
    /// (KW 12)"): true when the week holds the date, false when it does not (or the date has no year
    /// to check it by), nil when the clause is something else.
    static func isRestatedWeek(_ clause: ClauseReading, after previous: ClauseReading) -> Bool? {
        guard let (week, date) = restatedWeek(clause, after: previous) else { return nil }
        guard let year = date.year, let day = date.absolute(year: year) else { return false }
        return day.isoWeek.week == week.week
    }

    /// The same for a date without its year ("starts 12 Oct (week 42)"): the check the planner makes
    /// in the term (the week must hold the date), or nil when the clause is something else.
    static func yearlessRestatedWeek(_ clause: ClauseReading, after previous: ClauseReading) -> CueKind? {
        guard let (week, date) = restatedWeek(clause, after: previous), date.year == nil else { return nil }
        return .weekDays(week: week, from: date, to: date)
    }

    /// The week of a clause that is only a single week, and the date of the start or end before it.
    private static func restatedWeek(_ clause: ClauseReading, after previous: ClauseReading) -> (WeekRef, DateRef)? {
        let cues = clause.cues.map(\.kind)
        guard cues.count == 1, case .weeks(let spans) = cues[0], spans.count == 1, spans[0].isSingleWeek else { return nil }
        let dated = previous.cues.compactMap { cue -> DateRef? in
            if case .start(.date(let d)) = cue.kind { return d }
            if case .end(.date(let d)) = cue.kind { return d }
            return nil
        }
        guard let date = dated.first else { return nil }
        return (spans[0].from, date)
    }

    /// Whether `clause` is only months in parentheses after weeks ("KW 43 - 47 (Okt./Nov.)"): true
    /// when every month holds a day of those weeks, false when one does not, nil when the clauses
    /// are something else. Weeks have no year here: a month counts when it holds a weekday of the
    /// weeks in any year from 2019 to 2027 (a week's month shifts by a few days between years).
    static func areRestatedMonths(_ clause: ClauseReading, after previous: ClauseReading) -> Bool? {
        guard clause.cues.count == 1, case .onlyMonths(let months) = clause.cues[0].kind, months.allSatisfy({ $0.year == nil }),
              previous.polarity == .positive, previous.cues.count == 1, case .weeks(let spans) = previous.cues[0].kind,
              spans.allSatisfy({ $0.from.year == nil && $0.to.year == nil }) else { return nil }
        var touched = Set<Int>()
        for span in spans {
            // A range past the new year ("KW 49 - 3") runs through week 52 or 53 and on from week 1.
            let weeks = span.from.week <= span.to.week ? Array(span.from.week...span.to.week) : Array(span.from.week...53) + Array(1...span.to.week)
            for year in 2019...2027 {
                for week in weeks {
                    guard let w = ISOWeek(year: year, week: week) else { continue }
                    for weekday in 1...5 { touched.insert(w.day(isoWeekday: weekday).month) }
                }
            }
        }
        return months.allSatisfy { touched.contains($0.month) }
    }

    /// Whether `clause` is only weeks in parentheses after months ("im April (KW 14-17)", "saturdays in
    /// april (weeks 20-23)"): true when every week lies in those months, false when one does not, nil
    /// when the clauses are something else. As for months after weeks, any year from 2019 to 2027.
    static func areRestatedWeeksOfMonths(_ clause: ClauseReading, after previous: ClauseReading) -> Bool? {
        guard clause.cues.count == 1, case .weeks(let spans) = clause.cues[0].kind, spans.allSatisfy({ $0.from.year == nil && $0.to.year == nil }),
              previous.polarity == .positive,
              let months = previous.cues.lazy.compactMap({ cue -> [MonthRef]? in if case .onlyMonths(let m) = cue.kind { return m }; return nil }).first
        else { return nil }
        let named = Set(months.map(\.month))
        for span in spans {
            for week in span.weekNumbers {
                // A week belongs to a month when one of its weekdays does, in some year.
                let touches = (2019...2027).contains { year in
                    guard let w = ISOWeek(year: year, week: week) else { return false }
                    return (1...5).contains { named.contains(w.day(isoWeekday: $0).month) }
                }
                if !touches { return false }
            }
        }
        return true
    }

    /// Whether `clause` is only a date in parentheses after a week's start or end ("Beginn KW 45
    /// (3.11.2020)"): true when the date lies in that week, false when it does not or has no year
    /// to check it by, nil when the clause is something else.
    static func isRestatedDate(_ clause: ClauseReading, after previous: ClauseReading) -> Bool? {
        guard clause.cues.count == 1, case .dates(let dates) = clause.cues[0].kind, dates.count == 1 else { return nil }
        let weeks = previous.cues.compactMap { cue -> WeekRef? in
            if case .start(.week(let w)) = cue.kind { return w }
            if case .end(.week(let w)) = cue.kind { return w }
            return nil
        }
        guard let week = weeks.first else { return nil }
        guard let year = dates[0].year, let day = dates[0].absolute(year: year) else { return false }
        return day.isoWeek.week == week.week
    }

    /// A clause about something else leaves the series as it is; what it says about dates goes to
    /// the description. Two exceptions keep cues: weeks that mark a group rota's turns ("KW 41:
    /// Gr. A Präsenz … im wöchentlichen Wechsel") and a group's week parity ("Gruppe B: ungerade Wochen").
    /// The weeks and dates something in the sessions is given ("Präsentationen in KW 50"): the planner
    /// checks that the series has a session in each of those weeks.
    private static func activityCheck(_ reader: ClauseReader, months withMonths: Bool = true) -> [CueKind] {
        var weeks: [WeekSpan] = [], dates: [DateRef] = [], months: [MonthRef] = []
        for m in reader.matches where !m.negated {
            for kind in m.kinds {
                switch kind {
                case .weeks(let spans): weeks += spans
                case .dates(let d): dates += d
                case .loneDate(let d): dates.append(d)
                // "continues in January with presentations".
                case .onlyMonths(let m) where withMonths: months += m
                default: break
                }
            }
        }
        return weeks.isEmpty && dates.isEmpty && months.isEmpty ? [] : [.activityIn(weeks: weeks, dates: dates, months: months, inTheTerm: !withMonths)]
    }

    /// A mode or a room a group's clause names as a word of its own ("Gr. 1 Präsenz KW 42-46"), not as
    /// the first part of the group's name ("Zoom-Gruppe 1: 12.10., 26.10.").
    private static func modeOrRoomBesideAGroup(_ reader: ClauseReader, _ cursor: TokenCursor) -> ClauseSubject? {
        for k in reader.range {
            guard let subject = cursor.facts[k]?.subject?.subject, subject == .mode || subject == .room else { continue }
            if k + 1 < reader.range.upperBound, cursor.tokens[k + 1].isSymbol("-") { continue }
            return subject
        }
        return nil
    }

    private static func asideReading(_ reader: ClauseReader, subject: ClauseSubject, hasAlternation: Bool, bothParities: Bool) -> [CueKind] {
        let namesGroup = reader.analysis.subjects.contains { $0.subject == .groups }
        var kinds: [CueKind] = []
        for m in reader.matches {
            for kind in m.kinds {
                // "Gruppe A/B im wöchentlichen Wechsel ab 10.04., am 22.05. für beide Gruppen frei": with
                // the groups taking turns in one slot, a day off for them is a day off for the slot.
                if m.negated, subject == .groups, hasAlternation, kind.isTemporal {
                    if let negated = kind.negated { kinds.append(negated) }
                    continue
                }
                switch kind {
                case .alternation: kinds.append(kind)
                // "Präsentationen gegen Semesterende": something that takes the place of sessions at a
                // time not given (blind sets 12, 27, 30, 32 and 33 flag it); an exam's or a deadline's
                // vague time leaves the sessions as they are.
                case .undetermined where subject == .activity: kinds.append(kind)
                case .parity where subject == .groups: kinds.append(kind)
                // "ab KW 43 im Wochenwechsel: Gr. 1 / Gr. 2": groups taking turns use the slot every
                // week, so their bound is the sessions'.
                case .start where subject == .groups && hasAlternation: kinds.append(kind)
                case .end where subject == .groups && hasAlternation: kinds.append(kind)
                // A group's parity in a clause about the mode counts only where the other group has the
                // other parity (the room is then used every week); alone it says when the group is present.
                case .parity where namesGroup && bothParities: kinds.append(kind)
                case .weeks(let spans) where hasAlternation && (subject == .groups || subject == .mode) && spans.allSatisfy(\.isSingleWeek):
                    kinds.append(kind)
                // "KW 42-47 im Wechsel Gr. A/Gr. B": the weeks in which the groups take turns are the
                // slot's weeks (it was read as a remark on the groups, weekly, silently).
                case .weeks where subject == .groups && reader.matches.contains(where: { $0.kinds.contains(.alternation) }):
                    kinds.append(kind)
                default: break
                }
            }
        }
        // "Zoom. KW 4", "Präsenz in KW 48": a mode's weeks should be weeks with a session too (its
        // months not: "students may join via Zoom" names no month).
        if subject == .activity { kinds += activityCheck(reader) }
        if subject == .mode || subject == .length { kinds += activityCheck(reader, months: false) }
        let hasDateCue = reader.matches.contains { $0.kinds.contains(where: \.isTemporal) || $0.kinds.contains(.noise) || $0.kinds.contains(.undetermined) }
        if hasDateCue || !reader.analysis.subjects.isEmpty && reader.matches.isEmpty == false {
            kinds.insert(.aside(subject), at: 0)
        } else if hasDateCue == false && reader.matches.isEmpty == false {
            kinds.insert(.aside(subject), at: 0)
        }
        return kinds
    }
}
