import Foundation
import ICalendar

/// Turns planned lectures into one VCALENDAR (RFC 5545), ready for `ICalendarWriter`.
///
/// Output is deterministic: events are ordered by their first occurrence, time
/// and UID (not by input order), and DTSTAMP is a caller-given instant
/// (SOURCE_DATE_EPOCH, or a fixed default), never the clock.
public struct CalendarExporter: Sendable {
    public let profile: InstitutionProfile
    public let calendarName: String
    /// DTSTAMP of every event, in UTC.
    public let timestamp: LocalDateTime
    /// The texts students read, in the profile's language.
    let words: Messages

    /// Marks an event made from the change feed (its value: the change's id, or `-`).
    static let changeProperty = "X-SEMESTERCAL-CHANGE"
    /// The planned date of the occurrence a change-feed event replaces (a DATE).
    static let originalDateProperty = "X-SEMESTERCAL-ORIGINAL-DATE"

    /// Minutes before each lecture at which a reminder (VALARM) goes off; empty: no reminders.
    public let reminderMinutes: [Int]

    public init(profile: InstitutionProfile, calendarName: String, timestamp: LocalDateTime, reminderMinutes: [Int] = []) {
        self.profile = profile
        self.calendarName = calendarName
        self.timestamp = timestamp
        self.words = Messages.for(profile.language)
        self.reminderMinutes = Array(Set(reminderMinutes.filter { $0 >= 0 })).sorted()
    }

    /// The calendar of `lectures`, with the applied `changes` as overrides of single occurrences.
    public func calendar(for lectures: [PlannedLecture], changes: ChangeSet = .empty) throws(TimeZoneError) -> ICalComponent {
        var (calendar, events, shared) = try outline(for: lectures, changes: changes)
        calendar.components.reserveCapacity(calendar.components.count + events.count)
        for event in events { calendar.components.append(try make(event, of: lectures, changes: changes, shared: shared)) }
        return calendar
    }

    /// `ICalendarWriter.serializeBytes(calendar(for:changes:))`, and how many events it holds,
    /// with each event written as soon as it is made and then let go: no tree of the whole
    /// calendar is built (for 100,000 events it takes more time and memory than the bytes).
    public func calendarBytes(for lectures: [PlannedLecture], changes: ChangeSet = .empty) throws(TimeZoneError) -> (bytes: [UInt8], events: Int) {
        let (calendar, events, shared) = try outline(for: lectures, changes: changes)
        var writer = ICalendarWriter.Stream(calendar)
        try write(events[...], of: lectures, changes: changes, shared: shared, into: &writer)
        return (writer.finish(), events.count)
    }

    /// How many events go into one part of `writeCalendar`: about a megabyte of text. Each
    /// thread holds the part it makes, and parts made ahead wait for the one before them.
    static let eventsPerPart = 2_000

    /// `calendarBytes(for:changes:)` handed to `output` in parts, in order, and how many events
    /// the calendar holds. A large calendar's events are made and written in parts of
    /// `eventsPerPart` on all cores at once; each part is handed over as soon as it and all
    /// before it are done, so the calendar's text never exists whole (100,000 events are 50 MB).
    /// Throws `TimeZoneError`, or what `output` throws.
    public func writeCalendar(for lectures: [PlannedLecture], changes: ChangeSet = .empty,
                              to output: @Sendable ([UInt8]) throws -> Void) throws -> Int {
        try writeCalendar(for: lectures, changes: changes, parts: nil, to: output)
    }

    /// `writeCalendar(for:changes:to:)` in `parts` parts (nil: by `eventsPerPart`), outlined in
    /// `outlinePieces` pieces (nil: by the lectures' count); tests split small calendars.
    func writeCalendar(for lectures: [PlannedLecture], changes: ChangeSet, parts: Int?, outlinePieces: Int? = nil,
                       to output: @Sendable ([UInt8]) throws -> Void) throws -> Int {
        let (calendar, events, shared) = try outline(for: lectures, changes: changes, pieces: outlinePieces)
        let parts = min(max(1, parts ?? events.count / Self.eventsPerPart), max(1, events.count))
        try Parallel.forEachInOrder(parts, make: { part in
            var writer = ICalendarWriter.Stream(calendar, opening: part == 0, closing: part == parts - 1)
            try write(events[Parallel.range(part, of: parts, count: events.count)], of: lectures, changes: changes, shared: shared,
                      into: &writer)
            return writer.finish()
        }, use: output)
        return events.count
    }

    /// Makes `events` and writes them to `writer`, each let go as soon as it is written.
    private func write(_ events: ArraySlice<EventPlan>, of lectures: [PlannedLecture], changes: ChangeSet, shared: Shared,
                       into writer: inout ICalendarWriter.Stream) throws(TimeZoneError) {
        let header = writer.count
        let sample = 100
        for i in events.indices {
            writer.append(try make(events[i], of: lectures, changes: changes, shared: shared))
            if i - events.startIndex + 1 == sample, events.count > 2 * sample {
                // Room for the rest, judged by the first events (and a tenth more): growing the
                // buffer by doubling would copy it and, while it copies, hold it twice.
                writer.reserveCapacity(header + (writer.count - header) * events.count / sample * 11 / 10)
            }
        }
    }

    /// One event of the calendar before it is made: its place in the order, its lecture and
    /// what it shows of it. Kept small (40 bytes): a large calendar holds one per event until it
    /// is written (1,000,000 of them), so it names its series and location by their place in the
    /// outline's tables, and a change is looked up again when its event is made.
    private struct EventPlan: Sendable {
        enum Kind: UInt8, Sendable {
            /// The series (or single date) as planned.
            case series
            /// A single event changed in place by the feed (the change of the series' date).
            case changed
            /// An override of one instance of a series (the change of `order.overriddenDate`).
            case override
        }

        let order: Order
        /// Index into the lectures.
        let lecture: Int32
        /// Index into `Tables.series`.
        let series: Int32
        /// Index into `Tables.locations`.
        let location: Int32
        let kind: Kind
        var uid: String { order.uid.text }
    }

    /// An event's UID as numbers, ordered as its text is: the slot's UID, and for a date split off
    /// the slot's series that date ("sc-…-YYYYMMDD@…" sorts before "sc-…@…", since "-" comes
    /// before "@", and the dates' digits sort as the dates do).
    struct EventUID: Comparable, Sendable {
        private let slot: UInt64
        /// The split-off date's day number; `Int32.max` for the series itself, `Int32.min` for a
        /// lecture without a UID (not planned by `LecturePlanner.plan(_:)`): written as "", and
        /// first in order, as "" is.
        private let splitOff: Int32

        init(slot: SlotUID?, splitOff date: CalendarDate? = nil) {
            self.slot = slot?.hash ?? 0
            splitOff = slot == nil ? .min : date.map { Int32($0.dayNumber) } ?? .max
        }

        var text: String {
            switch splitOff {
            case .min: ""
            case .max: SlotUID(slot).text
            default: SlotUID(slot).text(splitOff: CalendarDate(dayNumber: Int(splitOff)))
            }
        }

        static func < (a: EventUID, b: EventUID) -> Bool {
            let aHasNone = a.splitOff == .min, bHasNone = b.splitOff == .min
            if aHasNone || bHasNone { return aHasNone && !bHasNone }
            if a.slot != b.slot { return a.slot < b.slot }
            return a.splitOff < b.splitOff
        }
    }

    /// Where an event goes in the calendar: by its first date, its start time (hours and minutes)
    /// and its UID; an override right after its series, by its date. The order is that of the
    /// text "YYYY-MM-DD HH:MM UID[ YYYY-MM-DD]", which it replaced (a UID has no spaces, and a
    /// space sorts before every other character of one).
    struct Order: Comparable, Sendable {
        /// The first date's day number.
        let day: Int32
        /// The start's minutes since midnight (seconds are not part of the order).
        let minute: Int16
        let uid: EventUID
        /// The day number of the overridden date; `Int32.min` for the series itself.
        let overridden: Int32

        var overriddenDate: CalendarDate { CalendarDate(dayNumber: Int(overridden)) }

        init(first: CalendarDate, start: LocalTime, uid: EventUID, overridden: CalendarDate? = nil) {
            day = Int32(first.dayNumber)
            minute = Int16(start.hour * 60 + start.minute)
            self.uid = uid
            self.overridden = overridden.map { Int32($0.dayNumber) } ?? .min
        }

        static func < (a: Order, b: Order) -> Bool {
            if a.day != b.day { return a.day < b.day }
            if a.minute != b.minute { return a.minute < b.minute }
            if a.uid != b.uid { return a.uid < b.uid }
            return a.overridden < b.overridden
        }
    }

    /// The calendar without its events (VERSION ..., VTIMEZONE), its events in order, still
    /// to be made, and what they share. A large calendar's lectures are outlined in parts on all
    /// cores; the parts are joined in the lectures' order, so the events are the same.
    private func outline(for lectures: [PlannedLecture], changes: ChangeSet,
                         pieces: Int? = nil) throws(TimeZoneError) -> (calendar: ICalComponent, events: [EventPlan], shared: Shared) {
        let zone = profile.timeZone
        let pieces = max(1, min(pieces ?? Parallel.pieces(for: lectures.count, per: LecturePlanner.rowsPerPiece), lectures.count))
        var parts = Parallel.map(pieces, onThreadsIf: pieces > 1) { piece in
            outlinePart(of: lectures, Parallel.range(piece, of: pieces, count: lectures.count), changes: changes)
        }
        // The first part's events are taken over (not copied); the others' follow, their
        // series and locations named by their places in the joined tables.
        var events = parts[0].events
        parts[0].events = []
        events.reserveCapacity(parts.reduce(events.count) { $0 + $1.events.count })
        var series = parts[0].series, locations = parts[0].locations
        // Exactly the room needed: the tables are held until the last event is written, and
        // grown by doubling they could hold half as much again as they need (40 MB at 1M rows).
        series.reserveCapacity(parts.reduce(0) { $0 + $1.series.count })
        for part in parts.dropFirst() {
            let seriesOffset = Int32(series.count), locationOffset = Int32(locations.count)
            events += part.events.lazy.map {
                EventPlan(order: $0.order, lecture: $0.lecture, series: $0.series + seriesOffset, location: $0.location + locationOffset,
                          kind: $0.kind)
            }
            series += part.series
            locations += part.locations
        }
        let years = parts.compactMap(\.years)
        parts.removeAll()
        // Orders are numbers: the plans are sorted in place.
        events.sort { $0.order < $1.order }

        var calendar = ICalComponent("VCALENDAR")
        calendar.properties = [
            .raw("VERSION", "2.0"),
            .raw("PRODID", "-//semestercal//semestercal//EN"),
            .raw("CALSCALE", "GREGORIAN"),
            .raw("METHOD", "PUBLISH"),
            .text("X-WR-CALNAME", calendarName),
            .text("X-WR-TIMEZONE", zone),
        ]
        // RFC 5545 wants at least one component: a calendar without events (an empty timetable,
        // a term not yet planned) still has its zone, for the year of its DTSTAMP (by default
        // the term's first lecture day).
        let low = years.map(\.lowerBound).min() ?? timestamp.date.year, high = years.map(\.upperBound).max() ?? timestamp.date.year
        calendar.components.append(try VTimeZoneBuilder.component(forZone: zone, years: low...high))
        // Made once and shared by every event (strings and parameter lists are copied by reference).
        let shared = Shared(zone: ICalProperty.TimeZoneParameter(zone), stamp: .utcDateTime("DTSTAMP", timestamp),
                            series: series, locations: locations)
        return (calendar, events, shared)
    }

    /// The events of `lectures[range]`, not yet in order, with the series and locations they
    /// name (by their places in these lists) and the years of their dates.
    private struct OutlinePart: Sendable {
        var events: [EventPlan]
        let series: [SeriesEncoder.Series]
        let locations: [String]
        let years: ClosedRange<Int>?
    }

    private func outlinePart(of lectures: [PlannedLecture], _ range: Range<Int>, changes: ChangeSet) -> OutlinePart {
        var events: [EventPlan] = []
        // One series per lecture is the rule; a few split off a date or have overrides. The room
        // for them spares the doubling (and the copy, which holds the outline twice) as it grows.
        events.reserveCapacity(range.count + range.count / 8)
        var low = Int.max, high = Int.min
        var tables = Tables()
        for index in range where !lectures[index].dates.isEmpty {
            // By index: binding each lecture to a variable would copy it (and retain its parts).
            let dates = lectures[index].dates, slotUID = lectures[index].slotUID, startTime = lectures[index].row.startTime
            low = min(low, dates.first!.year)
            high = max(high, dates.last!.year)
            let changed = changes.changes(for: lectures[index])
            let location = tables.location(ofRoom: lectures[index].row.room, profile: profile)
            for seriesIndex in tables.series(of: dates) {
                let series = tables.series[seriesIndex]
                let uid = EventUID(slot: slotUID, splitOff: series.isSeparate ? series.first : nil)
                let order = Order(first: series.first, start: startTime, uid: uid)
                func plan(_ order: Order, _ kind: EventPlan.Kind) -> EventPlan {
                    EventPlan(order: order, lecture: Int32(index), series: Int32(seriesIndex), location: location, kind: kind)
                }
                if series.rhythm == .single, changed[series.first] != nil {
                    // A single event has no instances to override: it is changed in place.
                    events.append(plan(order, .changed))
                    continue
                }
                events.append(plan(order, .series))
                guard !changed.isEmpty else { continue }
                for date in series.occurrences where changed[date] != nil {
                    events.append(plan(Order(first: series.first, start: startTime, uid: uid, overridden: date), .override))
                }
            }
        }
        return OutlinePart(events: events, series: tables.series, locations: tables.locations, years: low <= high ? low...high : nil)
    }

    private func make(_ plan: EventPlan, of lectures: [PlannedLecture], changes: ChangeSet, shared: Shared) throws(TimeZoneError) -> ICalComponent {
        let zone = profile.timeZone
        let lecture = lectures[Int(plan.lecture)], series = shared.series[Int(plan.series)]
        switch plan.kind {
        case .series:
            return try event(lecture, series, uid: plan.uid, zone: zone, shared: shared, location: shared.locations[Int(plan.location)])
        case .changed, .override:
            // The outline only plans these for dates that have a change.
            let date = plan.kind == .changed ? series.first : plan.order.overriddenDate
            let change = changes.changes(for: lecture)[date]!
            return try changedEvent(lecture, change, uid: plan.uid, zone: zone, asOverride: plan.kind == .override)
        }
    }

    /// What the events of one calendar share.
    private struct Shared: Sendable {
        let zone: ICalProperty.TimeZoneParameter
        let stamp: ICalProperty
        /// The series of all lectures, each list of dates encoded once (`Tables`).
        let series: [SeriesEncoder.Series]
        /// `profile.location(forRoom:)` of every room.
        let locations: [String]
    }

    /// The series and locations of the outline's events, each made once and named by its place.
    private struct Tables {
        private(set) var series: [SeriesEncoder.Series] = []
        private(set) var locations: [String] = []
        /// The series of each list of dates, by the list's storage: the planner gives the lectures
        /// of one comment and weekday the same list (one array, shared), so most lectures' series
        /// are encoded once, and the outline holds no copy of them. Every lecture, and so every
        /// list, lives as long as the outline is made: a storage address names one list.
        private var seriesOfDates: [UnsafeRawPointer: Range<Int>] = [:]
        private var locationOfRoom: [ExactText: Int32] = [:]  // most rooms have many events

        /// The positions in `series` of the series of `dates` (not empty).
        mutating func series(of dates: [CalendarDate]) -> Range<Int> {
            let storage = dates.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
            if let known = seriesOfDates[storage] { return known }
            let start = series.count
            series += SeriesEncoder.encode(dates)
            seriesOfDates[storage] = start..<series.count
            return start..<series.count
        }

        mutating func location(ofRoom room: String, profile: InstitutionProfile) -> Int32 {
            let key = ExactText(room)
            if let known = locationOfRoom[key] { return known }
            let index = Int32(locations.count)
            locations.append(profile.location(forRoom: room))
            locationOfRoom[key] = index
            return index
        }
    }

    /// `location`: `profile.location(forRoom:)` of the row's room.
    private func event(_ lecture: PlannedLecture, _ series: SeriesEncoder.Series, uid: String, zone: String, shared: Shared,
                       location: String) throws(TimeZoneError) -> ICalComponent {
        let row = lecture.row
        var event = ICalComponent("VEVENT")
        event.properties.reserveCapacity(13)
        event.properties += [
            .raw("UID", uid),
            shared.stamp,
            .integer("SEQUENCE", 0),
            .dateTime("DTSTART", LocalDateTime(date: series.first, time: row.startTime), in: shared.zone),
            .dateTime("DTEND", LocalDateTime(date: series.first, time: row.endTime), in: shared.zone),
        ]
        switch series.rhythm {
        case .single:
            break
        case .daily, .weekly:
            let lastStart = try ZoneOffsetCalculator().utc(from: LocalDateTime(date: series.last, time: row.startTime), zone: zone)
            let interval: Int
            let frequency: RecurrenceRule.Frequency
            if case .weekly(let n) = series.rhythm { interval = n; frequency = .weekly } else { interval = 1; frequency = .daily }
            event.properties.append(.recurrence(RecurrenceRule(frequency: frequency, interval: interval, until: .utc(lastStart))))
            if !series.exceptions.isEmpty {
                event.properties.append(.dateTimes("EXDATE", series.exceptions.map { LocalDateTime(date: $0, time: row.startTime) }, in: shared.zone))
            }
        }
        let summary = summary(lecture)
        event.properties.append(.text("SUMMARY", summary))
        if !location.isEmpty { event.properties.append(.text("LOCATION", location)) }
        event.properties.append(.text("DESCRIPTION", description(lecture)))
        event.properties.append(.textList("CATEGORIES", categories(lecture)))
        event.properties.append(.raw("STATUS", "CONFIRMED"))
        event.properties.append(.raw("TRANSP", "OPAQUE"))
        event.components = alarms(for: summary)
        return event
    }

    /// One display alarm per reminder time. Cancelled occurrences get none.
    private func alarms(for title: String) -> [ICalComponent] {
        reminderMinutes.map { minutes in
            ICalComponent("VALARM", properties: [
                .raw("ACTION", "DISPLAY"),
                .raw("TRIGGER", minutes == 0 ? "PT0S" : "-PT\(minutes)M"),
                .text("DESCRIPTION", title),
            ])
        }
    }

    /// One occurrence as changed by the feed: an override (RECURRENCE-ID = the planned
    /// start) of a series, or a single event changed in place. The summary starts with a
    /// marker ("[Verschoben]"); reason and text lead the description.
    private func changedEvent(_ lecture: PlannedLecture, _ change: AppliedChange, uid: String, zone: String, asOverride: Bool) throws(TimeZoneError) -> ICalComponent {
        var event = ICalComponent("VEVENT")
        event.properties = [
            .raw("UID", uid),
            .utcDateTime("DTSTAMP", timestamp),
            .integer("SEQUENCE", 0),
        ]
        if asOverride { event.properties.append(.dateTime("RECURRENCE-ID", change.originalStart, tzid: zone)) }
        event.properties += [
            .dateTime("DTSTART", change.start, tzid: zone),
            .dateTime("DTEND", change.end, tzid: zone),
            .text("SUMMARY", "\(words.marker(change.kind)) \(summary(lecture))"),
        ]
        let location = profile.location(forRoom: change.room)
        if !location.isEmpty { event.properties.append(.text("LOCATION", location)) }
        var lines = [EventWording.changeLine(change, words)]
        if !change.change.reason.isEmpty { lines.append("\(words.reason): \(change.change.reason)") }
        if !change.change.text.isEmpty { lines.append("\(words.note): \(change.change.text)") }
        event.properties.append(.text("DESCRIPTION", (lines + [description(lecture, showingRoom: false)]).joined(separator: "\n")))
        event.properties.append(.textList("CATEGORIES", categories(lecture)))
        event.properties.append(.raw("STATUS", change.kind == .cancelled ? "CANCELLED" : "CONFIRMED"))
        event.properties.append(.raw("TRANSP", change.kind == .cancelled ? "TRANSPARENT" : "OPAQUE"))
        // Marks the event as made from the change feed, so `update` can carry it over once
        // the service stops listing it (the feed only holds changes from today on).
        event.properties.append(.text(Self.changeProperty, change.change.id.isEmpty ? "-" : change.change.id))
        event.properties.append(.date(Self.originalDateProperty, change.originalStart.date))
        if change.kind != .cancelled { event.components = alarms(for: summary(lecture)) }
        return event
    }

    func summary(_ lecture: PlannedLecture) -> String {
        let label = lecture.row.label.isEmpty ? words.kindName(lecture.kind) : lecture.row.label
        if lecture.isExam { return "\(label) (\(words.exam))" }
        switch lecture.kind {
        case .lecture, .block, .other: return label
        default: return "\(label) (\(words.kindName(lecture.kind)))"
        }
    }

    func description(_ lecture: PlannedLecture, showingRoom: Bool = true) -> String {
        // One line per field that has a value. Built as bytes: this runs once per event, and
        // appending to a byte array is several times cheaper than joining Strings.
        let row = lecture.row
        var text: [UInt8] = []
        text.reserveCapacity(256)
        func line(_ label: String, _ value: some StringProtocol) {
            if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
            text.append(contentsOf: label.utf8)
            if !label.isEmpty { text.append(contentsOf: ": ".utf8) }
            text.append(contentsOf: value.utf8)
        }
        if !lecture.understood { line(words.uncertainWarning, uncertainty(lecture)) }
        if !row.docent.isEmpty {
            line(words.lecturer, row.docent.containsText("§§") ? row.docent.replacingOccurrences(of: "§§", with: ", ") : row.docent)
        }
        if !row.style.isEmpty { line(words.style, row.style) }
        if let group = EventWording.groupLine(row.group, words) { line("", group) }
        if showingRoom, !row.room.isEmpty { line(words.room, row.room) }
        if !row.comment.isEmpty { line(words.comment, row.comment) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Why the lecture's dates are uncertain, in the student's language; each reason once.
    private func uncertainty(_ lecture: PlannedLecture) -> String {
        var seen = Set<String>()
        return lecture.problems.map { words.problem($0.outcome) }.filter { seen.insert($0).inserted }.joined(separator: "; ")
    }

    func categories(_ lecture: PlannedLecture) -> [String] {
        var list = [words.kindName(lecture.kind)]
        if lecture.isExam { list.append(words.exam) }
        if !lecture.understood { list.append(words.uncertainDates) }
        return list
    }
}

