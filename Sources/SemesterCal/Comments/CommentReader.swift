/// Reads a comment into cues: runs the cue parsers at every position, and
/// records date information that none of them could read.
public enum CommentReader {
    public static func read(_ comment: String) -> CommentReading {
        var cursor = TokenCursor(comment)
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
        return CommentReading(comment: comment, cues: cues, unread: unread)
    }
}
