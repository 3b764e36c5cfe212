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
            var (plans, groups, planner) = try planInputs()
            let stamp = try Timestamp.dtstamp(default: planner.period.firstDay)
            PlanningOptions.warnAboutUnmatchedChanges(plans.compactMap { $0 })
            // The summary's counts are taken now: each plan is let go as soon as its calendar is
            // written (together they are the most a run holds).
            let counts = ConversionSummary(plans: plans.compactMap { $0 }, eventsWritten: 0)

            // Render every calendar before writing any: a failure leaves nothing half done.
            var outputs: [(path: String?, bytes: [UInt8])] = []
            var events = 0
            var usedNames = Set<String>()
            var index: [CalendarIndexPage.Entry] = []
            for (i, group) in groups.enumerated() {
                // Each plan is let go once its calendar is written.
                let plan = plans[i]!
                plans[i] = nil
                PlanningOptions.warnAboutUncertainRows(plan)
                let title = calendarOptions.name ?? Self.defaultTitle(inputs: group, plan: plan, profile: planner.profile)
                let (bytes, count) = try PlanningOptions.calendarBytes(for: plan, title: title, planner: planner, stamp: stamp,
                                                                       reminders: calendarOptions.reminder)
                events += count
                guard let outputDir else {
                    outputs.append((output, bytes))
                    continue
                }
                let fileName = OutputFile.uniqueName(for: group[0], extension: "ics", avoiding: usedNames)
                usedNames.insert(fileName)
                index.append(CalendarIndexPage.Entry(fileName: fileName, title: title))
                outputs.append((URL(fileURLWithPath: outputDir).appendingPathComponent(fileName).path, bytes))
            }
            if let outputDir {
                do {
                    try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true)
                } catch {
                    throw CLIError("cannot create the output directory \(outputDir): \(InputFile.reason(error))")
                }
            }
            for (path, bytes) in outputs {
                // The bytes are lent to `Data` for the write, not copied (a calendar can be 50 MB).
                try bytes.withUnsafeBytes { buffer in
                    let data = buffer.baseAddress.map {
                        Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none)
                    } ?? Data()
                    if let path { try OutputFile.write(data, to: path) } else { FileHandle.standardOutput.write(data) }
                }
            }
            if let outputDir {
                // A page listing the calendars with download (and, given the address, subscribe) links.
                let page = CalendarIndexPage(title: "\(planner.profile.name) – \(planner.term.displayName)", entries: index,
                                             linkBase: linkBase, language: planner.profile.language)
                try OutputFile.write(Data(page.html().utf8), to: URL(fileURLWithPath: outputDir).appendingPathComponent(CalendarIndexPage.fileName).path)
            }
            Diagnostics.note(counts.withEventsWritten(events).description)
        }
    }

    /// Reads and plans the inputs, one plan per calendar: with --output-dir each input is its own
    /// calendar. The inputs' names come back with the plans, but not their bytes, which are let
    /// go here (a timetable of 100,000 rows is 30 MB).
    private func planInputs() throws -> (plans: [TimetablePlan?], inputNames: [[String]], planner: LecturePlanner) {
        let (sources, feeds, planner) = try planning.prepare()
        let groups = outputDir == nil ? [sources] : sources.map { [$0] }
        let plans: [TimetablePlan?] = try groups.map { try PlanningOptions.plan($0, feeds: feeds, with: planner) }
        return (plans, groups.map { $0.map(\.name) }, planner)
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
