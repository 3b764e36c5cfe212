import ICalendar
import XCTest
@testable import SemesterCal

final class MailEncodingTests: XCTestCase {
    func test_sha256_matches_the_standard_vectors() {
        XCTAssertEqual(ContentDigest.hex(ContentDigest.sha256([])),
                       "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(ContentDigest.hex(ContentDigest.sha256(Array("abc".utf8))),
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ContentDigest.hex(ContentDigest.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(ContentDigest.hex(ContentDigest.sha256([UInt8](repeating: 0x61, count: 1_000))),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func test_quoted_printable_keeps_lines_short_and_protects_dots_from_and_trailing_spaces() {
        XCTAssertEqual(MailEncoding.quotedPrintable("Grüße = 1 \n.\nFrom here\n"),
                       ["Gr=C3=BC=C3=9Fe =3D 1=20", "=2E", "=46rom here"])
        let long = MailEncoding.quotedPrintable(String(repeating: "ä", count: 40))
        XCTAssertEqual(long.count, 4)
        XCTAssertTrue(long.allSatisfy { $0.count <= 76 })
        XCTAssertEqual(long.dropLast().map { $0.last }, ["=", "=", "="])
        XCTAssertEqual(MailDecoding.decodeQuotedPrintable(long.joined(separator: "\r\n")), String(repeating: "ä", count: 40))
    }

    func test_encoded_words_never_split_a_character_and_stay_short() {
        let words = MailEncoding.encodedWords(String(repeating: "Ü", count: 50))
        XCTAssertGreaterThan(words.count, 1)
        XCTAssertTrue(words.allSatisfy { $0.count <= 75 && $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") })
        XCTAssertEqual(MailDecoding.decodeWords(words.joined(separator: " ")), String(repeating: "Ü", count: 50))
    }

    func test_headers_fold_between_tokens_at_78_characters() {
        let header = MailEncoding.header("To", (1...8).map { "person\($0)@example.org," })
        XCTAssertTrue(header.components(separatedBy: "\r\n").allSatisfy { $0.count <= 78 })
        XCTAssertTrue(header.contains("\r\n person"))
    }

    func test_long_or_non_ascii_file_names_use_rfc_2231() {
        XCTAssertEqual(MailEncoding.parameterTokens("filename", "changes.ics"), ["filename=\"changes.ics\""])
        XCTAssertEqual(MailEncoding.parameterTokens("filename", "Änderungen \"neu\".ics"),
                       ["filename*=utf-8''%C3%84nderungen%20%22neu%22.ics"])
        let long = MailEncoding.parameterTokens("filename", String(repeating: "ä", count: 30) + ".ics")
        XCTAssertGreaterThan(long.count, 1)
        XCTAssertTrue(long.dropLast().allSatisfy { $0.hasSuffix(";") })
        XCTAssertFalse(long.last!.hasSuffix(";"))
        XCTAssertTrue(long[0].hasPrefix("filename*0*=utf-8''%C3%A4"))
        XCTAssertTrue(long[1].hasPrefix("filename*1*=%C3%A4"))
        XCTAssertTrue(long.allSatisfy { $0.count <= 78 })
    }
}
