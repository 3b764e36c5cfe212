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
            let (sources, feeds, planner) = try planning.prepare()
            let stamp = try Timestamp.dtstamp(default: planner.period.firstDay)
            // One plan per calendar: with --output-dir each input is its own calendar.
            let groups = outputDir == nil ? [sources] : sources.map { [$0] }
            let plans = try groups.map { try PlanningOptions.plan($0, feeds: feeds, with: planner) }
            PlanningOptions.warnAboutUnmatchedChanges(plans)

            // Render every calendar before writing any: a failure leaves nothing half done.
            var outputs: [(path: String?, data: Data)] = []
            var events = 0
            var usedNames = Set<String>()
            var index: [CalendarIndexPage.Entry] = []
            for (plan, group) in zip(plans, groups) {
                PlanningOptions.warnAboutUncertainRows(plan)
                let title = calendarOptions.name ?? Self.defaultTitle(sources: group, plan: plan, profile: planner.profile)
                let calendar = try PlanningOptions.calendar(for: plan, title: title, planner: planner, stamp: stamp, reminders: calendarOptions.reminder)
                let data = Data(ICalendarWriter.serializeBytes(calendar))
                events += calendar.components(named: "VEVENT").count
                guard let outputDir else {
                    outputs.append((output, data))
                    continue
                }
                let fileName = OutputFile.uniqueName(for: group[0].name, extension: "ics", avoiding: usedNames)
                usedNames.insert(fileName)
                index.append(CalendarIndexPage.Entry(fileName: fileName, title: title))
                outputs.append((URL(fileURLWithPath: outputDir).appendingPathComponent(fileName).path, data))
            }
            if let outputDir {
                do {
                    try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true)
                } catch {
                    throw CLIError("cannot create the output directory \(outputDir): \(PlanningOptions.reason(error))")
                }
            }
            for (path, data) in outputs {
                if let path { try OutputFile.write(data, to: path) } else { FileHandle.standardOutput.write(data) }
            }
            if let outputDir {
                // A page listing the calendars with download (and, given the address, subscribe) links.
                let page = CalendarIndexPage(title: "\(planner.profile.name) – \(planner.term.displayName)", entries: index,
                                             linkBase: linkBase, language: planner.profile.language)
                try OutputFile.write(Data(page.html().utf8), to: URL(fileURLWithPath: outputDir).appendingPathComponent(CalendarIndexPage.fileName).path)
            }
            Diagnostics.note(ConversionSummary(plans: plans, eventsWritten: events).description)
        }
    }

    static func defaultTitle(sources: [TimetableSource], plan: TimetablePlan, profile: InstitutionProfile) -> String {
        if sources.count == 1, sources[0].name != "stdin" {
            return "\(SafeFileName.inputStem(sources[0].name)) – \(plan.term.displayName)"
        }
        return "\(profile.name) – \(plan.term.displayName)"
    }
}
