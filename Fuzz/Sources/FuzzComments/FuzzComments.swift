import ICalendar
import SemesterCal
import LibFuzzerDriver

// libFuzzer target: a comment string through the whole row pipeline.
//
// Input layout: byte 0 chooses the term, the weekday and whether the row is a
// block (which plans from the row's own dates); the rest is the comment, decoded
// as UTF-8 with replacement characters (the reader only ever sees valid Strings).
// CommentReader.read → SeriesPlanner (via LecturePlanner) → SlotIdentity →
// CalendarExporter → ICalendarWriter, whose output must read back.

private let terms = ["WS2020", "SS2021", "SS2020", "WS2021"].compactMap(Term.init(parsing:))
private let planners = terms.flatMap { term in
    [true, false].map { LecturePlanner(term: term, profile: .hochschuleHof, appliesLectureFreeDays: $0) }
}
private let stamp = LocalDateTime(date: CalendarDate(dayNumber: 18_500), time: LocalTime(hour: 0, minute: 0)!)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzComment(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let selector = bytes.first else { return 0 }
    let comment = String(decoding: bytes.dropFirst(), as: UTF8.self)

    // The grammar alone, as `explain` shows it.
    let reading = CommentReader.read(comment)
    for cue in reading.cues { _ = String(describing: cue) }

    let planner = planners[Int(selector) % planners.count]
    let weekday = Int(selector / 8) % 7 + 1
    let isBlock = selector & 0x80 != 0
    let first = planner.period.firstDay.adding(days: Int(selector % 16))
    let row = LectureRow(
        source: RowSource(file: "fuzz.json", index: 0), id: "1", label: "Fuzz", docent: "", type: "HF",
        style: isBlock ? "Blockveranstaltung" : "Vorlesung Fixzeit", group: "", weekday: weekday,
        startTime: LocalTime(hour: 8, minute: 0)!, endTime: LocalTime(hour: 9, minute: 30)!,
        startDate: isBlock ? first : nil, endDate: isBlock ? first.adding(days: Int(selector % 32)) : nil,
        room: "FA007", splusName: "Fuzz§1 $ 1", comment: comment, sp: "-")

    let (lectures, _) = planner.plan([row])
    for lecture in lectures {
        // Dates come out sorted and without repeats.
        for (a, b) in zip(lecture.dates, lecture.dates.dropFirst()) where !(a < b) {
            fatalError("planned dates not strictly increasing: \(a) then \(b) for comment \(comment.debugDescription)")
        }
    }
    guard let calendar = try? CalendarExporter(profile: planner.profile, calendarName: "Fuzz", timestamp: stamp)
        .calendar(for: lectures) else { return 0 }
    let written = ICalendarWriter.serializeBytes(calendar)
    do {
        _ = try ICalendarReader.parse(bytes: written)
    } catch {
        fatalError("the calendar written for comment \(comment.debugDescription) does not read back: \(error)")
    }
    return 0
}

/// The entry point (see LibFuzzerDriver.h): runs libFuzzer over `fuzzComment`.
@_cdecl("FuzzComments_main")
public func fuzzCommentsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzComment)
}
