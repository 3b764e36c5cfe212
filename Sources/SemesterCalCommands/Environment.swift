#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables, read one at a time: `ProcessInfo.environment` builds a dictionary of
/// all of them on every call (half a million instructions at the start of every command).
enum Environment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
