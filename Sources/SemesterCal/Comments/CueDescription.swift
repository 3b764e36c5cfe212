extension CueKind: CustomStringConvertible {
    /// A short, stable English name of the cue for `explain` ("start KW 42", "interval 2").
    public var description: String {
        func weeks(_ spans: [WeekSpan]) -> String { spans.map(\.description).joined(separator: ", ") }
        switch self {
        case .interval(let n): return "interval \(n)"
        case .weeks(let spans): return "weeks \(weeks(spans))"
        case .start(let b): return "start \(b)"
        case .end(let b): return "end \(b)"
        case .endBefore(let b): return "end before \(b)"
        case .startAfter(let b): return "start after \(b)"
        case .except(let w, let d): return "except " + (weeks(w) + (w.isEmpty || d.isEmpty ? "" : ", ") + d.map(\.description).joined(separator: ", "))
        case .dates(let d): return "dates " + d.map(\.description).joined(separator: ", ")
        case .dateRange(let f, let t): return "date range \(f)–\(t)"
        case .extra(let w, let d): return "extra " + (weeks(w) + (w.isEmpty || d.isEmpty ? "" : ", ") + d.map(\.description).joined(separator: ", "))
        case .also(let w, let d): return "also " + (weeks(w) + (w.isEmpty || d.isEmpty ? "" : ", ") + d.map(\.description).joined(separator: ", "))
        case .restated(let w, let d): return "\(w) = \(d)"
        case .spanDays(let span, let f, let t): return "\(span) = \(f)–\(t)"
        case .weekDays(let w, let f, let t): return (w.map { "\($0) = " } ?? "one week: ") + (f == t ? "\(f)" : "\(f)–\(t)")
        case .unreadableRestatement: return "unreadable restated date"
        case .activityIn(let w, let d, let m, let inTheTerm):
            let named = [weeks(w), d.map(\.description).joined(separator: ", "), m.map { "month \($0)" }.joined(separator: ", ")].filter { !$0.isEmpty }.joined(separator: ", ")
            return inTheTerm ? "in the lecture period: \(named)" : "something in the sessions in \(named)"
        case .resumesAfter(let left, let start): return "resumes \(start) after \(left)"
        case .noise: return "noise"
        case .undetermined: return "undetermined"
        case .alternation: return "group alternation"
        case .emptyPlaceholder: return "empty placeholder"
        case .onlyMonths(let m): return "only months " + m.map(\.description).joined(separator: ", ")
        case .exceptMonths(let m): return "except months " + m.map(\.description).joined(separator: ", ")
        case .weekdaysInMonths(let ordinals, let weekday, let months):
            let which = ordinals.map { $0 == -1 ? "last" : "\($0)." }.joined(separator: " and ")
            return "the \(which) \(Weekdays.german[weekday - 1]) of " + (months.isEmpty ? "every month" : "month " + months.map(\.description).joined(separator: ", "))
        case .weekOf(let d): return "week of \(d)"
        case .exceptWeekOf(let d): return "except week of \(d)"
        case .exceptDateRange(let f, let t): return "except \(f)–\(t)"
        case .parity(let even): return even ? "even weeks" : "odd weeks"
        case .before(let b): return "before \(b)"
        case .after(let b): return "after \(b)"
        case .kickoff(let d): return "kick-off \(d)"
        case .listed(let d): return "listed " + d.map(\.description).joined(separator: ", ")
        case .loneDate(let d): return "lone date \(d)"
        case .resumes(let b): return "resumes \(b)"
        case .blockDays(let f, let t, let days):
            return "block of days \(f)–\(t)" + (days.isEmpty ? "" : " (" + days.map { Weekdays.german[$0 - 1] }.joined(separator: ", ") + ")")
        case .onWeekday(let day): return "on \(Weekdays.german[day - 1])"
        case .aboutWeekday(let day): return "about the sessions on \(Weekdays.german[day - 1])"
        case .sessionOn(let d): return "a session on \(d)"
        case .sessionInWeek(let w): return "a session in \(w)"
        case .sessionCount(let n): return "\(n) sessions"
        case .aside(let subject): return "aside (\(subject.rawValue))"
        case .weeksOnWeekday(let day, let spans): return "on \(Weekdays.german[day - 1]): weeks " + spans.map(\.description).joined(separator: ", ")
        case .weekdayInstead(let day, let instead, let weeks, let dates, let from):
            let when = weeks.map(\.description) + dates.map(\.description)
            return "on \(Weekdays.german[day - 1])" + (instead.map { " instead of \(Weekdays.german[$0 - 1])" } ?? "")
                + (when.isEmpty ? "" : " in " + when.joined(separator: ", ")) + (from.map { " from \($0)" } ?? "")
        case .weeksOfModes(let spans): return "weeks of the modes " + spans.map(\.description).joined(separator: ", ")
        case .phase(let n, let from, let through):
            return "phase interval \(n)" + (from.map { " from \($0)" } ?? "") + (through.map { " through \($0)" } ?? "")
        case .parityPhase(let even, let from, let through):
            return "phase \(even ? "even" : "odd") weeks" + (from.map { " from \($0)" } ?? "") + (through.map { " through \($0)" } ?? "")
        case .edge(let edge): return edge.description
        }
    }
}
