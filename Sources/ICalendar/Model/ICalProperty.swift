/// One content line's worth of data: `NAME;PARAM=value:VALUE`.
///
/// `value` is the already-formatted raw value. Build properties with the static
/// constructors (`.text`, `.dateTime`, ...) so escaping and date formatting are
/// done in exactly one place.
public struct ICalProperty: Hashable, Sendable {
    /// Property name, written verbatim (e.g. `SUMMARY`, `DTSTART`, `X-WR-CALNAME`).
    public var name: String
    /// Parameters in output order.
    public var parameters: [ICalParameter]
    /// The formatted value, written as-is after the colon.
    public var value: String
    /// `line`, 0 for none: four bytes rather than nine, as a large calendar holds millions of properties.
    private var storedLine: UInt32 = 0

    /// Creates a property from an already-formatted value.
    public init(name: String, parameters: [ICalParameter] = [], value: String) {
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    /// The 1-based line `ICalendarReader` read the property from (the first physical line of a
    /// folded one), so that a value which cannot be decoded can be pointed at; nil for a
    /// property made in code. Not part of equality: the same property read from another line
    /// is the same property.
    public var line: Int? {
        get { storedLine == 0 ? nil : Int(storedLine) }
        set { storedLine = newValue.map { UInt32(clamping: $0) } ?? 0 }
    }

    /// Name, parameters and value; `line` does not count.
    public static func == (lhs: ICalProperty, rhs: ICalProperty) -> Bool {
        lhs.name == rhs.name && lhs.parameters == rhs.parameters && lhs.value == rhs.value
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(parameters)
        hasher.combine(value)
    }

    /// The first parameter called `name` (case-insensitive), if any.
    public func parameter(_ name: String) -> ICalParameter? {
        guard !parameters.isEmpty else { return nil }
        let wanted = NameMatcher(name)
        return parameters.first { wanted.matches($0.name) }
    }

    // MARK: - Formatting constructors

    /// A TEXT value (RFC 5545 3.3.11), escaped: `\` `;` `,` get a backslash,
    /// CR, LF and CRLF all become `\n`, other control characters except TAB are dropped.
    public static func text(_ name: String, _ text: String) -> ICalProperty {
        ICalProperty(name: name, value: escapeText(text))
    }

    /// A list of TEXT values (e.g. CATEGORIES): each escaped, then joined by `,`.
    public static func textList(_ name: String, _ items: [String]) -> ICalProperty {
        ICalProperty(name: name, value: items.map(escapeText).joined(separator: ","))
    }

    /// A DATE-TIME in a named zone: `NAME;TZID=Europe/Berlin:20201005T080000`.
    ///
    /// The calendar should also contain a VTIMEZONE with the same TZID.
    public static func dateTime(_ name: String, _ value: LocalDateTime, tzid: String) -> ICalProperty {
        dateTime(name, value, in: TimeZoneParameter(tzid))
    }

    /// `dateTime(_:_:tzid:)` with the zone's parameter made beforehand.
    public static func dateTime(_ name: String, _ value: LocalDateTime, in zone: TimeZoneParameter) -> ICalProperty {
        ICalProperty(name: name, parameters: zone.parameters, value: value.basic)
    }

    /// The `TZID` parameter of DATE-TIME values in one zone, made once: every property built
    /// with it shares one parameter list (a calendar of 100,000 events has 300,000 such values).
    public struct TimeZoneParameter: Hashable, Sendable {
        let parameters: [ICalParameter]

        public init(_ tzid: String) {
            parameters = [ICalParameter("TZID", tzid)]
        }
    }

    /// A DATE-TIME already in UTC: `NAME:20201005T060000Z` (e.g. DTSTAMP).
    public static func utcDateTime(_ name: String, _ value: LocalDateTime) -> ICalProperty {
        ICalProperty(name: name, value: value.basic + "Z")
    }

    /// A floating DATE-TIME (no zone at all): `NAME:20201005T080000`.
    public static func floatingDateTime(_ name: String, _ value: LocalDateTime) -> ICalProperty {
        ICalProperty(name: name, value: value.basic)
    }

    /// A DATE (all-day): `NAME;VALUE=DATE:20201005`.
    public static func date(_ name: String, _ value: CalendarDate) -> ICalProperty {
        ICalProperty(name: name, parameters: [ICalParameter("VALUE", "DATE")], value: value.basic)
    }

    /// Several DATE-TIMEs in one zone, comma-joined (for EXDATE / RDATE).
    ///
    /// An empty list gives an empty value, which is not valid iCalendar: callers
    /// should leave the property out instead.
    public static func dateTimes(_ name: String, _ values: [LocalDateTime], tzid: String) -> ICalProperty {
        dateTimes(name, values, in: TimeZoneParameter(tzid))
    }

    /// `dateTimes(_:_:tzid:)` with the zone's parameter made beforehand.
    public static func dateTimes(_ name: String, _ values: [LocalDateTime], in zone: TimeZoneParameter) -> ICalProperty {
        ICalProperty(name: name, parameters: zone.parameters, value: values.map(\.basic).joined(separator: ","))
    }

    /// An `RRULE` property.
    public static func recurrence(_ rule: RecurrenceRule) -> ICalProperty {
        ICalProperty(name: "RRULE", value: rule.formatted)
    }

    /// An INTEGER value (e.g. SEQUENCE, PRIORITY).
    public static func integer(_ name: String, _ value: Int) -> ICalProperty {
        ICalProperty(name: name, value: String(value))
    }

    /// A value written exactly as given (e.g. `VERSION:2.0`, `STATUS:CONFIRMED`).
    ///
    /// No escaping happens; the writer still removes CR/LF so lines stay intact.
    public static func raw(_ name: String, _ value: String) -> ICalProperty {
        ICalProperty(name: name, value: value)
    }

    /// TEXT escaping per RFC 5545 3.3.11. `:` and `"` are legal in TEXT and kept.
    static func escapeText(_ text: String) -> String {
        var text = text
        let escaped = text.withUTF8 { bytes -> String? in
            // Most text has nothing to escape or drop: then it is its own escaped form.
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x5C || $0 == 0x3B || $0 == 0x2C }) else {
                return nil
            }
            // Bytes, not Characters ("\r\n" is a single Character in Swift): every byte looked at
            // here is ASCII, and the bytes of a multi-byte sequence are all 0x80 or above. At most
            // two bytes come out of each.
            return String(unsafeUninitializedCapacity: 2 * bytes.count) { out in
                var count = 0
                var previousWasCR = false
                for byte in bytes {
                    switch byte {
                    case 0x0D:
                        out[count] = 0x5C
                        out[count + 1] = UInt8(ascii: "n")
                        count += 2
                    case 0x0A:
                        if !previousWasCR {
                            out[count] = 0x5C
                            out[count + 1] = UInt8(ascii: "n")
                            count += 2
                        }
                    case 0x5C, 0x3B, 0x2C:
                        out[count] = 0x5C
                        out[count + 1] = byte
                        count += 2
                    case 0x09:
                        out[count] = byte
                        count += 1
                    default:
                        if byte >= 0x20, byte != 0x7F {
                            out[count] = byte
                            count += 1
                        }
                    }
                    previousWasCR = byte == 0x0D
                }
                return count
            }
        }
        return escaped ?? text
    }
}
