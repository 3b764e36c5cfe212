import Foundation

enum StandardOutput {
    static func write(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// The bytes are lent to `Data` for the write, not copied (a calendar can be 50 MB).
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
        }
    }
}
