import Foundation

/// Why `MailReportRenderer` refused to build a message. Each case names the offending input,
/// so the CLI can print it as is.
public enum MailReportError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// A `From` or `To` address is not usable: the input and what is wrong with it.
    case invalidAddress(String, reason: String)
    /// `to` was empty.
    case noRecipients
    /// The attachment's file name is empty or contains control characters.
    case invalidFilename(String)

    /// One line, e.g. `invalid mail address "a@b\nBcc: x@y": contains a line break (header injection)`.
    public var description: String {
        switch self {
        case let .invalidAddress(address, reason): return "invalid mail address \(quoted(address)): \(reason)"
        case .noRecipients: return "no mail recipient given"
        case let .invalidFilename(name): return "invalid attachment file name \(quoted(name)): empty or contains control characters"
        }
    }

    /// The same as `description`.
    public var errorDescription: String? { description }

    /// The input in quotes with control characters made visible (`\n`, `\r`, `\u{…}`).
    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\"": out += "\\\""
            case _ where scalar.properties.generalCategory == .control:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
