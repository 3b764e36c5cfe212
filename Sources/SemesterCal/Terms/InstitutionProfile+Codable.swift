extension InstitutionProfile: Codable {
    private enum Key: String, CodingKey, CaseIterable {
        case name, timeZone, language, terms, termOverrides, holidays, breaks, campuses, virtualRoomPrefixes
    }

    private enum TermsKey: String, CodingKey, CaseIterable { case summer, winter }

    /// Decodes a profile, rejecting unknown keys and nonsense with an error at its key path.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Key.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: Key.self)
        name = try decodeName(container, .name)
        timeZone = try container.decode(String.self, forKey: .timeZone)
        guard InstitutionProfile.looksLikeTimeZoneID(timeZone) else {
            throw DecodingError.invalid(Key.timeZone, in: container,
                "\"\(timeZone)\" is not an IANA time zone id (expected e.g. \"Europe/Berlin\")")
        }
        language = try container.decode(Language.self, forKey: .language)

        let termsDecoder = try container.superDecoder(forKey: .terms)
        try termsDecoder.rejectUnknownKeys(allowed: TermsKey.allCases.map(\.rawValue))
        let terms = try termsDecoder.container(keyedBy: TermsKey.self)
        summerTerm = try terms.decode(TermRule.self, forKey: .summer)
        winterTerm = try terms.decode(TermRule.self, forKey: .winter)

        holidays = try container.decodeIfPresent([HolidayRule].self, forKey: .holidays) ?? []
        breaks = try container.decodeIfPresent([BreakRule].self, forKey: .breaks) ?? []
        campuses = try container.decodeIfPresent([Campus].self, forKey: .campuses) ?? []
        virtualRoomPrefixes = try decodePrefixes(container, .virtualRoomPrefixes)
        var seen: Set<String> = []
        for prefix in campuses.flatMap(\.roomPrefixes) + virtualRoomPrefixes where !seen.insert(prefix.lowercased()).inserted {
            let key: Key = virtualRoomPrefixes.contains(prefix) ? .virtualRoomPrefixes : .campuses
            throw DecodingError.invalid(key, in: container, "room prefix \"\(prefix)\" is given twice")
        }

        termOverrides = [:]
        if container.contains(.termOverrides) {
            let overrides = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .termOverrides)
            for key in overrides.allKeys {
                guard let term = Term(parsing: key.stringValue) else {
                    throw DecodingError.invalid(key, in: overrides,
                        "\"\(key.stringValue)\" is not a term name (expected e.g. \"SS2020\" or \"WS2020\")")
                }
                guard termOverrides[term] == nil else {
                    throw DecodingError.invalid(key, in: overrides, "\(term.code) is given twice")
                }
                termOverrides[term] = try overrides.decode(TermOverride.self, forKey: key)
                if let problem = overrideProblem(for: term) {
                    throw DecodingError.invalid(key, in: overrides, problem)
                }
            }
        }
    }

    /// Encodes the profile in the format it is read in.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(language, forKey: .language)
        var terms = container.nestedContainer(keyedBy: TermsKey.self, forKey: .terms)
        try terms.encode(summerTerm, forKey: .summer)
        try terms.encode(winterTerm, forKey: .winter)
        if !termOverrides.isEmpty {
            var overrides = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .termOverrides)
            for (term, override) in termOverrides.sorted(by: { $0.key < $1.key }) {
                try overrides.encode(override, forKey: AnyCodingKey(term.code))
            }
        }
        try container.encode(holidays, forKey: .holidays)
        try container.encode(breaks, forKey: .breaks)
        try container.encode(campuses, forKey: .campuses)
        try container.encode(virtualRoomPrefixes, forKey: .virtualRoomPrefixes)
    }

    /// A syntax check of an IANA zone id (`Europe/Berlin`, `America/Argentina/Buenos_Aires`,
    /// `UTC`, `Etc/GMT+1`); whether the zone exists is left to the calendar export.
    static func looksLikeTimeZoneID(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
        }
    }
}
