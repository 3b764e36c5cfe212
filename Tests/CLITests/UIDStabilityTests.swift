import Foundation
import XCTest

/// UIDs identify slots, not rows: a re-export with other row order and other ids
/// must update the same events (same UIDs, same bytes).
final class UIDStabilityTests: CLITestCase {
    /// Writes every sample, rows shuffled and ids replaced, under `directory` with the original names.
    private func writeReexport(seed: UInt64, to directory: URL) throws -> [String] {
        var generator = SplitMix64(state: seed)
        var paths: [String] = []
        for (fileIndex, name) in Samples.names.enumerated() {
            let (key, top, rows) = try Samples.rows(name)
            var changed = rows.shuffled(using: &generator)
            for i in changed.indices {
                // Alternate between numeric and text ids, none equal to the originals.
                let newID = 700_000 + fileIndex * 1000 + Int(generator.next() % 997)
                changed[i]["id"] = i.isMultiple(of: 2) ? newID as Any : "x\(newID)" as Any
            }
            var object = top
            object[key] = changed
            paths.append(try write(Fixture.json(object), to: name, in: directory).path)
        }
        return paths
    }

    func test_shuffled_rows_with_new_ids_give_the_same_uids_and_calendar_bytes() throws {
        let original = try run(["convert", "--term", "WS2020"] + Samples.paths)
        XCTAssertEqual(original.status, 0, original.stderr)
        let originalExplain = try explainJSON(["--term", "WS2020"] + Samples.paths)
        let perFileOriginal = try Samples.paths.map { try run(["convert", "--term", "WS2020", $0]).stdout }

        for seed: UInt64 in [1, 42, 2020] {
            let dir = try makeTemporaryDirectory()
            let paths = try writeReexport(seed: seed, to: dir)
            let reexport = try run(["convert", "--term", "WS2020"] + paths)
            XCTAssertEqual(reexport.status, 0, reexport.stderr)
            XCTAssertEqual(Set(ICSFile(reexport.stdout).uids), Set(ICSFile(original.stdout).uids), "seed \(seed)")
            XCTAssertEqual(reexport.stdout, original.stdout, "seed \(seed): calendar bytes differ")

            let explained = try explainJSON(["--term", "WS2020"] + paths)
            XCTAssertEqual(Set(explained.compactMap { $0["uid"] as? String }),
                           Set(originalExplain.compactMap { $0["uid"] as? String }), "seed \(seed)")

            // File by file, and with the inputs in another order.
            for (path, expected) in zip(paths, perFileOriginal) {
                XCTAssertEqual(try run(["convert", "--term", "WS2020", path]).stdout, expected, "seed \(seed): \(path)")
            }
            let reversed = try run(["convert", "--term", "WS2020"] + paths.reversed())
            XCTAssertEqual(reversed.stdout, original.stdout, "seed \(seed): input order changed the calendar")
        }
    }

    func test_same_slot_listed_by_two_programmes_gives_the_same_calendar_in_either_order() throws {
        // One lecture (same slot, time, room, lecturer) published under two study programmes'
        // labels and groups: merged into one event — whichever row comes first.
        let inf = Fixture.row(id: "1", label: "Mathematik 1", comment: "Beginn KW 41", slot: "M1", group: "(Inf)")
        let wi = Fixture.row(id: "2", label: "Mathematik 1 (WI)", comment: "Beginn KW 41", slot: "M1", group: "(WI)")
        let dir = try makeTemporaryDirectory()
        try write(Fixture.schedule([inf, wi]), to: "a/plan.json", in: dir)
        try write(Fixture.schedule([wi, inf]), to: "b/plan.json", in: dir)
        let first = try run(["convert", "--term", "WS2020", "a/plan.json"], in: dir)
        let second = try run(["convert", "--term", "WS2020", "b/plan.json"], in: dir)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(ICSFile(first.stdout).events.count, 1, "the two rows are one slot")
        XCTAssertEqual(ICSFile(first.stdout).uids, ICSFile(second.stdout).uids)
        XCTAssertEqual(first.stdout, second.stdout, "row order changed the calendar:\n\(ICSFile(first.stdout).events)\nvs\n\(ICSFile(second.stdout).events)")
    }

    func test_distinct_slots_keep_distinct_uids_and_changed_ids_keep_them() throws {
        let dir = try makeTemporaryDirectory()
        let rows = [
            Fixture.row(id: "1", label: "Statistik", day: "Montag", comment: "bis KW 45", room: "virt_1"),
            Fixture.row(id: "2", label: "Statistik", day: "Montag", comment: "ab KW 46", room: "FA007"),
            Fixture.row(id: "3", label: "Statistik", day: "Dienstag"),
        ]
        try write(Fixture.schedule(rows), to: "one/plan.json", in: dir)
        var renumbered = rows
        for i in renumbered.indices { renumbered[i]["id"] = "\(100 + i)" }
        try write(Fixture.schedule(renumbered.reversed()), to: "two/plan.json", in: dir)
        let first = try run(["convert", "--term", "WS2020", "one/plan.json"], in: dir)
        let second = try run(["convert", "--term", "WS2020", "two/plan.json"], in: dir)
        XCTAssertEqual(Set(ICSFile(first.stdout).uids).count, 3, "parallel slots need their own UIDs")
        XCTAssertEqual(first.stdout, second.stdout)
    }
}
