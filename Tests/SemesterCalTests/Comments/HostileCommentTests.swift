import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

/// Comments no lecturer writes but a broken export or a hostile file may carry
/// (issue 4): reading them is quick and the row is planned, loudly flagged when
/// the comment could not be read whole.
final class HostileCommentTests: XCTestCase {
    private func repeated(_ unit: String, toOctets count: Int) -> String {
        String(repeating: unit, count: count / unit.utf8.count + 1)
    }

    func test_a_100_KB_comment_is_read_up_to_the_limit_and_flagged() {
        let units = ["KW 41-42, ", "14-tägig ab KW 42, außer 24.11., ", "(", "1, ", "Vorlesung online 😀 "]
        for unit in units {
            let comment = repeated(unit, toOctets: 100_000)
            let plan = Fixtures.plan(comment, day: "Dienstag")
            XCTAssertFalse(plan.understood, unit)
            XCTAssertTrue(plan.problems.contains { $0.detail.contains("only its first \(CommentReader.maximumLength) were read") },
                          "\(unit): \(plan.problems.prefix(3))")
            XCTAssertFalse(plan.dates.isEmpty, unit)
        }
        // How long such comments take is measured by scripts/bench.sh (hostile comments), not here.
    }

    /// A clause repeated hundreds of times is quoted a few times, not hundreds: every message stays
    /// one readable line (the explanation "from … (“ab KW 42”, “ab KW 42”, …)" ran to 3,000 characters).
    func test_a_repeated_clause_gives_messages_of_one_line() {
        for unit in ["ab KW 42, ", "ab KW 42, ab KW 43, ", "bis KW 50; bis KW 51; ", "14-tägig, wöchentlich, "] {
            let plan = Fixtures.plan(String(repeating: unit, count: 300), day: "Montag")
            let messages = plan.problems.map(\.detail) + plan.explanations + plan.unread.map(\.description)
            XCTAssertFalse(messages.isEmpty, unit)
            for message in messages {
                XCTAssertLessThan(message.count, 300, "\(unit): \(message.prefix(400))")
            }
        }
    }

    func test_a_comment_at_the_limit_is_read_whole() {
        let comment = "14-tägig ab KW 42" + String(repeating: " ", count: CommentReader.maximumLength - 17)
        XCTAssertEqual(comment.count, CommentReader.maximumLength)
        let reading = CommentReader.read(comment)
        XCTAssertNil(reading.readCharacters)
        XCTAssertEqual(Fixtures.isoDates(comment), Fixtures.isoDates("14-tägig ab KW 42"))
    }

    func test_a_five_megabyte_comment_costs_no_more_than_the_limit() {
        let comment = repeated("KW 41 bis ", toOctets: 5_000_000)
        let reading = CommentReader.read(comment)
        XCTAssertEqual(reading.readCharacters, CommentReader.maximumLength)
        XCTAssertEqual(reading.comment, comment, "the reading keeps the whole comment for explain")
    }

    /// A list of days is tried at each of its items ("13., 20. und 27. Oktober" shares the month
    /// named after the last). Where no month follows, the first try remembers how far the days
    /// went, and a try from any later item of them fails at once instead of reading them again:
    /// a 10,000-character "1, 1, 1, …" read each list again from each of its 3,000 items.
    func test_days_without_a_month_are_read_once_not_from_each_of_them() {
        var cursor = TokenCursor("13., 20. und 27. Raum 5")
        XCTAssertNil(DateExpression.sharedMonth(&cursor))
        XCTAssertEqual(cursor.position, 0, "a failed try leaves the cursor where it was")
        let known = cursor.memo.daysWithoutMonth
        XCTAssertEqual(known?.positions.lowerBound, 0)
        XCTAssertEqual(known?.end, cursor.tokens.count)
        let raum = cursor.words.firstIndex { $0?.text.lowercased() == "raum" }
        XCTAssertEqual(known?.positions.upperBound, raum, "the days end before the word that is not a month")
        // The same comment with a month after the days: shared by all of them.
        var withMonth = TokenCursor("13., 20. und 27. Oktober")
        XCTAssertEqual(DateExpression.sharedMonth(&withMonth)?.map(\.day), [13, 20, 27])
        // In a clause that ends before the days do, the memo of the whole comment is not used.
        var clause = cursor.limited(to: 0..<3)
        XCTAssertNil(DateExpression.sharedMonth(&clause))
        XCTAssertEqual(clause.memo.daysWithoutMonth?.end, 3)
    }

    func test_control_characters_emoji_and_odd_scalars_are_read_without_harm() {
        let comments = [
            "14-tägig\u{0}ab\u{7}KW\u{1B}[31m 42", "KW\u{2028}42\u{2029}-\u{FEFF}45", "ab KW 4️⃣2 👩‍👩‍👧‍👦",
            "KW 4\u{0301}2", "\u{202E}24 WK ba", "KW ４２", "KW 42\r\nbis KW 45", String(repeating: "\u{0301}", count: 5_000),
        ]
        for comment in comments {
            let plan = Fixtures.plan(comment)
            XCTAssertFalse(plan.dates.isEmpty, comment.debugDescription)
        }
    }
}
