import ICalendar
import XCTest

final class PropertyFormattingTests: XCTestCase {
    private func line(_ property: ICalProperty) -> String { ICalendarWriter.contentLine(property) }

    func test_text_escapes_backslash_semicolon_and_comma() {
        XCTAssertEqual(ICalProperty.text("SUMMARY", #"a\b;c,d"#).value, #"a\\b\;c\,d"#)
    }

    func test_text_keeps_colon_and_double_quote_which_are_legal_in_text() {
        XCTAssertEqual(ICalProperty.text("LOCATION", #"Room "A": 1.01"#).value, #"Room "A": 1.01"#)
    }

    func test_text_turns_lf_cr_and_crlf_each_into_one_escaped_newline() {
        XCTAssertEqual(ICalProperty.text("DESCRIPTION", "a\nb\rc\r\nd\n\ne").value, #"a\nb\nc\nd\n\ne"#)
    }

    func test_text_drops_control_characters_but_keeps_tab() {
        XCTAssertEqual(ICalProperty.text("DESCRIPTION", "a\u{0}b\u{7}c\td\u{7F}e\u{1B}").value, "abc\tde")
    }

    func test_text_keeps_non_ascii_unchanged() {
        XCTAssertEqual(ICalProperty.text("SUMMARY", "Übung Größen 👩‍🔬").value, "Übung Größen 👩‍🔬")
    }

    func test_text_list_escapes_each_item_and_joins_with_comma() {
        let property = ICalProperty.textList("CATEGORIES", ["Vorlesung", "A,B", "x;y"])
        XCTAssertEqual(line(property), #"CATEGORIES:Vorlesung,A\,B,x\;y"#)
    }

    func test_zoned_date_time_carries_a_tzid_parameter() {
        XCTAssertEqual(line(.dateTime("DTSTART", dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin")),
                       "DTSTART;TZID=Europe/Berlin:20201005T080000")
    }

    func test_utc_date_time_ends_in_z() {
        XCTAssertEqual(line(.utcDateTime("DTSTAMP", dt(2020, 10, 5, 6, 0))), "DTSTAMP:20201005T060000Z")
    }

    func test_date_carries_value_date() {
        XCTAssertEqual(line(.date("DTSTART", d(2020, 10, 5))), "DTSTART;VALUE=DATE:20201005")
    }

    func test_date_time_list_is_comma_joined_under_one_tzid() {
        let property = ICalProperty.dateTimes("EXDATE", [dt(2020, 12, 21, 8, 0), dt(2020, 12, 28, 8, 0)],
                                              tzid: "Europe/Berlin")
        XCTAssertEqual(line(property), "EXDATE;TZID=Europe/Berlin:20201221T080000,20201228T080000")
    }

    func test_recurrence_integer_and_raw_properties() {
        let rule = RecurrenceRule(frequency: .weekly, interval: 2, until: .utc(dt(2021, 1, 18, 7, 0)), byDay: [.monday])
        XCTAssertEqual(line(.recurrence(rule)), "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20210118T070000Z;BYDAY=MO")
        XCTAssertEqual(line(.integer("SEQUENCE", 3)), "SEQUENCE:3")
        XCTAssertEqual(line(.raw("VERSION", "2.0")), "VERSION:2.0")
    }

    func test_parameter_values_with_colon_semicolon_or_comma_are_quoted() {
        let property = ICalProperty(name: "ATTENDEE", parameters: [
            ICalParameter("CN", "Doe, Jane"),
            ICalParameter("X-A", "a:b"),
            ICalParameter("X-B", "a;b"),
            ICalParameter("X-PLAIN", "plain value"),
        ], value: "mailto:jane@example.org")
        XCTAssertEqual(line(property),
                       #"ATTENDEE;CN="Doe, Jane";X-A="a:b";X-B="a;b";X-PLAIN=plain value:mailto:jane@example.org"#)
    }

    func test_double_quote_in_a_parameter_value_becomes_an_apostrophe_inside_quotes() {
        XCTAssertEqual(ICalParameter("CN", #"Jane "JD" Doe"#).formatted, #"CN="Jane 'JD' Doe""#)
    }

    func test_parameter_with_several_values_quotes_each_as_needed() {
        let parameter = ICalParameter(name: "MEMBER", values: ["mailto:a@x.org", "plain"])
        XCTAssertEqual(parameter.formatted, #"MEMBER="mailto:a@x.org",plain"#)
    }

    func test_line_breaks_in_parameter_values_become_spaces() {
        XCTAssertEqual(ICalParameter("CN", "Jane\r\nDoe\u{1}").formatted, "CN=Jane Doe")
    }

    func test_component_accessors_find_properties_case_insensitively() {
        var event = ICalComponent(name: "VEVENT")
        event.append(.text("SUMMARY", "A"))
        event.append(contentsOf: [.raw("X-ONE", "1"), .raw("x-one", "2")])
        event.append(ICalComponent("VALARM"))
        XCTAssertEqual(event.first("summary")?.value, "A")
        XCTAssertEqual(event.all("X-ONE").map(\.value), ["1", "2"])
        XCTAssertNil(event.first("DTSTART"))
        XCTAssertEqual(event.components(named: "valarm").count, 1)
        XCTAssertEqual(ICalProperty.dateTime("DTSTART", dt(2020, 1, 1, 0, 0), tzid: "UTC").parameter("tzid")?.values, ["UTC"])
    }
}
