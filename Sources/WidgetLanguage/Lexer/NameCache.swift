import Foundation

/// Names the lexer has already made into strings, found again by their bytes.
///
/// A file names the same things over and over (`Text`, `font`, `entry`), and
/// making a `String` from bytes, which validates them as UTF-8, costs several
/// times what finding it here does. Direct-mapped: a name of up to 16 ASCII
/// bytes is read as two words (the rest of the second one zeroed), which pick
/// its one slot and are compared to tell it apart; a name that lands on a
/// taken slot replaces what was there. Names never hold a zero byte, so two
/// names of different lengths never have the same words, and an empty slot
/// (all zero) matches no name.
final class NameCache {
    struct Entry {
        var low: UInt64
        var high: UInt64
        var name: String
    }

    /// Longer names are made into strings every time.
    static let maxLength = 16
    /// Ranges shorter than this (an interpolation, a small file's piece) get no cache: making it would cost more.
    static let minimumBytes = 2048

    /// The slots, read and written through a pointer: the lexer holds this
    /// plain value, so a lookup costs no reference counting.
    struct Table {
        let entries: UnsafeMutablePointer<Entry>
        let shift: UInt64

        /// The name made of the `length` (1...16) ASCII name bytes at `start`.
        /// `raw` must have 16 readable bytes from `start` on (a file's storage is padded).
        func name(_ raw: UnsafeRawPointer, at start: Int, length: Int) -> String {
            let low = raw.packedBytes(at: start, count: min(length, 8))
            let high = length > 8 ? raw.packedBytes(at: start + 8, count: length - 8) : 0
            let slot = entries + Int(truncatingIfNeeded: (low &* 0x9E37_79B9_7F4A_7C15 ^ high &* 0xC2B2_AE3D_27D4_EB4F) >> shift)
            if slot.pointee.low == low, slot.pointee.high == high { return slot.pointee.name }
            let name = String(decoding: UnsafeRawBufferPointer(start: raw + start, count: length), as: UTF8.self)
            slot.pointee = Entry(low: low, high: high, name: name)
            return name
        }
    }

    let table: Table
    private let count: Int

    /// A cache sized for a range of `bytes` bytes (see `bits(forBytes:)`).
    init(bytes: Int) {
        let bits = NameCache.bits(forBytes: bytes)
        count = 1 << bits
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: count)
        entries.initialize(repeating: Entry(low: 0, high: 0, name: ""), count: count)
        table = Table(entries: entries, shift: UInt64(64 - bits))
    }

    /// A slot per 64 bytes, 256 to 8192 of them: the power of two, as bits.
    static func bits(forBytes bytes: Int) -> Int {
        var bits = 8
        while bits < 13, 1 << (bits + 6) < bytes { bits += 1 }
        return bits
    }

    // MARK: Lent from file to file

    /// The cache the last lexer used, lent to the next one of the same size: files name
    /// the same things (`Text`, `font`, `entry`), and a hot reload lexes the same file
    /// again, so most names are found instead of made. One lexer holds it at a time;
    /// another lexing at once makes its own.
    private static let spareLock = NSLock()
    nonisolated(unsafe) private static var spare: NameCache?

    /// The spare cache when it has the size a range of `bytes` bytes asks for, else a new one.
    static func borrow(bytes: Int) -> NameCache {
        let count = 1 << bits(forBytes: bytes)
        spareLock.lock()
        var lent: NameCache?
        if let spare, spare.count == count {
            lent = spare
            NameCache.spare = nil
        }
        spareLock.unlock()
        return lent ?? NameCache(bytes: bytes)
    }

    /// Keeps a cache no lexer uses any more for the next one (the last one given back stays).
    static func giveBack(_ cache: NameCache) {
        spareLock.lock()
        spare = cache
        spareLock.unlock()
    }

    deinit {
        table.entries.deinitialize(count: count)
        table.entries.deallocate()
    }
}
