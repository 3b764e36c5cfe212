extension InstitutionProfile {
    /// The location text for a timetable room.
    ///
    /// - A room on a campus: `"FA007, Campus Hof, Alfons-Goppel-Platz 1, 95028 Hof"`.
    /// - An online room: `"Online (virt_9ba7fa)"`.
    /// - Several rooms (`"FA107 + FA109"`) stay as written; the first decides the campus.
    /// - A room no prefix matches, and the empty room, come back unchanged (trimmed).
    ///
    /// Prefixes match case-insensitively; the longest matching prefix wins.
    public func location(forRoom room: String) -> String {
        let trimmed = room.trimmingWhitespace()
        guard !trimmed.isEmpty else { return "" }
        let lowered = trimmed.lowercased()
        func length(ofMatch prefixes: [String]) -> Int {
            prefixes.filter { lowered.hasPrefix($0.lowercased()) }.map(\.count).max() ?? 0
        }
        let virtualMatch = length(ofMatch: virtualRoomPrefixes)
        let campusMatch = campuses.map { (campus: $0, length: length(ofMatch: $0.roomPrefixes)) }
            .max { $0.length < $1.length }
        if let campusMatch, campusMatch.length > virtualMatch {
            return ([trimmed, campusMatch.campus.name] + [campusMatch.campus.address].compactMap { $0 })
                .joined(separator: ", ")
        }
        return virtualMatch > 0 ? "Online (\(trimmed))" : trimmed
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
