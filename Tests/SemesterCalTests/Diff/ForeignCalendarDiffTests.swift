import ICalendar
import XCTest
@testable import SemesterCal

/// `diff` on calendars another tool wrote, by hand in another style: UTC times,
/// COUNT instead of UNTIL, long lines folded elsewhere, properties in another
/// order, LF line ends, overrides written in UTC against a zoned series.
final class ForeignCalendarDiffTests: XCTestCase {
    /// Weekly Monday 08:00–09:30 Berlin from 2020-10-05, ten times (COUNT, a quoted TZID),
    /// a single event in UTC, LF line ends, folded at another place.
    private let old = """
        BEGIN:VCALENDAR
        PRODID:-//Other Tool//EN
        VERSION:2.0
        BEGIN:VEVENT
        DTSTART;TZID="Europe/Berlin":20201005T080000
        DURATION:PT1H30M
        RRULE:FREQ=WEEKLY;COUNT=10
        SUMMARY:Mathematik 1 für Ingenieurinnen und Ingenieure mit einem sehr langen T
         itel der gefaltet wird
        UID:foreign-1@example.org
        DTSTAMP:20200901T000000Z
        LOCATION:FA007
        END:VEVENT
        BEGIN:VEVENT
        UID:foreign-2@example.org
        DTSTAMP:20200901T000000Z
        DTSTART;VALUE=DATE:20201020
        DTEND;VALUE=DATE:20201021
        SUMMARY:Exkursion
        END:VEVENT
        BEGIN:VEVENT
        UID:foreign-3@example.org
        DTSTAMP:20200901T000000Z
        DTSTART:20201007T100000Z
        DTEND:20201007T113000Z
        SUMMARY:Physik
        LOCATION:FB105
        END:VEVENT
        END:VCALENDAR

        """

    /// The same calendar written by another tool in zoned style with UNTIL, a moved,
    /// a cancelled and a room-changed instance as overrides with UTC RECURRENCE-IDs,
    /// the all-day event gone, a new event, and a different DTSTAMP everywhere.
    private let new = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Yet Another//DE",
        "BEGIN:VEVENT", "UID:foreign-1@example.org", "DTSTAMP:20201101T120000Z",
        "SUMMARY:Mathematik 1 für Ingenieurinnen und Ingenieure mit einem sehr langen Titel der gefaltet wird",
        "LOCATION:FA007", "DTSTART;TZID=Europe/Berlin:20201005T080000", "DTEND;TZID=Europe/Berlin:20201005T093000",
        // The 10th Monday from 5 Oct is 7 Dec: 07:00Z in CET.
        "RRULE:FREQ=WEEKLY;UNTIL=20201207T070000Z", "SEQUENCE:3",
        "END:VEVENT",
        // 19 Oct (CEST, 06:00Z) moved to Tuesday 20 Oct 10:00.
        "BEGIN:VEVENT", "UID:foreign-1@example.org", "DTSTAMP:20201101T120000Z", "RECURRENCE-ID:20201019T060000Z",
        "DTSTART;TZID=Europe/Berlin:20201020T100000", "DTEND;TZID=Europe/Berlin:20201020T113000",
        "SUMMARY:Mathematik 1 für Ingenieurinnen und Ingenieure mit einem sehr langen Titel der gefaltet wird",
        "LOCATION:FA007", "END:VEVENT",
        // 2 Nov (CET, 07:00Z) cancelled.
        "BEGIN:VEVENT", "UID:foreign-1@example.org", "DTSTAMP:20201101T120000Z", "RECURRENCE-ID:20201102T070000Z",
        "DTSTART;TZID=Europe/Berlin:20201102T080000", "DTEND;TZID=Europe/Berlin:20201102T093000", "STATUS:CANCELLED",
        "LOCATION:FA007",
        "SUMMARY:Mathematik 1 für Ingenieurinnen und Ingenieure mit einem sehr langen Titel der gefaltet wird",
        "END:VEVENT",
        // 16 Nov in another room.
        "BEGIN:VEVENT", "UID:foreign-1@example.org", "DTSTAMP:20201101T120000Z",
        "RECURRENCE-ID;TZID=Europe/Berlin:20201116T080000",
        "DTSTART;TZID=Europe/Berlin:20201116T080000", "DTEND;TZID=Europe/Berlin:20201116T093000",
        "SUMMARY:Mathematik 1 für Ingenieurinnen und Ingenieure mit einem sehr langen Titel der gefaltet wird",
        "LOCATION:FB203", "END:VEVENT",
        "BEGIN:VEVENT", "UID:foreign-3@example.org", "DTSTAMP:20201101T120000Z", "LOCATION:FB105",
        "DTSTART;TZID=Europe/Berlin:20201007T120000", "DTEND;TZID=Europe/Berlin:20201007T133000", "SUMMARY:Physik", "END:VEVENT",
        "BEGIN:VEVENT", "UID:foreign-4@example.org", "DTSTAMP:20201101T120000Z",
        "DTSTART;TZID=Europe/Berlin:20201009T140000", "DTEND;TZID=Europe/Berlin:20201009T153000", "SUMMARY:Chemie", "END:VEVENT",
        "END:VCALENDAR", "",
    ].map(ForeignCalendarDiffTests.folded).joined(separator: "\r\n")

    /// Folds at 60 octets (not 75), on a UTF-8 boundary.
    private static func folded(_ line: String) -> String {
        var out = "", count = 0
        for character in line {
            let size = String(character).utf8.count
            if count + size > 60 { out += "\r\n "; count = 1 }
            out.append(character)
            count += size
        }
        return out
    }

    private func compare(_ a: String, _ b: String) throws -> CalendarDiff {
        CalendarComparison(old: try ICalendarReader.parse(a), new: try ICalendarReader.parse(b), displayZone: "Europe/Berlin").diff
    }

    func test_the_same_calendar_in_another_style_has_no_differences() throws {
        // The series and the UTC single event as the other tool writes them, without its changes.
        var restyled = try ICalendarReader.parse(new)
        restyled.components = restyled.components.filter {
            $0.first("RECURRENCE-ID") == nil && $0.first("UID")?.value != "foreign-4@example.org"
        }
        var original = try ICalendarReader.parse(old)
        original.components = original.components.filter { $0.first("UID")?.value != "foreign-2@example.org" }
        let diff = CalendarComparison(old: original, new: restyled, displayZone: "Europe/Berlin").diff
        XCTAssertTrue(diff.isEmpty, "\(diff.changes)")
        XCTAssertEqual(diff.oldCount, 11)
        XCTAssertEqual(diff.newCount, 11)
    }

    func test_changes_between_two_foreign_calendars() throws {
        let diff = try compare(old, new)
        let lines = diff.changes.map {
            "\($0.kind.rawValue) \($0.uid) \($0.old?.start.isoText ?? "-") → \($0.new?.start.isoText ?? "-") \($0.fields.joined(separator: ","))"
        }
        XCTAssertEqual(lines, [
            "added foreign-4@example.org - → 2020-10-09T14:00:00 ",
            "moved foreign-1@example.org 2020-10-19T08:00:00 → 2020-10-20T10:00:00 date,time",
            "removed foreign-2@example.org 2020-10-20T00:00:00 → - ",
            "cancelled foreign-1@example.org 2020-11-02T08:00:00 → 2020-11-02T08:00:00 status",
            "roomChanged foreign-1@example.org 2020-11-16T08:00:00 → 2020-11-16T08:00:00 location",
        ])
        XCTAssertEqual(diff.changes[2].old?.isAllDay, true)
    }

    /// A weekly Monday 08:00–09:30 series from 5 Oct 2020 (across the DST change), `start` and `end` as written.
    private func series(start: String, end: String) -> String {
        calendarText(["BEGIN:VEVENT", "UID:m@example.org", start, end, "RRULE:FREQ=WEEKLY;COUNT=4", "SUMMARY:Mathematik", "END:VEVENT"])
    }

    private func calendarText(_ body: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN"] + body + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    func test_a_floating_copy_matches_the_zoned_series() throws {
        let zoned = series(start: "DTSTART;TZID=Europe/Berlin:20201005T080000", end: "DTEND;TZID=Europe/Berlin:20201005T093000")
        let floating = series(start: "DTSTART:20201005T080000", end: "DTEND:20201005T093000")
        let diff = try compare(zoned, floating)
        XCTAssertTrue(diff.isEmpty, "\(diff.changes)")
        XCTAssertEqual(diff.oldCount, 4)
        XCTAssertEqual(diff.newCount, 4)
        // Floating times are the viewer's: seen from New York the floating series is at 08:00 New York time.
        let elsewhere = CalendarComparison(old: try ICalendarReader.parse(zoned), new: try ICalendarReader.parse(floating),
                                           displayZone: "America/New_York").diff
        XCTAssertEqual(elsewhere.changes.filter { $0.kind == .removed }.map(\.old?.start.time.hour), [2, 2, 2, 3])
        XCTAssertEqual(elsewhere.changes.filter { $0.kind == .added }.map(\.new?.start.time.hour), [8, 8, 8, 8])
    }

    func test_an_event_that_cannot_be_read_is_named_with_its_line_for_its_calendar() throws {
        let good = series(start: "DTSTART;TZID=Europe/Berlin:20201005T080000", end: "DTEND;TZID=Europe/Berlin:20201005T093000")
        let broken = good.replacingOccurrences(of: "20201005T080000", with: "2020X005T080000")
        let comparison = CalendarComparison(old: try ICalendarReader.parse(good), new: try ICalendarReader.parse(broken),
                                            displayZone: "Europe/Berlin")
        XCTAssertEqual(comparison.unreadableInOld, [])
        XCTAssertEqual(comparison.unreadableInNew, [
            "line 6: event 'm@example.org' was skipped: DTSTART value '2020X005T080000' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS[Z])",
        ])
        XCTAssertEqual(comparison.warnings, comparison.unreadableInNew.map { "new calendar: \($0)" })
    }

    func test_a_series_written_in_utc_keeps_its_utc_time_across_the_dst_change() throws {
        // A weekly rule on a UTC start repeats at 06:00Z: 08:00 in summer time, 07:00 after 25 October.
        // Compared with the same lecture written in Berlin time, the winter dates differ by an hour.
        let utcSeries = """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//x//EN
            BEGIN:VEVENT
            UID:utc@example.org
            DTSTAMP:20200901T000000Z
            DTSTART:20201019T060000Z
            DTEND:20201019T073000Z
            RRULE:FREQ=WEEKLY;COUNT=2
            END:VEVENT
            END:VCALENDAR

            """
        let zoned = utcSeries.replacingOccurrences(of: "DTSTART:20201019T060000Z", with: "DTSTART;TZID=Europe/Berlin:20201019T080000")
            .replacingOccurrences(of: "DTEND:20201019T073000Z", with: "DTEND;TZID=Europe/Berlin:20201019T093000")
        let diff = try compare(utcSeries, zoned)
        // 26 Oct: 07:00 Berlin (06:00Z) vs 08:00 Berlin (07:00Z): different instants, so the
        // instance of the old series is removed and the new one added… paired as one move.
        XCTAssertEqual(diff.changes.map(\.kind), [.moved])
        XCTAssertEqual(diff.changes.first?.old?.start.isoText, "2020-10-26T07:00:00")
        XCTAssertEqual(diff.changes.first?.new?.start.isoText, "2020-10-26T08:00:00")
    }
}
