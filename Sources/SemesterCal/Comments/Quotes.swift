/// The comment's words quoted in a message: “a”, “b”, “c”. Each text once, and a few at most, so
/// that a comment repeating one clause hundreds of times (a broken export) gives a message of one
/// line, not of thousands of characters.
enum Quotes {
    static let maximumQuoted = 3

    /// `“a”, “b”, “c” and 2 more`: the distinct texts in their order.
    static func joined(_ texts: [String]) -> String {
        var seen = Set<String>()
        let distinct = texts.filter { seen.insert($0).inserted }
        let shown = "“" + distinct.prefix(maximumQuoted).joined(separator: "”, “") + "”"
        return distinct.count > maximumQuoted ? shown + " and \(distinct.count - maximumQuoted) more" : shown
    }
}
