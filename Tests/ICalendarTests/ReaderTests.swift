import ICalendar
import XCTest

final class ReaderTests: XCTestCase {
    private let simple = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "UID:a@example.org",
        "SUMMARY:Analysis",
        "END:VEVENT",
        "END:VCALENDAR",
    ]

    func test_reads_nested_components_with_their_properties_in_order() throws {
        let calendar = parseLines(simple)
        XCTAssertEqual(calendar, ICalComponent(name: "VCALENDAR", properties: [.raw("VERSION", "2.0")], components: [
            ICalComponent(name: "VEVENT", properties: [.raw("UID", "a@example.org"), .raw("SUMMARY", "Analysis")]),
        ]))
    }

    func test_properties_and_components_keep_their_first_line_which_equality_ignores() throws {
        let calendar = parseLines(["BEGIN:VCALENDAR", "VERSION:2.0", "", "BEGIN:VEVENT", "SUMMARY:Ana", " lysis",
                                   "DTSTART:20201005T080000Z", "END:VEVENT", "END:VCALENDAR"])
        let event = try XCTUnwrap(calendar.components.first)
        XCTAssertEqual(calendar.line, 1)
        XCTAssertEqual(event.line, 4, "empty lines are counted")
        XCTAssertEqual(event.properties.map(\.line), [5, 7], "a folded property keeps the line it starts on")
        XCTAssertNil(ICalProperty.raw("SUMMARY", "Analysis").line)
        XCTAssertEqual(event, ICalComponent(name: "VEVENT", properties: [.raw("SUMMARY", "Analysis"), .raw("DTSTART", "20201005T080000Z")]))
        XCTAssertEqual(Set([event.properties[0], .raw("SUMMARY", "Analysis")]).count, 1)
    }

    func test_crlf_bare_lf_and_bare_cr_line_ends_read_the_same() throws {
        let expected = parseLines(simple)
        XCTAssertEqual(try ICalendarReader.parse(calendarText(simple, ending: "\n")), expected)
        XCTAssertEqual(try ICalendarReader.parse(calendarText(simple, ending: "\r")), expected)
        // Mixed line ends, no final line end, blank lines and a byte order mark.
        let mixed = "\u{FEFF}BEGIN:VCALENDAR\r\nVERSION:2.0\n\nBEGIN:VEVENT\rUID:a@example.org\r\n\r\nSUMMARY:Analysis\nEND:VEVENT\r\nEND:VCALENDAR"
        XCTAssertEqual(try ICalendarReader.parse(mixed), expected)
    }

    func test_a_line_starting_with_space_or_tab_continues_the_previous_line() throws {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEV\r\n ENT\r\nSUMMARY:Lineare \r\n Algebra\r\n\tund\r\n  Analysis\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let calendar = try ICalendarReader.parse(text)
        XCTAssertEqual(calendar.components.first?.name, "VEVENT")
        // Exactly one leading space or TAB is removed per fold; a second space is content.
        XCTAssertEqual(calendar.components.first?.first("SUMMARY")?.value, "Lineare Algebraund Analysis")
    }

    func test_a_fold_inside_a_multibyte_character_is_unfolded_before_decoding() throws {
        // "Grüße 😀": the fold splits the two bytes of ü and the four bytes of the emoji.
        var bytes = Array("BEGIN:VCALENDAR\r\nSUMMARY:Gr".utf8)
        let u = Array("ü".utf8)
        let emoji = Array("😀".utf8)
        bytes += [u[0]] + Array("\r\n ".utf8) + [u[1]] + Array("ße ".utf8)
        bytes += emoji[0..<3] + Array("\r\n\t".utf8) + emoji[3...]
        bytes += Array("\r\nEND:VCALENDAR\r\n".utf8)
        let calendar = try ICalendarReader.parse(bytes: bytes)
        XCTAssertEqual(calendar.first("SUMMARY")?.value, "Grüße 😀")
    }

    func test_invalid_utf8_is_rejected_with_the_physical_line_holding_it() {
        var bytes = Array("BEGIN:VCALENDAR\r\nSUMMARY:ok\r\nDESCRIPTION:fine\r\n so far ".utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by a non-continuation byte
        bytes += Array("\r\nEND:VCALENDAR\r\n".utf8)
        XCTAssertThrowsError(try ICalendarReader.parse(bytes: bytes)) { error in
            XCTAssertEqual(error as? ICalendarParseError, .invalidUTF8(line: 4))
        }
        // A multi-byte character cut off at the end of the file.
        let truncated = Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nX".utf8) + [0xE2, 0x82]
        XCTAssertThrowsError(try ICalendarReader.parse(bytes: truncated)) { error in
            XCTAssertEqual((error as? ICalendarParseError)?.line, 3)
        }
        // Overlong encodings and surrogates are not UTF-8 either.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] {
            let text = Array("BEGIN:VCALENDAR\r\nX-A:".utf8) + bad + Array("\r\nEND:VCALENDAR\r\n".utf8)
            XCTAssertThrowsError(try ICalendarReader.parse(bytes: text)) { error in
                XCTAssertEqual(error as? ICalendarParseError, .invalidUTF8(line: 2), "\(bad)")
            }
        }
    }

    func test_quoted_parameter_values_may_hold_colons_semicolons_and_commas() throws {
        let calendar = parseLines([
            "BEGIN:VCALENDAR",
            #"ATTENDEE;CN="Doe, Jane; PhD: Chair";ROLE=CHAIR:mailto:jane@example.org"#,
            #"X-LIST;MEMBER="mailto:a@x.org","mailto:b@x.org",plain;EMPTY=:v"#,
            "URL;VALUE=URI:https://example.org:8443/a;b,c",
            "END:VCALENDAR",
        ])
        XCTAssertEqual(calendar.properties, [
            ICalProperty(name: "ATTENDEE", parameters: [
                ICalParameter("CN", "Doe, Jane; PhD: Chair"), ICalParameter("ROLE", "CHAIR"),
            ], value: "mailto:jane@example.org"),
            ICalProperty(name: "X-LIST", parameters: [
                ICalParameter(name: "MEMBER", values: ["mailto:a@x.org", "mailto:b@x.org", "plain"]),
                ICalParameter("EMPTY", ""),
            ], value: "v"),
            ICalProperty(name: "URL", parameters: [ICalParameter("VALUE", "URI")], value: "https://example.org:8443/a;b,c"),
        ])
    }

    func test_values_and_names_are_kept_as_written() throws {
        let calendar = parseLines([
            "begin:vcalendar",
            #"Summary:Mathe I\, Gruppe A\; Raum 1\nZeile 2"#,
            "X-EMPTY:",
            "end:VCALENDAR",
        ])
        XCTAssertEqual(calendar.name, "vcalendar")
        XCTAssertEqual(calendar.properties, [
            .raw("Summary", #"Mathe I\, Gruppe A\; Raum 1\nZeile 2"#),
            .raw("X-EMPTY", ""),
        ])
        XCTAssertEqual(calendar.first("SUMMARY")?.textValue, "Mathe I, Gruppe A; Raum 1\nZeile 2")
    }

    // MARK: - Structural errors

    func test_end_without_begin_names_its_line() {
        let error = parseError("BEGIN:VCALENDAR\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        XCTAssertEqual(error, .mismatchedEnd(line: 2, expected: "VCALENDAR", found: "VEVENT", beginLine: 1))
        XCTAssertEqual(parseError("END:VEVENT\r\n"), .endWithoutBegin(line: 1, name: "VEVENT"))
        XCTAssertEqual(parseError("BEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VCALENDAR\n"),
                       .endWithoutBegin(line: 3, name: "VCALENDAR"))
    }

    func test_end_of_another_component_names_both_lines() {
        let text = calendarText(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:x", "END:VTODO", "END:VCALENDAR"])
        let error = parseError(text)
        XCTAssertEqual(error, .mismatchedEnd(line: 4, expected: "VEVENT", found: "VTODO", beginLine: 2))
        XCTAssertEqual(error?.description, "line 4: END:VTODO does not close BEGIN:VEVENT (line 2)")
    }

    func test_end_names_match_case_insensitively() throws {
        let calendar = try ICalendarReader.parse("BEGIN:VCALENDAR\r\nBEGIN:vevent\r\nEND:VEvent\r\nEND:vcalendar\r\n")
        XCTAssertEqual(calendar.components(named: "VEVENT").count, 1)
    }

    func test_unterminated_component_at_end_of_input_names_its_begin_line() {
        let text = calendarText(["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:x"])
        XCTAssertEqual(parseError(text), .unterminatedComponent(line: 3, name: "VEVENT"))
        XCTAssertEqual(parseError("BEGIN:VCALENDAR"), .unterminatedComponent(line: 1, name: "VCALENDAR"))
    }

    func test_a_second_top_level_component_is_rejected() {
        let text = calendarText(["BEGIN:VCALENDAR", "END:VCALENDAR", "", "BEGIN:VCALENDAR", "END:VCALENDAR"])
        XCTAssertEqual(parseError(text), .multipleTopLevelComponents(line: 4, name: "VCALENDAR"))
    }

    func test_content_before_the_first_begin_or_after_the_last_end_is_rejected() {
        XCTAssertEqual(parseError("VERSION:2.0\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"), .contentOutsideComponent(line: 1))
        XCTAssertEqual(parseError("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nX-TRAILER:1\r\n"), .contentOutsideComponent(line: 3))
    }

    func test_input_without_any_component_is_rejected() {
        XCTAssertEqual(parseError(""), .noComponent(line: 1))
        XCTAssertEqual(parseError("\r\n\r\n"), .noComponent(line: 3))
    }

    func test_nesting_deeper_than_the_limit_is_rejected_without_recursion() {
        let depth = 100_000
        let text = String(repeating: "BEGIN:X\n", count: depth) + String(repeating: "END:X\n", count: depth)
        XCTAssertEqual(parseError(text), .nestingTooDeep(line: 33, limit: 32))
        let shallow = String(repeating: "BEGIN:X\n", count: 4) + String(repeating: "END:X\n", count: 4)
        XCTAssertThrowsError(try ICalendarReader.parse(shallow, limits: .init(maximumDepth: 3)))
        XCTAssertNoThrow(try ICalendarReader.parse(shallow, limits: .init(maximumDepth: 4)))
    }

    func test_a_content_line_longer_than_the_limit_is_rejected() {
        let limits = ICalendarReader.Limits(maximumLineOctets: 100)
        let long = "BEGIN:VCALENDAR\r\nX-A:" + String(repeating: "a", count: 200) + "\r\nEND:VCALENDAR\r\n"
        XCTAssertThrowsError(try ICalendarReader.parse(long, limits: limits)) { error in
            XCTAssertEqual(error as? ICalendarParseError, .lineTooLong(line: 2, limit: 100))
        }
        // Folding does not get around the limit: it applies to the unfolded line.
        let folded = "BEGIN:VCALENDAR\r\nX-A:" + String(repeating: "a\r\n ", count: 150) + "\r\nEND:VCALENDAR\r\n"
        XCTAssertThrowsError(try ICalendarReader.parse(folded, limits: limits)) { error in
            XCTAssertEqual(error as? ICalendarParseError, .lineTooLong(line: 2, limit: 100))
        }
    }

    func test_malformed_content_lines_are_reported_with_line_and_problem() {
        let cases: [(String, ICalendarParseError.LineProblem)] = [
            ("SUMMARY Analysis", .missingValueSeparator),
            (":no name", .invalidPropertyName("")),
            ("SUM MARY:x", .invalidPropertyName("SUM MARY")),
            ("DTSTART;TZID:20201005T080000", .parameterWithoutValue("TZID")),
            ("DTSTART;=x:20201005T080000", .invalidParameterName("")),
            (#"ATTENDEE;CN="Doe:mailto:x"#, .unterminatedQuote(parameter: "CN")),
            (#"ATTENDEE;CN="Doe"x:mailto:x"#, .textAfterQuotedValue(parameter: "CN")),
            (#"ATTENDEE;CN=Do"e:mailto:x"#, .quoteInUnquotedValue(parameter: "CN")),
            ("X-A;P=1", .missingValueSeparator),
            ("BEGIN:", .invalidComponentName(keyword: "BEGIN", value: "")),
            ("END:V EVENT", .invalidComponentName(keyword: "END", value: "V EVENT")),
        ]
        for (line, problem) in cases {
            let text = calendarText(["BEGIN:VCALENDAR", "VERSION:2.0", line, "END:VCALENDAR"])
            XCTAssertEqual(parseError(text), .malformedLine(line: 3, problem: problem), line)
        }
        XCTAssertEqual(parseError(" BEGIN:VCALENDAR\r\n"), .malformedLine(line: 1, problem: .continuationWithoutLine))
    }

    func test_error_descriptions_start_with_the_line_number() {
        let errors: [ICalendarParseError] = [
            .invalidUTF8(line: 1), .lineTooLong(line: 2, limit: 10), .malformedLine(line: 3, problem: .missingValueSeparator),
            .endWithoutBegin(line: 4, name: "VEVENT"), .unterminatedComponent(line: 5, name: "VEVENT"),
            .multipleTopLevelComponents(line: 6, name: "VCALENDAR"), .contentOutsideComponent(line: 7),
            .nestingTooDeep(line: 8, limit: 32), .noComponent(line: 9),
        ]
        for (index, error) in errors.enumerated() {
            XCTAssertEqual(error.line, index + 1)
            XCTAssertTrue(error.description.hasPrefix("line \(index + 1): "), error.description)
            XCTAssertFalse(error.message.isEmpty)
        }
    }
}
