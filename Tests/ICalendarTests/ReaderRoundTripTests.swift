import ICalendar
import XCTest

final class ReaderRoundTripTests: XCTestCase {
    /// A calendar as semestercal writes it, with the awkward parts: escaped text,
    /// quoted and multi-valued parameters, long lines with multi-byte characters,
    /// a generated VTIMEZONE, an alarm.
    private func semesterCalendar() throws -> ICalComponent {
        var event = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "ma1-2020-mo@semestercal"),
            .utcDateTime("DTSTAMP", dt(2020, 9, 1, 0, 0)),
            .dateTime("DTSTART", dt(2020, 10, 5, 8, 0), tzid: "Europe/Berlin"),
            .dateTime("DTEND", dt(2020, 10, 5, 9, 30), tzid: "Europe/Berlin"),
            .recurrence(RecurrenceRule(frequency: .weekly, interval: 2, until: .utc(dt(2021, 2, 8, 7, 0)), byDay: [.monday])),
            .dateTimes("EXDATE", [dt(2020, 12, 21, 8, 0), dt(2020, 12, 28, 8, 0)], tzid: "Europe/Berlin"),
            .text("SUMMARY", "Mathematik I; Vorlesung, Gruppe A"),
            .text("DESCRIPTION", "⚠ Termine unsicher\nDozent: Prof. Dr. Müller-Lüdenscheidt\nRaum: Hörsaal Ü1 \\ Gebäude Ä, "
                  + String(repeating: "Übungsblätter 😀 ", count: 12)),
            .text("LOCATION", "Alfons-Goppel-Platz 1, 95028 Hof"),
            .textList("CATEGORIES", ["Vorlesung", "Prüfung, schriftlich", "Termine unsicher"]),
            ICalProperty(name: "ATTENDEE", parameters: [
                ICalParameter("CN", "Müller, Jana: Tutorin; Gruppe A"),
                ICalParameter(name: "MEMBER", values: ["mailto:a@example.org", "mailto:b@example.org"]),
                ICalParameter("ROLE", "OPT-PARTICIPANT"),
            ], value: "mailto:jana@example.org"),
            .raw("X-EMPTY", ""),
            .integer("SEQUENCE", 3),
        ])
        event.append(ICalComponent(name: "VALARM", properties: [
            .raw("ACTION", "DISPLAY"), .raw("TRIGGER", "-PT15M"), .text("DESCRIPTION", "Gleich: Mathe"),
        ]))
        let allDay = ICalComponent(name: "VEVENT", properties: [
            .text("UID", "block@semestercal"),
            .date("DTSTART", d(2021, 2, 15)),
            .date("DTEND", d(2021, 2, 18)),
            .text("SUMMARY", "Blockwoche"),
        ])
        return ICalComponent(name: "VCALENDAR", properties: [
            .raw("VERSION", "2.0"),
            .text("PRODID", "-//semestercal//DE"),
            .raw("METHOD", "PUBLISH"),
            .text("X-WR-CALNAME", "Informatik 1. Semester – WS 2020/21"),
        ], components: [try VTimeZoneBuilder.component(forZone: "Europe/Berlin", years: 2020...2021), event, allDay])
    }

    func test_parsing_written_output_gives_back_the_same_model() throws {
        let calendar = try semesterCalendar()
        let text = ICalendarWriter.serialize(calendar)
        XCTAssertEqual(try ICalendarReader.parse(text), calendar)
        XCTAssertEqual(try ICalendarReader.parse(bytes: ICalendarWriter.serializeBytes(calendar)), calendar)
    }

    func test_written_output_has_folded_lines_that_the_reader_unfolds() throws {
        let text = ICalendarWriter.serialize(try semesterCalendar())
        XCTAssertTrue(text.contains("\r\n "), "the sample must exercise folding")
        XCTAssertEqual(ICalendarWriter.serialize(try ICalendarReader.parse(text)), text)
    }

    func test_raw_values_are_kept_escaped_and_decode_to_the_original_text() throws {
        let parsed = try ICalendarReader.parse(ICalendarWriter.serialize(try semesterCalendar()))
        let event = try XCTUnwrap(parsed.components(named: "VEVENT").first)
        XCTAssertEqual(event.first("SUMMARY")?.value, #"Mathematik I\; Vorlesung\, Gruppe A"#)
        XCTAssertEqual(event.first("SUMMARY")?.textValue, "Mathematik I; Vorlesung, Gruppe A")
        XCTAssertEqual(event.first("CATEGORIES")?.textListValues, ["Vorlesung", "Prüfung, schriftlich", "Termine unsicher"])
        XCTAssertEqual(event.first("ATTENDEE")?.parameter("CN")?.values, ["Müller, Jana: Tutorin; Gruppe A"])
    }

    func test_randomly_generated_calendars_survive_a_round_trip() throws {
        var random = SeededGenerator(seed: 20_201_005)
        let alphabet = Array("abcXYZ09 -_:;,.\\/\t'äöüß€😀\u{301}\u{1}=\"")
        let parameterAlphabet = Array("abcXYZ09 -_:;,./'äöüß€😀")
        let names = ["SUMMARY", "DESCRIPTION", "X-A", "x-lower", "LOCATION", "X-MS-OLK-1"]

        func text(_ characters: [Character], maximum: Int) -> String {
            String((0..<Int.random(in: 0...maximum, using: &random)).map { _ in characters.randomElement(using: &random) ?? "a" })
        }

        for round in 0..<200 {
            var root = ICalComponent(name: "VCALENDAR")
            var components: [ICalComponent] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                var component = ICalComponent(name: ["VEVENT", "VTODO", "X-THING"].randomElement(using: &random) ?? "VEVENT")
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let parameters = (0..<Int.random(in: 0...2, using: &random)).map { index in
                        ICalParameter(name: "P\(index)", values: (0..<Int.random(in: 1...3, using: &random)).map { _ in
                            text(parameterAlphabet, maximum: 12)
                        })
                    }
                    let value = text(alphabet, maximum: 120)
                    let property = Bool.random(using: &random)
                        ? ICalProperty.text(names.randomElement(using: &random) ?? "X-A", value)
                        : ICalProperty(name: names.randomElement(using: &random) ?? "X-A", parameters: parameters,
                                       value: value.replacingOccurrences(of: "\"", with: ""))
                    component.append(property)
                }
                if Bool.random(using: &random) {
                    component.append(ICalComponent(name: "VALARM", properties: [.raw("ACTION", "AUDIO")]))
                }
                components.append(component)
            }
            root.components = components
            root.append(.text("X-ROUND", "\(round)"))
            let written = ICalendarWriter.serialize(root)
            XCTAssertEqual(try ICalendarReader.parse(written), root, "round \(round)")
        }
    }
}
