import Foundation
import XCTest
@testable import ICalendar

/// The VTIMEZONE with yearly RRULE observances (issue 13, point 13): expanded here by a small
/// expansion of its own, it must give exactly the offset changes of the zone database
/// (`ZoneRules`, what all conversions use) in every year from the rule's start, or the
/// calendar's first year if earlier, through 2037; and the same offset at every instant checked.
final class VTimeZoneRuleTests: XCTestCase {
    /// What each zone must get: a yearly pair starting in that year, one observance for a zone
    /// without clock changes now, or the explicit per-transition form (no yearly rule).
    private enum Form: Equatable {
        case yearly(Int)
        case constant
        case explicit
    }

    private let zones: [(String, Form)] = [
        ("Europe/Berlin", .yearly(1996)),
        ("Europe/London", .yearly(1996)),
        // IANA's Irish Standard Time is summer time with a negative DST in winter; Foundation
        // flags summer as DST, like London. The offsets are what counts.
        ("Europe/Dublin", .yearly(1996)),
        ("America/New_York", .yearly(2007)),
        ("Australia/Sydney", .yearly(2008)),        // DST spans the new year
        ("Australia/Lord_Howe", .yearly(2008)),     // 30-minute DST
        ("Pacific/Chatham", .yearly(2008)),         // +12:45 / +13:45
        ("America/Santiago", .yearly(2023)),        // first Sunday on or after the 2nd
        ("Asia/Jerusalem", .yearly(2013)),          // Friday on or after the 23rd of March
        ("America/Sao_Paulo", .constant),           // no DST since 2019
        ("Asia/Tokyo", .constant),
        ("UTC", .constant),
        ("Europe/Volgograd", .constant),            // +04 to +03 in December 2020
        ("Africa/Casablanca", .explicit),           // changes follow Ramadan
    ]
    private let ranges = [2020...2021, 1990...1991, 2035...2036]

    func test_expanded_observances_give_the_zone_databases_changes_and_offsets_through_2037() throws {
        for (identifier, form) in zones {
            let rules = try ZoneRules(identifier: identifier)
            for years in ranges {
                let zone = try VTimeZoneBuilder.component(forZone: identifier, years: years)
                let what = "\(identifier) \(years)"
                let recurring = zone.components.filter { $0.first("RRULE") != nil }
                switch form {
                case .yearly(let start):
                    XCTAssertEqual(recurring.count, 2, what)
                    XCTAssertEqual(Set(recurring.map(\.name)), ["STANDARD", "DAYLIGHT"], what)
                    XCTAssertEqual(recurring.map { String($0.first("DTSTART")?.value.prefix(4) ?? "") },
                                   [String(start), String(start)], what)
                    // The pair comes last; explicit observances only for calendar years before it.
                    XCTAssertEqual(Array(zone.components.suffix(2)), recurring, what)
                    XCTAssertEqual(zone.components.count == 2, years.lowerBound >= start, what)
                case .constant:
                    XCTAssertTrue(recurring.isEmpty, what)
                    XCTAssertEqual(zone.components.last?.name, "STANDARD", what)
                case .explicit:
                    XCTAssertTrue(recurring.isEmpty, what)
                }
                let expansion = try ObservanceExpansion(zone, through: 2037)
                // From the rule's (or the last change's) first year, or the calendar's if earlier.
                let ruleStart = form == .explicit ? years.lowerBound
                    : zone.components.last.flatMap { LocalDateTime(basic: $0.first("DTSTART")?.value ?? "") }?.date.year ?? 1970
                let first = min(years.lowerBound, ruleStart), last = form == .explicit ? years.upperBound : 2037
                assertAgrees(expansion, rules, years: first...last, what)
            }
        }
    }

    func test_every_known_zone_is_right_from_its_rule_through_2037() throws {
        // Each zone of the system's database, for a calendar of 2020...2021: the changes of every
        // year, and the offset just before and after each change.
        var forms: [String: Int] = [:]
        for identifier in TimeZone.knownTimeZoneIdentifiers.sorted() {
            let rules = try ZoneRules(identifier: identifier)
            let zone = try VTimeZoneBuilder.component(forZone: identifier, years: 2020...2021)
            let expansion = try ObservanceExpansion(zone, through: 2037)
            let recurring = zone.components.filter { $0.first("RRULE") != nil }
            let regime = ZoneRegime(transitions: try CachedZone.named(identifier).table.transitions, throughYear: 2037)
            let checked: ClosedRange<Int>
            switch regime {
            case .yearly(let start, _):
                XCTAssertEqual(recurring.count, 2, identifier)
                checked = min(start, 2020)...2037
                forms["yearly", default: 0] += 1
            case .constant:
                XCTAssertEqual(recurring.count, 0, identifier)
                checked = 2020...2037
                forms["constant", default: 0] += 1
            case .irregular:
                XCTAssertEqual(recurring.count, 0, identifier)
                checked = 2020...2021
                forms["irregular", default: 0] += 1
            }
            assertAgrees(expansion, rules, years: checked, identifier, sampleDaily: false)
        }
        // Most zones have no DST now; of those with DST, only a handful follow no yearly rule.
        XCTAssertGreaterThan(forms["yearly", default: 0], 50, "\(forms)")
        XCTAssertGreaterThan(forms["constant", default: 0], 200, "\(forms)")
        XCTAssertLessThan(forms["irregular", default: 0], 10, "\(forms)")
    }

    func test_berlin_2020_2021_is_the_yearly_pair_of_rules_since_1996() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        XCTAssertEqual(ICalendarWriter.serialize(zone), [
            "BEGIN:VTIMEZONE",
            "TZID:Europe/Berlin",
            "BEGIN:DAYLIGHT",
            "DTSTART:19960331T020000",
            "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
            "TZOFFSETFROM:+0100",
            "TZOFFSETTO:+0200",
            "END:DAYLIGHT",
            "BEGIN:STANDARD",
            "DTSTART:19961027T030000",
            "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
            "TZOFFSETFROM:+0200",
            "TZOFFSETTO:+0100",
            "END:STANDARD",
            "END:VTIMEZONE",
        ].map { $0 + "\r\n" }.joined())
    }

    func test_calendar_years_before_the_rule_come_first_one_observance_per_change() throws {
        let zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 1990...1991)
        let rows = zone.components.map { [$0.name, $0.first("DTSTART")?.value ?? "-", $0.first("RRULE")?.value ?? "-"] }
        // The offset at the start, 1990...1995 change by change (12), then the rules.
        XCTAssertEqual(rows.count, 1 + 12 + 2)
        guard rows.count == 1 + 12 + 2 else { return }
        XCTAssertEqual(rows.first, ["STANDARD", "19700101T000000", "-"])
        XCTAssertEqual(rows[1], ["DAYLIGHT", "19900325T020000", "-"])
        XCTAssertEqual(rows[12], ["STANDARD", "19950924T030000", "-"])
        XCTAssertEqual(Array(rows.suffix(2)), [
            ["DAYLIGHT", "19960331T020000", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"],
            ["STANDARD", "19961027T030000", "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU"],
        ])
    }

    func test_other_day_rules_are_written_as_outlook_and_libical_write_them() throws {
        func rules(_ identifier: String) throws -> [String] {
            try VTimeZoneBuilder.component(forZone: identifier, years: 2024...2025).components.compactMap { $0.first("RRULE")?.value }
        }
        XCTAssertEqual(try rules("America/New_York"), ["FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"])
        XCTAssertEqual(try rules("Australia/Sydney"), ["FREQ=YEARLY;BYMONTH=4;BYDAY=1SU", "FREQ=YEARLY;BYMONTH=10;BYDAY=1SU"])
        XCTAssertEqual(try rules("America/Santiago"), ["FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU",
                                                       "FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU"])
    }

    func test_calendar_years_after_2037_are_read_up_to_their_end() throws {
        // The rule is read through the calendar's last year when that is after 2037.
        let later = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2040...2041)
        XCTAssertEqual(later, try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021))
        let rules = try ZoneRules(identifier: "Europe/Berlin")
        let expansion = try ObservanceExpansion(later, through: 2041)
        assertAgrees(expansion, rules, years: 2038...2041, "Europe/Berlin 2040...2041")
    }

    func test_a_zone_without_dst_now_gets_one_standard_observance_from_its_last_change() throws {
        let saoPaulo = try VTimeZoneBuilder.component(forZone: "America/Sao_Paulo", years: 2020...2021)
        XCTAssertEqual(saoPaulo.components.map { [$0.name, $0.first("DTSTART")?.value ?? "-", $0.first("TZOFFSETFROM")?.value ?? "-",
                                                   $0.first("TZOFFSETTO")?.value ?? "-"] },
                       [["STANDARD", "20190217T000000", "-0200", "-0300"]])
        // A calendar reaching back before that change lists the changes up to it first.
        let older = try VTimeZoneBuilder.component(forZone: "America/Sao_Paulo", years: 2018...2018)
        XCTAssertEqual(older.components.map { $0.first("DTSTART")?.value ?? "-" },
                       ["19700101T000000", "20180218T000000", "20181104T000000", "20190217T000000"])
        XCTAssertEqual(ZoneRegime(transitions: try CachedZone.named("Asia/Tokyo").table.transitions, throughYear: 2037),
                       .constant(last: try ZoneRules(identifier: "Asia/Tokyo").transitions(after: -631_152_000, through: 0).last))
    }

    func test_irregular_zone_keeps_the_explicit_form_for_the_calendar_years() throws {
        XCTAssertEqual(ZoneRegime(transitions: try CachedZone.named("Africa/Casablanca").table.transitions, throughYear: 2037),
                       .irregular)
        let zone = try VTimeZoneBuilder.component(forZone: "Africa/Casablanca", years: 2020...2021)
        let onsets = zone.components.dropFirst().map { $0.first("DTSTART")?.value.prefix(4) ?? "" }
        XCTAssertFalse(onsets.isEmpty)
        XCTAssertTrue(onsets.allSatisfy { $0 == "2020" || $0 == "2021" }, "\(onsets)")
    }

    func test_the_package_reader_reads_the_yearly_rules_as_written() throws {
        // The reader resolves an IANA TZID through the zone database; a calendar's own VTIMEZONE
        // is read for other names. Under a made-up name, ours must give IANA's offsets, far beyond
        // the calendar's years: the Radicale case (a June event of another year after a winter file).
        for identifier in ["Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham", "America/Santiago", "Asia/Jerusalem",
                           "America/Sao_Paulo"] {
            var zone = try VTimeZoneBuilder.component(forZone: identifier, years: 2020...2021)
            zone.properties = [.text("TZID", "Custom")]
            let resolver = TimeZoneResolver(calendar: ICalComponent(name: "VCALENDAR", components: [zone]))
            XCTAssertEqual(resolver.source(of: "Custom"), .vtimezone)
            XCTAssertEqual(resolver.warnings, [])
            let rules = try ZoneRules(identifier: identifier)
            for transition in rules.transitions(after: utcSeconds(2020, 1, 1), through: utcSeconds(2038, 1, 1)) {
                for instant in [transition.instant - 3600, transition.instant - 1, transition.instant, transition.instant + 3600] {
                    XCTAssertEqual(resolver.offset(at: instant, tzid: "Custom"), rules.offset(atUTC: instant), "\(identifier) \(instant)")
                }
            }
        }
        var berlin = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        berlin.properties = [.text("TZID", "Custom")]
        let resolver = TimeZoneResolver(calendar: ICalComponent(name: "VCALENDAR", components: [berlin]))
        XCTAssertEqual(resolver.instant(of: dt(2021, 6, 15, 10, 0), tzid: "Custom"), utcSeconds(2021, 6, 15, 8, 0))
        XCTAssertEqual(resolver.instant(of: dt(2030, 6, 15, 10, 0), tzid: "Custom"), utcSeconds(2030, 6, 15, 8, 0))
    }

    /// A definition is read once per process: a second read gives the same table and problems
    /// and takes the same work from the budget; a budget too small for it still reads it (and
    /// stops) as if it had never been read.
    func test_a_definition_read_again_gives_the_same_answer_and_costs_the_same() throws {
        var zone = try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021)
        zone.properties = [.text("TZID", "Read-twice")]
        var first = VTimeZoneReader.maximumWorkPerCalendar
        let read = VTimeZoneReader.table(from: zone, work: &first)
        var second = VTimeZoneReader.maximumWorkPerCalendar
        let again = VTimeZoneReader.table(from: zone, work: &second)
        XCTAssertEqual(again.table, read.table)
        XCTAssertEqual(again.problems, read.problems)
        XCTAssertEqual(second, first, "the same work is taken from the budget")
        XCTAssertNotNil(read.table)

        let cost = VTimeZoneReader.maximumWorkPerCalendar - first
        var tight = cost / 2
        let cut = VTimeZoneReader.table(from: zone, work: &tight)
        XCTAssertTrue(cut.problems.contains { $0.contains("too long") }, "\(cut.problems)")
        XCTAssertNotEqual(cut.table, read.table)
    }

    /// Year by year: the changes the expansion gives equal the zone database's, and (with
    /// `sampleDaily`) the offset at noon UTC every day, and an hour either side of each change.
    private func assertAgrees(_ expansion: ObservanceExpansion, _ rules: ZoneRules, years: ClosedRange<Int>, _ what: String,
                              sampleDaily: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        for year in years {
            let start = utcSeconds(year, 1, 1), end = utcSeconds(year + 1, 1, 1) - 1
            let expected = rules.transitions(after: start, through: end)
            let found = expansion.changes(after: start, through: end)
            XCTAssertEqual(found, expected, "\(what): changes in \(year)", file: file, line: line)
            var instants = expected.flatMap { [$0.instant - 3600, $0.instant - 1, $0.instant, $0.instant + 3600] }
            instants.append(start)
            if sampleDaily { instants += stride(from: start + 43_200, to: end, by: 86_400) }
            for instant in instants where expansion.offset(atUTC: instant) != rules.offset(atUTC: instant) {
                XCTFail("\(what): offset at \(LocalDateTime(secondsSinceEpoch: instant))Z is \(expansion.offset(atUTC: instant)), "
                        + "the zone database says \(rules.offset(atUTC: instant))", file: file, line: line)
                break
            }
        }
    }
}

/// A VTIMEZONE read the simple way: every onset of every observance, its DTSTART and (for a
/// yearly RRULE by BYMONTH with BYDAY and/or BYMONTHDAY, the only form semestercal writes)
/// its instances through `lastYear`, each an instant computed with the observance's TZOFFSETFROM.
struct ObservanceExpansion {
    struct Onset {
        let instant: Int
        let from: Int
        let to: Int
    }

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Sorted by instant.
    let onsets: [Onset]

    init(_ zone: ICalComponent, through lastYear: Int) throws {
        var onsets: [Onset] = []
        for observance in zone.components {
            guard let start = observance.first("DTSTART").flatMap({ LocalDateTime(basic: $0.value) }),
                  let from = observance.first("TZOFFSETFROM").flatMap({ ObservanceExpansion.offset($0.value) }),
                  let to = observance.first("TZOFFSETTO").flatMap({ ObservanceExpansion.offset($0.value) })
            else { throw Unreadable(description: "observance without DTSTART or offsets: \(observance)") }
            onsets.append(Onset(instant: start.secondsSinceEpoch - from, from: from, to: to))
            guard let rule = observance.first("RRULE")?.value else { continue }
            let days = try ObservanceExpansion.yearlyDays(rule, from: start.date.year, through: lastYear)
            XCTAssertEqual(days.first, start.date, "DTSTART must be the first instance of \(rule)")
            for day in days.dropFirst() {
                onsets.append(Onset(instant: LocalDateTime(date: day, time: start.time).secondsSinceEpoch - from, from: from, to: to))
            }
        }
        self.onsets = onsets.sorted { $0.instant < $1.instant }
    }

    /// The offset in force at `instant`: that of the last onset at or before it, else the
    /// offset before the first.
    func offset(atUTC instant: Int) -> Int {
        onsets.last { $0.instant <= instant }?.to ?? onsets.first?.from ?? 0
    }

    /// The offset changes in `(start, end]`. Every onset must start from the offset in force before it.
    func changes(after start: Int, through end: Int) -> [ZoneRules.Transition] {
        var current = offset(atUTC: start)
        var result: [ZoneRules.Transition] = []
        for onset in onsets where onset.instant > start && onset.instant <= end {
            XCTAssertEqual(onset.from, current, "TZOFFSETFROM of the onset at \(onset.instant) is not the offset before it")
            if onset.to != current {
                result.append(ZoneRules.Transition(instant: onset.instant, offsetBefore: current, offsetAfter: onset.to))
            }
            current = onset.to
        }
        return result
    }

    /// The day of each year `first...last` that a `FREQ=YEARLY;BYMONTH=m;...` rule picks; exactly one a year.
    static func yearlyDays(_ rule: String, from first: Int, through last: Int) throws -> [CalendarDate] {
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pieces.count == 2 else { throw Unreadable(description: "bad RRULE part \(part)") }
            parts[pieces[0]] = pieces[1]
        }
        guard parts["FREQ"] == "YEARLY", let month = parts["BYMONTH"].flatMap({ Int($0) }),
              Set(parts.keys).isSubset(of: ["FREQ", "BYMONTH", "BYDAY", "BYMONTHDAY"])
        else { throw Unreadable(description: "not a yearly rule by month: \(rule)") }
        let monthDays = parts["BYMONTHDAY"].map { $0.split(separator: ",").compactMap { Int($0) } }
        var weekday: (ordinal: Int?, code: String)?
        if let byDay = parts["BYDAY"] {
            weekday = (Int(byDay.dropLast(2)), String(byDay.suffix(2)))
        }
        var result: [CalendarDate] = []
        for year in first...last {
            let length = CalendarDate.daysInMonth(year: year, month: month)
            let picked = (1...length).filter { day in
                let date = CalendarDate(year: year, month: month, day: day)!
                if let monthDays, !monthDays.contains(day) { return false }
                guard let weekday else { return true }
                guard date.weekday.code == weekday.code else { return false }
                switch weekday.ordinal {
                case nil: return true
                case let ordinal? where ordinal > 0: return (day - 1) / 7 + 1 == ordinal
                case let ordinal?: return (length - day) / 7 + 1 == -ordinal
                }
            }
            guard picked.count == 1 else { throw Unreadable(description: "\(rule) picks \(picked) in \(year)") }
            result.append(CalendarDate(year: year, month: month, day: picked[0])!)
        }
        return result
    }

    /// `+0100`, `-0330`, `+005328`.
    static func offset(_ text: String) -> Int? {
        guard let sign = text.first, sign == "+" || sign == "-", text.count == 5 || text.count == 7,
              let digits = Int(text.dropFirst()) else { return nil }
        let hours = text.count == 5 ? digits / 100 : digits / 10_000
        let minutes = text.count == 5 ? digits % 100 : digits / 100 % 100
        let seconds = text.count == 5 ? 0 : digits % 100
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
    }
}
