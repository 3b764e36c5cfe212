/// The offset (from `bytes.startIndex`) of the first byte that is not part of a
/// well-formed UTF-8 sequence, or nil when all of `bytes` is valid UTF-8.
///
/// Follows Unicode's table of well-formed byte sequences (Table 3-7): overlong
/// forms, surrogates (U+D800...U+DFFF), values above U+10FFFF and truncated
/// sequences are all rejected.
func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        // Allowed range of the second byte, and the sequence length.
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default: return index - bytes.startIndex
        }
        guard end - index >= length else { return index - bytes.startIndex }
        let second = bytes[index + 1]
        guard second >= secondLow, second <= secondHigh else { return index - bytes.startIndex }
        var offset = 2
        while offset < length {
            guard bytes[index + offset] & 0xC0 == 0x80 else { return index - bytes.startIndex }
            offset += 1
        }
        index += length
    }
    return nil
}
