import Foundation
import SemesterCal

/// Why an answer was not believed. It never replaces an earlier download.
public typealias ResponseProblem = ServiceProblem<ResponseProblemKind>

public enum ResponseProblemKind: String, Sendable {
    /// Not HTTP 200.
    case status
    /// No bytes at all.
    case empty
    /// An HTML page (an error page, a login form) instead of JSON.
    case html
    /// Not UTF-8, or UTF-8 that was decoded and encoded twice (mojibake).
    case encoding
    /// Not JSON (e.g. cut off), or JSON of the wrong shape or with invalid values.
    case content
}

/// An answer that passed every check: its bytes and what they hold.
public struct ValidatedResponse: Sendable {
    public let kind: ResponseKind
    /// The bytes exactly as received.
    public let body: Data
    /// The number of rows, changes or courses.
    public let count: Int
    /// The courses, for a `.courses` answer.
    public let courses: [ServiceCourse]
}

/// Checks an answer before it may replace a previous download: HTTP 200, not an HTML page,
/// UTF-8 without mojibake, and readable by the reader the rest of semestercal uses for the
/// same data (`TimetableReader`, `ChangeFeedReader`, `CourseCatalogReader`). The content type
/// is not trusted either way: PHP often sends JSON as `text/html`, and a JSON content type
/// does not make an HTML error page JSON.
public enum ResponseValidator {
    /// - Parameter name: the name the answer will be saved under, for the readers' messages.
    public static func validate(_ response: HTTPResponse, kind: ResponseKind, name: String) -> Result<ValidatedResponse, ResponseProblem> {
        guard response.statusCode == 200 else {
            return .failure(ResponseProblem(kind: .status, statusCode: response.statusCode,
                                            reason: "HTTP \(response.statusCode) \(HTTPStatus.reason(response.statusCode))"))
        }
        let body = response.body
        let contentType = response.header("Content-Type").map(ContentType.init(header:))
        let typeNote = response.header("Content-Type").map { " (Content-Type: \(TextChecks.printable($0, limit: 60)))" } ?? ""
        guard !body.isEmpty else {
            return .failure(ResponseProblem(kind: .empty, reason: "the answer is empty (0 bytes)\(typeNote)"))
        }
        if let offset = TextChecks.invalidUTF8Offset(body) {
            let declared = contentType?.charset.map { "; the server declares charset \($0)" } ?? ""
            return .failure(ResponseProblem(kind: .encoding, reason: "the answer is not UTF-8 (invalid byte sequence at byte \(offset)\(declared))"))
        }
        let text = String(decoding: body, as: UTF8.self)
        if TextChecks.looksLikeHTML(text) || (contentType?.isHTML == true && text.drop(while: \.isWhitespace).first == "<") {
            let title = TextChecks.htmlTitle(text).map { " “\($0)”" } ?? ""
            return .failure(ResponseProblem(kind: .html, reason: "an HTML page\(title) instead of JSON\(typeNote)"))
        }
        if let sample = TextChecks.doubleEncodedSample(text) {
            return .failure(ResponseProblem(kind: .encoding, reason: "mojibake: the text was encoded twice (“\(TextChecks.printable(sample, limit: 20))” where an umlaut or dash was meant)"))
        }
        if text.unicodeScalars.contains("\u{FFFD}") {
            return .failure(ResponseProblem(kind: .encoding, reason: "the answer contains U+FFFD replacement characters: characters were lost before it was sent"))
        }
        do {
            switch kind {
            case .schedule:
                let result = try TimetableReader.read(data: body, file: name)
                return .success(ValidatedResponse(kind: kind, body: body, count: result.rows.count + result.skipped.count, courses: []))
            case .changes:
                let changes = try ChangeFeedReader.read(data: body, file: name)
                return .success(ValidatedResponse(kind: kind, body: body, count: changes.count, courses: []))
            case .courses:
                let courses = try CourseCatalogReader.read(data: body, file: name)
                return .success(ValidatedResponse(kind: kind, body: body, count: courses.count, courses: courses))
            }
        } catch {
            let note = contentType?.isJSON == true ? "" : typeNote
            return .failure(ResponseProblem(kind: .content, reason: Self.contentReason(error, name: name) + note))
        }
    }

    /// The reader's message without the leading file name (the caller names the file already).
    private static func contentReason(_ error: TimetableError, name: String) -> String {
        if case .invalidJSON(_, let reason) = error {
            let detail = reason == "the text is not valid JSON" ? "" : ": " + reason
            return "not valid JSON (cut off, or not JSON at all)" + detail
        }
        var text = error.description
        if text.hasPrefix(name + ": ") { text.removeFirst(name.count + 2) }
        return text
    }
}

/// Reason phrases of the status codes a web server gives, for messages.
public enum HTTPStatus {
    public static func reason(_ code: Int) -> String {
        switch code {
        case 200: return "OK"
        case 204: return "No Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 304: return "Not Modified"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 400: return "Bad Request"
        case 401: return "Unauthorized (wrong or missing user name/password)"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 410: return "Gone"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default:
            switch code {
            case 200..<300: return "Success"
            case 300..<400: return "Redirection"
            case 400..<500: return "Client Error"
            case 500..<600: return "Server Error"
            default: return "Unknown Status"
            }
        }
    }
}
