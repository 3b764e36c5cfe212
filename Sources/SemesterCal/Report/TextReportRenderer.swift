import ICalendar

/// Renders a `ChangeReport` as plain text for a terminal or a CI log.
///
/// ```
/// Mo 12.10.2020
///   08:00–09:30  Mathematik — fällt aus
///   10:00–11:30  Physik — verschoben auf Di 13.10. 10:00–11:30
///   14:00–15:30  Chemie — Raum FA007 → FB105
///
/// Hinweise
///   • Mo 12.10.2020: Änderung für „Mathe“ passt zu keinem Termin
///
/// 3 vergangene Änderungen ausgeblendet (--all zeigt sie)
/// ```
/// A first calendar is one line ("Neuer Kalender: 23 Termine (312 Einzeltermine) geschrieben.")
/// plus the notices. Lines end in `\n`; the text ends with one. The same report and options
/// always give the same text.
public enum TextReportRenderer {
    /// The report as text in `options.language` (German for "de", English otherwise).
    ///
    /// Changes lying entirely before `options.today` are left out unless `options.showPast`,
    /// and a closing line counts them. ANSI colours only when `options.colors`: red for
    /// cancelled/removed, green for added/reinstated, yellow for moved/room changes, bold headings.
    public static func render(_ report: ChangeReport, options: ReportOptions) -> String {
        let words = ReportVocabulary(language: options.language)
        let ansi = ANSI(enabled: options.colors)
        var lines: [String] = []
        var hidden = 0
        if let initial = report.initialCalendar {
            lines.append(words.initialCalendar(events: initial.events, occurrences: initial.occurrences))
        } else {
            let selection = ReportSelection(report: report, options: options)
            hidden = selection.hiddenCount
            if selection.days.isEmpty { lines.append(hidden > 0 ? words.noUpcomingChanges : words.noChanges) }
            for (index, day) in selection.days.enumerated() {
                if index > 0 { lines.append("") }
                lines.append(ansi.bold(words.day(day.date)))
                for change in day.changes {
                    let time = ReportText.padded(words.timeColumn(change, on: day.date), to: 11)
                    let what = ReportText.oneLine(words.describe(change, on: day.date))
                    lines.append("  \(time)  \(words.title(change, courses: report.courses(of: change))) — \(ansi.paint(what, for: change.kind))")
                }
            }
        }
        let notices = ReportSelection.ordered(report.notices)
        if !notices.isEmpty {
            lines.append("")
            lines.append(ansi.bold(words.notices))
            lines += notices.map { "  • " + words.notice($0) }
        }
        if hidden > 0 {
            lines.append("")
            lines.append(words.hiddenPast(hidden))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ANSI SGR sequences, or nothing when colours are off.
    private struct ANSI {
        let enabled: Bool

        func bold(_ text: String) -> String { wrap(text, "1") }

        func paint(_ text: String, for kind: OccurrenceChange.Kind) -> String {
            switch kind {
            case .cancelled, .removed: return wrap(text, "31")
            case .added, .reinstated: return wrap(text, "32")
            case .moved, .roomChanged: return wrap(text, "33")
            case .otherChanged: return text
            }
        }

        private func wrap(_ text: String, _ code: String) -> String {
            enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
    }
}
