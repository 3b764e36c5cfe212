extension InstitutionProfile {
    /// The language of the texts semestercal writes for this institution (`"de"` or `"en"`).
    public enum Language: String, Hashable, Sendable, Codable, CaseIterable {
        /// German.
        case de
        /// English.
        case en

        /// Decodes `"de"` or `"en"`, with an error listing both otherwise.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let language = Language(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown language \"\(text)\" (expected \"de\" or \"en\")")
            }
            self = language
        }
    }
}
