import Foundation

/// Where the password comes from: never the command line. In this order:
///
/// 1. the environment variable `SEMESTERCAL_PASSWORD`, for the user given with `--user`
///    (or `"user"` in `semestercal.json`, or the variable `SEMESTERCAL_USER`);
/// 2. a netrc file — the one given with `--netrc FILE`, else `~/.netrc` if it exists — whose
///    `machine` entry for the service's host (or `default` entry) has that login, or any login
///    when no user was given. Its password is used only when the file is private (see
///    `NetrcFile.checkPrivate`), as ftp clients insist.
///
/// Without a user and without a netrc entry, requests are sent without credentials.
public enum CredentialResolver {
    public static let passwordVariable = "SEMESTERCAL_PASSWORD"
    public static let userVariable = "SEMESTERCAL_USER"

    /// - Parameters:
    ///   - user: the user name from the command line or config file, if any.
    ///   - host: the service's host name, looked up in the netrc file.
    ///   - environment: the process environment.
    ///   - netrcPath: a netrc file the user named (it must exist); nil to use `~/.netrc` if present.
    ///   - homeDirectory: where to look for `.netrc` when `netrcPath` is nil.
    public static func resolve(user: String?, host: String, environment: [String: String], netrcPath: String?,
                               homeDirectory: String?) throws(ServiceSetupError) -> ServiceCredentials? {
        let user = user ?? environment[userVariable].flatMap { $0.isEmpty ? nil : $0 }
        let envPassword = environment[passwordVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let user, let envPassword { return try ServiceCredentials(user: user, password: envPassword) }

        var netrc: NetrcFile?
        var netrcName = "~/.netrc"
        var netrcFile: String?
        if let netrcPath {
            netrc = try NetrcFile(contentsOf: netrcPath)
            netrcName = netrcPath
            netrcFile = netrcPath
        } else if let homeDirectory {
            let path = URL(fileURLWithPath: homeDirectory).appendingPathComponent(".netrc").path
            if FileManager.default.fileExists(atPath: path) {
                netrc = try NetrcFile(contentsOf: path)
                netrcFile = path
            }
        }
        let entry = netrc?.entry(forHost: host)

        if let user {
            if let entry, let password = entry.password, entry.login == nil || entry.login == user {
                if let netrcFile { try NetrcFile.checkPrivate(netrcFile) }
                return try ServiceCredentials(user: user, password: password)
            }
            throw .credentials("no password for user “\(user)” on \(host): set the environment variable \(passwordVariable), "
                + "or add “machine \(host) login \(user) password …” to \(netrcName)")
        }
        if envPassword != nil {
            throw .credentials("\(passwordVariable) is set but no user name is given: pass --user NAME (or set \(userVariable))")
        }
        if let entry, let login = entry.login, let password = entry.password {
            if let netrcFile { try NetrcFile.checkPrivate(netrcFile) }
            return try ServiceCredentials(user: login, password: password)
        }
        if netrcPath != nil {
            throw .credentials("\(netrcName) has no “machine \(host)” (or “default”) entry with a login and a password")
        }
        return nil
    }
}
