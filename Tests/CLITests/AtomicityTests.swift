import Foundation
import XCTest

/// `update` killed with SIGKILL while it writes the calendar: the file on disk is always
/// either the complete previous calendar or the complete new one, never a mix, never
/// missing; a temporary file the killed run left behind is removed by the next run.
///
/// The write (create the temporary, one write, fsync, rename) is milliseconds of a run of
/// seconds, so kills at random times almost never hit it (0 of 100 did). So the calendar is
/// made big (over 10 MB, for a longer write), the test watches the output directory and kills
/// the moment the write starts — the temporary `.cal.ics.PID.tmp` appears, or the calendar
/// itself changes — plus a small random delay, and counts the kills that landed while the
/// temporary existed (it is left behind then); some must have.
///
/// Against a writer that truncates and rewrites the calendar in place, this fails twice over:
/// the calendar's size changes as that write starts, the kill follows within milliseconds
/// while megabytes are still to be written, and what is left is a prefix of the new calendar
/// ("neither the old nor the new file"); and no temporary ever exists, so no kill counts as
/// inside the window. (A writer without its fsync passes: SIGKILL cannot simulate power loss.)
final class AtomicityTests: CLITestCase {
    /// The sample's rows copied `copies` times as distinct slots, with `room` in every row and
    /// `padding` characters in every row's group: the group is repeated in the events, so a
    /// large padding makes a large calendar at a small cost in planning time.
    private func timetable(copies: Int, room: String, padding: Int, in dir: URL, name: String) throws -> URL {
        let (key, top, rows) = try Samples.rows("WS2020_Informatik_1.json")
        var all: [[String: Any]] = []
        for copy in 0..<copies {
            for (i, row) in rows.enumerated() {
                var r = row
                r["id"] = "\(copy)-\(i)"
                r["splusname"] = "Slot\(copy)§\(i)%\(copy) $ 2"
                r["label"] = "\(row["label"] as? String ?? "") \(copy)"
                r["room"] = room
                r["group"] = "Gruppe \(copy) " + String(repeating: "x", count: padding)
                all.append(r)
            }
        }
        var document = top
        document[key] = all
        return try write(try JSONSerialization.data(withJSONObject: document), to: name, in: dir)
    }

    /// What identifies a file's content from outside without reading it: a rename gives
    /// another inode, a write in place another size (the old calendar is much smaller).
    private func stamp(_ url: URL) -> (inode: UInt64, size: Int64)? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return (UInt64(info.st_ino), Int64(info.st_size))
    }

    /// Runs `arguments` and SIGKILLs the process `delay` seconds after its write began: when
    /// the temporary appeared or `calendar` changed, whichever is seen first. Returns whether
    /// the killed run left its temporary behind, that is, the kill landed inside the write window.
    private func killDuringWrite(_ arguments: [String], calendar: URL, delay: TimeInterval) throws -> Bool {
        let initial = stamp(calendar)
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let temporary = calendar.deletingLastPathComponent().appendingPathComponent(".\(calendar.lastPathComponent).\(pid).tmp")
        var started = false
        while process.isRunning {
            let now = stamp(calendar)
            if access(temporary.path, F_OK) == 0 || now?.inode != initial?.inode || now?.size != initial?.size {
                started = true
                break
            }
            usleep(100)
        }
        if started {
            usleep(useconds_t(delay * 1_000_000))
            kill(pid, SIGKILL)
        }
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        let leftovers = contents(of: calendar.deletingLastPathComponent())
            .filter { $0.hasPrefix(".\(calendar.lastPathComponent).\(pid).") && $0.hasSuffix(".tmp") }
        return killed && !leftovers.isEmpty
    }

    func test_sigkill_during_the_write_of_update_never_damages_the_calendar() throws {
        let dir = try makeTemporaryDirectory()
        let first = try timetable(copies: 10, room: "FA007", padding: 0, in: dir, name: "v1.json")
        let second = try timetable(copies: 10, room: "FB105", padding: 120_000, in: dir, name: "v2.json")
        let calendar = dir.appendingPathComponent("cal.ics")
        func arguments(_ input: URL) -> [String] {
            ["update", "--term", "WS2020", input.path, "-o", calendar.path, "--today", "2020-10-01", "--format", "json"]
        }

        // The two complete states: A (first run) and B (A updated with the second timetable).
        XCTAssertEqual(try run(arguments(first)).status, 0)
        let before = try Data(contentsOf: calendar)
        XCTAssertEqual(try run(arguments(second)).status, 0)
        let after = try Data(contentsOf: calendar)
        XCTAssertNotEqual(before, after)
        XCTAssertGreaterThan(after.count, 10_000_000, "the new calendar must be big enough for a long write")
        for (name, data) in [("old", before), ("new", after)] {
            let file = ICSFile(data)
            XCTAssertEqual(file.lines.first, "BEGIN:VCALENDAR", name)
            XCTAssertEqual(file.lines.last, "END:VCALENDAR", name)
            XCTAssertEqual(file.events.count, 90, name)
        }

        var random = SplitMix64(state: 2020)
        var outcomes = (old: 0, new: 0, insideWindow: 0)
        var lastLeftATemporary = false
        let attempts = 5
        for attempt in 0..<attempts {
            try before.write(to: calendar)
            let delay = Double.random(in: 0...0.003, using: &random)
            lastLeftATemporary = try killDuringWrite(arguments(second), calendar: calendar, delay: delay)
            if lastLeftATemporary { outcomes.insideWindow += 1 }

            let now = try Data(contentsOf: calendar)
            if now == before {
                outcomes.old += 1
            } else if now == after {
                outcomes.new += 1
            } else {
                XCTFail("attempt \(attempt), killed \(delay) s after the write began: the calendar is neither the old nor the new file (\(now.count) bytes)")
            }
        }
        print("SIGKILL during the write: \(outcomes.insideWindow) of \(attempts) kills landed while the temporary existed; \(outcomes.old) left the previous calendar, \(outcomes.new) the new one")
        // Some kills must have hit the write, or the test proved nothing.
        XCTAssertGreaterThanOrEqual(outcomes.insideWindow, 2, "kills inside the write window (temporary left behind)")

        // A later run cleans up what a killed run left and leaves only the real files.
        if lastLeftATemporary {
            XCTAssertTrue(contents(of: dir).contains { $0.hasPrefix(".cal.ics.") && $0.hasSuffix(".tmp") }, "\(contents(of: dir))")
        }
        try before.write(to: calendar)
        XCTAssertEqual(try run(arguments(second)).status, 0)
        XCTAssertEqual(try Data(contentsOf: calendar), after)
        XCTAssertEqual(contents(of: dir), ["cal.ics", "v1.json", "v2.json"])
    }
}
