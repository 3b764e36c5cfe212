/// A coding key for any name: lists and checks the keys a JSON object holds (institution
/// profiles here, `semestercal.json` in TimetableService), so that a misspelt key is an error.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public let intValue: Int?

    public init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    public init?(stringValue: String) { self.init(stringValue) }

    public init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// A coding path as a key path: `terms.winter.firstDayShift`, `courses[1].semesters`, or `(top level)`.
    public static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text.isEmpty ? "(top level)" : text
    }
}
