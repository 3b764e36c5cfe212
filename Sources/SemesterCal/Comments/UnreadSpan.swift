/// A place in a comment that could bear on dates and that no rule read, with why it matters.
/// Any one of them makes the row "not understood".
///
/// The quoted words are the lecturer's, shown to students as they are ("„nicht in KW 49“ nicht
/// verstanden"); the reason is for whoever maintains the grammar (`explain`, standard error) and
/// is English.
public struct UnreadSpan: Hashable, Sendable, CustomStringConvertible {
    /// The words of the comment, as written; nil when the doubt concerns the comment as a whole
    /// ("a question mark in a comment with dates").
    public let text: String?
    /// Why the words could not be read.
    public let reason: String
    /// How many further places were left out of the list (`CommentReader.maximumUnreadReported`).
    public let omittedCount: Int?

    init(_ text: String?, _ reason: String) {
        self.text = text
        self.reason = reason
        omittedCount = nil
    }

    /// "N more places": stands for the places past the reported maximum.
    static func omitted(_ count: Int) -> UnreadSpan { UnreadSpan(count: count) }

    private init(count: Int) {
        text = nil
        reason = "\(count) more places"
        omittedCount = count
    }

    /// `“words” (reason)`, or the reason alone.
    public var description: String { text.map { "“\($0)” (\(reason))" } ?? reason }
}
