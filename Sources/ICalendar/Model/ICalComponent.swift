/// A component such as VCALENDAR, VEVENT, VTIMEZONE or STANDARD: properties
/// followed by nested components, written between `BEGIN:` and `END:` lines.
public struct ICalComponent: Hashable, Sendable {
    /// Component name, written verbatim after `BEGIN:` / `END:`.
    public var name: String
    /// Properties in output order.
    public var properties: [ICalProperty]
    /// Nested components in output order (written after the properties).
    public var components: [ICalComponent]
    /// `line`, 0 for none (four bytes, as for `ICalProperty`).
    private var storedLine: UInt32 = 0

    /// Creates a component.
    public init(name: String, properties: [ICalProperty] = [], components: [ICalComponent] = []) {
        self.name = name
        self.properties = properties
        self.components = components
    }

    /// The 1-based line of the `BEGIN` that `ICalendarReader` read the component from, so that
    /// a problem with the whole component (an event without DTSTART) can be pointed at; nil
    /// for a component made in code. Not part of equality, like `ICalProperty.line`.
    public var line: Int? {
        get { storedLine == 0 ? nil : Int(storedLine) }
        set { storedLine = newValue.map { UInt32(clamping: $0) } ?? 0 }
    }

    /// Name, properties and components; `line` does not count.
    public static func == (lhs: ICalComponent, rhs: ICalComponent) -> Bool {
        lhs.name == rhs.name && lhs.properties == rhs.properties && lhs.components == rhs.components
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(properties)
        hasher.combine(components)
    }

    /// Creates a component; the same as `init(name:properties:components:)`.
    public init(_ name: String, properties: [ICalProperty] = [], components: [ICalComponent] = []) {
        self.init(name: name, properties: properties, components: components)
    }

    /// Appends a property at the end.
    public mutating func append(_ property: ICalProperty) {
        properties.append(property)
    }

    /// Appends several properties at the end.
    public mutating func append(contentsOf newProperties: [ICalProperty]) {
        properties.append(contentsOf: newProperties)
    }

    /// Appends a nested component at the end.
    public mutating func append(_ component: ICalComponent) {
        components.append(component)
    }

    /// The first property called `propertyName` (case-insensitive, as in RFC 5545).
    public func first(_ propertyName: String) -> ICalProperty? {
        let wanted = NameMatcher(propertyName)
        // By index: handing each property to a closure would copy it (and retain its parts).
        for i in properties.indices where wanted.matches(properties[i].name) { return properties[i] }
        return nil
    }

    /// All properties called `propertyName` (case-insensitive), in order.
    public func all(_ propertyName: String) -> [ICalProperty] {
        let wanted = NameMatcher(propertyName)
        var found: [ICalProperty] = []
        for i in properties.indices where wanted.matches(properties[i].name) { found.append(properties[i]) }
        return found
    }

    /// Direct sub-components called `componentName` (case-insensitive), in order.
    public func components(named componentName: String) -> [ICalComponent] {
        let wanted = NameMatcher(componentName)
        return components.filter { wanted.matches($0.name) }
    }
}

/// A property or component name to look for (RFC 5545 names are case-insensitive): `matches`
/// answers `a.uppercased() == b.uppercased()` without making two strings per comparison. When
/// both are ASCII (as every name read from a file is) that is equality of the bytes with
/// `a`-`z` read as `A`-`Z`; uppercasing maps each scalar on its own, so an ASCII byte that
/// differs decides at once. A name with other bytes ("ß" uppercases to "SS") is uppercased
/// and compared.
public struct NameMatcher: Sendable {
    /// The name uppercased.
    public let upper: String
    /// Whether the name is ASCII, so that `upper`'s bytes can be compared with a name's.
    private let isASCII: Bool

    /// Prepares `name` for matching. A name written in capitals (as every caller spells its
    /// names) is kept as it is: matching is done for every property of every event, and this
    /// makes no string.
    public init(_ name: String) {
        if name.utf8.allSatisfy({ $0 < 0x80 && !($0 >= 0x61 && $0 <= 0x7A) }) {
            upper = name
            isASCII = true
        } else if name.utf8.allSatisfy({ $0 < 0x80 }) {
            upper = String(decoding: name.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
            isASCII = true
        } else {
            upper = name.uppercased()
            isASCII = false
        }
    }

    /// Whether `name` is the prepared name, case-insensitively.
    public func matches(_ name: String) -> Bool {
        guard isASCII else { return name.uppercased() == upper }
        var name = name
        var upper = upper
        let answer: Bool? = upper.withUTF8 { upperBytes in
            name.withUTF8 { bytes in
                guard bytes.count == upperBytes.count else {
                    // Of another length, only a name that is not ASCII can uppercase to this one.
                    return bytes.contains { $0 >= 0x80 } ? nil : false
                }
                for i in 0..<bytes.count {
                    let byte = bytes[i]
                    if byte >= 0x80 { return nil }
                    if (byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) != upperBytes[i] { return false }
                }
                return true
            }
        }
        return answer ?? (name.uppercased() == upper)
    }
}
