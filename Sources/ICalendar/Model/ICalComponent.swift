/// A component such as VCALENDAR, VEVENT, VTIMEZONE or STANDARD: properties
/// followed by nested components, written between `BEGIN:` and `END:` lines.
public struct ICalComponent: Hashable, Sendable {
    /// Component name, written verbatim after `BEGIN:` / `END:`.
    public var name: String
    /// Properties in output order.
    public var properties: [ICalProperty]
    /// Nested components in output order (written after the properties).
    public var components: [ICalComponent]

    /// Creates a component.
    public init(name: String, properties: [ICalProperty] = [], components: [ICalComponent] = []) {
        self.name = name
        self.properties = properties
        self.components = components
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
        let wanted = propertyName.uppercased()
        return properties.first { $0.name.uppercased() == wanted }
    }

    /// All properties called `propertyName` (case-insensitive), in order.
    public func all(_ propertyName: String) -> [ICalProperty] {
        let wanted = propertyName.uppercased()
        return properties.filter { $0.name.uppercased() == wanted }
    }

    /// Direct sub-components called `componentName` (case-insensitive), in order.
    public func components(named componentName: String) -> [ICalComponent] {
        let wanted = componentName.uppercased()
        return components.filter { $0.name.uppercased() == wanted }
    }
}
