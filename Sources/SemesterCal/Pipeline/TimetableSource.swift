import Foundation

/// One input: a file name (for messages and output names) and its bytes.
public struct TimetableSource: Sendable {
    public let name: String
    public let data: Data

    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}
