import Foundation

/// A study programme and one of its semesters, as the service names them: `Inf` and `1`.
/// Written `COURSE:SEMESTER` on the command line and in `semestercal.json` (`"Inf:1"`,
/// `"BW dual:2"`); `COURSE:1,3` names several semesters of one programme.
public struct CourseSemester: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let course: String
    public let semester: String

    /// - Throws: `ServiceSetupError.invalidSelection` for an empty course or semester.
    public init(course: String, semester: String) throws(ServiceSetupError) {
        let course = course.trimmingCharacters(in: .whitespaces)
        let semester = semester.trimmingCharacters(in: .whitespaces)
        guard !course.isEmpty else { throw .invalidSelection("a course code is empty") }
        guard !semester.isEmpty else { throw .invalidSelection("the semester of course “\(course)” is empty") }
        for text in [course, semester] where text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidSelection("“\(TextChecks.printable(text, limit: 40))” contains a control character")
        }
        self.course = course
        self.semester = semester
    }

    /// Parses `COURSE:SEMESTER` or `COURSE:SEM1,SEM2` (split at the last `:`).
    public static func parseList(_ text: String) throws(ServiceSetupError) -> [CourseSemester] {
        guard let colon = text.lastIndex(of: ":") else {
            throw .invalidSelection("“\(TextChecks.printable(text, limit: 60))” names no semester: write COURSE:SEMESTER, e.g. Inf:1")
        }
        let course = String(text[..<colon])
        let semesters = text[text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false)
        var result: [CourseSemester] = []
        for semester in semesters { result.append(try CourseSemester(course: course, semester: String(semester))) }
        return result
    }

    /// `Inf:1`.
    public var description: String { "\(course):\(semester)" }

    public static func < (lhs: CourseSemester, rhs: CourseSemester) -> Bool {
        (lhs.course, lhs.semester) < (rhs.course, rhs.semester)
    }
}

extension CourseSemester {
    /// The courses of `fetch --course … --semester …`: "Inf:1", "Inf:1,3", or a course without a
    /// semester, which takes every `semesters` value.
    public static func parseCommandLine(courses: [String], semesters: [String]) throws(ServiceSetupError) -> [CourseSemester] {
        var result: [CourseSemester] = []
        for course in courses {
            if course.contains(":") {
                result += try parseList(course)
            } else {
                guard !semesters.isEmpty else {
                    throw ServiceSetupError.invalidSelection("--course \(course) needs a semester: --course \(course):1, or --semester 1")
                }
                for semester in semesters { result.append(try CourseSemester(course: course, semester: semester)) }
            }
        }
        return result
    }
}
