import Foundation
import XCTest

/// The calendars `convert` writes stay byte for byte what they were when this test was made
/// (issue 12: speed work must not change a byte). Every output file of `convert --output-dir`
/// on the bundled samples and on both terms of the Hof corpus is recorded in
/// `OutputFingerprints.txt` by name, size and 64-bit FNV-1a hash.
///
/// A change that is meant to change the output records the new fingerprints with
/// `SEMESTERCAL_RECORD_FINGERPRINTS=1 swift test --filter OutputFingerprintTests`; the diff of
/// the text file then shows which calendars changed, and the commit says why.
final class OutputFingerprintTests: CLITestCase {
    private static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("OutputFingerprints.txt")

    /// (name of the run, arguments): the samples always, the corpus when ../shared is there.
    private func runs() -> [(String, [String])] {
        var runs = [("samples", ["--term", "WS2020"] + Samples.paths)]
        let corpus = CLIRunner.projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/hof-2020")
        if let files = try? FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            for term in ["SS2020", "WS2020"] {
                let prefix = term.hasPrefix("SS") ? "SS_" : "WS_"
                let inputs = files.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
                runs.append(("corpus-\(term)", ["--term", term] + inputs.map { corpus.appendingPathComponent($0).path }))
            }
        }
        return runs
    }

    func test_convert_writes_the_recorded_bytes() throws {
        let work = try makeTemporaryDirectory()
        var lines: [String] = []
        for (name, arguments) in runs() {
            let folder = work.appendingPathComponent(name)
            let result = try run(["convert", "--output-dir", folder.path] + arguments)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            for file in contents(of: folder) {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
                lines.append("\(name)/\(file) \(bytes.count) \(Self.fnv1a(bytes))")
            }
        }
        let actual = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["SEMESTERCAL_RECORD_FINGERPRINTS"] == "1" {
            try Data(actual.utf8).write(to: Self.manifest)
            return
        }
        var recorded = try String(decoding: Data(contentsOf: Self.manifest), as: UTF8.self).split(separator: "\n").map(String.init)
        if !runs().contains(where: { $0.0.hasPrefix("corpus") }) {
            recorded.removeAll { $0.hasPrefix("corpus-") }  // a fresh clone has no ../shared
        }
        XCTAssertGreaterThan(lines.count, 3)
        let missing = recorded.filter { !lines.contains($0) }, unexpected = lines.filter { !recorded.contains($0) }
        XCTAssertTrue(missing.isEmpty && unexpected.isEmpty,
                      "output differs from OutputFingerprints.txt:\nrecorded, not written now:\n\(missing.joined(separator: "\n"))\nwritten now, not recorded:\n\(unexpected.joined(separator: "\n"))")
    }

    /// 64-bit FNV-1a, in hex: enough to notice a changed byte, and needs no library.
    private static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
