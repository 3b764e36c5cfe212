import Foundation
import ICalendar
import SemesterCal

/// What `convert` is asked to do: timetables and change feeds, already read, into one calendar
/// (a file or standard output) or one calendar per timetable (a folder with an index page).
public struct ConvertRequest: Sendable {
    public enum Destination: Sendable, Equatable {
        /// One calendar, handed back in `ConvertResult.standardOutput`.
        case standardOutput
        /// One calendar in this file.
        case file(String)
        /// One calendar per timetable in this folder (created if missing), and index.html.
        case directory(String)
    }

    public var timetables: [TimetableSource]
    public var changeFeeds: [TimetableSource]
    public var planner: LecturePlanner
    public var destination: Destination
    /// The calendar's name (X-WR-CALNAME); nil: the input's name and the term.
    public var calendarName: String?
    public var reminderMinutes: [Int]
    /// DTSTAMP; nil: midnight UTC of the term's first lecture day (`Planning.timestamp`).
    public var timestamp: LocalDateTime?
    /// The folder's public address, for webcal:// links in index.html.
    public var linkBase: CalendarLinkBase?

    public init(timetables: [TimetableSource], changeFeeds: [TimetableSource] = [], planner: LecturePlanner,
                destination: Destination, calendarName: String? = nil, reminderMinutes: [Int] = [],
                timestamp: LocalDateTime? = nil, linkBase: CalendarLinkBase? = nil) {
        self.timetables = timetables
        self.changeFeeds = changeFeeds
        self.planner = planner
        self.destination = destination
        self.calendarName = calendarName
        self.reminderMinutes = reminderMinutes
        self.timestamp = timestamp
        self.linkBase = linkBase
    }
}

public struct ConvertResult: Sendable {
    public let summary: ConversionSummary
    /// The calendar's bytes in parts, for `.standardOutput` (empty otherwise).
    public let standardOutput: [[UInt8]]
    /// The files written, in order (calendars, then index.html).
    public let written: [String]
}

/// `convert`: plans every timetable, then writes every calendar. Calendars go to temporary files
/// as they are made and are renamed into place only once all are made and flushed, so a failure
/// leaves every target as it was; standard output gets the calendar only once all of it is made.
public enum ConvertWorkflow {
    /// The request is consumed: each timetable's bytes are let go as soon as it is planned.
    public static func run(_ request: consuming ConvertRequest, log: NoticeLog) throws -> ConvertResult {
        let planner = request.planner
        let timetables = request.timetables
        request.timetables = []
        let groups: [[TimetableSource]]
        if case .directory = request.destination { groups = timetables.map { [$0] } } else { groups = [timetables] }
        _ = consume timetables
        let names = groups.map { $0.map(\.name) }
        let plans = try planAll(Handover(consume groups), count: names.count, feeds: request.changeFeeds, planner: planner)
        let stamp = Planning.timestamp(request.timestamp, planner: planner)
        log.unmatchedChanges(of: plans)
        // The summary's counts are taken now: each plan is let go as soon as its calendar is
        // made (together they are the most a run holds).
        let counts = ConversionSummary(plans: plans, eventsWritten: 0)
        log.termMismatch(of: plans)
        for plan in plans { log.uncertainRows(of: plan) }
        let titles = zip(names, plans).map { inputs, plan in
            request.calendarName ?? Planning.defaultTitle(inputs: inputs, plan: plan, profile: planner.profile)
        }

        let batch = OutputFile.Batch()
        let paths: [String?]
        var index: [CalendarIndexPage.Entry] = []
        switch request.destination {
        case .standardOutput: paths = [nil]
        case .file(let path): paths = [path]
        case .directory(let folder):
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw Problem("cannot create the output directory \(folder): \(InputFile.reason(error))", kind: .fileSystem, file: folder)
            }
            var usedNames = Set<String>()
            // Paths are joined without asking the file system whether they name directories.
            let directory = URL(fileURLWithPath: folder, isDirectory: true)
            paths = names.indices.map { i in
                let fileName = OutputFile.uniqueName(for: names[i][0], extension: "ics", avoiding: usedNames)
                usedNames.insert(fileName)
                index.append(CalendarIndexPage.Entry(fileName: fileName, title: titles[i]))
                return directory.appendingPathComponent(fileName, isDirectory: false).path
            }
        }
        let standardOutput = Collector<[UInt8]>()
        let events = try writeCalendars(of: Handover(consume plans), titles: titles, planner: planner, stamp: stamp,
                                        reminders: request.reminderMinutes) { i, write in
            if let path = paths[i] {
                try batch.add(to: path, order: i) { fd in try write { try OutputFile.writeAll($0, to: fd) } }
            } else {
                try write { standardOutput.append($0) }
            }
        }
        var written = paths.compactMap { $0 }
        if case .directory(let folder) = request.destination {
            // A page listing the calendars with download (and, given the address, subscribe) links.
            let page = CalendarIndexPage(title: "\(planner.profile.name) – \(planner.term.displayName)", entries: index,
                                         linkBase: request.linkBase, language: planner.profile.language)
            let pagePath = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(CalendarIndexPage.fileName, isDirectory: false).path
            try batch.add([Array(page.html().utf8)], to: pagePath, order: names.count)
            written.append(pagePath)
            if request.linkBase == nil {
                log.note(.summary, "\(CalendarIndexPage.fileName) has download links only: --base-url-for-links https://… (the folder's public address) adds subscribe links")
            }
        }
        try batch.commit()
        return ConvertResult(summary: counts.withEventsWritten(events.reduce(0, +)), standardOutput: standardOutput.items, written: written)
    }

    /// Plans the timetables, one plan per calendar, on all cores (`TimetablePlan.makeAll`). A
    /// failure is the first in the inputs' order, as when planned one by one.
    private static func planAll(_ inputs: Handover<[TimetableSource]>, count: Int, feeds: [TimetableSource],
                                planner: LecturePlanner) throws -> [TimetablePlan] {
        let results = TimetablePlan.makeAll(inputs, count: count, changeFeeds: feeds, planner: planner)
        return try results.map { result in
            do throws(TimetableError) { return try result.get() } catch { throw Problem(error.description) }
        }
    }

    /// Makes the calendar of each plan (several at once on all cores) and has `store` write it:
    /// `store(i, write)` calls `write` with an output for the parts of calendar `i`, which it
    /// hands over in order as they are made. Returns the number of events of each. Each plan is
    /// let go as soon as its calendar is written. A failure is the first in the plans' order.
    private static func writeCalendars(
        of plans: Handover<TimetablePlan>, titles: [String], planner: LecturePlanner, stamp: LocalDateTime, reminders: [Int],
        store: @Sendable (Int, _ write: (@Sendable ([UInt8]) throws -> Void) throws -> Void) throws -> Void
    ) throws -> [Int] {
        let results = Parallel.map(titles.count) { i in
            Result { () throws(Problem) in
                var plan = Optional(plans.take(i))
                let exporter = CalendarExporter(profile: planner.profile, calendarName: titles[i], timestamp: stamp,
                                                reminderMinutes: reminders)
                var events = 0
                do {
                    try store(i) { output in events = try exporter.writeCalendar(for: plan!.lectures, changes: plan!.changes, to: output) }
                } catch let error as TimeZoneError {
                    throw Problem(error.description)
                } catch {
                    throw error as? Problem ?? Problem("\(error)")
                }
                // Freed while the files are flushed and renamed (100,000 rows: 50 ms of small objects).
                Parallel.releaseInBackground(plan.take()!)
                return events
            }
        }
        return try results.map { try $0.get() }
    }
}
