import XCTest
import ICalendar
@testable import SemesterCal

/// Variations of every real corpus comment whose effect on the dates is known (issue: "comment
/// reading that generalises"): a cancellation of one of its dates or weeks appended, a clause
/// about the room or the mode prepended, the week word respelled, a pointer to dates kept elsewhere
/// appended. The expected dates come from the original's plan. A variant may be flagged (safe);
/// it may never be understood with other dates than expected.
final class CorpusVariationTests: XCTestCase {
    private struct Original {
        let comment: String
        let weekday: Int
        let term: Term
        let dates: [CalendarDate]
    }

    private enum Expected { case dates([CalendarDate]), flag }

    func test_no_variation_of_a_corpus_comment_is_silently_wrong() throws {
        let originals = try corpusOriginals()
        XCTAssertGreaterThan(originals.count, 300)
        var counts: [String: (exact: Int, flagged: Int, wrong: Int)] = [:]
        var wrong: [String] = []
        for original in originals {
            for (family, comment, expected) in variations(of: original) {
                let plan = plan(comment, weekday: original.weekday, term: original.term)
                var c = counts[family] ?? (0, 0, 0)
                switch expected {
                case .flag:
                    if plan.understood { c.wrong += 1; wrong.append("\(family): “\(comment)” should be flagged") } else { c.exact += 1 }
                case .dates(let dates):
                    if !plan.understood { c.flagged += 1 } else if plan.dates == dates { c.exact += 1 } else {
                        c.wrong += 1
                        wrong.append("\(family): “\(comment)” gave \(plan.dates.map(\.iso)) instead of \(dates.map(\.iso))")
                    }
                }
                counts[family] = c
            }
        }
        print("== corpus variations (\(originals.count) understood corpus comments)")
        for (family, c) in counts.sorted(by: { $0.key < $1.key }) {
            print("   \(family): \(c.exact + c.flagged + c.wrong) variants, \(c.exact) exact, \(c.flagged) flagged, \(c.wrong) silently wrong")
        }
        XCTAssertEqual(wrong, [], "variants read as certain with wrong dates")
    }

    /// Every distinct understood recurring comment of the corpus with its weekday and term.
    private func corpusOriginals() throws -> [Original] {
        let dir = try SharedCorpus.requireCorpus().appendingPathComponent("hof-2020")
        var seen = Set<String>()
        var out: [Original] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".json") {
            let term = Term(parsing: file.hasPrefix("SS") ? "SS2020" : "WS2020")!
            for row in try SharedCorpus.rows(file: file) where !row.kind.isBlock && !row.comment.isEmpty {
                guard seen.insert("\(row.comment)|\(row.weekday)|\(term)").inserted else { continue }
                let planned = plan(row.comment, weekday: row.weekday, term: term)
                if planned.understood, planned.dates.count >= 3 {
                    out.append(Original(comment: row.comment, weekday: row.weekday, term: term, dates: planned.dates))
                }
            }
        }
        return out
    }

    private func variations(of o: Original) -> [(String, String, Expected)] {
        let middle = o.dates[o.dates.count / 2]
        let remaining = o.dates.filter { $0 != middle }
        let day = String(format: "%02d.%02d.", middle.day, middle.month)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let week = middle.isoWeek.week
        var out: [(String, String, Expected)] = [
            ("cancellation (date)", "\(o.comment), entfällt am \(day)", .dates(remaining)),
            ("cancellation (week)", "\(o.comment); nicht in KW \(week)", .dates(remaining)),
            ("cancellation (English)", "\(o.comment) - cancelled on \(middle.day) \(months[middle.month - 1])", .dates(remaining)),
            ("cancellation (postposed)", "\(o.comment), KW \(week) fällt aus", .dates(remaining)),
            ("room clause", "Raumwechsel ab KW 46 in FC 011; \(o.comment)", .dates(o.dates)),
            ("mode clause", "bis KW 44 online, dann im Hörsaal; \(o.comment)", .dates(o.dates)),
            ("registration clause", "(Anmeldung bis 12.10. in Primuss) \(o.comment)", .dates(o.dates)),
            ("pointer to elsewhere", "\(o.comment) - Termine siehe Stud.IP", .flag),
            ("vague time", "\(o.comment), letzte Sitzung voraussichtlich Mitte Dezember", .flag),
        ]
        for respelling in ["Kalenderwoche", "Woche", "week", "CW", "KW."] where o.comment.contains("KW") {
            out.append(("week word → \(respelling)", o.comment.replacingOccurrences(of: "KW", with: respelling), .dates(o.dates)))
        }
        return out
    }

    private func plan(_ comment: String, weekday: Int, term: Term) -> PlannedLecture {
        let day = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"][weekday - 1]
        return LecturePlanner(term: term, profile: .hochschuleHof, appliesLectureFreeDays: false)
            .plan(row: Fixtures.row(comment: comment, day: day))
    }
}
