import XCTest
@testable import ICalendar

/// Shortcuts on the way back (names, times, TEXT values, occurrence order) answer as the
/// general rules they stand in for.
final class ReaderShortcutTests: XCTestCase {
    func test_names_match_as_uppercased_equality() {
        let names = ["DTSTART", "dtstart", "DtStArT", "DTSTAR", "DTSTARTS", "UID", "uid", "UıD", "ss", "SS", "ß", "Aß", "ASS",
                     "K", "\u{212A}", "X-WR-CALNAME", "x-wr-calname", "X_WR", "", "É", "é", "e\u{301}", "ﬀ", "FF"]
        for wanted in names {
            let matcher = NameMatcher(wanted)
            for name in names {
                XCTAssertEqual(matcher.matches(name), name.uppercased() == wanted.uppercased(), "\(wanted) / \(name)")
            }
        }
    }

    /// `ICalTime(parsing:)` as it read every value before the byte shortcut.
    private func referenceTime(_ text: String, tzid: String?) -> ICalTime? {
        let upper = text.uppercased()
        if upper.utf8.count == 8 { return CalendarDate(basic: upper).map(ICalTime.date) }
        var body = Substring(upper)
        let isUTC = body.hasSuffix("Z")
        if isUTC { body = body.dropLast() }
        var wall = LocalDateTime(basic: body)
        if wall == nil, body.hasSuffix("60") { wall = LocalDateTime(basic: body.dropLast(2) + "59") }
        guard let wall else { return nil }
        if isUTC { return .utc(wall) }
        return tzid.map { .zoned(wall, tzid: $0) } ?? .floating(wall)
    }

    func test_times_read_as_the_general_rules_read_them() {
        let texts = ["20201005", "20201005T080000", "20201005T060000Z", "20201005t060000z", "20201231T235960", "20201231T235960Z",
                     "20201231T235961", "20210229", "20200229", "20201005T250000", "20201005T086000", "2020100T080000", "20201005X080000",
                     "20201005T080000Y", "20201005T08000Z", "+0201005", "2020-10-05", "20201005T0800", "", "20201005T080000ZZ",
                     "２０２０1005", "00000101", "99991231T235959Z", "00001231"]
        for text in texts {
            for tzid in [nil, "Europe/Berlin"] {
                XCTAssertEqual(ICalTime(parsing: text, tzid: tzid), referenceTime(text, tzid: tzid), "\(text) \(tzid ?? "-")")
            }
        }
    }

    /// TEXT unescaping, scalar by scalar, as it was written before it worked on bytes.
    private func referenceUnescape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pending = false
        for scalar in text.unicodeScalars {
            if pending {
                pending = false
                switch scalar {
                case "n", "N": out.append("\n")
                case "\\", ",", ";": out.append(scalar)
                default: out.append("\\"); out.append(scalar)
                }
            } else if scalar == "\\" {
                pending = true
            } else {
                out.append(scalar)
            }
        }
        if pending { out.append("\\") }
        return String(out)
    }

    func test_text_values_unescape_as_the_scalar_rules_say() {
        let texts = [#"a\nb"#, #"a\Nb"#, #"\\"#, #"\,\;"#, #"\x"#, #"end\"#, #"\ü"#, "\\\u{301}x", #"\\n"#, "plain", "", #"😀\n😀"#, #"\:"#]
        for text in texts {
            XCTAssertTrue(ICalProperty(name: "X", value: text).textValue.unicodeScalars.elementsEqual(referenceUnescape(text).unicodeScalars), text)
        }
    }

    func test_occurrences_sort_as_precedes_orders_them() {
        func time(_ s: Int) -> ResolvedTime { .utc(LocalDateTime(secondsSinceEpoch: s)) }
        var occurrences: [Occurrence] = []
        for i in 0..<400 {
            let start = (i * 7919) % 37 * 3600
            occurrences.append(Occurrence(uid: "u\(i % 5)", recurrenceID: time(start + (i % 3)), start: time(start),
                                          end: time(start + 3600 * (i % 2 + 1)), isCancelled: i % 4 == 0, isOverride: i % 6 == 0,
                                          component: ICalComponent("VEVENT")))
        }
        occurrences.append(Occurrence(uid: "u1", recurrenceID: .floating(LocalDateTime(secondsSinceEpoch: 7200)),
                                      start: .floating(LocalDateTime(secondsSinceEpoch: 7200)),
                                      end: .floating(LocalDateTime(secondsSinceEpoch: 9000)), isCancelled: false, isOverride: false,
                                      component: ICalComponent("VEVENT")))
        XCTAssertEqual(Occurrence.sortedInOrder(occurrences), occurrences.sorted(by: Occurrence.precedes))
    }
}
