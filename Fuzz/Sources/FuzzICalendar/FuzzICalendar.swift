import ICalendar
import LibFuzzerDriver

// libFuzzer target: .ics bytes from anywhere (a subscription, a mail attachment).
//
// ICalendarReader.parse(bytes:) must either throw or return a component tree;
// the tree must write and read back to the same bytes, and its events must
// expand over a bounded window in bounded time and memory (libFuzzer's -timeout
// and -rss_limit_mb turn a hang or a blow-up into a finding).

/// 2020-01-01T00:00Z ..< 2022-01-01T00:00Z: two years, as `diff` and `update` look at a term.
private let window = (18_262 * 86_400)..<(18_993 * 86_400)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let calendar: ICalComponent
    do {
        calendar = try ICalendarReader.parse(bytes: bytes)
    } catch {
        _ = error.description
        return 0
    }

    // Writing what was read gives a calendar that reads back and writes the same again.
    let written = ICalendarWriter.serializeBytes(calendar)
    do {
        let again = try ICalendarReader.parse(bytes: written)
        guard ICalendarWriter.serializeBytes(again) == written else {
            fatalError("write → read → write is not stable")
        }
    } catch {
        fatalError("a written calendar does not read back: \(error)")
    }

    let expansion = CalendarExpansion(calendar: calendar, window: window, maximumOccurrencesPerEvent: 2_000)
    for occurrence in expansion.occurrences { _ = occurrence.description }
    for warning in expansion.warnings { _ = warning.description }
    return 0
}

/// The entry point (see LibFuzzerDriver.h): runs libFuzzer over `fuzzICalendar`.
@_cdecl("FuzzICalendar_main")
public func fuzzICalendarMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzICalendar)
}
