import Foundation

/// File names that are safe in any directory: no path, no leading dot, only ASCII letters,
/// digits, `-`, `_` and `.`; umlauts spelled out (`ä` → `ae`, `ß` → `ss`); at most 120
/// characters before the extension. Shared by `convert --output-dir` (a calendar per input)
/// and `fetch` (a download per course and semester), so both name files the same way.
public enum SafeFileName {
    /// The part of an input's name that names its outputs: the last path component without
    /// its extension, and without a `.schedule` before it — so `WS2020_Inf_1.schedule.json`
    /// (a `fetch` download) and `WS2020_Inf_1.json` both give `WS2020_Inf_1`.
    /// `-` and `stdin` give `stdin`.
    public static func inputStem(_ input: String) -> String {
        if input == "-" || input == "stdin" { return "stdin" }
        var base = URL(fileURLWithPath: input, isDirectory: false).deletingPathExtension().lastPathComponent
        if base.hasSuffix(".schedule"), base.count > ".schedule".count { base.removeLast(".schedule".count) }
        return base
    }

    /// `inputStem(input)`, made safe, with `.ext` appended: `SS_BW dual_2.json` → `SS_BW_dual_2.ics`.
    public static func forInput(_ input: String, extension ext: String) -> String {
        stem(inputStem(input), fallback: "calendar") + "." + ext
    }

    /// `name` (which ends in `.ext`), made unique among `used` by `-2`, `-3`, … before the extension.
    public static func unique(_ name: String, extension ext: String, avoiding used: Set<String>) -> String {
        guard used.contains(name) else { return name }
        let stem = String(name.dropLast(ext.count + 1))
        var n = 2
        while used.contains("\(stem)-\(n).\(ext)") { n += 1 }
        return "\(stem)-\(n).\(ext)"
    }

    /// Any text made safe as a file name's stem: umlauts spelled out, every run of other
    /// characters replaced by one `_`, no leading `.`, `_` or `-`, no trailing `_` or `.`,
    /// at most 120 characters; `fallback` when nothing is left.
    public static func stem(_ text: String, fallback: String) -> String {
        // ASCII text holds no umlaut (nor anything canonically equivalent to one): nothing to spell out.
        let spelled = text.utf8.allSatisfy({ $0 < 0x80 }) ? text
            : text.replacingOccurrences(of: "ä", with: "ae").replacingOccurrences(of: "ö", with: "oe")
                .replacingOccurrences(of: "ü", with: "ue").replacingOccurrences(of: "Ä", with: "Ae")
                .replacingOccurrences(of: "Ö", with: "Oe").replacingOccurrences(of: "Ü", with: "Ue")
                .replacingOccurrences(of: "ß", with: "ss")
        var name = ""
        for scalar in spelled.unicodeScalars {
            // The ASCII letters and digits are exactly the ASCII characters that are letters or numbers.
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "." {
                name.unicodeScalars.append(scalar)
            } else if name.last != "_" {
                name.append("_")
            }
        }
        while name.hasPrefix(".") || name.hasPrefix("_") || name.hasPrefix("-") { name.removeFirst() }
        while name.hasSuffix("_") || name.hasSuffix(".") { name.removeLast() }
        if name.isEmpty { name = fallback }
        return String(name.prefix(120))
    }
}
