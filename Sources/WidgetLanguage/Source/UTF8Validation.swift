/// Whether bytes are well-formed UTF-8, as the standard library decides it
/// (no overlong forms, no surrogates, nothing above U+10FFFF).
///
/// A widget file is read as bytes and kept as bytes; checking them here costs
/// a fraction of making a `String` of them (which validates one byte at a
/// time): ASCII, nearly all of a widget file, is passed eight bytes at a time.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < count {
            if i &+ 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i &+= 8
                continue
            }
            let lead = base[i]
            if lead < 0x80 {
                i &+= 1
                continue
            }
            // The sequence's length and the range its second byte must lie in.
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard count &- i >= length else { return false }
            let second = base[i &+ 1]
            guard second >= low, second <= high else { return false }
            var k = 2
            while k < length {
                guard base[i &+ k] & 0xC0 == 0x80 else { return false }
                k &+= 1
            }
            i &+= length
        }
        return true
    }
}
