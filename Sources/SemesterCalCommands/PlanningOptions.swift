import ArgumentParser
import Foundation
import Workflows
import ICalendar
import SemesterCal
#if canImport(Glibc)
import Glibc
#endif

/// Options every planning command shares: inputs, term, profile, lecture-free days.
struct PlanningOptions: ParsableArguments {
    @Argument(help: "Timetable JSON files (the service's schedule or myschedule answers); - reads standard input.")
    var files: [String]

    @Option(help: "The term: SS2020, WS2020 (= winter 2020/21); also WS2020/21, WS20, SoSe 2020, WiSe 2020/21.")
    var term: String?

    @Option(help: "Override the term's first lecture day (YYYY-MM-DD).")
    var termStart: String?

    @Option(help: "Override the term's last lecture day (YYYY-MM-DD).")
    var termEnd: String?

    @Option(help: "An institution profile (JSON, see docs/profile.md) replacing the built-in Hochschule Hof rules.")
    var profile: String?

    @Option(name: .customLong("changes"), help: ArgumentHelp("A change feed (the service's f=Changes answer): moved, cancelled and room-changed occurrences. Repeatable.", valueName: "file"))
    var changeFeeds: [String] = []

    @Option(help: "Lecture-free days: 'profile' removes the profile's public holidays and breaks from recurring series; 'none' keeps every date.")
    var holidays: HolidayMode = .profile

    enum HolidayMode: String, NamedValueOption {
        case profile, none
    }

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one timetable file (or - for standard input).") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input (-) can be read only once.") }
    }

    /// Bad dates are bad input (exit 2, one line), like every other value the user gives.
    func checkDates() throws {
        for (name, value) in [("--term-start", termStart), ("--term-end", termEnd)] {
            if let value, CalendarDate(iso: value) == nil {
                throw Problem("\(name) needs a date as YYYY-MM-DD, not “\(value)”")
            }
        }
    }

    func loadProfile() throws -> InstitutionProfile {
        guard let profile else { return .hochschuleHof }
        do {
            return try InstitutionProfile.load(contentsOf: profile)
        } catch {
            throw Problem("\(error)")
        }
    }

    /// The term, or an error that says how to pass it and which term the data looks like.
    func resolveTerm(sources: [TimetableSource]) throws -> Term {
        if let term {
            guard let parsed = Term(parsing: term) else {
                throw Problem("unknown term “\(term)”: use SS<year> for a summer term or WS<year> for the winter term starting in <year> (e.g. --term SS2020, --term WS2020 for 2020/21)")
            }
            return parsed
        }
        var message = "which term? Dates depend on it and are never taken from today's date. Pass --term SS<year> or --term WS<year> (winter <year>/<year+1>)"
        if let likely = Planning.likelyTerm(of: sources) {
            message += "; this data most likely belongs to \(likely.displayName): --term \(likely.code)"
        }
        throw Problem(message)
    }

    func makePlanner(term: Term) throws -> LecturePlanner {
        var profile = try loadProfile()
        if termStart != nil || termEnd != nil {
            do {
                profile = try profile.checkedOverride(for: term, firstDay: termStart.flatMap { CalendarDate(iso: $0) },
                                                      lastDay: termEnd.flatMap { CalendarDate(iso: $0) })
            } catch {
                throw Problem("--term-start/--term-end: \(error)")
            }
        }
        return LecturePlanner(term: term, profile: profile, appliesLectureFreeDays: holidays == .profile)
    }

    /// Reads the inputs and sets up the planner: the shared first half of every command.
    func prepare(command: String) throws -> (sources: [TimetableSource], feeds: [TimetableSource], planner: LecturePlanner) {
        try checkDates()
        let (sources, feeds) = try Planning.readInputs(files: files, changeFeeds: changeFeeds, command: command)
        let term = try resolveTerm(sources: sources)
        return (sources, feeds, try makePlanner(term: term))
    }

    /// Never write over an input: `convert plan.json -o plan.json` would destroy the data. The same
    /// file by any name (`./plan.json`, a symbolic or a hard link) is the same file to the file
    /// system, whatever the spelling; an output that does not exist yet is no input.
    func checkNotAnInput(_ output: String?) throws {
        guard let output, let target = FileIdentity(path: output) else { return }
        for input in files + changeFeeds where input != "-" && FileIdentity(path: input) == target {
            throw Problem("the output \(output) is also an input; refusing to overwrite it")
        }
    }
}

/// A file as the file system knows it (device and inode), whatever name it is reached by.
private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// Nil when nothing is at `path` (or it cannot be examined).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
