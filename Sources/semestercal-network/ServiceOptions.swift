import ArgumentParser
import SemesterCalCommands
import Foundation
import Workflows
import ICalendar
import SemesterCal
import TimetableService

/// Options every command that talks to the timetable service shares. Each may also come from
/// `semestercal.json` (`--config`); the command line wins. The password is never an option:
/// it comes from SEMESTERCAL_PASSWORD or a netrc file.
struct ServiceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read settings from this file (docs/config.md); options given here win.", valueName: "semestercal.json"))
    var config: String?

    @Option(help: "The term: WS2020 (winter 2020/21), SS2021, … or 'current'. The service answers for the season (tt=WS/SS); the term names the files.")
    var term: String?

    @Option(help: ArgumentHelp("The date 'current' is resolved on (YYYY-MM-DD); default: today in the profile's time zone.", valueName: "date"))
    var today: String?

    @Option(help: "An institution profile (JSON, docs/profile.md) for resolving 'current'; default: the built-in Hochschule Hof rules.")
    var profile: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The service's client.php address, e.g. https://host/soap/client.php (docs/fetch.md).", valueName: "url"))
    var baseURL: String?

    @Option(help: "Requests in flight at once (1–32; default 4).")
    var concurrency: Int?

    @Option(help: ArgumentHelp("Time limit of one attempt, in seconds (default 30).", valueName: "seconds"))
    var timeout: Double?

    @Option(help: "Retries after a 5xx or 429 answer, a timeout or a connection error (0–10; default 3), after the pause Retry-After asks for (up to 60 s). Other 4xx answers are not retried.")
    var retries: Int?

    @Option(name: .customLong("max-download-size"),
            help: ArgumentHelp("The largest answer accepted (unpacked), e.g. 8M, 500K (default 8M); a larger one is stopped, the previous download kept.", valueName: "size"))
    var maxDownloadSize: String?

    @Flag(name: .customLong("accept-shrink"),
          help: "Accept answers that take away more than half of a timetable's rows, or every coming change of a change feed (held back by default).")
    var acceptShrink = false

    @Option(help: "User name for HTTP basic auth; the password comes from SEMESTERCAL_PASSWORD or a netrc file, never from the command line.")
    var user: String?

    @Option(help: ArgumentHelp("A netrc file with the service's login (default: ~/.netrc when it exists).", valueName: "file"))
    var netrc: String?

    func validate() throws {
        if let concurrency, !FetchSettings.concurrencyRange.contains(concurrency) {
            throw ValidationError("--concurrency must be between 1 and 32, not \(concurrency).")
        }
        if let timeout, !(timeout > 0 && timeout <= 600) {
            throw ValidationError("--timeout must be more than 0 and at most 600 seconds, not \(timeout).")
        }
        if let retries, !FetchSettings.retriesRange.contains(retries) {
            throw ValidationError("--retries must be between 0 and 10, not \(retries).")
        }
        if let maxDownloadSize, ByteCount.parse(maxDownloadSize) == nil {
            throw ValidationError("--max-download-size needs a size such as 8M, 500K or 65536, not “\(maxDownloadSize)”.")
        }
    }

    /// The configuration file, if one was named.
    func loadConfig() throws -> SemesterCalConfig? {
        guard let config else { return nil }
        do {
            return try SemesterCalConfig.load(contentsOf: config)
        } catch {
            throw Problem(error.description)
        }
    }

    func loadProfile(config: SemesterCalConfig?) throws -> InstitutionProfile {
        guard let path = profile ?? config?.profile else { return .hochschuleHof }
        do {
            return try InstitutionProfile.load(contentsOf: path)
        } catch {
            throw Problem("\(error)")
        }
    }

    /// The term from `--term` or the config, with `current` resolved for `--today` or the clock.
    func resolveTerm(config: SemesterCalConfig?, profile: InstitutionProfile) throws -> Term {
        let choice: TermChoice
        if let term {
            guard let parsed = TermChoice(parsing: term) else {
                throw Problem("unknown term “\(term)”: use SS<year> for a summer term, WS<year> for the winter term starting in <year>, or current (e.g. --term WS2020)")
            }
            choice = parsed
        } else if let configured = config?.term {
            choice = configured
        } else {
            throw Problem("which term? Pass --term WS2020 (or SS2021, or current), or set \"term\" in semestercal.json")
        }
        return choice.resolve(today: try resolveToday(profile: profile), profile: profile)
    }

    /// `--today`, or today's date in the profile's time zone (read only for `current`).
    func resolveToday(profile: InstitutionProfile) throws -> CalendarDate {
        if let today {
            guard let date = CalendarDate(iso: today) else { throw Problem("--today needs a date as YYYY-MM-DD, not “\(today)”") }
            return date
        }
        return DisplayZone.today(in: profile.timeZone, now: Int(Date().timeIntervalSince1970))
    }

    /// The client and fetcher: address, credentials, time limit, retries, concurrency.
    /// `log`: where a warning about credentials sent unencrypted goes.
    func makeFetcher(config: SemesterCalConfig?, log: NoticeLog) throws -> ServiceFetcher {
        let base: ServiceBaseURL
        do {
            if let baseURL {
                base = try ServiceBaseURL(parsing: baseURL)
            } else if let configured = config?.baseURL {
                base = configured
            } else {
                throw Problem("no service address: pass --base-url https://…/client.php or set \"baseURL\" in semestercal.json (docs/fetch.md)")
            }
        } catch let error as ServiceSetupError {
            throw Problem(error.description)
        }
        let credentials: ServiceCredentials?
        do {
            credentials = try CredentialResolver.resolve(user: user ?? config?.user, host: base.host,
                                                         environment: ProcessInfo.processInfo.environment,
                                                         netrcPath: netrc, homeDirectory: ProcessInfo.processInfo.environment["HOME"])
        } catch {
            throw Problem(error.description)
        }
        if let credentials, base.isUnencryptedOverNetwork {
            log.warn(.credentials, "the password of \(credentials.user) goes to \(base.host) over plain http://, readable by anyone "
                + "on the way: use the service's https:// address")
        }
        let settings = config?.fetch ?? FetchSettings()
        let seconds = timeout ?? settings.timeoutSeconds ?? 30
        let client = ServiceClient(base: base, credentials: credentials, timeout: .milliseconds(Int64((seconds * 1000).rounded())),
                                   retry: RetryPolicy(maxRetries: retries ?? settings.retries ?? 3),
                                   maxBodyBytes: maxDownloadSize.flatMap(ByteCount.parse) ?? settings.maxDownloadBytes ?? ServiceClient.defaultMaxBodyBytes)
        let shrinkGuard = ShrinkGuard(today: try resolveToday(profile: try loadProfile(config: config)), accept: acceptShrink)
        return ServiceFetcher(client: client, concurrency: concurrency ?? settings.concurrency ?? 4, shrinkGuard: shrinkGuard)
    }
}
