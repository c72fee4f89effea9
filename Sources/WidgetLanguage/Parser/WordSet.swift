/// A fixed set of words the parser asks about at every member or declaration
/// (`private`, `lazy`, `struct`, `@MainActor`): most names asked about are not in
/// it, and their length or first byte says so without hashing. Words of up to
/// eight bytes are then looked up packed (see `PackedNameSet`), longer ones hashed.
public struct WordSet: Sendable, ExpressibleByArrayLiteral {
    public let words: [String]
    private let short: PackedNameSet
    private let long: Set<String>
    /// Bit `n` is set when a word of `n` bytes is in the set (words are shorter than 64 bytes).
    private let lengths: UInt64
    /// Bit `b` of the pair is set when a word starts with the ASCII byte `b`.
    private let firstBytes: (low: UInt64, high: UInt64)
    /// Whether a word starts with a non-ASCII byte (those are looked up, not ruled out).
    private let hasNonASCIIStart: Bool

    public init(arrayLiteral words: String...) { self.init(words) }

    public init(_ words: [String]) {
        self.words = words
        short = PackedNameSet(words)
        long = Set(words.filter { $0.utf8.count > 8 })
        var lengths: UInt64 = 0
        var low: UInt64 = 0, high: UInt64 = 0
        var hasNonASCIIStart = false
        for word in words {
            lengths |= 1 << UInt64(min(word.utf8.count, 63))
            guard let first = word.utf8.first else { continue }
            if first >= 128 { hasNonASCIIStart = true } else if first < 64 { low |= 1 << UInt64(first) } else { high |= 1 << UInt64(first - 64) }
        }
        self.lengths = lengths
        self.firstBytes = (low, high)
        self.hasNonASCIIStart = hasNonASCIIStart
    }

    public func union(_ more: [String]) -> WordSet { WordSet(words + more) }

    public func contains(_ word: String) -> Bool {
        let count = word.utf8.count
        guard count > 0, count < 64, lengths >> UInt64(count) & 1 != 0 else { return false }
        if count <= 8 {
            // Packed once; its low byte is the first one.
            guard let packed = Parser.packed(word), startsAWord(UInt8(truncatingIfNeeded: packed)) else { return false }
            return short.contains(packed)
        }
        guard let first = word.utf8.first, startsAWord(first) else { return false }
        return long.contains(word)
    }

    @inline(__always)
    private func startsAWord(_ first: UInt8) -> Bool {
        guard first < 128 else { return hasNonASCIIStart }
        let bit = first < 64 ? firstBytes.low >> UInt64(first) : firstBytes.high >> UInt64(first - 64)
        return bit & 1 != 0
    }
}
