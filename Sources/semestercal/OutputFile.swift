import Foundation
import SemesterCal

/// Writes files atomically: the bytes go to a temporary file in the target's
/// directory, which is then renamed over the target. A failed or interrupted
/// run leaves the previous file untouched and no half-written file behind.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
                throw CLIError("cannot write \(path): cannot create a file in \(directory.path)")
            }
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CLIError("cannot write \(path): \(reason)")
            }
        } catch let error as CLIError {
            throw error
        }
    }

    /// A file name derived from an input's name that is safe in any directory:
    /// no path, no leading dot, only letters, digits, `-`, `_` and `.`; umlauts spelled out.
    /// `safeName`, made unique among `used` by a `-2`, `-3`, … before the extension.
    static func uniqueName(for input: String, extension ext: String, avoiding used: Set<String>) -> String {
        SafeFileName.unique(safeName(for: input, extension: ext), extension: ext, avoiding: used)
    }

    /// The naming rules live in the library (`SafeFileName`), shared with `fetch`; a
    /// `NAME.schedule.json` download gives `NAME.ics`.
    static func safeName(for input: String, extension ext: String) -> String {
        SafeFileName.forInput(input, extension: ext)
    }
}
