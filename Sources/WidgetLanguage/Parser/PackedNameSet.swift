/// A fixed set of short names (up to eight bytes), each packed into a word as
/// `UnsafeRawPointer.packedBytes` packs it: the parser's keywords and reserved
/// words. Asked about every name token, so a lookup is one multiply and, almost
/// always, one slot read: open addressing with linear probing in a table at
/// most a quarter full. A packed name is never 0 (names hold no zero byte),
/// so 0 marks an empty slot.
struct PackedNameSet: Sendable {
    private let slots: [UInt64]
    private let shift: UInt64

    /// `names` longer than eight bytes are left out (no packed name matches them).
    init<Names: Sequence<String>>(_ names: Names) {
        let values = names.compactMap(Parser.packed).filter { $0 != 0 }
        var bits: UInt64 = 4
        while 1 << bits < 4 * values.count { bits += 1 }
        var slots = [UInt64](repeating: 0, count: 1 << bits)
        let mask = slots.count - 1
        for value in values {
            var slot = PackedNameSet.home(value, shift: 64 - bits)
            while slots[slot] != 0, slots[slot] != value { slot = (slot + 1) & mask }
            slots[slot] = value
        }
        self.slots = slots
        self.shift = 64 - bits
    }

    @inline(__always)
    private static func home(_ value: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    // Not inlined: inlined into the token list's loop, it made the compiler copy
    // every token there (retaining its text), which cost more than this call.
    func contains(_ value: UInt64) -> Bool {
        guard value != 0 else { return false }
        let mask = slots.count - 1
        var slot = PackedNameSet.home(value, shift: shift)
        while true {
            let stored = slots[slot]
            if stored == value { return true }
            if stored == 0 { return false }
            slot = (slot + 1) & mask
        }
    }
}
