/// Something the service did wrong or the download could not do: what kind of thing (`Kind`:
/// `FetchFailureKind` for a download, `ResponseProblemKind` for an answer that was not believed),
/// the HTTP status where there is one, and the reason as one line for the operator.
public struct ServiceProblem<Kind: Hashable & Sendable>: Error, Equatable, Sendable, CustomStringConvertible {
    public let kind: Kind
    /// The HTTP status, for a `status` kind.
    public let statusCode: Int?
    public let reason: String

    public init(kind: Kind, statusCode: Int? = nil, reason: String) {
        self.kind = kind
        self.statusCode = statusCode
        self.reason = reason
    }

    public var description: String { reason }
}
