/// Reads a comment into cues: runs the cue parsers at every position, and
/// records date information that none of them could read.
///
/// Only the first `maximumLength` characters are read (real comments are a line or
/// two): reading costs time and memory in proportion to the text, and a hostile
/// timetable could carry megabytes in one comment. A longer comment makes the row
/// "not understood" (`CommentReading.readCharacters` says where reading stopped).
public enum CommentReader {
    public static let maximumLength = 10_000

    public static func read(_ comment: String) -> CommentReading {
        var text = comment
        var readCharacters: Int?
        // utf8.count is O(1) and at least the character count: only long texts are counted.
        if comment.utf8.count > maximumLength, comment.count > maximumLength {
            text = String(comment.prefix(maximumLength))
            readCharacters = maximumLength
        }
        var cursor = TokenCursor(text)
        var cues: [Cue] = []
        var unreadIndices: [Int] = []
        while !cursor.isAtEnd {
            let start = cursor.position
            var matched = false
            for parser in CueParsers.all {
                if let kinds = cursor.attempt(parser) {
                    let text = cursor.text(from: start, to: cursor.position)
                    cues.append(contentsOf: kinds.map { Cue($0, text: text) })
                    matched = true
                    break
                }
            }
            if !matched {
                if cursor.current?.isDateInformation == true { unreadIndices.append(cursor.position) }
                cursor.advance()
            }
        }
        let unread = unreadIndices.map { i in
            cursor.text(from: max(0, i - 2), to: min(cursor.tokens.count, i + 3))
        }
        return CommentReading(comment: comment, cues: cues, unread: unread, readCharacters: readCharacters)
    }
}
