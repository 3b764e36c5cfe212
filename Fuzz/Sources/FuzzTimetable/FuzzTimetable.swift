import Foundation
import ICalendar
import SemesterCal
import LibFuzzerDriver

// libFuzzer target: timetable JSON bytes, as the service (or a broken proxy) serves them.
//
// TimetableReader.read must either throw a TimetableError or return rows; the rows
// are planned, exported and written, and the written calendar must read back.
// Inputs with many rows are only read, not planned, to keep executions fast.

private let planner = LecturePlanner(term: Term(parsing: "WS2020")!, profile: .hochschuleHof)
private let stamp = LocalDateTime(date: CalendarDate(dayNumber: 18_500), time: LocalTime(hour: 0, minute: 0)!)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimetable(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let input = Data(bytes: data, count: size)
    let result: TimetableReader.Result
    do {
        result = try TimetableReader.read(data: input, file: "fuzz.json")
    } catch {
        _ = error.description
        return 0
    }
    for skipped in result.skipped { _ = skipped.description }
    guard result.rows.count <= 64 else { return 0 }

    let (lectures, _) = planner.plan(result.rows)
    guard let calendar = try? CalendarExporter(profile: planner.profile, calendarName: "Fuzz", timestamp: stamp)
        .calendar(for: lectures) else { return 0 }
    let written = ICalendarWriter.serializeBytes(calendar)
    do {
        _ = try ICalendarReader.parse(bytes: written)
    } catch {
        fatalError("the calendar written for this timetable does not read back: \(error)")
    }
    return 0
}

/// The entry point (see LibFuzzerDriver.h): runs libFuzzer over `fuzzTimetable`.
@_cdecl("FuzzTimetable_main")
public func fuzzTimetableMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzTimetable)
}
