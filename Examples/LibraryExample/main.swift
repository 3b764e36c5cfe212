import Foundation
import ICalendar
import SemesterCal
import Workflows

// library-example TIMETABLE.json YESTERDAY.ics: today's calendar from the timetable, and what
// changed since yesterday's, through the library alone (docs/library.md).
let arguments = CommandLine.arguments
guard arguments.count == 3 else { fatalError("usage: library-example TIMETABLE.json YESTERDAY.ics") }
do {
    let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
    let log = NoticeLog()
    let request = ConvertRequest(timetables: try Planning.read([arguments[1]]), planner: planner, destination: .standardOutput)
    let converted = try ConvertWorkflow.run(request, log: log)
    let fresh = try ICalendarReader.parse(bytes: converted.standardOutput.flatMap { $0 })
    let comparison = CalendarComparison(old: try CalendarFile.read(arguments[2]), new: fresh, displayZone: planner.profile.timeZone)
    let report = ChangeReport(calendarName: "Stundenplan", diff: comparison.diff)
    print(TextReportRenderer.render(report, options: ReportOptions(today: planner.period.firstDay, showPast: true)), terminator: "")
    for notice in log.notices { FileHandle.standardError.write(Data("\(notice.message)\n".utf8)) }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
