import Foundation
import ICalendar
import XCTest
@testable import SemesterCal

final class MailReportRendererTests: XCTestCase {
    private typealias F = ReportFixtures
    private let sent = ReportFixtures.at("2020-10-12", "06:30")
    private let ics = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n".utf8)

    private func mail(_ report: ChangeReport = ReportFixtures.report(ReportFixtures.everyKind + [ReportFixtures.pastCancellation]),
                      _ language: String = "de", from: String = "Stundenplan <bot@example.org>",
                      to: [String] = ["Jörg Müller <joerg@example.org>", "anna@example.org"],
                      attachment: (filename: String, bytes: [UInt8])? = nil) throws -> String {
        try MailReportRenderer.render(report, options: F.options(language, colors: true), from: from, to: to,
                                      date: sent, attachment: attachment)
    }

    func test_every_line_ends_in_crlf_and_stays_within_the_limits() throws {
        for message in [try mail(), try mail(attachment: ("changes.ics", ics))] {
            XCTAssertTrue(message.hasSuffix("\r\n"))
            let bytes = Array(message.utf8)
            for (i, byte) in bytes.enumerated() {
                if byte == 0x0A { XCTAssertEqual(bytes[i - 1], 0x0D, "bare LF at byte \(i)") }
                if byte == 0x0D { XCTAssertEqual(bytes[i + 1], 0x0A, "bare CR at byte \(i)") }
            }
            XCTAssertTrue(bytes.allSatisfy { $0 < 0x80 }, "the message is 7-bit ASCII")
            let (headers, body) = MailDecoding.split(message)
            XCTAssertTrue(headers.components(separatedBy: "\r\n").allSatisfy { $0.count <= 78 })
            XCTAssertTrue(body.components(separatedBy: "\r\n").allSatisfy { $0.count <= 78 })
        }
    }

    func test_headers_name_sender_recipients_date_id_and_mime_version() throws {
        let message = try mail()
        let headers = MailDecoding.headers(MailDecoding.split(message).headers)
        XCTAssertEqual(headers["From"], "\"Stundenplan\" <bot@example.org>")
        XCTAssertEqual(headers["To"].map(MailDecoding.decodeWords), "Jörg Müller <joerg@example.org>, anna@example.org")
        XCTAssertTrue(headers["To"]!.hasPrefix("=?UTF-8?B?"))
        XCTAssertEqual(headers["Date"], "Mon, 12 Oct 2020 06:30:00 +0000")
        XCTAssertEqual(headers["MIME-Version"], "1.0")
        XCTAssertEqual(headers["Content-Type"], "text/plain; charset=utf-8")
        XCTAssertEqual(headers["Content-Transfer-Encoding"], "quoted-printable")
        let id = try XCTUnwrap(headers["Message-ID"])
        XCTAssertTrue(id.hasPrefix("<") && id.hasSuffix("@semestercal>"), id)
        XCTAssertTrue(message.hasPrefix("From: "))
    }

    func test_german_subject_is_an_encoded_word_that_decodes_back() throws {
        let headers = MailDecoding.headers(MailDecoding.split(try mail()).headers)
        let subject = try XCTUnwrap(headers["Subject"])
        XCTAssertTrue(subject.hasPrefix("=?UTF-8?B?"))
        XCTAssertEqual(MailDecoding.decodeWords(subject), "Stundenplan: 7 Änderungen ab Mo 12.10.2020")
    }

    func test_subject_for_english_no_changes_and_initial_calendars() throws {
        func subject(_ report: ChangeReport, _ language: String) throws -> String {
            let headers = MailDecoding.headers(MailDecoding.split(try mail(report, language)).headers)
            return MailDecoding.decodeWords(try XCTUnwrap(headers["Subject"]))
        }
        let english = try XCTUnwrap(MailDecoding.headers(MailDecoding.split(try mail(F.report([F.moved, F.added]), "en")).headers)["Subject"])
        XCTAssertEqual(english, "Timetable: 2 changes from Mon 2020-10-12")
        XCTAssertEqual(try subject(F.report([]), "de"), "Stundenplan: keine Änderungen")
        XCTAssertEqual(try subject(F.report([]), "en"), "Timetable: no changes")
        XCTAssertEqual(try subject(F.report([F.pastCancellation]), "de"), "Stundenplan: keine kommenden Änderungen")
        XCTAssertEqual(try subject(F.report([], initial: (23, 312)), "de"), "Stundenplan: neuer Kalender (23 Termine)")
        XCTAssertEqual(try subject(F.report([], initial: (23, 312)), "en"), "Timetable: new calendar (23 events)")
        XCTAssertEqual(try subject(F.report([F.added]), "de"), "Stundenplan: 1 Änderung ab Di 13.10.2020")
        // Notices are counted: a failed download must not hide behind "no changes".
        let notice = ReportNotice(message: "Abruf fehlgeschlagen")
        XCTAssertEqual(try subject(F.report([], notices: [notice]), "de"), "Stundenplan: keine Änderungen, 1 Hinweis")
        XCTAssertEqual(try subject(F.report([F.added], notices: [notice, notice]), "en"), "Timetable: 1 change from Tue 2020-10-13, 2 notices")
    }

    func test_body_is_quoted_printable_of_the_uncoloured_text_report() throws {
        let report = F.report(F.everyKind + [F.pastCancellation], notices: [ReportNotice(message: "Zeile 3 nicht verstanden")])
        let body = MailDecoding.split(try mail(report)).body
        XCTAssertTrue(body.contains("f=C3=A4llt aus"))
        XCTAssertEqual(MailDecoding.decodeQuotedPrintable(body), TextReportRenderer.render(report, options: F.options()))
    }

    func test_attachment_makes_a_multipart_message_with_the_calendar_in_base64() throws {
        let report = F.report(F.everyKind)
        let message = try mail(report, attachment: ("changes.ics", ics))
        let (headerBlock, body) = MailDecoding.split(message)
        let contentType = try XCTUnwrap(MailDecoding.headers(headerBlock)["Content-Type"])
        XCTAssertTrue(contentType.hasPrefix("multipart/mixed; boundary=\""), contentType)
        let boundary = String(contentType.split(separator: "\"")[1])
        XCTAssertTrue(boundary.hasPrefix("=_semestercal_"))
        XCTAssertTrue(body.hasSuffix("--\(boundary)--\r\n"))

        let parts = MailDecoding.parts(body, boundary: boundary)
        XCTAssertEqual(parts.count, 2)
        let (textHeaders, textBody) = MailDecoding.split(parts[0])
        XCTAssertEqual(MailDecoding.headers(textHeaders)["Content-Type"], "text/plain; charset=utf-8")
        XCTAssertEqual(MailDecoding.decodeQuotedPrintable(textBody + "\r\n"), TextReportRenderer.render(report, options: F.options()))

        let (calendarHeaders, calendarBody) = MailDecoding.split(parts[1])
        let fields = MailDecoding.headers(calendarHeaders)
        XCTAssertEqual(fields["Content-Type"], "text/calendar; charset=utf-8; method=PUBLISH; name=\"changes.ics\"")
        XCTAssertEqual(fields["Content-Transfer-Encoding"], "base64")
        XCTAssertEqual(fields["Content-Disposition"], "attachment; filename=\"changes.ics\"")
        let decoded = try XCTUnwrap(Data(base64Encoded: calendarBody.replacingOccurrences(of: "\r\n", with: "")))
        XCTAssertEqual(Array(decoded), ics)
    }

    func test_large_attachment_is_split_into_76_character_lines() throws {
        let bytes = (0..<1_000).map { UInt8($0 % 256) }
        let message = try mail(attachment: ("Änderungen.ics", bytes))
        let lines = message.components(separatedBy: "\r\n")
        let base64Lines = lines.filter { $0.count == 76 && !$0.contains(" ") }
        XCTAssertGreaterThanOrEqual(base64Lines.count, 17)
        XCTAssertTrue(message.contains("Content-Disposition: attachment; filename*=utf-8''%C3%84nderungen.ics\r\n"))
    }

    func test_header_injection_and_unusable_addresses_are_rejected() {
        let bad: [(from: String, to: [String], reason: String)] = [
            ("bot@example.org\r\nBcc: victim@example.org", ["a@example.org"], "line break"),
            ("bot@example.org", ["a@example.org\nBcc: victim@example.org"], "line break"),
            ("Bot\r <bot@example.org>", ["a@example.org"], "line break"),
            ("bot.example.org", ["a@example.org"], "no \"@\""),
            ("bot@example.org", ["@example.org"], "nothing before or after"),
            ("bot@example.org", ["a@example.org, b@example.org"], "not allowed"),
            ("bot@example.org", ["a\u{0}@example.org"], "control character"),
        ]
        for (from, to, reason) in bad {
            XCTAssertThrowsError(try mail(from: from, to: to), "\(from) \(to)") { error in
                XCTAssertTrue("\(error)".contains(reason), "\(error)")
                XCTAssertFalse("\(error)".contains("\n"), "the message itself stays on one line")
            }
        }
        XCTAssertThrowsError(try mail(to: [])) { XCTAssertEqual($0 as? MailReportError, .noRecipients) }
        XCTAssertThrowsError(try mail(attachment: ("a\r\nb.ics", ics))) {
            XCTAssertEqual($0 as? MailReportError, .invalidFilename("a\r\nb.ics"))
        }
    }

    func test_same_input_gives_the_same_bytes_and_other_content_another_message_id() throws {
        let first = try mail(attachment: ("changes.ics", ics))
        XCTAssertEqual(first, try mail(attachment: ("changes.ics", ics)))
        let other = try mail(attachment: ("changes.ics", ics + [0x0A]))
        func id(_ message: String) -> String? { MailDecoding.headers(MailDecoding.split(message).headers)["Message-ID"] }
        XCTAssertNotEqual(id(first), id(other))
        XCTAssertNotEqual(id(first), id(try mail()))
    }
}
