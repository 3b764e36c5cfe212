import Foundation
import XCTest

/// `update` killed with SIGKILL at random points while it works: the calendar on disk is
/// always either the complete previous file or the complete new one, never a mix, never
/// missing; a temporary file the killed run left behind is removed by the next run.
final class AtomicityTests: CLITestCase {
    /// The sample's rows copied `copies` times as distinct slots, with `room` in every row:
    /// a timetable big enough that `update` spends a while writing.
    private func timetable(copies: Int, room: String, in dir: URL, name: String) throws -> URL {
        let (key, top, rows) = try Samples.rows("WS2020_Informatik_1.json")
        var all: [[String: Any]] = []
        for copy in 0..<copies {
            for (i, row) in rows.enumerated() {
                var r = row
                r["id"] = "\(copy)-\(i)"
                r["splusname"] = "Slot\(copy)§\(i)%\(copy) $ 2"
                r["label"] = "\(row["label"] as? String ?? "") \(copy)"
                r["room"] = room
                all.append(r)
            }
        }
        var document = top
        document[key] = all
        return try write(try JSONSerialization.data(withJSONObject: document), to: name, in: dir)
    }

    func test_sigkill_during_update_never_damages_the_calendar() throws {
        let dir = try makeTemporaryDirectory()
        let first = try timetable(copies: 100, room: "FA007", in: dir, name: "v1.json")
        let second = try timetable(copies: 100, room: "FB105", in: dir, name: "v2.json")
        let calendar = dir.appendingPathComponent("cal.ics")
        func update(_ input: URL) throws -> CLIRunner.Result {
            try run(["update", "--term", "WS2020", input.path, "-o", calendar.path, "--today", "2020-10-01", "--format", "json"])
        }

        // The two complete states: A (first run) and B (A updated with the second timetable).
        XCTAssertEqual(try update(first).status, 0)
        let before = try Data(contentsOf: calendar)
        let started = Date()
        XCTAssertEqual(try update(second).status, 0)
        let duration = Date().timeIntervalSince(started)
        let after = try Data(contentsOf: calendar)
        XCTAssertNotEqual(before, after)

        var random = SplitMix64(state: 2020)
        var outcomes = (old: 0, new: 0)
        for attempt in 0..<10 {
            try before.write(to: calendar)
            let delay = Double.random(in: 0...(duration * 1.2), using: &random)
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["update", "--term", "WS2020", second.path, "-o", calendar.path, "--today", "2020-10-01"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let now = try Data(contentsOf: calendar)
            if now == before {
                outcomes.old += 1
            } else if now == after {
                outcomes.new += 1
            } else {
                XCTFail("attempt \(attempt), killed after \(delay) s: the calendar is neither the old nor the new file (\(now.count) bytes)")
            }
        }
        print("SIGKILL attempts: \(outcomes.old) left the previous calendar, \(outcomes.new) the new one (run takes \(duration) s)")

        // A later run cleans up what a killed run left and leaves only the real files.
        try before.write(to: calendar)
        XCTAssertEqual(try update(second).status, 0)
        XCTAssertEqual(try Data(contentsOf: calendar), after)
        XCTAssertEqual(contents(of: dir), ["cal.ics", "v1.json", "v2.json"])
    }
}
