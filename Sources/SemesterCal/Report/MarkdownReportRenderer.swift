import ICalendar

/// Renders a `ChangeReport` as Markdown (CommonMark with GitHub tables), e.g. for a CI job
/// summary or an issue comment.
///
/// ```
/// # Informatik WS2020 — 3 Änderungen
///
/// 1× fällt aus, 1× verschoben, 1× Raum geändert
///
/// ## Mo 12.10.2020
///
/// | Zeit | Veranstaltung | Änderung |
/// | --- | --- | --- |
/// | 08:00–09:30 | Mathematik | fällt aus |
/// ```
/// then a "Hinweise"/"Notices" list and, when changes were left out, an italic line counting
/// them. The same words and the same past hiding as `TextReportRenderer`; never colours.
/// Text from the calendar is escaped so it cannot start tables, links or HTML.
public enum MarkdownReportRenderer {
    /// The report as Markdown in `options.language` (German for "de", English otherwise).
    public static func render(_ report: ChangeReport, options: ReportOptions) -> String {
        let words = ReportVocabulary(language: options.language)
        let name = report.calendarName.isEmpty ? words.timetable : escape(report.calendarName)
        var blocks: [String] = []
        var hidden = 0
        if let initial = report.initialCalendar {
            blocks.append("# \(name)")
            blocks.append(words.initialCalendar(events: initial.events, occurrences: initial.occurrences))
        } else {
            let selection = ReportSelection(report: report, options: options)
            hidden = selection.hiddenCount
            if selection.days.isEmpty {
                blocks.append("# \(name)")
                blocks.append(hidden > 0 ? words.noUpcomingChanges : words.noChanges)
            } else {
                blocks.append("# \(name) — \(words.changes(selection.visibleCount))")
                blocks.append(words.kindCounts(selection.days.flatMap(\.changes)))
            }
            for day in selection.days {
                blocks.append("## \(words.day(day.date))")
                var table = [
                    "| \(words.timeHeader) | \(words.eventHeader) | \(words.changeHeader) |",
                    "| --- | --- | --- |",
                ]
                for change in day.changes {
                    let time = words.timeColumn(change, on: day.date)
                    let what = escape(words.describe(change, on: day.date))
                    table.append("| \(time) | \(escape(words.title(change, courses: report.courses(of: change)))) | \(what) |")
                }
                blocks.append(table.joined(separator: "\n"))
            }
        }
        let notices = ReportSelection.ordered(report.notices)
        if !notices.isEmpty {
            blocks.append("## \(words.notices)")
            blocks.append(notices.map { "- " + escape(words.notice($0)) }.joined(separator: "\n"))
        }
        if hidden > 0 { blocks.append("_\(escape(words.hiddenPast(hidden)))_") }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Backslash-escapes the ASCII punctuation Markdown could act on, after putting the text on one line.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in ReportText.oneLine(text) {
            if "\\`*_[]<>|#~&!".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
