/// FNV-1a, 64 bit: small, and stable across platforms and releases (unlike `Hasher`), so a
/// slot's UID made from it stays the same (`SlotIdentity`); also the reader's `TextPool` hash.
enum FNV1a {
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
