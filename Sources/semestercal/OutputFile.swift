import Foundation

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
        let first = safeName(for: input, extension: ext)
        guard used.contains(first) else { return first }
        let stem = String(first.dropLast(ext.count + 1))
        var n = 2
        while used.contains("\(stem)-\(n).\(ext)") { n += 1 }
        return "\(stem)-\(n).\(ext)"
    }

    static func safeName(for input: String, extension ext: String) -> String {
        var base = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        if input == "-" || input == "stdin" { base = "stdin" }
        let spelled = base.replacingOccurrences(of: "ä", with: "ae").replacingOccurrences(of: "ö", with: "oe")
            .replacingOccurrences(of: "ü", with: "ue").replacingOccurrences(of: "Ä", with: "Ae")
            .replacingOccurrences(of: "Ö", with: "Oe").replacingOccurrences(of: "Ü", with: "Ue")
            .replacingOccurrences(of: "ß", with: "ss")
        var name = ""
        for scalar in spelled.unicodeScalars {
            let c = Character(scalar)
            if scalar.isASCII, c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." {
                name.append(c)
            } else if name.last != "_" {
                name.append("_")
            }
        }
        while name.hasPrefix(".") || name.hasPrefix("_") || name.hasPrefix("-") { name.removeFirst() }
        while name.hasSuffix("_") || name.hasSuffix(".") { name.removeLast() }
        if name.isEmpty { name = "calendar" }
        return String(name.prefix(120)) + "." + ext
    }
}
