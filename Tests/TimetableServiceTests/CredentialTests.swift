import Foundation
import XCTest
@testable import TimetableService

/// Where passwords come from, and that they never show.
final class CredentialTests: XCTestCase {
    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("netrc-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func test_a_netrc_file_is_used_only_while_it_is_private() throws {
        let path = try temporaryFile("machine h login nina password secret\n")
        XCTAssertEqual(try CredentialResolver.resolve(user: nil, host: "h", environment: [:], netrcPath: path, homeDirectory: nil)?.user, "nina")
        for mode in [0o640, 0o604, 0o620, 0o666] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
            XCTAssertThrowsError(try CredentialResolver.resolve(user: nil, host: "h", environment: [:], netrcPath: path, homeDirectory: nil)) { error in
                XCTAssertTrue("\(error)".contains("chmod 600"), "\(error)")
                XCTAssertFalse("\(error)".contains("secret"))
            }
        }
        // A file without the service's password is never in the way, whatever its mode.
        XCTAssertNoThrow(try CredentialResolver.resolve(user: nil, host: "other", environment: [:], netrcPath: nil, homeDirectory: nil))
        XCTAssertEqual(try CredentialResolver.resolve(user: "nina", host: "h", environment: ["SEMESTERCAL_PASSWORD": "pw"], netrcPath: path,
                                                      homeDirectory: nil)?.user, "nina", "the environment's password needs no netrc")
    }

    func test_netrc_entries_defaults_quotes_comments_and_macros() throws {
        let netrc = try NetrcFile(parsing: """
            # comment line
            machine other.example login a password b
            macdef init
            cd /pub
            get file

            machine www.example.org
                login "max muster"
                password "#pa\\"ss word"
            default login anon password guest
            """, file: "n")
        XCTAssertEqual(netrc.entries.count, 3)
        let entry = try XCTUnwrap(netrc.entry(forHost: "WWW.example.org"))
        XCTAssertEqual(entry.login, "max muster")
        XCTAssertEqual(entry.password, "#pa\"ss word")
        XCTAssertEqual(netrc.entry(forHost: "unknown.example")?.login, "anon")
    }

    func test_netrc_errors_name_the_line_but_never_a_secret() {
        for text in ["machine h login x passwd hunter2", "login x", "machine h password"] {
            XCTAssertThrowsError(try NetrcFile(parsing: text, file: "f")) { error in
                XCTAssertFalse("\(error)".contains("hunter2"), "\(error)")
                XCTAssertTrue("\(error)".contains("netrc file f: line 1"), "\(error)")
            }
        }
    }

    func test_the_environment_password_goes_with_the_given_user() throws {
        let credentials = try CredentialResolver.resolve(user: "max", host: "h", environment: ["SEMESTERCAL_PASSWORD": "pw"],
                                                         netrcPath: nil, homeDirectory: nil)
        XCTAssertEqual(credentials?.user, "max")
        XCTAssertEqual(credentials?.authorizationHeaderValue, "Basic " + Data("max:pw".utf8).base64EncodedString())
        let fromVariable = try CredentialResolver.resolve(user: nil, host: "h", environment: ["SEMESTERCAL_USER": "eva", "SEMESTERCAL_PASSWORD": "pw"],
                                                          netrcPath: nil, homeDirectory: nil)
        XCTAssertEqual(fromVariable?.user, "eva")
    }

    func test_netrc_is_used_when_the_environment_has_no_password() throws {
        let path = try temporaryFile("machine h login max password fromfile\nmachine h2 login eva password other\n")
        XCTAssertEqual(try CredentialResolver.resolve(user: "max", host: "h", environment: [:], netrcPath: path, homeDirectory: nil)?.user, "max")
        XCTAssertEqual(try CredentialResolver.resolve(user: nil, host: "h2", environment: [:], netrcPath: path, homeDirectory: nil)?.user, "eva")
        // A login for someone else does not lend its password.
        XCTAssertThrowsError(try CredentialResolver.resolve(user: "max", host: "h2", environment: [:], netrcPath: path, homeDirectory: nil))
        XCTAssertThrowsError(try CredentialResolver.resolve(user: nil, host: "h3", environment: [:], netrcPath: path, homeDirectory: nil))
    }

    func test_home_netrc_is_optional_and_no_credentials_is_fine() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        XCTAssertNil(try CredentialResolver.resolve(user: nil, host: "h", environment: [:], netrcPath: nil, homeDirectory: home.path))
        try Data("machine h login max password pw\n".utf8).write(to: home.appendingPathComponent(".netrc"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: home.appendingPathComponent(".netrc").path)
        XCTAssertEqual(try CredentialResolver.resolve(user: nil, host: "h", environment: [:], netrcPath: nil, homeDirectory: home.path)?.user, "max")
    }

    func test_problems_are_explained_without_the_password() {
        XCTAssertThrowsError(try CredentialResolver.resolve(user: nil, host: "h", environment: ["SEMESTERCAL_PASSWORD": "pw123"], netrcPath: nil, homeDirectory: nil)) {
            XCTAssertTrue("\($0)".contains("no user name"), "\($0)")
            XCTAssertFalse("\($0)".contains("pw123"))
        }
        XCTAssertThrowsError(try CredentialResolver.resolve(user: "max", host: "h", environment: [:], netrcPath: "/nonexistent/netrc", homeDirectory: nil)) {
            XCTAssertTrue("\($0)".contains("/nonexistent/netrc: no such file"), "\($0)")
        }
        XCTAssertThrowsError(try ServiceCredentials(user: "a:b", password: "x"))
        XCTAssertThrowsError(try ServiceCredentials(user: "a", password: "x\r\nInjected: 1"))
    }

    func test_descriptions_and_dumps_hide_the_password() throws {
        let credentials = try ServiceCredentials(user: "max", password: "VerySecret")
        var dumped = ""
        dump(credentials, to: &dumped)
        for text in ["\(credentials)", String(reflecting: credentials), dumped, "\([credentials])"] {
            XCTAssertFalse(text.contains("VerySecret"), text)
            XCTAssertTrue(text.contains("max"), text)
        }
    }
}
