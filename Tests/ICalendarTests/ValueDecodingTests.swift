import ICalendar
import XCTest

final class ValueDecodingTests: XCTestCase {
    func test_text_values_decode_every_escape() {
        let property = ICalProperty.raw("DESCRIPTION", #"a\nb\Nc\,d\;e\\f: "g""#)
        XCTAssertEqual(property.textValue, "a\nb\nc,d;e\\f: \"g\"")
    }

    func test_unknown_escapes_and_a_trailing_backslash_are_kept() {
        XCTAssertEqual(ICalProperty.raw("X", #"C:\temp\x"#).textValue, #"C:\temp\x"#)
        XCTAssertEqual(ICalProperty.raw("X", #"end\"#).textValue, #"end\"#)
        XCTAssertEqual(ICalProperty.raw("X", #"\\n"#).textValue, #"\n"#)  // an escaped backslash, then n
    }

    func test_text_escaping_and_decoding_are_inverse() {
        for text in ["", "plain", "a,b;c\\d", "line 1\nline 2", "Grüße, 😀; \\n", "\\", ",,,"] {
            XCTAssertEqual(ICalProperty.text("X", text).textValue, text)
            XCTAssertEqual(ICalProperty.textList("X", [text, "second, item"]).textListValues, [text, "second, item"])
        }
    }

    func test_text_lists_split_only_at_unescaped_commas() {
        XCTAssertEqual(ICalProperty.raw("CATEGORIES", #"Vorlesung,Prüfung\, schriftlich,a\\,b"#).textListValues,
                       ["Vorlesung", "Prüfung, schriftlich", "a\\", "b"])
        XCTAssertEqual(ICalProperty.raw("CATEGORIES", "").textListValues, [])
        XCTAssertEqual(ICalProperty.raw("CATEGORIES", ",").textListValues, ["", ""])
    }

    func test_times_are_read_by_their_form_and_parameters() throws {
        XCTAssertEqual(try ICalProperty.date("DTSTART", d(2020, 10, 5)).timeValue(), .date(d(2020, 10, 5)))
        XCTAssertEqual(try ICalProperty.raw("DTSTART", "20201005").timeValue(), .date(d(2020, 10, 5)))
        XCTAssertEqual(try ICalProperty.raw("DTSTART", "20201005T080000").timeValue(), .floating(dt(2020, 10, 5, 8, 0)))
        XCTAssertEqual(try ICalProperty.raw("DTSTART", "20201005T060000Z").timeValue(), .utc(dt(2020, 10, 5, 6, 0)))
        XCTAssertEqual(try ICalProperty.dateTime("DTSTART", dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin").timeValue(),
                       .zoned(dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin"))
        // A trailing Z wins over a TZID; lower-case letters are accepted; a leap second is read as :59.
        let utcWithTZID = ICalProperty(name: "DTSTART", parameters: [ICalParameter("TZID", "Europe/Berlin")], value: "20201005t060000z")
        XCTAssertEqual(try utcWithTZID.timeValue(), .utc(dt(2020, 10, 5, 6, 0)))
        XCTAssertEqual(try ICalProperty.raw("DTSTART", "20161231T235960Z").timeValue(), .utc(dt(2016, 12, 31, 23, 59, 59)))
    }

    func test_lists_of_times_are_split_at_commas() throws {
        let exdate = ICalProperty.dateTimes("EXDATE", [dt(2020, 12, 21, 8, 0), dt(2020, 12, 28, 8, 0)], tzid: "Europe/Berlin")
        XCTAssertEqual(try exdate.timeValues(), [
            .zoned(dt(2020, 12, 21, 8, 0), tzid: "Europe/Berlin"), .zoned(dt(2020, 12, 28, 8, 0), tzid: "Europe/Berlin"),
        ])
        let dates = ICalProperty(name: "EXDATE", parameters: [ICalParameter("VALUE", "DATE")], value: "20201221,20201228,")
        XCTAssertEqual(try dates.timeValues(), [.date(d(2020, 12, 21)), .date(d(2020, 12, 28))])
        XCTAssertEqual(try ICalProperty.raw("EXDATE", "").timeValues(), [])
    }

    func test_periods_give_their_start_and_their_own_end() throws {
        let rdate = ICalProperty(name: "RDATE", parameters: [ICalParameter("VALUE", "PERIOD")],
                                 value: "20201107T090000Z/20201107T100000Z,20201114T090000Z/PT1H")
        XCTAssertEqual(try rdate.timeValues(), [.utc(dt(2020, 11, 7, 9, 0)), .utc(dt(2020, 11, 14, 9, 0))])
        XCTAssertEqual(try rdate.periodValues(), [
            ICalPeriod(start: .utc(dt(2020, 11, 7, 9, 0)), end: .time(.utc(dt(2020, 11, 7, 10, 0)))),
            ICalPeriod(start: .utc(dt(2020, 11, 14, 9, 0)), end: .duration(ICalDuration(seconds: 3600))),
        ])
        let zoned = ICalProperty(name: "RDATE", parameters: [ICalParameter("VALUE", "PERIOD"), ICalParameter("TZID", "Europe/Berlin")],
                                 value: "20201107T090000/20201107T100000")
        XCTAssertEqual(try zoned.periodValues().first?.end, .time(.zoned(dt(2020, 11, 7, 10, 0), tzid: "Europe/Berlin")))
        XCTAssertEqual(try ICalProperty.raw("RDATE", "20201107T090000Z").periodValues(), [ICalPeriod(start: .utc(dt(2020, 11, 7, 9, 0)))])
        for bad in ["20201107T090000Z/", "20201107T090000Z/-PT1H", "20201107T090000Z/20201108", "20201107T090000Z/soon"] {
            let property = ICalProperty(name: "RDATE", parameters: [ICalParameter("VALUE", "PERIOD")], value: bad)
            XCTAssertThrowsError(try property.timeValues(), bad) { error in
                XCTAssertEqual(error as? ICalValueError, .invalidPeriod(property: "RDATE", value: bad))
            }
        }
    }

    func test_malformed_times_throw_errors_naming_property_and_value() {
        let cases: [(ICalProperty, ICalValueError)] = [
            (.raw("DTSTART", "2020-10-05"), .invalidDateTime(property: "DTSTART", value: "2020-10-05")),
            (.raw("DTSTART", "20201305T080000"), .invalidDateTime(property: "DTSTART", value: "20201305T080000")),
            (.raw("DTSTART", "20201005T250000"), .invalidDateTime(property: "DTSTART", value: "20201005T250000")),
            (ICalProperty(name: "DTSTART", parameters: [ICalParameter("VALUE", "DATE")], value: "20201005T080000"),
             .invalidDateTime(property: "DTSTART", value: "20201005T080000")),
            (ICalProperty(name: "RDATE", parameters: [ICalParameter("VALUE", "PERIOD")], value: "20201005T080000"),
             .invalidPeriod(property: "RDATE", value: "20201005T080000")),
            (ICalProperty(name: "DTSTART", parameters: [ICalParameter("VALUE", "TEXT")], value: "x"),
             .unsupportedValueType(property: "DTSTART", type: "TEXT")),
            (.raw("DTSTART", "20201005,20201006"), .expectedSingleValue(property: "DTSTART", count: 2)),
            (.raw("DTSTART", ""), .expectedSingleValue(property: "DTSTART", count: 0)),
        ]
        for (property, expected) in cases {
            XCTAssertThrowsError(try property.timeValue(), property.value) { error in
                XCTAssertEqual(error as? ICalValueError, expected)
                XCTAssertTrue("\(error)".contains(property.name))
            }
        }
    }

    func test_time_values_format_back_to_their_written_form() {
        XCTAssertEqual(ICalTime.date(d(2020, 10, 5)).formatted, "20201005")
        XCTAssertEqual(ICalTime.utc(dt(2020, 10, 5, 6, 0)).formatted, "20201005T060000Z")
        XCTAssertEqual(ICalTime.zoned(dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin").description, "TZID=Europe/Berlin:20201005T080000")
        XCTAssertEqual(ICalTime(parsing: "20201005T080000", tzid: "Europe/Berlin")?.wallTime, dt(2020, 10, 5, 8, 0))
        XCTAssertEqual(ICalTime.date(d(2020, 10, 5)).wallTime, dt(2020, 10, 5, 0, 0))
    }

    func test_durations_keep_nominal_days_apart_from_exact_seconds() {
        XCTAssertEqual(ICalDuration(parsing: "PT1H30M"), ICalDuration(seconds: 5400))
        XCTAssertEqual(ICalDuration(parsing: "P1D"), ICalDuration(days: 1))
        XCTAssertEqual(ICalDuration(parsing: "P2W"), ICalDuration(days: 14))
        XCTAssertEqual(ICalDuration(parsing: "P1DT2H3M4S"), ICalDuration(days: 1, seconds: 7384))
        XCTAssertEqual(ICalDuration(parsing: "-PT15M"), ICalDuration(seconds: -900))
        XCTAssertEqual(ICalDuration(parsing: "+pt45s"), ICalDuration(seconds: 45))
        XCTAssertEqual(ICalDuration(parsing: "PT0S"), ICalDuration())
        for bad in ["", "P", "PT", "P1DT", "1D", "PT1D", "P1H", "PT1M1H", "P1D1D", "P1234567890D", "PT-1H", "P1.5D"] {
            XCTAssertNil(ICalDuration(parsing: bad), bad)
        }
        XCTAssertEqual(ICalDuration(days: 1, seconds: 5400).description, "P1DT1H30M")
        XCTAssertEqual(ICalDuration(seconds: -900).description, "-PT15M")
        XCTAssertEqual(ICalDuration().description, "PT0S")
        XCTAssertThrowsError(try ICalProperty.raw("DURATION", "1 hour").durationValue()) { error in
            XCTAssertEqual(error as? ICalValueError, .invalidDuration(property: "DURATION", value: "1 hour"))
        }
    }
}
