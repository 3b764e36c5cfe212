import ICalendar
import XCTest

final class WriterTests: XCTestCase {
    private func sampleCalendar() -> ICalComponent {
        var event = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "ma1-2020-mo@semestercal"),
            .utcDateTime("DTSTAMP", dt(2020, 9, 1, 0, 0)),
            .dateTime("DTSTART", dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin"),
            .dateTime("DTEND", dt(2020, 10, 5, 9, 30), tzid: "Europe/Berlin"),
            .recurrence(RecurrenceRule(frequency: .weekly, until: .utc(dt(2021, 2, 8, 7, 0)), byDay: [.monday])),
            .dateTimes("EXDATE", [dt(2020, 12, 21, 8, 0), dt(2020, 12, 28, 8, 0)], tzid: "Europe/Berlin"),
            .text("SUMMARY", "Mathematik I; Vorlesung, Gruppe A"),
            .text("DESCRIPTION", "Zeile 1\nZeile 2\r\nZeile 3"),
            .textList("CATEGORIES", ["Vorlesung", "Mathe"]),
        ])
        event.append(ICalComponent(name: "VALARM", properties: [.raw("ACTION", "DISPLAY"), .raw("TRIGGER", "-PT15M")]))
        return ICalComponent(name: "VCALENDAR",
                             properties: [.raw("VERSION", "2.0"), .text("PRODID", "-//semestercal//EN")],
                             components: [event])
    }

    func test_nested_components_are_written_between_begin_and_end_lines() {
        let output = ICalendarWriter.serialize(sampleCalendar())
        XCTAssertEqual(physicalLines(output), [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//semestercal//EN",
            "BEGIN:VEVENT",
            "UID:ma1-2020-mo@semestercal",
            "DTSTAMP:20200901T000000Z",
            "DTSTART;TZID=Europe/Berlin:20201005T080000",
            "DTEND;TZID=Europe/Berlin:20201005T093000",
            "RRULE:FREQ=WEEKLY;UNTIL=20210208T070000Z;BYDAY=MO",
            "EXDATE;TZID=Europe/Berlin:20201221T080000,20201228T080000",
            #"SUMMARY:Mathematik I\; Vorlesung\, Gruppe A"#,
            #"DESCRIPTION:Zeile 1\nZeile 2\nZeile 3"#,
            "CATEGORIES:Vorlesung,Mathe",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "TRIGGER:-PT15M",
            "END:VALARM",
            "END:VEVENT",
            "END:VCALENDAR",
        ])
    }

    func test_every_line_ends_with_crlf_and_there_is_no_bare_lf_or_cr() {
        var calendar = sampleCalendar()
        // Even a raw value smuggling line breaks must not break the line structure.
        calendar.append(.raw("X-RAW", "one\ntwo\rthree\r\nfour"))
        calendar.append(.text("X-LONG", String(repeating: "lang ", count: 40)))
        let output = ICalendarWriter.serialize(calendar)
        assertWellFormed(output)
        XCTAssertTrue(physicalLines(output).contains("X-RAW:onetwothreefour"))
    }

    func test_output_is_byte_deterministic() {
        let first = ICalendarWriter.serializeBytes(sampleCalendar())
        for _ in 0..<5 {
            XCTAssertEqual(ICalendarWriter.serializeBytes(sampleCalendar()), first)
        }
        XCTAssertEqual(first, Array(ICalendarWriter.serialize(sampleCalendar()).utf8))
    }

    func test_long_parameterised_line_folds_and_unfolds_to_the_content_line() throws {
        let property = ICalProperty(name: "ATTENDEE", parameters: [
            ICalParameter("CN", "Prof. Dr. Müller-Lüdenscheidt, Hörsaal Ü1; Gebäude Ä"),
            ICalParameter("ROLE", "REQ-PARTICIPANT"),
        ], value: "mailto:mueller-luedenscheidt@fakultaet.example.org")
        let output = ICalendarWriter.serialize(ICalComponent(name: "VEVENT", properties: [property]))
        assertWellFormed(output)
        XCTAssertGreaterThan(physicalLines(output).count, 3, "the attendee line must have been folded")
        // BEGIN, the attendee, END: a writer regression fails here instead of crashing the test process.
        let unfolded = physicalLines(unfold(output))
        XCTAssertEqual(unfolded.count, 3)
        XCTAssertEqual(try XCTUnwrap(unfolded.dropFirst().first), ICalendarWriter.contentLine(property))
    }

    func test_empty_component_writes_only_begin_and_end() {
        XCTAssertEqual(ICalendarWriter.serialize(ICalComponent("VTODO")), "BEGIN:VTODO\r\nEND:VTODO\r\n")
    }
}
