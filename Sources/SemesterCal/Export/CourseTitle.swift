/// The name a calendar made from one timetable file is shown under, for students rather than a
/// file name: the course and semester the service's file name gives (`WS2020_Informatik_1` →
/// "Informatik, 1. Semester", `SS_BW dual_2` → "BW dual, 2. Semester"), the term left to the
/// caller. A name of another shape is kept, with underscores as spaces.
public enum CourseTitle {
    public static func fromInputStem(_ stem: String, language: InstitutionProfile.Language) -> String {
        var parts = stem.split(separator: "_", omittingEmptySubsequences: true).map(String.init)
        if parts.count > 1, isTerm(parts[0]) { parts.removeFirst() }
        guard !parts.isEmpty else { return stem }
        if parts.count > 1, let semester = Int(parts.last!), (1...20).contains(semester) {
            parts.removeLast()
            let course = parts.joined(separator: " ")
            switch language {
            case .de: return "\(course), \(semester). Semester"
            case .en: return "\(course), semester \(semester)"
            }
        }
        return parts.joined(separator: " ")
    }

    /// "SS", "WS", "SS2020", "WS20", "SoSe2021", "WiSe2020": how the service's files name the term.
    private static func isTerm(_ part: String) -> Bool {
        let lowered = part.lowercased()
        for prefix in ["sose", "wise", "ss", "ws"] where lowered.hasPrefix(prefix) {
            let year = lowered.dropFirst(prefix.count)
            return year.isEmpty || ((year.count == 2 || year.count == 4) && year.allSatisfy(\.isASCIIDigit))
        }
        return false
    }
}
