import Foundation
import XCTest

/// Every shell recipe of README.md and docs/ runs as written, on the bundled samples: a recipe
/// that stops working (like `--changes DIR/*.json` with two feeds once did) fails here.
///
/// Each ```sh block runs with bash in a fresh folder laid out as the recipes assume: `samples/`,
/// `timetable/` as `fetch` fills it (`*.schedule.json`, `*.changes.json`), `report.json` (a saved
/// JSON report) and `$HOME/stundenplan/` for the cron script. `semestercal` on the PATH is the
/// built binary. Three rewrites, and only these: `swift run semestercal` → `semestercal`, `bash
/// scripts/test.sh` → nothing (this test runs inside it), `/usr/sbin/sendmail` → a stand-in that
/// keeps the message. A block that cannot run here (it needs the timetable service, or takes
/// minutes) is preceded by `<!-- recipe: not run: REASON -->`; every other block must exit 0 with
/// no error line.
final class RecipeTests: CLITestCase {
    struct Recipe {
        let file: String
        let line: Int
        let script: String
        let skipReason: String?
    }

    static func recipes() throws -> [Recipe] {
        let root = CLIRunner.projectRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        var found: [Recipe] = []
        for file in ["README.md"] + docs {
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                guard ["```sh", "```bash"].contains(lines[i].trimmingCharacters(in: .whitespaces)) else { i += 1; continue }
                let start = i
                var body: [String] = []
                i += 1
                while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces) != "```" { body.append(lines[i]); i += 1 }
                let marker = start > 0 ? lines[start - 1].trimmingCharacters(in: .whitespaces) : ""
                var reason: String?
                if marker.hasPrefix("<!-- recipe: not run:"), marker.hasSuffix("-->") {
                    reason = String(marker.dropFirst("<!-- recipe: not run:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
                }
                found.append(Recipe(file: file, line: start + 1, script: body.joined(separator: "\n"), skipReason: reason))
                i += 1
            }
        }
        return found
    }

    static func rewritten(_ script: String) -> String {
        script.replacingOccurrences(of: "swift run semestercal", with: "semestercal")
            .replacingOccurrences(of: "bash scripts/test.sh", with: ": scripts/test.sh runs this test")
            .replacingOccurrences(of: "/usr/sbin/sendmail", with: "sendmail")
    }

    /// A folder laid out as the recipes expect.
    private func sandbox() throws -> URL {
        let dir = try makeTemporaryDirectory()
        let fm = FileManager.default
        let bin = dir.appendingPathComponent(".bin")
        try fm.createDirectory(at: bin, withIntermediateDirectories: true)
        try fm.createSymbolicLink(at: bin.appendingPathComponent("semestercal"), withDestinationURL: CLIRunner.executable)
        try write(Data("#!/bin/sh\ncat > \"$HOME/.sent-$$.eml\"\n".utf8), to: ".bin/sendmail", in: dir)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("sendmail").path)
        let feed = try Data(contentsOf: Samples.directory.appendingPathComponent("changes/WS2020_Informatik_1.changes.json"))
        for name in Samples.names {
            try write(try Samples.data(name), to: "samples/\(name)", in: dir)
            try write(try Samples.data(name), to: "timetable/\(name.replacingOccurrences(of: ".json", with: ".schedule.json"))", in: dir)
        }
        try write(feed, to: "samples/changes/WS2020_Informatik_1.changes.json", in: dir)
        try write(feed, to: "timetable/WS2020_Informatik_1.changes.json", in: dir)
        try write(Fixture.json(["changes": []]), to: "timetable/WS2020_Wirtschaftsinformatik_1.changes.json", in: dir)
        try write(try Samples.data("WS2020_Informatik_1.json"), to: "stundenplan/informatik.json", in: dir)
        try write(feed, to: "stundenplan/informatik.changes.json", in: dir)
        let old = dir.appendingPathComponent("old.ics").path, new = dir.appendingPathComponent("new.ics").path
        XCTAssertEqual(try run(["convert", "--term", "WS2020", Samples.paths[0], "-o", old]).status, 0)
        XCTAssertEqual(try run(["convert", "--term", "WS2020", Samples.paths[0], "--changes", dir.appendingPathComponent("timetable/WS2020_Informatik_1.changes.json").path, "-o", new]).status, 0)
        let report = try run(["diff", old, new, "--format", "json"])
        try write(report.stdout, to: "report.json", in: dir)
        return dir
    }

    func test_the_recipes_are_found_and_every_skip_says_why() throws {
        let recipes = try Self.recipes()
        XCTAssertTrue(recipes.contains { $0.file == "README.md" && $0.script.contains("convert --term WS2020 --output-dir out samples/*.json") })
        XCTAssertTrue(recipes.contains { $0.file == "docs/fetch.md" && $0.skipReason == nil && $0.script.contains("--changes timetable/*.changes.json") },
                      "the fetch-then-convert recipe runs (its fetch half is the skipped block)")
        for recipe in recipes where recipe.skipReason != nil {
            XCTAssertFalse(recipe.skipReason!.isEmpty, "\(recipe.file):\(recipe.line): a skipped recipe says why")
        }
        XCTAssertGreaterThanOrEqual(recipes.filter { $0.skipReason == nil }.count, 5)
    }

    func test_every_recipe_runs_as_written() throws {
        for recipe in try Self.recipes() {
            guard recipe.skipReason == nil else { continue }
            if recipe.script.contains("jq "), !FileManager.default.isExecutableFile(atPath: "/usr/bin/jq") {
                print("RecipeTests: \(recipe.file):\(recipe.line) not run: jq is not installed")
                continue
            }
            let dir = try sandbox()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", Self.rewritten(recipe.script)]
            process.currentDirectoryURL = dir
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = dir.appendingPathComponent(".bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["HOME"] = dir.path
            environment.removeValue(forKey: "SOURCE_DATE_EPOCH")
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let place = "\(recipe.file):\(recipe.line)"
            XCTAssertEqual(process.terminationStatus, 0, "\(place) exited \(process.terminationStatus)\n\(errors)\(output.prefix(2000))")
            XCTAssertFalse(errors.contains("error:"), "\(place):\n\(errors)")
        }
    }
}
