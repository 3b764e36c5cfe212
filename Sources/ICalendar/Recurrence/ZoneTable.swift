/// A zone's offset history as an explicit, sorted list of transitions: what a
/// calendar's own VTIMEZONE defines. Conversions follow the same rules as
/// `ZoneOffsetCalculator` (RFC 5545 3.3.5): a wall time in an overlap takes the
/// earlier instant, one in a gap is read with the offset before the gap.
struct ZoneTable: Hashable, Sendable {
    /// Offset (seconds east of UTC) before the first transition.
    let initialOffset: Int
    /// Offset changes, sorted by instant, each changing the offset.
    let transitions: [ZoneRules.Transition]

    /// Offset in force at a UTC instant.
    func offset(atUTC instant: Int) -> Int {
        let index = firstTransition(after: instant)
        return index == 0 ? initialOffset : transitions[index - 1].offsetAfter
    }

    /// The UTC instant at which the wall clock shows `wall` (seconds of a `LocalDateTime`).
    func utc(fromWall wall: Int) -> Int {
        // Real offsets stay well within ±26 h: only transitions in this window matter.
        let window = 2 * 86_400
        let start = wall - window
        let lower = firstTransition(after: start)
        let upper = firstTransition(after: wall + window)

        var periodStart = start
        var offset = self.offset(atUTC: start)
        var earliest: Int?
        for transition in transitions[lower..<upper] {
            let candidate = wall - offset
            if candidate >= periodStart, candidate < transition.instant {
                earliest = min(earliest ?? candidate, candidate)
            }
            periodStart = transition.instant
            offset = transition.offsetAfter
        }
        let candidate = wall - offset
        if candidate >= periodStart { earliest = min(earliest ?? candidate, candidate) }
        if let earliest { return earliest }

        // In a gap: use the offset before it.
        for transition in transitions[lower..<upper]
        where wall >= transition.instant + transition.offsetBefore && wall < transition.instant + transition.offsetAfter {
            return wall - transition.offsetBefore
        }
        return wall - self.offset(atUTC: start)
    }

    /// Index of the first transition strictly after `instant` (binary search).
    private func firstTransition(after instant: Int) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle].instant <= instant { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
