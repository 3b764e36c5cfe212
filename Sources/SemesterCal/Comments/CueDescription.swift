extension CueKind: CustomStringConvertible {
    /// A short, stable English name of the cue for `explain` ("start KW 42", "interval 2").
    public var description: String {
        func weeks(_ spans: [WeekSpan]) -> String { spans.map(\.description).joined(separator: ", ") }
        switch self {
        case .interval(let n): return "interval \(n)"
        case .weeks(let spans): return "weeks \(weeks(spans))"
        case .start(let b): return "start \(b)"
        case .end(let b): return "end \(b)"
        case .except(let w, let d): return "except " + (weeks(w) + (w.isEmpty || d.isEmpty ? "" : ", ") + d.map(\.description).joined(separator: ", "))
        case .dates(let d): return "dates " + d.map(\.description).joined(separator: ", ")
        case .dateRange(let f, let t): return "date range \(f)–\(t)"
        case .extra(let w, let d): return "extra " + (weeks(w) + (w.isEmpty || d.isEmpty ? "" : ", ") + d.map(\.description).joined(separator: ", "))
        case .restatedConflict(let w, let d): return "conflict \(w) ≠ \(d)"
        case .unreadableRestatement: return "unreadable restated date"
        case .noise: return "noise"
        case .undetermined: return "undetermined"
        case .alternation: return "group alternation"
        case .phases(let w): return "phases from \(w)"
        case .emptyPlaceholder: return "empty placeholder"
        }
    }
}
