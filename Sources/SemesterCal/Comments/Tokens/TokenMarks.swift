/// A set of token positions within one clause, as one flag per token: the clause reader marks and
/// asks about every token, and a `Set<Int>` spent more on hashing than the rules on reading.
struct TokenMarks {
    private let range: Range<Int>
    private var flags: [Bool]

    init(_ range: Range<Int>) {
        self.range = range
        flags = Array(repeating: false, count: range.count)
    }

    /// Whether position `i` is marked; positions outside the clause never are.
    func contains(_ i: Int) -> Bool {
        range.contains(i) && flags[i - range.lowerBound]
    }

    mutating func insert(_ i: Int) {
        guard range.contains(i) else { return }
        flags[i - range.lowerBound] = true
    }

    /// Marks the positions of `positions` that lie in the clause.
    mutating func formUnion(_ positions: Range<Int>) {
        let clamped = positions.clamped(to: range)
        for i in clamped { flags[i - range.lowerBound] = true }
    }
}
