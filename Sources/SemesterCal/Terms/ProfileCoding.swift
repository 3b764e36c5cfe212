extension Decoder {
    /// Throws when the object being decoded holds a key not in `allowed`: a misspelt key in
    /// a profile would otherwise be ignored silently and its rule would quietly not apply.
    func rejectUnknownKeys(allowed: [String]) throws {
        let container = try container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath + [key],
                debugDescription: "unknown key \"\(key.stringValue)\" (expected one of: \(allowed.joined(separator: ", ")))"))
        }
    }
}

extension DecodingError {
    /// A "this value is wrong" error at `key` inside `container`.
    static func invalid<K: CodingKey>(_ key: K, in container: KeyedDecodingContainer<K>, _ message: String) -> DecodingError {
        .dataCorruptedError(forKey: key, in: container, debugDescription: message)
    }
}

/// A non-empty name from `key`.
func decodeName<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> String {
    let name = try container.decode(String.self, forKey: key)
    guard !name.allSatisfy(\.isWhitespace) else { throw DecodingError.invalid(key, in: container, "must not be empty") }
    return name
}

/// The optional `firstYear`/`lastYear` pair of a rule: Gregorian years, in order.
func decodeYears<K: CodingKey>(_ container: KeyedDecodingContainer<K>, first: K, last: K) throws -> (Int?, Int?) {
    let firstYear = try container.decodeIfPresent(Int.self, forKey: first)
    let lastYear = try container.decodeIfPresent(Int.self, forKey: last)
    for (year, key) in [(firstYear, first), (lastYear, last)] {
        if let year, !(1583...9999).contains(year) {
            throw DecodingError.invalid(key, in: container, "year \(year) is outside 1583...9999")
        }
    }
    if let firstYear, let lastYear, lastYear < firstYear {
        throw DecodingError.invalid(last, in: container, "lastYear \(lastYear) is before firstYear \(firstYear)")
    }
    return (firstYear, lastYear)
}

/// A list of room-name prefixes, none empty (an empty prefix would match every room).
func decodePrefixes<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> [String] {
    let prefixes = try container.decodeIfPresent([String].self, forKey: key) ?? []
    if prefixes.contains(where: \.isEmpty) {
        throw DecodingError.invalid(key, in: container, "a room prefix must not be empty (it would match every room)")
    }
    return prefixes
}
