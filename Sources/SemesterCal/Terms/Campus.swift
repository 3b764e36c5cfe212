extension InstitutionProfile {
    /// A site of the institution and the room-name prefixes that place a room there.
    ///
    /// ```json
    /// {"name": "Campus Hof", "address": "Alfons-Goppel-Platz 1, 95028 Hof", "roomPrefixes": ["F"]}
    /// ```
    public struct Campus: Hashable, Sendable, Codable {
        /// The campus name, e.g. `"Campus Hof"`.
        public let name: String
        /// The postal address, or nil when unknown.
        public let address: String?
        /// Room names starting with one of these (case-insensitively) are on this campus.
        public let roomPrefixes: [String]

        /// Creates a campus.
        public init(name: String, address: String?, roomPrefixes: [String]) {
            self.name = name
            self.address = address
            self.roomPrefixes = roomPrefixes
        }

        private enum Key: String, CodingKey, CaseIterable { case name, address, roomPrefixes }

        /// Decodes a campus; `name` and at least one non-empty room prefix are required.
        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(allowed: Key.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: Key.self)
            name = try decodeName(container, .name)
            address = try container.decodeIfPresent(String.self, forKey: .address)
            roomPrefixes = try decodePrefixes(container, .roomPrefixes)
            if roomPrefixes.isEmpty {
                throw DecodingError.invalid(Key.roomPrefixes, in: container, "a campus needs at least one room prefix")
            }
        }

        /// Encodes `name`, `address` (if known) and `roomPrefixes`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(address, forKey: .address)
            try container.encode(roomPrefixes, forKey: .roomPrefixes)
        }
    }
}
