import ArgumentParser
import Foundation
import ICalendar
import SemesterCal

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write the timetable as an iCalendar (.ics) file.",
        discussion: """
            All inputs go into one calendar (standard output, or -o FILE), or with --output-dir \
            into one calendar per input file. A summary goes to standard error; rows whose \
            comments could not be read are listed there and marked in the calendar. \
            Exit status: 0 on success, 2 on bad input (nothing is written then).
            """
    )

    @OptionGroup var planning: PlanningOptions

    @Option(name: [.short, .long], help: "Write the calendar to this file instead of standard output.")
    var output: String?

    @Option(help: "Write one calendar per input file into this directory (created if missing).")
    var outputDir: String?

    @OptionGroup var calendarOptions: CalendarOptions

    @Option(help: ArgumentHelp("With --output-dir: the folder's public https address; index.html then has webcal:// subscribe links.", valueName: "url"))
    var baseURLForLinks: String?

    func validate() throws {
        if output != nil, outputDir != nil { throw ValidationError("Use either --output or --output-dir, not both.") }
        if baseURLForLinks != nil, outputDir == nil { throw ValidationError("--base-url-for-links needs --output-dir.") }
    }

    func run() throws {
        try Diagnostics.run {
            try planning.checkNotAnInput(output)
            let linkBase = try baseURLForLinks.map { text in
                do throws(CalendarLinkBase.Problem) { return try CalendarLinkBase(parsing: text) } catch { throw CLIError("--base-url-for-links: \(error)") }
            }
            let (plans, groups, planner) = try planInputs()
            let stamp = try Timestamp.dtstamp(default: planner.period.firstDay)
            PlanningOptions.warnAboutUnmatchedChanges(plans)
            // The summary's counts are taken now: each plan is let go as soon as its calendar is
            // made (together they are the most a run holds).
            let counts = ConversionSummary(plans: plans, eventsWritten: 0)
            for plan in plans { PlanningOptions.warnAboutUncertainRows(plan) }
            let titles = zip(groups, plans).map { group, plan in
                calendarOptions.name ?? Self.defaultTitle(inputs: group, plan: plan, profile: planner.profile)
            }

            // Each calendar goes to a temporary file as soon as it is made; only once all are made
            // and flushed are they renamed over their targets: a failure leaves nothing half done.
            let batch = OutputFile.Batch()
            let paths: [String?]
            var index: [CalendarIndexPage.Entry] = []
            if let outputDir {
                do {
                    try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true)
                } catch {
                    throw CLIError("cannot create the output directory \(outputDir): \(InputFile.reason(error))")
                }
                var usedNames = Set<String>()
                // Paths are joined without asking the file system whether they name directories.
                let directory = URL(fileURLWithPath: outputDir, isDirectory: true)
                paths = groups.indices.map { i in
                    let fileName = OutputFile.uniqueName(for: groups[i][0], extension: "ics", avoiding: usedNames)
                    usedNames.insert(fileName)
                    index.append(CalendarIndexPage.Entry(fileName: fileName, title: titles[i]))
                    return directory.appendingPathComponent(fileName, isDirectory: false).path
                }
            } else {
                paths = [output]
            }
            // Standard output gets the calendar only once all of it is made (nothing on a failure).
            let standardOutput = Collector<[UInt8]>()
            let events = try Self.writeCalendars(of: Handover(consume plans), titles: titles, planner: planner, stamp: stamp,
                                                 reminders: calendarOptions.reminder) { i, write in
                if let path = paths[i] {
                    try batch.add(to: path, order: i) { fd in try write { try OutputFile.writeAll($0, to: fd) } }
                } else {
                    try write { standardOutput.append($0) }
                }
            }
            for part in standardOutput.items { Self.writeToStandardOutput(part) }
            if let outputDir {
                // A page listing the calendars with download (and, given the address, subscribe) links.
                let page = CalendarIndexPage(title: "\(planner.profile.name) – \(planner.term.displayName)", entries: index,
                                             linkBase: linkBase, language: planner.profile.language)
                try batch.add([Array(page.html().utf8)],
                              to: URL(fileURLWithPath: outputDir, isDirectory: true).appendingPathComponent(CalendarIndexPage.fileName, isDirectory: false).path,
                              order: groups.count)
            }
            try batch.commit()
            Diagnostics.note(counts.withEventsWritten(events.reduce(0, +)).description)
        }
    }

    /// Reads and plans the inputs, one plan per calendar: with --output-dir each input is its own
    /// calendar. The inputs' names come back with the plans, but not their bytes, which are let
    /// go here (a timetable of 100,000 rows is 30 MB).
    private func planInputs() throws -> (plans: [TimetablePlan], inputNames: [[String]], planner: LecturePlanner) {
        let (sources, feeds, planner) = try planning.prepare()
        let groups = outputDir == nil ? [sources] : sources.map { [$0] }
        let names = groups.map { $0.map(\.name) }
        // Several timetables are planned on all cores at once; each thread keeps one memo for
        // the timetables it plans, and the threads share the comments' readings (all timetables
        // of a run have the same term). Each input is let go once it is planned.
        let inputs = Handover(consume groups)
        let memo = planner.makeMemo()
        let results = Parallel.map(names.count, state: { memo.sibling() }) { memo, i in
            Result { () throws(TimetableError) in
                try TimetablePlan.make(sources: inputs.take(i), changeFeeds: feeds, planner: planner, memo: &memo)
            }
        }
        // The first input that cannot be read, in the inputs' order (as when planned one by one).
        let plans = try results.map { result in
            do throws(TimetableError) { return try result.get() } catch { throw CLIError(error.description) }
        }
        return (plans, names, planner)
    }

    /// Makes the calendar of each plan (several at once on all cores) and has `store` write it:
    /// `store(i, write)` calls `write` with an output for the parts of calendar `i`, which it
    /// hands over in order as they are made. Returns the number of events of each. Each plan is
    /// let go as soon as its calendar is written. A failure is the first in the plans' order, as
    /// when they are made one by one.
    private static func writeCalendars(
        of plans: Handover<TimetablePlan>, titles: [String], planner: LecturePlanner, stamp: LocalDateTime, reminders: [Int],
        store: @Sendable (Int, _ write: (@Sendable ([UInt8]) throws -> Void) throws -> Void) throws -> Void
    ) throws -> [Int] {
        let results = Parallel.map(titles.count) { i in
            Result { () throws(CLIError) in
                let plan = plans.take(i)
                let exporter = CalendarExporter(profile: planner.profile, calendarName: titles[i], timestamp: stamp,
                                                reminderMinutes: reminders)
                var events = 0
                do {
                    try store(i) { output in events = try exporter.writeCalendar(for: plan.lectures, changes: plan.changes, to: output) }
                } catch let error as TimeZoneError {
                    throw CLIError(error.description)
                } catch {
                    throw error as? CLIError ?? CLIError("\(error)")
                }
                return events
            }
        }
        return try results.map { try $0.get() }
    }

    /// The bytes are lent to `Data` for the write, not copied (a calendar can be 50 MB).
    private static func writeToStandardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
        }
    }

    static func defaultTitle(sources: [TimetableSource], plan: TimetablePlan, profile: InstitutionProfile) -> String {
        defaultTitle(inputs: sources.map(\.name), plan: plan, profile: profile)
    }

    /// `inputs`: the names of the calendar's input files.
    static func defaultTitle(inputs: [String], plan: TimetablePlan, profile: InstitutionProfile) -> String {
        if inputs.count == 1, inputs[0] != "stdin" {
            return "\(SafeFileName.inputStem(inputs[0])) – \(plan.term.displayName)"
        }
        return "\(profile.name) – \(plan.term.displayName)"
    }
}
