import Foundation
import ICalendar
import SemesterCal
import Workflows

/// A course's calendar under a name without the term (`Inf_1.ics` next to `WS2020_Inf_1.ics`).
///
/// Subscribers keep one address for a course: when the configuration moves to the next term,
/// `sync` writes the new term into the same file, so every `webcal://` subscription follows
/// without anyone subscribing again. The per-term files stay as archives (download links on the
/// index page).
///
/// A student must not lose the last term's dates overnight — exams often lie after the next
/// term's timetable is out. So the subscription keeps the events of the latest earlier term's
/// archive until `graceDays` after that term's last occurrence; then they leave the subscription
/// (still in the archive). See docs/subscriptions.md.
enum TermFollowingCalendar {
    /// Days after the previous term's last occurrence that its events stay in the subscription.
    static let graceDays = 28

    /// `WS2020_Inf_1` → `Inf_1`: the stem without the term's code; nil when it does not start
    /// with it (such a file has no term-following twin).
    static func courseStem(of termStem: String, term: Term) -> String? {
        let prefix = term.code + "_"
        guard termStem.hasPrefix(prefix), termStem.count > prefix.count else { return nil }
        return String(termStem.dropFirst(prefix.count))
    }

    /// The subscription's calendar: `current` (this term's) named `title`, with the events of the
    /// latest earlier term's archive in `folder` while they are within the grace period on `today`.
    /// Also names the archive whose events were kept.
    static func calendar(current: ICalComponent, title: String, courseStem: String, term: Term, folder: URL,
                         today: CalendarDate) throws -> (calendar: ICalComponent, keptFrom: String?) {
        var calendar = current
        calendar.properties = calendar.properties.map { $0.name == "X-WR-CALNAME" ? .text("X-WR-CALNAME", title) : $0 }
        guard let (path, archive) = try previousArchive(courseStem: courseStem, before: term, in: folder),
              let last = lastDay(of: archive), today.dayNumber <= last.dayNumber + graceDays
        else { return (calendar, nil) }
        let uids = Set(calendar.components(named: "VEVENT").compactMap { $0.first("UID")?.value })
        // Another term's UIDs differ (the term is part of each UID); the check is a guard.
        calendar.components += archive.components(named: "VEVENT").filter { !uids.contains($0.first("UID")?.value ?? "") }
        return (calendar, path)
    }

    /// The archive `<term>_<courseStem>.ics` in `folder` of the latest term before `term`.
    private static func previousArchive(courseStem: String, before term: Term, in folder: URL) throws -> (String, ICalComponent)? {
        guard let latest = archives(courseStem: courseStem, in: folder).last(where: { $0.term < term }) else { return nil }
        let path = folder.appendingPathComponent(latest.fileName).path
        guard let archive = try CalendarFile.readIfPresent(path) else { return nil }
        return (path, archive)
    }

    /// Every per-term file of the course in `folder` (and `current`, about to be written there), by term.
    static func archives(courseStem: String, in folder: URL, adding current: String? = nil) -> [(fileName: String, term: Term)] {
        let names = Set(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []) + (current.map { [$0] } ?? []))
        let suffix = "_" + courseStem + ".ics"
        return names.compactMap { name -> (fileName: String, term: Term)? in
            guard name.hasSuffix(suffix), let term = Term(parsing: String(name.dropLast(suffix.count))) else { return nil }
            return (name, term)
        }.sorted { $0.term < $1.term }
    }

    /// The day of the archive's last occurrence (its series expanded).
    private static func lastDay(of archive: ICalComponent) -> CalendarDate? {
        let (window, prepared) = ComparisonWindow.preparing([archive])
        let expansion = CalendarExpansion(prepared: prepared[0], window: window)
        return expansion.occurrences.map(\.start.local.date).max()
    }
}
