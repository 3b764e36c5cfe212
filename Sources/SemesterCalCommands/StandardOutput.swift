import Foundation
import Workflows

package enum StandardOutput {
    /// Writes all of `data`, or throws why not (a full disk behind a redirection): for a report
    /// that is taken out of the outbox only once it is out.
    package static func writeChecked(_ data: Data) throws {
        do { try OutputFile.writeAll(Array(data), to: STDOUT_FILENO) } catch let problem as Problem {
            throw Problem("cannot write the report to standard output: \(problem.description)", kind: .fileSystem)
        }
    }

    package static func write(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// The bytes are lent to `Data` for the write, not copied (a calendar can be 50 MB).
    package static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
        }
    }
}
