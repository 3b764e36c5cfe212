import Foundation
import ICalendar
import SemesterCal

/// Reads an .ics file for `diff` and `update`; problems become one-line errors naming the file and line.
public enum CalendarFile {
    /// Whether files are large enough together (a megabyte) to be worth a thread each; standard
    /// input counts as large, its size is not known.
    public static func isLarge(_ paths: [String]) -> Bool {
        paths.reduce(0) { total, path in
            guard path != "-" else { return Int.max / 2 }
            // stat(2), not `FileManager.attributesOfItem`: its dictionary of attributes cost 1.4 M
            // instructions, a twentieth of a small `diff`.
            var info = stat()
            return total + (stat(path, &info) == 0 ? Int(info.st_size) : 0)
        } >= 1_000_000
    }

    public static func read(_ path: String) throws -> ICalComponent {
        let data = path == "-" ? try InputFile.readStandardInput(what: "calendar file") : try InputFile.read(path, what: "calendar file")
        switch InputKind.of(data) {
        case .timetable:
            throw Problem("\(path) is a timetable (JSON), not a calendar: this command expects an .ics file; write one with semestercal convert --term TERM -o FILE.ics \(path)", file: path)
        case .changeFeed:
            throw Problem("\(path) is a change feed (JSON), not a calendar: this command expects an .ics file; give change feeds to convert or update with --changes", file: path)
        case .calendar, .unknown:
            break
        }
        do {
            let calendar = try ICalendarReader.parse(bytes: [UInt8](data))
            guard calendar.name == "VCALENDAR" else { throw Problem("\(path): not an iCalendar file (it starts with BEGIN:\(calendar.name))") }
            return calendar
        } catch let error as ICalendarParseError {
            throw Problem("\(path): \(error.description)")
        }
    }

    /// The calendar at `path`, or nil when there is no file yet.
    public static func readIfPresent(_ path: String) throws -> ICalComponent? {
        FileManager.default.fileExists(atPath: path) ? try read(path) : nil
    }

    /// The name to show for a calendar: its X-WR-CALNAME, else the file name.
    public static func displayName(_ calendar: ICalComponent, path: String) -> String {
        if let name = calendar.first("X-WR-CALNAME")?.textValue, !name.isEmpty { return name }
        return path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent
    }
}
