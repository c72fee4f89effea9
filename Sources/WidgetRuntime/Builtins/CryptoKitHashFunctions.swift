import Foundation

/// The hash functions CryptoKit gives (`SHA256`, `SHA384`, `SHA512`, `Insecure.MD5`, `Insecure.SHA1`), computed
/// here as their standards define them (RFC 1321, FIPS 180-4): a digest is the same bytes on every machine.
enum CryptoKitHashFunction: String, CaseIterable, Sendable {
    case sha256 = "SHA256", sha384 = "SHA384", sha512 = "SHA512", md5 = "Insecure.MD5", sha1 = "Insecure.SHA1"

    /// The name Swift describes a digest with: `SHA256 digest: …`, `MD5 digest: …`.
    var shortName: String { rawValue.hasPrefix("Insecure.") ? String(rawValue.dropFirst("Insecure.".count)) : rawValue }

    var byteCount: Int {
        switch self {
        case .md5: return 16
        case .sha1: return 20
        case .sha256: return 32
        case .sha384: return 48
        case .sha512: return 64
        }
    }

    var blockByteCount: Int { self == .sha384 || self == .sha512 ? 128 : 64 }

    func digest(_ message: Data) -> [UInt8] {
        switch self {
        case .md5: return Self.md5(Array(message))
        case .sha1: return Self.sha1(Array(message))
        case .sha256: return Self.sha256(Array(message))
        case .sha384: return Array(Self.sha512(Array(message), initial: Self.sha384Initial).prefix(48))
        case .sha512: return Self.sha512(Array(message), initial: Self.sha512Initial)
        }
    }

    /// The message with its padding: a 1 bit, zeros, then its length in bits, filling whole blocks.
    private static func padded(_ message: [UInt8], block: Int, lengthBytes: Int, littleEndian: Bool) -> [UInt8] {
        var bytes = message
        let bits = UInt64(truncatingIfNeeded: message.count) &* 8
        bytes.append(0x80)
        while (bytes.count + lengthBytes) % block != 0 { bytes.append(0) }
        var length = [UInt8](repeating: 0, count: lengthBytes)
        for index in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: bits >> (UInt64(index) * 8))
            if littleEndian { length[index] = byte } else { length[lengthBytes - 1 - index] = byte }
        }
        return bytes + length
    }

    private static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { ($0 << 8) | UInt32(bytes[at + $1]) }
    }

    private static func bytes(bigEndian words: [UInt32]) -> [UInt8] {
        words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - UInt32($0) * 8)) } }
    }

    private static func rotateLeft(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }

    // MARK: MD5 (RFC 1321)

    private static let md5Shifts: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                              5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                              4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                              6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]
    /// floor(|sin(i + 1)| × 2³²), as the RFC defines its table.
    private static let md5Constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    private static func md5(_ message: [UInt8]) -> [UInt8] {
        let bytes = padded(message, block: 64, lengthBytes: 8, littleEndian: true)
        var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
        for block in stride(from: 0, to: bytes.count, by: 64) {
            let words = (0..<16).map { index in (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[block + index * 4 + $1]) << (UInt32($1) * 8) } }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for round in 0..<64 {
                var f: UInt32
                let g: Int
                switch round {
                case 0..<16: f = (b & c) | (~b & d); g = round
                case 16..<32: f = (d & b) | (~d & c); g = (5 * round + 1) % 16
                case 32..<48: f = b ^ c ^ d; g = (3 * round + 5) % 16
                default: f = c ^ (b | ~d); g = (7 * round) % 16
                }
                f = f &+ a &+ md5Constants[round] &+ words[g]
                a = d; d = c; c = b
                b = b &+ rotateLeft(f, md5Shifts[round])
            }
            state[0] = state[0] &+ a; state[1] = state[1] &+ b; state[2] = state[2] &+ c; state[3] = state[3] &+ d
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (UInt32($0) * 8)) } }
    }

    // MARK: SHA-1 (FIPS 180-4)

    private static func sha1(_ message: [UInt8]) -> [UInt8] {
        let bytes = padded(message, block: 64, lengthBytes: 8, littleEndian: false)
        var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]
        for block in stride(from: 0, to: bytes.count, by: 64) {
            var w = (0..<16).map { bigEndian32(bytes, block + $0 * 4) }
            for t in 16..<80 { w.append(rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)) }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for t in 0..<80 {
                let f: UInt32, k: UInt32
                switch t {
                case 0..<20: f = (b & c) | (~b & d); k = 0x5a82_7999
                case 20..<40: f = b ^ c ^ d; k = 0x6ed9_eba1
                case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8f1b_bcdc
                default: f = b ^ c ^ d; k = 0xca62_c1d6
                }
                let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[t]
                e = d; d = c; c = rotateLeft(b, 30); b = a; a = temp
            }
            state[0] = state[0] &+ a; state[1] = state[1] &+ b; state[2] = state[2] &+ c; state[3] = state[3] &+ d; state[4] = state[4] &+ e
        }
        return Self.bytes(bigEndian: state)
    }

    // MARK: SHA-256 (FIPS 180-4)

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let sha256Constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    // MARK: SHA-512 and SHA-384 (FIPS 180-4)

    /// The first 64 bits of the fractional parts of the cube roots of the first 80 primes.
    private static let sha512Constants: [UInt64] = [
        0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538, 0x59f111f1b605d019,
        0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
        0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3,
        0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65, 0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
        0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725,
        0x06ca6351e003826f, 0x142929670a0e6e70, 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
        0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b, 0xa2bfe8a14cf10364, 0xa81a664bbc423001,
        0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
        0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb,
        0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3, 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
        0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xca273eceea26619c, 0xd186b8c721c0c207,
        0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
        0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a,
        0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
    ]
    private static let sha512Initial: [UInt64] = [0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
                                                  0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179]
    private static let sha384Initial: [UInt64] = [0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
                                                  0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4]

    private static let sha256Initial: [UInt32] = [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19]

    /// The rotations and shifts of SHA-2's functions (Σ0, Σ1, σ0, σ1), for its 32-bit and 64-bit words.
    private struct SHA2Shifts {
        let bigSigma0: (Int, Int, Int), bigSigma1: (Int, Int, Int), smallSigma0: (Int, Int, Int), smallSigma1: (Int, Int, Int)
        static let words32 = SHA2Shifts(bigSigma0: (2, 13, 22), bigSigma1: (6, 11, 25), smallSigma0: (7, 18, 3), smallSigma1: (17, 19, 10))
        static let words64 = SHA2Shifts(bigSigma0: (28, 34, 39), bigSigma1: (14, 18, 41), smallSigma0: (1, 8, 7), smallSigma1: (19, 61, 6))
    }

    private static func sha256(_ message: [UInt8]) -> [UInt8] {
        sha2(message, initial: sha256Initial, constants: sha256Constants, shifts: .words32)
    }

    private static func sha512(_ message: [UInt8], initial: [UInt64]) -> [UInt8] {
        sha2(message, initial: initial, constants: sha512Constants, shifts: .words64)
    }

    /// SHA-256 (32-bit words, 64 rounds) and SHA-512 (64-bit words, 80 rounds): one compression, as FIPS 180-4 gives it.
    private static func sha2<Word: FixedWidthInteger & UnsignedInteger>(_ message: [UInt8], initial: [Word], constants: [Word], shifts: SHA2Shifts) -> [UInt8] {
        let wordBytes = Word.bitWidth / 8, block = wordBytes * 16
        func rotate(_ x: Word, _ n: Int) -> Word { (x >> n) | (x << (Word.bitWidth - n)) }
        func sigma(_ x: Word, _ s: (Int, Int, Int), shiftLast: Bool) -> Word { rotate(x, s.0) ^ rotate(x, s.1) ^ (shiftLast ? x >> s.2 : rotate(x, s.2)) }
        let bytes = padded(message, block: block, lengthBytes: wordBytes * 2, littleEndian: false)
        var state = initial
        for start in stride(from: 0, to: bytes.count, by: block) {
            var w = (0..<16).map { index in (0..<wordBytes).reduce(Word(0)) { ($0 << 8) | Word(bytes[start + index * wordBytes + $1]) } }
            for t in 16..<constants.count {
                w.append(w[t - 16] &+ sigma(w[t - 15], shifts.smallSigma0, shiftLast: true) &+ w[t - 7] &+ sigma(w[t - 2], shifts.smallSigma1, shiftLast: true))
            }
            var h = state
            for t in 0..<constants.count {
                let choice = (h[4] & h[5]) ^ (~h[4] & h[6])
                let temp1 = h[7] &+ sigma(h[4], shifts.bigSigma1, shiftLast: false) &+ choice &+ constants[t] &+ w[t]
                let majority = (h[0] & h[1]) ^ (h[0] & h[2]) ^ (h[1] & h[2])
                h = [temp1 &+ sigma(h[0], shifts.bigSigma0, shiftLast: false) &+ majority, h[0], h[1], h[2], h[3] &+ temp1, h[4], h[5], h[6]]
            }
            for index in 0..<8 { state[index] = state[index] &+ h[index] }
        }
        return state.flatMap { word in (0..<wordBytes).map { UInt8(truncatingIfNeeded: word >> ((wordBytes - 1 - $0) * 8)) } }
    }
}
