import ICalendar
import XCTest

final class RecurrenceRuleTests: XCTestCase {
    func test_format_uses_fixed_part_order_and_omits_interval_one() {
        let rule = RecurrenceRule(frequency: .weekly, interval: 2, until: .utc(dt(2021, 1, 18, 7, 0)), byDay: [.monday])
        XCTAssertEqual(rule.formatted, "FREQ=WEEKLY;INTERVAL=2;UNTIL=20210118T070000Z;BYDAY=MO")
        XCTAssertEqual(RecurrenceRule(frequency: .daily).formatted, "FREQ=DAILY")
        XCTAssertEqual(RecurrenceRule(frequency: .weekly, interval: 1, count: 14, byDay: [.tuesday, .thursday]).formatted,
                       "FREQ=WEEKLY;COUNT=14;BYDAY=TU,TH")
    }

    func test_format_writes_date_until_ordinals_and_sorted_extra_parts() {
        let rule = RecurrenceRule(frequency: .monthly, until: .date(d(2021, 7, 31)),
                                  byDay: [WeekdayNum(.monday, ordinal: 1), WeekdayNum(.friday, ordinal: -1)],
                                  extra: [.init(name: "BYSETPOS", value: "1"), .init(name: "BYMONTH", value: "10,11")])
        XCTAssertEqual(rule.formatted, "FREQ=MONTHLY;UNTIL=20210731;BYDAY=1MO,-1FR;BYMONTH=10,11;BYSETPOS=1")
    }

    func test_parse_reads_every_supported_part() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=2;UNTIL=20210118T070000Z;BYDAY=MO,TH")
        XCTAssertEqual(rule, RecurrenceRule(frequency: .weekly, interval: 2, until: .utc(dt(2021, 1, 18, 7, 0)),
                                            byDay: [.monday, .thursday]))
        XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=10").count, 10)
        XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=YEARLY;UNTIL=20251231").until, .date(d(2025, 12, 31)))
        XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20251231T235959").until,
                       .floating(dt(2025, 12, 31, 23, 59, 59)))
    }

    func test_parse_keeps_byday_ordinals() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=1MO,-1FR,+2TU,53SU")
        XCTAssertEqual(rule.byDay, [WeekdayNum(.monday, ordinal: 1), WeekdayNum(.friday, ordinal: -1),
                                    WeekdayNum(.tuesday, ordinal: 2), WeekdayNum(.sunday, ordinal: 53)])
        XCTAssertEqual(rule.formatted, "FREQ=MONTHLY;BYDAY=1MO,-1FR,2TU,53SU")
    }

    func test_parse_is_case_insensitive_accepts_rrule_prefix_and_ignores_wkst() throws {
        let rule = try RecurrenceRule(parsing: "RRULE:freq=weekly;wkst=SU;byday=mo")
        XCTAssertEqual(rule, RecurrenceRule(frequency: .weekly, byDay: [.monday]))
    }

    func test_parse_keeps_unknown_parts_sorted_by_name() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;BYSETPOS=-1;BYMONTH=3;X-NAME=v")
        XCTAssertEqual(rule.extra.map(\.name), ["BYMONTH", "BYSETPOS", "X-NAME"])
        XCTAssertEqual(rule.formatted, "FREQ=YEARLY;BYMONTH=3;BYSETPOS=-1;X-NAME=v")
    }

    func test_format_then_parse_round_trips() throws {
        let rules = [
            RecurrenceRule(frequency: .weekly, interval: 2, until: .utc(dt(2021, 1, 18, 7, 0)), byDay: [.monday]),
            RecurrenceRule(frequency: .daily, count: 5),
            RecurrenceRule(frequency: .monthly, until: .date(d(2021, 7, 31)), byDay: [WeekdayNum(.friday, ordinal: -1)]),
            RecurrenceRule(frequency: .hourly, interval: 3, until: .floating(dt(2021, 1, 1, 12, 0))),
            RecurrenceRule(frequency: .yearly, extra: [.init(name: "BYMONTH", value: "10")]),
        ]
        for rule in rules {
            XCTAssertEqual(try RecurrenceRule(parsing: rule.formatted), rule, rule.formatted)
        }
        for frequency in RecurrenceRule.Frequency.allCases {
            XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=" + frequency.rawValue).frequency, frequency)
        }
    }

    func test_parse_rejects_malformed_input_with_a_descriptive_error() {
        let cases: [(String, RecurrenceRule.ParseError)] = [
            ("", .empty),
            ("RRULE:", .empty),
            ("FREQ=WEEKLY;;BYDAY=MO", .malformedPart("")),
            ("FREQ=WEEKLY;BYDAY", .malformedPart("BYDAY")),
            ("FREQ=WEEKLY;=MO", .malformedPart("=MO")),
            ("FREQ=WEEKLY;COUNT=", .malformedPart("COUNT=")),
            ("INTERVAL=2", .missingFrequency),
            ("FREQ=WEEKLY;FREQ=DAILY", .duplicatePart("FREQ")),
            ("FREQ=FORTNIGHTLY", .invalidValue(part: "FREQ", value: "FORTNIGHTLY",
                                               expected: "SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY")),
            ("FREQ=DAILY;INTERVAL=0", .invalidValue(part: "INTERVAL", value: "0", expected: "a positive integer")),
            ("FREQ=DAILY;INTERVAL=-2", .invalidValue(part: "INTERVAL", value: "-2", expected: "a positive integer")),
            ("FREQ=DAILY;COUNT=x", .invalidValue(part: "COUNT", value: "x", expected: "a positive integer")),
            ("FREQ=DAILY;UNTIL=20210230", .invalidValue(part: "UNTIL", value: "20210230",
                                                        expected: "YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ")),
            ("FREQ=DAILY;UNTIL=20210118T0700Z", .invalidValue(part: "UNTIL", value: "20210118T0700Z",
                                                              expected: "YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ")),
            ("FREQ=DAILY;COUNT=3;UNTIL=20210118", .untilWithCount),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try RecurrenceRule(parsing: text), text) { error in
                XCTAssertEqual(error as? RecurrenceRule.ParseError, expected, text)
            }
        }
    }

    func test_parse_rejects_bad_byday_entries() {
        for value in ["XX", "0MO", "54MO", "-54FR", "1", "MO,", "M", "1.5MO", "++1MO", "MON"] {
            XCTAssertThrowsError(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=" + value), value) { error in
                guard case .invalidValue(part: "BYDAY", value: value, expected: _)? = error as? RecurrenceRule.ParseError else {
                    return XCTFail("unexpected \(error) for \(value)")
                }
            }
        }
    }

    func test_parse_error_messages_name_the_offending_text() {
        XCTAssertEqual(RecurrenceRule.ParseError.invalidValue(part: "COUNT", value: "x", expected: "a positive integer").description,
                       "RRULE COUNT=x is invalid: expected a positive integer")
        XCTAssertEqual(RecurrenceRule.ParseError.duplicatePart("FREQ").description, "RRULE part FREQ occurs more than once")
        XCTAssertEqual(RecurrenceRule.ParseError.missingFrequency.description, "RRULE has no FREQ part")
    }

    func test_weekday_codes_and_iso_numbers() {
        XCTAssertEqual(Weekday.allCases.map(\.code), ["MO", "TU", "WE", "TH", "FR", "SA", "SU"])
        XCTAssertEqual(Weekday.allCases.map(\.isoNumber), Array(1...7))
        XCTAssertEqual(Weekday(code: "fr"), .friday)
        XCTAssertNil(Weekday(code: "FX"))
        XCTAssertEqual(Weekday(isoNumber: 7), .sunday)
        XCTAssertNil(Weekday(isoNumber: 0))
    }
}
