import Foundation
import SemesterCal

/// A study programme as the service lists it (`f=Courses`): its code, which the other
/// requests take as `stg`, its names, and the semesters (`sem`) that have a timetable.
public struct ServiceCourse: Hashable, Sendable {
    /// The code, e.g. `"Inf"` or `"BW dual"`.
    public let code: String
    /// Names by language code (`"de"`, `"en"`); may be empty.
    public let labels: [String: String]
    /// The semesters, as the service names them: `"1"`, `"1a"`, `"1u2"`, …
    public let semesters: [String]

    public init(code: String, labels: [String: String], semesters: [String]) {
        self.code = code
        self.labels = labels
        self.semesters = semesters
    }

    /// The name in `language` (`"de"` or `"en"`), else any name, else the code.
    public func name(in language: String) -> String {
        labels[language] ?? labels["de"] ?? labels["en"] ?? labels.values.sorted().first ?? code
    }
}

/// Reads the service's answer to `f=Courses`:
///
/// ```json
/// {"version": 3.1, "courses": [
///   {"course": "Inf", "labels": {"de": "Informatik", "en": "Computer Science"}, "semester": ["1", "2", "3"]}]}
/// ```
///
/// A bare array of courses is accepted too; semesters may be numbers; other keys are ignored.
/// An invalid entry stops the whole answer with a `TimetableError` naming the entry and field.
public enum CourseCatalogReader {
    public static func read(data: Data, file: String) throws(TimetableError) -> [ServiceCourse] {
        let json = try JSONText.object(data, file: file)
        let list: [Any]
        if let object = json as? [String: Any] {
            guard let courses = object["courses"] else {
                let keys = object.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                throw .unexpectedShape(file: file, reason: "expected a \"courses\" list, found keys \(keys.isEmpty ? "(none)" : keys)")
            }
            guard let array = courses as? [Any] else { throw .unexpectedShape(file: file, reason: "\"courses\" must be a list") }
            list = array
        } else if let array = json as? [Any] {
            list = array
        } else {
            throw .unexpectedShape(file: file, reason: "expected an object with a \"courses\" list")
        }
        var courses: [ServiceCourse] = []
        for (index, raw) in list.enumerated() {
            func fail(_ field: String, _ value: Any?, _ reason: String) -> TimetableError {
                .invalidField(file: file, row: index, field: field, value: value.map { String(describing: $0) }.map { String($0.prefix(40)) } ?? "null", reason: reason)
            }
            guard let fields = raw as? [String: Any] else { throw fail("(course)", raw, "a course must be a JSON object") }
            guard let code = JSONText.text(fields["course"]), !code.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("course", fields["course"], "every course needs its code (\"course\")")
            }
            var labels: [String: String] = [:]
            switch fields["labels"] {
            case nil, is NSNull: break
            case let object as [String: Any]:
                for (language, value) in object {
                    guard let name = JSONText.text(value) else { throw fail("labels.\(language)", value, "expected text") }
                    labels[language] = name
                }
            case let other?: throw fail("labels", other, "expected an object such as {\"de\": …, \"en\": …}")
            }
            var semesters: [String] = []
            switch fields["semester"] ?? fields["semesters"] {
            case nil, is NSNull: break
            case let array as [Any]:
                for value in array {
                    guard let semester = JSONText.text(value), !semester.isEmpty else {
                        throw fail("semester", value, "expected a semester name such as \"1\" or \"1u2\"")
                    }
                    semesters.append(semester)
                }
            case let other?: throw fail("semester", other, "expected a list of semesters")
            }
            courses.append(ServiceCourse(code: code, labels: labels, semesters: semesters))
        }
        return courses
    }
}

/// Small JSON helpers shared by the readers of this module.
enum JSONText {
    /// The parsed JSON of a UTF-8 answer, or the `TimetableError` the other readers give.
    static func object(_ data: Data, file: String) throws(TimetableError) -> Any {
        if let offset = TextChecks.invalidUTF8Offset(data) { throw .notUTF8(file: file, byteOffset: offset) }
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .invalidJSON(file: file, reason: data.isEmpty ? "the file is empty" : "the text is not valid JSON")
        }
    }

    /// A string, or a number's decimal text; nil for anything else.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let s as String: return s
        case let n as NSNumber: return n.stringValue
        default: return nil
        }
    }
}

extension ServiceCourse {
    /// One course per line: code, semesters, name, in columns.
    public static func table(_ courses: [ServiceCourse], language: String) -> String {
        let width = min(24, courses.map(\.code.count).max() ?? 0)
        let semesterWidth = min(24, courses.map { $0.semesters.joined(separator: " ").count }.max() ?? 0)
        var text = ""
        for course in courses {
            let semesters = course.semesters.joined(separator: " ")
            text += course.code.padding(toLength: max(width, course.code.count), withPad: " ", startingAt: 0) + "  "
                + semesters.padding(toLength: max(semesterWidth, semesters.count), withPad: " ", startingAt: 0) + "  "
                + course.name(in: language) + "\n"
        }
        return text
    }
}
