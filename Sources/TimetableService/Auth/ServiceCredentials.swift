import Foundation

/// A user name and password for HTTP basic auth. The password never appears in any
/// description, mirror or message: `print`, `dump` and string interpolation show
/// `user NAME (password hidden)`.
public struct ServiceCredentials: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let user: String
    private let password: String

    /// - Throws: `ServiceSetupError.credentials` for an empty user name, a user name with `:`
    ///   (basic auth cannot carry it), or a line break or control character in either part.
    public init(user: String, password: String) throws(ServiceSetupError) {
        guard !user.isEmpty else { throw .credentials("the user name is empty") }
        guard !user.contains(":") else { throw .credentials("the user name “\(TextChecks.printable(user, limit: 40))” contains “:”, which HTTP basic auth cannot send") }
        for (part, text) in [("user name", user), ("password", password)]
        where text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .credentials("the \(part) contains a line break or control character")
        }
        self.user = user
        self.password = password
    }

    /// `Basic base64(user:password)`.
    var authorizationHeaderValue: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    /// Whether `text` contains the password (for tests and for scrubbing messages); false for an empty password.
    public func revealsPassword(in text: String) -> Bool {
        !password.isEmpty && (text.contains(password) || text.contains(authorizationHeaderValue.dropFirst(6)))
    }

    public var description: String { "user \(user) (password hidden)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["user": user, "password": "(hidden)"]) }
}
