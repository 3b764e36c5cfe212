import Foundation
import ICalendar

/// An institution's calendar rules as data: term dates, public holidays, lecture-free
/// breaks and campuses. Profiles are JSON files (format: `docs/profile.md`); the built-in
/// `hochschuleHof` is parsed from the same format.
public struct InstitutionProfile: Sendable, Equatable {
    /// The institution's name, e.g. `"Hochschule Hof"`.
    public var name: String
    /// The IANA time zone lectures are held in, e.g. `"Europe/Berlin"`.
    public var timeZone: String
    /// The language of generated texts.
    public var language: Language
    /// The default lecture period of summer terms.
    public var summerTerm: TermRule
    /// The default lecture period of winter terms.
    public var winterTerm: TermRule
    /// Terms whose real lecture period differs from the rule.
    public var termOverrides: [Term: TermOverride]
    /// Public holidays (lecture-free days with a name). Earlier entries win on a shared day.
    public var holidays: [HolidayRule]
    /// Lecture-free breaks. A holiday's name wins over a break's on a shared day.
    public var breaks: [BreakRule]
    /// The institution's sites, for turning a room into a location.
    public var campuses: [Campus]
    /// Room names starting with one of these (case-insensitively) are online rooms.
    public var virtualRoomPrefixes: [String]

    /// Creates a profile from its parts.
    public init(name: String, timeZone: String, language: Language, summerTerm: TermRule, winterTerm: TermRule,
                termOverrides: [Term: TermOverride] = [:], holidays: [HolidayRule] = [], breaks: [BreakRule] = [],
                campuses: [Campus] = [], virtualRoomPrefixes: [String] = []) {
        self.name = name
        self.timeZone = timeZone
        self.language = language
        self.summerTerm = summerTerm
        self.winterTerm = winterTerm
        self.termOverrides = termOverrides
        self.holidays = holidays
        self.breaks = breaks
        self.campuses = campuses
        self.virtualRoomPrefixes = virtualRoomPrefixes
    }

    /// Reads a profile file.
    ///
    /// - Throws: `ProfileError.unreadable` when the file cannot be read, `ProfileError.invalid`
    ///   (naming the file and the key path) when it is not a valid profile.
    public static func load(contentsOf path: String) throws -> InstitutionProfile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isDirectory: ObjCBool = false
            let reason = !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? "no such file"
                : isDirectory.boolValue ? "it is a directory"
                : !FileManager.default.isReadableFile(atPath: path) ? "no permission to read it"
                : error.localizedDescription
            throw ProfileError.unreadable(file: path, reason: reason)
        }
        return try parse(json: data, source: path)
    }

    /// Parses profile JSON; `source` names it in errors (a path, or e.g. `"built-in profile"`).
    ///
    /// - Throws: `ProfileError.invalid` naming `source` and the key path of the problem.
    public static func parse(json: Data, source: String) throws -> InstitutionProfile {
        do {
            return try JSONDecoder().decode(InstitutionProfile.self, from: json)
        } catch let error as DecodingError {
            throw ProfileError(error, file: source, json: json)
        }
    }

    /// The rule for a season.
    public func rule(for season: TermSeason) -> TermRule {
        switch season {
        case .summer: return summerTerm
        case .winter: return winterTerm
        }
    }

    /// The lecture period of `term`: the season's rule with its weekday shifts, then the
    /// term's override (if any) replacing the first and/or last day.
    public func lecturePeriod(for term: Term) -> LecturePeriod {
        let ruled = rule(for: term.season).period(startYear: term.year)
        guard let override = termOverrides[term] else { return ruled }
        return LecturePeriod(firstDay: override.firstDay ?? ruled.firstDay, lastDay: override.lastDay ?? ruled.lastDay)
    }

    /// This profile with `term`'s first and/or last lecture day replaced (nil keeps the
    /// current one, including an earlier override). Not checked: see `checkedOverride`.
    public func withOverride(for term: Term, firstDay: CalendarDate?, lastDay: CalendarDate?) -> InstitutionProfile {
        let existing = termOverrides[term]
        let override = TermOverride(firstDay: firstDay ?? existing?.firstDay, lastDay: lastDay ?? existing?.lastDay)
        guard override.firstDay != nil || override.lastDay != nil else { return self }
        var copy = self
        copy.termOverrides[term] = override
        return copy
    }

    /// `withOverride(for:firstDay:lastDay:)`, but throws `ProfileError.badOverride` when the
    /// resulting period is empty or has a day outside the term's years.
    public func checkedOverride(for term: Term, firstDay: CalendarDate?, lastDay: CalendarDate?) throws -> InstitutionProfile {
        let changed = withOverride(for: term, firstDay: firstDay, lastDay: lastDay)
        if let problem = changed.overrideProblem(for: term) { throw ProfileError.badOverride(term: term, reason: problem) }
        return changed
    }

    /// Why `term`'s override makes no sense, or nil when it is fine (or there is none).
    func overrideProblem(for term: Term) -> String? {
        guard let override = termOverrides[term] else { return nil }
        let years = term.season == .summer ? term.year...term.year : term.year...(term.year + 1)
        for day in [override.firstDay, override.lastDay].compactMap({ $0 }) where !years.contains(day.year) {
            return "\(day.iso) is not in \(term.displayName)"
        }
        let period = lecturePeriod(for: term)
        if period.isEmpty {
            return "the lecture period \(period.firstDay.iso)..\(period.lastDay.iso) ends before it starts"
        }
        return nil
    }
}
