/// FNV-1a, 64 bit: small, and stable across platforms and releases (unlike `Hasher`), so a
/// slot's UID made from it stays the same (`SlotIdentity`); also the reader's `TextPool` hash.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `bytes`; with `continuing` the hash of some bytes, the hash of those bytes
    /// followed by `bytes` (FNV-1a has no final step).
    static func hash(_ bytes: some Sequence<UInt8>, continuing start: UInt64 = offsetBasis) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
