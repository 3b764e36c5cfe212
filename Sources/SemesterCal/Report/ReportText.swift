/// Small text helpers for the report renderers.
enum ReportText {
    /// The text on one line: control characters (line breaks, tabs, ESC, ...) and the
    /// Unicode line/paragraph separators become spaces, so data from a timetable can
    /// neither break the layout nor send terminal escape sequences.
    static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control
            scalars.append(isControl || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar)
        }
        return String(scalars)
    }

    /// `text` followed by spaces up to `width` characters.
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
