import ICalendar

/// Renders a `ChangeReport` as a complete e-mail (RFC 5322 + MIME) for `sendmail -t`.
///
/// The body is the text report (`TextReportRenderer`, never coloured) in UTF-8,
/// quoted-printable. With an attachment the message is `multipart/mixed`: the text, then the
/// caller's bytes as `text/calendar; charset=utf-8; method=PUBLISH`, base64. Every line ends
/// in CRLF; header lines are folded to 78 characters, body lines are at most 76; non-ASCII
/// header text (subject, display names) is RFC 2047 encoded. The `Message-ID` and the MIME
/// boundary are derived from a SHA-256 of the content, so the same input gives the same bytes.
public enum MailReportRenderer {
    /// The message, ready to be written to `sendmail -t`.
    ///
    /// - Parameters:
    ///   - report: the report; its text (after `options`' past hiding, in `options.language`) is the body.
    ///   - options: as for `TextReportRenderer`; `colors` is ignored.
    ///   - from: the sender, `addr@host` or `Display Name <addr@host>`.
    ///   - to: one or more recipients in the same forms.
    ///   - date: the `Date` header's time, in UTC.
    ///   - attachment: an optional `.ics` (file name and bytes) to attach.
    /// - Throws: `MailReportError` for no recipient, an address without `@` or with a line
    ///   break or control character (header injection), or an unusable file name.
    public static func render(
        _ report: ChangeReport, options: ReportOptions, from: String, to: [String], date: LocalDateTime,
        attachment: (filename: String, bytes: [UInt8])? = nil
    ) throws -> String {
        let sender = try MailAddress(parsing: from)
        guard !to.isEmpty else { throw MailReportError.noRecipients }
        let recipients = try to.map(MailAddress.init(parsing:))
        if let name = attachment?.filename,
           name.isEmpty || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw MailReportError.invalidFilename(name)
        }

        var textOptions = options
        textOptions.colors = false
        let body = TextReportRenderer.render(report, options: textOptions)
        let subjectText = subject(report, options: options)

        var recipientTokens: [String] = []
        for (i, recipient) in recipients.enumerated() {
            var tokens = recipient.headerTokens
            if i < recipients.count - 1 { tokens[tokens.count - 1] += "," }
            recipientTokens += tokens
        }
        let dateText = ReportDates.rfc5322(date)

        // Everything the message says, in an unambiguous form, hashed for Message-ID and boundary.
        var fingerprint = Array(([sender.name, sender.address] + recipients.flatMap { [$0.name, $0.address] }
            + [subjectText, dateText, body, attachment?.filename ?? ""]).joined(separator: "\u{0}").utf8)
        fingerprint += [0] + (attachment?.bytes ?? [])
        let digest = ContentDigest.hex(ContentDigest.sha256(fingerprint))
        let messageID = "<\(digest.prefix(32))@semestercal>"
        let boundary = "=_semestercal_\(digest.suffix(24))"

        var lines = [
            MailEncoding.header("From", sender.headerTokens),
            MailEncoding.header("To", recipientTokens),
            MailEncoding.header("Subject", MailEncoding.textTokens(subjectText)),
            MailEncoding.header("Date", [dateText]),
            MailEncoding.header("Message-ID", [messageID]),
            MailEncoding.header("Auto-Submitted", ["auto-generated"]),
            MailEncoding.header("MIME-Version", ["1.0"]),
        ]
        let textPartHeaders = [
            MailEncoding.header("Content-Type", ["text/plain;", "charset=utf-8"]),
            MailEncoding.header("Content-Transfer-Encoding", ["quoted-printable"]),
        ]
        let textPartBody = MailEncoding.quotedPrintable(body)

        if let attachment {
            lines.append(MailEncoding.header("Content-Type", ["multipart/mixed;", "boundary=\"\(boundary)\""]))
            lines.append("")
            lines.append("--\(boundary)")
            lines += textPartHeaders
            lines.append("")
            lines += textPartBody
            lines.append("--\(boundary)")
            let nameTokens = MailEncoding.parameterTokens("name", attachment.filename)
            let plainName = nameTokens.count == 1 && !nameTokens[0].hasPrefix("name*")
            lines.append(MailEncoding.header(
                "Content-Type", ["text/calendar;", "charset=utf-8;", "method=PUBLISH" + (plainName ? ";" : "")]
                    + (plainName ? nameTokens : [])))
            lines.append(MailEncoding.header("Content-Transfer-Encoding", ["base64"]))
            lines.append(MailEncoding.header(
                "Content-Disposition", ["attachment;"] + MailEncoding.parameterTokens("filename", attachment.filename)))
            lines.append("")
            lines += MailEncoding.base64Lines(attachment.bytes)
            lines.append("--\(boundary)--")
        } else {
            lines += textPartHeaders
            lines.append("")
            lines += textPartBody
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The subject line (before encoding): "Stundenplan: 3 Änderungen ab Mo 12.10.2020",
    /// counting the changes the body lists (past ones only with `showPast`), and the notices
    /// when there are any ("Stundenplan: keine Änderungen, 1 Hinweis"): a failed download or
    /// an unusable change must not hide behind "no changes".
    static func subject(_ report: ChangeReport, options: ReportOptions) -> String {
        let words = ReportVocabulary(language: options.language)
        let subject: String
        if let initial = report.initialCalendar {
            subject = words.subject(visible: 0, hidden: 0, earliest: nil, initialEvents: initial.events)
        } else {
            let selection = ReportSelection(report: report, options: options)
            subject = words.subject(visible: selection.visibleCount, hidden: selection.hiddenCount,
                                    earliest: selection.days.first?.date, initialEvents: nil)
        }
        return report.notices.isEmpty ? subject : subject + ", " + words.noticeCount(report.notices.count)
    }
}
