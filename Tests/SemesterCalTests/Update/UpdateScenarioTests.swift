import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// The nightly `update` run, night after night, on real rows from
/// `../shared/corpus/hof-2020/WS_WI_1.json` with constructed change feeds:
/// each scenario from the issue must be reported as exactly the change it is.
final class UpdateScenarioTests: XCTestCase {
    private static let file = "WS_WI_1.json"
    private let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)

    // Slots of WS_WI_1.json used below (splusname up to `$`).
    private let diskreteMathe = "DMInf§42643096%67129"      // Mondays 09:45–11:15, FB007/009
    private let wissArbeiten = "WiAr§c3ae9fc8%67109"        // Mondays 14:00–15:30
    private let grundlagenWI = "GdWI§6a05a100%67139"        // Mondays 17:30–19:00

    // MARK: The scenarios

    func test_a_moved_lecture_is_one_moved_occurrence() throws {
        let first = try night(today: "2020-10-20")
        let second = try night(feed: [move(diskreteMathe, "26.10.2020", "09:45", to: "27.10.2020", "16:00", room: "FB105")],
                               previous: first, today: "2020-10-20")
        let changes = second.report.diff.changes
        XCTAssertEqual(changes.count, 1, "\(changes)")
        let change = try XCTUnwrap(changes.first)
        XCTAssertEqual(change.kind, .moved)
        XCTAssertEqual(change.old?.start.isoText, "2020-10-26T09:45:00")
        XCTAssertEqual(change.new?.start.isoText, "2020-10-27T16:00:00")
        XCTAssertEqual(change.new?.end.isoText, "2020-10-27T17:30:00", "the row's own duration")
        XCTAssertTrue(change.new?.location.hasPrefix("FB105") ?? false, change.new?.location ?? "")
        XCTAssertEqual(change.summary, "Diskrete Mathematik für Informatiker", "the marker is not part of the title")
        XCTAssertTrue(second.report.notices.isEmpty)
    }

    func test_a_cancelled_lecture_is_one_cancelled_occurrence() throws {
        let first = try night(today: "2020-10-20")
        let second = try night(feed: [cancel(wissArbeiten, "02.11.2020", "14:00")], previous: first, today: "2020-10-20")
        XCTAssertEqual(second.report.diff.changes.map(\.kind), [.cancelled])
        XCTAssertEqual(second.report.diff.changes.first?.affectedDate.iso, "2020-11-02")
        XCTAssertEqual(second.report.diff.changes.first?.new?.isCancelled, true)
    }

    func test_a_room_change_is_one_room_changed_occurrence() throws {
        let first = try night(today: "2020-10-12")
        let second = try night(feed: [move(grundlagenWI, "19.10.2020", "17:30", to: "19.10.2020", "17:30", room: "FB105")],
                               previous: first, today: "2020-10-12")
        let change = try XCTUnwrap(second.report.diff.changes.first)
        XCTAssertEqual(second.report.diff.changes.count, 1)
        XCTAssertEqual(change.kind, .roomChanged)
        XCTAssertEqual(change.fields.filter { $0 == "date" || $0 == "time" }, [])
        XCTAssertTrue(change.new?.location.hasPrefix("FB105") ?? false)
    }

    func test_a_change_for_an_unknown_row_is_a_dated_notice_and_changes_nothing() throws {
        let first = try night(today: "2020-10-20")
        let second = try night(feed: [cancel("Gibt§es%nicht", "04.11.2020", "08:00")], previous: first, today: "2020-10-20")
        XCTAssertTrue(second.report.diff.isEmpty)
        XCTAssertEqual(second.report.notices.count, 1)
        XCTAssertEqual(second.report.notices.first?.date?.iso, "2020-11-04")
        XCTAssertEqual(second.report.notices.first?.message, "Change for “” on Wed 2020-11-04 08:00 (cancelled) was not applied: the lecture is not in this timetable")
        XCTAssertTrue(second.report.hasNews, "a notice alone is still news for the report")
    }

    func test_the_same_change_delivered_twice_is_reported_once() throws {
        let first = try night(today: "2020-10-20")
        let cancellation = cancel(wissArbeiten, "02.11.2020", "14:00")
        let second = try night(feed: [cancellation, cancellation], previous: first, today: "2020-10-20")
        XCTAssertEqual(second.report.diff.changes.map(\.kind), [.cancelled])
        XCTAssertEqual(second.calendar.components.filter { $0.first("RECURRENCE-ID") != nil }.count, 1)
        // And delivered again the next night: nothing new.
        let third = try night(feed: [cancellation], previous: second, today: "2020-10-21")
        XCTAssertTrue(third.report.diff.isEmpty, "\(third.report.diff.changes)")
    }

    func test_a_change_that_disappears_before_its_date_is_reported_as_reverted() throws {
        let moved = move(diskreteMathe, "26.10.2020", "09:45", to: "27.10.2020", "16:00", room: "FB105")
        let first = try night(feed: [moved], today: "2020-10-20")
        let second = try night(feed: [], previous: first, today: "2020-10-21")
        let change = try XCTUnwrap(second.report.diff.changes.first)
        XCTAssertEqual(second.report.diff.changes.count, 1)
        XCTAssertEqual(change.kind, .moved)
        XCTAssertEqual(change.old?.start.isoText, "2020-10-27T16:00:00")
        XCTAssertEqual(change.new?.start.isoText, "2020-10-26T09:45:00", "back on its planned date")
        XCTAssertEqual(second.carriedOver, 0)
    }

    func test_a_change_whose_date_has_passed_stays_when_the_feed_drops_it() throws {
        let cancellation = cancel(wissArbeiten, "02.11.2020", "14:00")
        let first = try night(feed: [cancellation], today: "2020-10-30")
        // Nov 3: the service no longer lists the Nov 2 cancellation.
        let second = try night(feed: [], previous: first, today: "2020-11-03")
        XCTAssertTrue(second.report.diff.isEmpty, "\(second.report.diff.changes)")
        XCTAssertEqual(second.carriedOver, 1)
        XCTAssertEqual(ICalendarWriter.serialize(second.calendar), ICalendarWriter.serialize(first.calendar),
                       "the calendar keeps the cancellation, byte for byte")
        // Still there a night later.
        let third = try night(feed: [], previous: second, today: "2020-11-04")
        XCTAssertTrue(third.report.diff.isEmpty)
        XCTAssertEqual(third.carriedOver, 1)
    }

    func test_a_lecture_removed_from_the_schedule_is_removed_on_every_date() throws {
        let first = try night(today: "2020-10-01")
        let second = try night(rows: { $0.filter { ($0["splusname"] as? String)?.hasPrefix(self.grundlagenWI) != true } },
                               previous: first, today: "2020-10-01")
        let changes = second.report.diff.changes
        XCTAssertFalse(changes.isEmpty)
        XCTAssertEqual(Set(changes.map(\.kind)), [.removed])
        XCTAssertEqual(Set(changes.map(\.summary)), ["Grundlagen der Wirtschaftsinformatik"])
        XCTAssertEqual(Set(changes.compactMap { $0.old?.start.date.isoWeekday }), [1], "only the Monday slot")
        let removedDates = changes.compactMap { $0.old?.start.date }
        XCTAssertEqual(removedDates.count, Set(removedDates).count)
        XCTAssertEqual(second.report.diff.oldCount - second.report.diff.newCount, changes.count)
    }

    func test_a_new_lecture_is_added_on_every_date() throws {
        let first = try night(rows: { $0.filter { ($0["splusname"] as? String)?.hasPrefix(self.grundlagenWI) != true } },
                              today: "2020-10-01")
        let second = try night(previous: first, today: "2020-10-01")
        let changes = second.report.diff.changes
        XCTAssertFalse(changes.isEmpty)
        XCTAssertEqual(Set(changes.map(\.kind)), [.added])
        XCTAssertEqual(Set(changes.map(\.summary)), ["Grundlagen der Wirtschaftsinformatik"])
        XCTAssertEqual(second.revised, 0, "no existing event changed")
    }

    func test_weekly_becoming_fortnightly_removes_every_other_date_and_revises_the_event() throws {
        let first = try night(today: "2020-10-01")
        let second = try night(rows: { rows in
            rows.map { row in
                guard (row["splusname"] as? String)?.hasPrefix(self.diskreteMathe) == true else { return row }
                var changed = row
                changed["comment"] = "14-tägig ab KW 41"
                return changed
            }
        }, previous: first, today: "2020-10-01")
        let changes = second.report.diff.changes.filter { $0.kind == .removed }
        // The dates that stay show the new comment in their description, and nothing else changed.
        let kept = second.report.diff.changes.filter { $0.kind != .removed }
        XCTAssertEqual(Set(kept.map(\.kind)), [.otherChanged])
        XCTAssertEqual(Set(kept.map(\.fields)), [["description"]])
        XCTAssertEqual(kept.count, changes.count, "every other date stays")
        let removed = changes.compactMap { $0.old?.start.date }.sorted()
        XCTAssertGreaterThan(removed.count, 4)
        for (a, b) in zip(removed, removed.dropFirst()) {
            XCTAssertEqual(a.days(until: b) % 14, 0, "removed dates are a fortnight apart: \(a.iso) \(b.iso)")
        }
        // The event's rule changed: clients need a higher SEQUENCE to take it.
        let uid = try XCTUnwrap(changes.first?.uid)
        let master = try XCTUnwrap(second.calendar.components.first { $0.first("UID")?.value == uid && $0.first("RECURRENCE-ID") == nil })
        XCTAssertEqual(master.first("SEQUENCE")?.value, "1")
        XCTAssertEqual(second.revised, 1)
    }

    func test_a_lecture_moved_to_an_earlier_day_stays_once_that_day_has_passed() throws {
        // Mon Nov 9 moved forward to Tue Nov 3: a service that filters by the new date drops it on Nov 4.
        let moved = move(diskreteMathe, "09.11.2020", "09:45", to: "03.11.2020", "16:00", room: "FB105")
        let first = try night(feed: [moved], today: "2020-10-30")
        let second = try night(feed: [], previous: first, today: "2020-11-04")
        XCTAssertTrue(second.report.diff.isEmpty, "not a reversal: \(second.report.diff.changes)")
        XCTAssertEqual(second.carriedOver, 1)
    }

    func test_a_new_override_gets_a_higher_sequence_than_its_series_had() throws {
        let first = try night(today: "2020-10-12")
        // The row's room changes: the series is revised to SEQUENCE 1.
        let inFB105: ([[String: Any]]) -> [[String: Any]] = { rows in
            rows.map { row in
                guard (row["splusname"] as? String)?.hasPrefix(self.grundlagenWI) == true else { return row }
                var changed = row
                changed["room"] = "FB105"
                return changed
            }
        }
        let second = try night(rows: inFB105, previous: first, today: "2020-10-12")
        XCTAssertEqual(sequencesOfGrundlagenWI(in: second), ["": 1])
        // Then one date is cancelled: the new override must not look older than the series.
        let third = try night(rows: inFB105, feed: [cancel(grundlagenWI, "26.10.2020", "17:30")], previous: second, today: "2020-10-12")
        XCTAssertEqual(sequencesOfGrundlagenWI(in: third), ["": 1, "20201026T173000": 2])
    }

    func test_two_changes_for_one_occurrence_apply_the_later_and_report_the_earlier() throws {
        let first = try night(today: "2020-10-20")
        let earlier = move(diskreteMathe, "26.10.2020", "09:45", to: "27.10.2020", "16:00", room: "FB105")
        let later = cancel(diskreteMathe, "26.10.2020", "09:45")
        let second = try night(feed: [earlier, later], previous: first, today: "2020-10-20")
        XCTAssertEqual(second.report.diff.changes.map(\.kind), [.cancelled])
        XCTAssertEqual(second.report.notices.count, 1, "\(second.report.notices)")
        let notice = try XCTUnwrap(second.report.notices.first)
        XCTAssertTrue(notice.message.hasPrefix("Change for “” on Mon 2020-10-26 09:45 (moved to Tue 2020-10-27"), notice.message)
        XCTAssertTrue(notice.message.hasSuffix("was not applied: a later change of the same session replaces it"), notice.message)
        XCTAssertEqual(notice.date?.iso, "2020-10-26")
    }

    func test_a_change_whose_weekday_contradicts_its_date_is_a_notice_and_the_rest_of_the_feed_applies() throws {
        let first = try night(today: "2020-10-20")
        var contradictory = move(grundlagenWI, "19.10.2020", "17:30", to: "20.10.2020", "17:30", room: "FB105")
        contradictory["alternative"] = ["day": "Mittwoch", "time": "17:30", "date": "20.10.2020", "room": "FB105"]
        let second = try night(feed: [contradictory, cancel(wissArbeiten, "02.11.2020", "14:00")], previous: first, today: "2020-10-12")
        XCTAssertEqual(second.report.diff.changes.map(\.kind), [.cancelled], "the other change still applies")
        let notice = try XCTUnwrap(second.report.notices.first)
        XCTAssertEqual(second.report.notices.count, 1)
        XCTAssertTrue(notice.message.contains("its new day “Wednesday” contradicts the date 2020-10-20 (a Tuesday)"), notice.message)
    }

    func test_notices_of_changes_not_applied_are_german_in_a_german_report() throws {
        let earlier = cancel(wissArbeiten, "02.11.2020", "14:00")
        var contradictory = move(grundlagenWI, "19.10.2020", "17:30", to: "20.10.2020", "17:30", room: "FB105")
        contradictory["alternative"] = ["day": "Mittwoch", "time": "17:30", "date": "20.10.2020", "room": "FB105"]
        let feed = [earlier, move(wissArbeiten, "02.11.2020", "14:00", to: "03.11.2020", "14:00", room: "FB105"),
                    contradictory, cancel("Gibt§es%nicht", "04.11.2020", "08:00"), cancel(wissArbeiten, "03.11.2020", "14:00")]
        let messages = try night(feed: feed, today: "2020-10-20", language: "de").report.notices.map(\.message)
        XCTAssertEqual(messages.count, 4, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("wurde nicht übernommen: ") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("eine spätere Änderung desselben Termins ersetzt sie") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("ihr neuer Wochentag „Mittwoch“ passt nicht zum 20.10.2020 (ein Dienstag)") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("die Veranstaltung steht nicht in diesem Stundenplan") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("Gibt§es%nicht") || $0.contains("feed.json") }, "no slot keys or files for students: \(messages)")
        XCTAssertTrue(messages.contains { $0.contains("findet am Di 03.11.2020 14:00 nicht statt (geplant: 2020-10-05 14:00") }, "\(messages)")
    }

    func test_an_unchanged_night_keeps_every_byte_and_reports_nothing() throws {
        let feed = [cancel(wissArbeiten, "02.11.2020", "14:00")]
        let first = try night(feed: feed, today: "2020-10-20")
        // A later night with another DTSTAMP (SOURCE_DATE_EPOCH moved on): unchanged events keep their bytes.
        let second = try night(feed: feed, previous: first, today: "2020-10-21",
                               stamp: LocalDateTime(date: CalendarDate(iso: "2020-10-21")!, time: LocalTime(hour: 3, minute: 0)!))
        XCTAssertTrue(second.report.diff.isEmpty)
        XCTAssertFalse(second.report.hasNews)
        XCTAssertEqual(ICalendarWriter.serialize(second.calendar), ICalendarWriter.serialize(first.calendar))
    }

    // MARK: Helpers

    /// One run of `update`: rows (optionally edited) and feed → fresh calendar → revised against the
    /// previous night's calendar, which is written and read back as `update` does.
    private func night(rows edit: (([[String: Any]]) -> [[String: Any]])? = nil, feed: [[String: Any]]? = nil,
                       previous: CalendarUpdate? = nil, today: String, language: String = "en",
                       stamp: LocalDateTime = LocalDateTime(date: CalendarDate(iso: "2020-10-05")!, time: LocalTime(hour: 0, minute: 0)!)) throws -> CalendarUpdate {
        let url = try SharedCorpus.requireCorpus().appendingPathComponent("hof-2020").appendingPathComponent(Self.file)
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var rows = try XCTUnwrap(document["schedule"] as? [[String: Any]])
        if let edit { rows = edit(rows) }
        document["schedule"] = rows
        let source = TimetableSource(name: Self.file, data: try JSONSerialization.data(withJSONObject: document))
        var feeds: [TimetableSource] = []
        if let feed {
            feeds.append(TimetableSource(name: "feed.json", data: try JSONSerialization.data(withJSONObject: ["changes": feed])))
        }
        let plan = try TimetablePlan.make(sources: [source], changeFeeds: feeds, planner: planner)
        let fresh = try CalendarExporter(profile: .hochschuleHof, calendarName: "WI 1", timestamp: stamp)
            .calendar(for: plan.lectures, changes: plan.changes)
        let old = try previous.map { try ICalendarReader.parse(ICalendarWriter.serialize($0.calendar)) }
        return CalendarUpdate(fresh: fresh, previous: old, today: CalendarDate(iso: today)!, calendarName: "WI 1",
                              displayZone: "Europe/Berlin", notices: ReportNotice.notices(for: plan, language: language))
    }

    /// SEQUENCE of the Monday 17:30 "Grundlagen der Wirtschaftsinformatik" events (`grundlagenWI`)
    /// by RECURRENCE-ID ("" for the series itself).
    private func sequencesOfGrundlagenWI(in update: CalendarUpdate) -> [String: Int] {
        let uid = update.calendar.components(named: "VEVENT").first {
            $0.first("RECURRENCE-ID") == nil && ($0.first("DTSTART")?.value.hasSuffix("T173000") ?? false)
                && ($0.first("SUMMARY")?.value.hasPrefix("Grundlagen der Wirtschaftsinformatik") ?? false)
        }?.first("UID")?.value
        var result: [String: Int] = [:]
        for event in update.calendar.components(named: "VEVENT") where event.first("UID")?.value == uid {
            result[event.first("RECURRENCE-ID")?.value ?? ""] = Int(event.first("SEQUENCE")?.value ?? "0") ?? 0
        }
        return result
    }

    private var nextID = 9000

    private func change(_ slot: String, _ date: String, _ time: String, alternative: [String: Any]?) -> [String: Any] {
        nextID += 1
        return [
            "id": "\(nextID)", "label": "", "docent": "", "comment": "", "reason": "Krankheit", "text": NSNull(),
            "group": "", "splusname": "\(slot) $ 2 Vertretung01",
            "original": ["day": "", "time": time, "date": date, "room": ""],
            "alternative": alternative ?? NSNull(),
        ]
    }

    private func cancel(_ slot: String, _ date: String, _ time: String) -> [String: Any] {
        change(slot, date, time, alternative: nil)
    }

    private func move(_ slot: String, _ date: String, _ time: String, to newDate: String, _ newTime: String, room: String) -> [String: Any] {
        change(slot, date, time, alternative: ["day": "", "time": newTime, "date": newDate, "room": room])
    }
}
