// Comment-interpretation throughput, for scripts/bench.sh:
//
//     CommentThroughput COMMENTS.txt [--seconds S]
//
// Reads one comment a line, then interprets all of them again and again for at least S seconds
// (default 2) in two ways: reading only (CommentReader: tokens → cues) and reading plus planning
// (SeriesPlanner: cues → the dates of a WS2020 weekly series, weekdays Monday to Friday in turn).
// Prints one line per way: `read <comments/s>` and `read+plan <comments/s>`.
import Foundation
import SemesterCal

/// Runs `body` over all comments until `seconds` have passed; comments per second.
func measure(_ comments: [String], seconds: Double, _ body: (Int, String) -> Int) -> (rate: Double, checksum: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    var done = 0
    var checksum = 0
    repeat {
        for (i, comment) in comments.enumerated() { checksum &+= body(i, comment) }
        done += comments.count
    } while clock.now - start < .seconds(seconds)
    let elapsed = clock.now - start
    let s = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (Double(done) / s, checksum)
}

func main() -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        FileHandle.standardError.write(Data("usage: CommentThroughput COMMENTS.txt [--seconds S]\n".utf8))
        return 2
    }
    var seconds = 2.0
    if let i = arguments.firstIndex(of: "--seconds"), i + 1 < arguments.count, let s = Double(arguments[i + 1]) { seconds = s }
    let comments = text.split(separator: "\n").map(String.init)
    guard !comments.isEmpty else { return 2 }

    let term = Term(season: .winter, year: 2020)
    let period = InstitutionProfile.hochschuleHof.lecturePeriod(for: term)
    let planners = (1...5).map { SeriesPlanner(calendar: TermCalendar(term: term), period: period, weekday: $0) }

    let read = measure(comments, seconds: seconds) { _, comment in CommentReader.read(comment).cues.count }
    let plan = measure(comments, seconds: seconds) { i, comment in
        planners[i % planners.count].plan(CommentReader.read(comment)).dates.count
    }
    print("read \(Int(read.rate.rounded()))")
    print("read+plan \(Int(plan.rate.rounded()))")
    // The checksums keep the optimizer from dropping the work.
    FileHandle.standardError.write(Data("(\(comments.count) comments; checksums \(read.checksum) \(plan.checksum))\n".utf8))
    return 0
}

exit(main())
